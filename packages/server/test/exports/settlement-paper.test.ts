import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import {
  amountFor,
  amountInWords,
  formatMoney,
  type IssueDetail,
  type PurchaseDetail,
  type SaleDetail,
  type Settlement,
  type SettlementReport,
} from '@pfm/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testDatabases } from '../databases.ts';
import {
  type DocumentsApp,
  daysAgo,
  expectStatus,
  kg,
  startDocumentsApp,
} from '../documents/helpers.ts';
import { figure, over, paiseOf, redoLine } from '../settlement-redo.ts';
import { expectFile, pdfPages, readWorkbook, rupees, type SheetRead, tableAfter } from './read.ts';

const [embedded] = testDatabases;

/** Set EXPORT_SAMPLES=/tmp/exports to keep the files (to render a page with pdftoppm and look). */
const keep = (name: string, file: Buffer) => {
  const folder = process.env.EXPORT_SAMPLES;
  if (!folder) return;
  mkdirSync(folder, { recursive: true });
  writeFileSync(join(folder, name), file);
};

/** `text` as a pattern that matches it literally. */
const literal = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * A settlement the farmer loses on — 300 of his 1,000 birds missing, feed beyond the maximum FCR —
 * on paper: the statement he signs, the report's PDF and workbook say "₹… recoverable from the
 * farmer (Dr)", never a minus sign before the net. And every printed line whose amount is a
 * product or a quotient can be worked out again by hand from what is printed beside it: the
 * starter feed issued at two rates, medicine at two average costs (two issues of half a liter
 * each rounded on its own), a sale rate that is not round.
 */
describe('A recoverable settlement on paper, every line redone by hand', () => {
  let d: DocumentsApp;
  let settlement: Settlement;
  const created: { purchases: string[]; issues: string[]; sales: string[] } = {
    purchases: [],
    issues: [],
    sales: [],
  };

  beforeAll(async () => {
    if (!embedded) throw new Error('no embedded database');
    d = await startDocumentsApp(embedded);
    const made = async (path: string, payload: object, list: string[] | null, cookie = d.staff) => {
      const response = await d.create(path, payload, { cookie });
      expectStatus(response, 201);
      list?.push(response.json().code);
    };
    const purchase = (days: number, itemCode: string, quantity: number, ratePaise: number) =>
      made(
        '/api/purchases',
        {
          date: daysAgo(days),
          supplierCode: itemCode === 'I005' ? 'S003' : 'S001',
          itemCode,
          quantityMilli: kg(quantity),
          ratePaise,
          godownCode: 'G001',
          invoiceNumber: '',
        },
        created.purchases,
      );
    const issue = (days: number, itemCode: string, quantity: number) =>
      made(
        '/api/issues',
        {
          farmCode: 'FM001',
          itemCode,
          godownCode: 'G001',
          quantityMilli: kg(quantity),
          date: daysAgo(days),
          batchCode: itemCode === 'I001' ? '' : 'B001',
        },
        created.issues,
      );
    await purchase(50, 'I001', 1_000, 3_500);
    await purchase(50, 'I002', 2_600, 3_800);
    await purchase(50, 'I005', 10, 45_037);
    await issue(45, 'I001', 1_000);
    await issue(45, 'I002', 1_000);
    await issue(44, 'I005', 0.5);
    await issue(43, 'I005', 0.5);
    // The starter's rate falls to ₹42.81 and a dearer lot of medicine raises its average cost.
    await made(
      '/api/rates',
      { item: 'starter', ratePaise: 4_281, effectiveFrom: daysAgo(30), unit: 'kg' },
      null,
      d.admin,
    );
    await purchase(30, 'I005', 10, 47_000);
    await issue(25, 'I002', 1_600);
    await issue(25, 'I005', 2);
    await made(
      '/api/sales',
      {
        date: daysAgo(3),
        batchCode: 'B001',
        traderCode: 'T001',
        weightMilli: 1_400_370,
        ratePaise: 12_537,
        birds: 700,
      },
      created.sales,
    );
    expectStatus(
      await d.t.call({
        method: 'POST',
        url: '/api/batches/B001/close',
        cookie: d.admin,
        payload: { date: daysAgo(2), reason: 'Three hundred birds missing' },
      }),
      200,
    );
    const finalised = await d.create(
      '/api/settlements',
      { batchCode: 'B001', date: daysAgo(1) },
      { cookie: d.admin },
    );
    expectStatus(finalised, 201);
    settlement = finalised.json() as Settlement;
  }, 60_000);
  afterAll(() => d.t.close());

  /** A PDF as Staff download it: its pages' text, and the text on one line. */
  const printed = async (url: string, name: string) => {
    const file = expectFile(await d.get(url), 'pdf', name);
    keep(`${name}.pdf`, file);
    const text = (await pdfPages(file)).join('\n');
    expect(text).not.toContain('…');
    return { rows: text.split('\n'), flat: text.replace(/\s+/g, ' ') };
  };

  it('prints the statement of a farmer who owes as recoverable from the farmer (Dr), in figures and in words, never with a minus sign', async () => {
    const net = settlement.netPayablePaise;
    expect(net).toBeLessThan(0);
    const owed = formatMoney(-net);
    const { flat } = await printed(
      `/api/settlements/${settlement.code}/pdf`,
      `settlement-${settlement.code}`,
    );
    // The net's row: its side in words, the deductions less the earnings, the amount unsigned.
    expect(flat).toMatch(
      new RegExp(
        `Recoverable from the farmer \\(Dr\\) Deductions ₹[\\d,.]+ − earnings ₹[\\d,.]+ ${literal(owed)} `,
      ),
    );
    expect(flat).toContain(
      `Net: ${owed} recoverable from the farmer (Dr); in words, ${amountInWords(-net)}.`,
    );
    expect(flat).not.toContain(formatMoney(net));
    expect(flat).not.toMatch(/Net due|Minus|farmer owes/);
  });

  it('works every line of the printed statement out again from its printed rule, to the paisa', async () => {
    const { flat } = await printed(
      `/api/settlements/${settlement.code}/pdf`,
      `settlement-${settlement.code}`,
    );
    const lines = [
      ...settlement.costs.map((line) => ({ ...line, sign: 1 })),
      ...settlement.earnings.map((line) => ({ ...line, sign: 1 })),
      ...settlement.deductions.map((line) => ({ ...line, sign: -1 })),
    ];
    for (const line of lines) {
      // What is printed: the line, its rule whole, its amount.
      expect(flat).toContain(
        `${line.label} ${line.basis} ${formatMoney(line.sign * line.amountPaise)}`,
      );
      expect(redoLine(line), `${line.label}: ${line.basis}`).toBe(line.amountPaise);
    }
    // The starter at both its rates, the medicine's half liters apart: each rounded on its issue.
    const basisOf = (code: string) =>
      settlement.costs.find((line) => line.key === `input:${code}`)?.basis;
    expect(basisOf('I002')).toBe('1,000 kg × ₹45.00 + 1,600 kg × ₹42.81 as issued');
    expect(basisOf('I005')).toMatch(
      /^0\.5 liters × ₹450\.37 \+ 0\.5 liters × ₹450\.37 \+ 2 liters × ₹/,
    );
    for (const key of ['shortage', 'fcr-penalty', 'tds']) {
      expect(settlement.deductions.find((line) => line.key === key)?.amountPaise).toBeGreaterThan(
        0,
      );
    }
    expect(
      settlement.earnings.find((line) => line.key === 'market-incentive')?.amountPaise,
    ).toBeGreaterThan(0);

    // The rates between the costs and the earnings: a quotient and a sum of slabs.
    const pc =
      /Production cost per kg Total costs (₹[\d,.]+) ÷ ([\d,.]+) kg of live weight sold = (₹[\d,.]+)\/kg/.exec(
        flat,
      );
    expect(pc, 'the production cost per kg with its working').not.toBeNull();
    const [, total = '', weight = '', perKg = ''] = pc ?? [];
    expect(paiseOf(over(figure(total), figure(weight)))).toBe(paiseOf(figure(perKg)));
    expect(paiseOf(figure(total))).toBe(settlement.totalCostPaise);
    expect(settlement.costs.reduce((sum, line) => sum + line.amountPaise, 0)).toBe(
      settlement.totalCostPaise,
    );
  });

  it('prints each purchase, issue slip and sale bill so that quantity × rate makes its amount', async () => {
    const documents = [
      ...created.purchases.map((code) => ['/api/purchases', code, 'purchase'] as const),
      ...created.issues.map((code) => ['/api/issues', code, 'issue-slip'] as const),
      ...created.sales.map((code) => ['/api/sales', code, 'sale-bill'] as const),
    ];
    expect(documents).toHaveLength(11);
    for (const [path, code, name] of documents) {
      const detail = (await d.get(`${path}/${code}`)).json() as PurchaseDetail &
        IssueDetail &
        SaleDetail;
      const { rows } = await printed(`${path}/${code}/pdf`, `${name}-${code}`);
      // The line's row: … quantity … rate … amount, as printed.
      const amount = formatMoney(detail.amountPaise);
      const row = rows.find(
        (entry) => entry.endsWith(amount) && entry.includes(formatMoney(detail.ratePaise)),
      );
      expect(row, `${code}: a row with its rate and amount in\n${rows.join('\n')}`).toBeDefined();
      const figures = [...(row ?? '').matchAll(/₹?[\d,]+(?:\.\d+)?/g)].map((match) => match[0]);
      const rate = figures.indexOf(formatMoney(detail.ratePaise));
      const quantity = figures[path === '/api/sales' ? rate - 2 : rate - 1] ?? '';
      const milli = figure(quantity);
      const redone = amountFor(
        paiseOf(figure(figures[rate] ?? '')),
        Number((milli.n * 1000n) / milli.d),
      );
      expect(redone, `${code}: ${quantity} × ${figures[rate]}`).toBe(detail.amountPaise);
    }
  });

  it('exports the report of a farmer who owes: tile, batch and breakdown say recoverable (Dr), amounts unsigned', async () => {
    const report = (await d.get('/api/reports/settlement?farmer=F001')).json() as SettlementReport;
    const net = report.totals.netPayablePaise;
    expect(net).toBe(settlement.netPayablePaise);
    const owed = formatMoney(-net);

    const workbook = await readWorkbook(
      expectFile(
        await d.get('/api/reports/settlement/export/xlsx?farmer=F001'),
        'xlsx',
        'settlement-F001',
      ),
    );
    const [main, breakdown] = workbook as [SheetRead, SheetRead];
    // A positive number in a row that says what it is; no "Net Payable" row with a negative.
    const summary = main.rows.find((row) => row.values[0] === 'Recoverable from the farmer (Dr)');
    expect(summary?.values[1]).toBe(rupees(-net));
    expect(summary?.bold).toBe(true);
    const batches = tableAfter(main, ['Batch', 'Farm', 'Farmer', 'Placed On', 'State']);
    const header = main.rows[batches.headerRow - 1]?.values ?? [];
    const netColumn = header.indexOf('Net Payable');
    expect(header[netColumn + 1]).toBe('Payable or recoverable');
    for (const row of batches.body) {
      expect(row[netColumn]).toBe(rupees(-net));
      expect(row[netColumn + 1]).toBe('recoverable from the farmer (Dr)');
    }
    const netLine = breakdown.rows.find(
      (row) => row.values[0] === 'Recoverable from the farmer (Dr)',
    );
    expect(netLine?.values.slice(0, 3)).toEqual([
      'Recoverable from the farmer (Dr)',
      expect.stringMatching(/^Deductions ₹[\d,.]+ − earnings ₹[\d,.]+$/),
      rupees(-net),
    ]);
    // Only deductions are negative numbers (they are subtracted); no net is.
    const negatives = (sheet: SheetRead) =>
      sheet.rows.filter((row) =>
        row.values.some((value) => typeof value === 'number' && value < 0),
      );
    expect(negatives(main)).toEqual([]);
    const deductions = new Set([
      ...settlement.deductions.map((line) => line.label),
      'Total deductions',
    ]);
    expect(negatives(breakdown).map((row) => row.values[0])).toEqual(
      expect.arrayContaining([...deductions]),
    );
    expect(negatives(breakdown).every((row) => deductions.has(String(row.values[0])))).toBe(true);

    const { flat } = await printed(
      `/api/reports/settlement/export/pdf?farmer=F001&batch=B001`,
      'settlement-F001-B001',
    );
    expect(flat).toContain(`Recoverable from the farmer (Dr) ${owed}`);
    expect(flat).toContain(`${owed} recoverable from the farmer (Dr)`);
    expect(flat).not.toContain(formatMoney(net));
    expect(flat).not.toMatch(/farmer owes/);
  });
});
