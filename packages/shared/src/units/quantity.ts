import type { ItemUnit } from '../masters/item.ts';

/** Units counted in whole numbers: a piece or a bag is never split. */
export const wholeUnits: readonly ItemUnit[] = ['piece', 'bag'];

/** Quantities travel as whole thousandths of their unit (1 kg = 1000), never as floats. */
export type Milli = number;

/**
 * Reads a quantity typed by a user (`"1,250.5"`) in thousandths of `unit`: at most three decimals,
 * none for pieces and bags. Returns `null` for anything else (and for zero or less when `positive`).
 */
export function parseQuantity(
  input: string,
  unit: ItemUnit,
  { positive = true }: { positive?: boolean } = {},
): Milli | null {
  const cleaned = input.replace(/[,\s]/g, '');
  const match = /^(\d+)(?:\.(\d{1,3}))?$/.exec(cleaned);
  if (!match) return null;
  const [, whole = '', decimals = ''] = match;
  if (wholeUnits.includes(unit) && /[1-9]/.test(decimals)) return null;
  const milli = Number(whole) * 1000 + Number(decimals.padEnd(3, '0'));
  if (!Number.isSafeInteger(milli)) return null;
  if (positive && milli <= 0) return null;
  return milli;
}

/** Thousandths back to a number of units, for display (`12345` → `12.345`). */
export const fromMilli = (milli: Milli): number => milli / 1000;

/** Whole units to thousandths (`5000` chicks → `5_000_000`). */
export const toMilli = (units: number): Milli => Math.round(units * 1000);

const unitLabels: Record<ItemUnit, [string, string]> = {
  piece: ['piece', 'pieces'],
  kg: ['kg', 'kg'],
  liter: ['liter', 'liters'],
  bag: ['bag', 'bags'],
};

const grouped = new Intl.NumberFormat('en-IN', { maximumFractionDigits: 3 });

/** `formatMilli(1_250_500, 'kg')` → `1,250.5 kg`; `formatMilli(1000, 'piece')` → `1 piece`. */
export function formatMilli(milli: Milli | null | undefined, unit: ItemUnit): string {
  if (milli === null || milli === undefined || !Number.isFinite(milli)) return '—';
  const units = fromMilli(milli);
  const [one, many] = unitLabels[unit];
  return `${grouped.format(units)} ${Math.abs(units) === 1 ? one : many}`;
}
