import { type GrowthReport, type GrowthReportQuery, today } from '@pfm/shared';
import { eq } from 'drizzle-orm';
import type { Db } from '../db/database.ts';
import { batches } from '../db/schema.ts';
import { listBatchSummary } from '../documents/batch/service.ts';
import { AppError } from '../domain/errors.ts';
import { batchFactsOf } from './facts.ts';
import { batchFigures, weeksOf } from './figures.ts';

/**
 * The Growth Report of a batch: its figures today and its weeks whose update is dated in the
 * period (every week without one), with the growth standard for the chart.
 */
export async function growthReport(db: Db, query: GrowthReportQuery): Promise<GrowthReport> {
  const [batch] = await listBatchSummary(db, eq(batches.code, query.batch));
  if (!batch || batch.status === 'void') throw new AppError('not_found', 'There is no such batch.');
  const facts = (await batchFactsOf(db, [batch])).get(batch.code);
  if (!facts) throw new AppError('not_found', 'There is no such batch.');
  const figures = batchFigures(facts, today());
  const weeks = weeksOf(facts).filter(
    (week) => (!query.from || week.date >= query.from) && (!query.to || week.date <= query.to),
  );
  return {
    batch: { ...batch, age: figures.age, daysRemaining: figures.daysRemaining },
    figures,
    weeks,
    standards: facts.standards.map(({ expectedMortalityPct: _, ...point }) => point),
  };
}
