// Over 400 lines: the settlement paper, section by section as the farmer reads it, with its signatures.
import {
  formatMilli,
  formatMoney,
  formatNumber,
  type SettlementBatch,
  type SettlementBreakdown,
  type SettlementNet,
  type SettlementReport,
  settlementNet,
  settlementNetWorking,
  settlementReportNet,
  settlementReportQuery,
} from '@pfm/shared';
import { eq } from 'drizzle-orm';
import { z } from 'zod';
import type { Db } from '../db/database.ts';
import { farmers } from '../db/schema.ts';
import { fieldError } from '../domain/errors.ts';
import type {
  ExportColumn,
  ExportDocument,
  ExportFormat,
  ExportPairs,
  ExportSection,
  ExportTable,
  ExportText,
} from '../files/model.ts';
import { fileNameOf } from '../files/model.ts';
import { getSettlement, previewSettlement, settlementReport } from './service.ts';

/** The screen's words (packages/app/src/features/reports/settlement). */
export const SETTLEMENT_TITLE = 'Farmer Settlement Report';
export const SETTLEMENT_NOTE =
  'Net payable = growing charge and incentives − shortage, FCR penalty and TDS; when the ' +
  'deductions are more, the difference is recoverable from the farmer (Dr). An open batch has ' +
  'none until it is sold out (or closed by ' +
  'hand). FCR = feed issued ÷ live weight sold; EPEF = liveability % × average kg ÷ (age × FCR) ' +
  '× 100, 225–300 Good, above 300 Excellent. The totals’ FCR and EPEF are weighted by live weight.';
export const SIGNATURES = ['Farmer', 'Accountant', 'Authorised signatory'];

/**
 * Breakdowns in one file, at most: each is a sheet and about two pages. A farmer's season is a few
 * batches; every farmer's is a list to read on screen, a batch at a time.
 */
export const BREAKDOWN_LIMIT = 12;

/**
 * The report's query (farmer, placed from, to) and the batch chosen on the screen, whose
 * breakdown alone the file then holds. Strict, like the report's.
 */
export const settlementExportQuery = settlementReportQuery
  .extend({
    batch: z
      .string()
      .regex(/^B\d{3,9}$/, 'Choose a batch.')
      .optional(),
  })
  .strict()
  .superRefine((query, context) => {
    if (query.from && query.to && query.from > query.to) {
      context.addIssue({
        code: 'custom',
        message: 'The start date is after the end date.',
        path: ['to'],
      });
    }
  });
export type SettlementExportQuery = z.infer<typeof settlementExportQuery>;

const money = (paise: number) => formatMoney(paise);
const perKg = (paise: number) => `${money(paise)}/kg`;
const count = (value: number) => formatNumber(value, 0);
const birds = (value: number) => `${count(value)} ${value === 1 ? 'bird' : 'birds'}`;
const batchCount = (value: number) => `${count(value)} ${value === 1 ? 'batch' : 'batches'}`;

/** Where a batch stands on settlement, as the screen's badge says it. */
export function stateOf(batch: Pick<SettlementBatch, 'status' | 'settlementCode'>) {
  switch (batch.status) {
    case 'open':
      return 'Open';
    case 'sold-out':
      return 'Ready to settle';
    case 'settled':
      return batch.settlementCode ? `Settled ${batch.settlementCode}` : 'Settled';
    default:
      return 'Void';
  }
}

/** The screen's tiles over the report's batches. */
function summaryPairs(report: SettlementReport): ExportPairs {
  const { totals } = report;
  const net = settlementReportNet(report);
  return {
    kind: 'pairs',
    title: 'Summary',
    pairs: [
      { label: 'Sale Revenue', value: totals.saleRevenuePaise, kind: 'money' },
      { label: 'Total Costs', value: totals.totalCostPaise, kind: 'money' },
      { label: 'Performance: FCR', value: totals.fcr, kind: 'decimal' },
      { label: 'Performance: EPEF', value: totals.epef, kind: 'integer' },
      { label: 'Performance: grade', value: totals.grade, kind: 'text' },
      // Never a negative net: what is recovered is a positive amount on a line that says so.
      {
        label: net.side === 'recoverable' ? net.label : 'Net Payable',
        value: net.amountPaise,
        kind: 'money',
        strong: true,
      },
    ],
  };
}

/** What the tiles' hints say, under the table (the table's header row stays frozen in Excel). */
function summaryText(report: SettlementReport): ExportText {
  const { batches } = report;
  const sold = batches.reduce((sum, batch) => sum + batch.liveWeightMilli, 0);
  const open = batches.filter((batch) => batch.status === 'open').length;
  return {
    kind: 'text',
    text:
      `${batchCount(batches.length)}, ${formatMilli(sold, 'kg')} sold. Costs are chicks, feed ` +
      'and medicine as issued, and administration. FCR and EPEF are weighted by the live ' +
      'weight sold. Net payable is of the sold-out and settled batches' +
      (open > 0 ? `; ${batchCount(open)} still open.` : '.'),
  };
}

/** A net as two cells: the amount, unsigned, and its side in words ("recoverable from the farmer (Dr)"). */
const netCells = (net: SettlementNet | null) => (net ? [net.amountPaise, net.words] : [null, null]);

/** The batches' table of the screen, with its totals at the foot. */
function batchesTable(report: SettlementReport): ExportTable {
  const { totals } = report;
  return {
    kind: 'table',
    title: 'Batches',
    columns: [
      { header: 'Batch', kind: 'text', width: 1 },
      { header: 'Farm', kind: 'text', width: 1 },
      { header: 'Farmer', kind: 'text', width: 2.6 },
      { header: 'Placed On', kind: 'date', width: 1.35 },
      { header: 'State', kind: 'text', width: 2.3 },
      { header: 'Sale Revenue', kind: 'money', width: 2 },
      { header: 'Total Costs', kind: 'money', width: 2 },
      { header: 'Net Payable', kind: 'money', width: 2 },
      { header: 'Payable or recoverable', kind: 'text', width: 4, wrap: true },
      { header: 'FCR', kind: 'decimal', digits: 3, width: 0.9 },
      { header: 'EPEF', kind: 'integer', width: 0.9 },
    ],
    rows: report.batches.map((batch) => ({
      cells: [
        batch.batchCode,
        batch.farmCode,
        `${batch.farmerName} (${batch.farmerCode})`,
        batch.placementDate,
        stateOf(batch),
        batch.saleRevenuePaise,
        batch.totalCostPaise,
        ...netCells(batch.netPayablePaise === null ? null : settlementNet(batch.netPayablePaise)),
        batch.fcr,
        batch.epef,
      ],
    })),
    trailing: [
      {
        cells: [
          'Total',
          null,
          null,
          null,
          null,
          totals.saleRevenuePaise,
          totals.totalCostPaise,
          ...netCells(settlementReportNet(report)),
          totals.fcr,
          totals.epef,
        ],
      },
    ],
    empty: 'No batches placed for these filters.',
  };
}

/** How the growing charge per kg follows from the production cost, in the screen's words. */
function rateBasis(breakdown: SettlementBreakdown) {
  const { terms, slabs, gcPerKgPaise } = breakdown;
  const slabCount = Math.abs(slabs);
  const base =
    slabs === 0
      ? `production cost at the standard ${perKg(terms.standardPcPaise)}: ${perKg(terms.baseGcPaise)}`
      : `${count(slabCount)} slab${slabCount === 1 ? '' : 's'} of ${money(terms.slabPcPaise)} ${slabs > 0 ? 'below' : 'above'} the standard ${perKg(terms.standardPcPaise)}: ${perKg(terms.baseGcPaise)} ${slabs > 0 ? '+' : '−'} ${count(slabCount)} × ${money(terms.slabGcPaise)}`;
  const unclamped = terms.baseGcPaise + slabs * terms.slabGcPaise;
  const held =
    gcPerKgPaise === unclamped
      ? ''
      : `, held at the ${gcPerKgPaise === terms.minGcPaise ? 'minimum' : 'maximum'}`;
  return `${base}${held}`;
}

/** Where the batch stands, in the sentence the screen puts over its lines. */
function noteOf(batch: SettlementBatch, breakdown: SettlementBreakdown) {
  switch (batch.status) {
    case 'open':
      return `${batch.batchCode} is still open: these are its figures so far. The ${birds(breakdown.birds.shortage)} neither sold nor recorded dead count as its shortage here; sell them, or close the batch by hand if they are missing.`;
    case 'sold-out':
      return `Ready to settle: finalising posts these figures to ${batch.farmerName}'s ledger.`;
    case 'settled':
      return `Settled as ${batch.settlementCode ?? '—'}: the breakdown as it was posted; later changes to the scheme or the rates do not alter it.`;
    default:
      return '';
  }
}

/**
 * A settlement's lines: what, how it is worked out (the rule with its quantities and rates), how
 * much. A line's name and rule wrap in their columns on paper (the row grows), and sit whole in one
 * wrapped cell each in a workbook.
 */
const lineColumns: ExportColumn[] = [
  { header: 'Line', kind: 'text', width: 2.2, wrap: true },
  { header: 'How it is worked out', kind: 'text', width: 7.4, wrap: true },
  { header: 'Amount', kind: 'money', width: 1.5 },
];

/** A table of settlement lines, a row a line, with its total at the foot. */
const linesTable = (
  title: string,
  lines: { label: string; basis: string; amountPaise: number }[],
  total: [string, number] | null,
): ExportTable => ({
  kind: 'table',
  title,
  columns: lineColumns,
  rows: lines.map((line) => ({ cells: [line.label, line.basis, line.amountPaise] })),
  trailing: total ? [{ cells: [total[0], null, total[1]] }] : undefined,
});

/** A batch's settlement as a farmer reads it, line by line, with room for the signatures. */
function breakdownSection(
  batch: SettlementBatch,
  breakdown: SettlementBreakdown,
  settledOn: string | null,
): ExportSection {
  const sum = (lines: { amountPaise: number }[]) =>
    lines.reduce((total, line) => total + line.amountPaise, 0);
  const earned = sum(breakdown.earnings);
  const deducted = sum(breakdown.deductions);
  const { performance, scheme } = breakdown;
  const net = settlementNet(breakdown.netPayablePaise);
  const details: ExportPairs = {
    kind: 'pairs',
    title: 'Batch and scheme',
    pairs: [
      { label: 'Farmer', value: `${breakdown.farmerName} (${breakdown.farmerCode})`, kind: 'text' },
      { label: 'Farm', value: breakdown.farmCode, kind: 'text' },
      { label: 'Placed On', value: batch.placementDate, kind: 'date' },
      { label: 'State', value: stateOf(batch), kind: 'text' },
      ...(settledOn ? [{ label: 'Settled On', value: settledOn, kind: 'date' as const }] : []),
      {
        label: 'Scheme',
        value: `${scheme.name}, version ${scheme.version} (${scheme.code})`,
        kind: 'text',
      },
    ],
  };
  const performancePairs: ExportPairs = {
    kind: 'pairs',
    title: 'Performance',
    pairs: [
      { label: 'Birds placed', value: breakdown.birds.placed, kind: 'integer' },
      { label: 'Dead', value: breakdown.birds.dead, kind: 'integer', unit: 'birds' },
      { label: 'Mortality', value: performance.mortalityPct, kind: 'percent' },
      { label: 'Sold', value: breakdown.birds.sold, kind: 'integer', unit: 'birds' },
      { label: 'Shortage', value: breakdown.birds.shortage, kind: 'integer', unit: 'birds' },
      { label: 'Live weight sold', value: breakdown.liveWeightMilli, kind: 'milli', unit: 'kg' },
      {
        label: 'Average weight',
        value: performance.averageWeightKg,
        kind: 'decimal',
        digits: 3,
        unit: 'kg',
      },
      { label: 'Feed issued', value: breakdown.feedMilli, kind: 'milli', unit: 'kg' },
      { label: 'Age', value: performance.age, kind: 'integer', unit: 'days' },
      { label: 'FCR', value: performance.fcr, kind: 'decimal', digits: 3 },
      { label: 'Corrected FCR', value: performance.correctedFcr, kind: 'decimal', digits: 3 },
      { label: 'EPEF', value: performance.epef, kind: 'integer' },
      { label: 'EPEF grade', value: performance.grade, kind: 'text' },
    ],
  };
  return {
    name: `Breakdown ${batch.batchCode}`,
    blocks: [
      // The breakdown's heading is its first caption: the PDF keeps it with the first lines.
      linesTable(
        `Settlement of ${batch.batchCode} · ${breakdown.farmerName} (${breakdown.farmerCode}) · Farm ${breakdown.farmCode} — Costs`,
        breakdown.costs,
        ['Total costs', breakdown.totalCostPaise],
      ),
      linesTable(
        'Production cost',
        [
          {
            label: 'Production cost per kg',
            basis: `Total costs ${money(breakdown.totalCostPaise)} ÷ ${formatMilli(breakdown.liveWeightMilli, 'kg')} of live weight sold`,
            amountPaise: breakdown.pcPerKgPaise,
          },
          {
            label: 'Growing charge per kg',
            basis: rateBasis(breakdown),
            amountPaise: breakdown.gcPerKgPaise,
          },
        ],
        null,
      ),
      linesTable('Earnings', breakdown.earnings, ['Total earnings', earned]),
      linesTable(
        'Deductions',
        breakdown.deductions.map((line) => ({ ...line, amountPaise: 0 - line.amountPaise })),
        ['Total deductions', 0 - deducted],
      ),
      {
        kind: 'table',
        title: 'Net payable',
        columns: lineColumns,
        rows: [],
        trailing: [
          {
            cells: [
              net.side === 'recoverable' ? net.label : 'Net payable',
              settlementNetWorking(earned, deducted),
              net.amountPaise,
            ],
          },
        ],
      },
      { kind: 'text', text: noteOf(batch, breakdown) },
      details,
      performancePairs,
      { kind: 'signatures', labels: SIGNATURES },
    ],
  };
}

/** `2026-04-01-to-2026-11-30`, `from-2026-04-01`, `to-2026-11-30` or nothing. */
const periodOf = (from?: string, to?: string) =>
  from && to ? [from, 'to', to] : from ? ['from', from] : to ? ['to', to] : [];

/**
 * The Farmer Settlement Report's file: the summary and the batches of the screen for the same
 * farmer and period (the one `settlementReport` computation), then the breakdowns line by line —
 * of the chosen batch only, or else of every batch listed that is sold out or settled (what the
 * net payable counts), at most BREAKDOWN_LIMIT. A settled batch's is the one posted
 * (`getSettlement`), any other's the preview (`previewSettlement`), as on the screen.
 */
export async function settlementExport(
  db: Db,
  query: SettlementExportQuery,
  format: ExportFormat,
): Promise<ExportDocument> {
  const paper = format === 'pdf';
  const { batch: chosen, ...reportQuery } = query;
  const report = await settlementReport(db, reportQuery);
  const chosenRow = chosen ? report.batches.find((batch) => batch.batchCode === chosen) : null;
  if (chosen && !chosenRow) {
    throw fieldError('validation_failed', 'batch', `${chosen} is not among these batches.`);
  }
  const [farmer] = query.farmer
    ? await db.select({ name: farmers.name }).from(farmers).where(eq(farmers.code, query.farmer))
    : [];

  const due = report.batches.filter(
    (batch) => batch.status === 'sold-out' || batch.status === 'settled',
  );
  const shown = chosenRow ? [chosenRow] : due.slice(0, BREAKDOWN_LIMIT);
  const breakdowns: ExportSection[] = [];
  for (const batch of shown) {
    if (batch.status === 'settled' && batch.settlementCode) {
      const settlement = await getSettlement(db, batch.settlementCode);
      breakdowns.push(breakdownSection(batch, settlement, settlement.date));
    } else {
      const breakdown = await previewSettlement(db, batch.batchCode);
      breakdowns.push(breakdownSection(batch, breakdown, null));
    }
  }
  const which = chosenRow
    ? null
    : due.length === 0
      ? 'No batch here is sold out or settled: there is no settlement to break down. Choose a batch on the screen to export its figures so far.'
      : due.length > BREAKDOWN_LIMIT
        ? `The breakdowns of the first ${BREAKDOWN_LIMIT} of the ${due.length} sold-out and settled batches follow; choose a batch on the screen to export another's.`
        : `The breakdown of each sold-out and settled batch follows (${batchCount(due.length)}).`;

  return {
    title: SETTLEMENT_TITLE,
    fileName: fileNameOf(
      'settlement',
      query.farmer ?? 'all-farmers',
      chosen,
      ...periodOf(query.from, query.to),
    ),
    filters: [
      ['Farmer', query.farmer ? `${query.farmer} · ${farmer?.name ?? ''}` : 'All farmers'],
      ['From Date', query.from ?? 'Any date'],
      ['To Date', query.to ?? 'Any date'],
      ...(chosen ? [['Batch', chosen] as [string, string]] : []),
    ],
    sections: [
      {
        name: 'Settlement',
        // On paper the summary leads, as the tiles do on screen; a workbook starts with the
        // batches so their header row can stay frozen near the top.
        blocks: [
          ...(paper
            ? [summaryPairs(report), batchesTable(report)]
            : [batchesTable(report), summaryPairs(report)]),
          summaryText(report),
          ...(which ? [{ kind: 'text' as const, text: which }] : []),
          { kind: 'text', text: SETTLEMENT_NOTE },
        ],
      },
      ...breakdowns,
    ],
  };
}
