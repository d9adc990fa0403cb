import {
  apiPaths,
  type DateFormat,
  formatDate,
  notCancelledLabels,
  type Transfer,
  type TransferDetail,
  today,
  transferInput,
  transferListHeaders,
  transferSorts,
  transferStateLabels,
  transferStates,
} from '@pfm/shared';
import { FormField, NumberInput, Textarea } from '@pfm/ui';
import { PackageCheck } from 'lucide-react';
import { useWatch } from 'react-hook-form';
import { z } from 'zod';
import { documentApi } from '../../../lib/documents/document-api.ts';
import type {
  DocumentAction,
  DocumentConfig,
  PickOption,
  RecordFieldsProps,
} from '../../../lib/documents/document-config.ts';
import { formatQuantityOf } from '../../../lib/documents/document-format.ts';
import {
  Figure,
  RecordFieldStack,
  TwoColumns,
} from '../../../lib/documents/document-view.styles.ts';
import {
  DateField,
  documentDateText,
  PickField,
  quantityText,
  wholeUnitIssue,
} from '../../../lib/documents/form-fields.tsx';
import { useLastGodown } from '../../../lib/documents/last-godown.ts';
import { quantityTyped, stockRefusal } from '../../../lib/documents/limits.ts';
import { useAvailableStock } from '../../../lib/documents/stock-lookup.tsx';
import { numberField } from '../../../lib/form-values.ts';
import { ReceiveDialog } from './receive-dialog.tsx';

const { shape } = transferInput;

/** The shared rule's words for a transfer to where the stock already is. */
export const SAME_GODOWN = 'Choose a different godown: stock cannot move to where it already is.';

const stateOptions: PickOption[] = transferStates
  .map((state) => ({ value: state, label: transferStateLabels[state], active: true }))
  // Completed first: most transfers arrive the day they leave.
  .reverse();

/**
 * The shared transfer rule with the quantity typed as text, the date not after today, and the
 * status chosen as the specification names it (completed now, or pending until received); the
 * chosen item's unit rides along for whole-unit items and is dropped before saving.
 */
const transferForm = z
  .object({
    date: documentDateText(shape.date),
    itemCode: shape.itemCode,
    quantityMilli: quantityText(shape.quantityMilli),
    fromGodownCode: shape.fromGodownCode,
    toGodownCode: shape.toGodownCode,
    remarks: shape.remarks,
    status: z.enum(transferStates, { error: 'Choose whether it has arrived.' }),
    itemUnit: z.string(),
  })
  .strict()
  .superRefine((transfer, context) => {
    const issue = wholeUnitIssue(transfer.quantityMilli, transfer.itemUnit);
    if (issue) context.addIssue({ code: 'custom', message: issue, path: ['quantityMilli'] });
    if (transfer.fromGodownCode && transfer.fromGodownCode === transfer.toGodownCode) {
      context.addIssue({ code: 'custom', message: SAME_GODOWN, path: ['toGodownCode'] });
    }
  })
  .transform(({ itemUnit: _unit, status, ...transfer }) => ({
    ...transfer,
    receiveNow: status === 'completed',
  }));

type TransferValues = z.input<typeof transferForm>;
type TransferOutput = z.output<typeof transferInput>;

/** What the source godown has of the item on the transfer's date, under Quantity. */
function availableHint(
  {
    godown,
    item,
    date,
    unit,
    godownName,
  }: Record<'godown' | 'item' | 'date' | 'unit' | 'godownName', string>,
  available: ReturnType<typeof useAvailableStock>,
  dateFormat: DateFormat,
) {
  if (!godown || !item) return 'Choose the item and the godown it leaves to see the stock there.';
  if (available.isError) return 'Could not check the stock there.';
  if (available.data === undefined) return 'Checking the stock…';
  return `Available in ${godownName} on ${formatDate(date, dateFormat)}: ${formatQuantityOf(available.data, unit || 'kg')}`;
}

function TransferFields({
  form,
  options,
  display,
}: RecordFieldsProps<TransferValues, TransferOutput>) {
  const { errors } = form.formState;
  const [item, from, date, unit, quantity] = useWatch({
    control: form.control,
    name: ['itemCode', 'fromGodownCode', 'date', 'itemUnit', 'quantityMilli'],
  });
  const lastGodown = useLastGodown();
  const available = useAvailableStock(from, item, date);
  const fromName = options.godowns?.find((godown) => godown.value === from)?.label ?? from;
  const itemName = options.items?.find((option) => option.value === item)?.label ?? item;
  const tooMuch =
    available.data === undefined
      ? undefined
      : stockRefusal(
          {
            availableMilli: available.data,
            unit,
            itemName,
            godownName: fromName,
            date,
            dateFormat: display.dateFormat,
          },
          quantityTyped(quantity, unit),
        );
  return (
    <RecordFieldStack>
      <TwoColumns>
        <DateField form={form} name="date" />
        <PickField
          form={form}
          name="itemCode"
          label="Item"
          options={options.items}
          placeholder="Search items"
          searchable
          onPick={(picked) => form.setValue('itemUnit', picked?.unit ?? '')}
        />
      </TwoColumns>
      <TwoColumns>
        <PickField
          form={form}
          name="fromGodownCode"
          label="From Godown"
          options={options.godowns}
          placeholder="Where it leaves"
          preferred={lastGodown}
        />
        <PickField
          form={form}
          name="toGodownCode"
          label="To Godown"
          options={options.godowns}
          placeholder="Where it goes"
        />
      </TwoColumns>
      <TwoColumns>
        <FormField
          label={`Quantity${unit ? ` (${unit})` : ''}`}
          required
          error={errors.quantityMilli?.message ?? tooMuch}
          hint={availableHint(
            { godown: from, item, date, unit, godownName: fromName },
            available,
            display.dateFormat,
          )}
        >
          <NumberInput {...numberField(form, 'quantityMilli')} unit={unit || undefined} min={0} />
        </FormField>
        <PickField
          form={form}
          name="status"
          label="Status"
          options={stateOptions}
          placeholder="Has it arrived?"
          hint="Pending: it leaves now and is received later."
        />
      </TwoColumns>
      <FormField label="Remarks" error={errors.remarks?.message}>
        <Textarea rows={2} autoComplete="off" {...form.register('remarks')} />
      </FormField>
    </RecordFieldStack>
  );
}

export const transferApi = documentApi<Transfer>(apiPaths.transfers);

const receivedBy = (transfer: Transfer | TransferDetail) =>
  'receivedBy' in transfer ? transfer.receivedBy : null;

export const transferConfig: DocumentConfig<Transfer, TransferValues, TransferOutput> = {
  title: 'Stock Transfer',
  subtitle: 'Stock moved between godowns, received at once or later.',
  noun: 'Transfer',
  itemsLabel: 'transfers',
  caption: 'Stock transfers',
  searchPlaceholder: 'Code, item or remarks',
  emptyDescription: 'Record a transfer to move stock from one godown to another.',
  sortIds: transferSorts,
  filters: [
    { name: 'item', label: 'Item', allLabel: 'All items', source: 'items' },
    { name: 'godown', label: 'Godown', allLabel: 'All godowns', source: 'godowns' },
  ],
  // The server filters on cancellation only; pending and completed are both "not cancelled".
  statusLabels: notCancelledLabels,
  badgeOf: (transfer) => (transfer.status === 'cancelled' ? 'cancelled' : transfer.state),
  describe: (transfer) =>
    `${transfer.code}: ${formatQuantityOf(transfer.quantityMilli, transfer.unit)} of ${transfer.itemName} from ${transfer.fromGodownName} to ${transfer.toGodownName}`,
  minWidth: '62rem',
  columns: (display) => [
    {
      id: 'code',
      header: transferListHeaders.code,
      sortable: true,
      rowHeader: true,
      width: '7.5rem',
      accessor: (transfer) => transfer.code,
    },
    {
      id: 'date',
      card: 'detail',
      header: transferListHeaders.date,
      sortable: true,
      width: '7rem',
      cell: (transfer) => <Figure>{formatDate(transfer.date, display.dateFormat)}</Figure>,
    },
    {
      id: 'item',
      card: 'title',
      clamp: 2,
      header: transferListHeaders.item,
      sortable: true,
      accessor: (transfer) => transfer.itemName,
    },
    {
      id: 'quantity',
      card: 'figure',
      header: transferListHeaders.quantity,
      align: 'end',
      sortable: true,
      cell: (transfer) => (
        <Figure>{formatQuantityOf(transfer.quantityMilli, transfer.unit)}</Figure>
      ),
    },
    {
      id: 'from',
      card: 'detail',
      clamp: 1,
      header: transferListHeaders.from,
      accessor: (transfer) => transfer.fromGodownName,
    },
    {
      id: 'to',
      card: 'detail',
      clamp: 1,
      header: transferListHeaders.to,
      accessor: (transfer) => transfer.toGodownName,
    },
    {
      id: 'remarks',
      clamp: 1,
      header: transferListHeaders.remarks,
      accessor: (transfer) => transfer.remarks,
    },
  ],
  summary: (transfer, display) => [
    { label: 'Date', value: formatDate(transfer.date, display.dateFormat) },
    { label: 'Item', value: `${transfer.itemName} (${transfer.itemCode})` },
    { label: 'Quantity', value: formatQuantityOf(transfer.quantityMilli, transfer.unit) },
    { label: 'From', value: `${transfer.fromGodownName} (${transfer.fromGodownCode})` },
    { label: 'To', value: `${transfer.toGodownName} (${transfer.toGodownCode})` },
    {
      label: 'Received On',
      value: transfer.receivedOn ? formatDate(transfer.receivedOn, display.dateFormat) : null,
      fallback: transfer.status === 'cancelled' ? 'Never' : 'Not yet (in transit)',
    },
    ...(receivedBy(transfer) ? [{ label: 'Received By', value: receivedBy(transfer) }] : []),
    { label: 'Remarks', value: transfer.remarks, fallback: 'None' },
  ],
  record: {
    label: 'Record Transfer',
    description: 'Move stock of one item from one godown to another.',
    submit: 'Save Transfer',
    schema: transferForm,
    empty: () => ({
      date: today(),
      itemCode: '',
      quantityMilli: '',
      fromGodownCode: '',
      toGodownCode: '',
      remarks: '',
      status: 'completed',
      itemUnit: '',
    }),
    Fields: TransferFields,
    sources: ['items', 'godowns'],
  },
};

/** Receive, offered on pending transfers that are not cancelled; Staff may receive too. */
export const receiveAction = (
  onReceive: (transfer: Transfer, date: string) => Promise<unknown>,
): DocumentAction<Transfer> => ({
  label: 'Receive',
  icon: PackageCheck,
  available: (transfer) => transfer.status === 'posted' && transfer.state === 'pending',
  render: ({ row, onClose }) => (
    <ReceiveDialog transfer={row} onClose={onClose} onReceive={onReceive} />
  ),
});
