import { zodResolver } from '@hookform/resolvers/zod';
import { newIdempotencyKey } from '@pfm/shared';
import { FormDialog } from '@pfm/ui';
import { useCallback, useEffect, useRef, useState } from 'react';
import { type DefaultValues, type FieldValues, useForm } from 'react-hook-form';
import { submitDialogForm } from '../dialog-form.ts';
import type {
  DisplaySettings,
  DocumentConfig,
  DocumentOptions,
  DocumentRow,
} from './document-config.ts';

export interface RecordDialogProps<Row extends DocumentRow, Values extends FieldValues, Input> {
  config: DocumentConfig<Row, Values, Input>;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  options: DocumentOptions;
  display: DisplaySettings;
  /**
   * Records the document with this opened form's idempotency key; rejects with the server's
   * reasons. Every submit of one opened form sends the same key, so a retry after a lost answer
   * never makes a second document.
   */
  onRecord: (input: Input, idempotencyKey: string) => Promise<unknown>;
}

/**
 * The record dialog of a document kind: its fields (react-hook-form with the shared rule), any
 * figures they work out, and the server's refusals beside their fields or under the form. "Save &
 * add another" (Ctrl+Enter) records the document and starts the next one in the same dialog.
 */
export function RecordDialog<Row extends DocumentRow, Values extends FieldValues, Input>({
  config,
  open,
  onOpenChange,
  options,
  display,
  onRecord,
}: RecordDialogProps<Row, Values, Input>) {
  const record = config.record;
  const [formError, setFormError] = useState<string | null>(null);
  const idempotencyKey = useRef('');
  const form = useForm<Values, unknown, Input>({
    resolver: record ? (zodResolver(record.schema as never) as never) : undefined,
    defaultValues: record?.empty() as DefaultValues<Values> | undefined,
  });

  // Each opening is a new document: a fresh form (dated today) and a fresh key. So is each
  // "Save & add another": the saved one keeps its key, the next form gets its own.
  const startDocument = useCallback(() => {
    if (!record) return;
    idempotencyKey.current = newIdempotencyKey();
    form.reset(record.empty());
    setFormError(null);
  }, [record, form]);

  useEffect(() => {
    if (open) startDocument();
  }, [open, startDocument]);

  if (!record) return null;
  const { Fields } = record;
  const save = () =>
    submitDialogForm(form, (input) => onRecord(input, idempotencyKey.current), setFormError);
  return (
    <FormDialog
      open={open}
      onOpenChange={onOpenChange}
      title={record.label}
      description={record.description}
      submitLabel={record.submit}
      size={record.size ?? 'lg'}
      formError={formError}
      onSubmit={() => save()}
      onSubmitAndAddAnother={async () => {
        await save();
        startDocument();
      }}
    >
      {open ? <Fields form={form} options={options} display={display} /> : null}
    </FormDialog>
  );
}
