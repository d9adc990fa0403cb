import { format as formatWithPattern, isValid, parseISO } from 'date-fns';
import type { DateFormat } from '../settings-defaults.ts';

export const defaultDateFormat: DateFormat = 'DD/MM/YYYY';

const patterns: Record<DateFormat, string> = {
  'DD/MM/YYYY': 'dd/MM/yyyy',
  'MM/DD/YYYY': 'MM/dd/yyyy',
  'YYYY-MM-DD': 'yyyy-MM-dd',
  'DD-MMM-YYYY': 'dd-MMM-yyyy',
};

/** A calendar date: `yyyy-mm-dd` strings are read as that day, never shifted by the time zone. */
const toDate = (value: Date | string): Date =>
  typeof value === 'string' ? parseISO(value) : value;

/**
 * A date in the chosen format (default DD/MM/YYYY): `formatDate('2026-11-21')` → `21/11/2026`.
 * `null`, empty and unparseable values show as an em dash.
 */
export function formatDate(
  value: Date | string | null | undefined,
  format: DateFormat = defaultDateFormat,
): string {
  if (value === null || value === undefined || value === '') return '—';
  const date = toDate(value);
  if (!isValid(date)) return '—';
  return formatWithPattern(date, patterns[format]);
}

/** The `yyyy-mm-dd` form used by the API and by `<input type="date">`. */
export function toIsoDate(value: Date): string {
  return formatWithPattern(value, 'yyyy-MM-dd');
}

export const quantityUnits = ['kg', 'g', 'birds', 'pieces', '%', 'liter', 'bag', 'days'] as const;
export type QuantityUnit = (typeof quantityUnits)[number];

const singular: Partial<Record<QuantityUnit, string>> = {
  birds: 'bird',
  pieces: 'piece',
  days: 'day',
  liter: 'liter',
  bag: 'bag',
};
const plural: Partial<Record<QuantityUnit, string>> = { liter: 'liters', bag: 'bags' };

const formatters = new Map<number, Intl.NumberFormat>();
const numberFormat = (fractionDigits: number) => {
  let format = formatters.get(fractionDigits);
  if (!format) {
    format = new Intl.NumberFormat('en-IN', {
      minimumFractionDigits: 0,
      maximumFractionDigits: fractionDigits,
      roundingMode: 'halfExpand',
    } as Intl.NumberFormatOptions);
    formatters.set(fractionDigits, format);
  }
  return format;
};

/** A number with Indian grouping and at most `fractionDigits` decimals (rounded half away from zero). */
export function formatNumber(value: number | null | undefined, fractionDigits = 2): string {
  if (value === null || value === undefined || !Number.isFinite(value)) return '—';
  const text = numberFormat(fractionDigits).format(value);
  return text === '-0' ? '0' : text;
}

/**
 * A quantity with its unit: `1,250.5 kg`, `1,20,000 birds`, `1 bird`, `2.5%`.
 * Counts of birds and pieces are whole numbers; `null`, `undefined` and non-numbers show an em dash.
 */
export function formatQuantity(
  value: number | null | undefined,
  unit: QuantityUnit,
  { fractionDigits }: { fractionDigits?: number } = {},
): string {
  if (value === null || value === undefined || !Number.isFinite(value)) return '—';
  const whole = unit === 'birds' || unit === 'pieces' || unit === 'days';
  const digits = fractionDigits ?? (whole ? 0 : unit === '%' ? 1 : 2);
  const number = formatNumber(value, digits);
  if (unit === '%') return `${number}%`;
  const label = Math.abs(value) === 1 ? (singular[unit] ?? unit) : (plural[unit] ?? unit);
  return `${number} ${label}`;
}
