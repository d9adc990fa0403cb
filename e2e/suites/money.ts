import type { Browser, Page } from 'playwright';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pick, signedInAdmin } from '../browser.ts';

describe('money in the browser: a sale, its collection, and the trader’s statement', () => {
  let browser: Browser;
  let page: Page;
  let saleCode = '';
  beforeAll(async () => {
    ({ browser, page } = await signedInAdmin());
  });
  afterAll(() => browser.close());

  it('records a sale of 500 birds from the oldest sample batch to Ranchi Poultry Mart', async () => {
    await page.goto('/transaction/sale');
    await page.getByRole('button', { name: 'Record Sale' }).click();
    const dialog = page.getByRole('dialog', { name: 'Record Sale' });
    await pick(page, dialog, /^Batch/, /^B001/);
    await pick(page, dialog, /^Trader/, /Ranchi Poultry Mart/);
    await dialog.getByLabel(/^Number of Birds/).fill('500');
    await dialog.getByLabel(/^Total Weight/).fill('850');
    await dialog.getByLabel(/^Rate/).fill('120');
    await expect
      .poll(() => dialog.getByRole('status', { name: 'Amount' }).innerText())
      .toContain('₹1,02,000.00');
    await dialog.getByRole('button', { name: 'Save Sale' }).click();
    await dialog.waitFor({ state: 'hidden' });
    const row = page.getByRole('row').filter({ hasText: 'Ranchi Poultry Mart' }).first();
    await expect.poll(() => row.innerText()).toContain('₹1,02,000.00');
    saleCode = (await row.getByRole('rowheader').innerText()).trim();
    expect(saleCode).toMatch(/^SL\d{3}$/);
  });

  it('collects ₹60,000.00 of it in cash against the sale', async () => {
    await page.goto('/transaction/collection');
    await page.getByRole('button', { name: 'Record Collection' }).click();
    const dialog = page.getByRole('dialog', { name: 'Record Collection' });
    await pick(page, dialog, /^Trader/, /Ranchi Poultry Mart/);
    await pick(page, dialog, /^Sale Reference/, new RegExp(`^${saleCode}`));
    // The sale's outstanding is suggested; a part payment replaces it.
    await expect.poll(() => dialog.getByLabel(/^Amount/).inputValue()).toBe('1,02,000.00');
    await dialog.getByLabel(/^Amount/).fill('60000');
    await pick(page, dialog, /^Payment Mode/, /^Cash$/);
    await pick(page, dialog, /^Status/, /^Received$/);
    await dialog.getByRole('button', { name: 'Save Collection' }).click();
    await dialog.waitFor({ state: 'hidden' });
    const row = page.getByRole('row').filter({ hasText: saleCode }).first();
    await expect.poll(() => row.innerText()).toContain('₹60,000.00');
  });

  it('reads both in the trader’s ledger with a running balance that adds up', async () => {
    await page.goto('/report/ledger?tab=trader&party=T003');
    const table = page.getByRole('table');
    const saleRow = table.getByRole('row').filter({ hasText: `Sale ${saleCode}` });
    await expect.poll(() => saleRow.innerText()).toContain('₹1,02,000.00 Dr');
    const paidRow = table.getByRole('row').filter({ hasText: /Payment received PC\d{3}/ });
    const paid = await paidRow.innerText();
    expect(paid).toContain(`against ${saleCode}`);
    expect(paid).toContain('₹60,000.00');
    expect(paid).toContain('₹42,000.00 Dr');
    const closing = table.getByRole('row').filter({ hasText: 'Closing Balance' });
    const closingText = await closing.innerText();
    expect(closingText).toContain('₹1,02,000.00');
    expect(closingText).toContain('₹60,000.00');
    expect(closingText).toContain('₹42,000.00 Dr');
    // The sale's code opens the sale.
    await saleRow.getByRole('link', { name: saleCode }).click();
    await page.waitForURL((url) => url.pathname === '/transaction/sale');
    await expect.poll(() => page.getByRole('dialog').first().innerText()).toContain('₹42,000.00');
  });
});
