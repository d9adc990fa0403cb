import {
  apiPaths,
  dayMonthYear,
  formatDate,
  notCancelledLabels,
  type PayeeType,
  type PaymentMode,
  payeeTypeLabels,
  payeeTypes,
  paymentModeLabels,
  today,
  type Voucher,
  type VoucherDetail,
  type VoucherState,
  voucherInput,
  voucherListHeaders,
  voucherSorts,
  voucherStateLabels,
  voucherStates,
} from '@pfm/shared';
import { FormField, Input, NumberInput } from '@pfm/ui';
import { BadgeCheck } from 'lucide-react';
import { useWatch } from 'react-hook-form';
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
import { moneyText, numberField } from '../../../lib/form-values.ts';
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
} from './mode-fields.tsx';
import { SettleDialog } from './settle-dialog.tsx';

const { shape } = voucherInput;

/** A voucher as its form holds it: text as typed, the payee type, mode and status as chosen. */
export interface VoucherValues extends ModeValues {
  date: string;
  payeeType: PayeeType;
  payeeCode: string;
  payeeName: string;
  amountPaise: string;
  mode: PaymentMode;
  purpose: string;
  state: VoucherState;
}

const voucherFields = z
  .object({
    date: documentDateText(shape.date),
    payeeType: shape.payeeType,
    payeeCode: shape.payeeCode.unwrap(),
    payeeName: shape.payeeName.unwrap(),
    amountPaise: moneyText(shape.amountPaise),
    ...modeRules(shape),
    purpose: shape.purpose,
    state: shape.state.unwrap(),
  })
  .strict();

/**
 * The shared voucher rule with the amount typed in rupees and the date not after today. What the
 * payee type and the mode do not use (a supplier's code once Other is chosen, a cheque number once
 * Cash is) is cleared first, so it is neither checked nor sent. The shared rule's checks across
 * fields (the payee its type needs, the details the mode needs) follow once every field reads.
 */
const voucherForm = z
  .custom<VoucherValues>()
  .transform((values) =>
    applicableMode({
      ...values,
      payeeCode: values.payeeType === 'other' ? '' : values.payeeCode,
      payeeName: values.payeeType === 'other' ? values.payeeName : '',
    }),
  )
  .pipe(voucherFields.superRefine(sharedChecks(voucherInput)));

type VoucherOutput = z.output<typeof voucherInput>;

const payeeTypeOptions: PickOption[] = payeeTypes.map((type) => ({
  value: type,
  label: payeeTypeLabels[type],
  active: true,
}));

const stateOptions: PickOption[] = voucherStates.map((state) => ({
  value: state,
  label: voucherStateLabels[state],
  active: true,
}));

function VoucherFields({
  form,
  options,
  display,
}: RecordFieldsProps<VoucherValues, VoucherOutput>) {
  const { errors } = form.formState;
  const payeeType = useWatch({ control: form.control, name: 'payeeType' });
  return (
    <RecordFieldStack>
      <TwoColumns>
        <DateField form={form} name="date" />
        <PickField
          form={form}
          name="payeeType"
          label="Payee Type"
          options={payeeTypeOptions}
          placeholder="Who is paid?"
          // A supplier's code means nothing among farmers: the payee is chosen again.
          onPick={(picked) => {
            if (picked?.value === payeeType) return;
            form.setValue('payeeCode', '');
            form.clearErrors(['payeeCode', 'payeeName']);
          }}
        />
      </TwoColumns>
      <TwoColumns>
        {payeeType === 'other' ? (
          <FormField label="Payee Name" required error={errors.payeeName?.message}>
            <Input autoComplete="off" {...form.register('payeeName')} />
          </FormField>
        ) : (
          <PickField
            // A new list (suppliers or farmers) starts with an empty search.
            key={payeeType}
            form={form}
            name="payeeCode"
            label="Payee"
            options={payeeType === 'farmer' ? options.farmers : options.suppliers}
            placeholder={payeeType === 'farmer' ? 'Search farmers' : 'Search suppliers'}
            searchable
          />
        )}
        <FormField
          label={`Amount (${display.currencySymbol})`}
          required
          error={errors.amountPaise?.message}
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
      <FormField label="Purpose" required error={errors.purpose?.message}>
        <Input autoComplete="off" {...form.register('purpose')} />
      </FormField>
      <TwoColumns>
        <PickField
          form={form}
          name="state"
          label="Status"
          options={stateOptions}
          placeholder="Has it been paid?"
          hint="Pending: recorded now, marked paid when the money goes."
        />
      </TwoColumns>
    </RecordFieldStack>
  );
}

export const voucherApi = documentApi<Voucher>(apiPaths.payments);

const payeeOf = (voucher: Voucher) =>
  voucher.payeeCode ? `${voucher.payeeName} (${voucher.payeeCode})` : voucher.payeeName;

const paidBy = (voucher: Voucher | VoucherDetail) => ('paidBy' in voucher ? voucher.paidBy : null);

const describeVoucher = (voucher: Voucher, display: DisplaySettings) =>
  `${voucher.code}: ${money(voucher.amountPaise, display)} to ${voucher.payeeName} ${modeWords[voucher.mode]}`;

export const voucherConfig: DocumentConfig<Voucher, VoucherValues, VoucherOutput> = {
  title: 'Payment Voucher',
  subtitle: 'Outgoing payments to suppliers, farmers and others.',
  noun: 'Voucher',
  printPath: apiPaths.payments,
  itemsLabel: 'payment vouchers',
  caption: 'Outgoing payments',
  searchPlaceholder: 'Code, payee, purpose or reference',
  emptyDescription: 'Record the first payment made to a supplier, a farmer or anyone else.',
  sortIds: voucherSorts,
  filters: [
    { name: 'supplier', label: 'Supplier', allLabel: 'All suppliers', source: 'suppliers' },
    { name: 'farmer', label: 'Farmer', allLabel: 'All farmers', source: 'farmers' },
    {
      name: 'state',
      label: 'Payment',
      allLabel: 'All payments',
      choices: stateOptions,
    },
  ],
  // The server's status is cancellation only; paid and pending are both "not cancelled".
  statusLabels: notCancelledLabels,
  badgeOf: (voucher) => (voucher.status === 'cancelled' ? 'cancelled' : voucher.state),
  describe: describeVoucher,
  minWidth: '62rem',
  columns: (display) => [
    {
      id: 'code',
      header: voucherListHeaders.code,
      sortable: true,
      rowHeader: true,
      width: '7.5rem',
      accessor: (voucher) => voucher.code,
    },
    {
      id: 'date',
      card: 'detail',
      header: voucherListHeaders.date,
      sortable: true,
      width: '7rem',
      cell: (voucher) => <Figure>{formatDate(voucher.date, display.dateFormat)}</Figure>,
    },
    {
      id: 'payee',
      card: 'title',
      clamp: 2,
      header: voucherListHeaders.payee,
      sortable: true,
      cell: (voucher) => (
        <>
          {voucher.payeeName}
          <CellNote>{payeeTypeLabels[voucher.payeeType]}</CellNote>
        </>
      ),
    },
    {
      id: 'amount',
      card: 'figure',
      header: voucherListHeaders.amount,
      align: 'end',
      sortable: true,
      cell: (voucher) => <Figure>{money(voucher.amountPaise, display)}</Figure>,
    },
    {
      id: 'mode',
      card: 'detail',
      header: voucherListHeaders.mode,
      cell: (voucher) => (
        <>
          {paymentModeLabels[voucher.mode]}
          {voucher.mode === 'cash' ? null : <CellNote>{modeNote(voucher)}</CellNote>}
        </>
      ),
    },
    {
      id: 'purpose',
      card: 'detail',
      clamp: 1,
      header: voucherListHeaders.purpose,
      accessor: (voucher) => voucher.purpose,
    },
  ],
  summary: (voucher, display) => [
    { label: 'Date', value: formatDate(voucher.date, display.dateFormat) },
    { label: 'Payee', value: payeeOf(voucher) },
    { label: 'Payee Type', value: payeeTypeLabels[voucher.payeeType] },
    { label: 'Amount', value: money(voucher.amountPaise, display) },
    ...modeSummary(voucher, display),
    { label: 'Purpose', value: voucher.purpose },
    {
      label: 'Paid On',
      value: voucher.paidOn ? formatDate(voucher.paidOn, display.dateFormat) : null,
      fallback: voucher.status === 'cancelled' ? 'Never' : 'Not yet (pending)',
    },
    ...(paidBy(voucher) ? [{ label: 'Marked Paid By', value: paidBy(voucher) }] : []),
  ],
  record: {
    label: 'Record Payment',
    description: 'Money paid out: to whom, how much, how it was paid and what for.',
    submit: 'Save Payment',
    schema: voucherForm,
    empty: () => ({
      date: today(),
      payeeType: 'supplier',
      payeeCode: '',
      payeeName: '',
      amountPaise: '',
      ...emptyMode(),
      purpose: '',
      state: 'paid',
    }),
    Fields: VoucherFields,
    sources: ['suppliers', 'farmers', 'bankAccounts'],
  },
};

/** Mark Paid, offered on pending vouchers that are not cancelled. */
export const payAction = (
  onPay: (voucher: Voucher, date: string) => Promise<unknown>,
  display: DisplaySettings = defaultDisplay,
): DocumentAction<Voucher> => ({
  label: 'Mark Paid',
  icon: BadgeCheck,
  available: (voucher) => voucher.status === 'posted' && voucher.state === 'pending',
  render: ({ row, onClose }) => (
    <SettleDialog
      code={row.code}
      date={row.date}
      verb="Mark Paid"
      description={`${describeVoucher(row, display)}, recorded as pending.`}
      dateLabel="Paid On"
      done="paid"
      toastTitle="Voucher paid"
      toastDescription={(date) =>
        `${row.code} was paid on ${dayMonthYear(date)} and posted to the ledger.`
      }
      onSettle={(date) => onPay(row, date)}
      onClose={onClose}
    />
  ),
});
