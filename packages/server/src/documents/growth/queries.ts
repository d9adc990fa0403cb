import type { GrowthUpdate, GrowthUpdateListQuery } from '@pfm/shared';
import { and, eq, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import { by, byCode, containing, type ListSource, listPage } from '../../db/list.ts';
import {
  batches,
  documents,
  farmers,
  farms,
  growthStandards,
  growthUpdates,
} from '../../db/schema.ts';
import { deviationPct, performanceOf, performanceSql } from '../../growth/figures.ts';
import { documentOrder, documentPeriod } from '../common.ts';

/** Growth updates joined with their document, batch, farm, farmer and their week's standard. */
export function growthUpdateRows(db: Db) {
  return db
    .select({
      code: documents.code,
      date: documents.date,
      status: documents.status,
      batchCode: growthUpdates.batchCode,
      farmCode: batches.farmCode,
      farmName: farms.name,
      farmerCode: farms.farmerCode,
      farmerName: farmers.name,
      week: growthUpdates.week,
      age: sql<number>`(${documents.date} - ${batches.placementDate})`.mapWith(Number),
      averageWeightG: growthUpdates.averageWeightG,
      mortality: growthUpdates.mortality,
      feedMilli: growthUpdates.feedMilli,
      targetWeightG: growthStandards.targetWeightG,
    })
    .from(growthUpdates)
    .innerJoin(documents, eq(documents.id, growthUpdates.documentId))
    .innerJoin(batches, eq(batches.code, growthUpdates.batchCode))
    .innerJoin(farms, eq(farms.code, batches.farmCode))
    .innerJoin(farmers, eq(farmers.code, farms.farmerCode))
    .leftJoin(growthStandards, eq(growthStandards.week, growthUpdates.week));
}

type RowOf = Awaited<ReturnType<ReturnType<typeof growthUpdateRows>['execute']>>[number];

/** A row with its deviation from the week's target and its performance (null without standard). */
export const withPerformance = (row: RowOf): GrowthUpdate => ({
  ...row,
  deviationPct:
    row.targetWeightG === null ? null : deviationPct(row.averageWeightG, row.targetWeightG),
  performance:
    row.targetWeightG === null ? null : performanceOf(row.averageWeightG, row.targetWeightG),
});

const where = (query: GrowthUpdateListQuery): SQL | undefined => {
  const text = query.q ? containing(query.q) : undefined;
  return and(
    text
      ? sql`(${documents.code} ilike ${text} or ${growthUpdates.batchCode} ilike ${text} or ${farms.name} ilike ${text} or ${farmers.name} ilike ${text})`
      : undefined,
    documentPeriod(query),
    query.batch ? eq(growthUpdates.batchCode, query.batch) : undefined,
    query.performance
      ? sql`${performanceSql(growthUpdates.averageWeightG, growthStandards.targetWeightG)} = ${query.performance}`
      : undefined,
  );
};

/** The growth updates a list query matches, in the list's order: a page of them or every one. */
export function growthUpdateList(db: Db, query: GrowthUpdateListQuery): ListSource<GrowthUpdate> {
  const condition = where(query);
  return {
    table: growthUpdates,
    where: condition,
    matching: () =>
      db
        .select({ one: sql`1` })
        .from(growthUpdates)
        .innerJoin(documents, eq(documents.id, growthUpdates.documentId))
        .innerJoin(batches, eq(batches.code, growthUpdates.batchCode))
        .innerJoin(farms, eq(farms.code, batches.farmCode))
        .innerJoin(farmers, eq(farmers.code, farms.farmerCode))
        .leftJoin(growthStandards, eq(growthStandards.week, growthUpdates.week))
        .where(condition)
        .$dynamic(),
    rows: async (limit, offset) =>
      (
        await growthUpdateRows(db)
          .where(condition)
          .orderBy(
            ...documentOrder(query, {
              batch: byCode(growthUpdates.batchCode),
              week: by(growthUpdates.week),
            }),
          )
          .limit(limit)
          .offset(offset)
      ).map(withPerformance),
  };
}

/** A page of growth updates, newest first unless sorted otherwise. */
export const listGrowthUpdates = (db: Db, query: GrowthUpdateListQuery) =>
  listPage(db, { query, ...growthUpdateList(db, query) });
