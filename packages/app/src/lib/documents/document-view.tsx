// Over 400 lines: the one list-and-dialogs view every transaction screen is assembled from (filters, table, view, cancel).
import type { CancelInput, DocumentStatus, ListPage } from '@pfm/shared';
import { today } from '@pfm/shared';
import {
  Button,
  DataTable,
  type DataTableEmpty,
  type DataTableRowAction,
  DateRangeFilter,
  FilterBar,
  FilterBarItem,
  FormField,
  isDateRangeBackwards,
  PageHeader,
  SearchBox,
  Select,
  StatusBadge,
  useToast,
} from '@pfm/ui';
import { Ban, Eye, FileText, Plus, SearchX } from 'lucide-react';
import { type ReactNode, useRef, useState } from 'react';
import type { FieldValues } from 'react-hook-form';
import { apiListExportQuery, ExportMenu } from '../exports/export-menu.tsx';
import type { ListParams } from '../list-params.ts';
import { CancelDialog } from './cancel-dialog.tsx';
import {
  type DisplaySettings,
  type DocumentAction,
  type DocumentConfig,
  type DocumentDetailOf,
  type DocumentOptions,
  type DocumentRow,
  defaultDisplay,
} from './document-config.ts';
import { DocumentSheet } from './document-sheet.tsx';
import {
  DocumentSection,
  ListBody,
  Note,
  SectionHeader,
  SectionHeaderRow,
  SectionSubtitle,
  SectionTitle,
} from './document-view.styles.ts';
import { RecordDialog } from './record-dialog.tsx';

/** The URL's names of the filters every document list has. */
export const commonFilterNames = ['from', 'to', 'status'] as const;

/** `Select` needs a value for every choice: this one stands for no filter. */
const ALL = 'all';

export interface DocumentViewProps<Row extends DocumentRow, Values extends FieldValues, Input> {
  config: DocumentConfig<Row, Values, Input>;
  /** `1`: the screen's own heading (h1) with the record button; `2`: a section under another part. */
  headingLevel?: 1 | 2;
  /** The current page; `undefined` until the first one arrives. */
  page?: ListPage<Row> | undefined;
  /** A page is being fetched (the previous one may still show). */
  loading?: boolean;
  /** Why the list could not be loaded. */
  error?: string | null;
  onRetry?: () => void;
  /** Search, filters (by their URL names), sort and page. */
  params: ListParams;
  onParamsChange: (next: Partial<ListParams>) => void;
  /**
   * The kind's export endpoint (`/api/purchases/export`): Export offers the PDF and the Excel file
   * of every document the search and filters match, in the table's order (everyone may export).
   */
  exportPath: string;
  /** The masters the filters and the record form choose from. */
  options: DocumentOptions;
  /** Administrators cancel documents; Staff record and read them. */
  canCancel: boolean;
  /** The record dialog is open. */
  recording: boolean;
  onRecordingChange: (open: boolean) => void;
  /** Records a document with the opened form's idempotency key; rejects with the server's reasons. */
  onRecord?: (input: Input, idempotencyKey: string) => Promise<Row>;
  /** The document whose detail sheet is open. */
  viewing: Row | null;
  onViewingChange: (row: Row | null) => void;
  /** The viewed document's detail (history and postings) once loaded. */
  detail?: DocumentDetailOf<Row> | undefined;
  detailLoading?: boolean;
  detailError?: string | null;
  onDetailRetry?: () => void;
  /** The document the cancel dialog asks about. */
  cancelling: Row | null;
  onCancellingChange: (row: Row | null) => void;
  /** Cancels `row`; rejects with the server's reason. */
  onCancel: (row: Row, input: CancelInput) => Promise<unknown>;
  /** What some rows offer besides View and Cancel (Receive). */
  actions?: readonly DocumentAction<Row>[];
  display?: DisplaySettings;
}

/**
 * A document list screen: heading and record button, filters (search, dates, masters, status) kept
 * by the caller (in the URL), a server-driven table, the record dialog, a detail sheet with the
 * document's postings, and Cancel with a reason for Administrators.
 */
export function DocumentView<Row extends DocumentRow, Values extends FieldValues, Input>({
  config,
  headingLevel = 1,
  page,
  loading = false,
  error,
  onRetry,
  params,
  onParamsChange,
  exportPath,
  options,
  canCancel,
  recording,
  onRecordingChange,
  onRecord,
  viewing,
  onViewingChange,
  detail,
  detailLoading,
  detailError,
  onDetailRetry,
  cancelling,
  onCancellingChange,
  onCancel,
  actions = [],
  display = defaultDisplay,
}: DocumentViewProps<Row, Values, Input>) {
  const { toast } = useToast();
  // The row button the sheet was opened with: focus goes back there when it closes.
  const openedFrom = useRef<HTMLElement | null>(null);
  const [acting, setActing] = useState<{ action: DocumentAction<Row>; row: Row } | null>(null);
  const filters = params.filters ?? {};
  const filtered = params.q.trim() !== '' || Object.values(filters).some((value) => value !== '');
  // What the phone's "Filters (n)" counts: the search, the dates as one, each other filter set.
  const activeFilters =
    (params.q.trim() !== '' ? 1 : 0) +
    (filters.from || filters.to ? 1 : 0) +
    Object.entries(filters).filter(([name, value]) => value && name !== 'from' && name !== 'to')
      .length;
  const noun = config.noun.toLowerCase();

  const setFilter = (name: string, value: string) => {
    const next: Record<string, string> = { ...filters, [name]: value };
    if (!value) delete next[name];
    onParamsChange({ filters: next });
  };

  const recordButton =
    config.record && onRecord ? (
      <Button
        leadingIcon={<Plus aria-hidden="true" />}
        aria-haspopup="dialog"
        data-shortcut="new"
        onClick={() => onRecordingChange(true)}
      >
        {config.record.label}
      </Button>
    ) : undefined;

  const clearFilters = () => onParamsChange({ q: '', filters: {} });

  // Dates that run backwards load nothing (the filter bar says why); there is nothing to export.
  const exportMenu = (
    <ExportMenu
      exportPath={exportPath}
      exportQuery={apiListExportQuery(params)}
      fileName={config.caption}
      disabled={isDateRangeBackwards(filters.from ?? '', filters.to ?? '')}
    />
  );

  const empty: DataTableEmpty = filtered
    ? {
        icon: SearchX,
        title: `No ${config.itemsLabel} match these filters`,
        description: 'Search for other words, choose other filters or widen the dates.',
        action: (
          <Button variant="outline" onClick={clearFilters}>
            Clear filters
          </Button>
        ),
      }
    : {
        icon: FileText,
        title: `No ${config.itemsLabel} yet`,
        description: config.emptyDescription,
        action: recordButton,
      };

  const view = (row: Row) => {
    openedFrom.current =
      document.activeElement instanceof HTMLElement ? document.activeElement : null;
    onViewingChange(row);
  };

  const rowActions: DataTableRowAction<Row>[] = [
    { label: 'View', icon: Eye, onSelect: view },
    ...actions.map(
      (action): DataTableRowAction<Row> => ({
        label: action.label,
        icon: action.icon,
        visible: action.available,
        onSelect: (row) => setActing({ action, row }),
      }),
    ),
    ...(canCancel
      ? [
          {
            label: 'Cancel',
            icon: Ban,
            tone: 'destructive' as const,
            visible: (row: Row) => row.status === 'posted',
            onSelect: onCancellingChange,
          },
        ]
      : []),
  ];

  const sheetActions = (row: Row): ReactNode => {
    const buttons = actions
      .filter((action) => action.available(row))
      .map((action) => (
        <Button
          key={action.label}
          variant="outline"
          leadingIcon={<action.icon aria-hidden="true" />}
          aria-haspopup="dialog"
          onClick={() => setActing({ action, row })}
        >
          {action.label}
        </Button>
      ));
    if (row.status === 'posted') {
      buttons.push(
        canCancel ? (
          <Button
            key="cancel"
            variant="outline"
            leadingIcon={<Ban aria-hidden="true" />}
            aria-haspopup="dialog"
            onClick={() => onCancellingChange(row)}
          >
            Cancel {config.noun}
          </Button>
        ) : (
          <Note key="cancel-note">
            Only an Administrator can cancel {/^[aeiou]/.test(noun) ? 'an' : 'a'} {noun}.
          </Note>
        ),
      );
    }
    return buttons.length > 0 ? buttons : null;
  };

  const statusOptions = [
    { value: ALL, label: 'All statuses' },
    ...(Object.entries(config.statusLabels) as [DocumentStatus, string][]).map(
      ([value, label]) => ({ value, label }),
    ),
  ];

  const headingId = `${noun.replace(/\W+/g, '-')}-list-title`;
  return (
    <DocumentSection aria-labelledby={headingId}>
      {headingLevel === 1 ? (
        <PageHeader
          title={config.title}
          titleId={headingId}
          subtitle={config.subtitle}
          actions={
            <>
              {exportMenu}
              {recordButton}
            </>
          }
        />
      ) : (
        <SectionHeaderRow>
          <SectionHeader>
            <SectionTitle id={headingId}>{config.title}</SectionTitle>
            {config.subtitle ? <SectionSubtitle>{config.subtitle}</SectionSubtitle> : null}
          </SectionHeader>
          {exportMenu}
        </SectionHeaderRow>
      )}
      <ListBody>
        <FilterBar
          aria-label={`Filter ${config.itemsLabel}`}
          active={filtered}
          onClear={clearFilters}
          collapsible
          activeCount={activeFilters}
        >
          <FilterBarItem wide>
            <FormField label="Search">
              <SearchBox
                id={`${headingId}-search`}
                placeholder={config.searchPlaceholder}
                value={params.q}
                onValueChange={(q) => onParamsChange({ q })}
                // One request per pause in typing, not per key.
                debounceMs={300}
              />
            </FormField>
          </FilterBarItem>
          <FilterBarItem wide>
            <DateRangeFilter
              from={filters.from ?? ''}
              to={filters.to ?? ''}
              max={today()}
              onChange={({ from, to }) => {
                const next: Record<string, string> = { ...filters, from, to };
                if (!from) delete next.from;
                if (!to) delete next.to;
                onParamsChange({ filters: next });
              }}
            />
          </FilterBarItem>
          {config.filters.map((filter) => {
            const value = filters[filter.name] ?? '';
            const known = (filter.source ? options[filter.source] : filter.choices) ?? [];
            // A code from the URL stays shown while the choices load (or if it is no longer listed).
            const choices =
              value && !known.some((option) => option.value === value)
                ? [...known, { value, label: value }]
                : known;
            return (
              <FilterBarItem key={filter.name}>
                <FormField label={filter.label}>
                  <Select
                    options={[
                      { value: ALL, label: filter.allLabel },
                      ...choices.map(({ value: code, label }) => ({ value: code, label })),
                    ]}
                    value={value || ALL}
                    onValueChange={(next) => setFilter(filter.name, next === ALL ? '' : next)}
                  />
                </FormField>
              </FilterBarItem>
            );
          })}
          <FilterBarItem>
            <FormField label="Status">
              <Select
                options={statusOptions}
                value={filters.status || ALL}
                onValueChange={(next) => setFilter('status', next === ALL ? '' : next)}
              />
            </FormField>
          </FilterBarItem>
        </FilterBar>
        <DataTable
          caption={config.caption}
          captionHidden
          // The caption names the list in the user's remembered densities and hidden columns.
          listId={config.caption}
          itemsLabel={config.itemsLabel}
          columns={[
            ...config.columns(display),
            {
              id: 'status',
              header: 'Status',
              width: '7.5rem',
              card: 'status',
              cell: (row) => <StatusBadge status={config.badgeOf(row)} />,
            },
          ]}
          rows={page?.rows ?? []}
          getRowId={(row) => row.code}
          loading={loading && !page}
          error={error ?? undefined}
          errorTitle={`Could not load the ${config.itemsLabel}`}
          stateHeadingLevel={headingLevel === 1 ? 2 : 3}
          onRetry={onRetry}
          empty={empty}
          minWidth={config.minWidth ?? '56rem'}
          rowActions={rowActions}
          rowLabel={(row) => row.code}
          manual
          total={page?.total ?? 0}
          totalEstimated={page?.estimated ?? false}
          sort={params.sort}
          onSortChange={(sort) => onParamsChange({ sort })}
          page={params.page}
          pageSize={params.size}
          onPageChange={(next) => onParamsChange({ page: next })}
          pageSizeOptions={[10, 25, 50, 100]}
          onPageSizeChange={(size) => onParamsChange({ size })}
        />
      </ListBody>
      {onRecord ? (
        <RecordDialog
          config={config}
          open={recording}
          onOpenChange={onRecordingChange}
          options={options}
          display={display}
          onRecord={async (input, key) => {
            const saved = await onRecord(input, key);
            toast({
              title: `${config.noun} recorded`,
              description: `${config.describe(saved, display)}.`,
              tone: 'success',
            });
          }}
        />
      ) : null}
      <DocumentSheet
        config={config}
        row={viewing}
        detail={detail}
        detailLoading={detailLoading}
        detailError={detailError}
        onDetailRetry={onDetailRetry}
        onClose={() => onViewingChange(null)}
        returnFocusTo={openedFrom.current}
        actions={sheetActions}
        display={display}
      />
      <CancelDialog
        noun={config.noun}
        code={cancelling?.code ?? null}
        description={cancelling ? config.describe(cancelling, display) : undefined}
        onClose={() => onCancellingChange(null)}
        onCancel={async (input) => {
          if (!cancelling) return;
          await onCancel(cancelling, input);
          toast({
            title: `${config.noun} cancelled`,
            description: config.postsNothing
              ? `${cancelling.code} was cancelled.`
              : `${cancelling.code} was cancelled and its postings reversed.`,
            tone: 'success',
          });
        }}
      />
      {acting ? acting.action.render({ row: acting.row, onClose: () => setActing(null) }) : null}
    </DocumentSection>
  );
}
