import { zodResolver } from '@hookform/resolvers/zod';
import { dayMonthYear, receiveInput, type Transfer, today } from '@pfm/shared';
import { FormDialog, useToast } from '@pfm/ui';
import { useMemo, useState } from 'react';
import { useForm } from 'react-hook-form';
import { z } from 'zod';
import { submitDialogForm } from '../../../lib/dialog-form.ts';
import { formatQuantityOf } from '../../../lib/documents/document-format.ts';
import { DateField, documentDateText } from '../../../lib/documents/form-fields.tsx';

export interface ReceiveDialogProps {
  /** The pending transfer being received. */
  transfer: Transfer;
  onClose: () => void;
  /** Receives it on `date`; rejects with the server's reason. */
  onReceive: (transfer: Transfer, date: string) => Promise<unknown>;
}

/** Receiving a dispatched transfer: the day it arrived, not before it left and not after today. */
const receiveFormFor = (transfer: Transfer) =>
  z
    .object({ date: documentDateText(receiveInput.shape.date) })
    .refine(({ date }) => date >= transfer.date, {
      // The server's own words.
      message: `${transfer.code} left on ${dayMonthYear(transfer.date)}; it cannot arrive before that.`,
      path: ['date'],
    });

/** Asks the day a pending transfer arrived, then moves it out of transit into the destination. */
export function ReceiveDialog({ transfer, onClose, onReceive }: ReceiveDialogProps) {
  const { toast } = useToast();
  const [formError, setFormError] = useState<string | null>(null);
  const schema = useMemo(() => receiveFormFor(transfer), [transfer]);
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
      title={`Receive ${transfer.code}`}
      description={`${formatQuantityOf(transfer.quantityMilli, transfer.unit)} of ${transfer.itemName} from ${transfer.fromGodownName} to ${transfer.toGodownName}, dispatched on ${dayMonthYear(transfer.date)}.`}
      submitLabel="Receive"
      size="sm"
      formError={formError}
      onSubmit={() =>
        submitDialogForm(
          form,
          async ({ date }) => {
            await onReceive(transfer, date);
            toast({
              title: 'Transfer received',
              description: `${transfer.code} arrived at ${transfer.toGodownName} on ${dayMonthYear(date)}.`,
              tone: 'success',
            });
          },
          setFormError,
        )
      }
    >
      <DateField form={form} name="date" label="Received On" />
    </FormDialog>
  );
}
