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

/**
 * A decimal typed as text ("1,250.5005", "1e21" aside) as a plain number × `scale`, for a rule to
 * refuse for its real reason: a fraction of the unit (1.005 rupees → 100.5 paise: "at most two
 * decimals") or past the limit (an amount of 30 digits: "at most ₹…"). Never a value to keep (it
 * may be a float); NaN when the text is no number.
 */
export function scaledForRule(text: string, scale: number): number {
  const cleaned = text.replace(/[,\s]/g, '');
  return /^-?\d+(?:\.\d+)?$/.test(cleaned) ? Number(cleaned) * scale : Number.NaN;
}

/** "1.2500" → "1.25", "40.000" → "40": trailing zeros of a fraction change no value. */
export const withoutTrailingZeros = (text: string) =>
  text
    .trim()
    .replace(/(\.\d*?)0+$/, '$1')
    .replace(/\.$/, '');

/**
 * Rupees typed as text ("1,250.50"), checked by `rule` as exact integer paise; a number that is not
 * whole paise or is past the limit reaches the rule as a number, so it says why.
 */
export const moneyText = <T extends z.ZodType<number, number>>(rule: T) =>
  z
    .string()
    .trim()
    .transform(
      (text) =>
        parseMoney(withoutTrailingZeros(text)) ?? scaledForRule(text.replace(/^₹/, ''), 100),
    )
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
