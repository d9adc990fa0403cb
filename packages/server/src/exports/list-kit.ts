// The kit every list file is defined with, and the labels, filters and cells the lists share.
import { type DocumentStatus, today } from '@pfm/shared';
import { eq } from 'drizzle-orm';
import type { AnyPgColumn, PgTable } from 'drizzle-orm/pg-core';
import { z } from 'zod';
import type { Db } from '../db/database.ts';
import { everyRow, type ListSource } from '../db/list.ts';
import { batches, farmers, farms, godowns, items, suppliers, traders } from '../db/schema.ts';
import type { Cell, ExportColumn, ExportDocument, ExportRow } from '../files/model.ts';
import { fileNameOf } from '../files/model.ts';

/**
 * The files of the master and transaction lists: every row the list's query matches (all its
 * pages, in its order), read by the same `ListSource` its JSON pages are read from, with the
 * columns its screen shows, titled as its screen and with its search and filters in its words.
 */

/** What every list's query has: a search, and a sort in a direction. */
export interface ListQueryBase {
  q: string;
  sort?: string | undefined;
  dir: 'asc' | 'desc';
}

/** A line of the filters block, and what it adds to the file's name. */
export interface FilterLine {
  label: string;
  value: string;
  /** Words for the file name (a code, a state); none when the filter is not set. */
  name?: string | undefined;
  /** The filter narrows the list (so an empty file says nothing matches); set when it has a `name`. */
  active?: boolean;
}

/** A list's file: what its screen calls it and shows, and where its rows come from. */
export interface ListSpec<Schema extends z.ZodObject, Row> {
  /** The collection, from the shared `apiPaths`: its export is `<path>/export/pdf|xlsx`. */
  path: string;
  /** The screen's title ("Farmer Registration"). */
  title: string;
  /** The sheet's name, the table's caption on the screen ("Farmers"). */
  sheet: string;
  /** The file name's first word ("farmers"). */
  stem: string;
  /** The rows in words, plural and in lower case ("farmers"), for "No farmers …". */
  itemsLabel: string;
  /** The list's own query (what its JSON list reads). */
  query: Schema;
  /** The rows a query matches, in the list's order: the JSON list's own source. */
  source: (db: Db, query: z.output<Schema>) => ListSource<Row>;
  /** The sort ids in the words of the screen's column headers, and the sort when none is chosen. */
  sorts: Record<string, string>;
  defaultSort: string;
  columns: ExportColumn[];
  cells: (row: Row) => Cell[];
  /** A row shown struck through (a cancelled document). */
  muted?: (row: Row) => boolean;
  /** The list's filters besides its search, as the screen words them. */
  filters?: (db: Db, query: z.output<Schema>) => Promise<FilterLine[]>;
  /** The file name's last words (a document list's dates). */
  fileNameEnd?: (query: z.output<Schema>) => string;
}

/** A list's export route: its path, its query and how its file is built. */
export interface ListExport {
  path: string;
  title: string;
  /** The list's query without `page` and `size`: a file holds every page. */
  querystring: z.ZodType;
  build: (db: Db, query: unknown) => Promise<ExportDocument>;
}

/**
 * A list's query with `page` and `size` refused (a file holds every page): the same keys, checks
 * and defaults as the list's, which it then parses the request with.
 */
export function everyPageQuery<Query extends z.ZodObject>(list: Query) {
  const { page: _page, size: _size, ...shape } = list.shape;
  return z.object(shape).strict().pipe(list);
}

/** A list this long or shorter is read whole before the file is written, so Excel's columns fit it. */
export const READ_WHOLE = 1_000;

async function* mapRows<Row>(
  rows: AsyncIterable<Row>,
  toRow: (row: Row) => ExportRow,
): AsyncIterable<ExportRow> {
  for await (const row of rows) yield toRow(row);
}

async function collect<T>(rows: AsyncIterable<T>): Promise<T[]> {
  const all: T[] = [];
  for await (const row of rows) all.push(row);
  return all;
}

export const direction = (dir: 'asc' | 'desc') => (dir === 'asc' ? 'ascending' : 'descending');

export function defineList<Schema extends z.ZodObject, Row>(
  spec: ListSpec<Schema, Row>,
): ListExport {
  return {
    path: spec.path,
    title: spec.title,
    querystring: everyPageQuery(spec.query),
    build: async (db, raw) => {
      const query = raw as z.output<Schema> & ListQueryBase;
      const filters = (await spec.filters?.(db, query)) ?? [];
      const { total, rows } = await everyRow(db, query, spec.source(db, query));
      const exported = mapRows(rows, (row) => ({
        cells: spec.cells(row),
        style: spec.muted?.(row) ? 'muted' : undefined,
      }));
      const filtered =
        query.q !== '' || filters.some((filter) => filter.active || filter.name !== undefined);
      const sort = spec.sorts[query.sort ?? spec.defaultSort] ?? spec.defaultSort;
      return {
        title: spec.title,
        fileName: fileNameOf(
          spec.stem,
          ...filters.map((filter) => filter.name),
          query.q && `search-${query.q}`,
          spec.fileNameEnd?.(query),
        ),
        filters: [
          ...(query.q ? ([['Search', query.q]] as [string, string][]) : []),
          ...filters.map((filter): [string, string] => [filter.label, filter.value]),
          ['Sorted by', `${sort}, ${direction(query.dir)}`],
        ],
        sections: [
          {
            name: spec.sheet,
            blocks: [
              {
                kind: 'table',
                columns: spec.columns,
                ...(total <= READ_WHOLE
                  ? { rows: await collect(exported) }
                  : { rows: exported, rowCount: total }),
                empty: filtered
                  ? `No ${spec.itemsLabel} match these filters.`
                  : `No ${spec.itemsLabel} yet.`,
              },
            ],
          },
        ],
      };
    },
  };
}

// ---------------------------------------------------------------------------------------------
// Words the screens show.

/** A quantity's unit as a document's quantity is written ("5,000 pieces", "500 kg"). */
export const quantityUnitLabels: Record<string, string> = {
  piece: 'pieces',
  kg: 'kg',
  liter: 'liters',
  bag: 'bags',
};
export const quantityUnit = (unit: string) => quantityUnitLabels[unit] ?? unit;

/** A party's balance as two cells: the amount, and Dr (owes us) or Cr (we owe it). */
export const balanceCells = (paise: number): Cell[] => [
  Math.abs(paise),
  paise > 0 ? 'Dr' : paise < 0 ? 'Cr' : '',
];
export const balanceColumns: ExportColumn[] = [
  { header: 'Balance', kind: 'money', width: 1.4 },
  { header: 'Dr/Cr', kind: 'text', width: 0.6 },
];
/** A cheque's number or a transfer's reference, as the screen's note under the mode. */
export const modeNote = (row: { mode: string; chequeNumber: string; reference: string }) =>
  row.mode === 'cash' ? '' : row.mode === 'cheque' ? `No. ${row.chequeNumber}` : row.reference;

// ---------------------------------------------------------------------------------------------
// Masters.

/** The name of the record `code` in `table`, for a filter's words ("S001 · Venkateshwara …"). */
export const nameIn =
  (table: PgTable, codeColumn: AnyPgColumn, nameColumn: AnyPgColumn) =>
  async (db: Db, code: string): Promise<string | undefined> => {
    const [row] = await db
      .select({ name: nameColumn })
      .from(table)
      .where(eq(codeColumn, code))
      .limit(1);
    return row ? String(row.name) : undefined;
  };

export const names = {
  supplier: nameIn(suppliers, suppliers.code, suppliers.name),
  item: nameIn(items, items.code, items.name),
  godown: nameIn(godowns, godowns.code, godowns.name),
  farm: nameIn(farms, farms.code, farms.name),
  farmer: nameIn(farmers, farmers.code, farmers.name),
  trader: nameIn(traders, traders.code, traders.name),
  /** A batch by its farm's name, as the batch picker shows it ("B006 · Sahoo Farm II"). */
  batch: async (db: Db, code: string) => {
    const [row] = await db
      .select({ name: farms.name })
      .from(batches)
      .innerJoin(farms, eq(farms.code, batches.farmCode))
      .where(eq(batches.code, code))
      .limit(1);
    return row?.name;
  },
};

/** A filter by a master, as the screen's picker words it: "S001 · Venkateshwara Hatcheries". */
export async function codeFilter(
  db: Db,
  code: string | undefined,
  label: string,
  all: string,
  nameOf: (db: Db, code: string) => Promise<string | undefined>,
): Promise<FilterLine> {
  if (!code) return { label, value: all };
  const name = await nameOf(db, code);
  return { label, value: name ? `${code} · ${name}` : code, name: code };
}

/** A filter of a few fixed values ("Payment: Pending"). */
export const choiceFilter = <Value extends string>(
  value: Value | undefined,
  label: string,
  all: string,
  labels: Record<Value, string>,
): FilterLine => (value ? { label, value: labels[value], name: value } : { label, value: all });

/** A filter the screen does not offer (a link's): a line only when it is set. */
export const linkFilter = (
  value: string | undefined,
  label: string,
  words = value,
): FilterLine[] => (value ? [{ label, value: words ?? value, name: value }] : []);

export interface DocumentQueryBase extends ListQueryBase {
  from?: string | undefined;
  to?: string | undefined;
  status?: DocumentStatus | undefined;
}

/** The dates of a document list in words: "2026-11-01 to 2026-11-25", "All dates". */
export function dateFilter({ from, to }: DocumentQueryBase): FilterLine {
  const value =
    from && to ? `${from} to ${to}` : from ? `From ${from}` : to ? `Up to ${to}` : 'All dates';
  return { label: 'Dates', value, active: Boolean(from || to) };
}

/** A document list's file name ends with its dates, or with the day of the export when open. */
export const documentFileNameEnd = ({ from, to }: DocumentQueryBase) =>
  from && to ? `${from}-to-${to}` : from ? `from-${from}` : to ? `to-${to}` : today();

/**
 * A document list's file: dated rows, newest first unless sorted otherwise, cancelled ones struck
 * through; its filters as its filter bar shows them (the dates, the kind's own, the status).
 */
export function defineDocumentList<
  Schema extends z.ZodObject,
  Row extends { status: DocumentStatus },
>(
  spec: Omit<ListSpec<Schema, Row>, 'defaultSort' | 'muted' | 'filters' | 'fileNameEnd'> & {
    /** The status filter's choices in this kind's words. */
    statusLabels: Record<DocumentStatus, string>;
    /** The kind's own filters, in the filter bar's order. */
    filters: (db: Db, query: z.output<Schema>) => Promise<FilterLine[]>;
  },
): ListExport {
  const { statusLabels, filters, ...list } = spec;
  const document = (query: z.output<Schema>) => query as DocumentQueryBase;
  return defineList<Schema, Row>({
    ...list,
    defaultSort: 'date',
    muted: (row) => row.status === 'cancelled',
    filters: async (db, query) => [
      dateFilter(document(query)),
      ...(await filters(db, query)),
      choiceFilter(document(query).status, 'Status', 'All statuses', statusLabels),
    ],
    fileNameEnd: (query) => documentFileNameEnd(document(query)),
  });
}
