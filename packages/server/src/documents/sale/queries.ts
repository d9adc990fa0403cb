import type { OutstandingSale, Sale, SaleListQuery } from '@pfm/shared';
import { exactInteger } from '@pfm/shared';
import { and, asc, eq, gt, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import { by, containing, type ListSource, listPage } from '../../db/list.ts';
import {
  batches,
  collections,
  documents,
  farmers,
  farms,
  sales,
  traders,
} from '../../db/schema.ts';
import { documentOrder, documentPeriod } from '../common.ts';

/** What has been received against each sale: its received collections that stand. */
const received = (db: Db) =>
  db
    .select({
      saleCode: collections.saleCode,
      receivedPaise: sql<string>`sum(${collections.amountPaise})`.as('received_paise'),
    })
    .from(collections)
    .innerJoin(documents, eq(documents.id, collections.documentId))
    .where(and(eq(collections.state, 'received'), eq(documents.status, 'posted')))
    .groupBy(collections.saleCode)
    .as('received');

/** Sales joined with their document, batch, farm, farmer and trader, and what was received. */
export function saleRows(db: Db) {
  const paid = received(db);
  const receivedPaise = sql<number>`coalesce(${paid.receivedPaise}, 0)::bigint`.mapWith(
    exactInteger,
  );
  return db
    .select({
      code: documents.code,
      date: documents.date,
      status: documents.status,
      batchCode: sales.batchCode,
      farmCode: batches.farmCode,
      farmName: farms.name,
      farmerCode: farms.farmerCode,
      farmerName: farmers.name,
      traderCode: sales.traderCode,
      traderName: traders.name,
      weightMilli: sales.weightMilli,
      ratePaise: sales.ratePaise,
      birds: sales.birds,
      amountPaise: sales.amountPaise,
      receivedPaise,
      outstandingPaise:
        sql<number>`case when ${documents.status} = 'cancelled' then 0 else ${sales.amountPaise} - coalesce(${paid.receivedPaise}, 0) end::bigint`.mapWith(
          Number,
        ),
    })
    .from(sales)
    .innerJoin(documents, eq(documents.id, sales.documentId))
    .innerJoin(batches, eq(batches.code, sales.batchCode))
    .innerJoin(farms, eq(farms.code, batches.farmCode))
    .innerJoin(farmers, eq(farmers.code, farms.farmerCode))
    .innerJoin(traders, eq(traders.code, sales.traderCode))
    .leftJoin(paid, eq(paid.saleCode, documents.code));
}

const where = (query: SaleListQuery): SQL | undefined => {
  const text = query.q ? containing(query.q) : undefined;
  return and(
    text
      ? sql`(${documents.code} ilike ${text} or ${traders.name} ilike ${text} or ${farmers.name} ilike ${text} or ${sales.batchCode} ilike ${text})`
      : undefined,
    documentPeriod(query),
    query.trader ? eq(sales.traderCode, query.trader) : undefined,
    query.batch ? eq(sales.batchCode, query.batch) : undefined,
  );
};

/** The sales a list query matches, in the list's order: a page of them or every one. */
export function saleList(db: Db, query: SaleListQuery): ListSource<Sale> {
  const condition = where(query);
  return {
    table: sales,
    where: condition,
    matching: () =>
      db
        .select({ one: sql`1` })
        .from(sales)
        .innerJoin(documents, eq(documents.id, sales.documentId))
        .innerJoin(batches, eq(batches.code, sales.batchCode))
        .innerJoin(farms, eq(farms.code, batches.farmCode))
        .innerJoin(farmers, eq(farmers.code, farms.farmerCode))
        .innerJoin(traders, eq(traders.code, sales.traderCode))
        .where(condition)
        .$dynamic(),
    rows: (limit, offset) =>
      saleRows(db)
        .where(condition)
        .orderBy(
          ...documentOrder(query, {
            trader: by(traders.name),
            amount: by(sales.amountPaise),
          }),
        )
        .limit(limit)
        .offset(offset),
  };
}

/** A page of sales, newest first unless sorted otherwise. */
export const listSales = (db: Db, query: SaleListQuery) =>
  listPage(db, { query, ...saleList(db, query) });

/** A trader's posted sales with something left to collect, oldest first (at most 200). */
export async function outstandingSales(db: Db, traderCode: string): Promise<OutstandingSale[]> {
  const paid = received(db);
  const outstanding = sql<number>`(${sales.amountPaise} - coalesce(${paid.receivedPaise}, 0))::bigint`;
  return db
    .select({
      code: documents.code,
      date: documents.date,
      batchCode: sales.batchCode,
      amountPaise: sales.amountPaise,
      outstandingPaise: outstanding.mapWith(exactInteger),
    })
    .from(sales)
    .innerJoin(documents, eq(documents.id, sales.documentId))
    .leftJoin(paid, eq(paid.saleCode, documents.code))
    .where(
      and(
        eq(sales.traderCode, traderCode),
        eq(documents.status, 'posted'),
        gt(outstanding, sql`0`),
      ),
    )
    .orderBy(asc(documents.date), asc(documents.id))
    .limit(200);
}
