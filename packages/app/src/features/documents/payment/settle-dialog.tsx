import { zodResolver } from '@hookform/resolvers/zod';
import { dayMonthYear, settleInput, today } from '@pfm/shared';
import { FormDialog, useToast } from '@pfm/ui';
import { useMemo, useState } from 'react';
import { useForm } from 'react-hook-form';
import { z } from 'zod';
import { submitDialogForm } from '../../../lib/dialog-form.ts';
import { DateField, documentDateText } from '../../../lib/documents/form-fields.tsx';

export interface SettleDialogProps {
  /** The pending voucher's or collection's code and date. */
  code: string;
  date: string;
  /** The action's verb, also the submit button ("Mark Paid"). */
  verb: string;
  /** The document in a sentence, under the title. */
  description: string;
  /** The date field ("Paid On"). */
  dateLabel: string;
  /** The past participle for the early-date refusal ("paid": "…cannot be paid before that"). */
  done: string;
  /** The toast after it is settled. */
  toastTitle: string;
  toastDescription: (date: string) => string;
  /** Settles it on `date`; rejects with the server's reason. */
  onSettle: (date: string) => Promise<unknown>;
  onClose: () => void;
}

/**
 * Asks the day a pending voucher was paid (or a collection received): today by default, not after
 * today and not before the document's own date. Settling posts it to the ledger on that day.
 */
export function SettleDialog({
  code,
  date: documentDate,
  verb,
  description,
  dateLabel,
  done,
  toastTitle,
  toastDescription,
  onSettle,
  onClose,
}: SettleDialogProps) {
  const { toast } = useToast();
  const [formError, setFormError] = useState<string | null>(null);
  const schema = useMemo(
    () =>
      z
        .object({ date: documentDateText(settleInput.shape.date) })
        .refine(({ date }) => date >= documentDate, {
          message: `${code} is dated ${dayMonthYear(documentDate)}; it cannot be ${done} before that.`,
          path: ['date'],
        }),
    [code, documentDate, done],
  );
  const form = useForm<{ date: string }>({
    resolver: zodResolver(schema),
    defaultValues: { date: today() },
  });
  return (
    <FormDialog
      open
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
      title={`${verb} ${code}`}
      description={description}
      submitLabel={verb}
      size="sm"
      formError={formError}
      onSubmit={() =>
        submitDialogForm(
          form,
          async ({ date }) => {
            await onSettle(date);
            toast({ title: toastTitle, description: toastDescription(date), tone: 'success' });
          },
          setFormError,
        )
      }
    >
      <DateField form={form} name="date" label={dateLabel} />
    </FormDialog>
  );
}
