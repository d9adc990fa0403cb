import {
  DEVIATION_WARNING_PCT,
  formatDate,
  formatNumber,
  fromMilli,
  type GrowthReport,
  type GrowthWeek,
} from '@pfm/shared';
import {
  type DataTableColumn,
  Deviation,
  formatPercent,
  Percent,
  type StatTileProps,
  VisuallyHidden,
} from '@pfm/ui';
import { CalendarDays, HeartPulse, Scale, Target } from 'lucide-react';
import type { ReportDisplay } from '../kit/report-display.ts';
import { FigureHint, FigureWithHint } from '../kit/report-view.styles.ts';
import { OneLine } from './growth-report.styles.ts';

export const GROWTH_TITLE = 'Growth Report';
export const GROWTH_SUBTITLE =
  "A batch's weight, mortality and feed week by week, against the growth standard.";

const grams = (value: number | null) => (value === null ? '—' : formatNumber(value, 0));
const kg = (milli: number) => formatNumber(fromMilli(milli), 3);
const pct = (value: number | null) => formatPercent(value, { fractionDigits: 2 });

/** The deviation of a week as the table and tile show it: signed, destructive below −3 %. */
function WeekDeviation({ value }: { value: number | null }) {
  return <Deviation value={value} fractionDigits={2} threshold={DEVIATION_WARNING_PCT} />;
}

/**
 * A mortality figure: above the standard it is in the destructive colour, as a deviation below
 * −3 % is, and says so in words to a screen reader (not by colour alone).
 */
function Mortality({ value, above }: { value: number; above: boolean }) {
  return (
    <>
      <Percent value={value} fractionDigits={2} tone={above ? 'destructive' : 'default'} />
      {above ? <VisuallyHidden> above standard</VisuallyHidden> : null}
    </>
  );
}

/** The weekly table: the weight against the standard, then deaths and feed with running totals. */
export function growthColumns(display: ReportDisplay): DataTableColumn<GrowthWeek>[] {
  return [
    {
      id: 'week',
      header: 'Week',
      rowHeader: true,
      accessor: (week) => `Week ${week.week}`,
      cell: (week) => <OneLine>Week {week.week}</OneLine>,
    },
    {
      id: 'date',
      card: 'detail',
      header: 'Date',
      accessor: (week) => formatDate(week.date, display.dateFormat),
      cell: (week) => <OneLine>{formatDate(week.date, display.dateFormat)}</OneLine>,
    },
    { id: 'age', card: 'detail', header: 'Age (days)', align: 'end', accessor: (week) => week.age },
    {
      id: 'weight',
      card: 'figure',
      header: 'Avg Weight (g)',
      align: 'end',
      accessor: (week) => grams(week.averageWeightG),
    },
    {
      id: 'target',
      header: 'Target (g)',
      align: 'end',
      accessor: (week) => grams(week.targetWeightG),
    },
    {
      id: 'range',
      header: 'Range (g)',
      align: 'end',
      width: '8rem',
      accessor: (week) =>
        week.minWeightG === null || week.maxWeightG === null
          ? '—'
          : `${grams(week.minWeightG)}–${grams(week.maxWeightG)}`,
    },
    {
      id: 'deviation',
      card: 'detail',
      header: 'Deviation',
      align: 'end',
      cell: (week) => <WeekDeviation value={week.deviationPct} />,
    },
    { id: 'mortality', header: 'Mortality', align: 'end', accessor: (week) => week.mortality },
    {
      id: 'mortalityPct',
      card: 'detail',
      header: 'Mortality %',
      align: 'end',
      cell: (week) => {
        const figure = <Mortality value={week.mortalityPct} above={week.mortalityAboveStandard} />;
        return week.expectedMortalityPct === null ? (
          figure
        ) : (
          <FigureWithHint>
            <span>{figure}</span>
            <FigureHint>expected {pct(week.expectedMortalityPct)}</FigureHint>
          </FigureWithHint>
        );
      },
    },
    {
      id: 'cumulativeMortality',
      header: 'Cumulative Mortality',
      align: 'end',
      width: '9rem',
      accessor: (week) =>
        `${formatNumber(week.cumulativeMortality, 0)} (${pct(week.cumulativeMortalityPct)})`,
      cell: (week) => (
        <>
          {formatNumber(week.cumulativeMortality, 0)} (
          <Mortality
            value={week.cumulativeMortalityPct}
            above={week.cumulativeMortalityAboveStandard}
          />
          )
        </>
      ),
    },
    { id: 'feed', header: 'Feed (kg)', align: 'end', accessor: (week) => kg(week.feedMilli) },
    {
      id: 'cumulativeFeed',
      header: 'Cumulative Feed (kg)',
      align: 'end',
      width: '8.5rem',
      accessor: (week) => kg(week.cumulativeFeedMilli),
    },
    {
      id: 'fcr',
      card: 'detail',
      header: 'FCR',
      align: 'end',
      accessor: (week) => formatNumber(week.fcr, 3),
    },
  ];
}

const days = (count: number) => `${formatNumber(count, 0)} ${count === 1 ? 'day' : 'days'}`;

/**
 * The four figures of the specification. Age and mortality are the batch's to date (its age stops
 * on the day it ended); weight and deviation are those of the last week in the period, the week
 * the table ends on. Mortality above the standard is destructive and says so in its hint.
 */
export function growthTiles(
  report: GrowthReport | undefined,
  display: ReportDisplay,
): (StatTileProps & { id: string })[] {
  const figures = report?.figures;
  const last = report?.weeks.at(-1);
  const noWeekHint = !figures
    ? null
    : figures.latestWeek === null
      ? 'No growth updates yet'
      : 'No update in the period';
  const below =
    last?.deviationPct !== null &&
    last?.deviationPct !== undefined &&
    last.deviationPct < DEVIATION_WARNING_PCT;
  return [
    {
      id: 'age',
      label: 'Current Age',
      icon: CalendarDays,
      value: figures ? days(figures.age) : null,
      hint: !figures
        ? null
        : figures.endedOn === null
          ? `${days(figures.daysRemaining)} remaining`
          : `Ended ${formatDate(figures.endedOn, display.dateFormat)}`,
    },
    {
      id: 'weight',
      label: 'Average Weight',
      icon: Scale,
      value: last ? `${grams(last.averageWeightG)} g` : '—',
      hint: last
        ? `Week ${last.week} · ${formatNumber(last.averageWeightG / 1000, 3)} kg`
        : noWeekHint,
    },
    {
      id: 'mortality',
      label: 'Mortality Rate',
      icon: HeartPulse,
      value: (
        <Percent
          value={figures?.mortalityPct}
          fractionDigits={2}
          tone={figures?.mortalityAboveStandard ? 'destructive' : 'default'}
        />
      ),
      hint: figures
        ? `${formatNumber(figures.birds.dead, 0)} of ${formatNumber(figures.birds.placed, 0)} birds${
            figures.mortalityAboveStandard && figures.expectedMortalityPct !== null
              ? `, above the ${pct(figures.expectedMortalityPct)} standard`
              : ''
          }`
        : null,
    },
    {
      id: 'deviation',
      label: 'Overall Deviation',
      icon: Target,
      value: <WeekDeviation value={last?.deviationPct ?? null} />,
      hint: !last
        ? noWeekHint
        : last.deviationPct === null
          ? `Week ${last.week} has no standard`
          : below
            ? `Week ${last.week}, more than 3% under target`
            : `Week ${last.week} against its target`,
    },
  ];
}
