import {
  type AuditEntry,
  auditActionIds,
  type DateFormat,
  defaultDateFormat,
  type ListPage,
  pageSizes,
} from '@pfm/shared';
import {
  Badge,
  Button,
  Card,
  CardContent,
  CardHeader,
  DataTable,
  type DataTableColumn,
  type DataTableEmpty,
  DateInput,
  FormField,
  SearchBox,
  Select,
} from '@pfm/ui';
import { FileText, ScrollText, SearchX } from 'lucide-react';
import { useRef, useState } from 'react';
import { AuditEntrySheet } from './audit-entry-sheet.tsx';
import { type AuditFilters, dateErrors, isFiltered } from './audit-filters.ts';
import { actionLabel, actionTone, formatAuditTime, recordLabel } from './audit-format.ts';
import {
  ActionFilter,
  ActorText,
  CardBody,
  ClearFilters,
  DateFilters,
  FilterBar,
  SearchFilter,
  SummaryText,
  WhenText,
} from './audit-log-card.styles.ts';

export const AUDIT_DESCRIPTION =
  'Who signed in and who changed what, newest first. Entries are kept and cannot be changed.';

/** `Select` needs a value for every choice: this one stands for no action filter. */
const ALL_ACTIONS = 'all';

const actionOptions = [
  { value: ALL_ACTIONS, label: 'All actions' },
  ...auditActionIds.map((action) => ({ value: action, label: actionLabel(action) })),
];

export interface AuditLogCardProps {
  /** The current page of entries; `undefined` until the first one arrives. */
  page?: ListPage<AuditEntry> | undefined;
  /** Why the log could not be loaded. */
  loadError?: string | null;
  /** Loads the log again after a failure. */
  onRetry?: () => void;
  /** Asks for the newest entries again (the log grows while the page is open). */
  onRefresh?: () => void;
  /** A load or refresh is under way. */
  refreshing?: boolean;
  /** Search, action, dates and page. */
  filters: AuditFilters;
  /** Called with what the user changed; anything but the page should go back to page 1. */
  onFiltersChange: (change: Partial<AuditFilters>) => void;
  /** The date format of the settings. */
  dateFormat?: DateFormat;
}

/** Settings, Administrators only: the audit log, searchable by text, action and dates. */
export function AuditLogCard({
  page,
  loadError,
  onRetry,
  onRefresh,
  refreshing = false,
  filters,
  onFiltersChange,
  dateFormat = defaultDateFormat,
}: AuditLogCardProps) {
  // The entry in the detail view, and the Details button it was opened with (focus goes back there).
  const [shown, setShown] = useState<{ entry: AuditEntry; from: HTMLElement | null } | null>(null);
  const searchRef = useRef<HTMLInputElement>(null);
  const filtered = isFiltered(filters);
  const errors = dateErrors(filters);

  const when = (entry: AuditEntry) => formatAuditTime(entry.at, dateFormat);
  const columns: DataTableColumn<AuditEntry>[] = [
    {
      id: 'at',
      header: 'When',
      rowHeader: true,
      cell: (entry) => <WhenText dateTime={entry.at}>{when(entry)}</WhenText>,
    },
    {
      id: 'actor',
      header: 'Who',
      width: '8.5rem',
      cell: (entry) => <ActorText>{entry.actor}</ActorText>,
    },
    {
      id: 'action',
      header: 'Action',
      width: '8.5rem',
      cell: (entry) => <Badge tone={actionTone(entry.action)}>{actionLabel(entry.action)}</Badge>,
    },
    { id: 'record', header: 'Record', width: '8.5rem', accessor: recordLabel },
    {
      id: 'summary',
      header: 'Summary',
      cell: (entry) => <SummaryText>{entry.summary}</SummaryText>,
    },
  ];

  const empty: DataTableEmpty = filtered
    ? {
        icon: SearchX,
        title: 'No entries match these filters',
        description: 'Search for other words, choose another action or widen the dates.',
      }
    : {
        icon: ScrollText,
        title: 'No entries yet',
        description: 'Sign-ins and every change to settings, users and masters are recorded here.',
      };

  const clearFilters = () => {
    onFiltersChange({ q: '', action: '', from: '', to: '' });
    // The button goes with the filters; the search box is where the user goes next.
    searchRef.current?.focus();
  };

  return (
    <Card role="region" aria-labelledby="audit-log-title">
      <CardHeader
        title="Audit Log"
        titleId="audit-log-title"
        headingLevel={2}
        description={AUDIT_DESCRIPTION}
        actions={
          onRefresh && !loadError ? (
            <Button variant="outline" size="sm" loading={refreshing} onClick={onRefresh}>
              Refresh
            </Button>
          ) : null
        }
      />
      <CardContent>
        <CardBody>
          <FilterBar role="search" aria-label="Filter the audit log">
            <SearchFilter>
              <FormField label="Search">
                <SearchBox
                  id="audit-search"
                  ref={searchRef}
                  placeholder="Name, record or words"
                  value={filters.q}
                  onValueChange={(q) => onFiltersChange({ q })}
                  // One request per pause in typing, not per key.
                  debounceMs={300}
                />
              </FormField>
            </SearchFilter>
            <ActionFilter>
              <FormField label="Action">
                <Select
                  options={actionOptions}
                  value={filters.action || ALL_ACTIONS}
                  onValueChange={(value) =>
                    onFiltersChange({
                      action: value === ALL_ACTIONS ? '' : (value as AuditFilters['action']),
                    })
                  }
                />
              </FormField>
            </ActionFilter>
            <DateFilters>
              <FormField label="From" error={errors.from}>
                <DateInput
                  value={filters.from}
                  max={filters.to || undefined}
                  onChange={(event) => onFiltersChange({ from: event.target.value })}
                />
              </FormField>
              <FormField label="To" error={errors.to}>
                <DateInput
                  value={filters.to}
                  min={filters.from || undefined}
                  onChange={(event) => onFiltersChange({ to: event.target.value })}
                />
              </FormField>
            </DateFilters>
            {filtered ? (
              <ClearFilters>
                <Button variant="ghost" onClick={clearFilters}>
                  Clear filters
                </Button>
              </ClearFilters>
            ) : null}
          </FilterBar>
          <DataTable
            caption="Audit log entries"
            captionHidden
            itemsLabel="entries"
            columns={columns}
            rows={page?.rows ?? []}
            getRowId={(entry) => String(entry.id)}
            // After a failure, `loading` only marks Retry busy: the error stays until the answer.
            loading={loadError ? refreshing : !page}
            error={loadError ?? undefined}
            errorTitle="Could not load the audit log"
            onRetry={onRetry}
            empty={empty}
            // Room for the summary to read as a line or two, not a narrow column; phones scroll sideways.
            minWidth="56rem"
            rowActions={[
              {
                label: 'Details',
                icon: FileText,
                onSelect: (entry) =>
                  setShown({
                    entry,
                    from:
                      document.activeElement instanceof HTMLElement ? document.activeElement : null,
                  }),
              },
            ]}
            rowLabel={(entry) =>
              `of ${actionLabel(entry.action)}: ${recordLabel(entry)}, ${when(entry)}`
            }
            manual
            total={page?.total ?? 0}
            totalEstimated={page?.estimated ?? false}
            // Newest first, always: the log has one order.
            sort={null}
            onSortChange={() => {}}
            page={filters.page}
            pageSize={filters.size}
            onPageChange={(next) => onFiltersChange({ page: next })}
            pageSizeOptions={pageSizes}
            onPageSizeChange={(size) => onFiltersChange({ size })}
            paginationLabel="Audit log pages"
          />
        </CardBody>
      </CardContent>
      <AuditEntrySheet
        entry={shown?.entry ?? null}
        onClose={() => setShown(null)}
        returnFocusTo={shown?.from}
        dateFormat={dateFormat}
      />
    </Card>
  );
}
