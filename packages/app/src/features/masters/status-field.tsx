import { type RecordStatus, recordStatuses } from '@pfm/shared';
import { FormField, Select, useWords } from '@pfm/ui';
import { Controller, type FieldValues, type Path, type UseFormReturn } from 'react-hook-form';
import { useT } from '../../lib/i18n/i18n.tsx';

/** The Status select of an edit dialog (new records start active). */
export function StatusField<Values extends FieldValues & { status?: RecordStatus }, Output>({
  form,
}: {
  form: UseFormReturn<Values, unknown, Output>;
}) {
  const t = useT();
  // The statuses in the reader's words, as their badges say them.
  const words = useWords();
  const labels: Record<RecordStatus, string> = {
    active: words.statusActive,
    inactive: words.statusInactive,
  };
  const statusOptions = recordStatuses.map((value) => ({ value, label: labels[value] }));
  return (
    <Controller
      control={form.control}
      name={'status' as Path<Values>}
      render={({ field, fieldState }) => (
        <FormField label={t('common.status')} required error={fieldState.error?.message}>
          <Select
            options={statusOptions}
            value={field.value}
            onValueChange={field.onChange}
            name={field.name}
            ref={field.ref}
          />
        </FormField>
      )}
    />
  );
}
