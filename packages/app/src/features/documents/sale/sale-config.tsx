import {
  amountFor,
  amountWithinLimitOf,
  apiPaths,
  averageWeightIssue,
  averageWeightMilli,
  formatDate,
  formatMilli,
  formatNumber,
  formatQuantity,
  fromMilli,
  isoDate,
  parseMoney,
  parseQuantity,
  postedLabels,
  rateItems,
  SALE_AVERAGE_WEIGHT_KG,
  type Sale,
  saleInput,
  saleListHeaders,
  saleSorts,
  today,
} from '@pfm/shared';
import { FormField, NumberInput } from '@pfm/ui';
import { useWatch } from 'react-hook-form';
import { z } from 'zod';
import { useBatchLookup } from '../../../lib/documents/batch-lookup.tsx';
import { documentApi } from '../../../lib/documents/document-api.ts';
import type {
  DisplaySettings,
  DocumentConfig,
  RecordFieldsProps,
} from '../../../lib/documents/document-config.ts';
import { money } from '../../../lib/documents/document-format.ts';
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
  useSuggestion,
} from '../../../lib/documents/form-fields.tsx';
import { birdsSoldRefusal } from '../../../lib/documents/limits.ts';
import { useRateInForce } from '../../../lib/documents/rate-lookup.tsx';
import { moneyText, numberField, numberText, paiseToText } from '../../../lib/form-values.ts';

const { shape } = saleInput;

/**
 * The shared sale rule with weight, rate and birds typed as text and the date not after today,
 * plus the average weight per bird the server checks.
 */
const saleForm = z
  .object({
    date: documentDateText(shape.date),
    batchCode: shape.batchCode,
    traderCode: shape.traderCode,
    weightMilli: quantityText(shape.weightMilli),
    ratePaise: moneyText(shape.ratePaise),
    birds: numberText(shape.birds),
  })
  .strict()
  .superRefine((sale, context) => {
    const issue = averageWeightIssue(sale.weightMilli, sale.birds);
    if (issue) context.addIssue({ code: 'custom', message: issue, path: ['weightMilli'] });
  })
  .superRefine(amountWithinLimitOf('weightMilli', 'weight'));

type SaleValues = z.input<typeof saleForm>;
type SaleOutput = z.output<typeof saleInput>;

/** The weight typed, in grams, or null until it reads as one. */
const weightOf = (text: string) => parseQuantity(text, 'kg');

/** The number of birds typed, or null until it reads as a whole number above 0. */
function birdsOf(text: string): number | null {
  const cleaned = text.replace(/[,\s]/g, '');
  if (!/^\d+$/.test(cleaned)) return null;
  const birds = Number(cleaned);
  return Number.isSafeInteger(birds) && birds > 0 ? birds : null;
}

/** Weight × rate as typed, in paise (exact), or null until both read as numbers. */
export function saleAmount(weight: string, rate: string): number | null {
  const milli = weightOf(weight);
  const paise = parseMoney(rate);
  if (milli === null || paise === null || paise <= 0) return null;
  try {
    return amountFor(paise, milli);
  } catch {
    return null;
  }
}

/** Kilograms per bird as typed ("2.15 kg per bird"), or null until weight and birds read. */
export function averageWeightText(weight: string, birds: string): string | null {
  const milli = weightOf(weight);
  const count = birdsOf(birds);
  if (milli === null || count === null) return null;
  return `${formatMilli(averageWeightMilli(milli, count), 'kg')} per bird`;
}

/** The birds the chosen batch has alive today, under Number of Birds. */
function birdsAliveHint(batch: string, found: ReturnType<typeof useBatchLookup>) {
  if (!batch) return 'Choose the batch to see its birds alive.';
  if (found.isError) return 'Could not check the birds in this batch.';
  if (!found.data) return 'Checking the batch…';
  return `${batch} has ${formatQuantity(found.data.birds.alive, 'birds')} alive.`;
}

/** What a sale is priced at: the Live Chicken rate of Rate Setup. */
const SALE_RATE_ITEM = 'chicken';

/** Under Rate: the Live Chicken rate in force on the sale's day, which the field starts with. */
function rateHint(
  date: string,
  found: ReturnType<typeof useRateInForce>,
  display: DisplaySettings,
): string | undefined {
  const day = isoDate.safeParse(date).success ? formatDate(date, display.dateFormat) : null;
  if (!day) return undefined;
  if (found.isError) return 'Could not check the rate in force.';
  if (found.data === undefined) return 'Checking the rate in force…';
  if (found.data === null) return `No rate for ${rateItems[SALE_RATE_ITEM]} is in force on ${day}.`;
  return `Rate in force on ${day}: ${money(found.data.ratePaise, display)} per ${found.data.unit}.`;
}

function SaleFields({ form, options, display }: RecordFieldsProps<SaleValues, SaleOutput>) {
  const { errors } = form.formState;
  const [date, batch, weight, rate, birds] = useWatch({
    control: form.control,
    name: ['date', 'batchCode', 'weightMilli', 'ratePaise', 'birds'],
  });
  const batchFacts = useBatchLookup(batch);
  const rateInForce = useRateInForce(SALE_RATE_ITEM, date);
  // The rate follows the day until the user types one of their own; a day without a rate empties it.
  useSuggestion(
    form,
    'ratePaise',
    rateInForce.data === undefined
      ? null
      : rateInForce.data === null
        ? ''
        : paiseToText(rateInForce.data.ratePaise),
  );
  const birdsRefusal =
    batchFacts.data && birdsSoldRefusal(batch, batchFacts.data.birds.alive, birdsOf(birds));
  const amount = saleAmount(weight, rate);
  return (
    <RecordFieldStack>
      <TwoColumns>
        <DateField form={form} name="date" />
        <PickField
          form={form}
          name="batchCode"
          label="Batch"
          options={options.batches}
          placeholder="Search open batches"
          searchable
        />
      </TwoColumns>
      <TwoColumns>
        <PickField
          form={form}
          name="traderCode"
          label="Trader"
          options={options.traders}
          placeholder="Search traders"
          searchable
        />
        <FormField
          label="Number of Birds"
          required
          error={errors.birds?.message ?? birdsRefusal}
          hint={birdsAliveHint(batch, batchFacts)}
        >
          <NumberInput {...numberField(form, 'birds')} whole unit="birds" min={0} />
        </FormField>
      </TwoColumns>
      <TwoColumns>
        <FormField label="Total Weight (kg)" required error={errors.weightMilli?.message}>
          <NumberInput {...numberField(form, 'weightMilli')} unit="kg" min={0} />
        </FormField>
        <FormField
          label={`Rate (${display.currencySymbol} per kg)`}
          required
          error={errors.ratePaise?.message}
          hint={rateHint(date, rateInForce, display)}
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
        <ComputedField
          label="Amount"
          value={amount === null ? null : money(amount, display)}
          hint="Total weight × rate, to the paisa."
        />
        <ComputedField
          label="Average Weight"
          value={averageWeightText(weight, birds)}
          hint={`Total weight ÷ birds; a live bird weighs ${SALE_AVERAGE_WEIGHT_KG.min} to ${SALE_AVERAGE_WEIGHT_KG.max} kg.`}
        />
      </TwoColumns>
    </RecordFieldStack>
  );
}

export const saleApi = documentApi<Sale>(apiPaths.sales);

/** What is left to collect; a cancelled sale has nothing to collect. */
const outstandingOf = (sale: Sale, display: DisplaySettings) =>
  sale.status === 'cancelled' ? '—' : money(sale.outstandingPaise, display);

const weightOfSale = (sale: Sale) => formatMilli(sale.weightMilli, 'kg');

export const saleConfig: DocumentConfig<Sale, SaleValues, SaleOutput> = {
  title: 'Sale',
  subtitle: "Birds lifted from the farmers' batches and sold to traders by weight.",
  noun: 'Sale',
  printPath: apiPaths.sales,
  itemsLabel: 'sales',
  caption: 'Sales',
  searchPlaceholder: 'Code, batch, farmer or trader',
  emptyDescription: 'Record the first sale when a trader lifts birds from a batch.',
  sortIds: saleSorts,
  filters: [
    { name: 'trader', label: 'Trader', allLabel: 'All traders', source: 'traders' },
    { name: 'batch', label: 'Batch', allLabel: 'All batches', source: 'batches' },
  ],
  statusLabels: postedLabels,
  badgeOf: (sale) => sale.status,
  describe: (sale) =>
    `${sale.code}: ${formatQuantity(sale.birds, 'birds')}, ${weightOfSale(sale)} from ${sale.batchCode} to ${sale.traderName}`,
  minWidth: '72rem',
  columns: (display) => [
    {
      id: 'code',
      header: saleListHeaders.code,
      sortable: true,
      rowHeader: true,
      width: '5.5rem',
      accessor: (sale) => sale.code,
    },
    {
      id: 'date',
      card: 'detail',
      header: saleListHeaders.date,
      sortable: true,
      width: '7rem',
      accessor: (sale) => sale.date,
      cell: (sale) => <Figure>{formatDate(sale.date, display.dateFormat)}</Figure>,
    },
    // The farm is in the sheet; the farmer is the specification's column.
    {
      id: 'batch',
      card: 'detail',
      header: saleListHeaders.batch,
      width: '4.5rem',
      accessor: (sale) => sale.batchCode,
    },
    {
      id: 'farmer',
      card: 'detail',
      clamp: 2,
      header: saleListHeaders.farmer,
      cell: (sale) => sale.farmerName,
    },
    {
      id: 'trader',
      card: 'title',
      clamp: 2,
      header: saleListHeaders.trader,
      sortable: true,
      accessor: (sale) => sale.traderName,
    },
    {
      id: 'birds',
      card: 'detail',
      header: saleListHeaders.birds,
      align: 'end',
      cell: (sale) => <Figure>{formatNumber(sale.birds, 0)}</Figure>,
    },
    {
      id: 'weight',
      card: 'detail',
      header: `${saleListHeaders.weight} (kg)`,
      align: 'end',
      cell: (sale) => <Figure>{formatNumber(fromMilli(sale.weightMilli), 3)}</Figure>,
    },
    {
      id: 'rate',
      header: `Rate (${display.currencySymbol}/kg)`,
      align: 'end',
      cell: (sale) => <Figure>{money(sale.ratePaise, display)}</Figure>,
    },
    {
      id: 'amount',
      card: 'figure',
      header: saleListHeaders.amount,
      align: 'end',
      sortable: true,
      cell: (sale) => <Figure>{money(sale.amountPaise, display)}</Figure>,
    },
    {
      id: 'outstanding',
      card: 'detail',
      header: saleListHeaders.outstanding,
      align: 'end',
      cell: (sale) => <Figure>{outstandingOf(sale, display)}</Figure>,
    },
  ],
  summary: (sale, display) => [
    { label: 'Date', value: formatDate(sale.date, display.dateFormat) },
    { label: 'Batch', value: sale.batchCode },
    { label: 'Farm', value: `${sale.farmName} (${sale.farmCode})` },
    { label: 'Farmer', value: `${sale.farmerName} (${sale.farmerCode})` },
    { label: 'Trader', value: `${sale.traderName} (${sale.traderCode})` },
    { label: 'Birds', value: formatQuantity(sale.birds, 'birds') },
    { label: 'Weight', value: weightOfSale(sale) },
    {
      label: 'Average Weight',
      value: `${formatMilli(averageWeightMilli(sale.weightMilli, sale.birds), 'kg')} per bird`,
    },
    { label: 'Rate', value: `${money(sale.ratePaise, display)} per kg` },
    { label: 'Amount', value: money(sale.amountPaise, display) },
    { label: 'Received', value: money(sale.receivedPaise, display) },
    { label: 'Outstanding', value: outstandingOf(sale, display) },
  ],
  record: {
    label: 'Record Sale',
    description: 'Enter the birds a trader lifted from a batch, their total weight and the rate.',
    submit: 'Save Sale',
    schema: saleForm,
    empty: () => ({
      date: today(),
      batchCode: '',
      traderCode: '',
      weightMilli: '',
      ratePaise: '',
      birds: '',
    }),
    Fields: SaleFields,
    sources: ['batches', 'traders'],
  },
};
