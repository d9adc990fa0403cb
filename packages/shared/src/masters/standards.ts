import { z } from 'zod';
import { hasOneDecimal, requiredText } from '../fields.ts';

/** Broiler standards run by week of age; 12 weeks is well past any broiler cycle. */
export const MAX_STANDARD_WEEK = 12;

const week = z
  .number({ error: 'Enter the week as a number.' })
  .int('Enter the week as a whole number.')
  .min(1, 'Weeks start at 1.')
  .max(MAX_STANDARD_WEEK, `Use a week from 1 to ${MAX_STANDARD_WEEK}.`);

const grams = (what: string) =>
  z
    .number({ error: `Enter the ${what} in grams.` })
    .int(`Enter the ${what} in whole grams.`)
    .positive(`The ${what} must be more than 0 g.`)
    .max(20_000, `The ${what} can be at most 20,000 g.`);

export const growthStandardInput = z
  .object({
    week,
    targetWeightG: grams('target weight'),
    minWeightG: grams('minimum weight'),
    maxWeightG: grams('maximum weight'),
    expectedMortalityPct: z
      .number({ error: 'Enter the expected mortality as a number.' })
      .min(0, 'Use a value from 0 to 100.')
      .max(100, 'Use a value from 0 to 100.')
      .refine(hasOneDecimal, 'Use steps of 0.1 (one decimal place).'),
  })
  .strict()
  .superRefine((value, context) => {
    if (value.minWeightG > value.targetWeightG) {
      context.addIssue({
        code: 'custom',
        path: ['minWeightG'],
        message: 'The minimum weight cannot be more than the target.',
      });
    }
    if (value.maxWeightG < value.targetWeightG) {
      context.addIssue({
        code: 'custom',
        path: ['maxWeightG'],
        message: 'The maximum weight cannot be less than the target.',
      });
    }
  });
export type GrowthStandardInput = z.input<typeof growthStandardInput>;

export const growthStandardSchema = z.object({
  id: z.number().int(),
  week: z.number().int(),
  targetWeightG: z.number(),
  minWeightG: z.number(),
  maxWeightG: z.number(),
  expectedMortalityPct: z.number(),
});
export type GrowthStandard = z.infer<typeof growthStandardSchema>;

export const feedStandardInput = z
  .object({
    week,
    feedType: requiredText('the feed type', 60),
    gramsPerBirdPerDay: z
      .number({ error: 'Enter the quantity in grams.' })
      .positive('The quantity must be more than 0 g.')
      .max(1000, 'The quantity can be at most 1,000 g per bird per day.')
      .refine(hasOneDecimal, 'Use steps of 0.1 g (one decimal place).'),
  })
  .strict();
export type FeedStandardInput = z.input<typeof feedStandardInput>;

export const feedStandardSchema = z.object({
  id: z.number().int(),
  week: z.number().int(),
  feedType: z.string(),
  gramsPerBirdPerDay: z.number(),
  /** Feed for 100 birds for one day, in kg (grams per bird × 100 ÷ 1000). */
  kgPer100BirdsPerDay: z.number(),
});
export type FeedStandard = z.infer<typeof feedStandardSchema>;

/** kg of feed per day for 100 birds, exact to the gram. */
export const kgPer100Birds = (gramsPerBirdPerDay: number) =>
  Math.round(gramsPerBirdPerDay * 100) / 1000;

export const growthStandardSorts = ['week', 'targetWeightG', 'expectedMortalityPct'] as const;
export const feedStandardSorts = ['week', 'feedType', 'gramsPerBirdPerDay'] as const;
