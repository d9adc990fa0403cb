import { z } from 'zod';
import { wholeNumber } from '../fields.ts';
import { dayMonthYear, daysBetween } from '../units/clock.ts';
import { formatNumber } from '../units/format.ts';
import { MAX_QUANTITY_MILLI, maxQuantityText } from '../units/limits.ts';
import {
  codeOf,
  documentDate,
  documentListQuery,
  documentStatuses,
  documentTrailSchema,
  postingsSchema,
} from './common.ts';
import { batchBirdsSchema, batchStatuses, batchSummarySchema } from './issue.ts';
import { MAX_BIRDS } from './sale.ts';

/** Days in a week of a batch's life: days 1–7 of age are week 1, days 8–14 week 2… */
export const DAYS_PER_WEEK = 7;

/** Longest a broiler batch is grown, in weeks; an update beyond it is a typo. */
export const MAX_GROWTH_WEEK = 12;

/** Below this deviation from the standard's target (%) a week is a warning and the batch Needs Attention. */
export const DEVIATION_WARNING_PCT = -3;

/**
 * The week a growth update on `date` belongs to, for a batch placed on `placementDate`: the week
 * of age that day falls in (the placement day and days 1–7 are week 1).
 */
export const weekOfAge = (placementDate: string, date: string) =>
  Math.max(1, Math.ceil(daysBetween(placementDate, date) / DAYS_PER_WEEK));

/**
 * The week a batch is in by age on `date`, and the weeks an update of that day may give (one either
 * side, from 1 to MAX_GROWTH_WEEK).
 */
export function weekRange(placementDate: string, date: string) {
  const week = weekOfAge(placementDate, date);
  return {
    week,
    /** Days since placement (placement day = 0). */
    day: daysBetween(placementDate, date),
    lowest: Math.max(1, week - 1),
    highest: Math.min(MAX_GROWTH_WEEK, week + 1),
  };
}

const count = (value: number) => formatNumber(value, 0);

/** The refusals of a growth update the form can foresee, in the server's words (one source). */
export const growthRefusals = {
  beforePlacement: (batch: string, placementDate: string) =>
    `${batch} was placed on ${dayMonthYear(placementDate)}; an update cannot be before that.`,
  week: (batch: string, date: string, range: ReturnType<typeof weekRange>) =>
    `On ${dayMonthYear(date)} ${batch} is ${count(range.day)} days old: week ${range.week} (${range.lowest}–${range.highest} allowed).`,
  mortality: (batch: string, alive: number, mortality: number) =>
    `${batch} has ${count(alive)} birds alive; ${count(mortality)} cannot have died.`,
};

/**
 * Record Update: the day the flock was weighed, the batch, the week of age (suggested from the
 * placement date; ±1 allowed), the average weight of a bird (g), birds that died since the last
 * update, and feed eaten since the last update (kg, in thousandths).
 */
export const growthUpdateInput = z
  .object({
    date: documentDate,
    batchCode: codeOf('the batch'),
    week: z
      .number({ error: 'Enter the week.' })
      .int('Enter a whole week.')
      .min(1, 'The week is 1 or more.')
      .max(MAX_GROWTH_WEEK, `A batch is grown for at most ${MAX_GROWTH_WEEK} weeks.`),
    averageWeightG: z
      .number({ error: 'Enter the average weight in grams.' })
      .int('Enter the average weight in whole grams.')
      .positive('The average weight must be more than 0 g.')
      .max(6_000, 'A broiler weighs at most 6,000 g.'),
    mortality: z
      .number({ error: 'Enter the birds that died (0 if none).' })
      .int('Enter a whole number of birds.')
      .min(0, 'Mortality cannot be negative.')
      .max(MAX_BIRDS, 'That is more birds than any batch holds.'),
    feedMilli: wholeNumber(
      {
        invalid: 'Enter the feed consumed in kg.',
        fraction: 'Enter the feed with at most three decimals.',
        tooSmall: 'Feed consumed cannot be negative.',
        tooLarge: `The feed consumed can be at most ${maxQuantityText} kg.`,
      },
      { lowest: 'zero', max: MAX_QUANTITY_MILLI },
    ),
  })
  .strict();
export type GrowthUpdateInput = z.input<typeof growthUpdateInput>;

/** A week against the growth standard: at or above target, within 3 % below, or further below. */
export const performances = ['excellent', 'good', 'warning'] as const;
export type Performance = (typeof performances)[number];
export const performanceLabels: Record<Performance, string> = {
  excellent: 'Excellent',
  good: 'Good',
  warning: 'Warning',
};

/**
 * Where a batch stands, as its status badge shows it. An open batch Needs Attention when its latest
 * week is more than 3 % below the standard's target, or when a week's deaths exceed that week's
 * expected mortality by more than the Settings threshold (the mortality alert's rule); otherwise
 * it is On Track. A batch that has ended shows its state: sold out, settled, or cancelled (its
 * chick issue was cancelled).
 */
export const batchHealths = [
  'on-track',
  'needs-attention',
  'sold-out',
  'settled',
  'cancelled',
] as const;
export type BatchHealth = (typeof batchHealths)[number];

/** The words of each (the specification's "On Track" and "Needs Attention", then the states). */
export const batchHealthText: Record<BatchHealth, string> = {
  'on-track': 'On Track',
  'needs-attention': 'Needs Attention',
  'sold-out': 'Sold Out',
  settled: 'Settled',
  cancelled: 'Cancelled',
};

export const growthUpdateSchema = z.object({
  code: z.string(),
  date: z.string(),
  status: z.enum(documentStatuses),
  batchCode: z.string(),
  farmCode: z.string(),
  farmName: z.string(),
  farmerCode: z.string(),
  farmerName: z.string(),
  week: z.number().int(),
  /** Age in days on the update's date. */
  age: z.number().int(),
  averageWeightG: z.number().int(),
  mortality: z.number().int(),
  feedMilli: z.number().int(),
  /** The growth standard's target for the week, or null when the week has no standard. */
  targetWeightG: z.number().int().nullable(),
  /** (actual − target) ÷ target × 100, to two decimals; null without a standard. */
  deviationPct: z.number().nullable(),
  performance: z.enum(performances).nullable(),
});
export type GrowthUpdate = z.infer<typeof growthUpdateSchema>;

/** One update with who made (and cancelled) it; it posts no stock or money. */
export const growthUpdateDetailSchema = growthUpdateSchema.extend({
  ...documentTrailSchema.shape,
  postings: postingsSchema,
});
export type GrowthUpdateDetail = z.infer<typeof growthUpdateDetailSchema>;

export const growthUpdateSorts = ['code', 'date', 'batch', 'week'] as const;
export const growthUpdateFilters = ['batch'] as const;
export const growthUpdateListQuery = documentListQuery(growthUpdateSorts, growthUpdateFilters, {
  performance: z
    .enum(performances, { error: `Performance is one of: ${performances.join(', ')}.` })
    .optional(),
});
export type GrowthUpdateListQuery = z.infer<typeof growthUpdateListQuery>;

/**
 * A batch's figures as of today, or as of the day it ended (its last sale, its last deaths, or its
 * closing by hand): computed once, on the server, from its placement, its growth updates, its
 * sales and its feed issued — the batches API, the Growth Report, the dashboard and the
 * settlement all read them. Ratios are rounded for showing: percentages and FCR to 2 and 3
 * decimals, EPEF and daily gain as stated.
 */
export const batchFiguresSchema = z.object({
  /** Days since placement (placement day = 0), up to today or the day the batch ended. */
  age: z.number().int(),
  /** 45 − age while open, never below 0; 0 once the batch has ended. */
  daysRemaining: z.number().int(),
  /** The day the batch ended (sold out, closed by hand); null while it is open. */
  endedOn: z.string().nullable(),
  birds: batchBirdsSchema,
  /** Cumulative deaths ÷ placed × 100 (2 decimals). */
  mortalityPct: z.number(),
  /** The growth standard's expected mortality summed to the latest week (%), null without one. */
  expectedMortalityPct: z.number().nullable(),
  /** Cumulative mortality is above `expectedMortalityPct`. */
  mortalityAboveStandard: z.boolean(),
  /** 100 − mortality %. */
  liveabilityPct: z.number(),
  /** The latest update's week, weight and age; null before the first update. */
  latestWeek: z.number().int().nullable(),
  latestWeightG: z.number().int().nullable(),
  /** The latest update's deviation from its week's target (%), null without update or standard. */
  deviationPct: z.number().nullable(),
  /** Feed consumed by the updates so far (kg thousandths). */
  feedMilli: z.number().int(),
  /** Feed issued to the batch (kg thousandths), of which `feedMilli` has been consumed. */
  feedIssuedMilli: z.number().int(),
  /**
   * Live weight produced (kg thousandths), the FCR's divisor: while open, sold by the latest
   * update's day + birds alive that day × its weight; once ended, the live weight sold.
   */
  liveWeightMilli: z.number().int(),
  /**
   * kg of feed ÷ kg of live weight, 3 decimals: feed eaten so far (the updates) while open; once
   * ended, feed issued ÷ live weight sold, as the settlement takes it.
   */
  fcr: z.number().nullable(),
  /** FCR + (2.0 − average kg) ÷ 4, 3 decimals (the latest week's weight, or the birds sold's). */
  correctedFcr: z.number().nullable(),
  /** Average weight ÷ age (the latest update's while open, the birds sold's once ended), g a day. */
  dailyGainG: z.number().nullable(),
  /** Liveability % × average kg × 100 ÷ (age × FCR), whole. */
  epef: z.number().int().nullable(),
  health: z.enum(batchHealths),
});
export type BatchFigures = z.infer<typeof batchFiguresSchema>;

/** One week of the Growth Report: the update against the standard, with running totals. */
export const growthWeekSchema = z.object({
  /** The growth update's code (GU001). */
  code: z.string(),
  week: z.number().int(),
  date: z.string(),
  age: z.number().int(),
  averageWeightG: z.number().int(),
  targetWeightG: z.number().int().nullable(),
  minWeightG: z.number().int().nullable(),
  maxWeightG: z.number().int().nullable(),
  deviationPct: z.number().nullable(),
  performance: z.enum(performances).nullable(),
  mortality: z.number().int(),
  /** The week's deaths ÷ placed × 100 (2 decimals). */
  mortalityPct: z.number(),
  expectedMortalityPct: z.number().nullable(),
  /** The week's deaths are above its expected mortality (false for a week without a standard). */
  mortalityAboveStandard: z.boolean(),
  cumulativeMortality: z.number().int(),
  cumulativeMortalityPct: z.number(),
  /** Cumulative mortality above the expected mortality summed to this week (which has a standard). */
  cumulativeMortalityAboveStandard: z.boolean(),
  feedMilli: z.number().int(),
  cumulativeFeedMilli: z.number().int(),
  /** Cumulative feed ÷ live weight on that day (sold so far + alive × that week's weight). */
  fcr: z.number().nullable(),
});
export type GrowthWeek = z.infer<typeof growthWeekSchema>;

/** The growth standard of a week, for the chart's target line and min–max band. */
export const growthStandardPointSchema = z.object({
  week: z.number().int(),
  targetWeightG: z.number().int(),
  minWeightG: z.number().int(),
  maxWeightG: z.number().int(),
});
export type GrowthStandardPoint = z.infer<typeof growthStandardPointSchema>;

export const growthReportQuery = z
  .object({
    batch: codeOf('a batch'),
    from: documentDate.optional(),
    to: documentDate.optional(),
  })
  .strict()
  .superRefine((query, context) => {
    if (query.from && query.to && query.from > query.to) {
      context.addIssue({
        code: 'custom',
        message: 'The start date is after the end date.',
        path: ['to'],
      });
    }
  });
export type GrowthReportQuery = z.infer<typeof growthReportQuery>;

/** The Growth Report of a batch: the batch, its figures today, its weeks in the period, the standard. */
export const growthReportSchema = z.object({
  batch: batchSummarySchema,
  figures: batchFiguresSchema,
  weeks: z.array(growthWeekSchema),
  standards: z.array(growthStandardPointSchema),
});
export type GrowthReport = z.infer<typeof growthReportSchema>;

export const alertTypes = ['mortality', 'stock', 'payment'] as const;
export type AlertType = (typeof alertTypes)[number];
export const alertSeverities = ['high', 'medium', 'low'] as const;
export type AlertSeverity = (typeof alertSeverities)[number];

/** The specification's words for each severity. */
export const severityText: Record<AlertSeverity, string> = {
  high: 'Requires immediate attention',
  medium: 'Review soon',
  low: 'Low priority',
};

/**
 * What an alert is about, so the screen can link to where it is fixed: a batch (its growth
 * report), an item (the inventory report), a pending voucher or collection (its sheet).
 */
export const alertSubjectSchema = z.object({
  kind: z.enum(['batch', 'item', 'payment', 'collection']),
  code: z.string(),
});
export type AlertSubject = z.infer<typeof alertSubjectSchema>;

export const alertSchema = z.object({
  /** Stable across requests ("mortality:B002:3"), so a list keeps its keys and a mail goes once. */
  id: z.string(),
  type: z.enum(alertTypes),
  severity: z.enum(alertSeverities),
  message: z.string(),
  /** The day it arose (the update, the document), or today for stock. */
  date: z.string(),
  subject: alertSubjectSchema,
});
export type Alert = z.infer<typeof alertSchema>;

/** A batch on the dashboard's Recent Batches list. */
export const recentBatchSchema = z.object({
  code: z.string(),
  farmCode: z.string(),
  farmName: z.string(),
  farmerName: z.string(),
  placementDate: z.string(),
  status: z.enum(batchStatuses),
  age: z.number().int(),
  daysRemaining: z.number().int(),
  endedOn: z.string().nullable(),
  health: z.enum(batchHealths),
  deviationPct: z.number().nullable(),
});
export type RecentBatch = z.infer<typeof recentBatchSchema>;

/** The dashboard: four figures, the latest batches and the alerts, computed from the data. */
export const dashboardSchema = z.object({
  /** Open batches (birds alive). */
  activeBatches: z.number().int(),
  /** Stock in the godowns today at its valuation (the Inventory Report's total). */
  totalInventoryPaise: z.number().int(),
  /** Batches sold out and not yet settled. */
  pendingSettlements: z.number().int(),
  /** Farmers with an open batch. */
  activeFarmers: z.number().int(),
  recentBatches: z.array(recentBatchSchema),
  /** High first, then medium, then low; newest first within a severity. */
  alerts: z.array(alertSchema),
});
export type Dashboard = z.infer<typeof dashboardSchema>;
