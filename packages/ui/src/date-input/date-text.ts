// How a date field shows and reads dates: in the format the business chose (Settings), never in the
// browser's. Values are calendar days written `yyyy-mm-dd`; the text is what the person types.

import { englishWords, type Words } from '../theme/words.tsx';

/** The formats a date field can show; the same names as the Settings' date formats. */
export const dateDisplayFormats = [
  'DD/MM/YYYY',
  'MM/DD/YYYY',
  'YYYY-MM-DD',
  'DD-MMM-YYYY',
] as const;
export type DateDisplayFormat = (typeof dateDisplayFormats)[number];

const monthNames = [
  'Jan',
  'Feb',
  'Mar',
  'Apr',
  'May',
  'Jun',
  'Jul',
  'Aug',
  'Sep',
  'Oct',
  'Nov',
  'Dec',
] as const;

type Part = 'day' | 'month' | 'year';

/** Each format's parts in order, the digits each takes when typed, and the separator it supplies. */
const layouts: Record<DateDisplayFormat, { parts: readonly Part[]; separator: string }> = {
  'DD/MM/YYYY': { parts: ['day', 'month', 'year'], separator: '/' },
  'MM/DD/YYYY': { parts: ['month', 'day', 'year'], separator: '/' },
  'YYYY-MM-DD': { parts: ['year', 'month', 'day'], separator: '-' },
  'DD-MMM-YYYY': { parts: ['day', 'month', 'year'], separator: '-' },
};
const digitsOf: Record<Part, number> = { day: 2, month: 2, year: 4 };

/** Whether `yyyy`-`mm`-`dd` is a day the calendar has (no 31/04, no 29/02 outside leap years, no year 0). */
function isCalendarDay(year: number, month: number, day: number): boolean {
  if (year < 1 || month < 1 || month > 12 || day < 1) return false;
  const date = new Date(Date.UTC(2000, month - 1, day));
  date.setUTCFullYear(year);
  return date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
}

const isoOf = (year: number, month: number, day: number) =>
  `${String(year).padStart(4, '0')}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;

/** Whether a value is a real calendar day written `yyyy-mm-dd`. */
export function isIsoDay(value: string): boolean {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  return match !== null && isCalendarDay(Number(match[1]), Number(match[2]), Number(match[3]));
}

/** `2026-11-27` in a format: `27/11/2026`, `11/27/2026`, `2026-11-27`, `27-Nov-2026`; else ''. */
export function formatDay(iso: string, format: DateDisplayFormat): string {
  if (!isIsoDay(iso)) return '';
  const [year, month, day] = iso.split('-') as [string, string, string];
  const values: Record<Part, string> = {
    day,
    month: format === 'DD-MMM-YYYY' ? (monthNames[Number(month) - 1] ?? month) : month,
    year,
  };
  const { parts, separator } = layouts[format];
  return parts.map((part) => values[part]).join(separator);
}

/**
 * The day a person's text names in a format, as `yyyy-mm-dd`, or null when it names none. Only the
 * format's own order is read (27/11/2026 is never 11 July in DD/MM/YYYY); the separators may be any
 * of / - . or a space; DD-MMM-YYYY also takes the month as digits (27-11-2026) or a name (27 nov 2026).
 */
export function parseDay(text: string, format: DateDisplayFormat): string | null {
  const pieces = text.trim().split(/[\s/.-]+/);
  const { parts } = layouts[format];
  if (pieces.length !== parts.length) return null;
  const values: Partial<Record<Part, number>> = {};
  for (const [index, part] of parts.entries()) {
    const piece = pieces[index] ?? '';
    if (part === 'month' && /^[a-z]{3,}$/i.test(piece)) {
      const month = monthNames.findIndex((name) =>
        piece.toLowerCase().startsWith(name.toLowerCase()),
      );
      if (month < 0) return null;
      values.month = month + 1;
      continue;
    }
    const digits = part === 'year' ? /^\d{4}$/ : /^\d{1,2}$/;
    if (!digits.test(piece)) return null;
    values[part] = Number(piece);
  }
  const { year = 0, month = 0, day = 0 } = values;
  return isCalendarDay(year, month, day) ? isoOf(year, month, day) : null;
}

/**
 * What the field shows while a person types: digits only, the format's separators supplied as each
 * part fills (`2711` → `27/11/`), a part closed early by typing a separator padded (`7/` → `07/`), and
 * no separator supplied again right after one was deleted. DD-MMM-YYYY takes letters for the month
 * and is left as typed (it is read on blur).
 */
export function maskDayText(input: string, format: DateDisplayFormat, deleting: boolean): string {
  if (format === 'DD-MMM-YYYY') return input.replace(/[^\da-z\s/.-]/gi, '').slice(0, 11);
  const { parts, separator } = layouts[format];
  const done: string[] = [];
  let current = '';
  for (const character of input) {
    const part = parts[done.length];
    if (part === undefined) break;
    if (/\d/.test(character)) {
      current += character;
      if (current.length === digitsOf[part]) {
        done.push(current);
        current = '';
      }
    } else if (current !== '' && part !== 'year') {
      done.push(current.padStart(digitsOf[part], '0'));
      current = '';
    }
  }
  let text = done.join(separator);
  if (current !== '') text += (done.length > 0 ? separator : '') + current;
  else if (done.length > 0 && done.length < parts.length && !deleting) text += separator;
  return text;
}

/** The days before and after a day, `yyyy-mm-dd` (for Yesterday and the calendar's limits). */
export function addDays(iso: string, days: number): string {
  const date = new Date(`${iso}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
}

/** Today in this browser's calendar, `yyyy-mm-dd` (the app passes India's day instead). */
export function localToday(): string {
  const now = new Date();
  return isoOf(now.getFullYear(), now.getMonth() + 1, now.getDate());
}

/** A `yyyy-mm-dd` day as a local Date at noon (what a calendar widget works with), and back. */
export const dateOfDay = (iso: string): Date => {
  const [year, month, day] = iso.split('-').map(Number) as [number, number, number];
  const date = new Date(2000, month - 1, day, 12);
  date.setFullYear(year);
  return date;
};
export const dayOfDate = (date: Date): string =>
  isoOf(date.getFullYear(), date.getMonth() + 1, date.getDate());

/** A named period a range filter offers: its first and last day, `yyyy-mm-dd`. */
export interface DayPeriod {
  label: string;
  from: string;
  to: string;
}

/** The words that name the periods of `periodPresets`. */
export type PeriodWords = Pick<
  Words,
  'periodThisMonth' | 'periodLastMonth' | 'periodThisFinancialYear' | 'periodLastFinancialYear'
>;

/**
 * The periods an office asks for, as of `today`: this month and this financial year run to today;
 * last month and last financial year (April–March) are whole. Named in `words` (English by default).
 */
export function periodPresets(today: string, words: PeriodWords = englishWords): DayPeriod[] {
  const [year, month] = today.split('-').map(Number) as [number, number];
  const monthStart = `${today.slice(0, 7)}-01`;
  const lastMonthEnd = addDays(monthStart, -1);
  const yearStart = month >= 4 ? year : year - 1;
  const financialYearStart = isoOf(yearStart, 4, 1);
  return [
    { label: words.periodThisMonth, from: monthStart, to: today },
    { label: words.periodLastMonth, from: `${lastMonthEnd.slice(0, 7)}-01`, to: lastMonthEnd },
    { label: words.periodThisFinancialYear, from: financialYearStart, to: today },
    {
      label: words.periodLastFinancialYear,
      from: isoOf(yearStart - 1, 4, 1),
      to: addDays(financialYearStart, -1),
    },
  ];
}
