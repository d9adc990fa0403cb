import { divideRounded } from './amounts.ts';
import { formatNumber } from './format.ts';
import { formatMoney, type Paise } from './money.ts';

/*
 * The largest figures one document may carry (decision 0032 derives them). Every schema takes its
 * bound and its message from here, so a limit is written once and said the same way everywhere.
 */

/** The largest amount of one document: ₹99,99,99,999.99 (just under ₹100 crore). */
export const MAX_AMOUNT_PAISE: Paise = 99_99_99_999_99;

/** The largest rate per unit (kg, piece, liter, bag): ₹1,00,00,000.00. */
export const MAX_RATE_PAISE: Paise = 1_00_00_000_00;

/** The largest quantity of one document: 1,00,00,000 units (a crore of chicks, 10,000 t of feed). */
export const MAX_QUANTITY_MILLI = 1_00_00_000 * 1000;

/** The largest quantity in whole units (a reorder level). */
export const MAX_QUANTITY_UNITS = MAX_QUANTITY_MILLI / 1000;

/** "₹99,99,99,999.99", "₹1,00,00,000.00", "1,00,00,000": the limits as messages say them. */
export const maxAmountText = formatMoney(MAX_AMOUNT_PAISE);
export const maxRateText = formatMoney(MAX_RATE_PAISE);
export const maxQuantityText = formatNumber(MAX_QUANTITY_UNITS, 0);

/**
 * Whether rate × quantity (rounded to the paisa, as `amountFor` computes it) is within one
 * document's amount. Exact at any size: the product is never a float.
 */
export function amountWithinLimit(ratePaise: Paise, quantityMilli: number): boolean {
  if (!Number.isSafeInteger(ratePaise) || !Number.isSafeInteger(quantityMilli)) return false;
  const amount = divideRounded(BigInt(ratePaise) * BigInt(quantityMilli), 1000n);
  return amount <= BigInt(MAX_AMOUNT_PAISE);
}

/**
 * The refusal of a product past the amount limit: `what` is the factor typed (quantity, weight),
 * `rate` the rate as the user knows it ("rate", or "rate ₹45.00 per kg" when the server chose it).
 */
export const amountLimitMessage = (what = 'quantity', rate = 'rate') =>
  `The amount (${what} × ${rate}) can be at most ${maxAmountText}.`;
