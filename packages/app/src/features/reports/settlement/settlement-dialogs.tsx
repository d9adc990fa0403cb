import { zodResolver } from '@hookform/resolvers/zod';
import {
  addDays,
  type CancelInput,
  type CloseBatchInput,
  cancelInput,
  closeBatchInput,
  dayMonthYear,
  formatNumber,
  isoDate,
  newIdempotencyKey,
  type Settlement,
  type SettlementBatch,
  type SettlementBreakdown,
  settlementNet,
  today,
} from '@pfm/shared';
import { DateInput, FormDialog, FormField, Textarea, useToast } from '@pfm/ui';
import { useEffect, useMemo, useRef, useState } from 'react';
import { type FieldValues, type Path, type UseFormReturn, useForm } from 'react-hook-form';
import { z } from 'zod';
import { submitDialogForm } from '../../../lib/dialog-form.ts';
import { documentDateText } from '../../../lib/documents/form-fields.tsx';
import type { ReportDisplay } from '../kit/report-display.ts';
import { moneyOf } from './settlement-report-config.tsx';

/** Which dialog of the chosen batch is open. */
export type SettlementDialog = 'finalise' | 'cancel' | 'close' | null;

interface DialogCommonProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  batch: SettlementBatch;
  breakdown: SettlementBreakdown;
  display: ReportDisplay;
}

/** A date field of a dialog: the browser's date picker, not after today (nor before `min`). */
function DialogDate<Values extends FieldValues>({
  form,
  name,
  label,
  min,
  hint,
}: {
  form: UseFormReturn<Values>;
  name: Path<Values>;
  label: string;
  min?: string;
  hint?: string;
}) {
  const error = form.getFieldState(name, form.formState).error?.message;
  return (
    <FormField label={label} required error={error} hint={hint}>
      <DateInput {...form.register(name)} min={min} max={today()} />
    </FormField>
  );
}

/** The net in words: "₹58,795.00 payable to the farmer (Cr)", "₹1,200.00 recoverable from the farmer (Dr)". */
const netInWords = (paise: number, display: ReportDisplay) =>
  settlementNet(paise, { symbol: display.currencySymbol }).text;

/** The day a sold-out batch sold its last birds (or was closed): it cannot be settled before. */
export const soldOutOn = (batch: SettlementBatch, breakdown: SettlementBreakdown) =>
  addDays(batch.placementDate, breakdown.performance.age);

/**
 * Finalising a sold-out batch's settlement (Administrators): the day it is posted (today by
 * default), then the breakdown as it stands is posted to the farmer's ledger and kept. Each opening
 * has its own idempotency key, so a retry after a lost answer never settles twice.
 */
export function FinaliseDialog({
  open,
  onOpenChange,
  batch,
  breakdown,
  display,
  onFinalise,
}: DialogCommonProps & {
  onFinalise: (input: { date: string }, idempotencyKey: string) => Promise<Settlement>;
}) {
  const { toast } = useToast();
  const [formError, setFormError] = useState<string | null>(null);
  const key = useRef('');
  const earliest = soldOutOn(batch, breakdown);
  const schema = useMemo(
    () =>
      z.object({ date: documentDateText(isoDate) }).refine(({ date }) => date >= earliest, {
        message: `${batch.batchCode} was sold out on ${dayMonthYear(earliest)}; it cannot be settled before that.`,
        path: ['date'],
      }),
    [batch.batchCode, earliest],
  );
  const form = useForm<{ date: string }>({
    resolver: zodResolver(schema),
    defaultValues: { date: today() },
  });

  useEffect(() => {
    if (!open) return;
    key.current = newIdempotencyKey();
    form.reset({ date: today() });
    setFormError(null);
  }, [open, form]);

  return (
    <FormDialog
      open={open}
      onOpenChange={onOpenChange}
      title={`Finalise Settlement of ${batch.batchCode}?`}
      description={`${batch.batchCode} of ${batch.farmerName} is posted to the farmer's ledger on this date with a net of ${netInWords(breakdown.netPayablePaise, display)}, and the batch becomes settled. Its breakdown is kept as it stands now.`}
      submitLabel="Finalise Settlement"
      size="sm"
      formError={formError}
      onSubmit={() =>
        submitDialogForm(
          form,
          async ({ date }) => {
            const saved = await onFinalise({ date }, key.current);
            toast({
              title: `Settlement ${saved.code} finalised`,
              description: `${batch.batchCode} of ${batch.farmerName}: ${netInWords(saved.netPayablePaise, display)}, posted to the farmer's ledger on ${dayMonthYear(saved.date)}.`,
              tone: 'success',
            });
          },
          setFormError,
        )
      }
    >
      <DialogDate
        form={form}
        name="date"
        label="Settlement Date"
        min={earliest}
        hint={`Not before ${dayMonthYear(earliest)}, when the batch was sold out.`}
      />
    </FormDialog>
  );
}

/**
 * Cancelling a settlement (Administrators), with the reason for the ledger and the audit log: its
 * postings are reversed and the batch is ready to settle again.
 */
export function CancelSettlementDialog({
  open,
  onOpenChange,
  batch,
  breakdown,
  display,
  onCancelSettlement,
}: DialogCommonProps & {
  onCancelSettlement: (input: CancelInput) => Promise<unknown>;
}) {
  const { toast } = useToast();
  const [formError, setFormError] = useState<string | null>(null);
  const form = useForm<CancelInput>({
    resolver: zodResolver(cancelInput),
    defaultValues: { reason: '' },
  });
  const code = batch.settlementCode ?? '';

  useEffect(() => {
    if (!open) return;
    form.reset({ reason: '' });
    setFormError(null);
  }, [open, form]);

  return (
    <FormDialog
      open={open}
      onOpenChange={onOpenChange}
      title={`Cancel Settlement ${code}?`}
      description={`${batch.batchCode} of ${batch.farmerName}, ${netInWords(breakdown.netPayablePaise, display)}. Its ledger postings are reversed today and the batch is ready to settle again; ${code} stays on record as Cancelled. This cannot be undone.`}
      submitLabel="Cancel Settlement"
      cancelLabel="Keep Settlement"
      submitTone="destructive"
      size="sm"
      formError={formError}
      onSubmit={() =>
        submitDialogForm(
          form,
          async (input) => {
            await onCancelSettlement(input);
            toast({
              title: `Settlement ${code} cancelled`,
              description: `${batch.batchCode} is ready to settle again; its ledger postings were reversed.`,
              tone: 'success',
            });
          },
          setFormError,
        )
      }
    >
      <FormField label="Reason" required error={form.formState.errors.reason?.message}>
        <Textarea rows={3} autoComplete="off" {...form.register('reason')} />
      </FormField>
    </FormDialog>
  );
}

const closeSchema = z.object({
  date: documentDateText(isoDate),
  reason: closeBatchInput.shape.reason,
});

/**
 * Closing an open batch by hand (Administrators) when its last birds are missing: the day and the
 * reason; the birds neither sold nor dead become its shortage and the batch is ready to settle.
 */
export function CloseBatchDialog({
  open,
  onOpenChange,
  batch,
  breakdown,
  display,
  onCloseBatch,
}: DialogCommonProps & {
  onCloseBatch: (input: CloseBatchInput) => Promise<unknown>;
}) {
  const { toast } = useToast();
  const [formError, setFormError] = useState<string | null>(null);
  const form = useForm<CloseBatchInput>({
    resolver: zodResolver(closeSchema),
    defaultValues: { date: today(), reason: '' },
  });
  const { placed, dead, sold, shortage } = breakdown.birds;
  const birds = (count: number) => `${formatNumber(count, 0)} ${count === 1 ? 'bird' : 'birds'}`;
  const shortageValue = breakdown.deductions.find((line) => line.key === 'shortage')?.amountPaise;

  useEffect(() => {
    if (!open) return;
    form.reset({ date: today(), reason: '' });
    setFormError(null);
  }, [open, form]);

  return (
    <FormDialog
      open={open}
      onOpenChange={onOpenChange}
      title={`Close Batch ${batch.batchCode}?`}
      description={`${formatNumber(placed, 0)} placed, ${formatNumber(dead, 0)} dead, ${formatNumber(sold, 0)} sold: ${birds(shortage)} of ${batch.batchCode} are unaccounted for. Closing it by hand makes them its shortage, deducted from ${batch.farmerName} at the average sale rate${shortageValue ? ` (${moneyOf(display)(shortageValue)} as it stands)` : ''}, and the batch is ready to settle.`}
      submitLabel="Close Batch"
      cancelLabel="Keep Open"
      size="sm"
      formError={formError}
      onSubmit={() =>
        submitDialogForm(
          form,
          async (input) => {
            await onCloseBatch(input);
            toast({
              title: `Batch ${batch.batchCode} closed`,
              description: `Its ${birds(shortage)} missing are its shortage; it is ready to settle.`,
              tone: 'success',
            });
          },
          setFormError,
        )
      }
    >
      <DialogDate
        form={form}
        name="date"
        label="Closed On"
        min={batch.placementDate}
        hint="The day the missing birds were found gone."
      />
      <FormField label="Reason" required error={form.formState.errors.reason?.message}>
        <Textarea rows={3} autoComplete="off" {...form.register('reason')} />
      </FormField>
    </FormDialog>
  );
}
