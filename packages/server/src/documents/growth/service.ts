import {
  type CancelInput,
  formatMilli,
  type GrowthUpdateDetail,
  growthRefusals,
  type growthUpdateInput,
  today,
  weekRange,
} from '@pfm/shared';
import { eq } from 'drizzle-orm';
import type { z } from 'zod';
import type { Db } from '../../db/database.ts';
import { batches, documents, farms, growthUpdates } from '../../db/schema.ts';
import type { Actor } from '../../domain/actor.ts';
import { AppError } from '../../domain/errors.ts';
import { mailHighAlert, mortalityAlert } from '../../growth/alerts.ts';
import { feedIssuedTo, growthStandardsOf, updatesOf } from '../../growth/facts.ts';
import { cancelDocument, postDocument } from '../../ledger/posting.ts';
import { getSettings } from '../../settings/service.ts';
import { assertReopenable, birdsOf, reopenBatch } from '../batch/service.ts';
import { assertDocumentDate, documentDetail, fieldError } from '../common.ts';
import { growthUpdateRows, withPerformance } from './queries.ts';

type Input = z.infer<typeof growthUpdateInput>;

const count = (value: number) => value.toLocaleString('en-IN');

export async function getGrowthUpdate(db: Db, code: string): Promise<GrowthUpdateDetail> {
  const [row] = await growthUpdateRows(db).where(eq(documents.code, code));
  return documentDetail(db, code, 'growth', 'growth update', row && withPerformance(row));
}

/**
 * Records a weekly growth update of an open batch (Staff may): the week must be the one the date
 * falls in by age, give or take one; one standing update per batch and week; the deaths never
 * exceed the birds alive; the feed never exceeds what was issued to the batch and not yet
 * consumed. Under the batch's row lock, so two updates of one batch are checked one after the
 * other. A week whose deaths raise a mortality alert is mailed to the Administrators when Email
 * Notifications and Mortality Alerts are on.
 */
export async function createGrowthUpdate(tx: Db, actor: Actor, input: Input) {
  await assertDocumentDate(tx, input.date);
  const [batch] = await tx
    .select({
      code: batches.code,
      placementDate: batches.placementDate,
      placed: batches.placed,
      status: batches.status,
      farmName: farms.name,
    })
    .from(batches)
    .innerJoin(farms, eq(farms.code, batches.farmCode))
    .where(eq(batches.code, input.batchCode))
    .for('update', { of: batches });
  if (!batch || batch.status === 'void') {
    throw fieldError('validation_failed', 'batchCode', `There is no batch ${input.batchCode}.`);
  }
  if (batch.status !== 'open') {
    throw fieldError(
      'conflict',
      'batchCode',
      `${batch.code} is ${batch.status === 'settled' ? 'settled' : 'sold out'}: growth is recorded while its birds are alive.`,
    );
  }
  if (input.date < batch.placementDate) {
    throw fieldError(
      'validation_failed',
      'date',
      growthRefusals.beforePlacement(batch.code, batch.placementDate),
    );
  }
  const range = weekRange(batch.placementDate, input.date);
  if (input.week < range.lowest || input.week > range.highest) {
    throw fieldError(
      'validation_failed',
      'week',
      growthRefusals.week(batch.code, input.date, range),
    );
  }
  const standing = (await updatesOf(tx, [batch.code])).get(batch.code) ?? [];
  const same = standing.find((update) => update.week === input.week);
  if (same) {
    throw fieldError(
      'conflict',
      'week',
      `${batch.code} already has week ${input.week} (${same.code}); cancel it to record it again.`,
    );
  }
  const birds = await birdsOf(tx, batch.code, batch.placed);
  if (input.mortality > birds.alive) {
    throw fieldError(
      'conflict',
      'mortality',
      growthRefusals.mortality(batch.code, birds.alive, input.mortality),
    );
  }
  const issued = (await feedIssuedTo(tx, [batch.code])).get(batch.code) ?? 0;
  const consumed = standing.reduce((sum, update) => sum + update.feedMilli, 0);
  if (input.feedMilli > issued - consumed) {
    throw fieldError(
      'conflict',
      'feedMilli',
      `${batch.code} has been issued ${formatMilli(issued, 'kg')} of feed and has consumed ${formatMilli(consumed, 'kg')}: at most ${formatMilli(Math.max(0, issued - consumed), 'kg')} can be recorded.`,
    );
  }
  const posted = await postDocument(tx, {
    kind: 'growth',
    date: input.date,
    actor,
    details: (document) =>
      tx.insert(growthUpdates).values({
        documentId: document.id,
        batchCode: batch.code,
        week: input.week,
        averageWeightG: input.averageWeightG,
        mortality: input.mortality,
        feedMilli: input.feedMilli,
      }),
    summary: (code) =>
      `Recorded growth update ${code}: ${batch.code} week ${input.week}, ${count(input.averageWeightG)} g, ${count(input.mortality)} dead, ${formatMilli(input.feedMilli, 'kg')} of feed`,
  });
  // Every bird died: nothing is left to grow or sell.
  if (input.mortality === birds.alive) {
    await tx.update(batches).set({ status: 'sold-out' }).where(eq(batches.code, batch.code));
  }
  const settings = await getSettings(tx);
  if (settings.mortalityAlerts && settings.emailNotifications) {
    const standard = (await growthStandardsOf(tx)).find((row) => row.week === input.week);
    const alert = mortalityAlert(
      batch,
      { ...input, code: posted.code },
      standard,
      settings.mortalityThreshold,
    );
    if (alert) await mailHighAlert(tx, alert, `/report/growth?batch=${batch.code}`);
  }
  return getGrowthUpdate(tx, posted.code);
}

/**
 * Cancels a growth update (Administrators), to correct it by entering it again: its deaths return
 * to the birds alive and its feed to what is left to consume. A batch settled is refused; one sold
 * out by these deaths opens again, unless its farm has placed a new batch since.
 */
export async function cancelGrowthUpdate(tx: Db, actor: Actor, code: string, input: CancelInput) {
  const [update] = await tx
    .select({ batchCode: growthUpdates.batchCode, mortality: growthUpdates.mortality })
    .from(growthUpdates)
    .innerJoin(documents, eq(documents.id, growthUpdates.documentId))
    .where(eq(documents.code, code));
  if (!update) throw new AppError('not_found', 'There is no such growth update.');
  const [batch] = await tx
    .select()
    .from(batches)
    .where(eq(batches.code, update.batchCode))
    .for('update');
  if (!batch) throw new AppError('not_found', 'There is no such growth update.');
  if (batch.status === 'settled') {
    throw new AppError('conflict', `${batch.code} is settled; cancel its settlement first.`);
  }
  const reopens = batch.status === 'sold-out' && update.mortality > 0;
  if (reopens) await assertReopenable(tx, batch, code);
  await cancelDocument(tx, {
    code,
    kind: 'growth',
    actor,
    reason: input.reason,
    on: today(),
    particular: (detail) => detail,
  });
  if (reopens) {
    await reopenBatch(tx, batch.code);
  }
  return getGrowthUpdate(tx, code);
}
