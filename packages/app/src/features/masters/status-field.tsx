import { type RecordStatus, recordStatuses, recordStatusLabels } from '@pfm/shared';
import { FormField, Select } from '@pfm/ui';
import { Controller, type FieldValues, type Path, type UseFormReturn } from 'react-hook-form';

const statusOptions = recordStatuses.map((value) => ({ value, label: recordStatusLabels[value] }));

/** The Status select of an edit dialog (new records start active). */
export function StatusField<Values extends FieldValues & { status?: RecordStatus }, Output>({
  form,
}: {
  form: UseFormReturn<Values, unknown, Output>;
}) {
  return (
    <Controller
      control={form.control}
      name={'status' as Path<Values>}
      render={({ field, fieldState }) => (
        <FormField label="Status" required error={fieldState.error?.message}>
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
