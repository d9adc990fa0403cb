import {
  type CancelInput,
  type CollectionDetail,
  type collectionInput,
  exactInteger,
  formatMoney,
  today,
} from '@pfm/shared';
import { and, eq, ne, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { Db } from '../../db/database.ts';
import { collections, documents, sales, traders } from '../../db/schema.ts';
import type { Actor } from '../../domain/actor.ts';
import {
  cancelDocument,
  type LedgerEntry,
  particularOf,
  postDocument,
} from '../../ledger/posting.ts';
import { assertDocumentDate, documentDetail, fieldError } from '../common.ts';
import { checkedMode, modeWords, moneyAccount } from '../payment/money.ts';
import { settleDocument } from '../settle.ts';
import { collectionRows } from './queries.ts';

type Input = z.infer<typeof collectionInput>;
type CollectionRow = typeof collections.$inferSelect;

export async function getCollection(db: Db, code: string): Promise<CollectionDetail> {
  const [row] = await collectionRows(db, { receivedBy: collections.receivedByName }).where(
    eq(documents.code, code),
  );
  return documentDetail(db, code, 'collection', 'payment collection', row);
}

/** A received collection's entries: the bank account or cash debited, the trader credited. */
function collectionEntries(code: string, collection: CollectionRow, on: string): LedgerEntry[] {
  const against = collection.saleCode ? ` against ${collection.saleCode}` : '';
  const particular = particularOf(`Payment received ${code}${against}, `, modeWords(collection));
  return [
    { ...moneyAccount(collection), date: on, ...particular, debitPaise: collection.amountPaise },
    {
      accountType: 'trader',
      accountCode: collection.traderCode,
      date: on,
      ...particular,
      creditPaise: collection.amountPaise,
    },
  ];
}

/**
 * The sale a collection pays, locked until the transaction ends (so two collections cannot both
 * take its last rupee): it must be the trader's, not cancelled, with at least `amount` outstanding
 * once received collections other than `except` are counted.
 */
async function checkAgainstSale(
  tx: Db,
  {
    saleCode,
    traderCode,
    amountPaise,
  }: Pick<CollectionRow, 'traderCode' | 'amountPaise'> & {
    saleCode: string;
  },
) {
  const [sale] = await tx
    .select({
      documentId: documents.id,
      status: documents.status,
      traderCode: sales.traderCode,
      traderName: traders.name,
      amountPaise: sales.amountPaise,
    })
    .from(sales)
    .innerJoin(documents, eq(documents.id, sales.documentId))
    .innerJoin(traders, eq(traders.code, sales.traderCode))
    .where(eq(documents.code, saleCode))
    .for('update', { of: documents });
  if (!sale) throw fieldError('validation_failed', 'saleCode', `There is no sale ${saleCode}.`);
  if (sale.traderCode !== traderCode) {
    throw fieldError(
      'validation_failed',
      'saleCode',
      `${saleCode} is a sale to ${sale.traderName}, not to this trader.`,
    );
  }
  if (sale.status === 'cancelled') {
    throw fieldError('conflict', 'saleCode', `${saleCode} was cancelled.`);
  }
  const [received] = await tx
    .select({ paise: sql<string | null>`sum(${collections.amountPaise})` })
    .from(collections)
    .innerJoin(documents, eq(documents.id, collections.documentId))
    .where(
      and(
        eq(collections.saleCode, saleCode),
        eq(collections.state, 'received'),
        ne(documents.status, 'cancelled'),
      ),
    );
  const outstanding = sale.amountPaise - exactInteger(received?.paise);
  if (amountPaise > outstanding) {
    throw fieldError(
      'conflict',
      'amountPaise',
      outstanding === 0
        ? `${saleCode} is fully paid; nothing is outstanding.`
        : `${saleCode} has ${formatMoney(outstanding)} outstanding; ${formatMoney(amountPaise)} is more than that.`,
    );
  }
}

/**
 * Records a payment collection from a trader, optionally against one of its sales (never more than
 * that sale has outstanding). Received, it posts at once; pending, nothing until it is received.
 */
export async function createCollection(tx: Db, actor: Actor, input: Input) {
  await assertDocumentDate(tx, input.date);
  const [trader] = await tx
    .select({ name: traders.name })
    .from(traders)
    .where(eq(traders.code, input.traderCode))
    .for('key share');
  if (!trader) {
    throw fieldError('validation_failed', 'traderCode', `There is no trader ${input.traderCode}.`);
  }
  if (input.saleCode) await checkAgainstSale(tx, { ...input, saleCode: input.saleCode });
  const mode = await checkedMode(tx, input);
  const received = input.state === 'received';
  const collection: CollectionRow = {
    documentId: 0,
    traderCode: input.traderCode,
    saleCode: input.saleCode || null,
    amountPaise: input.amountPaise,
    mode: mode.mode,
    bankAccountCode: mode.bankAccountCode || null,
    chequeNumber: mode.chequeNumber,
    chequeDate: mode.chequeDate || null,
    reference: mode.reference,
    remarks: input.remarks,
    state: input.state,
    receivedOn: received ? input.date : null,
    receivedAt: received ? new Date() : null,
    receivedBy: received ? actor.id : null,
    receivedByName: received ? actor.username : null,
  };
  const posted = await postDocument(tx, {
    kind: 'collection',
    date: input.date,
    actor,
    details: (document) =>
      tx.insert(collections).values({ ...collection, documentId: document.id }),
    entries: (code) => (received ? collectionEntries(code, collection, input.date) : []),
    summary: (code) =>
      `Recorded ${input.state} collection ${code}: ${formatMoney(input.amountPaise)} from ${trader.name}${input.saleCode ? ` against ${input.saleCode}` : ''}`,
  });
  return getCollection(tx, posted.code);
}

/** Marks a pending collection received on `date`: it posts then (the sale's outstanding checked). */
export async function receiveCollection(tx: Db, actor: Actor, code: string, date: string) {
  await settleDocument(tx, {
    kind: 'collection',
    code,
    actor,
    date,
    verb: 'received',
    lock: async () => {
      const [row] = await tx
        .select({ document: documents, detail: collections })
        .from(collections)
        .innerJoin(documents, eq(documents.id, collections.documentId))
        .where(eq(documents.code, code))
        .for('update');
      return row;
    },
    missing: 'There is no such payment collection.',
    settledOn: (collection, document) =>
      collection.state === 'received' ? (collection.receivedOn ?? document.date) : null,
    post: async (_, collection) => {
      if (collection.saleCode) {
        await checkAgainstSale(tx, { ...collection, saleCode: collection.saleCode });
      }
      return collectionEntries(code, collection, date);
    },
    mark: (documentId, received) =>
      tx
        .update(collections)
        .set({
          state: 'received',
          receivedOn: received.on,
          receivedAt: received.at,
          receivedBy: received.by,
          receivedByName: received.byName,
        })
        .where(eq(collections.documentId, documentId)),
  });
  return getCollection(tx, code);
}

/** Cancels a collection (Administrators): whatever it posted is reversed, today. */
export async function cancelCollection(tx: Db, actor: Actor, code: string, input: CancelInput) {
  await cancelDocument(tx, {
    code,
    kind: 'collection',
    actor,
    reason: input.reason,
    on: today(),
    particular: (detail) => `Cancelled ${code}: ${detail}`,
  });
  return getCollection(tx, code);
}
