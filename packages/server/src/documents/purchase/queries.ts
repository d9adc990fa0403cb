import type { Purchase, PurchaseListQuery } from '@pfm/shared';
import { and, eq, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import { by, containing, type ListSource, listPage } from '../../db/list.ts';
import { documents, godowns, items, purchases, suppliers } from '../../db/schema.ts';
import { documentOrder, documentPeriod } from '../common.ts';

export const purchaseColumns = {
  code: documents.code,
  date: documents.date,
  status: documents.status,
  supplierCode: purchases.supplierCode,
  supplierName: suppliers.name,
  itemCode: purchases.itemCode,
  itemName: items.name,
  unit: items.unit,
  godownCode: purchases.godownCode,
  godownName: godowns.name,
  quantityMilli: purchases.quantityMilli,
  ratePaise: purchases.ratePaise,
  amountPaise: purchases.amountPaise,
  invoiceNumber: purchases.invoiceNumber,
};

/** Purchases joined with their document and the names of what they name. */
export const purchaseRows = (db: Db) =>
  db
    .select(purchaseColumns)
    .from(purchases)
    .innerJoin(documents, eq(documents.id, purchases.documentId))
    .innerJoin(suppliers, eq(suppliers.code, purchases.supplierCode))
    .innerJoin(items, eq(items.code, purchases.itemCode))
    .innerJoin(godowns, eq(godowns.code, purchases.godownCode));

const where = (query: PurchaseListQuery): SQL | undefined => {
  const text = query.q ? containing(query.q) : undefined;
  return and(
    text
      ? sql`(${documents.code} ilike ${text} or ${suppliers.name} ilike ${text} or ${items.name} ilike ${text} or ${purchases.invoiceNumber} ilike ${text})`
      : undefined,
    documentPeriod(query),
    query.supplier ? eq(purchases.supplierCode, query.supplier) : undefined,
    query.item ? eq(purchases.itemCode, query.item) : undefined,
    query.godown ? eq(purchases.godownCode, query.godown) : undefined,
  );
};

/** The purchases a list query matches, in the list's order: a page of them or every one. */
export function purchaseList(db: Db, query: PurchaseListQuery): ListSource<Purchase> {
  const condition = where(query);
  return {
    table: purchases,
    where: condition,
    matching: () =>
      db
        .select({ one: sql`1` })
        .from(purchases)
        .innerJoin(documents, eq(documents.id, purchases.documentId))
        .innerJoin(suppliers, eq(suppliers.code, purchases.supplierCode))
        .innerJoin(items, eq(items.code, purchases.itemCode))
        .where(condition)
        .$dynamic(),
    rows: (limit, offset) =>
      purchaseRows(db)
        .where(condition)
        .orderBy(
          ...documentOrder(query, {
            supplier: by(suppliers.name),
            item: by(items.name),
            amount: by(purchases.amountPaise),
          }),
        )
        .limit(limit)
        .offset(offset),
  };
}

/** A page of purchases, newest first unless sorted otherwise. */
export const listPurchases = (db: Db, query: PurchaseListQuery) =>
  listPage(db, { query, ...purchaseList(db, query) });
