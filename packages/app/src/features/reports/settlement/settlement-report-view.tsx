// Over 400 lines: the report's filters, breakdown, and its finalise, cancel and close dialogs share the chosen batch's state.
import {
  apiPaths,
  type CancelInput,
  type CloseBatchInput,
  formatDate,
  type Settlement,
  type SettlementBatch,
  type SettlementBreakdown,
  type SettlementReport,
  settlementParty,
  today,
} from '@pfm/shared';
import {
  Button,
  Card,
  CardContent,
  Combobox,
  type ComboboxOption,
  DataTable,
  type DataTableEmpty,
  DateRangeFilter,
  EmptyState,
  FilterBar,
  FilterBarItem,
  FormField,
  ReportLayout,
  StatTile,
} from '@pfm/ui';
import { BadgeCheck, CalendarRange, PackageX, Undo2, Wallet } from 'lucide-react';
import { useEffect, useMemo, useRef, useState } from 'react';
import { DocumentPdfButton } from '../../../lib/exports/document-pdf-button.tsx';
import { ReportButtons } from '../kit/report-buttons.tsx';
import { defaultReportDisplay, type ReportDisplay } from '../kit/report-display.ts';
import { ReportNote } from '../kit/report-view.styles.ts';
import type { ReportConfig } from '../kit/report-view.tsx';
import { SettlementBreakdownPanel } from './settlement-breakdown.tsx';
import {
  CancelSettlementDialog,
  CloseBatchDialog,
  FinaliseDialog,
  type SettlementDialog,
} from './settlement-dialogs.tsx';
import {
  periodBackwards,
  type SettlementParams,
  settlementExportQuery,
} from './settlement-params.ts';
import { BatchTable } from './settlement-report.styles.ts';
import {
  SETTLEMENT_SUBTITLE,
  SETTLEMENT_TITLE,
  settlementColumns,
  settlementTiles,
} from './settlement-report-config.tsx';

export const settlementConfig: ReportConfig = {
  title: SETTLEMENT_TITLE,
  subtitle: SETTLEMENT_SUBTITLE,
  itemsLabel: 'batches',
  errorTitle: 'Could not load the settlement report',
  exportPath: `${apiPaths.settlementReport}/export`,
  minWidth: '66rem',
};

export const CHOOSE_BATCH_PROMPT =
  'Choose a batch in the table to read its settlement line by line.';
export const STAFF_NOTE = 'Only an Administrator can finalise, cancel or close a settlement.';

/** The farmer picker's choice for every farmer (the URL then has no farmer). */
const ALL_FARMERS = 'all';

export interface SettlementReportViewProps {
  /** The farmer, the period and the chosen batch (from the URL). */
  params: SettlementParams;
  /** Called with what the user changed (`{ farmer: 'F001' }`, `{ batch: 'B002' }`). */
  onParamsChange: (change: Partial<SettlementParams>) => void;
  /** Every farmer to choose from; `undefined` while they load. */
  farmers?: readonly ComboboxOption[] | undefined;
  /** The report of the farmer and period; `undefined` until it arrives. */
  report?: SettlementReport | undefined;
  /** The report is being fetched. */
  loading: boolean;
  /** Why the report could not be loaded. */
  error?: string | null | undefined;
  onRetry?: (() => void) | undefined;
  /** The chosen batch's settlement line by line; `undefined` until it arrives. */
  breakdown?: SettlementBreakdown | undefined;
  breakdownLoading?: boolean;
  breakdownError?: string | null | undefined;
  /** Asks for the breakdown again; unset when that cannot help (no such batch). */
  onBreakdownRetry?: (() => void) | undefined;
  /** The signed-in user is an Administrator: finalise, cancel and close are offered. */
  canSettle?: boolean;
  /** Finalises a sold-out batch's settlement on a date; rejects with the server's reason. */
  onFinalise?: (
    batchCode: string,
    input: { date: string },
    idempotencyKey: string,
  ) => Promise<Settlement>;
  /** Cancels a settlement (FS001); rejects with the server's reason. */
  onCancelSettlement?: (settlementCode: string, input: CancelInput) => Promise<unknown>;
  /** Closes an open batch by hand; rejects with the server's reason. */
  onCloseBatch?: (batchCode: string, input: CloseBatchInput) => Promise<unknown>;
  display?: ReportDisplay;
  /** Printed above the title on paper. */
  companyName?: string;
  onPrint?: () => void;
}

/**
 * /report/settlement: the batches of a farmer (or every farmer) placed in a period, each with its
 * sale revenue, costs, net payable and performance and where its settlement stands; choosing one
 * shows its settlement line by line, with Finalise, Cancel or Close for Administrators.
 */
export function SettlementReportView({
  params,
  onParamsChange,
  farmers,
  report,
  loading,
  error,
  onRetry,
  breakdown,
  breakdownLoading = false,
  breakdownError,
  onBreakdownRetry,
  canSettle = false,
  onFinalise,
  onCancelSettlement,
  onCloseBatch,
  display = defaultReportDisplay,
  companyName,
  onPrint,
}: SettlementReportViewProps) {
  const backwards = periodBackwards(params);
  const showReport = Boolean(report) && !loading && !error && !backwards;
  const shown = showReport ? report : undefined;
  const chosenRow = shown?.batches.find((batch) => batch.batchCode === params.batch);
  const [dialog, setDialog] = useState<{ kind: SettlementDialog; batch: string } | null>(null);
  const openDialog = (kind: SettlementDialog) =>
    setDialog(chosenRow ? { kind, batch: chosenRow.batchCode } : null);
  const isOpen = (kind: SettlementDialog) =>
    dialog?.kind === kind && dialog.batch === chosenRow?.batchCode;

  const farmerName =
    farmers?.find((farmer) => farmer.value === params.farmer)?.label ??
    shown?.batches.find((batch) => batch.farmerCode === params.farmer)?.farmerName;
  const farmerOptions = useMemo(() => {
    const options = farmers ?? [];
    // A farmer from the link, by code until the farmers arrive.
    const fromLink =
      params.farmer && !options.some((farmer) => farmer.value === params.farmer)
        ? [{ value: params.farmer, label: farmerName ?? params.farmer }]
        : [];
    return [{ value: ALL_FARMERS, label: 'All farmers' }, ...options, ...fromLink];
  }, [farmers, params.farmer, farmerName]);

  // A batch chosen in the table brings its settlement into view (below the table on a phone).
  const breakdownRef = useRef<HTMLDivElement>(null);
  const scrollToBreakdown = useRef(false);
  useEffect(() => {
    if (!chosenRow || !scrollToBreakdown.current) return;
    scrollToBreakdown.current = false;
    breakdownRef.current?.scrollIntoView({ block: 'nearest' });
  }, [chosenRow]);

  const columns = useMemo(
    () =>
      settlementColumns({
        display,
        totals: shown?.totals,
        party: settlementParty(shown?.batches ?? []),
        chosen: params.batch,
        onChoose: (batch) => {
          scrollToBreakdown.current = batch !== params.batch;
          onParamsChange({ batch: batch === params.batch ? '' : batch });
        },
      }),
    [display, shown, params.batch, onParamsChange],
  );

  const from = params.from ? formatDate(params.from, display.dateFormat) : 'Any date';
  const to = params.to ? formatDate(params.to, display.dateFormat) : 'Any date';
  const whose = params.farmer ? (farmerName ?? params.farmer) : 'All farmers';
  const period = [params.from ? ` from ${from}` : '', params.to ? ` to ${to}` : ''].join('');
  const caption = `Batches of ${params.farmer ? whose : 'all farmers'}${period ? `, placed${period}` : ''}`;
  const empty: DataTableEmpty = {
    icon: PackageX,
    title: 'No batches in this period',
    description: params.farmer
      ? `${whose} has no batch placed${params.from || params.to ? ' in these dates' : ''}. Widen the dates or choose All farmers.`
      : 'No batch was placed in these dates. Widen the dates to see more.',
  };

  const tiles = settlementTiles(shown, display);
  const actions = chosenRow ? actionsFor(chosenRow) : null;

  function actionsFor(batch: SettlementBatch) {
    // The farmer's statement of a settled batch, to print and sign: Staff may download it too.
    const statement =
      batch.status === 'settled' && batch.settlementCode ? (
        <DocumentPdfButton
          path={apiPaths.settlements}
          code={batch.settlementCode}
          noun="Settlement Statement"
        />
      ) : null;
    if (!canSettle) {
      return batch.status === 'void' ? null : (
        <>
          {statement}
          <ReportNote as="span">{STAFF_NOTE}</ReportNote>
        </>
      );
    }
    if (batch.status === 'sold-out' && onFinalise) {
      return (
        <Button
          leadingIcon={<BadgeCheck aria-hidden="true" />}
          onClick={() => openDialog('finalise')}
        >
          Finalise Settlement
        </Button>
      );
    }
    if (batch.status === 'settled' && onCancelSettlement && batch.settlementCode) {
      return (
        <>
          {statement}
          <Button
            variant="outline"
            leadingIcon={<Undo2 aria-hidden="true" />}
            onClick={() => openDialog('cancel')}
          >
            Cancel Settlement
          </Button>
        </>
      );
    }
    if (batch.status === 'open' && onCloseBatch) {
      return (
        <Button
          variant="outline"
          leadingIcon={<PackageX aria-hidden="true" />}
          onClick={() => openDialog('close')}
        >
          Close Batch
        </Button>
      );
    }
    return statement;
  }

  const dialogBreakdown =
    chosenRow && breakdown?.batchCode === chosenRow.batchCode ? breakdown : undefined;
  const onDialogOpenChange = (open: boolean) => {
    if (!open) setDialog(null);
  };

  return (
    <ReportLayout
      title={SETTLEMENT_TITLE}
      titleId="screen-title"
      subtitle={SETTLEMENT_SUBTITLE}
      printHeading={companyName}
      actions={
        <ReportButtons
          exportPath={settlementConfig.exportPath}
          exportQuery={settlementExportQuery(params, chosenRow?.batchCode)}
          fileName={params.farmer ? `${SETTLEMENT_TITLE} ${params.farmer}` : SETTLEMENT_TITLE}
          disabled={!showReport}
          onPrint={onPrint}
        />
      }
      filters={
        <FilterBar
          aria-label={`Filter the ${SETTLEMENT_TITLE}`}
          active={params.farmer !== '' || params.from !== '' || params.to !== ''}
          onClear={() => onParamsChange({ farmer: '', from: '', to: '' })}
        >
          <FilterBarItem wide>
            <FormField label="Farmer">
              <Combobox
                options={farmerOptions}
                value={params.farmer || ALL_FARMERS}
                onValueChange={(farmer) =>
                  onParamsChange({ farmer: farmer === ALL_FARMERS ? '' : farmer })
                }
                placeholder="Search farmers by name, code or city"
                emptyMessage="No farmers match"
                loading={farmers === undefined}
                loadingMessage="Loading farmers…"
              />
            </FormField>
          </FilterBarItem>
          <FilterBarItem wide>
            <DateRangeFilter
              aria-label="Placed between"
              fromLabel="From Date"
              toLabel="To Date"
              from={params.from}
              to={params.to}
              max={today()}
              onChange={(range) => onParamsChange(range)}
            />
          </FilterBarItem>
        </FilterBar>
      }
      appliedFilters={[
        { label: 'Farmer', value: whose },
        { label: 'From Date', value: from },
        { label: 'To Date', value: to },
        ...(chosenRow ? [{ label: 'Batch', value: chosenRow.batchCode }] : []),
      ]}
      tiles={
        !backwards && !error
          ? tiles.map(({ id, ...tile }) => (
              <StatTile key={id} data-tile={id} {...tile} loading={!showReport} />
            ))
          : undefined
      }
    >
      {backwards ? (
        <Card>
          <CardContent>
            <EmptyState
              icon={CalendarRange}
              headingLevel={2}
              title="Choose a period that runs forwards"
              description="From Date is after To Date."
            />
          </CardContent>
        </Card>
      ) : (
        <>
          <BatchTable>
            <DataTable<SettlementBatch>
              caption={caption}
              captionHidden
              itemsLabel={settlementConfig.itemsLabel}
              columns={columns}
              rows={shown?.batches ?? []}
              getRowId={(batch) => batch.batchCode}
              // A report is read and printed whole: every row, no pages.
              paginate={false}
              loading={loading}
              skeletonRows={4}
              error={error ?? undefined}
              errorTitle={settlementConfig.errorTitle}
              onRetry={onRetry}
              stateHeadingLevel={2}
              empty={empty}
              minWidth={settlementConfig.minWidth}
            />
          </BatchTable>
          {shown && shown.batches.length > 0 ? (
            <>
              {chosenRow ? (
                <div ref={breakdownRef}>
                  <SettlementBreakdownPanel
                    batch={chosenRow}
                    breakdown={breakdown}
                    loading={breakdownLoading}
                    error={breakdownError}
                    onRetry={onBreakdownRetry}
                    display={display}
                    actions={actions}
                  />
                </div>
              ) : (
                <Card data-print="hide">
                  <CardContent>
                    <EmptyState
                      icon={Wallet}
                      headingLevel={2}
                      title={CHOOSE_BATCH_PROMPT}
                      description={
                        params.batch
                          ? `${params.batch} is not among these batches.`
                          : 'Pick its code: the costs, earnings and deductions show here, with what is left to pay.'
                      }
                    />
                  </CardContent>
                </Card>
              )}
              <ReportNote>
                Net payable = growing charge and incentives − shortage, FCR penalty and TDS; when
                the deductions are more, the difference is recoverable from the farmer (Dr). An open
                batch has none until it is sold out (or closed by hand). FCR = feed issued ÷ live
                weight sold; EPEF = liveability % × average kg ÷ (age × FCR) × 100, 225–300 Good,
                above 300 Excellent. The totals’ FCR and EPEF are weighted by live weight.
              </ReportNote>
            </>
          ) : null}
        </>
      )}
      {chosenRow?.status === 'sold-out' && dialogBreakdown && onFinalise ? (
        <FinaliseDialog
          open={isOpen('finalise')}
          onOpenChange={onDialogOpenChange}
          batch={chosenRow}
          breakdown={dialogBreakdown}
          display={display}
          onFinalise={(input, key) => onFinalise(chosenRow.batchCode, input, key)}
        />
      ) : null}
      {chosenRow?.status === 'settled' &&
      dialogBreakdown &&
      onCancelSettlement &&
      chosenRow.settlementCode ? (
        <CancelSettlementDialog
          open={isOpen('cancel')}
          onOpenChange={onDialogOpenChange}
          batch={chosenRow}
          breakdown={dialogBreakdown}
          display={display}
          onCancelSettlement={(input) =>
            onCancelSettlement(chosenRow.settlementCode as string, input)
          }
        />
      ) : null}
      {chosenRow?.status === 'open' && dialogBreakdown && onCloseBatch ? (
        <CloseBatchDialog
          open={isOpen('close')}
          onOpenChange={onDialogOpenChange}
          batch={chosenRow}
          breakdown={dialogBreakdown}
          display={display}
          onCloseBatch={(input) => onCloseBatch(chosenRow.batchCode, input)}
        />
      ) : null}
    </ReportLayout>
  );
}
