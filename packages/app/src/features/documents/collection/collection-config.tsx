import {
  apiPaths,
  type Collection,
  type CollectionDetail,
  type CollectionState,
  collectionInput,
  collectionListHeaders,
  collectionSorts,
  collectionStateLabels,
  collectionStates,
  dayMonthYear,
  formatDate,
  notCancelledLabels,
  type OutstandingSale,
  type PaymentMode,
  parseMoney,
  paymentModeLabels,
  today,
} from '@pfm/shared';
import { FormField, NumberInput, Textarea } from '@pfm/ui';
import { HandCoins } from 'lucide-react';
import { Controller, type UseFormReturn, useWatch } from 'react-hook-form';
import { z } from 'zod';
import { documentApi } from '../../../lib/documents/document-api.ts';
import {
  type DisplaySettings,
  type DocumentAction,
  type DocumentConfig,
  defaultDisplay,
  type PickOption,
  type RecordFieldsProps,
} from '../../../lib/documents/document-config.ts';
import { money } from '../../../lib/documents/document-format.ts';
import {
  CellNote,
  Figure,
  RecordFieldStack,
  TwoColumns,
} from '../../../lib/documents/document-view.styles.ts';
import { DateField, documentDateText, PickField } from '../../../lib/documents/form-fields.tsx';
import { outstandingRefusal, outstandingText } from '../../../lib/documents/limits.ts';
import { moneyText, numberField, paiseToText } from '../../../lib/form-values.ts';
import {
  applicableMode,
  emptyMode,
  ModeFields,
  type ModeValues,
  modeNote,
  modeRules,
  modeSummary,
  modeWords,
  sharedChecks,
} from '../payment/mode-fields.tsx';
import { SettleDialog } from '../payment/settle-dialog.tsx';
import { SaleSelect } from './collection.styles.ts';
import { useOutstandingSales } from './outstanding-sales.tsx';

const { shape } = collectionInput;

/** A collection as its form holds it: text as typed, the mode and status as chosen. */
export interface CollectionValues extends ModeValues {
  date: string;
  traderCode: string;
  saleCode: string;
  amountPaise: string;
  mode: PaymentMode;
  remarks: string;
  state: CollectionState;
}

const collectionFields = z
  .object({
    date: documentDateText(shape.date),
    traderCode: shape.traderCode,
    saleCode: shape.saleCode.unwrap(),
    amountPaise: moneyText(shape.amountPaise),
    ...modeRules(shape),
    remarks: shape.remarks.unwrap(),
    state: shape.state.unwrap(),
  })
  .strict();

/**
 * The shared collection rule with the amount typed in rupees and the date not after today; what
 * the mode does not use is cleared first, so it is neither checked nor sent. The details the mode
 * needs are checked once every field reads.
 */
const collectionForm = z
  .custom<CollectionValues>()
  .transform(applicableMode)
  .pipe(collectionFields.superRefine(sharedChecks(collectionInput)));

type CollectionOutput = z.output<typeof collectionInput>;

const stateOptions: PickOption[] = collectionStates.map((state) => ({
  value: state,
  label: collectionStateLabels[state],
  active: true,
}));

/** The Select's choice for "not against a particular sale" (a Select value cannot be empty). */
const ON_ACCOUNT = 'none';

/** What the Sale Reference field says under itself. */
function saleHint(
  trader: string,
  sales: { data?: OutstandingSale[]; isError: boolean },
  chosen: OutstandingSale | undefined,
  display: DisplaySettings,
): string {
  if (!trader) return 'Choose the trader first to see their sales.';
  if (sales.isError) return 'Could not load this trader’s sales.';
  if (sales.data === undefined) return 'Finding this trader’s sales…';
  if (chosen) {
    return `${money(chosen.outstandingPaise, display)} of ${money(chosen.amountPaise, display)} still to collect.`;
  }
  if (sales.data.length === 0) return 'Nothing is outstanding from this trader.';
  return 'Optional: the sale this money pays.';
}

/**
 * Sale Reference: the chosen trader's sales with something outstanding, each with what is left.
 * Choosing one suggests that as the amount unless an amount was typed.
 */
function SaleField({
  form,
  display,
}: {
  form: UseFormReturn<CollectionValues, unknown, CollectionOutput>;
  display: DisplaySettings;
}) {
  const trader = useWatch({ control: form.control, name: 'traderCode' });
  const sales = useOutstandingSales(trader);
  const options = [
    { value: ON_ACCOUNT, label: 'None (on account)' },
    ...(sales.data ?? []).map((sale) => ({
      value: sale.code,
      label: `${sale.code} · ${formatDate(sale.date, display.dateFormat)} · ${money(sale.outstandingPaise, display)} outstanding`,
    })),
  ];
  return (
    <Controller
      control={form.control}
      name="saleCode"
      render={({ field, fieldState }) => {
        const chosen = sales.data?.find((sale) => sale.code === field.value);
        return (
          <FormField
            label="Sale Reference"
            hint={saleHint(trader, sales, chosen, display)}
            error={fieldState.error?.message}
          >
            <SaleSelect
              options={options}
              value={field.value || ON_ACCOUNT}
              onValueChange={(code) => {
                const sale = sales.data?.find((candidate) => candidate.code === code);
                field.onChange(sale ? sale.code : '');
                if (sale && !form.getFieldState('amountPaise').isDirty) {
                  form.setValue('amountPaise', paiseToText(sale.outstandingPaise));
                }
              }}
              disabled={!trader || sales.data === undefined}
              name={field.name}
              ref={field.ref}
            />
          </FormField>
        );
      }}
    />
  );
}

function CollectionFields({
  form,
  options,
  display,
}: RecordFieldsProps<CollectionValues, CollectionOutput>) {
  const { errors } = form.formState;
  const [trader, saleCode, amount] = useWatch({
    control: form.control,
    name: ['traderCode', 'saleCode', 'amountPaise'],
  });
  const sales = useOutstandingSales(trader);
  const sale = saleCode ? sales.data?.find((candidate) => candidate.code === saleCode) : undefined;
  return (
    <RecordFieldStack>
      <TwoColumns>
        <DateField form={form} name="date" />
        <PickField
          form={form}
          name="traderCode"
          label="Trader"
          options={options.traders}
          placeholder="Search traders"
          searchable
          // Another trader's sale cannot be paid by this one.
          onPick={(picked) => {
            if (picked?.value !== trader) form.setValue('saleCode', '');
          }}
        />
      </TwoColumns>
      {/* A row of its own: the chosen sale, with its date and outstanding, is read whole. */}
      <SaleField form={form} display={display} />
      <TwoColumns>
        <FormField
          label={`Amount (${display.currencySymbol})`}
          required
          error={
            errors.amountPaise?.message ??
            (sale ? outstandingRefusal(sale, parseMoney(amount), display) : undefined)
          }
          hint={sale ? outstandingText(sale, display) : undefined}
        >
          <NumberInput
            {...numberField(form, 'amountPaise')}
            prefix={display.currencySymbol}
            step={0.01}
            decimals={2}
            min={0}
          />
        </FormField>
      </TwoColumns>
      <ModeFields form={form} options={options} />
      <FormField label="Remarks" error={errors.remarks?.message}>
        <Textarea rows={2} autoComplete="off" {...form.register('remarks')} />
      </FormField>
      <TwoColumns>
        <PickField
          form={form}
          name="state"
          label="Status"
          options={stateOptions}
          placeholder="Has it been received?"
          hint="Pending: recorded now, marked received when the money arrives."
        />
      </TwoColumns>
    </RecordFieldStack>
  );
}

export const collectionApi = documentApi<Collection>(apiPaths.collections);

const receivedBy = (collection: Collection | CollectionDetail) =>
  'receivedBy' in collection ? collection.receivedBy : null;

const describeCollection = (collection: Collection, display: DisplaySettings) =>
  `${collection.code}: ${money(collection.amountPaise, display)} from ${collection.traderName} ${modeWords[collection.mode]}`;

export const collectionConfig: DocumentConfig<Collection, CollectionValues, CollectionOutput> = {
  title: 'Payment Collection',
  subtitle: 'Incoming payments from traders, against a sale or on account.',
  noun: 'Collection',
  printPath: apiPaths.collections,
  itemsLabel: 'collections',
  caption: 'Incoming payments',
  searchPlaceholder: 'Code, trader, sale or reference',
  emptyDescription: 'Record the first payment received from a trader.',
  sortIds: collectionSorts,
  filters: [
    { name: 'trader', label: 'Trader', allLabel: 'All traders', source: 'traders' },
    {
      name: 'state',
      label: 'Receipt',
      allLabel: 'All receipts',
      choices: stateOptions,
    },
  ],
  // The server's status is cancellation only; received and pending are both "not cancelled".
  statusLabels: notCancelledLabels,
  badgeOf: (collection) => (collection.status === 'cancelled' ? 'cancelled' : collection.state),
  describe: describeCollection,
  minWidth: '62rem',
  columns: (display) => [
    {
      id: 'code',
      header: collectionListHeaders.code,
      sortable: true,
      rowHeader: true,
      width: '8rem',
      accessor: (collection) => collection.code,
    },
    {
      id: 'date',
      card: 'detail',
      header: collectionListHeaders.date,
      sortable: true,
      width: '7rem',
      cell: (collection) => <Figure>{formatDate(collection.date, display.dateFormat)}</Figure>,
    },
    {
      id: 'trader',
      card: 'title',
      clamp: 2,
      header: collectionListHeaders.trader,
      sortable: true,
      accessor: (collection) => collection.traderName,
    },
    {
      id: 'sale',
      card: 'detail',
      header: collectionListHeaders.sale,
      width: '6rem',
      cell: (collection) => collection.saleCode || '—',
    },
    {
      id: 'amount',
      card: 'figure',
      header: collectionListHeaders.amount,
      align: 'end',
      sortable: true,
      cell: (collection) => <Figure>{money(collection.amountPaise, display)}</Figure>,
    },
    {
      id: 'mode',
      card: 'detail',
      header: collectionListHeaders.mode,
      cell: (collection) => (
        <>
          {paymentModeLabels[collection.mode]}
          {collection.mode === 'cash' ? null : <CellNote>{modeNote(collection)}</CellNote>}
        </>
      ),
    },
    {
      id: 'remarks',
      clamp: 1,
      header: collectionListHeaders.remarks,
      accessor: (collection) => collection.remarks,
    },
  ],
  summary: (collection, display) => [
    { label: 'Date', value: formatDate(collection.date, display.dateFormat) },
    { label: 'Trader', value: `${collection.traderName} (${collection.traderCode})` },
    { label: 'Sale Reference', value: collection.saleCode, fallback: 'None (on account)' },
    { label: 'Amount', value: money(collection.amountPaise, display) },
    ...modeSummary(collection, display),
    {
      label: 'Received On',
      value: collection.receivedOn ? formatDate(collection.receivedOn, display.dateFormat) : null,
      fallback: collection.status === 'cancelled' ? 'Never' : 'Not yet (pending)',
    },
    ...(receivedBy(collection)
      ? [{ label: 'Marked Received By', value: receivedBy(collection) }]
      : []),
    { label: 'Remarks', value: collection.remarks, fallback: 'None' },
  ],
  record: {
    label: 'Record Collection',
    description: 'Money received from a trader: how much, how, and the sale it pays if any.',
    submit: 'Save Collection',
    schema: collectionForm,
    empty: () => ({
      date: today(),
      traderCode: '',
      saleCode: '',
      amountPaise: '',
      ...emptyMode(),
      remarks: '',
      state: 'received',
    }),
    Fields: CollectionFields,
    sources: ['traders', 'bankAccounts'],
  },
};

/** Mark Received, offered on pending collections that are not cancelled. */
export const receiveAction = (
  onReceive: (collection: Collection, date: string) => Promise<unknown>,
  display: DisplaySettings = defaultDisplay,
): DocumentAction<Collection> => ({
  label: 'Mark Received',
  icon: HandCoins,
  available: (collection) => collection.status === 'posted' && collection.state === 'pending',
  render: ({ row, onClose }) => (
    <SettleDialog
      code={row.code}
      date={row.date}
      verb="Mark Received"
      description={`${describeCollection(row, display)}, recorded as pending.`}
      dateLabel="Received On"
      done="received"
      toastTitle="Collection received"
      toastDescription={(date) =>
        `${row.code} was received on ${dayMonthYear(date)} and posted to the ledger.`
      }
      onSettle={(date) => onReceive(row, date)}
      onClose={onClose}
    />
  ),
});
