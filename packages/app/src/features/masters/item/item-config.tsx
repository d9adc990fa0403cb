import {
  apiPaths,
  formatQuantity,
  type Item,
  type ItemCategory,
  type ItemRateItem,
  type ItemUnit,
  itemCategories,
  itemCategoryLabels,
  itemFields,
  type itemInput,
  itemListHeaders,
  itemRateItems,
  itemSorts,
  itemUnitLabels,
  itemUnits,
  type QuantityUnit,
  RATE_DOES_NOT_FIT,
  rateFitsCategory,
  rateItems,
  rateItemsFor,
} from '@pfm/shared';
import { FormField, Input, NumberInput, Select, StatusBadge, Textarea } from '@pfm/ui';
import { useEffect } from 'react';
import { Controller } from 'react-hook-form';
import { z } from 'zod';
import { numberField, numberText } from '../../../lib/form-values.ts';
import { masterApi } from '../../../lib/resource-api.ts';
import { DialogFields, TwoColumns } from '../master-view.styles.ts';
import type { MasterConfig, MasterFieldsProps } from '../master-view.tsx';
import { StatusField } from '../status-field.tsx';

/** How a quantity of the item is written ("2,000 pieces", "1,000 kg"). */
const quantityUnits: Record<ItemUnit, QuantityUnit> = {
  piece: 'pieces',
  kg: 'kg',
  liter: 'liter',
  bag: 'bag',
};

const categoryOptions = itemCategories.map((value) => ({
  value,
  label: itemCategoryLabels[value],
}));
const unitOptions = itemUnits.map((value) => ({ value, label: itemUnitLabels[value] }));

/** What an issue of the item is charged at: its average cost, or one of the rate lines. */
export const AVERAGE_COST_LABEL = 'Average purchase cost';
const rateOptionsFor = (category: string) => [
  { value: 'average', label: AVERAGE_COST_LABEL },
  ...(rateItemsFor[category as ItemCategory] ?? itemRateItems).map((value) => ({
    value,
    label: `${rateItems[value]} rate`,
  })),
];

/** Category and unit start unchosen (''), which the shared rules refuse with their own messages. */
const itemForm = itemFields
  .extend({
    category: z
      .string()
      .transform((value) => value as ItemCategory)
      .pipe(itemFields.shape.category),
    unit: z
      .string()
      .transform((value) => value as ItemUnit)
      .pipe(itemFields.shape.unit),
    reorderLevel: numberText(itemFields.shape.reorderLevel),
    // The select cannot hold '' as a value: "average" stands for it.
    rateItem: z
      .string()
      .transform((value) => (value === 'average' ? '' : value) as ItemRateItem | '')
      .pipe(
        z.union([z.literal(''), z.enum(itemRateItems)], { error: 'Choose what it is issued at.' }),
      ),
  })
  .refine(rateFitsCategory, { message: RATE_DOES_NOT_FIT, path: ['rateItem'] });
type ItemValues = z.input<typeof itemForm>;
type ItemOutput = z.output<typeof itemInput>;

function ItemFields({ form, mode }: MasterFieldsProps<ItemValues, ItemOutput>) {
  const { errors } = form.formState;
  const category = form.watch('category');
  // A new category brings its own choice: chicks at the chicks rate; a feed rate left from feed
  // does not fit medicine, which goes back to the average cost.
  useEffect(() => {
    if (!category) return;
    const fitting: readonly string[] = rateItemsFor[category as ItemCategory] ?? [];
    const current = form.getValues('rateItem');
    if (category === 'chicks' && current !== 'chicks') {
      form.setValue('rateItem', 'chicks');
    } else if (current !== 'average' && !fitting.includes(current)) {
      form.setValue('rateItem', 'average');
    }
  }, [category, form]);
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
      <Controller
        control={form.control}
        name="rateItem"
        render={({ field }) => (
          <FormField
            label="Issued At"
            required
            hint="What farmers are charged when this item is issued."
            error={errors.rateItem?.message}
          >
            <Select
              options={rateOptionsFor(category)}
              value={field.value}
              onValueChange={field.onChange}
              name={field.name}
              ref={field.ref}
            />
          </FormField>
        )}
      />
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

export const itemApi = masterApi<Item, ItemOutput, string>(apiPaths.items);

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
    {
      id: 'code',
      header: itemListHeaders.code,
      accessor: (item) => item.code,
      sortable: true,
      width: '6rem',
    },
    {
      id: 'name',
      card: 'title',
      clamp: 2,
      header: itemListHeaders.name,
      accessor: (item) => item.name,
      sortable: true,
      rowHeader: true,
    },
    {
      id: 'category',
      card: 'detail',
      header: itemListHeaders.category,
      sortable: true,
      accessor: (item) => itemCategoryLabels[item.category],
    },
    {
      id: 'unit',
      card: 'detail',
      header: itemListHeaders.unit,
      sortable: true,
      accessor: (item) => itemUnitLabels[item.unit],
    },
    {
      id: 'currentStock',
      card: 'figure',
      header: itemListHeaders.currentStock,
      align: 'end',
      sortable: true,
      accessor: (item) => item.currentStock,
      cell: (item) => formatQuantity(item.currentStock, quantityUnits[item.unit]),
    },
    {
      id: 'status',
      card: 'status',
      header: itemListHeaders.status,
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
      rateItem: 'average',
      description: '',
      status: 'active',
    },
    fromRecord: (item) => ({
      name: item.name,
      category: item.category,
      unit: item.unit,
      reorderLevel: String(item.reorderLevel),
      rateItem: item.rateItem === '' ? 'average' : item.rateItem,
      description: item.description,
      status: item.status,
    }),
    Fields: ItemFields,
  },
};
