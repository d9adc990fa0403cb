import {
  apiPaths,
  type Supplier,
  supplierInput,
  supplierListHeaders,
  supplierSorts,
  supplierTypes,
} from '@pfm/shared';
import { Badge, FormField, Select } from '@pfm/ui';
import { Controller } from 'react-hook-form';
import { z } from 'zod';
import { masterApi } from '../../../lib/resource-api.ts';
import type { MasterConfig, MasterFieldsProps } from '../master-view.tsx';
import { balanceColumn } from '../party-balance.tsx';
import { PartyFields } from '../party-fields.tsx';

/** The type starts unchosen (''), which the shared rule refuses with "Choose a type.". */
const supplierForm = supplierInput.extend({
  type: z.string().pipe(supplierInput.shape.type),
});
type SupplierValues = z.input<typeof supplierForm>;
type SupplierOutput = z.output<typeof supplierInput>;

const typeOptions = supplierTypes.map((type) => ({ value: type, label: type }));

function SupplierFields({ form }: MasterFieldsProps<SupplierValues, SupplierOutput>) {
  return (
    <PartyFields
      form={form}
      nameLabel="Supplier Name"
      besideGstin={
        <Controller
          control={form.control}
          name="type"
          render={({ field, fieldState }) => (
            <FormField label="Type" required error={fieldState.error?.message}>
              <Select
                options={typeOptions}
                placeholder="Choose a type"
                value={field.value}
                onValueChange={field.onChange}
                name={field.name}
                ref={field.ref}
              />
            </FormField>
          )}
        />
      }
    />
  );
}

export const supplierApi = masterApi<Supplier, SupplierOutput, string>(apiPaths.suppliers);

export const supplierConfig: MasterConfig<Supplier, SupplierValues, SupplierOutput, string> = {
  title: 'Supplier Master',
  subtitle: 'Suppliers of chicks, feed and medicine.',
  noun: 'Supplier',
  itemsLabel: 'suppliers',
  addLabel: 'Add Supplier',
  addTitle: 'Add Supplier',
  addDescription: 'Enter the details of the new supplier',
  addSubmit: 'Save Supplier',
  editTitle: 'Edit Supplier',
  editDescription: 'Change the details of this supplier',
  editSubmit: 'Save Supplier',
  caption: 'Suppliers',
  searchLabel: 'Search suppliers',
  searchPlaceholder: 'Search suppliers...',
  emptyDescription: 'Add your first supplier to start recording purchases.',
  sortIds: supplierSorts,
  keyOf: (supplier) => supplier.code,
  rowLabel: (supplier) => supplier.name,
  describe: (supplier) => `${supplier.name} (${supplier.code})`,
  minWidth: '48rem',
  columns: (display) => [
    {
      id: 'code',
      header: supplierListHeaders.code,
      accessor: (supplier) => supplier.code,
      sortable: true,
      width: '8rem',
    },
    {
      id: 'name',
      card: 'title',
      clamp: 2,
      header: supplierListHeaders.name,
      accessor: (supplier) => supplier.name,
      sortable: true,
      rowHeader: true,
    },
    {
      id: 'contact',
      card: 'detail',
      header: supplierListHeaders.contact,
      accessor: (supplier) => supplier.contact,
      sortable: true,
      width: '9rem',
    },
    {
      id: 'address',
      card: 'detail',
      clamp: 2,
      header: supplierListHeaders.address,
      accessor: (supplier) => supplier.address,
    },
    {
      id: 'type',
      card: 'status',
      header: supplierListHeaders.type,
      sortable: true,
      width: '7rem',
      accessor: (supplier) => supplier.type,
      cell: (supplier) => <Badge>{supplier.type}</Badge>,
    },
    balanceColumn(display),
  ],
  form: {
    schema: supplierForm,
    empty: { name: '', contact: '', email: '', address: '', gstin: '', type: '' },
    fromRecord: (supplier) => ({
      name: supplier.name,
      contact: supplier.contact,
      email: supplier.email,
      address: supplier.address,
      gstin: supplier.gstin,
      type: supplier.type,
    }),
    Fields: SupplierFields,
  },
};
