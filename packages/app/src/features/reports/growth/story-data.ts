// Fixed Growth Report answers for the stories, shaped as the server answers them. Deviations,
// percentages, running totals, FCR, EPEF and the batch's health are computed here from the weekly
// updates the way the domain defines them, so every figure adds up; only the weights, deaths and
// feed of each week (and, for a batch that has ended, its sales and feed issued) are written out.
import {
  addDays,
  BATCH_CYCLE_DAYS,
  type BatchFigures,
  type BatchSummary,
  DEVIATION_WARNING_PCT,
  daysBetween,
  type GrowthReport,
  type GrowthStandardPoint,
  type GrowthWeek,
  type Performance,
  toMilli,
} from '@pfm/shared';
import type { ComboboxOption } from '@pfm/ui';
import type { PickOption } from '../../../lib/documents/document-config.ts';
import { toBatchOption } from './api.ts';
import type { GrowthParams } from './growth-params.ts';

/** The day every story is set on (the clock is pinned to it). */
export const STORY_TODAY = '2026-03-14';

/** Nothing chosen: no batch, the whole life of the batch. */
export const noParams: GrowthParams = { batch: '', from: '', to: '' };

/** The sample growth standard: weeks 1–5 (targets 150, 400, 750, 1,200, 1,800 g). */
const standardWeeks = [
  { week: 1, targetWeightG: 150, minWeightG: 140, maxWeightG: 165, expectedMortalityPct: 2 },
  { week: 2, targetWeightG: 400, minWeightG: 370, maxWeightG: 430, expectedMortalityPct: 1.5 },
  { week: 3, targetWeightG: 750, minWeightG: 700, maxWeightG: 800, expectedMortalityPct: 1 },
  { week: 4, targetWeightG: 1200, minWeightG: 1120, maxWeightG: 1280, expectedMortalityPct: 0.8 },
  { week: 5, targetWeightG: 1800, minWeightG: 1700, maxWeightG: 1900, expectedMortalityPct: 0.5 },
] as const;

export const storyStandards: GrowthStandardPoint[] = standardWeeks.map(
  ({ expectedMortalityPct: _, ...point }) => point,
);

const round = (value: number, digits: number) => {
  const factor = 10 ** digits;
  return Math.round(value * factor) / factor;
};

const summary = (
  code: string,
  farm: [code: string, name: string],
  farmer: [code: string, name: string],
  placementDate: string,
  ended?: { status: BatchSummary['status']; on: string },
): BatchSummary => {
  const age = daysBetween(placementDate, ended?.on ?? STORY_TODAY);
  return {
    code,
    farmCode: farm[0],
    farmName: farm[1],
    farmerCode: farmer[0],
    farmerName: farmer[1],
    placementDate,
    placed: 4800,
    age,
    daysRemaining: ended ? 0 : Math.max(0, BATCH_CYCLE_DAYS - age),
    status: ended?.status ?? 'open',
  };
};

/** B001 ended on its 42nd day: sold, its last birds missing, closed by hand and settled. */
const B001_ENDED = '2026-01-01';

/** Every batch, newest first, as `GET /api/batches` answers. */
export const storyBatches: BatchSummary[] = [
  summary('B004', ['FM003', 'Greenfield Farm'], ['F003', 'Bikash Nayak'], '2026-03-10'),
  summary('B003', ['FM002', 'Riverside Farm'], ['F002', 'Sunita Das'], '2026-02-14'),
  summary('B002', ['FM001', 'Hillside Farm'], ['F001', 'Ramesh Sahoo'], '2026-01-31'),
  summary('B001', ['FM001', 'Hillside Farm'], ['F001', 'Ramesh Sahoo'], '2025-11-20', {
    status: 'settled',
    on: B001_ENDED,
  }),
];

/** The batches as the picker offers them ("B003 · Riverside Farm"). */
export const batchChoices: ComboboxOption[] = storyBatches.map((batch) =>
  toBatchOption({
    value: batch.code,
    label: `${batch.code} · ${batch.farmName}`,
    description: batch.farmerName,
    active: batch.status === 'open',
  } satisfies PickOption),
);

const batchOf = (code: string) => storyBatches.find((batch) => batch.code === code) as BatchSummary;

/** A week as the update records it: weight, deaths and feed eaten since the last update (kg). */
type Update = [weightG: number, mortality: number, feedKg: number];

const performanceOf = (deviationPct: number): Performance =>
  deviationPct >= 0 ? 'excellent' : deviationPct >= DEVIATION_WARNING_PCT ? 'good' : 'warning';

/** A batch that has ended: the birds and live weight it sold, the feed it was issued, when. */
interface Ended {
  on: string;
  soldBirds: number;
  soldKg: number;
  feedIssuedKg: number;
}

/** The Settings threshold the stories' batches are judged with (the default). */
const THRESHOLD_PCT = 5;

/** Deaths above `expectedPct` (+ `marginPct`) of the birds placed, in tenths of a per cent. */
const above = (deaths: number, placed: number, expectedPct: number, marginPct = 0) =>
  deaths * 1000 > placed * Math.round((expectedPct + marginPct) * 10);

/** The report the server would send for a batch and its weekly updates (week 1 on day 7…). */
function reportOf(code: string, updates: readonly Update[], ended?: Ended): GrowthReport {
  const batch = batchOf(code);
  let dead = 0;
  let feedMilli = 0;
  let expectedTenths = 0;
  let alarmed = false;
  const weeks = updates.map(([weightG, mortality, feedKg], index): GrowthWeek => {
    const week = index + 1;
    const standard = standardWeeks.find((point) => point.week === week);
    dead += mortality;
    feedMilli += toMilli(feedKg);
    expectedTenths += Math.round((standard?.expectedMortalityPct ?? 0) * 10);
    alarmed ||= above(mortality, batch.placed, standard?.expectedMortalityPct ?? 0, THRESHOLD_PCT);
    const deviationPct = standard
      ? round(((weightG - standard.targetWeightG) / standard.targetWeightG) * 100, 2)
      : null;
    const aliveKg = ((batch.placed - dead) * weightG) / 1000;
    return {
      code: `GU${String(Number(code.slice(1)) * 10 + week).padStart(3, '0')}`,
      week,
      date: addDays(batch.placementDate, week * 7),
      age: week * 7,
      averageWeightG: weightG,
      targetWeightG: standard?.targetWeightG ?? null,
      minWeightG: standard?.minWeightG ?? null,
      maxWeightG: standard?.maxWeightG ?? null,
      deviationPct,
      performance: deviationPct === null ? null : performanceOf(deviationPct),
      mortality,
      mortalityPct: round((mortality / batch.placed) * 100, 2),
      expectedMortalityPct: standard?.expectedMortalityPct ?? null,
      mortalityAboveStandard: standard
        ? above(mortality, batch.placed, standard.expectedMortalityPct)
        : false,
      cumulativeMortality: dead,
      cumulativeMortalityPct: round((dead / batch.placed) * 100, 2),
      cumulativeMortalityAboveStandard:
        standard !== undefined && above(dead, batch.placed, expectedTenths / 10),
      feedMilli: toMilli(feedKg),
      cumulativeFeedMilli: feedMilli,
      fcr: round(feedMilli / 1000 / aliveKg, 3),
    };
  });
  const latest = weeks.at(-1);
  const mortalityPct = round((dead / batch.placed) * 100, 2);
  const latestStandard = standardWeeks.find((point) => point.week === latest?.week);
  // While open: the latest week's weight and FCR; once ended, the birds sold's and feed issued.
  const averageKg = ended
    ? ended.soldKg / ended.soldBirds
    : latest
      ? latest.averageWeightG / 1000
      : null;
  const exactFcr = ended
    ? ended.feedIssuedKg / ended.soldKg
    : latest
      ? feedMilli / 1000 / (((batch.placed - dead) * latest.averageWeightG) / 1000)
      : null;
  const fcr = exactFcr === null ? null : round(exactFcr, 3);
  const ageOfFcr = ended ? batch.age : (latest?.age ?? 0);
  const figures: BatchFigures = {
    age: batch.age,
    daysRemaining: batch.daysRemaining,
    endedOn: ended?.on ?? null,
    birds: {
      placed: batch.placed,
      dead,
      sold: ended?.soldBirds ?? 0,
      missing: ended ? batch.placed - dead - ended.soldBirds : 0,
      alive: ended ? 0 : batch.placed - dead,
    },
    mortalityPct,
    expectedMortalityPct: latestStandard ? expectedTenths / 10 : null,
    mortalityAboveStandard: latest?.cumulativeMortalityAboveStandard ?? false,
    liveabilityPct: round(100 - mortalityPct, 2),
    latestWeek: latest?.week ?? null,
    latestWeightG: latest?.averageWeightG ?? null,
    deviationPct: latest?.deviationPct ?? null,
    feedMilli,
    feedIssuedMilli: toMilli(ended?.feedIssuedKg ?? 20_000),
    liveWeightMilli: ended
      ? toMilli(ended.soldKg)
      : latest
        ? (batch.placed - dead) * latest.averageWeightG
        : 0,
    fcr,
    correctedFcr:
      exactFcr === null || averageKg === null ? null : round(exactFcr + (2 - averageKg) / 4, 3),
    dailyGainG:
      averageKg === null || ageOfFcr === 0 ? null : round((averageKg * 1000) / ageOfFcr, 1),
    epef:
      exactFcr === null || averageKg === null || ageOfFcr === 0
        ? null
        : Math.round(
            ((100 - (dead / batch.placed) * 100) * averageKg * 100) / (ageOfFcr * exactFcr),
          ),
    health: ended
      ? 'settled'
      : (latest?.deviationPct ?? 0) < DEVIATION_WARNING_PCT || alarmed
        ? 'needs-attention'
        : 'on-track',
  };
  return { batch, figures, weeks, standards: storyStandards };
}

/** Hillside Farm's batch at six weeks: on or above the standard each week; week 6 has none. */
export const fullReport = reportOf('B002', [
  [155, 60, 650],
  [410, 30, 1500],
  [760, 20, 2600],
  [1215, 15, 3700],
  [1830, 10, 4900],
  [2350, 12, 5800],
]);

/** Riverside Farm's batch at four weeks, falling behind: week 4 at 1,150 g against 1,200 g. */
export const belowStandardReport = reportOf('B003', [
  [148, 40, 640],
  [385, 30, 1450],
  [690, 25, 2500],
  [1150, 25, 3550],
]);

/** Greenfield Farm's batch, placed four days ago: no weekly update yet, only the standard. */
export const noUpdatesReport = reportOf('B004', []);

/**
 * Hillside Farm's earlier batch, settled: deaths above the standard in weeks 2 and 3 (8 % in week
 * 3 against 1 % expected), 4,170 birds sold on its 42nd day and its last 30 missing, closed by hand.
 */
export const settledReport = reportOf(
  'B001',
  [
    [150, 96, 640],
    [405, 96, 1450],
    [760, 384, 2550],
    [1210, 12, 3600],
    [1810, 12, 4800],
  ],
  { on: B001_ENDED, soldBirds: 4170, soldKg: 8548.5, feedIssuedKg: 14_500 },
);
