/** Amounts are integer paise everywhere: never a JavaScript float. ₹1 = 100 paise. */
export type Paise = number;

export interface MoneyFormatOptions {
  /** Currency symbol from Settings. Defaults to the rupee sign. */
  symbol?: string;
}

const groupIndian = new Intl.NumberFormat('en-IN', { useGrouping: true, maximumFractionDigits: 0 });

export const assertPaise = (paise: number) => {
  if (!Number.isSafeInteger(paise)) {
    throw new RangeError(`Money must be a whole number of paise, got ${paise}`);
  }
};

/** "12345678.50" split into an exact rupee string and two paise digits, without float arithmetic. */
const splitPaise = (paise: number) => {
  const digits = Math.abs(paise).toString().padStart(3, '0');
  return { rupees: digits.slice(0, -2), fraction: digits.slice(-2) };
};

/**
 * Rupees with Indian digit grouping: `formatMoney(1234567850)` → `₹1,23,45,678.50`.
 * Negative amounts get a leading minus: `-₹500.00`. `null`/`undefined` show as an em dash.
 * @throws RangeError when given anything but a whole number of paise.
 */
export function formatMoney(
  paise: Paise | null | undefined,
  { symbol = '₹' }: MoneyFormatOptions = {},
): string {
  if (paise === null || paise === undefined) return '—';
  assertPaise(paise);
  const { rupees, fraction } = splitPaise(paise);
  // BigInt keeps the rupees exact at any size; Intl groups them the Indian way (12,34,567).
  const grouped = groupIndian.format(BigInt(rupees));
  return `${paise < 0 ? '-' : ''}${symbol}${grouped}.${fraction}`;
}

/** The words of a balance's sides in the reader's language (English: Dr and Cr). */
export interface BalanceSides {
  dr: string;
  cr: string;
}

/**
 * A party balance: the amount with `Dr` when the party owes us (positive) and `Cr` when we owe the
 * party (negative), or the reader's words for them (`sides`). Zero has no suffix.
 */
export function formatBalance(
  paise: Paise | null | undefined,
  {
    sides = { dr: 'Dr', cr: 'Cr' },
    ...options
  }: MoneyFormatOptions & { sides?: BalanceSides } = {},
): string {
  if (paise === null || paise === undefined) return '—';
  assertPaise(paise);
  if (paise === 0) return formatMoney(0, options);
  return `${formatMoney(Math.abs(paise), options)} ${paise > 0 ? sides.dr : sides.cr}`;
}

/**
 * Reads a rupee amount typed by a user (`"1,23,456.5"`, `"₹ 99"`, `"-12.05"`) as exact paise.
 * Returns `null` for anything that is not an amount with at most two decimals.
 */
export function parseMoney(input: string): Paise | null {
  const cleaned = input.replace(/[₹,\s]/g, '').replace(/^Rs\.?/i, '');
  const match = /^(-)?(\d+)(?:\.(\d{1,2}))?$/.exec(cleaned);
  if (!match) return null;
  const [, minus, whole = '', decimals = ''] = match;
  const paise = Number(whole) * 100 + Number(decimals.padEnd(2, '0'));
  if (!Number.isSafeInteger(paise)) return null;
  return minus ? -paise : paise;
}
