import {
  apiPaths,
  formatDate,
  formatNumber,
  type GrowthReport,
  type GrowthWeek,
  today,
} from '@pfm/shared';
import {
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
  StatusBadge,
} from '@pfm/ui';
import { CalendarRange, ChartLine, ClipboardList } from 'lucide-react';
import { useMemo } from 'react';
import { batchBadge } from '../../../lib/batch-status.ts';
import { ReportButtons } from '../kit/report-buttons.tsx';
import { defaultReportDisplay, type ReportDisplay } from '../kit/report-display.ts';
import { reportApiQuery } from '../kit/report-params.ts';
import { ReportNote } from '../kit/report-view.styles.ts';
import type { ReportConfig } from '../kit/report-view.tsx';
import { GrowthChart } from './growth-chart.tsx';
import { type GrowthParams, periodBackwards } from './growth-params.ts';
import { BatchFigures } from './growth-report.styles.ts';
import {
  GROWTH_SUBTITLE,
  GROWTH_TITLE,
  growthColumns,
  growthTiles,
} from './growth-report-config.tsx';

export const growthConfig: ReportConfig = {
  title: GROWTH_TITLE,
  subtitle: GROWTH_SUBTITLE,
  itemsLabel: 'weeks',
  errorTitle: 'Could not load the growth report',
  exportPath: `${apiPaths.growthReport}/export`,
  minWidth: '76rem',
};

export const NO_BATCH_PROMPT = 'Choose a batch to see its growth week by week.';

export interface GrowthReportViewProps {
  /** The batch and period (from the URL). */
  params: GrowthParams;
  /** Called with what the user changed (`{ batch: 'B003' }`, `{ from, to }`). */
  onParamsChange: (change: Partial<GrowthParams>) => void;
  /** Every batch to choose from ("B003 · Hillside Farm"); `undefined` while they load. */
  batches?: readonly ComboboxOption[] | undefined;
  /** The report of the chosen batch for the period; `undefined` until it arrives. */
  report?: GrowthReport | undefined;
  /** The report is being fetched. */
  loading: boolean;
  /** Why the report could not be loaded. */
  error?: string | null | undefined;
  /** Asks again; unset when asking again cannot help (no such batch). */
  onRetry?: (() => void) | undefined;
  display?: ReportDisplay;
  /** Printed above the title on paper. */
  companyName?: string;
  onPrint?: () => void;
}

/** The batch's figures to date that the tiles leave out, in one line. */
function BatchFigureLine({ report, display }: { report: GrowthReport; display: ReportDisplay }) {
  const { batch, figures } = report;
  const figuresOf = [
    { label: 'Farmer', value: batch.farmerName },
    {
      label: 'Placed',
      value: `${formatDate(batch.placementDate, display.dateFormat)}, ${formatNumber(batch.placed, 0)} birds`,
    },
    { label: 'Birds alive', value: formatNumber(figures.birds.alive, 0) },
    // Closed by hand: the birds neither dead nor sold.
    ...(figures.birds.missing > 0
      ? [{ label: 'Birds missing', value: formatNumber(figures.birds.missing, 0) }]
      : []),
    {
      label: 'Daily gain',
      value: figures.dailyGainG === null ? '—' : `${formatNumber(figures.dailyGainG, 1)} g/day`,
    },
    { label: 'FCR', value: formatNumber(figures.fcr, 3) },
    { label: 'Corrected FCR', value: formatNumber(figures.correctedFcr, 3) },
    { label: 'EPEF', value: formatNumber(figures.epef, 0) },
  ];
  return (
    <BatchFigures data-report-part="batch-figures">
      <div>
        <dt>Status</dt>
        <dd>
          <StatusBadge status={batchBadge[figures.health]} />
        </dd>
      </div>
      {figuresOf.map((figure) => (
        <div key={figure.label}>
          <dt>{figure.label}</dt>
          <dd>{figure.value}</dd>
        </div>
      ))}
    </BatchFigures>
  );
}

/**
 * /report/growth: one batch week by week — its average weight against the growth standard's
 * target and range (a chart and a table), its deaths and feed with running totals and FCR — with
 * its age, latest weight, mortality and deviation in tiles. Nothing is asked until a batch is chosen.
 */
export function GrowthReportView({
  params,
  onParamsChange,
  batches,
  report,
  loading,
  error,
  onRetry,
  display = defaultReportDisplay,
  companyName,
  onPrint,
}: GrowthReportViewProps) {
  const chosen = params.batch !== '';
  const backwards = periodBackwards(params);
  // The report on screen is the batch asked for (not the previous batch's while the next loads).
  const shown = report && report.batch.code === params.batch ? report : undefined;
  const showReport = Boolean(shown) && !loading && !error;
  const batchLabel =
    batches?.find((batch) => batch.value === params.batch)?.label ??
    (shown ? `${shown.batch.code} · ${shown.batch.farmName}` : params.batch);

  const batchOptions = useMemo(() => {
    const options = batches ?? [];
    // A batch from the link, by its code (or the report's farm) until the batches arrive.
    return params.batch && !options.some((batch) => batch.value === params.batch)
      ? [...options, { value: params.batch, label: batchLabel }]
      : options;
  }, [batches, params.batch, batchLabel]);

  const columns = useMemo(() => growthColumns(display), [display]);
  const from = params.from ? formatDate(params.from, display.dateFormat) : 'Placement';
  const to = params.to ? formatDate(params.to, display.dateFormat) : 'Latest update';
  const period = params.from || params.to ? `, ${from} to ${to}` : '';

  const empty: DataTableEmpty =
    shown?.figures.latestWeek === null
      ? {
          icon: ClipboardList,
          title: 'No growth updates yet',
          description:
            'Record the weekly weight, mortality and feed in Weekly Growth Update to see them here.',
        }
      : {
          icon: CalendarRange,
          title: 'No growth updates in this period',
          description: `The latest update is of week ${shown?.figures.latestWeek ?? '—'}; widen the dates to see it.`,
        };

  const tiles = growthTiles(shown, display);
  const hasWeeksOrStandard = Boolean(
    shown && (shown.weeks.length > 0 || shown.standards.length > 0),
  );

  return (
    <ReportLayout
      title={GROWTH_TITLE}
      titleId="screen-title"
      subtitle={GROWTH_SUBTITLE}
      printHeading={companyName}
      actions={
        <ReportButtons
          exportPath={growthConfig.exportPath}
          exportQuery={reportApiQuery(params)}
          fileName={chosen ? `${GROWTH_TITLE} ${params.batch}` : GROWTH_TITLE}
          disabled={!showReport}
          onPrint={onPrint}
        />
      }
      filters={
        <FilterBar
          aria-label={`Filter the ${GROWTH_TITLE}`}
          active={params.from !== '' || params.to !== ''}
          onClear={() => onParamsChange({ from: '', to: '' })}
          clearLabel="Clear dates"
        >
          <FilterBarItem wide>
            <FormField label="Batch">
              <Combobox
                options={batchOptions}
                value={params.batch}
                onValueChange={(batch) => onParamsChange({ batch })}
                placeholder="Search batches by code, farm or farmer"
                emptyMessage="No batches match"
                loading={batches === undefined}
                loadingMessage="Loading batches…"
              />
            </FormField>
          </FilterBarItem>
          <FilterBarItem wide>
            <DateRangeFilter
              aria-label="Period"
              fromLabel="From Date"
              toLabel="To Date"
              from={params.from}
              to={params.to}
              min={shown?.batch.placementDate}
              max={today()}
              onChange={(range) => onParamsChange(range)}
            />
          </FilterBarItem>
        </FilterBar>
      }
      appliedFilters={[
        { label: 'Batch', value: chosen ? batchLabel : 'None chosen' },
        { label: 'From Date', value: from },
        { label: 'To Date', value: to },
      ]}
      tiles={
        chosen && !backwards && !error
          ? tiles.map(({ id, ...tile }) => (
              <StatTile key={id} data-tile={id} {...tile} loading={!showReport} />
            ))
          : undefined
      }
    >
      {!chosen || backwards ? (
        <Card>
          <CardContent>
            {chosen ? (
              <EmptyState
                icon={CalendarRange}
                headingLevel={2}
                title="Choose a period that runs forwards"
                description="From Date is after To Date."
              />
            ) : (
              <EmptyState
                icon={ChartLine}
                headingLevel={2}
                title={NO_BATCH_PROMPT}
                description="Pick one in Batch: its weekly weight, mortality and feed show here against the growth standard."
              />
            )}
          </CardContent>
        </Card>
      ) : (
        <>
          {showReport && shown ? <BatchFigureLine report={shown} display={display} /> : null}
          {loading || (showReport && hasWeeksOrStandard) ? (
            <GrowthChart
              weeks={shown?.weeks ?? []}
              standards={shown?.standards ?? []}
              loading={!showReport}
            />
          ) : null}
          <DataTable<GrowthWeek>
            caption={`Weekly growth of ${batchLabel}${period}`}
            captionHidden
            itemsLabel={growthConfig.itemsLabel}
            columns={columns}
            rows={showReport && shown ? shown.weeks : []}
            getRowId={(week) => week.code}
            // A report is read and printed whole: every row, no pages.
            paginate={false}
            loading={loading}
            skeletonRows={6}
            error={error ?? undefined}
            errorTitle={growthConfig.errorTitle}
            onRetry={onRetry}
            stateHeadingLevel={2}
            empty={empty}
            minWidth={growthConfig.minWidth}
          />
          {showReport ? (
            <ReportNote>
              Deviation = (average weight − target) ÷ target × 100; below −3% it is shown in red and
              the batch Needs Attention. Mortality % is of the birds placed; above the standard’s
              expected mortality (summed to the week for the cumulative figure) it is shown in red,
              and a week more than the Settings threshold above it makes the batch Needs Attention.
              FCR = feed eaten so far ÷ live weight that day (birds sold and alive); once the batch
              has ended, feed issued ÷ live weight sold, as in its settlement. Age and mortality in
              the tiles are the batch’s to date (its age stops the day it ended); weight and
              deviation are those of the last week shown. “—”: the week has no growth standard.
            </ReportNote>
          ) : null}
        </>
      )}
    </ReportLayout>
  );
}
