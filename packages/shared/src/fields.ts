import { z } from 'zod';

export const CONTROL_CHARACTERS_MESSAGE =
  'Remove control characters (such as NUL or escape codes) from this text.';

/** C0 and C1 control characters and DEL: never in a one-line value. */
// biome-ignore lint/suspicious/noControlCharactersInRegex: finding control characters is this pattern's purpose.
const lineControls = /[\u0000-\u001f\u007f-\u009f]/;
/** The same, but tab, line feed and carriage return are welcome in multi-line text. */
// biome-ignore lint/suspicious/noControlCharactersInRegex: as above.
const textControls = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f-\u009f]/;

export const BROKEN_CHARACTER_MESSAGE =
  'Remove the broken character (half of an emoji or symbol) from this text, or type it again.';

/**
 * A UTF-16 surrogate without its partner: no character at all. PostgreSQL refuses it in JSON and
 * turns it into U+FFFD in text; in unicode mode a well-formed pair is one code point, so only a
 * lone half matches.
 */
const loneSurrogate = /[\uD800-\uDFFF]/u;

/**
 * The one string type of every text input and query value: a control character (a NUL, which
 * PostgreSQL cannot store, or a terminal escape) and a lone surrogate are refused with a clear
 * message, never stored.
 */
export const text = (params?: Parameters<typeof z.string>[0], { multiline = false } = {}) =>
  z
    .string(params)
    .refine(
      (value) => !(multiline ? textControls : lineControls).test(value),
      CONTROL_CHARACTERS_MESSAGE,
    )
    .refine((value) => !loneSurrogate.test(value), BROKEN_CHARACTER_MESSAGE);

/** Indian mobile number: 10 digits starting 6–9, optionally written with +91. */
export const indianMobile = text({ error: 'Enter the mobile number.' })
  .trim()
  .regex(/^(?:\+91[\s-]?)?[6-9]\d{9}$/, 'Enter a 10-digit mobile number (optionally with +91).');

export const email = text()
  .trim()
  .max(254, 'Use at most 254 characters.')
  .pipe(z.email('Enter a valid email address.'));

/** An optional text field that arrives as '' when left empty. */
export const optional = <T extends z.ZodType>(schema: T) => z.union([z.literal(''), schema]);

export const requiredText = (what: string, max = 120, { multiline = false } = {}) =>
  text({ error: `Enter ${what}.` }, { multiline })
    .trim()
    .min(1, `Enter ${what}.`)
    .max(max, `Use at most ${max} characters.`);

/** PIN code: 6 digits, not starting with 0. */
export const pinCode = text({ error: 'Enter the PIN code.' })
  .trim()
  .regex(/^[1-9]\d{5}$/, 'Enter a 6-digit PIN code that does not start with 0.');

/** IFSC: 4 letters, a zero, then 6 letters or digits (upper-cased). */
export const ifscCode = text({ error: 'Enter the IFSC code.' })
  .trim()
  .toUpperCase()
  .regex(
    /^[A-Z]{4}0[A-Z0-9]{6}$/,
    'Enter an IFSC like SBIN0001234: 4 letters, 0, then 6 letters or digits.',
  );

/** Bank account number: 9 to 18 digits. */
export const accountNumber = text({ error: 'Enter the account number.' })
  .trim()
  .regex(/^\d{9,18}$/, 'Enter an account number of 9 to 18 digits.');

const GSTIN_CHARS = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ';
/** GST state codes: 01–38, 97 (other territory) and 99 (centre jurisdiction). */
const isGstState = (code: number) => (code >= 1 && code <= 38) || code === 97 || code === 99;

/** The 15th character of a GSTIN computed from the first 14 (the GSTN's mod-36 scheme). */
export function gstinCheckCharacter(first14: string): string {
  let sum = 0;
  for (let index = 0; index < 14; index++) {
    const value = GSTIN_CHARS.indexOf(first14.charAt(index)) * (index % 2 === 0 ? 1 : 2);
    sum += Math.floor(value / 36) + (value % 36);
  }
  return GSTIN_CHARS.charAt((36 - (sum % 36)) % 36);
}

/** GSTIN: state code, PAN, entity number, Z, check character (upper-cased). */
export const gstin = text()
  .trim()
  .toUpperCase()
  .regex(
    /^\d{2}[A-Z]{5}\d{4}[A-Z][1-9A-Z][A-Z0-9][0-9A-Z]$/,
    'Enter a 15-character GSTIN like 21AAACB1234F1Z5.',
  )
  .refine(
    (value) => isGstState(Number(value.slice(0, 2))),
    'The GSTIN starts with an unknown state code.',
  )
  .refine(
    (value) => gstinCheckCharacter(value) === value.charAt(14),
    'The GSTIN check character does not match; check for a typing mistake.',
  );

/**
 * A calendar date written YYYY-MM-DD that exists (no 2026-02-30, and no year 0000, which the
 * calendar and PostgreSQL do not have).
 */
export const isoDate = text({ error: 'Enter a date.' })
  .regex(/^\d{4}-\d{2}-\d{2}$/, 'Enter a date as YYYY-MM-DD.')
  .refine((value) => {
    const date = new Date(`${value}T00:00:00Z`);
    return (
      !value.startsWith('0000') &&
      !Number.isNaN(date.getTime()) &&
      date.toISOString().slice(0, 10) === value
    );
  }, 'Enter a real calendar date.');

/**
 * A whole number (paise, thousandths, a count) within its range, each refusal for its own reason:
 * out of range first and alone (1e21 is too large, not "not whole"; −1.5 is below the range), then a
 * fraction. `lowest` is `positive` (above 0) or `zero` (0 allowed).
 */
export const wholeNumber = (
  messages: { invalid: string; fraction: string; tooSmall: string; tooLarge: string },
  { lowest = 'positive', max }: { lowest?: 'positive' | 'zero'; max: number },
) => {
  const number = z.number({ error: messages.invalid });
  const bounded =
    lowest === 'positive'
      ? number.positive({ error: messages.tooSmall, abort: true })
      : number.min(0, { error: messages.tooSmall, abort: true });
  return bounded.max(max, { error: messages.tooLarge, abort: true }).int(messages.fraction);
};

/** A whole number from 1 up to `max`, with a message naming `what`. */
export const positiveInt = (what: string, max = 1_000_000_000) =>
  wholeNumber(
    {
      invalid: `Enter ${what} as a number.`,
      fraction: `Enter ${what} as a whole number.`,
      tooSmall: `${capitalise(what)} must be more than 0.`,
      tooLarge: `${capitalise(what)} can be at most ${max.toLocaleString('en-IN')}.`,
    },
    { max },
  );

const capitalise = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

/** True when `value` has at most one decimal place (0.1 steps), allowing for binary fractions. */
export const hasOneDecimal = (value: number) =>
  Math.abs(value * 10 - Math.round(value * 10)) < 1e-9;

/** Optional text that arrives as '' when left empty, trimmed, at most `max` characters. */
export const optionalText = (max = 500, { multiline = false } = {}) =>
  text(undefined, { multiline }).trim().max(max, `Use at most ${max} characters.`);
