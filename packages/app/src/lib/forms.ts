import type { FieldValues, Path, UseFormReturn } from 'react-hook-form';
import { ApiError } from './api.ts';

/**
 * Puts the server's field messages beside the fields they belong to and returns the message that
 * belongs to the form as a whole (or undefined when every message found its field).
 */
export function applyServerErrors<T extends FieldValues>(
  form: UseFormReturn<T>,
  error: unknown,
): string | undefined {
  if (!(error instanceof ApiError)) {
    return error instanceof Error ? error.message : 'Something went wrong. Please try again.';
  }
  const known = new Set(Object.keys(form.getValues()));
  let placed = 0;
  for (const [field, message] of Object.entries(error.fields)) {
    if (!known.has(field)) continue;
    form.setError(field as Path<T>, { type: 'server', message }, { shouldFocus: placed === 0 });
    placed++;
  }
  return placed > 0 && error.code === 'validation_failed' ? undefined : error.message;
}
