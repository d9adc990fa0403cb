import { format as formatWithPattern, isValid, parseISO } from 'date-fns';

/** Date formats a user can choose in Settings. DD/MM/YYYY is the default. */
export const dateFormats = ['DD/MM/YYYY', 'MM/DD/YYYY', 'YYYY-MM-DD', 'DD-MMM-YYYY'] as const;
export type DateFormat = (typeof dateFormats)[number];
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
