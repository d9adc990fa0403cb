import {
  type Item,
  type ItemCategory,
  type ItemUnit,
  itemCategories,
  itemInput,
  itemSorts,
  itemUnits,
} from '@pfm/shared';
import {
  FormField,
  formatQuantity,
  Input,
  NumberInput,
  type QuantityUnit,
  Select,
  StatusBadge,
  Textarea,
} from '@pfm/ui';
import { Controller } from 'react-hook-form';
import { z } from 'zod';
import { numberField, numberText } from '../../../lib/form-values.ts';
import { masterApi } from '../master-api.ts';
import { DialogFields, TwoColumns } from '../master-view.styles.ts';
import type { MasterConfig, MasterFieldsProps } from '../master-view.tsx';
import { StatusField } from '../status-field.tsx';

export const categoryLabels: Record<ItemCategory, string> = {
  chicks: 'Chicks',
  feed: 'Feed',
  medicine: 'Medicine',
};
export const unitLabels: Record<ItemUnit, string> = {
  piece: 'Piece',
  kg: 'Kg',
  liter: 'Liter',
  bag: 'Bag',
};
/** How a quantity of the item is written ("2,000 pieces", "1,000 kg"). */
const quantityUnits: Record<ItemUnit, QuantityUnit> = {
  piece: 'pieces',
  kg: 'kg',
  liter: 'liter',
  bag: 'bag',
};

const categoryOptions = itemCategories.map((value) => ({ value, label: categoryLabels[value] }));
const unitOptions = itemUnits.map((value) => ({ value, label: unitLabels[value] }));

/** Category and unit start unchosen (''), which the shared rules refuse with their own messages. */
const itemForm = itemInput.extend({
  category: z
    .string()
    .transform((value) => value as ItemCategory)
    .pipe(itemInput.shape.category),
  unit: z
    .string()
    .transform((value) => value as ItemUnit)
    .pipe(itemInput.shape.unit),
  reorderLevel: numberText(itemInput.shape.reorderLevel),
});
type ItemValues = z.input<typeof itemForm>;
type ItemOutput = z.output<typeof itemInput>;

function ItemFields({ form, mode }: MasterFieldsProps<ItemValues, ItemOutput>) {
  const { errors } = form.formState;
  return (
    <DialogFields>
      <FormField label="Item Name" required error={errors.name?.message}>
        <Input autoComplete="off" {...form.register('name')} />
      </FormField>
      <TwoColumns>
        <Controller
          control={form.control}
          name="category"
          render={({ field }) => (
            <FormField label="Category" required error={errors.category?.message}>
              <Select
                options={categoryOptions}
                placeholder="Choose a category"
                value={field.value}
                onValueChange={field.onChange}
                name={field.name}
                ref={field.ref}
              />
            </FormField>
          )}
        />
        <Controller
          control={form.control}
          name="unit"
          render={({ field }) => (
            <FormField label="Unit" required error={errors.unit?.message}>
              <Select
                options={unitOptions}
                placeholder="Choose a unit"
                value={field.value}
                onValueChange={field.onChange}
                name={field.name}
                ref={field.ref}
              />
            </FormField>
          )}
        />
      </TwoColumns>
      <FormField
        label="Reorder Level"
        required
        hint="Below this quantity the item shows Low Stock."
        error={errors.reorderLevel?.message}
      >
        <NumberInput {...numberField(form, 'reorderLevel')} min={0} step={100} />
      </FormField>
      <FormField label="Description" error={errors.description?.message}>
        <Textarea rows={2} autoComplete="off" {...form.register('description')} />
      </FormField>
      {mode === 'edit' ? <StatusField form={form} /> : null}
    </DialogFields>
  );
}

export const itemApi = masterApi<Item, ItemOutput, string>('/api/items');

export const itemConfig: MasterConfig<Item, ItemValues, ItemOutput, string> = {
  title: 'Item Master',
  subtitle: 'Chicks, feed and medicine that are bought, stored and issued.',
  noun: 'Item',
  itemsLabel: 'items',
  addLabel: 'Add Item',
  addTitle: 'Add Item',
  addDescription: 'Enter the details of the new item',
  addSubmit: 'Save Item',
  editTitle: 'Edit Item',
  editDescription: 'Change the details of this item',
  editSubmit: 'Save Item',
  caption: 'Items',
  searchLabel: 'Search items',
  searchPlaceholder: 'Search items...',
  emptyDescription: 'Add your first item to start recording purchases and stock.',
  sortIds: itemSorts,
  keyOf: (item) => item.code,
  rowLabel: (item) => item.name,
  describe: (item) => `${item.name} (${item.code})`,
  columns: () => [
    { id: 'code', header: 'Item ID', accessor: (item) => item.code, sortable: true, width: '6rem' },
    {
      id: 'name',
      header: 'Item Name',
      accessor: (item) => item.name,
      sortable: true,
      rowHeader: true,
    },
    {
      id: 'category',
      header: 'Category',
      sortable: true,
      accessor: (item) => categoryLabels[item.category],
    },
    { id: 'unit', header: 'Unit', sortable: true, accessor: (item) => unitLabels[item.unit] },
    {
      id: 'currentStock',
      header: 'Current Stock',
      align: 'end',
      sortable: true,
      accessor: (item) => item.currentStock,
      cell: (item) => formatQuantity(item.currentStock, quantityUnits[item.unit]),
    },
    {
      id: 'status',
      header: 'Status',
      sortable: true,
      accessor: (item) => item.status,
      cell: (item) => <StatusBadge status={item.status} />,
    },
  ],
  form: {
    schema: itemForm,
    empty: {
      name: '',
      category: '',
      unit: '',
      reorderLevel: '',
      description: '',
      status: 'active',
    },
    fromRecord: (item) => ({
      name: item.name,
      category: item.category,
      unit: item.unit,
      reorderLevel: String(item.reorderLevel),
      description: item.description,
      status: item.status,
    }),
    Fields: ItemFields,
  },
};
