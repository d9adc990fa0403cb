import {
  BATCH_CYCLE_DAYS,
  type BatchFigures,
  type BatchHealth,
  DEVIATION_WARNING_PCT,
  daysBetween,
  type GrowthWeek,
  type Performance,
} from '@pfm/shared';
import { type AnyColumn, sql } from 'drizzle-orm';

/**
 * The formulas of a batch's growth and performance (domain.md "Growth and performance"), in one
 * place: the growth updates list, the Growth Report, the dashboard and the alerts all call these.
 * They are ratios of grams, kilograms and birds — never money — so they are worked in floating
 * point and rounded once, for showing, half away from zero.
 */

/** A standing growth update of a batch, as the formulas need it. */
export interface UpdateFacts {
  code: string;
  date: string;
  week: number;
  averageWeightG: number;
  mortality: number;
  /** Feed eaten since the previous update, kg thousandths. */
  feedMilli: number;
}

/** The growth standard of a week. */
export interface StandardFacts {
  week: number;
  targetWeightG: number;
  minWeightG: number;
  maxWeightG: number;
  expectedMortalityPct: number;
}

/** A standing sale of the batch: when, how many birds and their live weight (kg thousandths). */
export interface SaleFacts {
  date: string;
  birds: number;
  weightMilli: number;
}

export interface BatchFacts {
  placementDate: string;
  placed: number;
  status: 'open' | 'sold-out' | 'settled' | 'void';
  updates: readonly UpdateFacts[];
  sales: readonly SaleFacts[];
  standards: readonly StandardFacts[];
  /** Feed issued to the batch (kg items of the feed category), kg thousandths. */
  feedIssuedMilli: number;
}

/** Rounds half away from zero to `places` decimals. */
export function round(value: number, places: number): number {
  const factor = 10 ** places;
  // The small nudge keeps 2.675 (stored as 2.67499…) rounding the way it is written.
  return (Math.sign(value) * Math.round(Math.abs(value) * factor + 1e-9)) / factor;
}

/** (actual − target) ÷ target × 100, to two decimals. */
export const deviationPct = (actualG: number, targetG: number) =>
  round(((actualG - targetG) / targetG) * 100, 2);

/**
 * Excellent at or above the target, good down to 3 % below it, warning further below. Judged in
 * whole grams (100 × (actual − target) ≥ −3 × target), so a rounded deviation never tips it.
 */
export function performanceOf(actualG: number, targetG: number): Performance {
  if (actualG >= targetG) return 'excellent';
  return 100 * (actualG - targetG) >= DEVIATION_WARNING_PCT * targetG ? 'good' : 'warning';
}

/** `performanceOf` in SQL, for filtering a list by performance (null without a standard). */
export const performanceSql = (actualG: AnyColumn, targetG: AnyColumn) =>
  sql<Performance | null>`case when ${targetG} is null then null when ${actualG} >= ${targetG} then 'excellent' when 100 * (${actualG} - ${targetG}) >= ${DEVIATION_WARNING_PCT} * ${targetG} then 'good' else 'warning' end`;

/** Needs Attention when the latest week is a warning (more than 3 % below its target). */
export const healthOf = (latest: Performance | null): BatchHealth =>
  latest === 'warning' ? 'needs-attention' : 'on-track';

/** FCR: kilograms of feed ÷ kilograms of live weight; null without live weight. */
export const fcrOf = (feedMilli: number, liveWeightMilli: number) =>
  liveWeightMilli > 0 ? feedMilli / liveWeightMilli : null;

/** Corrected to a 2.0 kg bird: FCR + (2.0 − average kg) ÷ 4. */
export const correctedFcrOf = (fcr: number, averageWeightG: number) =>
  fcr + (2 - averageWeightG / 1000) / 4;

/** EPEF = liveability % × average kg × 100 ÷ (age × FCR); null at age 0 or without FCR. */
export function epefOf(liveabilityPct: number, averageWeightG: number, age: number, fcr: number) {
  if (age <= 0 || fcr <= 0) return null;
  return (liveabilityPct * (averageWeightG / 1000) * 100) / (age * fcr);
}

const byWeek = <T extends { week: number }>(rows: readonly T[]) =>
  [...rows].sort((a, b) => a.week - b.week);

/** Each standing update in week order with its report row and its unrounded FCR. */
function walk(batch: BatchFacts) {
  const standards = new Map(batch.standards.map((standard) => [standard.week, standard]));
  let dead = 0;
  let feed = 0;
  return byWeek(batch.updates).map((update) => {
    dead += update.mortality;
    feed += update.feedMilli;
    const sold = batch.sales.filter((sale) => sale.date <= update.date);
    const soldBirds = sold.reduce((sum, sale) => sum + sale.birds, 0);
    const soldWeight = sold.reduce((sum, sale) => sum + sale.weightMilli, 0);
    const alive = Math.max(0, batch.placed - dead - soldBirds);
    const fcr = fcrOf(feed, soldWeight + alive * update.averageWeightG);
    const standard = standards.get(update.week);
    const row: GrowthWeek = {
      code: update.code,
      week: update.week,
      date: update.date,
      age: Math.max(0, daysBetween(batch.placementDate, update.date)),
      averageWeightG: update.averageWeightG,
      targetWeightG: standard?.targetWeightG ?? null,
      minWeightG: standard?.minWeightG ?? null,
      maxWeightG: standard?.maxWeightG ?? null,
      deviationPct: standard ? deviationPct(update.averageWeightG, standard.targetWeightG) : null,
      performance: standard ? performanceOf(update.averageWeightG, standard.targetWeightG) : null,
      mortality: update.mortality,
      mortalityPct: round((update.mortality / batch.placed) * 100, 2),
      expectedMortalityPct: standard?.expectedMortalityPct ?? null,
      cumulativeMortality: dead,
      cumulativeMortalityPct: round((dead / batch.placed) * 100, 2),
      feedMilli: update.feedMilli,
      cumulativeFeedMilli: feed,
      fcr: fcr === null ? null : round(fcr, 3),
    };
    return { row, fcr };
  });
}

/**
 * The batch week by week: each standing update against its week's standard, with the running
 * deaths and feed, and the FCR on the update's day — cumulative feed ÷ (live weight sold up to
 * that day + birds alive that day × that week's average weight).
 */
export const weeksOf = (batch: BatchFacts): GrowthWeek[] => walk(batch).map((week) => week.row);

/**
 * A batch's figures on `today`: age (frozen on the day of its last sale once it is sold out),
 * birds, mortality and liveability, and — from its latest update — weight, deviation, FCR,
 * corrected FCR, daily gain and EPEF, and whether it is On Track. Corrected FCR and EPEF are
 * worked from the unrounded FCR and rounded once.
 */
export function batchFigures(batch: BatchFacts, today: string): BatchFigures {
  const lastSale = batch.sales.reduce<string | null>(
    (last, sale) => (last === null || sale.date > last ? sale.date : last),
    null,
  );
  const endDay = batch.status === 'open' || lastSale === null ? today : lastSale;
  const age = Math.max(0, daysBetween(batch.placementDate, endDay));
  const dead = batch.updates.reduce((sum, update) => sum + update.mortality, 0);
  const sold = batch.sales.reduce((sum, sale) => sum + sale.birds, 0);
  const mortality = (dead / batch.placed) * 100;
  const latest = walk(batch).at(-1);
  const week = latest?.row;
  const fcr = latest?.fcr ?? null;
  const liveability = week ? 100 - (week.cumulativeMortality / batch.placed) * 100 : null;
  const epef =
    week && fcr !== null && liveability !== null
      ? epefOf(liveability, week.averageWeightG, week.age, fcr)
      : null;
  return {
    age,
    daysRemaining: Math.max(0, BATCH_CYCLE_DAYS - age),
    birds: { placed: batch.placed, dead, sold, alive: batch.placed - dead - sold },
    mortalityPct: round(mortality, 2),
    liveabilityPct: round(100 - mortality, 2),
    latestWeek: week?.week ?? null,
    latestWeightG: week?.averageWeightG ?? null,
    deviationPct: week?.deviationPct ?? null,
    feedMilli: batch.updates.reduce((sum, update) => sum + update.feedMilli, 0),
    feedIssuedMilli: batch.feedIssuedMilli,
    fcr: week?.fcr ?? null,
    correctedFcr: week && fcr !== null ? round(correctedFcrOf(fcr, week.averageWeightG), 3) : null,
    dailyGainG: week && week.age > 0 ? round(week.averageWeightG / week.age, 1) : null,
    epef: epef === null ? null : Math.round(epef),
    health: healthOf(week?.performance ?? null),
  };
}
