import type { SortingState } from '@tanstack/react-table';

export const sortDirections = ['asc', 'desc'] as const;
export type SortDirection = (typeof sortDirections)[number];

/** The column a table is sorted by, and which way. `null` means the rows' own order. */
export interface DataTableSort {
  /** The sorted column's `id`. */
  id: string;
  direction: SortDirection;
}

/** What a column's `accessor` may return: the plain value that search and sort use. */
export type DataTableValue = string | number | null | undefined;

/**
 * The sort after the user activates a column's header: a new column starts ascending, then the same
 * column turns descending, then the sort is removed (asc → desc → none).
 */
export function nextSort(current: DataTableSort | null, columnId: string): DataTableSort | null {
  if (current?.id !== columnId) return { id: columnId, direction: 'asc' };
  return current.direction === 'asc' ? { id: columnId, direction: 'desc' } : null;
}

/** The `aria-sort` value for a column's header cell. */
export function ariaSortFor(
  sort: DataTableSort | null,
  columnId: string,
): 'ascending' | 'descending' | 'none' {
  if (sort?.id !== columnId) return 'none';
  return sort.direction === 'asc' ? 'ascending' : 'descending';
}

/** Our sort as TanStack's sorting state (a list of columns; we only ever sort by one). */
export function toSortingState(sort: DataTableSort | null): SortingState {
  return sort ? [{ id: sort.id, desc: sort.direction === 'desc' }] : [];
}

const collator = new Intl.Collator('en-IN', { numeric: true, sensitivity: 'base' });

/** Whether an accessor value is missing (`null`, `undefined` or `''`); such values sort last. */
export function isEmptyValue(value: DataTableValue): value is null | undefined | '' {
  return value === null || value === undefined || value === '';
}

/**
 * Ascending order of two accessor values: numbers by size, text alphabetically with embedded numbers
 * in number order ("Godown 2" before "Godown 10"), case ignored. Empty values come after the others.
 */
export function compareValues(a: DataTableValue, b: DataTableValue): number {
  const aEmpty = isEmptyValue(a);
  const bEmpty = isEmptyValue(b);
  if (aEmpty || bEmpty) return aEmpty === bEmpty ? 0 : aEmpty ? 1 : -1;
  if (typeof a === 'number' && typeof b === 'number') return a === b ? 0 : a < b ? -1 : 1;
  return collator.compare(String(a), String(b));
}

/** Normalises what the user typed: trimmed and lower-cased, so "  North " finds "North Godown". */
export function normaliseSearch(query: string): string {
  return query.trim().toLocaleLowerCase('en-IN');
}

/** Whether an accessor value contains the search text anywhere, ignoring case. */
export function valueMatches(value: DataTableValue, query: string): boolean {
  const needle = normaliseSearch(query);
  if (needle === '') return true;
  if (value === null || value === undefined) return false;
  return String(value).toLocaleLowerCase('en-IN').includes(needle);
}

/** A row's searchable and sortable values, one accessor per column. */
export interface DataTableAccessors<TRow> {
  id: string;
  accessor?: (row: TRow) => DataTableValue;
  /** `false` keeps the column out of search (it can still sort). */
  searchable?: boolean;
}

/** The rows of which any searchable column contains the search text (all rows for an empty search). */
export function searchRows<TRow>(
  rows: readonly TRow[],
  columns: readonly DataTableAccessors<TRow>[],
  query: string,
): TRow[] {
  if (normaliseSearch(query) === '') return [...rows];
  const searchable = columns.filter((column) => column.accessor && column.searchable !== false);
  return rows.filter((row) =>
    searchable.some((column) => valueMatches(column.accessor?.(row), query)),
  );
}

/**
 * The rows in the order of `sort`, as DataTable sorts them in the browser (a fake or real server can
 * use it to agree): stable, so equal values keep their order, and empty values last in both
 * directions. `null` keeps the rows' own order.
 */
export function sortRows<TRow>(
  rows: readonly TRow[],
  columns: readonly DataTableAccessors<TRow>[],
  sort: DataTableSort | null,
): TRow[] {
  const accessor = sort ? columns.find((column) => column.id === sort.id)?.accessor : undefined;
  if (!sort || !accessor) return [...rows];
  const sign = sort.direction === 'asc' ? 1 : -1;
  return rows
    .map((row, index) => ({ row, index, value: accessor(row) }))
    .sort((a, b) => {
      const aEmpty = isEmptyValue(a.value);
      if (aEmpty !== isEmptyValue(b.value)) return aEmpty ? 1 : -1;
      return sign * compareValues(a.value, b.value) || a.index - b.index;
    })
    .map(({ row }) => row);
}

/** The rows on a 1-based `page` of `pageSize` rows. */
export function pageOfRows<TRow>(rows: readonly TRow[], page: number, pageSize: number): TRow[] {
  const start = (Math.max(1, Math.floor(page)) - 1) * pageSize;
  return rows.slice(start, start + pageSize);
}

/** The last page that still has rows (1 when there are none), to keep a page number in range. */
export function lastPage(total: number, pageSize: number): number {
  return Math.max(1, Math.ceil(total / Math.max(1, pageSize)));
}
