import type { Transfer, TransferListQuery } from '@pfm/shared';
import { aliasedTable, and, eq, or, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import { by, containing, type ListSource, listPage } from '../../db/list.ts';
import { documents, godowns, items, transfers } from '../../db/schema.ts';
import { documentOrder, documentPeriod } from '../common.ts';

const fromGodown = aliasedTable(godowns, 'from_godown');
const toGodown = aliasedTable(godowns, 'to_godown');

export const transferColumns = {
  code: documents.code,
  date: documents.date,
  status: documents.status,
  state: transfers.state,
  itemCode: transfers.itemCode,
  itemName: items.name,
  unit: items.unit,
  quantityMilli: transfers.quantityMilli,
  fromGodownCode: transfers.fromGodownCode,
  fromGodownName: fromGodown.name,
  toGodownCode: transfers.toGodownCode,
  toGodownName: toGodown.name,
  remarks: transfers.remarks,
  receivedOn: transfers.receivedOn,
};

export const transferRows = (db: Db) =>
  db
    .select(transferColumns)
    .from(transfers)
    .innerJoin(documents, eq(documents.id, transfers.documentId))
    .innerJoin(items, eq(items.code, transfers.itemCode))
    .innerJoin(fromGodown, eq(fromGodown.code, transfers.fromGodownCode))
    .innerJoin(toGodown, eq(toGodown.code, transfers.toGodownCode));

const where = (query: TransferListQuery): SQL | undefined => {
  const text = query.q ? containing(query.q) : undefined;
  return and(
    text
      ? sql`(${documents.code} ilike ${text} or ${items.name} ilike ${text} or ${transfers.remarks} ilike ${text})`
      : undefined,
    documentPeriod(query),
    query.item ? eq(transfers.itemCode, query.item) : undefined,
    query.godown
      ? or(eq(transfers.fromGodownCode, query.godown), eq(transfers.toGodownCode, query.godown))
      : undefined,
  );
};

/** The transfers a list query matches, in the list's order: a page of them or every one. */
export function transferList(db: Db, query: TransferListQuery): ListSource<Transfer> {
  const condition = where(query);
  return {
    table: transfers,
    where: condition,
    matching: () =>
      db
        .select({ one: sql`1` })
        .from(transfers)
        .innerJoin(documents, eq(documents.id, transfers.documentId))
        .innerJoin(items, eq(items.code, transfers.itemCode))
        .where(condition)
        .$dynamic(),
    rows: (limit, offset) =>
      transferRows(db)
        .where(condition)
        .orderBy(
          ...documentOrder(query, {
            item: by(items.name),
            quantity: by(transfers.quantityMilli),
          }),
        )
        .limit(limit)
        .offset(offset),
  };
}

export const listTransfers = (db: Db, query: TransferListQuery) =>
  listPage(db, { query, ...transferList(db, query) });
