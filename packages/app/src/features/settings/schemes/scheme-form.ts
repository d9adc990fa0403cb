import {
  type DateFormat,
  defaultDateFormat,
  formatDate,
  formatMoney,
  isoDate,
  type MedicineBasis,
  medicineBases,
  parseMoney,
  type SchemeTerms,
  type SchemeVersion,
  type SchemeVersionInput,
  schemeTermsSchema,
  schemeVersionInput,
  standardSchemeTerms,
  today,
} from '@pfm/shared';
import { z } from 'zod';
import { ApiError } from '../../../lib/api.ts';

/*
 * The scheme dialog's values: what the user reads and types. Money in rupees ("95.00"), percentages
 * in per cent ("6.5"), the FCR as a plain number ("1.75"), farmer codes separated by commas. Every
 * conversion to paise, basis points and thousandths goes through strings, never float arithmetic.
 */

/** Paise as rupees to edit, exactly: 9500 → "95.00", 5 → "0.05". */
export function paiseText(paise: number): string {
  const digits = Math.abs(paise).toString().padStart(3, '0');
  return `${paise < 0 ? '-' : ''}${digits.slice(0, -2)}.${digits.slice(-2)}`;
}

/** A whole number of 10^-`digits` units as text, without trailing zeros: (650, 2) → "6.5", (1750, 3) → "1.75". */
export function scaledText(value: number, digits: number): string {
  const text = Math.abs(value)
    .toString()
    .padStart(digits + 1, '0');
  const whole = text.slice(0, -digits);
  const fraction = text.slice(-digits).replace(/0+$/, '');
  return `${value < 0 ? '-' : ''}${whole}${fraction ? `.${fraction}` : ''}`;
}

/**
 * Reads a number typed with at most `digits` decimals in 10^-`digits` units, exactly by its digits:
 * ("6.25", 2) → 625, ("1.75", 3) → 1750, ("6 %", 2) → 600. `null` for anything else: negatives, and
 * commas ("6,5" is refused rather than guessed at).
 */
export function parseScaled(input: string, digits: number): number | null {
  const cleaned = input.replace(/[\s%]/g, '');
  const match = new RegExp(`^(\\d*)(?:\\.(\\d{1,${digits}}))?$`).exec(cleaned);
  if (!match || cleaned === '' || cleaned === '.') return null;
  const [, whole = '', decimals = ''] = match;
  if (whole === '' && decimals === '') return null;
  const value = Number(whole || '0') * 10 ** digits + Number(decimals.padEnd(digits, '0'));
  return Number.isSafeInteger(value) ? value : null;
}

/** Basis points as per cent to edit: 600 → "6", 625 → "6.25". */
export const percentText = (basisPoints: number) => scaledText(basisPoints, 2);

/** An FCR in thousandths as text: 1750 → "1.75". */
export const fcrText = (milli: number) => scaledText(milli, 3);

type NumberRule = z.ZodNumber;
const termRules = schemeTermsSchema.shape;

interface Messages {
  /** "the standard production cost" */
  what: string;
  invalid: string;
  tooSmall: (min: number) => string;
  tooBig: (max: number) => string;
}

/** Text read by `parse` and checked against the shared rule, with messages in the user's units. */
const typedNumber = (
  rule: NumberRule,
  parse: (text: string) => number | null,
  { what, invalid, tooSmall, tooBig }: Messages,
) =>
  z
    .string()
    .transform((text, ctx) => {
      const trimmed = text.trim();
      const fail = (message: string) => {
        ctx.addIssue({ code: 'custom', message });
        return z.NEVER;
      };
      if (trimmed === '') return fail(`Enter ${what}.`);
      const value = parse(trimmed);
      if (value === null || value < 0) return fail(invalid);
      if (rule.minValue !== null && value < rule.minValue) return fail(tooSmall(rule.minValue));
      if (rule.maxValue !== null && value > rule.maxValue) return fail(tooBig(rule.maxValue));
      return value;
    })
    .pipe(rule);

const rupees = (rule: NumberRule, what: string) =>
  typedNumber(rule, parseMoney, {
    what,
    invalid: 'Enter rupees with at most two decimals, e.g. 95.50.',
    tooSmall: (min) => `Enter at least ${formatMoney(min)}.`,
    tooBig: (max) => `Enter at most ${formatMoney(max)}.`,
  });

const percent = (rule: NumberRule, what: string) =>
  typedNumber(rule, (text) => parseScaled(text, 2), {
    what,
    invalid: 'Enter a percentage with at most two decimals, e.g. 6.5.',
    tooSmall: (min) => `Enter at least ${percentText(min)} %.`,
    tooBig: (max) => `Enter at most ${percentText(max)} %.`,
  });

const fcr = (rule: NumberRule, what: string) =>
  typedNumber(rule, (text) => parseScaled(text, 3), {
    what,
    invalid: 'Enter an FCR with at most three decimals, e.g. 1.75.',
    tooSmall: () => 'Enter an FCR above 0.',
    tooBig: (max) => `Enter at most ${fcrText(max)}.`,
  });

/** The typed terms, each checked with its shared rule, then together with the shared refine. */
const termsForm = z
  .object({
    standardPcPaise: rupees(termRules.standardPcPaise, 'the standard production cost'),
    baseGcPaise: rupees(termRules.baseGcPaise, 'the base growing charge'),
    slabPcPaise: rupees(termRules.slabPcPaise, 'the production cost of one slab'),
    slabGcPaise: rupees(termRules.slabGcPaise, 'the growing charge change per slab'),
    minGcPaise: rupees(termRules.minGcPaise, 'the minimum growing charge'),
    maxGcPaise: rupees(termRules.maxGcPaise, 'the maximum growing charge'),
    adminPerBirdPaise: rupees(termRules.adminPerBirdPaise, 'the admin charge per bird'),
    medicineBasis: z.enum(medicineBases, { error: 'Choose how medicine is charged.' }),
    medicinePerBirdPaise: rupees(termRules.medicinePerBirdPaise, 'the medicine charge per bird'),
    mortalityAllowanceBp: percent(termRules.mortalityAllowanceBp, 'the mortality allowance'),
    mortalityIncentivePaise: rupees(
      termRules.mortalityIncentivePaise,
      'the mortality incentive per kg',
    ),
    marketThresholdPaise: rupees(termRules.marketThresholdPaise, 'the market rate threshold'),
    marketShareBp: percent(termRules.marketShareBp, 'the market share'),
    maxFcrMilli: fcr(termRules.maxFcrMilli, 'the maximum FCR'),
    tdsBp: percent(termRules.tdsBp, 'the TDS rate'),
  })
  // The shared schema's own rules, e.g. the maximum growing charge not below the minimum; its
  // messages land on the flat fields, whose names are the terms' names.
  .pipe(schemeTermsSchema);

const FARMER_CODE = /^F\d{3,}$/;

/** "F002, f7 F010" → ["F002", "F7", "F010"] (upper-cased, in order, once each). */
export const splitFarmerCodes = (text: string) => [
  ...new Set(
    text
      .split(/[\s,;]+/)
      .filter(Boolean)
      .map((code) => code.toUpperCase()),
  ),
];

/** What the scheme's version must not start before: its latest version. */
export interface LatestVersion {
  code: string;
  version: number;
  effectiveFrom: string;
}

const headForm = (latest: LatestVersion | null, dateFormat: DateFormat) =>
  z.object({
    name: schemeVersionInput.shape.name,
    effectiveFrom: z
      .string()
      .min(1, 'Enter the date this version comes into force.')
      .pipe(isoDate)
      .refine((date) => !latest || date >= latest.effectiveFrom, {
        error: () =>
          `Version ${latest?.version} of ${latest?.code} is in force from ${formatDate(latest?.effectiveFrom ?? '', dateFormat)}; a new version cannot start before that.`,
      }),
    farmerCodes: z.string().transform((text, ctx) => {
      const codes = splitFarmerCodes(text);
      const wrong = codes.filter((code) => !FARMER_CODE.test(code));
      if (wrong.length > 0) {
        ctx.addIssue({
          code: 'custom',
          message: `${wrong.join(', ')} ${wrong.length === 1 ? 'is not a farmer code' : 'are not farmer codes'}: use codes like F002, separated by commas.`,
        });
        return z.NEVER;
      }
      return codes;
    }),
  });

/**
 * The dialog's schema: the name, date and farmers, and the terms, checked side by side (an
 * intersection, so an empty name does not hide a wrong growing charge), then shaped as the API's
 * input. The terms have been through the shared schemeTermsSchema; name and date follow
 * schemeVersionInput's rules with messages for the form.
 */
export const schemeFormSchema = (
  latest: LatestVersion | null,
  dateFormat: DateFormat = defaultDateFormat,
) =>
  z.intersection(headForm(latest, dateFormat), termsForm).transform(
    ({ name, effectiveFrom, farmerCodes, ...terms }): SchemeVersionInput => ({
      name,
      effectiveFrom,
      terms: terms as SchemeTerms,
      farmerCodes,
    }),
  );

export type SchemeFormValues = z.input<ReturnType<typeof schemeFormSchema>>;

/** A scheme's terms as the form shows them. */
export function termsValues(terms: SchemeTerms) {
  return {
    standardPcPaise: paiseText(terms.standardPcPaise),
    baseGcPaise: paiseText(terms.baseGcPaise),
    slabPcPaise: paiseText(terms.slabPcPaise),
    slabGcPaise: paiseText(terms.slabGcPaise),
    minGcPaise: paiseText(terms.minGcPaise),
    maxGcPaise: paiseText(terms.maxGcPaise),
    adminPerBirdPaise: paiseText(terms.adminPerBirdPaise),
    medicineBasis: terms.medicineBasis as MedicineBasis,
    medicinePerBirdPaise: paiseText(terms.medicinePerBirdPaise),
    mortalityAllowanceBp: percentText(terms.mortalityAllowanceBp),
    mortalityIncentivePaise: paiseText(terms.mortalityIncentivePaise),
    marketThresholdPaise: paiseText(terms.marketThresholdPaise),
    marketShareBp: percentText(terms.marketShareBp),
    maxFcrMilli: fcrText(terms.maxFcrMilli),
    tdsBp: percentText(terms.tdsBp),
  };
}

/**
 * The form's starting values: a new version starts from the scheme's latest version (same name,
 * terms and farmers) from today; a new scheme from the default scheme's terms, with no name and no
 * farmers.
 */
export function initialValues(
  from: SchemeVersion | null,
  mode: 'version' | 'scheme',
): SchemeFormValues {
  const terms = from?.terms ?? standardSchemeTerms;
  return {
    name: mode === 'version' ? (from?.name ?? '') : '',
    effectiveFrom: today(),
    farmerCodes: mode === 'version' ? (from?.farmerCodes.join(', ') ?? '') : '',
    ...termsValues(terms),
  };
}

/**
 * The server names a term's field `terms.maxGcPaise` and a farmer `farmerCodes.0`; the form's
 * fields are flat (`maxGcPaise`, `farmerCodes`). Renames them so the messages go beside their fields.
 */
export function toFormError(error: unknown): unknown {
  if (!(error instanceof ApiError)) return error;
  const fields: Record<string, string> = {};
  for (const [key, message] of Object.entries(error.fields)) {
    const name = key.replace(/^terms\./, '').replace(/^farmerCodes\.\d+$/, 'farmerCodes');
    fields[name] ??= message;
  }
  return new ApiError(error.status, error.code, error.message, fields);
}
