import { z } from 'zod';
import { isoDate, wholeNumber } from '../fields.ts';
import { MAX_RATE_PAISE, maxRateText } from '../units/limits.ts';

/** What a rate is for, in the specification's terms. */
export const rateItems = {
  chicks: 'Chicks',
  starter: 'Starter Feed',
  grower: 'Grower Feed',
  finisher: 'Finisher Feed',
  chicken: 'Live Chicken',
} as const;
export type RateItem = keyof typeof rateItems;
export const rateItemIds = Object.keys(rateItems) as [RateItem, ...RateItem[]];
export const rateUnits = ['piece', 'kg'] as const;
export type RateUnit = (typeof rateUnits)[number];
export const rateUnitLabels: Record<RateUnit, string> = { piece: 'per piece', kg: 'per kg' };

export const rateInput = z
  .object({
    item: z.enum(rateItemIds, { error: 'Choose what the rate is for.' }),
    ratePaise: wholeNumber(
      {
        invalid: 'Enter the rate in rupees, e.g. 35.50.',
        fraction: 'Enter the rate in rupees with at most two decimals.',
        tooSmall: 'The rate must be more than ₹0.',
        tooLarge: `The rate can be at most ${maxRateText}.`,
      },
      { max: MAX_RATE_PAISE },
    ),
    effectiveFrom: isoDate,
    unit: z.enum(rateUnits, { error: 'Choose a unit.' }),
  })
  .strict();
export type RateInput = z.input<typeof rateInput>;

/** `active` is in force today, `scheduled` starts later, `closed` was replaced by a later rate. */
export const rateStatuses = ['active', 'scheduled', 'closed'] as const;
export type RateStatus = (typeof rateStatuses)[number];
export const rateStatusLabels: Record<RateStatus, string> = {
  active: 'Active',
  scheduled: 'Scheduled',
  closed: 'Closed',
};

export const rateSchema = z.object({
  id: z.number().int(),
  item: z.enum(rateItemIds),
  ratePaise: z.number().int(),
  effectiveFrom: z.string(),
  /** Last day in force (the day before the next rate starts); `null` while open-ended. */
  effectiveTo: z.string().nullable(),
  unit: z.enum(rateUnits),
  status: z.enum(rateStatuses),
});
export type Rate = z.infer<typeof rateSchema>;

export const rateSorts = ['item', 'ratePaise', 'effectiveFrom', 'status'] as const;
