import { batchHealthText, type GrowthReport, type GrowthReportQuery, today } from '@pfm/shared';
import type { Db } from '../db/database.ts';
import type {
  ExportChart,
  ExportDocument,
  ExportFormat,
  ExportPairs,
  ExportTable,
} from '../files/model.ts';
import { fileNameOf } from '../files/model.ts';
import { growthReport } from './report.ts';

/** The screen's words (packages/app/src/features/reports/growth). */
export const GROWTH_TITLE = 'Growth Report';
export const GROWTH_NOTE =
  'Deviation = (average weight − target) ÷ target × 100; below −3% the batch Needs Attention, ' +
  'as it does when a week’s mortality exceeds its expected mortality by more than the Settings ' +
  'threshold. Mortality % is of the birds placed. FCR = feed eaten so far ÷ live weight that day ' +
  '(birds sold and alive); once the batch has ended, feed issued ÷ live weight sold, as in its ' +
  'settlement. Age and mortality in the figures are the batch’s to date (age stops the day it ' +
  'ended); weight and deviation are those of the last week shown. A blank standard: the week has ' +
  'no growth standard.';

/** The four tiles of the screen: age and mortality to date, weight and deviation of the last week. */
function tiles(report: GrowthReport): ExportPairs {
  const { figures } = report;
  const last = report.weeks.at(-1);
  const ofWeek = last ? `, week ${last.week}` : '';
  return {
    kind: 'pairs',
    title: 'Figures',
    pairs: [
      { label: 'Current Age', value: figures.age, kind: 'integer', unit: 'days' },
      {
        label: `Average Weight${ofWeek}`,
        value: last?.averageWeightG ?? null,
        kind: 'integer',
        unit: 'g',
      },
      { label: 'Mortality Rate', value: figures.mortalityPct, kind: 'percent' },
      {
        label: `Overall Deviation${ofWeek}`,
        value: last?.deviationPct ?? null,
        kind: 'percent',
      },
    ],
  };
}

/** The batch's figures to date that the tiles leave out (the screen's line under the tiles). */
function batchFigures(report: GrowthReport): ExportPairs {
  const { batch, figures } = report;
  return {
    kind: 'pairs',
    title: 'Batch to date',
    pairs: [
      { label: 'Status', value: batchHealthText[figures.health], kind: 'text' },
      { label: 'Farmer', value: `${batch.farmerName} (${batch.farmerCode})`, kind: 'text' },
      { label: 'Placed', value: batch.placementDate, kind: 'date' },
      { label: 'Birds placed', value: batch.placed, kind: 'integer' },
      { label: 'Birds alive', value: figures.birds.alive, kind: 'integer' },
      ...(figures.birds.missing > 0
        ? [{ label: 'Birds missing', value: figures.birds.missing, kind: 'integer' } as const]
        : []),
      { label: 'Daily gain', value: figures.dailyGainG, kind: 'decimal', digits: 1, unit: 'g/day' },
      { label: 'FCR', value: figures.fcr, kind: 'decimal', digits: 3 },
      { label: 'Corrected FCR', value: figures.correctedFcr, kind: 'decimal', digits: 3 },
      { label: 'EPEF', value: figures.epef, kind: 'integer' },
    ],
  };
}

/**
 * The weekly table with the screen's columns, units in the headers; a range and a figure with its
 * % are two numbers each. A landscape A4 page holds fifteen columns only with shorter headers, so
 * the PDF's are abbreviated (`compact`); the workbook's are in full.
 */
function weeklyTable(report: GrowthReport, compact: boolean): ExportTable {
  const header = (full: string, short: string) => (compact ? short : full);
  return {
    kind: 'table',
    title: 'Weekly growth',
    columns: [
      { header: 'Week', kind: 'integer', width: 3.2 },
      { header: 'Date', kind: 'date', width: 6 },
      { header: 'Age', kind: 'integer', unit: 'days', width: 5.2 },
      { header: 'Avg Weight', kind: 'integer', unit: 'g', width: 7 },
      { header: 'Target', kind: 'integer', unit: 'g', width: 5 },
      { header: header('Range Min', 'Min'), kind: 'integer', unit: 'g', width: 4 },
      { header: header('Range Max', 'Max'), kind: 'integer', unit: 'g', width: 4.2 },
      { header: header('Deviation', 'Dev.'), kind: 'percent', unit: '%', digits: 2, width: 4.7 },
      { header: 'Mortality', kind: 'integer', unit: header('birds', ''), width: 4.8 },
      { header: header('Mortality', 'Mort.'), kind: 'percent', unit: '%', digits: 2, width: 4.8 },
      {
        header: header('Cumulative Mortality', 'Cum. Mort.'),
        kind: 'integer',
        unit: header('birds', ''),
        width: 5.5,
      },
      {
        header: header('Cumulative Mortality', 'Cum. Mort.'),
        kind: 'percent',
        unit: '%',
        digits: 2,
        width: 7.1,
      },
      { header: 'Feed', kind: 'milli', unit: 'kg', digits: 3, width: 6 },
      {
        header: header('Cumulative Feed', 'Cum. Feed'),
        kind: 'milli',
        unit: 'kg',
        digits: 3,
        width: 7.1,
      },
      { header: 'FCR', kind: 'decimal', digits: 3, width: 3.6 },
    ],
    rows: report.weeks.map((week) => ({
      cells: [
        week.week,
        week.date,
        week.age,
        week.averageWeightG,
        week.targetWeightG,
        week.minWeightG,
        week.maxWeightG,
        week.deviationPct,
        week.mortality,
        week.mortalityPct,
        week.cumulativeMortality,
        week.cumulativeMortalityPct,
        week.feedMilli,
        week.cumulativeFeedMilli,
        week.fcr,
      ],
    })),
    empty:
      report.figures.latestWeek === null
        ? 'No growth updates yet.'
        : `No growth updates in this period; the latest is of week ${report.figures.latestWeek}.`,
  };
}

/** The chart of the screen: weeks 1 to the last the batch or the standard reaches, in grams. */
function chart(report: GrowthReport): ExportChart {
  const last = Math.max(
    1,
    ...report.weeks.map((week) => week.week),
    ...report.standards.map((point) => point.week),
  );
  const points = Array.from({ length: last }, (_, index) => {
    const x = index + 1;
    const week = report.weeks.find((entry) => entry.week === x);
    const standard = report.standards.find((point) => point.week === x);
    return {
      x,
      actual: week?.averageWeightG ?? null,
      target: standard?.targetWeightG ?? null,
      min: standard?.minWeightG ?? null,
      max: standard?.maxWeightG ?? null,
    };
  });
  return {
    kind: 'chart',
    title: 'Weight against the standard',
    xLabel: 'Week',
    yLabel: 'Weight (g)',
    // Nothing to draw without a weight or a standard.
    points: report.weeks.length > 0 || report.standards.length > 0 ? points : [],
  };
}

/**
 * The Growth Report's file: the same batch, period and figures as its screen (the one
 * `growthReport` computation). The PDF opens with the figures and the chart, then the weekly
 * table; the workbook has the figures and the chart's weights on "Summary", the table on "Weekly".
 */
export async function growthExport(
  db: Db,
  query: GrowthReportQuery,
  format: ExportFormat,
): Promise<ExportDocument> {
  const report = await growthReport(db, query);
  const { batch } = report;
  return {
    title: GROWTH_TITLE,
    fileName: fileNameOf(
      'growth',
      batch.code,
      query.from ?? batch.placementDate,
      'to',
      query.to ?? today(),
    ),
    filters: [
      ['Batch', `${batch.code} · ${batch.farmName}`],
      ['Farmer', `${batch.farmerCode} · ${batch.farmerName}`],
      ['From Date', query.from ?? 'Placement'],
      ['To Date', query.to ?? 'Latest update'],
    ],
    sections: [
      { name: 'Summary', blocks: [tiles(report), chart(report)] },
      {
        name: 'Weekly',
        blocks: [
          weeklyTable(report, format === 'pdf'),
          batchFigures(report),
          { kind: 'text', text: GROWTH_NOTE },
        ],
      },
    ],
  };
}
