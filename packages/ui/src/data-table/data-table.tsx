import { VisuallyHidden } from '@radix-ui/react-visually-hidden';
import {
  type ColumnDef,
  flexRender,
  getCoreRowModel,
  getFilteredRowModel,
  getSortedRowModel,
  useReactTable,
} from '@tanstack/react-table';
import { ArrowDown, ArrowUp, ChevronsUpDown, type LucideIcon, SearchX } from 'lucide-react';
import {
  type ComponentPropsWithRef,
  type ReactNode,
  useId,
  useMemo,
  useRef,
  useState,
} from 'react';
import { Button } from '../button/index.ts';
import { EmptyState } from '../empty-state/index.ts';
import { ErrorState } from '../error-state/index.ts';
import { Pagination } from '../pagination/index.ts';
import { SearchBox } from '../search-box/index.ts';
import { Skeleton } from '../skeleton/index.ts';
import {
  ActionGroup,
  BodyCell,
  BodyRow,
  Caption,
  type DataTableAlign,
  DataTableRoot,
  type DataTableRowActionTone,
  FooterCell,
  HeaderCell,
  RowActionButton,
  RowHeaderCell,
  ScrollRegion,
  SkeletonSlot,
  SortButton,
  StateCell,
  StateContent,
  Table,
  Toolbar,
  ToolbarActions,
  ToolbarSearch,
} from './data-table.styles.ts';
import {
  ariaSortFor,
  compareValues,
  type DataTableSort,
  type DataTableValue,
  isEmptyValue,
  lastPage,
  nextSort,
  toSortingState,
  valueMatches,
} from './data-table-model.ts';

/** One column of a DataTable. */
export interface DataTableColumn<TRow> {
  /** Unique key of the column; also the `id` of a sort (`{ id: 'name', direction: 'asc' }`). */
  id: string;
  /** The header text ("Capacity"). It also names the sort button. */
  header: ReactNode;
  /**
   * The plain value of the row for this column. In the browser (client mode) it is what search looks
   * through and what sorting compares; it is also shown when there is no `cell`.
   */
  accessor?: (row: TRow) => DataTableValue;
  /** How the cell looks (a formatted figure, a StatusBadge). Defaults to the `accessor` value. */
  cell?: (row: TRow) => ReactNode;
  /** Horizontal alignment of header, cells and footer. Use `end` for numbers and amounts. */
  align?: DataTableAlign;
  /**
   * The header becomes a sort button. In client mode the column needs an `accessor`; in server mode
   * the server sorts by the column's `id`.
   */
  sortable?: boolean;
  /** `false` keeps this column's `accessor` out of client-side search. Defaults to `true`. */
  searchable?: boolean;
  /** Any CSS width for the column ("8rem", "30%"). Other columns share the rest. */
  width?: string;
  /**
   * The cells of this column name their row (`<th scope="row">`), so screen readers announce e.g. the
   * godown's name with every cell of the row. Use it on one column, such as Name.
   */
  rowHeader?: boolean;
  /**
   * Content of this column's cell in the totals row (`<tfoot>`), e.g. "Total" or the sum of Capacity.
   * A function receives the rows that match the search across all pages (client mode) or the current
   * page (server mode, where the server usually sends the totals).
   */
  footer?: ReactNode | ((rows: readonly TRow[]) => ReactNode);
}

/** A button in a row's Actions cell, e.g. Edit or Delete. */
export interface DataTableRowAction<TRow> {
  /** The verb ("Edit"). The button's accessible name is this plus `rowLabel(row)`: "Edit North Godown". */
  label: string;
  /** A lucide icon for the action (the button shows only the icon). */
  icon: LucideIcon;
  /** Called with the row whose button was pressed. */
  onSelect: (row: TRow) => void;
  /** `destructive` colours the icon like a delete action. */
  tone?: DataTableRowActionTone;
  /**
   * Whether the row offers this action (e.g. Cancel only on a document that is not cancelled yet).
   * Defaults to every row. A row without the action has no button for it, not a disabled one.
   */
  visible?: (row: TRow) => boolean;
}

/** What DataTable shows when there are no rows at all (not when a search finds nothing). */
export interface DataTableEmpty {
  /** A lucide icon for what is missing. */
  icon?: LucideIcon;
  /** "No godowns yet". */
  title: ReactNode;
  /** "Add your first godown to start recording stock." */
  description?: ReactNode;
  /** The way out, usually a Button ("Add Godown"). */
  action?: ReactNode;
}

interface DataTableCommonProps<TRow> extends Omit<ComponentPropsWithRef<'div'>, 'children'> {
  /** The columns, in order. */
  columns: readonly DataTableColumn<TRow>[];
  /** Client mode: every row. Server mode: the rows of the current page only. */
  rows: readonly TRow[];
  /** A stable key for each row (its id). Defaults to the row's position. */
  getRowId?: (row: TRow, index: number) => string;
  /** Names the table (`<caption>`) and its scrolling region. Required: a table needs a name. */
  caption: ReactNode;
  /** Hide the caption visually when a heading above already says it; screen readers still read it. */
  captionHidden?: boolean;
  /** What the rows are, in the plural ("godowns"), for "No godowns match “xyz”." Defaults to "results". */
  itemsLabel?: string;
  /** The search box's accessible name ("Search godowns"). Giving it shows the search box. */
  searchLabel?: string;
  /** Placeholder of the search box ("Search godowns..."). */
  searchPlaceholder?: string;
  /**
   * Milliseconds the search waits after the last keystroke. Defaults to 0 in client mode and 300 in
   * server mode (one request per pause, not per key).
   */
  searchDebounceMs?: number;
  /** Buttons at the end of the toolbar, beside the search ("Add Godown", "Export"). */
  toolbarActions?: ReactNode;
  /** Shows skeleton rows, marks the table region `aria-busy` and says "Loading…" to screen readers. */
  loading?: boolean;
  /** How many skeleton rows stand in while loading. Defaults to 5. */
  skeletonRows?: number;
  /** A failure to show in place of the rows (e.g. the request's message). Any value shows the error. */
  error?: ReactNode;
  /**
   * Level of the headings of the empty, no-results and error states. Defaults to 3; use 2 when the
   * table sits right under the page's h1.
   */
  stateHeadingLevel?: 2 | 3 | 4 | 5 | 6;
  /** The error's heading. Defaults to ErrorState's "Something went wrong". */
  errorTitle?: ReactNode;
  /** Called when the user presses Retry on the error. Without it there is no Retry button. */
  onRetry?: () => void;
  /** What to show when there are no rows at all. Defaults to "No {itemsLabel} yet". */
  empty?: DataTableEmpty;
  /** Any CSS height. The table scrolls inside this height and its header (and totals) stay in view. */
  maxHeight?: string;
  /**
   * The table never gets narrower than this (CSS length); on narrow screens its region scrolls
   * sideways instead of squeezing the columns. Defaults to `40rem`.
   */
  minWidth?: string;
  /** Page sizes the user may pick from. Without it there is no page-size picker. */
  pageSizeOptions?: readonly number[];
  /** Names the pagination landmark. Defaults to "{caption} pages" when the caption is text. */
  paginationLabel?: string;
}

interface WithoutRowActions {
  rowActions?: undefined;
  rowLabel?: undefined;
}

interface WithRowActions<TRow> {
  /**
   * Icon buttons in a last "Actions" column, one per action for every row. For anything else (a
   * menu, a link), add a column of your own with a `cell`.
   */
  rowActions: readonly DataTableRowAction<TRow>[];
  /** How a row is named in its action buttons: `(godown) => godown.name` gives "Edit North Godown". */
  rowLabel: (row: TRow) => string;
}

/** Client mode: DataTable searches, sorts and pages `rows` in the browser. For short lists. */
export interface DataTableClientProps<TRow> extends DataTableCommonProps<TRow> {
  manual?: false;
  /** The sort when the table first shows. */
  defaultSort?: DataTableSort | null;
  /** Rows per page when the table first shows. Defaults to 10. */
  defaultPageSize?: number;
  /** `false` shows every row, without pagination. Defaults to `true`. */
  paginate?: boolean;
  // Server-mode props have no meaning here; `never` makes passing one a type error.
  total?: never;
  totalEstimated?: never;
  sort?: never;
  onSortChange?: never;
  search?: never;
  onSearchChange?: never;
  page?: never;
  pageSize?: never;
  onPageChange?: never;
  onPageSizeChange?: never;
}

/**
 * Server mode (`manual`): the caller fetches one page at a time. Sort, search and page are controlled;
 * keep them in the URL and ask the server again when a callback fires.
 */
export interface DataTableServerProps<TRow> extends DataTableCommonProps<TRow> {
  manual: true;
  /** Rows matching the search across all pages (for "Showing 11–20 of 248" and the page count). */
  total: number;
  /** `total` is the server's estimate: the pagination says "about". */
  totalEstimated?: boolean;
  /** The current sort, or `null` for the server's own order. */
  sort: DataTableSort | null;
  /** Called with the next sort (asc → desc → none) when a header is pressed. Usually go to page 1. */
  onSortChange: (sort: DataTableSort | null) => void;
  /** The current search text. */
  search?: string;
  /** Called with the search text once typing pauses (`searchDebounceMs`). Usually go to page 1. */
  onSearchChange?: (search: string) => void;
  /** The current page, 1-based. */
  page: number;
  /** Rows per page. */
  pageSize: number;
  /** Called with the 1-based page the user asked for. */
  onPageChange: (page: number) => void;
  /** Called with the page size the user picked (needs `pageSizeOptions`). Usually go to page 1. */
  onPageSizeChange?: (pageSize: number) => void;
}

export type DataTableProps<TRow> = (DataTableClientProps<TRow> | DataTableServerProps<TRow>) &
  (WithoutRowActions | WithRowActions<TRow>);

/** The id of the Actions column; a leading underscore keeps it clear of callers' column ids. */
const ACTIONS_COLUMN_ID = '_actions';
const SKELETON_WIDTHS = ['70%', '85%', '60%', '75%'] as const;

const displayValue = (value: DataTableValue): ReactNode => (isEmptyValue(value) ? '—' : value);

const isManual = <TRow,>(
  props: DataTableProps<TRow>,
): props is DataTableServerProps<TRow> & (WithoutRowActions | WithRowActions<TRow>) =>
  props.manual === true;

/**
 * A table of records with sorting, search, pagination, row actions and totals, in two modes:
 *
 * - **Client mode** (default) for short lists: pass every row; DataTable searches the columns'
 *   `accessor` values, sorts and pages them itself.
 * - **Server mode** (`manual`): pass the current page of rows and `total`, and control `sort`,
 *   `search`, `page` and `pageSize`; the callbacks tell you what the user asked for.
 *
 * Loading, error, empty and "nothing matches the search" states show in the body under the headers.
 * The table scrolls inside a focusable, named region, sideways on narrow screens and vertically with a
 * sticky header when `maxHeight` is set.
 */
export function DataTable<TRow>(props: DataTableProps<TRow>) {
  const {
    columns,
    rows,
    getRowId,
    caption,
    captionHidden = false,
    itemsLabel = 'results',
    searchLabel,
    searchPlaceholder,
    searchDebounceMs,
    toolbarActions,
    loading = false,
    skeletonRows = 5,
    error,
    errorTitle,
    stateHeadingLevel,
    onRetry,
    empty,
    maxHeight,
    minWidth = '40rem',
    pageSizeOptions,
    paginationLabel,
    rowActions,
    rowLabel,
    ...rest
  } = props;
  const server = isManual(props) ? props : null;
  const client = server ? null : (props as DataTableClientProps<TRow>);
  // Strip the mode's own props from what goes to the root <div>.
  const divProps = withoutModeProps(rest);

  const captionId = useId();
  const searchRef = useRef<HTMLInputElement>(null);
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

  const table = useReactTable<TRow>({
    data: rows as TRow[],
    columns: tableColumns,
    getRowId,
    state: { sorting, globalFilter: search },
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

  const changeSort = (columnId: string) => {
    const next = nextSort(sort, columnId);
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
  const changePage = (next: number) => (server ? server.onPageChange(next) : setClientPage(next));
  const changePageSize = server
    ? server.onPageSizeChange
    : (next: number) => {
        setClientPageSize(next);
        setClientPage(1);
      };

  const footerRows = server ? rows : matchingRows.map((row) => row.original);
  const columnsById = new Map(columns.map((column) => [column.id, column]));
  const columnCount = columns.length + (rowActions ? 1 : 0);
  const searching = search.trim() !== '';
  const showSearch = searchLabel !== undefined && (!server || server.onSearchChange !== undefined);
  const hasError = error !== undefined && error !== null && error !== false;
  const showRows = !hasError && !loading && visibleRows.length > 0;
  const hasFooter = columns.some((column) => column.footer !== undefined);

  const stateRow = (content: ReactNode) => (
    <tbody>
      <tr>
        <StateCell colSpan={columnCount}>
          <StateContent>{content}</StateContent>
        </StateCell>
      </tr>
    </tbody>
  );

  let body: ReactNode;
  if (hasError) {
    body = stateRow(
      <ErrorState
        headingLevel={stateHeadingLevel}
        title={errorTitle}
        message={error}
        onRetry={onRetry}
        retrying={loading}
      />,
    );
  } else if (loading) {
    body = (
      <tbody>
        {Array.from({ length: skeletonRows }, (_, rowIndex) => (
          // Placeholder rows say nothing; the region's "Loading…" speaks for them.
          // biome-ignore lint/suspicious/noArrayIndexKey: skeleton rows have no identity but their place.
          <BodyRow key={rowIndex} aria-hidden="true" data-state="skeleton">
            {Array.from({ length: columnCount }, (_, columnIndex) => {
              // Past the caller's columns is the Actions column, whose buttons sit at the end.
              const column = columns[columnIndex];
              const align = column ? (column.align ?? 'start') : 'end';
              return (
                // biome-ignore lint/suspicious/noArrayIndexKey: as above, per cell.
                <BodyCell key={columnIndex} $align={align}>
                  <SkeletonSlot $align={align}>
                    <Skeleton
                      width={SKELETON_WIDTHS[(rowIndex + columnIndex) % SKELETON_WIDTHS.length]}
                    />
                  </SkeletonSlot>
                </BodyCell>
              );
            })}
          </BodyRow>
        ))}
      </tbody>
    );
  } else if (visibleRows.length === 0 && searching) {
    body = stateRow(
      <EmptyState
        headingLevel={stateHeadingLevel}
        icon={SearchX}
        title={`No ${itemsLabel} match “${search.trim()}”.`}
        description="Check the spelling or search for something else."
        action={
          <Button
            variant="outline"
            onClick={() => {
              changeSearch('');
              // The button disappears with the message; the search box is where the user goes next.
              searchRef.current?.focus();
            }}
          >
            Clear search
          </Button>
        }
      />,
    );
  } else if (visibleRows.length === 0) {
    body = stateRow(
      <EmptyState
        headingLevel={stateHeadingLevel}
        icon={empty?.icon}
        title={empty?.title ?? `No ${itemsLabel} yet`}
        description={empty?.description}
        action={empty?.action}
      />,
    );
  } else {
    body = (
      <tbody>
        {visibleRows.map((row) => (
          <BodyRow key={row.id} data-state="row">
            {row.getVisibleCells().map((cell) => {
              const column = columnsById.get(cell.column.id);
              const content = flexRender(cell.column.columnDef.cell, cell.getContext());
              if (!column) {
                return (
                  <BodyCell key={cell.id} $align="end">
                    <ActionGroup>
                      {rowActions
                        ?.filter(({ visible }) => visible?.(row.original) ?? true)
                        .map(({ label, icon: Icon, onSelect, tone = 'default' }) => (
                          <RowActionButton
                            key={label}
                            size="icon"
                            variant="ghost"
                            $tone={tone}
                            aria-label={`${label} ${rowLabel?.(row.original) ?? ''}`.trim()}
                            onClick={() => onSelect(row.original)}
                          >
                            <Icon aria-hidden="true" />
                          </RowActionButton>
                        ))}
                    </ActionGroup>
                  </BodyCell>
                );
              }
              const Cell = column.rowHeader ? RowHeaderCell : BodyCell;
              return (
                <Cell
                  key={cell.id}
                  $align={column.align ?? 'start'}
                  scope={column.rowHeader ? 'row' : undefined}
                >
                  {content}
                </Cell>
              );
            })}
          </BodyRow>
        ))}
      </tbody>
    );
  }

  const captionText = typeof caption === 'string' ? caption : null;
  return (
    <DataTableRoot {...divProps}>
      {showSearch || toolbarActions ? (
        <Toolbar>
          {showSearch ? (
            <ToolbarSearch>
              <SearchBox
                ref={searchRef}
                aria-label={searchLabel}
                placeholder={searchPlaceholder}
                value={search}
                onValueChange={changeSearch}
                debounceMs={searchDebounceMs ?? (server ? 300 : 0)}
              />
            </ToolbarSearch>
          ) : null}
          {toolbarActions ? <ToolbarActions>{toolbarActions}</ToolbarActions> : null}
        </Toolbar>
      ) : null}

      {/* Focusable and named so keyboard users can scroll a table wider or taller than its box. */}
      <ScrollRegion
        role="region"
        aria-labelledby={captionId}
        aria-busy={loading || undefined}
        tabIndex={0}
        $maxHeight={maxHeight}
      >
        {loading ? <VisuallyHidden>Loading…</VisuallyHidden> : null}
        <Table $minWidth={minWidth}>
          <Caption id={captionId} data-hidden={captionHidden ? '' : undefined}>
            {caption}
          </Caption>
          <thead>
            {table.getHeaderGroups().map((group) => (
              <tr key={group.id}>
                {group.headers.map((header) => {
                  const column = columnsById.get(header.column.id);
                  if (!column) {
                    return (
                      <HeaderCell key={header.id} scope="col" $align="end">
                        Actions
                      </HeaderCell>
                    );
                  }
                  const sortable = column.sortable === true && (server || column.accessor);
                  const ariaSort = ariaSortFor(sort, column.id);
                  const SortIcon =
                    ariaSort === 'ascending'
                      ? ArrowUp
                      : ariaSort === 'descending'
                        ? ArrowDown
                        : ChevronsUpDown;
                  return (
                    <HeaderCell
                      key={header.id}
                      scope="col"
                      aria-sort={sortable ? ariaSort : undefined}
                      $align={column.align ?? 'start'}
                      $width={column.width}
                    >
                      {sortable ? (
                        <SortButton
                          type="button"
                          data-sorted={ariaSort !== 'none'}
                          onClick={() => changeSort(column.id)}
                        >
                          {column.header}
                          <SortIcon aria-hidden="true" />
                        </SortButton>
                      ) : (
                        column.header
                      )}
                    </HeaderCell>
                  );
                })}
              </tr>
            ))}
          </thead>
          {body}
          {hasFooter && showRows ? (
            <tfoot>
              <tr>
                {columns.map((column) => (
                  <FooterCell key={column.id} $align={column.align ?? 'start'}>
                    {typeof column.footer === 'function'
                      ? column.footer(footerRows)
                      : column.footer}
                  </FooterCell>
                ))}
                {rowActions ? <FooterCell $align="end" /> : null}
              </tr>
            </tfoot>
          ) : null}
        </Table>
      </ScrollRegion>

      {paginate && !hasError && !loading && total > 0 ? (
        <Pagination
          aria-label={paginationLabel ?? (captionText ? `${captionText} pages` : 'Pagination')}
          page={page}
          pageSize={pageSize}
          total={total}
          estimated={server?.totalEstimated ?? false}
          onPageChange={changePage}
          pageSizeOptions={pageSizeOptions}
          onPageSizeChange={changePageSize}
        />
      ) : null}
    </DataTableRoot>
  );
}

/** Our column definitions as TanStack's, plus the Actions column when there are row actions. */
function toTableColumns<TRow>(
  columns: readonly DataTableColumn<TRow>[],
  actionsColumnId: string | null,
): ColumnDef<TRow>[] {
  const definitions: ColumnDef<TRow>[] = columns.map((column) => {
    const { id, accessor, cell, sortable, searchable } = column;
    const render = ({ row }: { row: { original: TRow } }): ReactNode =>
      cell ? cell(row.original) : displayValue(accessor?.(row.original));
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

const modeProps = [
  'manual',
  'defaultSort',
  'defaultPageSize',
  'paginate',
  'total',
  'totalEstimated',
  'sort',
  'onSortChange',
  'search',
  'onSearchChange',
  'page',
  'pageSize',
  'onPageChange',
  'onPageSizeChange',
] as const;

/** The props left for the root `<div>` once the mode's own props are taken out. */
function withoutModeProps<T extends object>(props: T): ComponentPropsWithRef<'div'> {
  const divProps = { ...props } as Record<string, unknown>;
  for (const name of modeProps) delete divProps[name];
  return divProps as ComponentPropsWithRef<'div'>;
}
