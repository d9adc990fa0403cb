// Over 400 lines: each report's Excel and PDF file, compared with hand-written rows and pages.
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import {
  formatDate,
  formatMoney,
  formatNumber,
  type GrowthReport,
  type Settings,
  type SettlementBreakdown,
  type SettlementReport,
  today,
} from '@pfm/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedSampleDocuments } from '../../src/seed/sample-documents.ts';
import { testDatabases } from '../databases.ts';
import { type DocumentsApp, startDocumentsApp } from '../documents/helpers.ts';
import {
  excelDay,
  expectFile,
  pdfPages,
  readWorkbook,
  rupees,
  type SheetRead,
  tableAfter,
} from './read.ts';

const [embedded] = testDatabases;

/** Set EXPORT_SAMPLES=/tmp/exports to keep the files (to render a page with pdftoppm and look). */
const samples = process.env.EXPORT_SAMPLES;
const keep = (name: string, file: Buffer) => {
  if (!samples) return;
  mkdirSync(samples, { recursive: true });
  writeFileSync(join(samples, name), file);
};

/** The value beside a label in a sheet's label–value lines. */
const pairOf = (sheet: SheetRead, label: string) => {
  const row = sheet.rows.find((entry) => entry.values[0] === label);
  expect(row, `a line "${label}" in sheet ${sheet.name}`).toBeDefined();
  return row?.values[1];
};

const sheetNamed = (sheets: SheetRead[], name: string) => {
  const sheet = sheets.find((entry) => entry.name === name);
  if (!sheet) throw new Error(`no sheet ${name} in ${sheets.map((s) => s.name).join(', ')}`);
  return sheet;
};

/** A table's body up to (not including) its bold totals, and its totals. */
const withTotals = (body: unknown[][]) => ({
  lines: body.slice(0, -1),
  total: body.at(-1),
});

/**
 * The Growth Report's and the Farmer Settlement Report's files hold what their APIs answer for the
 * same filters: workbooks read back with ExcelJS (values and types), PDFs read with pdf.js (the
 * text), on the embedded database with the sample month (batches B001–B006 weighed weekly;
 * F001's B004 on Sahoo Farm II settled as FS001, B005 sold out and waiting, B006 open).
 */
describe('Growth and Farmer Settlement Report exports', () => {
  let d: DocumentsApp;
  let settings: Settings;
  beforeAll(async () => {
    if (!embedded) throw new Error('no embedded database');
    d = await startDocumentsApp(embedded);
    await seedSampleDocuments(d.t.database.db);
    settings = (await d.get('/api/settings')).json() as Settings;
  });
  afterAll(() => d.t.close());

  const day = (iso: string) => formatDate(iso, settings.dateFormat);
  const growth = async (query: string) => {
    const response = await d.get(`/api/reports/growth?${query}`);
    expect(response.statusCode, response.body).toBe(200);
    return response.json() as GrowthReport;
  };
  const settlement = async (query: string) => {
    const response = await d.get(`/api/reports/settlement?${query}`);
    expect(response.statusCode, response.body).toBe(200);
    return response.json() as SettlementReport;
  };
  const breakdownOf = async (batchCode: string, settlementCode: string | null) =>
    (
      await d.get(
        settlementCode
          ? `/api/settlements/${settlementCode}`
          : `/api/settlements/preview/${batchCode}`,
      )
    ).json() as SettlementBreakdown;

  it('writes the Growth Report workbook: the tiles, the chart’s weights and every week as numbers', async () => {
    const whole = await growth('batch=B001');
    expect(whole.weeks.length).toBeGreaterThan(2);
    // A period that leaves the first week out, as the screen's From Date does.
    const from = whole.weeks[1]?.date as string;
    const to = today();
    const query = `batch=B001&from=${from}&to=${to}`;
    const expected = await growth(query);
    expect(expected.weeks.length).toBe(whole.weeks.length - 1);
    const file = expectFile(
      await d.get(`/api/reports/growth/export/xlsx?${query}`),
      'xlsx',
      `growth-B001-${from}-to-${to}`,
    );
    keep('growth.xlsx', file);
    const sheets = await readWorkbook(file);
    expect(sheets.map((sheet) => sheet.name)).toEqual(['Summary', 'Weekly']);
    const [summary, weekly] = sheets as [SheetRead, SheetRead];

    const titles = summary.rows.slice(0, 10).map((row) => row.values[0]);
    expect(titles).toContain('Growth Report');
    expect(titles).toContain(`Batch: B001 · ${expected.batch.farmName}`);
    expect(titles).toContain(`Farmer: ${expected.batch.farmerCode} · ${expected.batch.farmerName}`);
    expect(titles).toContain(`From Date: ${day(from)}`);
    expect(titles).toContain(`To Date: ${day(to)}`);

    // The four tiles: age and mortality to date, weight and deviation of the last week shown.
    const last = expected.weeks.at(-1);
    if (!last) throw new Error('no week');
    expect(pairOf(summary, 'Current Age (days)')).toBe(expected.figures.age);
    expect(pairOf(summary, `Average Weight, week ${last.week} (g)`)).toBe(last.averageWeightG);
    expect(pairOf(summary, 'Mortality Rate')).toBe(expected.figures.mortalityPct);
    expect(pairOf(summary, `Overall Deviation, week ${last.week}`)).toBe(last.deviationPct);

    // The chart's weights: the weeks of the period against the standard of every week.
    const chart = tableAfter(summary, ['Week', 'Actual', 'Standard', 'Minimum', 'Maximum']);
    const weeks = Math.max(...expected.standards.map((point) => point.week), last.week);
    expect(chart.body).toHaveLength(weeks);
    for (const point of expected.standards) {
      const row = chart.body[point.week - 1];
      const week = expected.weeks.find((entry) => entry.week === point.week);
      expect(row).toEqual([
        point.week,
        week ? week.averageWeightG : null,
        point.targetWeightG,
        point.minWeightG,
        point.maxWeightG,
      ]);
    }
    expect(chart.body[0]?.[1], 'the week before the period has no weight').toBeNull();

    // The weekly table: the screen's columns, units in the headers, numbers as numbers.
    const header = [
      'Week',
      'Date',
      'Age (days)',
      'Avg Weight (g)',
      'Target (g)',
      'Range Min (g)',
      'Range Max (g)',
      'Deviation (%)',
      'Mortality (birds)',
      'Mortality (%)',
      'Cumulative Mortality (birds)',
      'Cumulative Mortality (%)',
      'Feed (kg)',
      'Cumulative Feed (kg)',
      'FCR',
    ];
    const table = tableAfter(weekly, header);
    expect(weekly.frozenRows).toBe(table.headerRow);
    expect(table.body).toEqual(
      expected.weeks.map((week) => [
        week.week,
        excelDay(week.date),
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
        week.feedMilli / 1000,
        week.cumulativeFeedMilli / 1000,
        week.fcr,
      ]),
    );
    const formats = weekly.rows[table.headerRow]?.numFmts ?? [];
    expect(formats[1]).toMatch(/yy/);
    expect(formats[7]).toBe('#,##0.00"%"');
    expect(formats[12]).toBe('#,##0.000');
    expect(formats[14]).toBe('#,##0.000');

    // The batch's figures to date, under the table.
    expect(pairOf(weekly, 'Birds alive')).toBe(expected.figures.birds.alive);
    expect(pairOf(weekly, 'FCR')).toBe(expected.figures.fcr);
    expect(pairOf(weekly, 'EPEF')).toBe(expected.figures.epef);
    expect(pairOf(weekly, 'Placed')).toEqual(excelDay(expected.batch.placementDate));
  });

  it('writes the Growth Report PDF with the figures, the growth chart and every week', async () => {
    const expected = await growth('batch=B003');
    expect(expected.weeks.length).toBeGreaterThan(1);
    const file = expectFile(
      await d.get('/api/reports/growth/export/pdf?batch=B003'),
      'pdf',
      `growth-B003-${expected.batch.placementDate}-to-${today()}`,
    );
    keep('growth.pdf', file);
    const pages = await pdfPages(file);
    const [first = ''] = pages;
    const text = pages.join('\n');
    expect(first).toContain('Sai Poultry Integration');
    expect(first).toContain('Growth Report');
    expect(first).toContain(`Batch: B003 · ${expected.batch.farmName}`);
    expect(first).toContain('From Date: Placement');
    expect(first).toContain('To Date: Latest update');
    // The chart on the first page, with its legend, under the tiles.
    expect(first).toContain('Weight against the standard');
    expect(first).toContain('Actual weight');
    expect(first).toContain('Standard target');
    expect(first).toContain(`Current Age (days) ${formatNumber(expected.figures.age, 0)}`);
    expect(first).toContain(`Mortality Rate ${formatNumber(expected.figures.mortalityPct, 2)}%`);
    expect(pages.at(-1)).toContain(`Page ${pages.length} of ${pages.length}`);
    // Every week's row, its figures as the screen shows them.
    const lines = text.split('\n');
    for (const week of expected.weeks) {
      const figures = [
        day(week.date),
        formatNumber(week.averageWeightG, 0),
        formatNumber(week.cumulativeFeedMilli / 1000, 3),
        formatNumber(week.fcr, 3),
      ];
      expect(
        lines.some(
          (line) => line.startsWith(`${week.week} `) && figures.every((f) => line.includes(f)),
        ),
        `a row of week ${week.week} with ${figures.join(', ')}`,
      ).toBe(true);
    }
    // The fifteen columns' headers fit a landscape page: none is cut short.
    expect(text).toContain('Avg Weight (g)');
    expect(text).toContain('Cum. Feed (kg)');
    expect(text).not.toContain('…');
    expect(text).toContain(`EPEF ${formatNumber(expected.figures.epef, 0)}`);
  });

  it('writes the Farmer Settlement workbook: tiles, batches with totals and each breakdown line by line', async () => {
    const expected = await settlement('farmer=F001');
    const due = expected.batches.filter((batch) => batch.status !== 'open');
    // Open batches are listed, but only the sold-out and settled ones are broken down.
    expect(expected.batches.map((batch) => [batch.batchCode, batch.status])).toEqual([
      ['B006', 'open'],
      ['B005', 'sold-out'],
      ['B004', 'settled'],
      ['B001', 'open'],
    ]);
    const file = expectFile(
      await d.get('/api/reports/settlement/export/xlsx?farmer=F001'),
      'xlsx',
      'settlement-F001',
    );
    keep('settlement.xlsx', file);
    const sheets = await readWorkbook(file);
    expect(sheets.map((sheet) => sheet.name)).toEqual([
      'Settlement',
      'Breakdown B005',
      'Breakdown B004',
    ]);
    const main = sheetNamed(sheets, 'Settlement');
    const farmerName = expected.batches[0]?.farmerName;
    expect(main.rows.slice(0, 10).map((row) => row.values[0])).toContain(
      `Farmer: F001 · ${farmerName}`,
    );

    // The tiles.
    const { totals } = expected;
    expect(pairOf(main, 'Sale Revenue')).toBe(rupees(totals.saleRevenuePaise));
    expect(pairOf(main, 'Total Costs')).toBe(rupees(totals.totalCostPaise));
    expect(pairOf(main, 'Performance: FCR')).toBe(totals.fcr);
    expect(pairOf(main, 'Performance: EPEF')).toBe(totals.epef);
    expect(pairOf(main, 'Net Payable')).toBe(rupees(totals.netPayablePaise));
    expect(main.rows.find((row) => row.values[0] === 'Net Payable')?.bold).toBe(true);

    // The batches as the screen lists them, with the totals at the foot.
    const table = tableAfter(main, ['Batch', 'Farm', 'Farmer', 'Placed On', 'State']);
    expect(main.frozenRows).toBe(table.headerRow);
    const { lines, total } = withTotals(table.body);
    expect(lines).toEqual(
      expected.batches.map((batch) => [
        batch.batchCode,
        batch.farmCode,
        `${batch.farmerName} (${batch.farmerCode})`,
        excelDay(batch.placementDate),
        expect.stringMatching(
          { open: /^Open$/, 'sold-out': /^Ready to settle/, settled: /^Settled FS\d+/, void: /x/ }[
            batch.status
          ],
        ),
        rupees(batch.saleRevenuePaise),
        rupees(batch.totalCostPaise),
        batch.netPayablePaise === null ? null : rupees(batch.netPayablePaise),
        batch.netPayablePaise === null ? null : 'payable to the farmer (Cr)',
        batch.fcr,
        batch.epef,
      ]),
    );
    expect(total).toEqual([
      'Total',
      null,
      null,
      null,
      null,
      rupees(totals.saleRevenuePaise),
      rupees(totals.totalCostPaise),
      rupees(totals.netPayablePaise),
      'payable to the farmer (Cr)',
      totals.fcr,
      totals.epef,
    ]);
    expect(main.rows[table.headerRow]?.numFmts[5]).toContain('₹');

    // Each breakdown: the API's lines, the rule in words, the amounts to the paisa.
    for (const batch of due) {
      const breakdown = await breakdownOf(batch.batchCode, batch.settlementCode);
      const sheet = sheetNamed(sheets, `Breakdown ${batch.batchCode}`);
      const costs = tableAfter(sheet, ['Line', 'How it is worked out', 'Amount']);
      expect(sheet.frozenRows).toBe(costs.headerRow);
      expect(sheet.rows[costs.headerRow - 2]?.values[0]).toBe(
        `Settlement of ${batch.batchCode} · ${breakdown.farmerName} (${breakdown.farmerCode}) · Farm ${breakdown.farmCode} — Costs`,
      );
      expect(costs.body).toEqual([
        ...breakdown.costs.map((line) => [line.label, line.basis, rupees(line.amountPaise)]),
        ['Total costs', null, rupees(breakdown.totalCostPaise)],
      ]);
      const lineRows = sheet.rows.filter((row) => typeof row.values[1] === 'string');
      const rowOf = (label: string) => lineRows.find((row) => row.values[0] === label)?.values;
      for (const line of breakdown.earnings) {
        expect(rowOf(line.label)).toEqual([line.label, line.basis, rupees(line.amountPaise)]);
      }
      for (const line of breakdown.deductions) {
        expect(rowOf(line.label)).toEqual([line.label, line.basis, rupees(0 - line.amountPaise)]);
      }
      expect(rowOf('Production cost per kg')?.[2]).toBe(rupees(breakdown.pcPerKgPaise));
      expect(rowOf('Growing charge per kg')?.[2]).toBe(rupees(breakdown.gcPerKgPaise));
      const net = lineRows.find((row) => String(row.values[0]).startsWith('Net payable'));
      expect(net?.values[2]).toBe(rupees(breakdown.netPayablePaise));
      expect(net?.bold).toBe(true);
      expect(pairOf(sheet, 'FCR')).toBe(breakdown.performance.fcr);
      expect(pairOf(sheet, 'EPEF')).toBe(breakdown.performance.epef);
      expect(pairOf(sheet, 'Shortage (birds)')).toBe(breakdown.birds.shortage);
      expect(pairOf(sheet, 'Live weight sold (kg)')).toBe(breakdown.liveWeightMilli / 1000);
      expect(pairOf(sheet, 'Scheme')).toBe(
        `${breakdown.scheme.name}, version ${breakdown.scheme.version} (${breakdown.scheme.code})`,
      );
    }
  });

  it('writes only the batches of a farmer whose batches are all open: nothing to break down', async () => {
    const expected = await settlement('farmer=F002&from=2026-01-01');
    expect(expected.batches.length).toBeGreaterThan(0);
    expect(expected.batches.every((batch) => batch.status === 'open')).toBe(true);
    const file = expectFile(
      await d.get('/api/reports/settlement/export/xlsx?farmer=F002&from=2026-01-01'),
      'xlsx',
      'settlement-F002-from-2026-01-01',
    );
    const sheets = await readWorkbook(file);
    expect(sheets.map((sheet) => sheet.name)).toEqual(['Settlement']);
    const [main] = sheets as [SheetRead];
    const { lines } = withTotals(
      tableAfter(main, ['Batch', 'Farm', 'Farmer', 'Placed On', 'State']).body,
    );
    expect(lines.map((row) => [row[0], row[4], row[7]])).toEqual(
      expected.batches.map((batch) => [batch.batchCode, 'Open', null]),
    );
    expect(main.rows.map((row) => row.values[0])).toContain(
      'No batch here is sold out or settled: there is no settlement to break down. Choose a batch on the screen to export its figures so far.',
    );
  });

  it('writes the chosen batch’s settlement as a PDF a farmer reads line by line and signs', async () => {
    const report = await settlement('farmer=F001');
    const settled = report.batches.find((batch) => batch.status === 'settled');
    if (!settled?.settlementCode) throw new Error('no settled batch');
    const breakdown = await breakdownOf(settled.batchCode, settled.settlementCode);
    const file = expectFile(
      await d.get(`/api/reports/settlement/export/pdf?farmer=F001&batch=${settled.batchCode}`),
      'pdf',
      `settlement-F001-${settled.batchCode}`,
    );
    keep('settlement.pdf', file);
    const pages = await pdfPages(file);
    const text = pages.join('\n');
    expect(pages[0]).toContain('Farmer Settlement Report');
    expect(pages[0]).toContain(`Batch: ${settled.batchCode}`);
    expect(pages[0]).toContain(`Net Payable ${formatMoney(report.totals.netPayablePaise)}`);
    for (const batch of report.batches) expect(text).toContain(batch.batchCode);
    // The breakdown's heading starts a page with its first lines, never alone at a page's foot.
    const heading = `Settlement of ${settled.batchCode} · ${breakdown.farmerName} (${breakdown.farmerCode}) · Farm ${breakdown.farmCode} — Costs`;
    const headed = pages.find((page) => page.includes(heading));
    expect(headed).toBeDefined();
    expect(headed).toContain(breakdown.costs[0]?.label);
    // Every line is one row as the farmer reads it: its name, then every word of its rule in
    // order (a long rule wraps inside its column, the row grows), then its amount. Nothing is
    // cut short with "…".
    expect(text).not.toContain('…');
    const rows = text.split('\n');
    const words = text.replace(/\s+/g, ' ');
    const expectLine = (label: string, basis: string, amount: string) => {
      expect(
        rows.some((row) => row.startsWith(label)),
        `a row starting "${label}"`,
      ).toBe(true);
      expect(words, label).toContain(`${label} ${basis} ${amount}`);
    };
    for (const line of [...breakdown.costs, ...breakdown.earnings]) {
      expectLine(line.label, line.basis, formatMoney(line.amountPaise));
    }
    for (const line of breakdown.deductions) {
      expectLine(line.label, line.basis, formatMoney(0 - line.amountPaise));
    }
    // The growing charge's rule is longer than its column: it goes on over a second line.
    const growing = breakdown.earnings.find((line) => line.key === 'growing-charge');
    expect(growing?.basis.length).toBeGreaterThan(120);
    expect(rows.some((row) => row.includes(growing?.basis ?? ''))).toBe(false);
    const rowWith = (label: string, amount: string) =>
      rows.some((row) => row.startsWith(label) && row.endsWith(amount));
    expect(rowWith('Total costs', formatMoney(breakdown.totalCostPaise))).toBe(true);
    expect(rowWith('Net payable', formatMoney(breakdown.netPayablePaise))).toBe(true);
    expect(text).toContain(`version ${breakdown.scheme.version} (${breakdown.scheme.code})`);
    expect(text).toContain(
      `Settled On ${day((await d.get(`/api/settlements/${settled.settlementCode}`)).json().date)}`,
    );
    // Room for the signatures, under the breakdown.
    const last = pages.at(-1) ?? '';
    for (const label of ['Farmer', 'Accountant', 'Authorised signatory']) {
      expect(last).toContain(label);
    }
    expect(last).toContain(`Page ${pages.length} of ${pages.length}`);
  });

  it('refuses a bad query before any bytes, and a caller who is not signed in', async () => {
    const refusals = [
      '/api/reports/growth/export/pdf',
      '/api/reports/growth/export/xlsx?batch=B001&from=2026-05-02&to=2026-05-01',
      '/api/reports/growth/export/pdf?batch=B001&farmer=F001',
      '/api/reports/settlement/export/pdf?farmer=Ramesh',
      '/api/reports/settlement/export/xlsx?godown=G001',
      '/api/reports/settlement/export/pdf?farmer=F001&batch=B002',
    ];
    for (const url of refusals) {
      const response = await d.get(url);
      expect(response.statusCode, url).toBe(400);
      expect(response.headers['content-type'], url).toContain('application/json');
      expect(response.headers['content-disposition'], url).toBeUndefined();
    }
    const noBatch = await d.get('/api/reports/settlement/export/pdf?farmer=F001&batch=B002');
    expect(noBatch.json().error.message).toBe('B002 is not among these batches.');
    const unknown = await d.get('/api/reports/growth/export/pdf?batch=B999');
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().error.message).toBe('There is no such batch.');
    for (const url of [
      '/api/reports/growth/export/pdf?batch=B001',
      '/api/reports/settlement/export/xlsx',
    ]) {
      const anonymous = await d.t.call({ method: 'GET', url });
      expect(anonymous.statusCode, url).toBe(401);
    }
  });
});
