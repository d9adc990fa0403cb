import {
  apiPaths,
  type Farmer,
  farmerInput,
  farmerListHeaders,
  farmerSorts,
  type IndianState,
  indianStateIds,
  indianStates,
} from '@pfm/shared';
import { FormField, Input, Select, StatusBadge, Textarea } from '@pfm/ui';
import { Controller } from 'react-hook-form';
import { z } from 'zod';
import { masterApi } from '../../../lib/resource-api.ts';
import { DialogFields, ThreeColumns, TwoColumns } from '../master-view.styles.ts';
import type { MasterConfig, MasterFieldsProps } from '../master-view.tsx';
import { balanceColumn } from '../party-balance.tsx';
import { StatusField } from '../status-field.tsx';

/** The state starts unchosen (''), which the shared rule refuses with "Choose a state." */
const farmerForm = farmerInput.extend({
  state: z
    .string()
    .transform((state) => state as IndianState)
    .pipe(farmerInput.shape.state),
});
type FarmerValues = z.input<typeof farmerForm>;
type FarmerOutput = z.output<typeof farmerInput>;

const stateOptions = indianStateIds.map((value) => ({ value, label: indianStates[value] }));

/** "At/Po Jatni, Khurda, Odisha 752050". */
export const farmerAddress = (farmer: Farmer) =>
  `${farmer.address}, ${farmer.city}, ${indianStates[farmer.state]} ${farmer.pincode}`;

function FarmerFields({ form, mode }: MasterFieldsProps<FarmerValues, FarmerOutput>) {
  const { errors } = form.formState;
  return (
    <DialogFields>
      <TwoColumns>
        <FormField label="Farmer Name" required error={errors.name?.message}>
          <Input autoComplete="off" {...form.register('name')} />
        </FormField>
        <FormField label="Mobile Number" required error={errors.phone?.message}>
          <Input type="tel" inputMode="tel" autoComplete="off" {...form.register('phone')} />
        </FormField>
      </TwoColumns>
      <TwoColumns>
        <FormField label="Email" error={errors.email?.message}>
          <Input type="email" autoComplete="off" {...form.register('email')} />
        </FormField>
        {mode === 'edit' ? <StatusField form={form} /> : null}
      </TwoColumns>
      <FormField label="Address" required error={errors.address?.message}>
        <Textarea rows={2} autoComplete="off" {...form.register('address')} />
      </FormField>
      <ThreeColumns>
        <FormField label="City" required error={errors.city?.message}>
          <Input autoComplete="off" {...form.register('city')} />
        </FormField>
        <Controller
          control={form.control}
          name="state"
          render={({ field }) => (
            <FormField label="State" required error={errors.state?.message}>
              <Select
                options={stateOptions}
                placeholder="Choose a state"
                value={field.value}
                onValueChange={field.onChange}
                name={field.name}
                ref={field.ref}
              />
            </FormField>
          )}
        />
        <FormField label="PIN Code" required error={errors.pincode?.message}>
          <Input
            inputMode="numeric"
            maxLength={6}
            autoComplete="off"
            {...form.register('pincode')}
          />
        </FormField>
      </ThreeColumns>
      <ThreeColumns>
        <FormField label="Bank Name" required error={errors.bankName?.message}>
          <Input autoComplete="off" {...form.register('bankName')} />
        </FormField>
        <FormField label="Account Number" required error={errors.accountNumber?.message}>
          <Input inputMode="numeric" autoComplete="off" {...form.register('accountNumber')} />
        </FormField>
        <FormField label="IFSC Code" required error={errors.ifscCode?.message}>
          <Input autoComplete="off" autoCapitalize="characters" {...form.register('ifscCode')} />
        </FormField>
      </ThreeColumns>
    </DialogFields>
  );
}

export const farmerApi = masterApi<Farmer, FarmerOutput, string>(apiPaths.farmers);

export const farmerConfig: MasterConfig<Farmer, FarmerValues, FarmerOutput, string> = {
  title: 'Farmer Registration',
  subtitle: 'Contract farmers, their addresses and bank accounts.',
  noun: 'Farmer',
  itemsLabel: 'farmers',
  addLabel: 'Register Farmer',
  addTitle: 'Register Farmer',
  addDescription: 'Enter the details of the new farmer',
  addSubmit: 'Save Farmer',
  editTitle: 'Edit Farmer',
  editDescription: 'Change the details of this farmer',
  editSubmit: 'Save Farmer',
  caption: 'Farmers',
  searchLabel: 'Search farmers',
  searchPlaceholder: 'Search farmers...',
  emptyDescription: 'Register your first farmer to start adding farms.',
  sortIds: farmerSorts,
  keyOf: (farmer) => farmer.code,
  rowLabel: (farmer) => farmer.name,
  describe: (farmer) => `${farmer.name} (${farmer.code})`,
  minWidth: '60rem',
  columns: (display) => [
    {
      id: 'code',
      header: farmerListHeaders.code,
      accessor: (farmer) => farmer.code,
      sortable: true,
      width: '7rem',
    },
    {
      id: 'name',
      card: 'title',
      clamp: 2,
      header: farmerListHeaders.name,
      accessor: (farmer) => farmer.name,
      sortable: true,
      rowHeader: true,
    },
    {
      id: 'phone',
      card: 'detail',
      header: farmerListHeaders.phone,
      accessor: (farmer) => farmer.phone,
      sortable: true,
    },
    {
      id: 'address',
      card: 'detail',
      clamp: 2,
      header: farmerListHeaders.address,
      accessor: farmerAddress,
    },
    {
      id: 'activeFarms',
      card: 'detail',
      header: farmerListHeaders.activeFarms,
      align: 'end',
      sortable: true,
      accessor: (farmer) => farmer.activeFarms,
    },
    balanceColumn(display),
    {
      id: 'status',
      card: 'status',
      header: farmerListHeaders.status,
      sortable: true,
      accessor: (farmer) => farmer.status,
      cell: (farmer) => <StatusBadge status={farmer.status} />,
    },
  ],
  form: {
    schema: farmerForm,
    empty: {
      name: '',
      phone: '',
      email: '',
      address: '',
      city: '',
      state: '',
      pincode: '',
      bankName: '',
      accountNumber: '',
      ifscCode: '',
      status: 'active',
    },
    fromRecord: (farmer) => ({
      name: farmer.name,
      phone: farmer.phone,
      email: farmer.email,
      address: farmer.address,
      city: farmer.city,
      state: farmer.state,
      pincode: farmer.pincode,
      bankName: farmer.bankName,
      accountNumber: farmer.accountNumber,
      ifscCode: farmer.ifscCode,
      status: farmer.status,
    }),
    Fields: FarmerFields,
    size: 'lg',
  },
};
