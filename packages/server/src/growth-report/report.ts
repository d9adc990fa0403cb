import type { GrowthReport, GrowthReportQuery } from '@pfm/shared';
import { eq } from 'drizzle-orm';
import type { Db } from '../db/database.ts';
import { batches } from '../db/schema.ts';
import { listBatchFigures } from '../documents/batch/service.ts';
import { AppError } from '../domain/errors.ts';
import { weeksOf } from '../growth/figures.ts';

/**
 * The Growth Report of a batch: its figures today (as every other screen has them) and its weeks
 * whose update is dated in the period (every week without one), with the growth standard for the
 * chart.
 */
export async function growthReport(db: Db, query: GrowthReportQuery): Promise<GrowthReport> {
  const [batch] = await listBatchFigures(db, eq(batches.code, query.batch));
  if (!batch || batch.summary.status === 'void') {
    throw new AppError('not_found', 'There is no such batch.');
  }
  const weeks = weeksOf(batch.facts).filter(
    (week) => (!query.from || week.date >= query.from) && (!query.to || week.date <= query.to),
  );
  return {
    batch: batch.summary,
    figures: batch.figures,
    weeks,
    standards: batch.facts.standards.map(({ expectedMortalityPct: _, ...point }) => point),
  };
}
