import type { Collection, CollectionListQuery } from '@pfm/shared';
import { and, eq, type SQL, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/database.ts';
import { by, containing, type ListSource, listPage } from '../../db/list.ts';
import { bankAccounts, collections, documents, traders } from '../../db/schema.ts';
import { documentOrder, documentPeriod } from '../common.ts';
import { modeSelection } from '../payment/money.ts';

/** Collections joined with their document, trader and the bank account they went into. */
export const collectionRows = <Extra extends Record<string, AnyPgColumn>>(
  db: Db,
  /** Columns the detail adds (who settled it). */
  extra: Extra = {} as Extra,
) =>
  db
    .select({
      ...extra,
      code: documents.code,
      date: documents.date,
      status: documents.status,
      state: collections.state,
      traderCode: collections.traderCode,
      traderName: traders.name,
      saleCode: sql<string>`coalesce(${collections.saleCode}, '')`,
      amountPaise: collections.amountPaise,
      ...modeSelection(collections),
      remarks: collections.remarks,
      receivedOn: collections.receivedOn,
    })
    .from(collections)
    .innerJoin(documents, eq(documents.id, collections.documentId))
    .innerJoin(traders, eq(traders.code, collections.traderCode))
    .leftJoin(bankAccounts, eq(bankAccounts.code, collections.bankAccountCode));

const where = (query: CollectionListQuery): SQL | undefined => {
  const text = query.q ? containing(query.q) : undefined;
  return and(
    text
      ? sql`(${documents.code} ilike ${text} or ${traders.name} ilike ${text} or ${collections.saleCode} ilike ${text} or ${collections.remarks} ilike ${text} or ${collections.chequeNumber} ilike ${text} or ${collections.reference} ilike ${text})`
      : undefined,
    documentPeriod(query),
    query.trader ? eq(collections.traderCode, query.trader) : undefined,
    query.sale ? eq(collections.saleCode, query.sale) : undefined,
    query.state ? eq(collections.state, query.state) : undefined,
  );
};

/** The collections a list query matches, in the list's order: a page of them or every one. */
export function collectionList(db: Db, query: CollectionListQuery): ListSource<Collection> {
  const condition = where(query);
  return {
    table: collections,
    where: condition,
    matching: () =>
      db
        .select({ one: sql`1` })
        .from(collections)
        .innerJoin(documents, eq(documents.id, collections.documentId))
        .innerJoin(traders, eq(traders.code, collections.traderCode))
        .where(condition)
        .$dynamic(),
    rows: (limit, offset) =>
      collectionRows(db)
        .where(condition)
        .orderBy(
          ...documentOrder(query, {
            trader: by(traders.name),
            amount: by(collections.amountPaise),
          }),
        )
        .limit(limit)
        .offset(offset),
  };
}

/** A page of collections, newest first unless sorted otherwise. */
export const listCollections = (db: Db, query: CollectionListQuery) =>
  listPage(db, { query, ...collectionList(db, query) });
