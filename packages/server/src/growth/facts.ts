import { exactInteger } from '@pfm/shared';
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../db/database.ts';
import {
  type batches,
  documents,
  growthStandards,
  growthUpdates,
  issues,
  items,
  sales,
} from '../db/schema.ts';
import { getSettings } from '../settings/service.ts';
import type { BatchFacts, SaleFacts, StandardFacts, UpdateFacts } from './figures.ts';

export type BatchRow = Pick<
  typeof batches.$inferSelect,
  'code' | 'placementDate' | 'placed' | 'status' | 'closedOn'
>;

/** What every batch is judged against: the growth standard and the Settings mortality threshold. */
export interface BatchRules {
  standards: StandardFacts[];
  mortalityThresholdPct: number;
}

/** The growth standard, week by week. */
export async function growthStandardsOf(db: Db): Promise<StandardFacts[]> {
  return db
    .select({
      week: growthStandards.week,
      targetWeightG: growthStandards.targetWeightG,
      minWeightG: growthStandards.minWeightG,
      maxWeightG: growthStandards.maxWeightG,
      expectedMortalityPct: growthStandards.expectedMortalityPct,
    })
    .from(growthStandards)
    .orderBy(asc(growthStandards.week));
}

/** Standing (not cancelled) growth updates of the batches, by batch. */
export async function updatesOf(db: Db, codes: readonly string[]) {
  const rows =
    codes.length === 0
      ? []
      : await db
          .select({
            batchCode: growthUpdates.batchCode,
            code: documents.code,
            date: documents.date,
            week: growthUpdates.week,
            averageWeightG: growthUpdates.averageWeightG,
            mortality: growthUpdates.mortality,
            feedMilli: growthUpdates.feedMilli,
          })
          .from(growthUpdates)
          .innerJoin(documents, eq(documents.id, growthUpdates.documentId))
          .where(and(inArray(growthUpdates.batchCode, [...codes]), eq(documents.status, 'posted')))
          .orderBy(asc(growthUpdates.week));
  return groupBy<UpdateFacts & { batchCode: string }>(rows);
}

/** Standing sales of the batches, by batch. */
async function salesOf(db: Db, codes: readonly string[]) {
  const rows =
    codes.length === 0
      ? []
      : await db
          .select({
            batchCode: sales.batchCode,
            date: documents.date,
            birds: sales.birds,
            weightMilli: sales.weightMilli,
          })
          .from(sales)
          .innerJoin(documents, eq(documents.id, sales.documentId))
          .where(and(inArray(sales.batchCode, [...codes]), eq(documents.status, 'posted')));
  return groupBy<SaleFacts & { batchCode: string }>(rows);
}

/**
 * Feed issued to each batch and still standing, kg thousandths: issues of feed-category items kept
 * in kg (a feed kept in bags cannot be weighed against the kilograms a growth update reports).
 */
export async function feedIssuedTo(db: Db, codes: readonly string[]) {
  const rows =
    codes.length === 0
      ? []
      : await db
          .select({
            batchCode: issues.batchCode,
            quantityMilli: sql<string>`sum(${issues.quantityMilli})`,
          })
          .from(issues)
          .innerJoin(documents, eq(documents.id, issues.documentId))
          .innerJoin(items, eq(items.code, issues.itemCode))
          .where(
            and(
              inArray(issues.batchCode, [...codes]),
              eq(documents.status, 'posted'),
              eq(items.category, 'feed'),
              eq(items.unit, 'kg'),
            ),
          )
          .groupBy(issues.batchCode);
  return new Map(rows.map((row) => [row.batchCode, exactInteger(row.quantityMilli)]));
}

function groupBy<Row extends { batchCode: string }>(rows: readonly Row[]) {
  const grouped = new Map<string, Row[]>();
  for (const row of rows) {
    const list = grouped.get(row.batchCode);
    if (list) list.push(row);
    else grouped.set(row.batchCode, [row]);
  }
  return grouped;
}

/** The growth standard and the Settings mortality threshold. */
export async function batchRulesOf(db: Db): Promise<BatchRules> {
  const [standards, settings] = await Promise.all([growthStandardsOf(db), getSettings(db)]);
  return { standards, mortalityThresholdPct: settings.mortalityThreshold };
}

/**
 * What the growth formulas need of each batch — its updates, sales, feed issued, the growth
 * standard and the mortality threshold — read in a few queries however many batches there are.
 */
export async function batchFactsOf(
  db: Db,
  rows: readonly BatchRow[],
  rules?: BatchRules,
): Promise<Map<string, BatchFacts>> {
  const codes = rows.map((row) => row.code);
  const [updates, sold, feed, { standards, mortalityThresholdPct }] = await Promise.all([
    updatesOf(db, codes),
    salesOf(db, codes),
    feedIssuedTo(db, codes),
    rules ?? batchRulesOf(db),
  ]);
  return new Map(
    rows.map((row) => [
      row.code,
      {
        placementDate: row.placementDate,
        placed: row.placed,
        status: row.status,
        closedOn: row.closedOn,
        updates: updates.get(row.code) ?? [],
        sales: sold.get(row.code) ?? [],
        standards,
        feedIssuedMilli: feed.get(row.code) ?? 0,
        mortalityThresholdPct,
      },
    ]),
  );
}
