import type { FieldValues, UseFormReturn } from 'react-hook-form';
import { ApiError } from './api.ts';
import { applyServerErrors } from './forms.ts';

/**
 * Puts a failed save's field messages beside their fields and returns what is left for the form's
 * own error line, or null — without repeating a message already shown beside a field.
 */
export function formLevelError<T extends FieldValues>(
  form: UseFormReturn<T>,
  error: unknown,
): string | null {
  const message = applyServerErrors(form, error);
  if (!message) return null;
  if (error instanceof ApiError && Object.values(error.fields).includes(message)) return null;
  return message;
}

/**
 * Runs react-hook-form's validation and `save` for a FormDialog submit. FormDialog closes the dialog
 * when its handler resolves, so this rejects whenever the form did not save (invalid or refused),
 * and the caller's `formError` (even null) keeps FormDialog from showing the rejection itself.
 */
export async function submitDialogForm<T extends FieldValues, TOut>(
  form: UseFormReturn<T, unknown, TOut>,
  save: (values: TOut) => Promise<unknown>,
  setFormError: (message: string | null) => void,
): Promise<void> {
  setFormError(null);
  let saved = false;
  await form.handleSubmit(async (values) => {
    try {
      await save(values);
      saved = true;
    } catch (error) {
      // formLevelError reads field names only; the transformed output type does not matter to it.
      setFormError(formLevelError(form as unknown as UseFormReturn<T>, error));
    }
  })();
  if (!saved) throw new Error('Not saved');
}
