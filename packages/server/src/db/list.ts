import type { ListPage, ListQuery } from '@pfm/shared';
import { type AnyColumn, asc, count, desc, type SQL, sql } from 'drizzle-orm';
import type { PgColumn, PgSelect, PgSelectQueryBuilder, PgTable } from 'drizzle-orm/pg-core';
import type { Db } from '../db/database.ts';

/** `text` with LIKE's wildcards escaped, for a search that matches any part of a column. */
export const containing = (text: string) => `%${text.replace(/[\\%_]/g, (char) => `\\${char}`)}%`;

/** A case-insensitive "contains" on a stored search column (backed by a trigram index). */
export const searchMatches = (column: PgColumn, text: string): SQL | undefined =>
  text ? sql`${column} ilike ${containing(text)}` : undefined;

export type Direction = 'asc' | 'desc';
/** How one sortable column orders the rows, in a direction. */
export type Ordering = (direction: Direction) => SQL[];

/** Orders by a column (or expression). */
export const by =
  (column: AnyColumn | SQL): Ordering =>
  (direction) => [direction === 'desc' ? desc(column) : asc(column)];

/** Codes order by their number: G2 before G10, G999 before G1000. */
export const byCode =
  (column: AnyColumn): Ordering =>
  (direction) => {
    const dir = sql.raw(direction);
    return [sql`length(${column}) ${dir}`, sql`${column} ${dir}`];
  };

/**
 * The ORDER BY of a list: the chosen sort (or `fallback`) and then `tiebreak`, so that equal values
 * keep one order and pages never overlap or skip rows.
 */
export function orderFor<Sort extends string>(
  query: ListQuery<Sort>,
  sorts: Record<Sort, Ordering>,
  fallback: Sort,
  tiebreak: Ordering,
): SQL[] {
  return [...sorts[query.sort ?? fallback](query.dir), ...tiebreak('asc')];
}

/**
 * Up to this many matching rows are counted exactly. Past it a list reports the planner's estimate,
 * marked as one, so that a first page never costs a count of every row of a large table.
 */
export const EXACT_COUNT_LIMIT = 10_000;

/**
 * A search matching at most this many rows is read by its trigram index and sorted, never by a walk
 * of the sort column's index (see `listPage`). Sorting 2,000 rows costs a few milliseconds; a walk
 * past a clustered set of matches can cost a scan of the table.
 */
export const FEW_MATCHES = 2_000;

/** The rows a list matches, as a query of `select 1 … where …` (with any joins the filters need). */
type Matching = PgSelect | PgSelectQueryBuilder;

/**
 * How many rows `matching` selects: exact up to `limit`, else the planner's estimate (rounded to two
 * significant figures and never below the limit) with `estimated: true`.
 */
export async function countMatching(
  db: Db,
  matching: () => Matching,
  limit = EXACT_COUNT_LIMIT,
): Promise<{ total: number; estimated?: true }> {
  const rows = Number.isFinite(limit) ? matching().limit(limit + 1) : matching();
  const capped = await db.select({ total: count() }).from(rows.as('matching'));
  const exact = capped[0]?.total ?? 0;
  if (exact <= limit) return { total: exact };
  const planned = await plannedRows(db, matching());
  return { total: roughly(Math.max(planned, limit + 1)), estimated: true };
}

/** The planner's estimate of the rows a query returns (EXPLAIN without running it). */
async function plannedRows(db: Db, query: Matching): Promise<number> {
  const result = await db.execute(sql`explain (format json) ${query}`);
  const rows = ((result as unknown as { rows?: unknown[] }).rows ?? result) as Record<
    string,
    unknown
  >[];
  const cell = rows[0]?.['QUERY PLAN'];
  const plan = (typeof cell === 'string' ? JSON.parse(cell) : cell) as [
    { Plan: { 'Plan Rows': number } },
  ];
  return plan[0].Plan['Plan Rows'];
}

/** 1,98,734 → 2,00,000: an estimate shown with no more precision than it has. */
export function roughly(value: number): number {
  if (value < 100) return Math.round(value);
  const unit = 10 ** (Math.floor(Math.log10(value)) - 1);
  return Math.round(value / unit) * unit;
}

/**
 * A list's rows apart from paging: its filter (on `table`, or `matching` when the filters need
 * joins) and a slice of its rows in its order. `listPage` reads a page of it, `everyRow` all of it,
 * so a list's JSON pages and its export never differ in a filter or an order.
 */
export interface ListSource<Row> {
  table: PgTable;
  where: SQL | undefined;
  /** The rows from `offset`, at most `limit`, read through `db` (a transaction, when the search plan is chosen). */
  rows: (limit: number, offset: number, db: Db) => Promise<Row[]>;
  /** The matching rows, when the filters need joins (a search over joined names); else `table`'s. */
  matching?: () => Matching;
}

/** The rows a source matches, as a query of `select 1 …`. */
const matchingOf = <Row>(db: Db, source: ListSource<Row>) =>
  source.matching ??
  (() => db.select({ one: sql`1` }).from(source.table).where(source.where).$dynamic());

/** A search over a table's own search column (not over joins): read by its trigram index when few match. */
const searchesOwnColumn = <Row>(source: ListSource<Row>, query: { q?: string }) =>
  !source.matching && 'q' in query && Boolean(query.q);

/**
 * Rows of a search that matches few rows, read by its trigram index and sorted: walking the sort
 * column's index instead, as the planner may choose when it misjudges how many rows match, reads
 * every row before the first match ("ramesh sa" sorted by name walks from A to R: 287 ms against
 * 6 ms, decision 0024). Bitmap scans stay allowed, index walks not.
 */
const readByTrigrams = <Row>(db: Db, source: ListSource<Row>, limit: number, offset: number) =>
  db.transaction(async (tx) => {
    await tx.execute(sql`set local enable_indexscan = off`);
    return source.rows(limit, offset, tx);
  });

/** One page of rows plus the number of rows that match in all (see `countMatching`). */
export async function listPage<Row>(
  db: Db,
  { query, ...source }: ListSource<Row> & { query: { page: number; size: number; q?: string } },
): Promise<ListPage<Row>> {
  const offset = (query.page - 1) * query.size;
  const select = matchingOf(db, source);
  let page: Row[];
  let estimate: Awaited<ReturnType<typeof countMatching>>;
  if (searchesOwnColumn(source, query)) {
    // A search that matches few rows (≤ FEW_MATCHES) is read by its trigram index and sorted.
    estimate = await countMatching(db, select);
    page =
      estimate.estimated || estimate.total > FEW_MATCHES
        ? await source.rows(query.size, offset, db)
        : await readByTrigrams(db, source, query.size, offset);
  } else {
    [page, estimate] = await Promise.all([
      source.rows(query.size, offset, db),
      countMatching(db, select),
    ]);
  }
  // A page past the end of an estimate (the last page it promised): now the rows are worth counting.
  const counted =
    estimate.estimated && page.length === 0 ? await countMatching(db, select, Infinity) : estimate;
  return { rows: page, ...counted, page: query.page, size: query.size };
}

/** How many rows `everyRow` reads at a time: one chunk of a long list is in memory at once. */
export const EVERY_ROW_CHUNK = 500;

/**
 * Every row a list matches, in the list's order (all its pages), for an export: the exact count
 * first (a PDF counts its pages before it draws), then the rows, read `chunk` at a time as they
 * are consumed. Never more rows than counted; fewer only if rows go while it reads (the list
 * shrank), as a reader paging through the screen would see.
 */
export async function everyRow<Row>(
  db: Db,
  query: { q?: string },
  source: ListSource<Row>,
  chunk = EVERY_ROW_CHUNK,
): Promise<{ total: number; rows: AsyncIterable<Row> }> {
  const { total } = await countMatching(db, matchingOf(db, source), Infinity);
  const fewMatches = searchesOwnColumn(source, query) && total <= FEW_MATCHES;
  async function* read(): AsyncIterable<Row> {
    if (total === 0) return;
    if (fewMatches) {
      yield* await readByTrigrams(db, source, total, 0);
      return;
    }
    for (let offset = 0; offset < total; offset += chunk) {
      const limit = Math.min(chunk, total - offset);
      const rows = await source.rows(limit, offset, db);
      yield* rows;
      if (rows.length < limit) return;
    }
  }
  return { total, rows: read() };
}
