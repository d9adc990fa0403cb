import { readFile } from 'node:fs/promises';
import type { Browser, Page } from 'playwright';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signedInAdmin } from '../browser.ts';

/** The first bytes of each kind of file: a PDF, and the zip an .xlsx is. */
const magic = { pdf: '%PDF-', xlsx: 'PK\u0003\u0004' } as const;

/**
 * Every report's Export PDF and Export Excel, from the built app on the real server: the button
 * downloads a real file, named for the report and its filters, that starts as its kind must.
 */
describe('exports in the browser: each report downloads a real PDF and workbook', () => {
  let browser: Browser;
  let page: Page;
  beforeAll(async () => {
    ({ browser, page } = await signedInAdmin());
  });
  afterAll(() => browser.close());

  async function download(button: string, kind: keyof typeof magic) {
    const [file] = await Promise.all([
      page.waitForEvent('download', { timeout: 30_000 }),
      page.getByRole('button', { name: button }).click(),
    ]);
    const path = await file.path();
    const bytes = await readFile(path);
    expect(bytes.subarray(0, magic[kind].length).toString('latin1')).toBe(magic[kind]);
    // The button is itself again once the file is saved.
    await page.getByRole('button', { name: button }).waitFor();
    return { name: file.suggestedFilename(), size: bytes.length };
  }

  const reports = [
    {
      name: 'Inventory Report',
      url: '/report/inventory?godown=G001',
      ready: 'Total Inventory Value',
      file: /^inventory-G001-\d{4}-\d{2}-\d{2}\.(pdf|xlsx)$/,
    },
    {
      name: 'Growth Report',
      url: '/report/growth?batch=B001',
      ready: 'Current Age',
      file: /^growth-B001.*\.(pdf|xlsx)$/,
    },
    {
      name: 'Farmer Settlement Report',
      url: '/report/settlement?farmer=F002',
      ready: 'Net Payable',
      file: /^settlement-F002.*\.(pdf|xlsx)$/,
    },
    {
      name: 'Ledger Report',
      url: '/report/ledger?tab=farmer&party=F001',
      ready: 'Closing Balance',
      file: /^ledger-F001.*\.(pdf|xlsx)$/,
    },
  ];

  it.each(reports)('$name: Export PDF and Export Excel download its files', async (report) => {
    await page.goto(report.url);
    await page.getByText(report.ready).first().waitFor();
    const pdf = await download('Export PDF', 'pdf');
    expect(pdf.name).toMatch(report.file);
    expect(pdf.name.endsWith('.pdf')).toBe(true);
    const xlsx = await download('Export Excel', 'xlsx');
    expect(xlsx.name).toMatch(report.file);
    expect(xlsx.name.endsWith('.xlsx')).toBe(true);
  });

  it('a list exports what it shows: the searched farmers as a workbook, from the Export menu', async () => {
    await page.goto('/master/farmer?q=sahoo');
    await page.getByRole('cell', { name: 'Ramesh Sahoo' }).waitFor();
    await page.getByRole('button', { name: 'Export' }).click();
    const [file] = await Promise.all([
      page.waitForEvent('download', { timeout: 30_000 }),
      page.getByRole('menuitem', { name: 'Export Excel' }).click(),
    ]);
    const bytes = await readFile(await file.path());
    expect(bytes.subarray(0, 4).toString('latin1')).toBe(magic.xlsx);
    expect(file.suggestedFilename()).toBe('farmers-search-sahoo.xlsx');
  });

  it('a document prints: the sale bill of the sheet, as a PDF', async () => {
    const sales = await (await page.request.get('/api/sales')).json();
    const code = sales.rows[0].code as string;
    await page.goto(`/transaction/sale?view=${code}`);
    const sheet = page.getByRole('dialog');
    await sheet.waitFor();
    const [file] = await Promise.all([
      page.waitForEvent('download', { timeout: 30_000 }),
      sheet.getByRole('button', { name: 'Download PDF' }).click(),
    ]);
    const bytes = await readFile(await file.path());
    expect(bytes.subarray(0, 5).toString('latin1')).toBe(magic.pdf);
    expect(file.suggestedFilename()).toBe(`sale-bill-${code}.pdf`);
  });

  it('prints a report without the shell: no sidebar on paper, every row there', async () => {
    await page.goto('/report/inventory');
    // The tiles' labels show while the table still loads (its skeleton rows are hidden from the
    // count): wait for the report's own rows, as a person does before printing it.
    const table = page.getByRole('region', { name: /^Stock on / });
    await table.locator('tbody').getByRole('row').first().waitFor();
    await page.waitForFunction(() => !document.querySelector('main [aria-busy="true"]'));
    const rows = await table.getByRole('row').count();
    // The header, the items and the total: the report came, not just its frame.
    expect(rows).toBeGreaterThan(2);
    await page.emulateMedia({ media: 'print' });
    try {
      await expect(page.getByRole('navigation').first().isVisible()).resolves.toBe(false);
      await expect(page.getByRole('button', { name: 'Export PDF' }).isVisible()).resolves.toBe(
        false,
      );
      await expect(table.getByRole('row').count()).resolves.toBe(rows);
      await expect(table.getByRole('row').last().isVisible()).resolves.toBe(true);
      const paper = await page.pdf({ format: 'A4' });
      expect(paper.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    } finally {
      await page.emulateMedia({ media: 'screen' });
    }
  });
});
