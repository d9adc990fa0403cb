import { z } from 'zod';
import { divideRounded } from '../units/amounts.ts';
import { formatMilli } from '../units/quantity.ts';
import {
  amountWithinLimitOf,
  codeOf,
  documentDate,
  documentListQuery,
  documentStatuses,
  documentTrailSchema,
  postingsSchema,
  quantityMilli,
  ratePaise,
} from './common.ts';

/** A sale's average live weight per bird must lie in this range (kg), or the entry is a typo. */
export const SALE_AVERAGE_WEIGHT_KG = { min: 0.3, max: 5 } as const;

/** The average live weight of a bird, in grams (thousandths of a kg), rounded to the gram. */
export const averageWeightMilli = (weightMilli: number, birds: number) =>
  Number(divideRounded(BigInt(weightMilli), BigInt(birds)));

const gramsPerKg = 1000;
const minGrams = Math.round(SALE_AVERAGE_WEIGHT_KG.min * gramsPerKg);
const maxGrams = Math.round(SALE_AVERAGE_WEIGHT_KG.max * gramsPerKg);

/**
 * The refusal when the weight spread over the birds is no live bird's weight —
 * usually a digit too many or too few — or null. Compared in whole grams, never through floats.
 */
export function averageWeightIssue(weightMilli: unknown, birds: unknown): string | null {
  if (!Number.isSafeInteger(weightMilli) || !Number.isSafeInteger(birds)) return null;
  const weight = weightMilli as number;
  const count = birds as number;
  if (weight <= 0 || count <= 0) return null;
  if (weight >= minGrams * count && weight <= maxGrams * count) return null;
  const average = formatMilli(averageWeightMilli(weight, count), 'kg');
  return `That is ${average} a bird; a live bird weighs between ${SALE_AVERAGE_WEIGHT_KG.min} and ${SALE_AVERAGE_WEIGHT_KG.max} kg. Check the weight and the number of birds.`;
}

/** Largest number of birds in one sale. */
export const MAX_BIRDS = 10_000_000;

/**
 * Record Sale: date, batch, trader, total weight (kg, in thousandths), rate per kg and number of
 * birds. The amount is weight × rate, computed (never sent).
 */
export const saleInput = z
  .object({
    date: documentDate,
    batchCode: codeOf('the batch'),
    traderCode: codeOf('the trader'),
    weightMilli: quantityMilli,
    ratePaise,
    birds: z
      .number({ error: 'Enter the number of birds.' })
      .int('Enter a whole number of birds.')
      .positive('The number of birds must be more than 0.')
      .max(MAX_BIRDS, 'That is more birds than any batch holds.'),
  })
  .strict()
  .superRefine(amountWithinLimitOf('weightMilli', 'weight'));
export type SaleInput = z.input<typeof saleInput>;

export const saleSchema = z.object({
  code: z.string(),
  date: z.string(),
  status: z.enum(documentStatuses),
  batchCode: z.string(),
  farmCode: z.string(),
  farmName: z.string(),
  farmerCode: z.string(),
  farmerName: z.string(),
  traderCode: z.string(),
  traderName: z.string(),
  weightMilli: z.number(),
  ratePaise: z.number(),
  birds: z.number(),
  amountPaise: z.number(),
  /** Received against this sale by collections (cancelled and pending ones left out). */
  receivedPaise: z.number(),
  outstandingPaise: z.number(),
});
export type Sale = z.infer<typeof saleSchema>;

/** One sale with who made (and cancelled) it and its postings. */
export const saleDetailSchema = saleSchema.extend({
  ...documentTrailSchema.shape,
  postings: postingsSchema,
});
export type SaleDetail = z.infer<typeof saleDetailSchema>;

export const saleSorts = ['code', 'date', 'trader', 'amount'] as const;
export const saleFilters = ['trader', 'batch'] as const;
export const saleListQuery = documentListQuery(saleSorts, saleFilters);
export type SaleListQuery = z.infer<typeof saleListQuery>;

/** A trader's posted sales with something still to collect (the collection dialog's picker). */
export const outstandingSaleSchema = z.object({
  code: z.string(),
  date: z.string(),
  batchCode: z.string(),
  amountPaise: z.number(),
  outstandingPaise: z.number(),
});
export type OutstandingSale = z.infer<typeof outstandingSaleSchema>;
