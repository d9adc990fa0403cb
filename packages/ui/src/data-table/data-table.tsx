import { VisuallyHidden } from '@radix-ui/react-visually-hidden';
import { type ComponentPropsWithRef, type ReactNode, useId, useMemo, useRef } from 'react';
import { Pagination } from '../pagination/index.ts';
import { SearchBox } from '../search-box/index.ts';
import { fill, useWords } from '../theme/words.tsx';
import { TooltipProvider } from '../tooltip/index.ts';
import { ColumnChooser } from './column-chooser.tsx';
import {
  Caption,
  CaptionText,
  DataTableRoot,
  ScrollRegion,
  Table,
  Toolbar,
  ToolbarActions,
  ToolbarControls,
  ToolbarSearch,
} from './data-table.styles.ts';
import type { DataTableProps } from './data-table-types.ts';
import { DensityMenu } from './density-menu.tsx';
import { ScrollFrame } from './sticky-columns.styles.ts';
import { RowsBody, SkeletonBody, StateBody, TotalsFoot } from './table-body.tsx';
import { CardsRegion, CardsState } from './table-cards.styles.ts';
import { CardSort, CardTotalsBox, SkeletonCards, TableCards } from './table-cards.tsx';
import { TableHead } from './table-head.tsx';
import { TableStateMessage, tableStateOf } from './table-states.tsx';
import { useDataTableState } from './use-data-table-state.ts';
import { PHONE_QUERY, useMediaQuery } from './use-media-query.ts';
import { useScrollEdges } from './use-scroll-edges.ts';
import { isHideable, useTablePreferences } from './use-table-preferences.ts';

export type {
  DataTableCardRole,
  DataTableClamp,
  DataTableClientProps,
  DataTableColumn,
  DataTableEmpty,
  DataTableProps,
  DataTableRowAction,
  DataTableServerProps,
} from './data-table-types.ts';

/**
 * A table of records with sorting, search, pagination, row actions and totals, in two modes:
 *
 * - **Client mode** (default) for short lists: pass every row; DataTable searches the columns'
 *   `accessor` values, sorts and pages them itself.
 * - **Server mode** (`manual`): pass the current page of rows and `total`, and control `sort`,
 *   `search`, `page` and `pageSize`; the callbacks tell you what the user asked for.
 *
 * Loading, error, empty and "nothing matches the search" states show in the body under the headers.
 * The table scrolls inside a focusable, named region, sideways on narrow screens (the first column
 * and the Actions column stay in view, a shade says more lies beyond) and vertically with a sticky
 * header when `maxHeight` is set. Rows are compact from 1024 px wide, comfortable below; with a
 * `listId` the user picks the density and the shown columns (remembered per user and list). Below
 * 768 px a list whose columns say where they go on a card (`card`) shows cards instead.
 */
export function DataTable<TRow>(props: DataTableProps<TRow>) {
  const words = useWords();
  const {
    columns,
    rows,
    getRowId,
    caption,
    captionHidden = false,
    itemsLabel = words.tableItems,
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
    listId,
    ...rest
  } = props;
  // Strip the mode's own props from what goes to the root <div>.
  const divProps = withoutModeProps(rest);

  const captionId = useId();
  const searchRef = useRef<HTMLInputElement>(null);
  const regionRef = useRef<HTMLDivElement>(null);

  const preferences = useTablePreferences(listId, columns);
  const state = useDataTableState(props, preferences.hiddenColumns);
  const { server, sort, search, visibleRows } = state;

  const phone = useMediaQuery(PHONE_QUERY);
  const cards = phone && columns.some((column) => column.card !== undefined);
  const edges = useScrollEdges(regionRef, !cards);

  const shownColumns = useMemo(
    () => columns.filter((column) => !preferences.hiddenColumns.has(column.id)),
    [columns, preferences.hiddenColumns],
  );
  const columnsById = new Map(columns.map((column) => [column.id, column]));
  const stickyColumnId = columns[0]?.id;
  const columnCount = shownColumns.length + (rowActions ? 1 : 0);
  const showSearch = searchLabel !== undefined && (!server || server.onSearchChange !== undefined);
  const hasError = error !== undefined && error !== null && error !== false;
  const kind = tableStateOf({
    hasError,
    loading,
    rowCount: visibleRows.length,
    searching: search.trim() !== '',
  });
  const hasFooter = columns.some((column) => column.footer !== undefined);
  const sortableColumns = shownColumns.filter(
    (column) => column.sortable === true && (server || column.accessor),
  );

  const message =
    kind === 'error' || kind === 'no-results' || kind === 'empty' ? (
      <TableStateMessage
        kind={kind}
        headingLevel={stateHeadingLevel}
        error={error}
        errorTitle={errorTitle}
        onRetry={onRetry}
        retrying={loading}
        itemsLabel={itemsLabel}
        search={search}
        onClearSearch={() => {
          state.changeSearch('');
          // The button disappears with the message; the search box is where the user goes next.
          searchRef.current?.focus();
        }}
        empty={empty}
      />
    ) : null;

  const controls = (
    <>
      {cards && sortableColumns.length > 0 ? (
        <CardSort columns={sortableColumns} sort={sort} onSortChange={state.setSort} />
      ) : null}
      {/* Cards have no rows to make taller or shorter. */}
      {listId && !cards ? (
        <DensityMenu density={preferences.density} onDensityChange={preferences.setDensity} />
      ) : null}
      {listId ? (
        <ColumnChooser
          columns={columns.filter(isHideable)}
          hiddenColumns={preferences.hiddenColumns}
          onColumnVisibleChange={preferences.setColumnVisible}
          onReset={preferences.resetColumns}
        />
      ) : null}
    </>
  );
  const hasControls = (cards && sortableColumns.length > 0) || listId !== undefined;

  const captionElement = (as?: 'div') => (
    <Caption
      as={as}
      id={captionId}
      data-hidden={captionHidden ? '' : undefined}
      data-cards-caption={as ? '' : undefined}
    >
      {as ? caption : <CaptionText>{caption}</CaptionText>}
    </Caption>
  );

  let content: ReactNode;
  if (cards) {
    content = (
      // Nothing to scroll sideways, so not a tab stop: a named region holding the list of cards.
      <CardsRegion role="region" aria-labelledby={captionId} aria-busy={loading || undefined}>
        {loading ? <VisuallyHidden>{words.loading}</VisuallyHidden> : null}
        {captionElement('div')}
        {kind === 'loading' ? <SkeletonCards count={Math.min(skeletonRows, 3)} /> : null}
        {message ? <CardsState>{message}</CardsState> : null}
        {kind === 'rows' ? (
          <TableCards
            rows={visibleRows}
            columns={shownColumns}
            rowActions={rowActions}
            rowLabel={rowLabel}
            headingLevel={stateHeadingLevel ?? 3}
          />
        ) : null}
        {hasFooter && kind === 'rows' ? (
          <CardTotalsBox columns={shownColumns} rows={state.footerRows} />
        ) : null}
      </CardsRegion>
    );
  } else {
    content = (
      <ScrollFrame
        data-overflow-start={edges.start ? '' : undefined}
        data-overflow-end={edges.end ? '' : undefined}
        data-sticky-end={rowActions ? '' : undefined}
      >
        {/* Focusable and named so keyboard users can scroll a table wider or taller than its box. */}
        <ScrollRegion
          ref={regionRef}
          role="region"
          aria-labelledby={captionId}
          aria-busy={loading || undefined}
          tabIndex={0}
          $maxHeight={maxHeight}
        >
          {loading ? <VisuallyHidden>{words.loading}</VisuallyHidden> : null}
          <Table $minWidth={minWidth} data-density={preferences.density}>
            {captionElement()}
            <TableHead
              table={state.table}
              columnsById={columnsById}
              stickyColumnId={stickyColumnId}
              sort={sort}
              manual={Boolean(server)}
              onSort={state.changeSort}
            />
            {kind === 'loading' ? (
              <SkeletonBody
                rowCount={skeletonRows}
                columns={shownColumns}
                hasActions={Boolean(rowActions)}
              />
            ) : message ? (
              <StateBody columnCount={columnCount}>{message}</StateBody>
            ) : (
              <RowsBody
                rows={visibleRows}
                columnsById={columnsById}
                stickyColumnId={stickyColumnId}
                rowActions={rowActions}
                rowLabel={rowLabel}
              />
            )}
            {hasFooter && kind === 'rows' ? (
              <TotalsFoot
                columns={shownColumns}
                rows={state.footerRows}
                stickyColumnId={stickyColumnId}
                hasActions={Boolean(rowActions)}
              />
            ) : null}
          </Table>
        </ScrollRegion>
      </ScrollFrame>
    );
  }

  const captionText = typeof caption === 'string' ? caption : null;
  const clamps = columns.some((column) => column.clamp !== undefined);
  return (
    <DataTableRoot {...divProps}>
      {showSearch || toolbarActions || hasControls ? (
        <Toolbar>
          {showSearch ? (
            <ToolbarSearch>
              <SearchBox
                ref={searchRef}
                aria-label={searchLabel}
                placeholder={searchPlaceholder}
                value={search}
                onValueChange={state.changeSearch}
                debounceMs={searchDebounceMs ?? (server ? 300 : 0)}
              />
            </ToolbarSearch>
          ) : null}
          {hasControls || toolbarActions ? (
            <ToolbarActions>
              {hasControls ? <ToolbarControls>{controls}</ToolbarControls> : null}
              {toolbarActions}
            </ToolbarActions>
          ) : null}
        </Toolbar>
      ) : null}

      {/* One provider for the clamped cells' tooltips, not one per cell. */}
      {clamps ? <TooltipProvider>{content}</TooltipProvider> : content}

      {state.paginate && kind !== 'error' && kind !== 'loading' && state.total > 0 ? (
        <Pagination
          aria-label={
            paginationLabel ??
            (captionText ? fill(words.tablePages, { table: captionText }) : words.paginationLabel)
          }
          page={state.page}
          pageSize={state.pageSize}
          total={state.total}
          estimated={server?.totalEstimated ?? false}
          onPageChange={state.changePage}
          pageSizeOptions={pageSizeOptions}
          onPageSizeChange={state.changePageSize}
        />
      ) : null}
    </DataTableRoot>
  );
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
