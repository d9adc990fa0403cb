import { formatNumber, type GrowthStandardPoint, type GrowthWeek } from '@pfm/shared';
import { Card, CardContent, CardHeader, formatPercent, Skeleton } from '@pfm/ui';
import { nice, ticks } from 'd3-array';
import { area, line } from 'd3-shape';
import { useId, useLayoutEffect, useState } from 'react';
import {
  ChartBody,
  ChartFrame,
  ChartNote,
  ChartSvg,
  Legend,
  LegendSample,
} from './growth-chart.styles.ts';

export const CHART_TITLE = 'Average weight by week against the growth standard';

const grams = (value: number) => `${formatNumber(value, 0)} g`;

/** Weeks on the x-axis: 1 to the last week the standard or the batch reaches. */
const chartWeekCount = (weeks: readonly GrowthWeek[], standards: readonly GrowthStandardPoint[]) =>
  Math.max(1, ...weeks.map((week) => week.week), ...standards.map((point) => point.week));

/**
 * The chart in words, for its description: the latest week against its target, how many weeks
 * are recorded and how many fell under the standard's range.
 */
function describeGrowth(
  weeks: readonly GrowthWeek[],
  standards: readonly GrowthStandardPoint[],
): string {
  const first = standards[0];
  const last = standards.at(-1);
  const standardText =
    first && last
      ? `The standard's target rises from ${grams(first.targetWeightG)} in week ${first.week} to ${grams(last.targetWeightG)} in week ${last.week}.`
      : 'There is no growth standard to compare with.';
  const latest = weeks.at(-1);
  if (!latest) return `No weights are recorded in this period. ${standardText}`;
  const against =
    latest.targetWeightG === null
      ? `; the standard has no target for week ${latest.week}`
      : ` against a target of ${grams(latest.targetWeightG)} (${formatPercent(latest.deviationPct, { fractionDigits: 2, signed: true })})`;
  const below = weeks.filter(
    (week) => week.minWeightG !== null && week.averageWeightG < week.minWeightG,
  ).length;
  const recorded = weeks.length === 1 ? '1 week recorded' : `${weeks.length} weeks recorded`;
  const belowText =
    below === 0 ? 'none below the standard range' : `${below} below the standard range`;
  return `Week ${latest.week} was ${grams(latest.averageWeightG)}${against}. ${recorded}, ${belowText}. ${standardText}`;
}

/** The width of an element, kept up to date as it resizes (0 until it is measured). */
function useWidth() {
  const [element, setElement] = useState<HTMLElement | null>(null);
  const [width, setWidth] = useState(0);
  useLayoutEffect(() => {
    if (!element) return;
    setWidth(Math.floor(element.getBoundingClientRect().width));
    const observer = new ResizeObserver(([entry]) => {
      if (entry) setWidth(Math.floor(entry.contentRect.width));
    });
    observer.observe(element);
    return () => observer.disconnect();
  }, [element]);
  return [setElement, width] as const;
}

/** Maps a domain onto a range in a straight line (what a linear scale does, without its weight). */
const linear =
  ([d0, d1]: readonly [number, number], [r0, r1]: readonly [number, number]) =>
  (value: number) =>
    r0 + ((value - d0) / (d1 - d0)) * (r1 - r0);

/** Room around the plot (px): the y-axis title above it, week numbers and their title below. */
const MARGIN = { top: 28, right: 12, bottom: 40 };
/** About the width of a digit at the axis' 12 px (tabular figures), to size the y-axis labels. */
const DIGIT_PX = 7.5;
/** Week labels closer than this would touch; then every second (third…) week is labelled. */
const MIN_LABEL_SPACING_PX = 24;

interface ChartPlotProps {
  weeks: readonly GrowthWeek[];
  standards: readonly GrowthStandardPoint[];
  width: number;
  titleId: string;
  descriptionId: string;
  describedBy: string;
}

function ChartPlot({
  weeks,
  standards,
  width,
  titleId,
  descriptionId,
  describedBy,
}: ChartPlotProps) {
  const height = width < 480 ? 232 : 288;
  const weekCount = chartWeekCount(weeks, standards);
  const highest = Math.max(
    1,
    ...weeks.map((week) => week.averageWeightG),
    ...standards.map((point) => point.maxWeightG),
  );
  const tickCount = height < 260 ? 4 : 5;
  // Grams from 0 to a round figure above the heaviest weight or standard, in round steps.
  const [, top] = nice(0, highest, tickCount);
  const yTicks = ticks(0, top, tickCount);
  const y = linear([0, top], [height - MARGIN.bottom, MARGIN.top]);
  const left = Math.max(...yTicks.map((tick) => formatNumber(tick, 0).length)) * DIGIT_PX + 12;
  // Half a week of room at each end, so the first and last points sit clear of the axes.
  const x = linear([0.5, weekCount + 0.5], [left, width - MARGIN.right]);
  const spacing = (width - MARGIN.right - left) / weekCount;
  const labelEvery = Math.max(1, Math.ceil(MIN_LABEL_SPACING_PX / spacing));
  const weekTicks = Array.from({ length: weekCount }, (_, index) => index + 1).filter(
    (week) => (week - 1) % labelEvery === 0,
  );
  const bottom = height - MARGIN.bottom;

  const byWeek = [...standards].sort((a, b) => a.week - b.week);
  const band = area<GrowthStandardPoint>()
    .x((point) => x(point.week))
    .y0((point) => y(point.minWeightG))
    .y1((point) => y(point.maxWeightG))(byWeek);
  const edge = (weight: (point: GrowthStandardPoint) => number) =>
    line<GrowthStandardPoint>()
      .x((point) => x(point.week))
      .y((point) => y(weight(point)))(byWeek);
  const recorded = [...weeks].sort((a, b) => a.week - b.week || a.date.localeCompare(b.date));
  const actual = line<GrowthWeek>()
    .x((week) => x(week.week))
    .y((week) => y(week.averageWeightG))(recorded);

  return (
    <ChartSvg
      width={width}
      height={height}
      viewBox={`0 0 ${width} ${height}`}
      role="img"
      aria-labelledby={titleId}
      aria-describedby={`${descriptionId} ${describedBy}`}
      data-chart="growth"
    >
      <title id={titleId}>{CHART_TITLE}</title>
      <desc id={descriptionId}>{describeGrowth(weeks, standards)}</desc>
      <text data-part="axis-title" x={0} y={12}>
        Weight (g)
      </text>
      {yTicks.map((tick) => (
        <g key={tick}>
          <line data-part="grid" x1={left} x2={width - MARGIN.right} y1={y(tick)} y2={y(tick)} />
          <text data-part="tick-label" x={left - 8} y={y(tick)} dy="0.32em" textAnchor="end">
            {formatNumber(tick, 0)}
          </text>
        </g>
      ))}
      {band ? <path data-part="band" d={band} /> : null}
      {byWeek.length > 0 ? (
        <>
          <path data-part="band-edge" d={edge((point) => point.minWeightG) ?? undefined} />
          <path data-part="band-edge" d={edge((point) => point.maxWeightG) ?? undefined} />
          <path data-part="target" d={edge((point) => point.targetWeightG) ?? undefined} />
        </>
      ) : null}
      <line data-part="baseline" x1={left} x2={width - MARGIN.right} y1={bottom} y2={bottom} />
      {weekTicks.map((week) => (
        <text key={week} data-part="tick-label" x={x(week)} y={bottom + 18} textAnchor="middle">
          {week}
        </text>
      ))}
      <text
        data-part="axis-title"
        x={left + (width - MARGIN.right - left) / 2}
        y={height - 4}
        textAnchor="middle"
      >
        Week
      </text>
      {recorded.length === 0 ? (
        <text
          data-part="axis-title"
          x={left + (width - MARGIN.right - left) / 2}
          // Between the top two grid lines, clear of both.
          y={MARGIN.top + 22}
          textAnchor="middle"
        >
          No weights recorded yet
        </text>
      ) : null}
      {actual ? <path data-part="actual" d={actual} /> : null}
      {recorded.map((week) => (
        <circle
          key={week.code}
          data-part="point"
          data-week={week.week}
          cx={x(week.week)}
          cy={y(week.averageWeightG)}
          r={4.5}
        >
          <title>
            {`Week ${week.week}: ${grams(week.averageWeightG)}${week.targetWeightG === null ? '' : ` (target ${grams(week.targetWeightG)})`}`}
          </title>
        </circle>
      ))}
    </ChartSvg>
  );
}

/** A sample of each series for the legend, drawn as the chart draws it. */
function LegendItem({ part, children }: { part: 'actual' | 'target' | 'band'; children: string }) {
  return (
    <li>
      <LegendSample width={28} height={14} viewBox="0 0 28 14" aria-hidden="true">
        {part === 'band' ? (
          <>
            <rect data-part="band" x={0} y={2} width={28} height={10} />
            <path data-part="band-edge" d="M0,2.5H28M0,11.5H28" />
          </>
        ) : (
          <path data-part={part} d="M1,7H27" />
        )}
        {part === 'actual' ? <circle data-part="point" cx={14} cy={7} r={3.5} /> : null}
      </LegendSample>
      {children}
    </li>
  );
}

export interface GrowthChartProps {
  /** The batch's recorded weeks in the period. */
  weeks: readonly GrowthWeek[];
  /** The growth standard, for the target line and the min–max band. */
  standards: readonly GrowthStandardPoint[];
  /** While the report loads: a placeholder of the chart's size. */
  loading?: boolean;
}

/**
 * The batch's average weight each week (a line with points) against the growth standard's target
 * (dashed) and its min–max range (shaded), in grams. An SVG image with a title and a description
 * in words; every figure it draws is in the weekly table, as its note says. Drawn at the width of
 * its card (measured), so labels keep their size on a phone. No animation.
 */
export function GrowthChart({ weeks, standards, loading = false }: GrowthChartProps) {
  const id = useId();
  const [frame, width] = useWidth();
  const headingId = `${id}-heading`;
  const noteId = `${id}-note`;
  return (
    <Card aria-labelledby={headingId} role="group">
      <CardHeader title="Weight against the standard" headingLevel={2} titleId={headingId} />
      <CardContent>
        <ChartBody aria-busy={loading || undefined}>
          <Legend aria-label="Legend">
            <LegendItem part="actual">Actual</LegendItem>
            <LegendItem part="target">Standard target</LegendItem>
            <LegendItem part="band">Standard range</LegendItem>
          </Legend>
          <ChartFrame ref={frame}>
            {loading ? (
              <Skeleton shape="block" height="18rem" />
            ) : width > 0 ? (
              <ChartPlot
                weeks={weeks}
                standards={standards}
                width={width}
                titleId={`${id}-title`}
                descriptionId={`${id}-description`}
                describedBy={noteId}
              />
            ) : null}
          </ChartFrame>
          <ChartNote id={noteId}>
            Weeks of age across, grams up. The weekly table below lists every figure of the chart.
          </ChartNote>
        </ChartBody>
      </CardContent>
    </Card>
  );
}
