import { formatMoney, type InventoryReport } from '@pfm/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedSampleDocuments } from '../../src/seed/sample-documents.ts';
import { testDatabases } from '../databases.ts';
import { type DocumentsApp, daysAgo, startDocumentsApp } from '../documents/helpers.ts';
import { expectFile, pdfPages, readWorkbook, rupees, tableAfter } from './read.ts';

const [embedded] = testDatabases;

/**
 * The Inventory Report's files hold what its API answers for the same filters: read back with
 * ExcelJS (values and types) and pdf.js (the text), on the embedded database with the sample month.
 */
describe('Inventory Report export', () => {
  let d: DocumentsApp;
  beforeAll(async () => {
    if (!embedded) throw new Error('no embedded database');
    d = await startDocumentsApp(embedded);
    await seedSampleDocuments(d.t.database.db);
  });
  afterAll(() => d.t.close());

  const report = async (query: string) =>
    (await d.get(`/api/reports/inventory?${query}`)).json() as InventoryReport;

  it('writes a workbook with the API’s lines as numbers, a frozen header and the total', async () => {
    const date = daysAgo(3);
    const query = `godown=G001&date=${date}`;
    const expected = await report(query);
    expect(expected.lines.length).toBeGreaterThan(2);
    const file = expectFile(
      await d.get(`/api/reports/inventory/export/xlsx?${query}`),
      'xlsx',
      `inventory-G001-${date}`,
    );
    const [sheet, ...others] = await readWorkbook(file);
    expect(others).toEqual([]);
    if (!sheet) throw new Error('no sheet');
    expect(sheet.name).toBe('Inventory');
    expect(sheet.rows[0]?.values[0]).toBe('Sai Poultry Integration');
    const titles = sheet.rows.slice(0, 8).map((row) => row.values[0]);
    expect(titles).toContain('Inventory Report');
    expect(titles).toContain('Godown: G001 · Main Warehouse');
    expect(
      titles.some(
        (t) => String(t).startsWith('Generated ') && String(t).endsWith(' by ravi Tester'),
      ),
    ).toBe(true);
    const { headerRow, body } = tableAfter(sheet, [
      'Code',
      'Item',
      'Category',
      'Godown',
      'Quantity',
    ]);
    expect(sheet.frozenRows).toBe(headerRow);
    const lines = body.slice(0, -1);
    expect(lines).toEqual(
      expected.lines.map((line) => [
        line.itemCode,
        line.itemName,
        expect.any(String),
        line.godownName,
        line.quantityMilli / 1000,
        line.unit,
        line.valuationBasis === 'none' ? null : rupees(line.valuationRatePaise),
        expect.any(String),
        rupees(line.valuePaise),
        line.status === 'Low Stock' ? 'Low Stock' : 'Sufficient',
      ]),
    );
    expect(body.at(-1)?.[0]).toBe('Total');
    expect(body.at(-1)?.[8]).toBe(rupees(expected.totalValuePaise));
    const valueFormat = sheet.rows[headerRow]?.numFmts[8];
    expect(valueFormat).toContain('₹');
  });

  it('writes a PDF with the company, the filters, every line and the total in rupees', async () => {
    const expected = await report('category=feed');
    const file = expectFile(
      await d.get('/api/reports/inventory/export/pdf?category=feed'),
      'pdf',
      `inventory-feed-${expected.date}`,
    );
    expect(file.subarray(0, 5).toString()).toBe('%PDF-');
    const pages = await pdfPages(file);
    const text = pages.join('\n');
    expect(pages[0]).toContain('Sai Poultry Integration');
    expect(pages[0]).toContain('Inventory Report');
    expect(pages[0]).toContain('Category: Feed');
    expect(pages.at(-1)).toContain(`Page ${pages.length} of ${pages.length}`);
    for (const line of expected.lines) expect(text).toContain(line.itemName);
    expect(text).toContain(formatMoney(expected.totalValuePaise));
  });

  it('refuses a bad filter, an unknown format and a caller who is not signed in', async () => {
    const bad = await d.get('/api/reports/inventory/export/pdf?category=bricks');
    expect(bad.statusCode).toBe(400);
    expect(bad.headers['content-type']).toContain('application/json');
    expect((await d.get('/api/reports/inventory/export/csv')).statusCode).toBe(404);
    const anonymous = await d.t.call({ method: 'GET', url: '/api/reports/inventory/export/pdf' });
    expect(anonymous.statusCode).toBe(401);
  });
});
