// Over 400 lines: one ranked search over every kind a picker looks up, each kind's columns beside the others'.
import { LOOKUP_LIMIT, type LookupKind } from '@pfm/shared';
import { eq, type SQL, sql } from 'drizzle-orm';
import { alias, type PgColumn, type PgSelect } from 'drizzle-orm/pg-core';
import type { Db } from '../db/database.ts';
import { containing } from '../db/list.ts';
import {
  bankAccounts,
  batches,
  collections,
  documents,
  farmers,
  farms,
  godowns,
  growthUpdates,
  issues,
  items,
  paymentVouchers,
  purchases,
  sales,
  settlements,
  suppliers,
  traders,
  transfers,
} from '../db/schema.ts';

/**
 * The user's text as the three matches read it: the code it is (codes are upper case by
 * construction: G001, FM001, SL007), the codes it starts (`SL0%`), the names it is part of
 * (`%sahoo%`); LIKE's wildcards (`%`, `_`, `\`) in it are escaped, so they match only themselves.
 */
export interface LookupText {
  exact: string;
  prefix: string;
  contains: string;
}

export const lookupText = (q: string): LookupText => {
  const contains = containing(q);
  return { exact: q.toUpperCase(), prefix: contains.slice(1), contains };
};

/** How well a row matched: its code exactly (0), a code starting with the text (1), a name (2). */
export const RANK = { exact: 0, prefix: 1, name: 2 } as const;

/** One row found, before its subtitle gets the document's date in the Settings format. */
export interface FoundRow {
  kind: LookupKind;
  code: string;
  title: string;
  /** The subtitle's words, without the date; '' when there are none. */
  detail: string;
  /** A document's date, or the day a batch was placed (YYYY-MM-DD); null for masters. */
  date: string | null;
  /** The batch an issue, growth update, sale or settlement is of; null for the rest. */
  batch: string | null;
  /** A cancelled document (said in the subtitle). */
  cancelled: boolean;
  rank: number;
}

/** The parts of a branch: where its code is, what it says, and the names that find it. */
interface Branch {
  kind: LookupKind;
  code: PgColumn;
  title: SQL;
  detail: SQL;
  /** The names (or summaries) that contain the text; any one matching finds the row. */
  names: SQL[];
  /**
   * A stored search column holding every one of `names` (a master's trigram-indexed `search`): the
   * index narrows the rows before the names are checked. Never finds a row the names would not.
   */
  searchColumn?: PgColumn;
  date?: SQL;
  batch?: SQL;
  cancelled?: SQL;
}

/** Codes order by their number (B2 before B10, B999 before B1000), as the lists do. */
const codeOrder = (code: PgColumn | SQL) => [sql`length(${code})`, sql`${code}`];

/** ' · '-joined parts, the empty ones left out (SQL's `concat_ws` skips nulls, not ''). */
const joined = (...parts: SQL[]) =>
  sql<string>`concat_ws(' · ', ${sql.join(
    parts.map((part) => sql`nullif(${part}, '')`),
    sql`, `,
  )})`;

/**
 * The select of one kind: its matching rows, best first (rank, then code by number), at most
 * LOOKUP_LIMIT, in the shape every branch of the union shares.
 */
function select(branch: Branch, text: LookupText) {
  const { code } = branch;
  const rank = sql<number>`(case when ${code} = ${text.exact} then ${sql.raw(String(RANK.exact))} when ${code} ilike ${text.prefix} then ${sql.raw(String(RANK.prefix))} else ${sql.raw(String(RANK.name))} end)`;
  const named = sql.join(
    branch.names.map((name) => sql`${name} ilike ${text.contains}`),
    sql` or `,
  );
  const byName = branch.searchColumn
    ? sql`(${branch.searchColumn} ilike ${text.contains} and (${named}))`
    : sql`(${named})`;
  return {
    order: [rank, ...codeOrder(code)],
    fields: {
      // A constant of our own, never the user's text.
      kind: sql<LookupKind>`${sql.raw(`'${branch.kind}'`)}::text`.as('kind'),
      code: sql<string>`${code}`.as('code'),
      title: sql<string>`${branch.title}`.as('title'),
      detail: sql<string>`coalesce(${branch.detail}, '')`.as('detail'),
      date: sql<string | null>`${branch.date ?? sql`null`}::text`.as('date'),
      batch: sql<string | null>`${branch.batch ?? sql`null`}::text`.as('batch'),
      cancelled: sql<boolean>`${branch.cancelled ?? sql`false`}`.as('cancelled'),
      rank: rank.as('rank'),
    },
    where: sql`(${code} = ${text.exact} or ${code} ilike ${text.prefix} or ${byName})`,
  };
}

const cancelledDocument = sql`(${documents.status} = 'cancelled')`;
const documentDate = sql`${documents.date}`;

const fromGodowns = alias(godowns, 'from_godowns');
const toGodowns = alias(godowns, 'to_godowns');
const batchFarms = alias(farms, 'batch_farms');

type Built = ReturnType<typeof select>;

/** A kind's select cut to its best LOOKUP_LIMIT rows, in the order of the whole answer. */
const finish = <Query extends PgSelect>(query: Query, built: Built) =>
  query
    .where(built.where)
    .orderBy(...built.order)
    .limit(LOOKUP_LIMIT);

/** Every kind's select: its tables, its words and the names that find it. */
const branches = (db: Db, text: LookupText) => {
  const run = <Query extends PgSelect>(
    branch: Branch,
    from: (fields: Built['fields']) => Query,
  ) => {
    const built = select(branch, text);
    return finish(from(built.fields), built);
  };

  return {
    godown: () =>
      run(
        {
          kind: 'godown',
          code: godowns.code,
          title: sql`${godowns.name}`,
          detail: joined(sql`${godowns.location}`, inactive(godowns.status)),
          names: [sql`${godowns.name}`],
          searchColumn: godowns.search,
        },
        (fields) => db.select(fields).from(godowns).$dynamic(),
      ),
    farmer: () =>
      run(
        {
          kind: 'farmer',
          code: farmers.code,
          title: sql`${farmers.name}`,
          detail: joined(sql`${farmers.city}`, sql`${farmers.phone}`, inactive(farmers.status)),
          names: [sql`${farmers.name}`],
          searchColumn: farmers.search,
        },
        (fields) => db.select(fields).from(farmers).$dynamic(),
      ),
    farm: () =>
      run(
        {
          kind: 'farm',
          code: farms.code,
          title: sql`${farms.name}`,
          detail: joined(sql`${farms.farmerName}`, sql`${farms.location}`, inactive(farms.status)),
          // A farm is found by its farmer's name too (its search column holds it).
          names: [sql`${farms.name}`, sql`${farms.farmerName}`],
          searchColumn: farms.search,
        },
        (fields) => db.select(fields).from(farms).$dynamic(),
      ),
    item: () =>
      run(
        {
          kind: 'item',
          code: items.code,
          title: sql`${items.name}`,
          detail: joined(
            sql`initcap(${items.category})`,
            sql`'per ' || ${items.unit}`,
            inactive(items.status),
          ),
          names: [sql`${items.name}`],
          searchColumn: items.search,
        },
        (fields) => db.select(fields).from(items).$dynamic(),
      ),
    supplier: () =>
      run(
        {
          kind: 'supplier',
          code: suppliers.code,
          title: sql`${suppliers.name}`,
          detail: joined(sql`${suppliers.type} || ' supplier'`, sql`${suppliers.contact}`),
          names: [sql`${suppliers.name}`],
          searchColumn: suppliers.search,
        },
        (fields) => db.select(fields).from(suppliers).$dynamic(),
      ),
    trader: () =>
      run(
        {
          kind: 'trader',
          code: traders.code,
          title: sql`${traders.name}`,
          detail: joined(sql`${traders.contact}`),
          names: [sql`${traders.name}`],
          searchColumn: traders.search,
        },
        (fields) => db.select(fields).from(traders).$dynamic(),
      ),
    bankAccount: () =>
      run(
        {
          kind: 'bankAccount',
          code: bankAccounts.code,
          title: sql`${bankAccounts.bankName}`,
          // The account's last four digits tell two accounts of one bank apart.
          detail: joined(
            sql`${bankAccounts.branch}`,
            sql`'A/c …' || right(${bankAccounts.accountNumber}, 4)`,
            inactive(bankAccounts.status),
          ),
          names: [sql`${bankAccounts.bankName}`, sql`${bankAccounts.branch}`],
          searchColumn: bankAccounts.search,
        },
        (fields) => db.select(fields).from(bankAccounts).$dynamic(),
      ),
    batch: () =>
      run(
        {
          kind: 'batch',
          code: batches.code,
          title: sql`${batchFarms.name}`,
          detail: joined(
            sql`${farmers.name}`,
            sql`case ${batches.status} when 'open' then 'Open' when 'sold-out' then 'Sold out' when 'settled' then 'Settled' else 'Void' end`,
          ),
          names: [sql`${batchFarms.name}`, sql`${farmers.name}`],
          date: sql`${batches.placementDate}`,
        },
        (fields) =>
          db
            .select(fields)
            .from(batches)
            .innerJoin(batchFarms, eq(batchFarms.code, batches.farmCode))
            .innerJoin(farmers, eq(farmers.code, batchFarms.farmerCode))
            .$dynamic(),
      ),
    purchase: () =>
      run(
        {
          kind: 'purchase',
          code: documents.code,
          title: sql`'Purchase from ' || ${suppliers.name}`,
          detail: joined(sql`${items.name}`, sql`${godowns.name}`),
          names: [sql`${suppliers.name}`, sql`${items.name}`],
          date: documentDate,
          cancelled: cancelledDocument,
        },
        (fields) =>
          db
            .select(fields)
            .from(purchases)
            .innerJoin(documents, eq(documents.id, purchases.documentId))
            .innerJoin(suppliers, eq(suppliers.code, purchases.supplierCode))
            .innerJoin(items, eq(items.code, purchases.itemCode))
            .innerJoin(godowns, eq(godowns.code, purchases.godownCode))
            .$dynamic(),
      ),
    issue: () =>
      run(
        {
          kind: 'issue',
          code: documents.code,
          title: sql`'Issue to ' || ${farmers.name}`,
          detail: joined(sql`${items.name}`, sql`${issues.batchCode}`, sql`${farms.name}`),
          names: [sql`${farmers.name}`, sql`${farms.name}`, sql`${issues.batchCode}`],
          date: documentDate,
          batch: sql`${issues.batchCode}`,
          cancelled: cancelledDocument,
        },
        (fields) =>
          db
            .select(fields)
            .from(issues)
            .innerJoin(documents, eq(documents.id, issues.documentId))
            .innerJoin(farms, eq(farms.code, issues.farmCode))
            .innerJoin(farmers, eq(farmers.code, farms.farmerCode))
            .innerJoin(items, eq(items.code, issues.itemCode))
            .$dynamic(),
      ),
    transfer: () =>
      run(
        {
          kind: 'transfer',
          code: documents.code,
          title: sql`'Transfer from ' || ${fromGodowns.name} || ' to ' || ${toGodowns.name}`,
          detail: joined(
            sql`${items.name}`,
            sql`case ${transfers.state} when 'pending' then 'In transit' else '' end`,
          ),
          names: [sql`${fromGodowns.name}`, sql`${toGodowns.name}`, sql`${items.name}`],
          date: documentDate,
          cancelled: cancelledDocument,
        },
        (fields) =>
          db
            .select(fields)
            .from(transfers)
            .innerJoin(documents, eq(documents.id, transfers.documentId))
            .innerJoin(fromGodowns, eq(fromGodowns.code, transfers.fromGodownCode))
            .innerJoin(toGodowns, eq(toGodowns.code, transfers.toGodownCode))
            .innerJoin(items, eq(items.code, transfers.itemCode))
            .$dynamic(),
      ),
    growthUpdate: () =>
      run(
        {
          kind: 'growthUpdate',
          code: documents.code,
          title: sql`'Growth update of ' || ${growthUpdates.batchCode} || ', week ' || ${growthUpdates.week}::text`,
          detail: joined(sql`${batchFarms.name}`, sql`${farmers.name}`),
          names: [sql`${growthUpdates.batchCode}`, sql`${batchFarms.name}`, sql`${farmers.name}`],
          date: documentDate,
          batch: sql`${growthUpdates.batchCode}`,
          cancelled: cancelledDocument,
        },
        (fields) =>
          db
            .select(fields)
            .from(growthUpdates)
            .innerJoin(documents, eq(documents.id, growthUpdates.documentId))
            .innerJoin(batches, eq(batches.code, growthUpdates.batchCode))
            .innerJoin(batchFarms, eq(batchFarms.code, batches.farmCode))
            .innerJoin(farmers, eq(farmers.code, batchFarms.farmerCode))
            .$dynamic(),
      ),
    sale: () =>
      run(
        {
          kind: 'sale',
          code: documents.code,
          title: sql`'Sale to ' || ${traders.name}`,
          detail: joined(sql`${sales.batchCode}`, sql`${batchFarms.name}`),
          names: [sql`${traders.name}`, sql`${sales.batchCode}`, sql`${batchFarms.name}`],
          date: documentDate,
          batch: sql`${sales.batchCode}`,
          cancelled: cancelledDocument,
        },
        (fields) =>
          db
            .select(fields)
            .from(sales)
            .innerJoin(documents, eq(documents.id, sales.documentId))
            .innerJoin(traders, eq(traders.code, sales.traderCode))
            .innerJoin(batches, eq(batches.code, sales.batchCode))
            .innerJoin(batchFarms, eq(batchFarms.code, batches.farmCode))
            .$dynamic(),
      ),
    payment: () =>
      run(
        {
          kind: 'payment',
          code: documents.code,
          title: sql`'Payment to ' || ${paymentVouchers.payeeName}`,
          detail: joined(
            sql`${paymentVouchers.purpose}`,
            sql`case ${paymentVouchers.state} when 'pending' then 'Pending' else '' end`,
          ),
          names: [sql`${paymentVouchers.payeeName}`, sql`${paymentVouchers.purpose}`],
          date: documentDate,
          cancelled: cancelledDocument,
        },
        (fields) =>
          db
            .select(fields)
            .from(paymentVouchers)
            .innerJoin(documents, eq(documents.id, paymentVouchers.documentId))
            .$dynamic(),
      ),
    collection: () =>
      run(
        {
          kind: 'collection',
          code: documents.code,
          title: sql`'Collection from ' || ${traders.name}`,
          detail: joined(
            sql`case when ${collections.saleCode} is null then '' else 'Against ' || ${collections.saleCode} end`,
            sql`case ${collections.state} when 'pending' then 'Pending' else '' end`,
          ),
          names: [sql`${traders.name}`],
          date: documentDate,
          cancelled: cancelledDocument,
        },
        (fields) =>
          db
            .select(fields)
            .from(collections)
            .innerJoin(documents, eq(documents.id, collections.documentId))
            .innerJoin(traders, eq(traders.code, collections.traderCode))
            .$dynamic(),
      ),
    settlement: () =>
      run(
        {
          kind: 'settlement',
          code: documents.code,
          title: sql`'Settlement of ' || ${settlements.batchCode}`,
          detail: joined(sql`${farmers.name}`, sql`${batchFarms.name}`),
          names: [sql`${settlements.batchCode}`, sql`${farmers.name}`, sql`${batchFarms.name}`],
          date: documentDate,
          batch: sql`${settlements.batchCode}`,
          cancelled: cancelledDocument,
        },
        (fields) =>
          db
            .select(fields)
            .from(settlements)
            .innerJoin(documents, eq(documents.id, settlements.documentId))
            .innerJoin(batches, eq(batches.code, settlements.batchCode))
            .innerJoin(batchFarms, eq(batchFarms.code, batches.farmCode))
            .innerJoin(farmers, eq(farmers.code, batchFarms.farmerCode))
            .$dynamic(),
      ),
  } satisfies Record<LookupKind, () => unknown>;
};

/** "Inactive" for a master that is no longer used; '' for an active one. */
function inactive(status: PgColumn): SQL {
  return sql`case when ${status} = 'inactive' then 'Inactive' else '' end`;
}

/**
 * The best matches of `kinds` for the text, best first: exact codes, then codes starting with the
 * text (by number), then names (by kind, in `kinds`' order, then code), at most LOOKUP_LIMIT. One
 * query: a union of one select per kind, each cut to the limit in the same order.
 */
export async function findRows(
  db: Db,
  q: string,
  kinds: readonly LookupKind[],
): Promise<FoundRow[]> {
  if (kinds.length === 0) return [];
  const all = branches(db, lookupText(q));
  // Each kind's select is cut to the limit in the answer's own order, so the best LOOKUP_LIMIT of
  // their union are the best of all.
  const union = sql.join(
    kinds.map((kind) => sql`(${all[kind]()})`),
    sql` union all `,
  );
  const kindOrder = sql.raw(kinds.map((kind, index) => `when '${kind}' then ${index}`).join(' '));
  const result = await db.execute(sql`
    select kind, code, title, detail, date, batch, cancelled, rank from (${union}) found
    order by rank,
      case when rank = ${sql.raw(String(RANK.name))} then case kind ${kindOrder} end else 0 end,
      length(code), code
    limit ${sql.raw(String(LOOKUP_LIMIT))}`);
  const rows = ((result as unknown as { rows?: unknown[] }).rows ?? result) as FoundRow[];
  return rows.map((row) => ({ ...row, rank: Number(row.rank), cancelled: row.cancelled === true }));
}
