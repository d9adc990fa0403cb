import {
  amountFor,
  amountWithinLimitOf,
  apiPaths,
  formatDate,
  type ItemUnit,
  type Purchase,
  type PurchaseInput,
  parseMoney,
  parseQuantity,
  postedLabels,
  purchaseInput,
  purchaseListHeaders,
  purchaseSorts,
  today,
} from '@pfm/shared';
import { FormField, Input, NumberInput } from '@pfm/ui';
import { useWatch } from 'react-hook-form';
import { z } from 'zod';
import { documentApi } from '../../../lib/documents/document-api.ts';
import type { DocumentConfig, RecordFieldsProps } from '../../../lib/documents/document-config.ts';
import { formatQuantityOf, money } from '../../../lib/documents/document-format.ts';
import {
  Figure,
  RecordFieldStack,
  TwoColumns,
} from '../../../lib/documents/document-view.styles.ts';
import {
  ComputedField,
  DateField,
  documentDateText,
  PickField,
  quantityText,
  wholeUnitIssue,
} from '../../../lib/documents/form-fields.tsx';
import { useLastGodown } from '../../../lib/documents/last-godown.ts';
import { moneyText, numberField } from '../../../lib/form-values.ts';

const { shape } = purchaseInput;

/**
 * The shared purchase rule with quantity and rate typed as text, the date not after today, and the
 * chosen item's unit kept beside its code (pieces and bags are whole); the unit is dropped before
 * saving.
 */
const purchaseForm = z
  .object({
    date: documentDateText(shape.date),
    supplierCode: shape.supplierCode,
    itemCode: shape.itemCode,
    godownCode: shape.godownCode,
    quantityMilli: quantityText(shape.quantityMilli),
    ratePaise: moneyText(shape.ratePaise),
    invoiceNumber: shape.invoiceNumber,
    itemUnit: z.string(),
  })
  .strict()
  .superRefine((purchase, context) => {
    const issue = wholeUnitIssue(purchase.quantityMilli, purchase.itemUnit);
    if (issue) context.addIssue({ code: 'custom', message: issue, path: ['quantityMilli'] });
  })
  .superRefine(amountWithinLimitOf('quantityMilli'))
  .transform(({ itemUnit: _unit, ...purchase }) => purchase);

type PurchaseValues = z.input<typeof purchaseForm>;
type PurchaseOutput = z.output<typeof purchaseInput>;

/** Rate × quantity as typed, in paise, or null until both read as numbers. */
export function purchaseAmount(quantity: string, rate: string, unit: string): number | null {
  const milli = parseQuantity(quantity, (unit || 'kg') as ItemUnit);
  const paise = parseMoney(rate);
  if (milli === null || paise === null || paise <= 0) return null;
  try {
    return amountFor(paise, milli);
  } catch {
    return null;
  }
}

function PurchaseFields({
  form,
  options,
  display,
}: RecordFieldsProps<PurchaseValues, PurchaseOutput>) {
  const { errors } = form.formState;
  const [quantity, rate, unit] = useWatch({
    control: form.control,
    name: ['quantityMilli', 'ratePaise', 'itemUnit'],
  });
  const lastGodown = useLastGodown();
  const amount = purchaseAmount(quantity, rate, unit);
  const per = unit ? ` per ${unit}` : '';
  return (
    <RecordFieldStack>
      <TwoColumns>
        <DateField form={form} name="date" />
        <PickField
          form={form}
          name="supplierCode"
          label="Supplier"
          options={options.suppliers}
          placeholder="Search suppliers"
          searchable
        />
      </TwoColumns>
      <TwoColumns>
        <PickField
          form={form}
          name="itemCode"
          label="Item"
          options={options.items}
          placeholder="Search items"
          searchable
          onPick={(item) => form.setValue('itemUnit', item?.unit ?? '')}
        />
        <PickField
          form={form}
          name="godownCode"
          label="Godown"
          options={options.godowns}
          placeholder="Choose the godown"
          preferred={lastGodown}
        />
      </TwoColumns>
      <TwoColumns>
        <FormField
          label={`Quantity${unit ? ` (${unit})` : ''}`}
          required
          error={errors.quantityMilli?.message}
        >
          <NumberInput {...numberField(form, 'quantityMilli')} unit={unit || undefined} min={0} />
        </FormField>
        <FormField
          label={`Rate (${display.currencySymbol}${per})`}
          required
          error={errors.ratePaise?.message}
        >
          <NumberInput
            {...numberField(form, 'ratePaise')}
            prefix={display.currencySymbol}
            step={0.01}
            decimals={2}
            min={0}
          />
        </FormField>
      </TwoColumns>
      <TwoColumns>
        <FormField label="Invoice Number" error={errors.invoiceNumber?.message}>
          <Input autoComplete="off" {...form.register('invoiceNumber')} />
        </FormField>
        <ComputedField
          label="Amount"
          value={amount === null ? null : money(amount, display)}
          hint="Quantity × rate, to the paisa."
        />
      </TwoColumns>
    </RecordFieldStack>
  );
}

export const purchaseApi = documentApi<Purchase>(apiPaths.purchases);

const supplierOf = (purchase: Purchase) => `${purchase.supplierName} (${purchase.supplierCode})`;

export const purchaseConfig: DocumentConfig<Purchase, PurchaseValues, PurchaseOutput> = {
  title: 'Purchase',
  subtitle: 'Chicks, feed and medicine bought from suppliers into the godowns.',
  noun: 'Purchase',
  printPath: apiPaths.purchases,
  itemsLabel: 'purchases',
  caption: 'Purchases',
  searchPlaceholder: 'Code, supplier, item or invoice',
  emptyDescription: 'Record the first purchase to bring stock into a godown.',
  sortIds: purchaseSorts,
  filters: [
    { name: 'supplier', label: 'Supplier', allLabel: 'All suppliers', source: 'suppliers' },
    { name: 'item', label: 'Item', allLabel: 'All items', source: 'items' },
    { name: 'godown', label: 'Godown', allLabel: 'All godowns', source: 'godowns' },
  ],
  statusLabels: postedLabels,
  badgeOf: (purchase) => purchase.status,
  describe: (purchase) =>
    `${purchase.code}: ${formatQuantityOf(purchase.quantityMilli, purchase.unit)} of ${purchase.itemName} from ${purchase.supplierName}`,
  minWidth: '60rem',
  columns: (display) => [
    {
      id: 'code',
      header: purchaseListHeaders.code,
      sortable: true,
      rowHeader: true,
      width: '7.5rem',
      accessor: (purchase) => purchase.code,
    },
    {
      id: 'date',
      card: 'detail',
      header: purchaseListHeaders.date,
      sortable: true,
      width: '7rem',
      accessor: (purchase) => purchase.date,
      cell: (purchase) => <Figure>{formatDate(purchase.date, display.dateFormat)}</Figure>,
    },
    {
      id: 'supplier',
      card: 'title',
      clamp: 2,
      header: purchaseListHeaders.supplier,
      sortable: true,
      accessor: (p) => p.supplierName,
    },
    {
      id: 'item',
      card: 'detail',
      clamp: 2,
      header: purchaseListHeaders.item,
      sortable: true,
      accessor: (p) => p.itemName,
    },
    {
      id: 'quantity',
      card: 'detail',
      header: purchaseListHeaders.quantity,
      align: 'end',
      cell: (p) => <Figure>{formatQuantityOf(p.quantityMilli, p.unit)}</Figure>,
    },
    {
      id: 'amount',
      card: 'figure',
      header: purchaseListHeaders.amount,
      align: 'end',
      sortable: true,
      cell: (p) => <Figure>{money(p.amountPaise, display)}</Figure>,
    },
    {
      id: 'invoice',
      clamp: 1,
      header: purchaseListHeaders.invoice,
      accessor: (p) => p.invoiceNumber,
    },
  ],
  summary: (purchase, display) => [
    { label: 'Date', value: formatDate(purchase.date, display.dateFormat) },
    { label: 'Supplier', value: supplierOf(purchase) },
    { label: 'Item', value: `${purchase.itemName} (${purchase.itemCode})` },
    { label: 'Godown', value: `${purchase.godownName} (${purchase.godownCode})` },
    { label: 'Quantity', value: formatQuantityOf(purchase.quantityMilli, purchase.unit) },
    { label: 'Rate', value: `${money(purchase.ratePaise, display)} per ${purchase.unit}` },
    { label: 'Amount', value: money(purchase.amountPaise, display) },
    { label: 'Invoice Number', value: purchase.invoiceNumber, fallback: 'None' },
  ],
  record: {
    label: 'Record Purchase',
    description: 'Enter what was bought, from whom, and the godown it went into.',
    submit: 'Save Purchase',
    schema: purchaseForm,
    empty: () => ({
      date: today(),
      supplierCode: '',
      itemCode: '',
      godownCode: '',
      quantityMilli: '',
      ratePaise: '',
      invoiceNumber: '',
      itemUnit: '',
    }),
    Fields: PurchaseFields,
    sources: ['suppliers', 'items', 'godowns'],
  },
};

export type { PurchaseInput };
