import type { ListPage, ListQuery } from '@pfm/shared';
import { type AnyColumn, asc, desc, type SQL, sql } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
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

/** One page of rows plus the number of rows that match in all. */
export async function listPage<Row>(
  db: Db,
  {
    query,
    table,
    where,
    rows,
    count,
  }: {
    query: { page: number; size: number };
    table: PgTable;
    where: SQL | undefined;
    rows: (limit: number, offset: number) => Promise<Row[]>;
    /** The count, when it needs joins (a search over joined names); else `table` is counted. */
    count?: () => Promise<{ total: number }[]>;
  },
): Promise<ListPage<Row>> {
  const offset = (query.page - 1) * query.size;
  const [page, counted] = await Promise.all([
    rows(query.size, offset),
    count
      ? count()
      : db
          .select({ total: sql<number>`count(*)`.mapWith(Number) })
          .from(table)
          .where(where),
  ]);
  return { rows: page, total: counted[0]?.total ?? 0, page: query.page, size: query.size };
}
