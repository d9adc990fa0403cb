import {
  type DocumentStatus,
  type DocumentTrail,
  formatDate,
  type LedgerPosting,
  type ListQuery,
  type Postings,
  type StockPosting,
  today,
} from '@pfm/shared';
import { and, eq, gte, inArray, lte } from 'drizzle-orm';
import type { Db } from '../db/database.ts';
import { by, byCode, type Ordering, orderFor } from '../db/list.ts';
import {
  bankAccounts,
  documents,
  farmers,
  godowns,
  IN_TRANSIT,
  items,
  suppliers,
  traders,
} from '../db/schema.ts';
import { AppError, fieldError } from '../domain/errors.ts';
import { entriesOf } from '../ledger/posting.ts';
import { getSettings } from '../settings/service.ts';
import { movementsOf } from '../stock/movements.ts';

export { fieldError } from '../domain/errors.ts';

/** What every document list filters on alike: the date range and posted / cancelled. */
export const documentPeriod = (query: {
  from?: string | undefined;
  to?: string | undefined;
  status?: DocumentStatus | undefined;
}) =>
  and(
    query.from ? gte(documents.date, query.from) : undefined,
    query.to ? lte(documents.date, query.to) : undefined,
    query.status ? eq(documents.status, query.status) : undefined,
  );

/**
 * A document list's order: its own sorts beside the code and the date that every list sorts by,
 * newest first unless the query asks otherwise, ties by the code's number.
 */
export const documentOrder = <Sort extends string>(
  query: ListQuery<Sort>,
  sorts: Record<Exclude<Sort, 'code' | 'date'>, Ordering>,
) =>
  orderFor(
    query,
    { code: byCode(documents.code), date: by(documents.date), ...sorts } as Record<Sort, Ordering>,
    'date' as Sort,
    () => byCode(documents.code)(query.dir),
  );

/**
 * Documents are dated from the books start (Settings) to today (India's calendar); the refusal
 * writes both days in the Settings date format.
 */
export async function assertDocumentDate(db: Db, date: string, field = 'date') {
  const { booksStartDate, dateFormat } = await getSettings(db);
  if (date < booksStartDate) {
    throw fieldError(
      'validation_failed',
      field,
      `The date cannot be before the books start (${formatDate(booksStartDate, dateFormat)}).`,
    );
  }
  if (date > today()) {
    throw fieldError(
      'validation_failed',
      field,
      `The date cannot be after today (${formatDate(today(), dateFormat)}).`,
    );
  }
}

/** Who made a document and who cancelled it. */
export const trailOf = (document: typeof documents.$inferSelect): DocumentTrail => ({
  createdAt: document.createdAt.toISOString(),
  createdBy: document.createdByName,
  cancelledAt: document.cancelledAt?.toISOString() ?? null,
  cancelledOn: document.cancelledOn,
  cancelledBy: document.cancelledByName,
  cancelReason: document.cancelReason,
});

/** A document's own row with who made (and cancelled) it and its postings; 404 in the kind's words. */
export async function documentDetail<Row extends object>(
  db: Db,
  code: string,
  kind: (typeof documents.$inferSelect)['kind'],
  noun: string,
  row: Row | undefined,
) {
  const [document] = await db.select().from(documents).where(eq(documents.code, code));
  if (!row || !document || document.kind !== kind) {
    throw new AppError('not_found', `There is no such ${noun}.`);
  }
  return { ...row, ...trailOf(document), postings: await postingsOf(db, document.id) };
}

/** The stock movements and ledger entries of a document, with names, for its detail sheet. */
export async function postingsOf(db: Db, documentId: number): Promise<Postings> {
  const movements = await movementsOf(db, documentId);
  const entries = await entriesOf(db, documentId);
  const godownNames = new Map(
    (
      await db
        .select({ code: godowns.code, name: godowns.name })
        .from(godowns)
        .where(inArray(godowns.code, [...new Set(movements.map((m) => m.godownCode)), '']))
    ).map((row) => [row.code, row.name]),
  );
  const itemRows = new Map(
    (
      await db
        .select({ code: items.code, name: items.name, unit: items.unit })
        .from(items)
        .where(inArray(items.code, [...new Set(movements.map((m) => m.itemCode)), '']))
    ).map((row) => [row.code, row]),
  );
  const stock: StockPosting[] = movements.map((movement) => ({
    godownCode: movement.godownCode,
    godownName:
      movement.godownCode === IN_TRANSIT
        ? 'In transit'
        : (godownNames.get(movement.godownCode) ?? movement.godownCode),
    itemCode: movement.itemCode,
    itemName: itemRows.get(movement.itemCode)?.name ?? movement.itemCode,
    unit: itemRows.get(movement.itemCode)?.unit ?? '',
    date: movement.date,
    quantityMilli: movement.quantityMilli,
    reversal: movement.reversal,
  }));
  const ledger: LedgerPosting[] = [];
  for (const entry of entries) {
    ledger.push({
      accountType: entry.accountType,
      accountCode: entry.accountCode,
      accountName: await accountName(db, entry.accountType, entry.accountCode),
      date: entry.date,
      particular: entry.particular,
      debitPaise: entry.debitPaise,
      creditPaise: entry.creditPaise,
    });
  }
  return { stock, ledger };
}

const companyAccounts: Record<string, string> = {
  inventory: 'Stock in godowns',
  'inputs-issued': 'Inputs issued to farmers',
  'inputs-cost': 'Cost of inputs issued',
  'stock-adjustment': 'Stock adjustments',
  sales: 'Sales of live birds',
  cash: 'Cash in hand',
  'other-payments': 'Other payments',
};

/** The name of a ledger account: a party's name, or the company account's. */
export async function accountName(db: Db, type: string, code: string): Promise<string> {
  if (type === 'inventory' && code === IN_TRANSIT) return 'Stock in transit';
  const table =
    type === 'supplier'
      ? suppliers
      : type === 'farmer'
        ? farmers
        : type === 'trader'
          ? traders
          : null;
  if (type === 'bank') {
    const [bank] = await db
      .select({ name: bankAccounts.bankName, number: bankAccounts.accountNumber })
      .from(bankAccounts)
      .where(eq(bankAccounts.code, code));
    return bank ? `${bank.name} ····${bank.number.slice(-4)}` : code;
  }
  if (!table) return companyAccounts[type] ?? type;
  const [row] = await db.select({ name: table.name }).from(table).where(eq(table.code, code));
  return row?.name ?? code;
}
