import {
  type ColumnDef,
  getCoreRowModel,
  getFilteredRowModel,
  getSortedRowModel,
  type Row,
  useReactTable,
  type VisibilityState,
} from '@tanstack/react-table';
import { type ReactNode, useMemo, useState } from 'react';
import {
  compareValues,
  type DataTableSort,
  type DataTableValue,
  isEmptyValue,
  lastPage,
  nextSort,
  toSortingState,
  valueMatches,
} from './data-table-model.ts';
import type {
  DataTableClientProps,
  DataTableColumn,
  DataTableProps,
  DataTableServerProps,
} from './data-table-types.ts';

/** The id of the Actions column; a leading underscore keeps it clear of callers' column ids. */
export const ACTIONS_COLUMN_ID = '_actions';

/** What a cell shows without a `cell`: its accessor value, or a dash for none. */
export const displayValue = (value: DataTableValue): ReactNode =>
  isEmptyValue(value) ? '—' : value;

/** A row's cell for `column`, as the table and the cards show it. */
export const renderCell = <TRow>(column: DataTableColumn<TRow>, row: TRow): ReactNode =>
  column.cell ? column.cell(row) : displayValue(column.accessor?.(row));

export const isManual = <TRow>(props: DataTableProps<TRow>): boolean => props.manual === true;

/** What the table shows and how the user changes it, in either mode. */
export interface DataTableState<TRow> {
  /** Server mode's props, or `null` in client mode. */
  server: DataTableServerProps<TRow> | null;
  /** The TanStack table: header groups and visible cells. */
  table: ReturnType<typeof useReactTable<TRow>>;
  sort: DataTableSort | null;
  search: string;
  page: number;
  pageSize: number;
  /** Rows matching the search across all pages (client) or the server's count. */
  total: number;
  paginate: boolean;
  /** The rows of the current page. */
  visibleRows: Row<TRow>[];
  /** What totals are worked out from: every matching row (client) or the current page (server). */
  footerRows: readonly TRow[];
  changeSort: (columnId: string) => void;
  /** Sets the sort outright (the cards' Sort by). */
  setSort: (sort: DataTableSort | null) => void;
  changeSearch: (text: string) => void;
  changePage: (page: number) => void;
  changePageSize: ((pageSize: number) => void) | undefined;
}

/**
 * Sort, search and page in either mode: kept here in client mode, the caller's in server mode. The
 * hidden columns stay in TanStack's model (hidden, not removed), so a sort by one still applies.
 */
export function useDataTableState<TRow>(
  props: DataTableProps<TRow>,
  hiddenColumns: ReadonlySet<string>,
): DataTableState<TRow> {
  const { columns, rows, getRowId, rowActions } = props;
  const server = isManual(props) ? (props as DataTableServerProps<TRow>) : null;
  const client = server ? null : (props as DataTableClientProps<TRow>);

  const [clientSort, setClientSort] = useState<DataTableSort | null>(client?.defaultSort ?? null);
  const [clientSearch, setClientSearch] = useState('');
  const [clientPage, setClientPage] = useState(1);
  const [clientPageSize, setClientPageSize] = useState(client?.defaultPageSize ?? 10);
  const paginate = server ? true : client?.paginate !== false;

  const sort = server ? server.sort : clientSort;
  const search = server ? (server.search ?? '') : clientSearch;
  const pageSize = server ? server.pageSize : paginate ? clientPageSize : Math.max(rows.length, 1);

  const tableColumns = useMemo(
    () => toTableColumns(columns, rowActions ? ACTIONS_COLUMN_ID : null),
    [columns, rowActions],
  );

  // One array per sort, so TanStack's memos see the same state across renders.
  const sortColumn = sort?.id;
  const sortDirection = sort?.direction;
  const sorting = useMemo(
    () =>
      toSortingState(
        sortColumn && sortDirection ? { id: sortColumn, direction: sortDirection } : null,
      ),
    [sortColumn, sortDirection],
  );
  const hiddenKey = [...hiddenColumns].join('\n');
  const columnVisibility = useMemo<VisibilityState>(
    () => (hiddenKey ? Object.fromEntries(hiddenKey.split('\n').map((id) => [id, false])) : {}),
    [hiddenKey],
  );

  const table = useReactTable<TRow>({
    data: rows as TRow[],
    columns: tableColumns,
    getRowId,
    state: { sorting, globalFilter: search, columnVisibility },
    // Pages are cut here, not by TanStack: without this, each new row model would queue a reset of
    // TanStack's own page state, whose re-render makes a new row model — a loop that froze the tab.
    autoResetPageIndex: false,
    autoResetExpanded: false,
    // Server mode: the rows arrive searched, sorted and paged.
    manualSorting: Boolean(server),
    manualFiltering: Boolean(server),
    enableMultiSort: false,
    getCoreRowModel: getCoreRowModel(),
    getSortedRowModel: server ? undefined : getSortedRowModel(),
    getFilteredRowModel: server ? undefined : getFilteredRowModel(),
    globalFilterFn: (row, columnId, query: string) => valueMatches(row.getValue(columnId), query),
    getColumnCanGlobalFilter: (column) => column.columnDef.enableGlobalFilter === true,
  });

  // Client mode pages the searched and sorted rows here rather than in TanStack, so a page past the
  // end (rows deleted, a narrower search) can show the last page instead of nothing.
  const matchingRows = table.getRowModel().rows;
  const total = server ? server.total : matchingRows.length;
  const page = server ? server.page : Math.min(clientPage, lastPage(total, pageSize));
  const visibleRows = server
    ? matchingRows
    : matchingRows.slice((page - 1) * pageSize, page * pageSize);

  const setSort = (next: DataTableSort | null) => {
    if (server) {
      server.onSortChange(next);
      return;
    }
    setClientSort(next);
    setClientPage(1);
  };
  const changeSearch = (text: string) => {
    if (server) {
      server.onSearchChange?.(text);
      return;
    }
    setClientSearch(text);
    setClientPage(1);
  };

  return {
    server,
    table,
    sort,
    search,
    page,
    pageSize,
    total,
    paginate,
    visibleRows,
    footerRows: server ? rows : matchingRows.map((row) => row.original),
    changeSort: (columnId) => setSort(nextSort(sort, columnId)),
    setSort,
    changeSearch,
    changePage: (next) => (server ? server.onPageChange(next) : setClientPage(next)),
    changePageSize: server
      ? server.onPageSizeChange
      : (next) => {
          setClientPageSize(next);
          setClientPage(1);
        },
  };
}

/** Our column definitions as TanStack's, plus the Actions column when there are row actions. */
function toTableColumns<TRow>(
  columns: readonly DataTableColumn<TRow>[],
  actionsColumnId: string | null,
): ColumnDef<TRow>[] {
  const definitions: ColumnDef<TRow>[] = columns.map((column) => {
    const { id, accessor, sortable, searchable } = column;
    const render = ({ row }: { row: { original: TRow } }): ReactNode =>
      renderCell(column, row.original);
    if (!accessor) return { id, cell: render, enableSorting: false, enableGlobalFilter: false };
    return {
      id,
      // Missing values become `undefined` so TanStack's `sortUndefined: 'last'` keeps them at the end.
      accessorFn: (row) => {
        const value = accessor(row);
        return isEmptyValue(value) ? undefined : value;
      },
      cell: render,
      enableSorting: sortable === true,
      enableGlobalFilter: searchable !== false,
      sortUndefined: 'last',
      sortingFn: (a, b, columnId) =>
        compareValues(a.getValue<DataTableValue>(columnId), b.getValue<DataTableValue>(columnId)),
    };
  });
  if (actionsColumnId) definitions.push({ id: actionsColumnId, enableSorting: false });
  return definitions;
}
