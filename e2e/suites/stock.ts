import type { InventoryReport } from '@pfm/shared';
import type { Browser, Page } from 'playwright';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pick, signedInAdmin } from '../browser.ts';

/** Broiler Starter Feed in Main Warehouse, from the inventory report's API, in kg. */
async function starterInMain(page: Page): Promise<number> {
  const response = await page.request.get('/api/reports/inventory?godown=G001&category=feed');
  const report = (await response.json()) as InventoryReport;
  const line = report.lines.find((row) => row.itemCode === 'I002' && row.godownCode === 'G001');
  return (line?.quantityMilli ?? 0) / 1000;
}

interface StatementRow {
  documentCode: string;
  particular: string;
  debitPaise: number;
  creditPaise: number;
}

/** A farmer's ledger rows, as the statement API answers them (the Ledger screen is a later issue). */
async function farmerRows(page: Page, code: string) {
  const response = await page.request.get(`/api/ledger/farmer/${code}`);
  return ((await response.json()) as { rows: StatementRow[] }).rows;
}

const kg = (value: number) => `${value.toLocaleString('en-IN')} kg`;

describe('stock in the browser: purchase → inventory → issue through the wizard → ledger', () => {
  let browser: Browser;
  let page: Page;
  beforeAll(async () => {
    ({ browser, page } = await signedInAdmin());
  });
  afterAll(() => browser.close());

  it('records a purchase and sees the stock rise in the inventory report', async () => {
    const before = await starterInMain(page);
    await page.goto('/transaction/purchase');
    await page.getByRole('button', { name: 'Record Purchase' }).click();
    const dialog = page.getByRole('dialog', { name: 'Record Purchase' });
    await pick(page, dialog, /^Supplier/, /Utkal Feeds/);
    await pick(page, dialog, /^Item/, /Broiler Starter Feed/);
    await pick(page, dialog, /^Godown/, /Main Warehouse/);
    await dialog.getByLabel(/^Quantity/).fill('1000');
    await dialog.getByLabel(/^Rate/).fill('38.50');
    await dialog.getByLabel('Invoice Number').fill('UF-E2E-1');
    await expect
      .poll(() => dialog.getByRole('status', { name: 'Amount' }).innerText())
      .toContain('₹38,500.00');
    await dialog.getByRole('button', { name: 'Save Purchase' }).click();
    await dialog.waitFor({ state: 'hidden' });
    const row = page.getByRole('row').filter({ hasText: 'UF-E2E-1' });
    await expect.poll(() => row.innerText()).toContain('₹38,500.00');

    expect(await starterInMain(page)).toBe(before + 1000);
    await page.goto('/report/inventory?godown=G001&category=feed');
    const line = page.getByRole('row').filter({ hasText: 'Broiler Starter Feed' });
    await expect.poll(() => line.innerText()).toContain(kg(before + 1000));
  });

  it('issues feed to a batch through the wizard: stock leaves the godown, the farmer is debited', async () => {
    const before = await starterInMain(page);
    const ledgerBefore = await farmerRows(page, 'F002');
    await page.goto('/transaction/issue');
    // The wizard's fields (the issue list below it has its own Farm and Godown filters).
    const wizard = page.getByRole('main');
    await page.getByPlaceholder('Search farms').fill('mondal');
    await page.getByRole('option', { name: /Mondal Broiler Farm/ }).click();
    await page.getByRole('button', { name: 'Next', exact: true }).click();
    await page.getByPlaceholder('Search items').fill('starter');
    await page.getByRole('option', { name: /Broiler Starter Feed/ }).click();
    await page.getByRole('button', { name: 'Next', exact: true }).click();
    await pick(page, wizard, /^Source Godown/, /Main Warehouse/);
    await pick(page, wizard, /^Batch/, /^B002/);
    await wizard.getByLabel(/^Quantity/).fill('100');
    await page.getByRole('button', { name: 'Next', exact: true }).click();
    const summary = page.getByLabel('Issue summary');
    await expect.poll(() => summary.innerText()).toContain('Mondal Broiler Farm');
    await page.getByRole('button', { name: 'Submit Issue' }).click();
    await page
      .getByText(/Issue IS\d+ recorded/)
      .first()
      .waitFor();
    // Back to step 1 with the fields cleared.
    await expect.poll(() => page.getByPlaceholder('Search farms').inputValue()).toBe('');

    expect(await starterInMain(page)).toBe(before - 100);
    const ledgerAfter = await farmerRows(page, 'F002');
    expect(ledgerAfter).toHaveLength(ledgerBefore.length + 1);
    const charged = ledgerAfter.at(-1);
    expect(charged?.debitPaise).toBe(100 * 4500);
    expect(charged?.particular).toMatch(/Broiler Starter Feed/);
    // The issue is listed under the wizard.
    const issued = page.getByRole('row').filter({ hasText: 'Mondal Broiler Farm' }).first();
    await expect.poll(() => issued.innerText()).toContain('100 kg');
  });
});
