import {
  BATCH_CYCLE_DAYS,
  type BatchFigures,
  type BatchHealth,
  type BatchStatus,
  DEVIATION_WARNING_PCT,
  daysBetween,
  type GrowthWeek,
  type Performance,
} from '@pfm/shared';
import { type AnyColumn, sql } from 'drizzle-orm';

/**
 * The formulas of a batch's growth and performance (domain.md "Growth and performance"), in one
 * place: the batches API, the growth updates list, the Growth Report, the dashboard, the alerts
 * and the settlement all call these.
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
  status: BatchStatus;
  /** The day it was closed by hand (its last birds missing), if it was. */
  closedOn: string | null;
  updates: readonly UpdateFacts[];
  sales: readonly SaleFacts[];
  standards: readonly StandardFacts[];
  /** Feed issued to the batch (kg items of the feed category), kg thousandths. */
  feedIssuedMilli: number;
  /** Settings: a week's deaths above its expected mortality by more than this (points) alarm. */
  mortalityThresholdPct: number;
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

/**
 * Deaths above `expectedPct` plus `marginPct` of the birds placed, compared in whole tenths of a per
 * cent (deaths × 1000 against placed × (expected + margin) × 10), never through a rounded share.
 */
export const mortalityAbove = (
  deaths: number,
  placed: number,
  expectedPct: number,
  marginPct = 0,
) => deaths * 1000 > placed * Math.round((expectedPct + marginPct) * 10);

/**
 * The mortality alarm of a week (domain.md "Alerts"): its deaths exceed the week's expected
 * mortality by more than the Settings threshold; a week without a standard is held against 0 %.
 * The dashboard's mortality alert and a batch's Needs Attention both ask this.
 */
export const mortalityAlarm = (
  placed: number,
  update: Pick<UpdateFacts, 'mortality'>,
  standard: Pick<StandardFacts, 'expectedMortalityPct'> | undefined,
  thresholdPct: number,
) => mortalityAbove(update.mortality, placed, standard?.expectedMortalityPct ?? 0, thresholdPct);

/**
 * Where a batch stands (shared `batchHealths`): an open batch Needs Attention when its latest week
 * is a warning (more than 3 % below its target) or a week raised the mortality alarm, else it is
 * On Track; an ended batch shows its state.
 */
export function healthOf(
  status: BatchStatus,
  latest: Performance | null,
  mortalityAlarmed: boolean,
): BatchHealth {
  switch (status) {
    case 'open':
      return latest === 'warning' || mortalityAlarmed ? 'needs-attention' : 'on-track';
    case 'sold-out':
      return 'sold-out';
    case 'settled':
      return 'settled';
    case 'void':
      return 'cancelled';
  }
}

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

/** What an ended flock is judged on: its birds, the live weight sold, the feed issued, its age. */
export interface EndedFlock {
  placed: number;
  dead: number;
  sold: number;
  /** Live weight sold, kg thousandths. */
  liveWeightMilli: number;
  /** Feed issued, kg thousandths. */
  feedMilli: number;
  age: number;
}

/**
 * The performance of a flock that has ended (and of a settlement): average weight of the birds
 * sold, FCR = feed issued ÷ live weight sold, corrected FCR, and EPEF on the dead (birds missing
 * are a shortage, not deaths) — rounded once, for showing. Ended batches' figures and the
 * settlement both take them from here, so they cannot disagree.
 */
export function endedPerformance(flock: EndedFlock) {
  const averageWeightG = flock.sold > 0 ? flock.liveWeightMilli / flock.sold : null;
  const mortalityPct = flock.placed > 0 ? (flock.dead / flock.placed) * 100 : 0;
  const fcr = fcrOf(flock.feedMilli, flock.liveWeightMilli);
  const epef =
    fcr !== null && averageWeightG !== null
      ? epefOf(100 - mortalityPct, averageWeightG, flock.age, fcr)
      : null;
  return {
    averageWeightG,
    mortalityPct,
    fcr: fcr === null ? null : round(fcr, 3),
    correctedFcr:
      fcr === null || averageWeightG === null
        ? null
        : round(correctedFcrOf(fcr, averageWeightG), 3),
    epef: epef === null ? null : Math.round(epef),
  };
}

const byWeek = <T extends { week: number }>(rows: readonly T[]) =>
  [...rows].sort((a, b) => a.week - b.week);

const sum = <T>(rows: readonly T[], of: (row: T) => number) =>
  rows.reduce((total, row) => total + of(row), 0);

/**
 * Each standing update in week order with its report row, its unrounded FCR, the live weight that
 * FCR divides, the standard's expected mortality summed to its week (%, null when the week has no
 * standard), and whether its deaths raised the mortality alarm.
 */
function walk(batch: BatchFacts) {
  const standards = new Map(batch.standards.map((standard) => [standard.week, standard]));
  const expectedTenths = (week: number) =>
    sum(
      batch.standards.filter((standard) => standard.week <= week),
      (standard) => Math.round(standard.expectedMortalityPct * 10),
    );
  let dead = 0;
  let feed = 0;
  return byWeek(batch.updates).map((update) => {
    dead += update.mortality;
    feed += update.feedMilli;
    const sold = batch.sales.filter((sale) => sale.date <= update.date);
    const soldBirds = sum(sold, (sale) => sale.birds);
    const alive = Math.max(0, batch.placed - dead - soldBirds);
    const liveWeightMilli = sum(sold, (sale) => sale.weightMilli) + alive * update.averageWeightG;
    const fcr = fcrOf(feed, liveWeightMilli);
    const standard = standards.get(update.week);
    const cumulativeExpected = standard ? expectedTenths(update.week) / 10 : null;
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
      mortalityAboveStandard: standard
        ? mortalityAbove(update.mortality, batch.placed, standard.expectedMortalityPct)
        : false,
      cumulativeMortality: dead,
      cumulativeMortalityPct: round((dead / batch.placed) * 100, 2),
      cumulativeMortalityAboveStandard:
        cumulativeExpected !== null && mortalityAbove(dead, batch.placed, cumulativeExpected),
      feedMilli: update.feedMilli,
      cumulativeFeedMilli: feed,
      fcr: fcr === null ? null : round(fcr, 3),
    };
    const alarmed = mortalityAlarm(batch.placed, update, standard, batch.mortalityThresholdPct);
    return { row, fcr, liveWeightMilli, cumulativeExpected, alarmed };
  });
}

/**
 * The batch week by week: each standing update against its week's standard, with the running
 * deaths and feed, and the FCR on the update's day — cumulative feed ÷ (live weight sold up to
 * that day + birds alive that day × that week's average weight).
 */
export const weeksOf = (batch: BatchFacts): GrowthWeek[] => walk(batch).map((week) => week.row);

/**
 * The day a batch ended — its last sale, its last deaths or its closing by hand, whichever came
 * last (its placement if none) — or null while it is open.
 */
function endedOn(batch: BatchFacts): string | null {
  if (batch.status === 'open') return null;
  // ISO days sort as they fall.
  const days = [
    ...batch.sales.map((sale) => sale.date),
    ...batch.updates.map((update) => update.date),
    ...(batch.closedOn ? [batch.closedOn] : []),
  ].sort();
  return days.at(-1) ?? batch.placementDate;
}

/**
 * A batch's figures on `today` — the one place they are worked out. Its age runs to today while it
 * is open and stops on the day it ended; its days remaining are 45 − age while open, none after.
 * Birds: alive = placed − dead − sold while open; once ended none are alive, and those not dead
 * or sold are missing (closed by hand). Mortality and, from its latest update, weight and
 * deviation; FCR, corrected FCR, daily gain and EPEF of the latest update while open (feed eaten ÷
 * live weight that day), of the birds sold once ended (`endedPerformance`, as the settlement).
 * Where it stands: `healthOf`.
 */
export function batchFigures(batch: BatchFacts, today: string): BatchFigures {
  const weeks = walk(batch);
  const latest = weeks.at(-1);
  const week = latest?.row;
  const ended = endedOn(batch);
  const age = Math.max(0, daysBetween(batch.placementDate, ended ?? today));
  const dead = sum(batch.updates, (update) => update.mortality);
  const sold = sum(batch.sales, (sale) => sale.birds);
  const left = batch.placed - dead - sold;
  const mortality = (dead / batch.placed) * 100;
  const health = healthOf(
    batch.status,
    week?.performance ?? null,
    weeks.some((each) => each.alarmed),
  );
  const common = {
    age,
    endedOn: ended,
    birds: {
      placed: batch.placed,
      dead,
      sold,
      missing: batch.closedOn !== null && ended !== null ? Math.max(0, left) : 0,
      alive: batch.status === 'open' ? left : 0,
    },
    mortalityPct: round(mortality, 2),
    expectedMortalityPct: latest?.cumulativeExpected ?? null,
    mortalityAboveStandard: week?.cumulativeMortalityAboveStandard ?? false,
    liveabilityPct: round(100 - mortality, 2),
    latestWeek: week?.week ?? null,
    latestWeightG: week?.averageWeightG ?? null,
    deviationPct: week?.deviationPct ?? null,
    feedMilli: sum(batch.updates, (update) => update.feedMilli),
    feedIssuedMilli: batch.feedIssuedMilli,
    health,
  };
  if (ended !== null) {
    const liveWeightMilli = sum(batch.sales, (sale) => sale.weightMilli);
    const performance = endedPerformance({
      placed: batch.placed,
      dead,
      sold,
      liveWeightMilli,
      feedMilli: batch.feedIssuedMilli,
      age,
    });
    return {
      ...common,
      daysRemaining: 0,
      liveWeightMilli,
      fcr: performance.fcr,
      correctedFcr: performance.correctedFcr,
      dailyGainG:
        performance.averageWeightG !== null && age > 0
          ? round(performance.averageWeightG / age, 1)
          : null,
      epef: performance.epef,
    };
  }
  const fcr = latest?.fcr ?? null;
  const epef =
    week && fcr !== null
      ? epefOf(
          100 - (week.cumulativeMortality / batch.placed) * 100,
          week.averageWeightG,
          week.age,
          fcr,
        )
      : null;
  return {
    ...common,
    daysRemaining: Math.max(0, BATCH_CYCLE_DAYS - age),
    liveWeightMilli: latest?.liveWeightMilli ?? 0,
    fcr: week?.fcr ?? null,
    correctedFcr: week && fcr !== null ? round(correctedFcrOf(fcr, week.averageWeightG), 3) : null,
    dailyGainG: week && week.age > 0 ? round(week.averageWeightG / week.age, 1) : null,
    epef: epef === null ? null : Math.round(epef),
  };
}
