import {
  amountFor,
  averageWeightIssue,
  type CancelInput,
  dayMonthYear,
  formatMilli,
  formatMoney,
  type SaleDetail,
  type saleInput,
  today,
} from '@pfm/shared';
import { and, eq, ne } from 'drizzle-orm';
import type { z } from 'zod';
import type { Db } from '../../db/database.ts';
import { batches, collections, documents, sales, traders } from '../../db/schema.ts';
import type { Actor } from '../../domain/actor.ts';
import { AppError } from '../../domain/errors.ts';
import { cancelDocument, particularOf, postDocument } from '../../ledger/posting.ts';
import { assertReopenable, birdsOf, reopenBatch } from '../batch/service.ts';
import { assertDocumentDate, documentDetail, fieldError } from '../common.ts';
import { saleRows } from './queries.ts';

type Input = z.infer<typeof saleInput>;

const count = (value: number) => value.toLocaleString('en-IN');

export async function getSale(db: Db, code: string): Promise<SaleDetail> {
  const [row] = await saleRows(db).where(eq(documents.code, code));
  return documentDetail(db, code, 'sale', 'sale', row);
}

/**
 * Records a sale of live birds from an open batch to a trader: the trader's ledger debited with
 * weight × rate (sales credited). Never more birds than are alive; the batch is sold out when its
 * last birds go. The batch row is locked, so two sales of one batch cannot both take its last birds.
 */
export async function createSale(tx: Db, actor: Actor, input: Input) {
  await assertDocumentDate(tx, input.date);
  const [batch] = await tx
    .select()
    .from(batches)
    .where(eq(batches.code, input.batchCode))
    .for('update');
  if (!batch || batch.status === 'void') {
    throw fieldError('validation_failed', 'batchCode', `There is no batch ${input.batchCode}.`);
  }
  if (batch.status !== 'open') {
    throw fieldError(
      'conflict',
      'batchCode',
      `${batch.code} is ${batch.status === 'settled' ? 'settled' : 'sold out'}: it has no birds left to sell.`,
    );
  }
  const [trader] = await tx
    .select({ name: traders.name })
    .from(traders)
    .where(eq(traders.code, input.traderCode))
    .for('key share');
  if (!trader) {
    throw fieldError('validation_failed', 'traderCode', `There is no trader ${input.traderCode}.`);
  }
  if (input.date < batch.placementDate) {
    throw fieldError(
      'validation_failed',
      'date',
      `${batch.code} was placed on ${dayMonthYear(batch.placementDate)}; it cannot be sold before that.`,
    );
  }
  const birds = await birdsOf(tx, batch.code, batch.placed);
  if (input.birds > birds.alive) {
    throw fieldError(
      'conflict',
      'birds',
      `${batch.code} has ${count(birds.alive)} birds alive; ${count(input.birds)} cannot be sold.`,
    );
  }
  const averageIssue = averageWeightIssue(input.weightMilli, input.birds);
  if (averageIssue) throw fieldError('validation_failed', 'weightMilli', averageIssue);
  const amountPaise = amountFor(input.ratePaise, input.weightMilli);
  const weight = formatMilli(input.weightMilli, 'kg');
  const rate = formatMoney(input.ratePaise);
  const posted = await postDocument(tx, {
    kind: 'sale',
    date: input.date,
    actor,
    details: (document) =>
      tx.insert(sales).values({
        documentId: document.id,
        batchCode: batch.code,
        traderCode: input.traderCode,
        weightMilli: input.weightMilli,
        ratePaise: input.ratePaise,
        birds: input.birds,
        amountPaise,
      }),
    entries: (code) => {
      const particular = particularOf(
        `Sale ${code}: `,
        `${count(input.birds)} birds, ${weight} at ${rate}/kg (${batch.code})`,
      );
      return [
        {
          accountType: 'trader',
          accountCode: input.traderCode,
          date: input.date,
          ...particular,
          debitPaise: amountPaise,
        },
        {
          accountType: 'sales',
          accountCode: batch.code,
          date: input.date,
          ...particular,
          creditPaise: amountPaise,
        },
      ];
    },
    summary: (code) =>
      `Recorded sale ${code}: ${count(input.birds)} birds (${weight}) of ${batch.code} to ${trader.name}`,
  });
  if (input.birds === birds.alive) {
    await tx.update(batches).set({ status: 'sold-out' }).where(eq(batches.code, batch.code));
  }
  return getSale(tx, posted.code);
}

/**
 * Cancels a sale (Administrators): the trader's debit reversed today, the birds back in the batch
 * (reopened if the sale had sold it out). Refused while a collection against it stands, or once
 * the batch is settled, or if the farm has placed a new batch since.
 */
export async function cancelSale(tx: Db, actor: Actor, code: string, input: CancelInput) {
  const [sale] = await tx
    .select({ batchCode: sales.batchCode })
    .from(sales)
    .innerJoin(documents, eq(documents.id, sales.documentId))
    .where(eq(documents.code, code))
    // Locked first: a collection against this sale locks the same row, so none slips in between
    // the check below and the cancellation.
    .for('update', { of: documents });
  if (!sale) throw new AppError('not_found', 'There is no such sale.');
  const [batch] = await tx
    .select()
    .from(batches)
    .where(eq(batches.code, sale.batchCode))
    .for('update');
  if (!batch) throw new AppError('not_found', 'There is no such sale.');
  const standing = await tx
    .select({ code: documents.code })
    .from(collections)
    .innerJoin(documents, eq(documents.id, collections.documentId))
    .where(and(eq(collections.saleCode, code), ne(documents.status, 'cancelled')));
  if (standing.length > 0) {
    throw new AppError(
      'conflict',
      `${code} has ${standing.length === 1 ? 'a collection' : 'collections'} against it (${standing.map((row) => row.code).join(', ')}); cancel ${standing.length === 1 ? 'it' : 'them'} first.`,
    );
  }
  if (batch.status === 'settled') {
    throw new AppError('conflict', `${batch.code} is settled; cancel its settlement first.`);
  }
  if (batch.status === 'sold-out') await assertReopenable(tx, batch, code);
  await cancelDocument(tx, {
    code,
    kind: 'sale',
    actor,
    reason: input.reason,
    on: today(),
    particular: (detail) => `Cancelled ${code}: ${detail}`,
  });
  if (batch.status === 'sold-out') await reopenBatch(tx, batch.code);
  return getSale(tx, code);
}
