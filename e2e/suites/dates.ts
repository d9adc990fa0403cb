import { addDays, today } from '@pfm/shared';
import type { Browser, Page } from 'playwright';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN, baseUrl, launchBrowser, pick, signIn } from '../browser.ts';

/** A purchase as the list answers it. */
interface PurchaseRow {
  code: string;
  date: string;
  invoiceNumber: string;
}

async function purchaseByInvoice(page: Page, invoice: string) {
  const response = await page.request.get(`/api/purchases?q=${encodeURIComponent(invoice)}`);
  return ((await response.json()) as { rows: PurchaseRow[] }).rows;
}

/** `2026-11-27` as a person in India types it into the field: the digits 27112026. */
const indianDigits = (day: string) => day.split('-').reverse().join('');

/** `2026-11-27` as the field shows it (Settings: DD/MM/YYYY). */
const shown = (day: string) => day.split('-').reverse().join('/');

describe('dates in an English (US) browser follow Settings (DD/MM/YYYY), never the browser', () => {
  let browser: Browser;
  let page: Page;
  beforeAll(async () => {
    browser = await launchBrowser();
    // The browser a US-English Windows machine brings: its own date order and time zone.
    const context = await browser.newContext({
      baseURL: baseUrl(),
      viewport: { width: 1280, height: 900 },
      locale: 'en-US',
      timezoneId: 'America/New_York',
    });
    page = await context.newPage();
    await page.goto('/login');
    await signIn(page, ADMIN.username, ADMIN.password);
    await page.waitForURL((url) => url.pathname === '/');
  });
  afterAll(() => browser.close());

  async function openPurchase(invoice: string) {
    await page.goto('/transaction/purchase');
    await page.getByRole('button', { name: 'Record Purchase' }).click();
    const dialog = page.getByRole('dialog', { name: 'Record Purchase' });
    await pick(page, dialog, /^Supplier/, /Utkal Feeds/);
    await pick(page, dialog, /^Item/, /Broiler Starter Feed/);
    await pick(page, dialog, /^Godown/, /Main Warehouse/);
    await dialog.getByLabel(/^Quantity/).fill('10');
    await dialog.getByLabel(/^Rate/).fill('38.50');
    await dialog.getByLabel('Invoice Number').fill(invoice);
    return dialog;
  }

  it('records a purchase on the day typed the Indian way (day, month, year)', async () => {
    expect(await page.evaluate(() => navigator.language)).toBe('en-US');
    // Four days ago, with a day above 12 where possible, so a month-first reading could not be it.
    const day = addDays(today(), -4);
    const dialog = await openPurchase('E2E-DATE-1');
    const date = dialog.getByLabel(/^Date/);
    await date.click();
    await page.keyboard.press('ControlOrMeta+A');
    await page.keyboard.type(indianDigits(day));
    await expect.poll(() => date.inputValue()).toBe(shown(day));
    await expect.poll(() => date.getAttribute('placeholder')).toBe('DD/MM/YYYY');
    await dialog.getByRole('button', { name: 'Save Purchase' }).click();
    await dialog.waitFor({ state: 'hidden' });
    const rows = await purchaseByInvoice(page, 'E2E-DATE-1');
    expect(rows.map((row) => row.date)).toEqual([day]);
    await expect
      .poll(() => page.getByRole('row').filter({ hasText: 'E2E-DATE-1' }).innerText())
      .toContain(shown(day));
  });

  it('refuses 07/02/0011 beside the field, and the server refuses it too: nothing posts', async () => {
    const dialog = await openPurchase('E2E-DATE-2');
    const date = dialog.getByLabel(/^Date/);
    await date.click();
    await page.keyboard.press('ControlOrMeta+A');
    await page.keyboard.type('07020011');
    await expect.poll(() => date.inputValue()).toBe('07/02/0011');
    const settings = (await (await page.request.get('/api/settings')).json()) as {
      booksStartDate: string;
    };
    const refusal = `The date cannot be before the books start (${shown(settings.booksStartDate)}).`;
    await expect.poll(() => dialog.getByRole('alert').allInnerTexts()).toContain(refusal);
    await dialog.getByRole('button', { name: 'Save Purchase' }).click();
    await expect.poll(() => dialog.getByRole('alert').allInnerTexts()).toContain(refusal);
    await expect(dialog.isVisible()).resolves.toBe(true);

    const sent = await page.request.post('/api/purchases', {
      headers: { 'x-requested-with': 'pfm', 'idempotency-key': `e2e-date-${Date.now()}` },
      data: {
        date: '0011-02-07',
        supplierCode: 'S001',
        godownCode: 'G001',
        itemCode: 'I002',
        quantityMilli: 10_000,
        ratePaise: 3_850,
        invoiceNumber: 'E2E-DATE-2',
      },
    });
    expect(sent.status()).toBe(400);
    expect(JSON.stringify(await sent.json())).toContain(refusal);
    expect(await purchaseByInvoice(page, 'E2E-DATE-2')).toEqual([]);
  });
});
