import {
  DataTable,
  type DataTableColumn,
  type DataTableEmpty,
  FilterBar,
  type ReportAppliedFilter,
  ReportLayout,
  StatTile,
  type StatTileProps,
} from '@pfm/ui';
import type { ReactNode } from 'react';
import { ReportButtons } from './report-buttons.tsx';

/** What stays the same for a report whatever its filters. */
export interface ReportConfig {
  /** The report's title ("Inventory Report"), also the file name of its exports. */
  title: string;
  subtitle?: string;
  /** What the rows are, in the plural ("stock lines"). */
  itemsLabel: string;
  /** The heading when the report cannot be loaded ("Could not load the inventory report"). */
  errorTitle: string;
  /**
   * The server's export endpoint (PDF and Excel of what is on screen). Unset: the report has no
   * export buttons yet.
   */
  exportPath?: string;
  /** The table's minimum width before it scrolls sideways on narrow screens. */
  minWidth?: string;
}

export interface ReportViewProps<Row> {
  config: ReportConfig;
  /** The filter fields, each in a FilterBarItem. */
  filters: ReactNode;
  /** A filter differs from the report's default: Clear filters shows (with `onClearFilters`). */
  filtersActive?: boolean;
  /** Sets every filter back to its default. */
  onClearFilters?: () => void;
  /** The filters in words, printed in place of the fields. */
  appliedFilters: readonly ReportAppliedFilter[];
  /** The filters as an API query, for the exports. */
  exportQuery: string;
  /** Summary figures over the table; they show skeletons while loading and go on an error. */
  tiles?: readonly (StatTileProps & { id: string })[];
  /** Names the table ("Stock on 21/11/2026"). */
  caption: string;
  columns: readonly DataTableColumn<Row>[];
  /** The report's rows; `undefined` until they arrive. */
  rows: readonly Row[] | undefined;
  getRowId: (row: Row) => string;
  /** What the table says when the report has no rows. */
  empty: DataTableEmpty;
  /** Notes under the table (how figures are worked out). */
  notes?: ReactNode;
  /** The report is being fetched. */
  loading: boolean;
  /** Why the report could not be loaded. */
  error?: string | null | undefined;
  onRetry?: () => void;
  /** Printed above the title on paper (the company name from Settings). */
  companyName?: string;
  /** Defaults to the browser's print. */
  onPrint?: () => void;
}

/**
 * A report screen: title with Print (and Export when the server offers it), filters, summary tiles
 * and a table whose last row carries the totals, with loading, empty and error states. Each report
 * is a config, its columns and its tiles.
 */
export function ReportView<Row>({
  config,
  filters,
  filtersActive = false,
  onClearFilters,
  appliedFilters,
  exportQuery,
  tiles,
  caption,
  columns,
  rows,
  getRowId,
  empty,
  notes,
  loading,
  error,
  onRetry,
  companyName,
  onPrint,
}: ReportViewProps<Row>) {
  const hasError = Boolean(error);
  const showRows = !hasError && !loading && rows !== undefined;
  return (
    <ReportLayout
      title={config.title}
      titleId="screen-title"
      subtitle={config.subtitle}
      printHeading={companyName}
      actions={
        <ReportButtons
          exportPath={config.exportPath}
          exportQuery={exportQuery}
          fileName={config.title}
          disabled={!showRows}
          onPrint={onPrint}
        />
      }
      filters={
        <FilterBar
          aria-label={`Filter the ${config.title}`}
          active={filtersActive}
          onClear={onClearFilters}
        >
          {filters}
        </FilterBar>
      }
      appliedFilters={appliedFilters}
      tiles={
        tiles && !hasError
          ? tiles.map(({ id, ...tile }) => (
              <StatTile key={id} data-tile={id} {...tile} loading={!showRows} />
            ))
          : undefined
      }
    >
      <DataTable
        caption={caption}
        captionHidden
        itemsLabel={config.itemsLabel}
        columns={columns}
        rows={rows ?? []}
        getRowId={getRowId}
        // A report is read and printed whole: every row, no pages.
        paginate={false}
        loading={loading}
        skeletonRows={6}
        error={error ?? undefined}
        errorTitle={config.errorTitle}
        onRetry={onRetry}
        stateHeadingLevel={2}
        empty={empty}
        minWidth={config.minWidth ?? '56rem'}
      />
      {showRows && notes ? notes : null}
    </ReportLayout>
  );
}
