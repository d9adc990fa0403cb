import { assertPaise, formatMoney, type Paise } from './money.ts';

// Arithmetic on paise and thousandths, apart from formatting (money.ts): a screen that only shows
// amounts loads none of it before it paints (the first-screen budget, decision 0023).

/** `a ÷ b` for integers, rounded half away from zero, exactly (BigInt). */
export function divideRounded(numerator: bigint, denominator: bigint): bigint {
  if (denominator === 0n) throw new RangeError('Division by zero');
  const negative = numerator < 0n !== denominator < 0n;
  const n = numerator < 0n ? -numerator : numerator;
  const d = denominator < 0n ? -denominator : denominator;
  const quotient = (2n * n + d) / (2n * d);
  return negative ? -quotient : quotient;
}

/**
 * A total past what a JavaScript number holds exactly (Number.MAX_SAFE_INTEGER paise or
 * thousandths). The document limits keep every report far below it (decision 0032); should a sum
 * still pass it, this says so instead of showing a wrong figure.
 */
export class TotalTooLargeError extends RangeError {
  constructor() {
    super(
      `These figures add up to more than the app can count exactly (${formatMoney(Number.MAX_SAFE_INTEGER)}).`,
    );
    this.name = 'TotalTooLargeError';
  }
}

const toSafe = (value: bigint): Paise => {
  const number = Number(value);
  if (!Number.isSafeInteger(number)) throw new TotalTooLargeError();
  return number === 0 ? 0 : number;
};

/**
 * A whole number given as text, a bigint or a number (a database sum arrives as text), exactly;
 * `null` and `undefined` are 0.
 * @throws TotalTooLargeError past Number.MAX_SAFE_INTEGER.
 * @throws RangeError for anything but a whole number.
 */
export function exactInteger(value: string | number | bigint | null | undefined): number {
  if (value === null || value === undefined) return 0;
  if (typeof value === 'number') {
    if (Number.isSafeInteger(value)) return value === 0 ? 0 : value;
    if (!Number.isInteger(value)) throw new RangeError(`Expected a whole number, got ${value}`);
    throw new TotalTooLargeError();
  }
  if (typeof value === 'string' && !/^-?\d+$/.test(value)) {
    throw new RangeError(`Expected a whole number, got ${value}`);
  }
  return toSafe(BigInt(value));
}

/**
 * `a + b` for whole numbers, exactly: two safe integers whose sum is safe add exactly, and a sum
 * past the safe range can only round to an unsafe number, so checking the result is enough.
 * @throws TotalTooLargeError.
 */
export function addExactly(a: number, b: number): number {
  const total = exactInteger(a) + exactInteger(b);
  if (!Number.isSafeInteger(total)) throw new TotalTooLargeError();
  return total;
}

/** The exact sum of whole numbers (paise or thousandths), in order. @throws TotalTooLargeError. */
export function sumExactly(values: Iterable<number>): number {
  let total = 0;
  for (const value of values) total = addExactly(total, value);
  return total;
}

/**
 * A rate × a quantity in thousandths of its unit, in paise, rounded half away from zero: a rate of
 * ₹42.50/kg (4250 paise) for 12.345 kg (12 345) is ₹524.66. Exact at any size (BigInt).
 */
export function amountFor(ratePaise: Paise, quantityMilli: number): Paise {
  assertPaise(ratePaise);
  if (!Number.isSafeInteger(quantityMilli)) {
    throw new RangeError(`Quantity must be whole thousandths, got ${quantityMilli}`);
  }
  return toSafe(divideRounded(BigInt(ratePaise) * BigInt(quantityMilli), 1000n));
}

/**
 * Rupees × a quantity given as a number (as typed), in paise, rounded half away from zero. The
 * quantity is scaled to thousandths first so the product stays exact.
 */
export function multiplyMoney(ratePaise: Paise, quantity: number): Paise {
  if (!Number.isFinite(quantity)) {
    throw new RangeError(`Quantity must be a finite number, got ${quantity}`);
  }
  return amountFor(ratePaise, Math.round(quantity * 1000));
}

/**
 * The rate per unit of `amountPaise` spread over `quantityMilli` thousandths (a weighted average
 * cost), in paise per unit, rounded half away from zero.
 */
export function ratePerUnit(amountPaise: Paise, quantityMilli: number): Paise {
  if (quantityMilli === 0) return 0;
  return toSafe(divideRounded(BigInt(amountPaise) * 1000n, BigInt(quantityMilli)));
}
