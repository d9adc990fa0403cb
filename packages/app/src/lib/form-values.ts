import { parseMoney } from '@pfm/shared';

import type { FieldValues, Path, UseFormReturn } from 'react-hook-form';
import { z } from 'zod';

/**
 * A number typed as text (NumberInput), checked by `rule` once it is a number. Empty text becomes NaN
 * so that `rule` says "Enter … as a number."
 */
export const numberText = <T extends z.ZodType<number, number>>(rule: T) =>
  z
    .string()
    .trim()
    .transform((text) => (text === '' ? Number.NaN : Number(text.replace(/,/g, ''))))
    .pipe(rule);

/** An optional number typed as text: empty means `null`. */
export const optionalNumberText = <T extends z.ZodType<number, number>>(rule: T) =>
  z
    .string()
    .trim()
    .transform((text) => (text === '' ? null : Number(text.replace(/,/g, ''))))
    .pipe(rule.nullable());

/** Rupees typed as text ("1,250.50"), checked by `rule` as exact integer paise. */
export const moneyText = <T extends z.ZodType<number, number>>(rule: T) =>
  z
    .string()
    .trim()
    .transform((text) => parseMoney(text) ?? Number.NaN)
    .pipe(rule);

/** Paise as the text a money field shows when editing ("35.50"). */
export const paiseToText = (paise: number) => (paise / 100).toFixed(2);

/**
 * What a NumberInput needs from react-hook-form's `register` (its min/max/required props would clash
 * with NumberInput's numeric ones; the zod rule checks those instead).
 */
export function numberField<Values extends FieldValues>(
  form: UseFormReturn<Values, unknown, unknown>,
  name: Path<Values>,
) {
  const { onChange, onBlur, ref, name: fieldName } = form.register(name);
  return { onChange, onBlur, ref, name: fieldName };
}
