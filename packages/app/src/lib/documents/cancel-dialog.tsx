import { zodResolver } from '@hookform/resolvers/zod';
import { type CancelInput, cancelInput } from '@pfm/shared';
import { FormDialog, FormField, Textarea } from '@pfm/ui';
import { useEffect, useState } from 'react';
import { useForm } from 'react-hook-form';
import { submitDialogForm } from '../dialog-form.ts';

export interface CancelDialogProps {
  /** The document in words ("Purchase"). */
  noun: string;
  /** The document's code; `null` closes the dialog. */
  code: string | null;
  /** A sentence about the document ("P001: 5,000 pieces of Day Old Chicks from …"). */
  description?: string;
  onClose: () => void;
  /** Cancels the document; rejects with the server's reason (e.g. stock already issued). */
  onCancel: (input: CancelInput) => Promise<unknown>;
}

/**
 * Asks an Administrator why a document is cancelled (at least a few words, for the ledger and the
 * audit log) before its postings are reversed.
 */
export function CancelDialog({ noun, code, description, onClose, onCancel }: CancelDialogProps) {
  const [formError, setFormError] = useState<string | null>(null);
  const form = useForm<CancelInput>({
    resolver: zodResolver(cancelInput),
    defaultValues: { reason: '' },
  });
  const open = code !== null;

  useEffect(() => {
    if (!open) return;
    form.reset({ reason: '' });
    setFormError(null);
  }, [open, form]);

  return (
    <FormDialog
      open={open}
      onOpenChange={(next) => {
        if (!next) onClose();
      }}
      title={`Cancel ${noun} ${code ?? ''}?`}
      description={`${description ? `${description}. ` : ''}Its stock and ledger entries are reversed today; the ${noun.toLowerCase()} stays listed as Cancelled. This cannot be undone.`}
      submitLabel={`Cancel ${noun}`}
      cancelLabel={`Keep ${noun}`}
      submitTone="destructive"
      size="sm"
      formError={formError}
      onSubmit={() => submitDialogForm(form, onCancel, setFormError)}
    >
      <FormField label="Reason" required error={form.formState.errors.reason?.message}>
        <Textarea rows={3} autoComplete="off" {...form.register('reason')} />
      </FormField>
    </FormDialog>
  );
}
