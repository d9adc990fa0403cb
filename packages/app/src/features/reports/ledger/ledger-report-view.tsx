import {
  apiPaths,
  formatDate,
  type PartyType,
  pageSizes,
  partyTypes,
  recordPath,
  type Statement,
  today,
} from '@pfm/shared';
import {
  Combobox,
  type ComboboxOption,
  DataTable,
  type DataTableEmpty,
  DateRangeFilter,
  FilterBar,
  FilterBarItem,
  FormField,
  Pagination,
  ReportLayout,
  Tabs,
  TabsTrigger,
} from '@pfm/ui';
import { BookOpen, CalendarRange, Truck, UserRound, Warehouse } from 'lucide-react';
import { useMemo } from 'react';
import { useT } from '../../../lib/i18n/i18n.tsx';
import { ReportButtons } from '../kit/report-buttons.tsx';
import { defaultReportDisplay, type ReportDisplay } from '../kit/report-display.ts';
import { ReportNote } from '../kit/report-view.styles.ts';
import { ledgerColumns, type StatementLine, statementLines } from './ledger-columns.tsx';
import { type LedgerParams, partyTypeOf, periodBackwards } from './ledger-params.ts';
import { AccountTabs, StatementPanel, StatementTab, TabsBar } from './ledger-report.styles.ts';
import { LedgerSummary } from './ledger-summary.tsx';

const tabIcons = { farmer: UserRound, trader: Truck, supplier: Warehouse } as const;

export interface LedgerReportViewProps {
  /** The tab, party, period and page (from the URL). */
  params: LedgerParams;
  /** Called with what the user changed (`{ tab: 'trader' }`, `{ page: '2' }`). */
  onParamsChange: (change: Partial<LedgerParams>) => void;
  /** The parties of the tab's kind to choose from; `undefined` while they load. */
  parties?: readonly ComboboxOption[] | undefined;
  /** The statement of the chosen party for the period; `undefined` until it arrives. */
  statement?: Statement | undefined;
  /** The statement is being fetched. */
  loading: boolean;
  /** Why the statement could not be loaded. */
  error?: string | null | undefined;
  onRetry?: () => void;
  display?: ReportDisplay;
  /** Printed above the title on paper. */
  companyName?: string;
  onPrint?: () => void;
}

/**
 * /report/ledger: a farmer's, trader's or supplier's account for a period — a summary of it (opening
 * balance, the period's debits and credits, closing balance), then the opening balance, each posting
 * with its running balance (Dr: the party owes us; Cr: we owe the party) and the closing balance
 * with the period's totals. Each posting's document code opens that document.
 */
export function LedgerReportView({
  params,
  onParamsChange,
  parties,
  statement,
  loading,
  error,
  onRetry,
  display = defaultReportDisplay,
  companyName,
  onPrint,
}: LedgerReportViewProps) {
  const t = useT();
  const type = partyTypeOf(params);
  const party = { party: type };
  const backwards = periodBackwards(params);
  // The statement on screen is the one asked for (not a previous party's while the next loads).
  const shown =
    statement && statement.accountType === type && statement.accountCode === params.party
      ? statement
      : undefined;
  const showStatement = Boolean(shown) && !loading && !error;
  // The summary stands over the rows while they load too (skeletons), not over a refusal.
  const showSummary = params.party !== '' && !backwards && !error;
  const partyName =
    shown?.accountName ?? parties?.find((party) => party.value === params.party)?.label;
  const partyText = params.party
    ? `${partyName ?? params.party} (${params.party})`
    : t('ledger.noneChosen');
  const from = formatDate(params.from, display.dateFormat);
  const to = formatDate(params.to, display.dateFormat);

  const partyOptions = useMemo(() => {
    const options = parties ?? [];
    // A party from the link, by its code (or the statement's name) until the parties arrive.
    return params.party && !options.some((party) => party.value === params.party)
      ? [...options, { value: params.party, label: partyName ?? params.party }]
      : options;
  }, [parties, params.party, partyName]);

  const columns = useMemo(() => ledgerColumns(display, shown, t), [display, shown, t]);
  const lines = useMemo(() => (shown ? statementLines(shown, t) : []), [shown, t]);

  const empty: DataTableEmpty = !params.party
    ? {
        icon: BookOpen,
        title: t('ledger.choose.title', party),
        description: t('ledger.choose.description', {
          picker: t('ledger.picker', party),
          from,
          to,
        }),
      }
    : backwards
      ? {
          icon: CalendarRange,
          title: t('ledger.backwards.title'),
          description: t('ledger.backwards.description'),
        }
      : { icon: BookOpen, title: t('ledger.noStatement') };

  return (
    <Tabs value={type} onValueChange={(tab) => onParamsChange({ tab })}>
      <ReportLayout
        title={t('nav.ledgerReport')}
        titleId="screen-title"
        subtitle={t('ledger.subtitle')}
        printHeading={companyName}
        actions={
          <ReportButtons
            // The statement's file for the same party and period (disabled until it is shown).
            exportPath={recordPath(`${apiPaths.ledger}/${type}`, params.party, 'export')}
            exportQuery={new URLSearchParams({ from: params.from, to: params.to }).toString()}
            fileName={
              shown ? `ledger-${shown.accountCode}-${params.from}-to-${params.to}` : 'ledger'
            }
            disabled={!showStatement}
            onPrint={onPrint}
          />
        }
        filters={
          <TabsBar>
            <AccountTabs aria-label={t('ledger.accounts')}>
              {partyTypes.map((tab) => {
                const Icon = tabIcons[tab];
                return (
                  <TabsTrigger key={tab} value={tab}>
                    <Icon aria-hidden="true" />
                    {t('ledger.tab', { party: tab })}
                  </TabsTrigger>
                );
              })}
            </AccountTabs>
          </TabsBar>
        }
        appliedFilters={[
          { label: t('ledger.applied.accounts'), value: t('ledger.tab', party) },
          { label: t('ledger.party', party), value: partyText },
          { label: t('ledger.fromDate'), value: from },
          { label: t('ledger.toDate'), value: to },
        ]}
      >
        {partyTypes.map((tab: PartyType) => (
          <StatementTab key={tab} value={tab}>
            {tab === type ? (
              <StatementPanel>
                <div data-print="hide">
                  <FilterBar aria-label={t('ledger.filterBar', party)}>
                    <FilterBarItem wide>
                      <FormField label={t('ledger.picker', party)}>
                        <Combobox
                          options={partyOptions}
                          value={params.party}
                          onValueChange={(code) => onParamsChange({ party: code })}
                          placeholder={t('ledger.search', party)}
                          emptyMessage={t('ledger.noMatch', party)}
                          loading={parties === undefined}
                          loadingMessage={t('ledger.loadingParties', party)}
                        />
                      </FormField>
                    </FilterBarItem>
                    <FilterBarItem wide>
                      <DateRangeFilter
                        aria-label={t('ledger.period')}
                        fromLabel={t('ledger.fromDate')}
                        toLabel={t('ledger.toDate')}
                        from={params.from}
                        to={params.to}
                        max={today()}
                        onChange={(range) => onParamsChange(range)}
                      />
                    </FilterBarItem>
                  </FilterBar>
                </div>
                {showSummary ? (
                  <LedgerSummary
                    statement={showStatement ? shown : undefined}
                    from={from}
                    to={to}
                    display={display}
                  />
                ) : null}
                <DataTable<StatementLine>
                  caption={
                    shown
                      ? t('ledger.caption', {
                          name: shown.accountName,
                          code: shown.accountCode,
                          from,
                          to,
                        })
                      : t('ledger.captionEmpty', party)
                  }
                  captionHidden
                  itemsLabel={t('ledger.postings')}
                  columns={columns}
                  rows={showStatement ? lines : []}
                  getRowId={(line) => line.id}
                  paginate={false}
                  loading={loading}
                  skeletonRows={6}
                  error={error ?? undefined}
                  errorTitle={t('ledger.loadError')}
                  onRetry={onRetry}
                  stateHeadingLevel={2}
                  empty={empty}
                  minWidth="46rem"
                />
                {showStatement && shown && shown.total > shown.size ? (
                  <div data-print="hide">
                    <Pagination
                      aria-label={t('ledger.pages')}
                      page={shown.page}
                      pageSize={shown.size}
                      total={shown.total}
                      onPageChange={(page) => onParamsChange({ page: String(page) })}
                      pageSizeOptions={pageSizes}
                      onPageSizeChange={(size) => onParamsChange({ size: String(size) })}
                    />
                  </div>
                ) : null}
                {showStatement ? <ReportNote>{t('ledger.note', party)}</ReportNote> : null}
              </StatementPanel>
            ) : null}
          </StatementTab>
        ))}
      </ReportLayout>
    </Tabs>
  );
}
