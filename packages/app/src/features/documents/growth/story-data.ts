import type { GrowthUpdate, GrowthUpdateDetail } from '@pfm/shared';
import type { BatchFacts, FeedFacts } from '../../../lib/documents/batch-lookup.tsx';

const greenValley = {
  batchCode: 'B001',
  farmCode: 'FM001',
  farmName: 'Green Valley Farm',
  farmerCode: 'F001',
  farmerName: 'Ramesh Sahoo',
} as const;

const hillside = {
  batchCode: 'B003',
  farmCode: 'FM003',
  farmName: 'Hillside Farm',
  farmerCode: 'F003',
  farmerName: 'Bikash Nayak',
} as const;

const sunrise = {
  batchCode: 'B004',
  farmCode: 'FM002',
  farmName: 'Sunrise Poultry',
  farmerCode: 'F002',
  farmerName: 'Sunita Das',
} as const;

/**
 * Four weeks of weighings to mid-March against the growth standard (targets 150, 400, 750, 1,200
 * and 1,800 g for weeks 1–5): Green Valley Farm's B001 (placed 20/01, since sold out) with one
 * update cancelled for a mistyped weight, Hillside Farm's B003 (placed 29/01) past the standard's
 * last week, and Sunrise Poultry's B004 (placed 24/02) falling behind in its second week.
 */
export const growthUpdates: GrowthUpdate[] = [
  {
    code: 'GU011',
    date: '2026-03-12',
    status: 'posted',
    ...hillside,
    week: 6,
    age: 42,
    averageWeightG: 2_084,
    mortality: 25,
    feedMilli: 6_912_750,
    targetWeightG: null,
    deviationPct: null,
    performance: null,
  },
  {
    code: 'GU010',
    date: '2026-03-10',
    status: 'posted',
    ...sunrise,
    week: 2,
    age: 14,
    averageWeightG: 385,
    mortality: 18,
    feedMilli: 1_472_500,
    targetWeightG: 400,
    deviationPct: -3.75,
    performance: 'warning',
  },
  {
    code: 'GU009',
    date: '2026-03-05',
    status: 'posted',
    ...hillside,
    week: 5,
    age: 35,
    averageWeightG: 1_742,
    mortality: 30,
    feedMilli: 6_180_250,
    targetWeightG: 1_800,
    deviationPct: -3.22,
    performance: 'warning',
  },
  {
    code: 'GU008',
    date: '2026-03-03',
    status: 'posted',
    ...sunrise,
    week: 1,
    age: 7,
    averageWeightG: 162,
    mortality: 42,
    feedMilli: 705_000,
    targetWeightG: 150,
    deviationPct: 8,
    performance: 'excellent',
  },
  {
    code: 'GU007',
    date: '2026-02-26',
    status: 'posted',
    ...hillside,
    week: 4,
    age: 28,
    averageWeightG: 1_236,
    mortality: 28,
    feedMilli: 5_240_500,
    targetWeightG: 1_200,
    deviationPct: 3,
    performance: 'excellent',
  },
  {
    code: 'GU006',
    date: '2026-02-24',
    status: 'posted',
    ...greenValley,
    week: 5,
    age: 35,
    averageWeightG: 1_776,
    mortality: 22,
    feedMilli: 4_980_000,
    targetWeightG: 1_800,
    deviationPct: -1.33,
    performance: 'good',
  },
  {
    code: 'GU005',
    date: '2026-02-24',
    status: 'cancelled',
    ...greenValley,
    week: 5,
    age: 35,
    averageWeightG: 1_176,
    mortality: 22,
    feedMilli: 4_980_000,
    targetWeightG: 1_800,
    deviationPct: -34.67,
    performance: 'warning',
  },
  {
    code: 'GU004',
    date: '2026-02-19',
    status: 'posted',
    ...hillside,
    week: 3,
    age: 21,
    averageWeightG: 748,
    mortality: 35,
    feedMilli: 3_410_000,
    targetWeightG: 750,
    deviationPct: -0.27,
    performance: 'good',
  },
  {
    code: 'GU003',
    date: '2026-02-17',
    status: 'posted',
    ...greenValley,
    week: 4,
    age: 28,
    averageWeightG: 1_188,
    mortality: 26,
    feedMilli: 4_125_750,
    targetWeightG: 1_200,
    deviationPct: -1,
    performance: 'good',
  },
];

/** What GET /api/batches/:code answers of the open batches: placed when, and their birds today. */
export const growthBatches: Record<string, BatchFacts> = {
  // 6,800 placed; 150 died; SL004 and SL005 lifted 2,000.
  B003: {
    placementDate: '2026-01-29',
    birds: { placed: 6_800, dead: 150, sold: 2_000, missing: 0, alive: 4_650 },
  },
  // 5,000 placed; GU008 and GU010 counted 60 dead.
  B004: {
    placementDate: '2026-02-24',
    birds: { placed: 5_000, dead: 60, sold: 0, missing: 0, alive: 4_940 },
  },
};

/**
 * The feed of the open batches (their Growth Report's figures): issued to them and consumed by the
 * standing updates above (B003 30,849.25 kg in six weeks, B004 2,177.5 kg in two).
 */
export const growthFeed: Record<string, FeedFacts> = {
  B003: { issuedMilli: 36_000_000, consumedMilli: 30_849_250 },
  B004: { issuedMilli: 5_000_000, consumedMilli: 2_177_500 },
};

const gu005 = growthUpdates.find((update) => update.code === 'GU005') as GrowthUpdate;

/** GU005, cancelled the same day: a weight typed with a digit wrong, recorded again as GU006. */
export const cancelledDetail: GrowthUpdateDetail = {
  ...gu005,
  // Local times (no zone), so the pictures do not depend on the machine's time zone.
  createdAt: '2026-02-24T09:10:00',
  createdBy: 'sunita.mohanty',
  cancelledAt: '2026-02-24T11:45:00',
  cancelledOn: '2026-02-24',
  cancelledBy: 'admin',
  cancelReason: 'Average weight typed as 1,176 g; the flock weighed 1,776 g (recorded as GU006).',
  postings: { stock: [], ledger: [] },
};
