import { addDays, today } from '@pfm/shared';
import type { Browser, Locator, Page } from 'playwright';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN, baseUrl, launchBrowser, signIn } from '../browser.ts';

/**
 * A day's work keyboard only, in an English (US) browser (its own date order): a purchase with its
 * date typed the Indian way, another added with Ctrl+Enter, feed issued through the wizard, a sale
 * at the rate in force, and a farmer's closing balance found with the jump box — at 1280 px and on a
 * 360 px phone. Every key pressed is counted, and each task's count is printed.
 */

/** A day five days back, typed as a person in India types it: 27/11/2026 → the digits 27112026. */
const day = addDays(today(), -5);
const indianDigits = day.split('-').reverse().join('');
const shown = day.split('-').reverse().join('/');

/** The keyboard, counting every key pressed (a character typed is one key). */
class CountedKeyboard {
  count = 0;
  constructor(private readonly page: Page) {}
  async press(key: string) {
    await this.page.keyboard.press(key);
    this.count += 1;
  }
  async type(text: string) {
    await this.page.keyboard.type(text);
    this.count += [...text].length;
  }
  /**
   * Presses Tab (Shift+Tab when it comes before the focused element) until `target` has the focus,
   * at most 25 times, as a person tabs to a field.
   */
  async tabTo(target: Locator, what: string) {
    await target.waitFor();
    const where = () =>
      target.evaluate((element) => {
        const focused = document.activeElement;
        if (element === focused) return 'here';
        if (!focused || focused === document.body) return 'after';
        return focused.compareDocumentPosition(element) & Node.DOCUMENT_POSITION_PRECEDING
          ? 'before'
          : 'after';
      });
    for (let presses = 0; presses < 25; presses++) {
      const place = await where();
      if (place === 'here') return;
      await this.press(place === 'before' ? 'Shift+Tab' : 'Tab');
    }
    throw new Error(`25 presses of Tab did not reach ${what}`);
  }
  /** The keys pressed since the last call. */
  take() {
    const keys = this.count;
    this.count = 0;
    return keys;
  }
}

const focusIsOnBody = (page: Page) =>
  page.evaluate(() => !document.activeElement || document.activeElement === document.body);

/**
 * What scrolls sideways: the page (never), or on a phone a list in it (a list shows cards there).
 * At 1280 px a wide table may scroll within its box, its code and actions columns fixed.
 */
const scrollsSideways = (page: Page, phone: boolean) =>
  page.evaluate((phone) => {
    const wide = (element: Element) => element.scrollWidth > element.clientWidth + 1;
    if (wide(document.documentElement)) return 'the page';
    if (!phone) return null;
    const list = [...document.querySelectorAll('main table, main [role="list"], main ul')].find(
      (element) =>
        wide(element) ||
        (element.parentElement !== null &&
          wide(element.parentElement) &&
          getComputedStyle(element.parentElement).overflowX !== 'visible'),
    );
    if (!list) return null;
    const name =
      list.getAttribute('aria-label') ?? list.querySelector('caption')?.textContent ?? '';
    return `a list (${list.tagName.toLowerCase()} “${name}”, ${list.scrollWidth} px in ${list.parentElement?.clientWidth} px)`;
  }, phone);

describe.each([
  { width: 1280, name: 'at 1280 px' },
  { width: 360, name: 'on a 360 px phone' },
])('a day of data entry, keyboard only, in an en-US browser $name', ({ width }) => {
  const phone = width < 768;
  const invoice = (n: number) => `E2E-KEYS-${width}-${n}`;
  let browser: Browser;
  let page: Page;
  let keys: CountedKeyboard;
  const counts: Record<string, number> = {};

  beforeAll(async () => {
    browser = await launchBrowser();
    const context = await browser.newContext({
      baseURL: baseUrl(),
      viewport: { width, height: 900 },
      locale: 'en-US',
      timezoneId: 'America/New_York',
    });
    page = await context.newPage();
    keys = new CountedKeyboard(page);
    await page.goto('/login');
    await signIn(page, ADMIN.username, ADMIN.password);
    await page.getByRole('heading', { name: 'Dashboard', level: 1 }).waitFor();
    // Signing in is not a task: the count starts on the dashboard.
    keys.take();
  });
  afterAll(async () => {
    process.stdout.write(`keystrokes ${width} px: ${JSON.stringify(counts)}\n`);
    await browser.close();
  });

  /** Goes to a screen with g and its letter (the shortcuts), its heading showing. */
  async function goTo(letter: string, heading: string) {
    // The shortcuts are not taken while a field has the focus: leave it first.
    await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
    await keys.press('g');
    await keys.press(letter);
    await page.getByRole('heading', { name: heading, level: 1 }).waitFor();
  }

  /** Types `search` into the focused picker, waits for `option` in its list, and takes it with `key`. */
  async function choose(search: string, option: RegExp, key: 'Tab' | 'Enter' = 'Tab') {
    await keys.type(search);
    await page.getByRole('option', { name: option }).first().waitFor();
    await keys.press(key);
  }

  /** Fills the Record Purchase dialog from its Date field on, ending on Invoice Number. */
  async function fillPurchase(dialog: Locator, n: number) {
    const date = dialog.getByLabel(/^Date/);
    await expect
      .poll(() => date.evaluate((element) => element === document.activeElement))
      .toBe(true);
    await keys.type(indianDigits);
    await expect.poll(() => date.inputValue()).toBe(shown);
    await keys.press('Tab');
    await choose('utkal', /Utkal Feeds/);
    await choose('starter', /Broiler Starter Feed/);
    // The godown: the user's last one is chosen already after the first purchase.
    const godown = dialog.getByRole('combobox', { name: /^Godown/ });
    await expect
      .poll(() => godown.evaluate((element) => element === document.activeElement))
      .toBe(true);
    if (!(await godown.innerText()).includes('Main Warehouse')) await keys.type('m');
    await expect.poll(() => godown.innerText()).toContain('Main Warehouse');
    await keys.press('Tab');
    await keys.type(String(10 * n));
    await keys.press('Tab');
    await keys.type('38.50');
    await keys.press('Tab');
    await keys.type(invoice(n));
  }

  it('records a purchase with its date typed the Indian way, and adds another with Ctrl+Enter', async () => {
    expect(await page.evaluate(() => navigator.language)).toBe('en-US');
    await goTo('p', 'Purchase');
    await keys.press('n');
    const dialog = page.getByRole('dialog', { name: 'Record Purchase' });
    await dialog.waitFor();
    await fillPurchase(dialog, 1);
    await keys.press('Control+Enter');
    await page
      .getByText(/^Purchase P\d+ was recorded|was added|recorded/)
      .first()
      .waitFor();
    counts.purchase = keys.take();

    // The form is empty again with the focus on its first field: the second purchase.
    await fillPurchase(dialog, 2);
    await keys.press('Enter');
    await dialog.waitFor({ state: 'hidden' });
    counts.anotherPurchase = keys.take();
    expect(await focusIsOnBody(page)).toBe(false);

    const rows = await (
      await page.request.get(`/api/purchases?q=${encodeURIComponent(`E2E-KEYS-${width}`)}`)
    ).json();
    const posted = (rows as { rows: { invoiceNumber: string; date: string }[] }).rows;
    expect(posted.map((row) => [row.invoiceNumber, row.date]).sort()).toEqual([
      [invoice(1), day],
      [invoice(2), day],
    ]);
    if (phone) {
      await page
        .getByRole('list')
        .filter({ has: page.getByRole('article') })
        .first()
        .waitFor();
      expect(await page.getByRole('main').getByRole('table').count()).toBe(0);
    }
    expect(await scrollsSideways(page, phone)).toBeNull();
  });

  it('issues feed to a batch through the wizard', async () => {
    await goTo('i', 'Issue to Farmer');
    const farm = page.getByPlaceholder('Search farms');
    await keys.tabTo(farm, 'the farm field');
    await choose('mondal', /Mondal Broiler Farm/, 'Enter');
    const next = page.getByRole('button', { name: 'Next', exact: true });
    await keys.tabTo(next, 'Next');
    await keys.press('Enter');
    const item = page.getByPlaceholder('Search items');
    await keys.tabTo(item, 'the item field');
    await choose('starter', /Broiler Starter Feed/, 'Enter');
    await keys.tabTo(next, 'Next');
    await keys.press('Enter');
    const main = page.getByRole('main');
    const godown = main.getByRole('combobox', { name: /^Source Godown/ });
    await keys.tabTo(godown, 'Source Godown');
    if (!(await godown.innerText()).includes('Main Warehouse')) await keys.type('m');
    await expect.poll(() => godown.innerText()).toContain('Main Warehouse');
    const batch = main.getByRole('combobox', { name: /^Batch/ });
    await keys.tabTo(batch, 'Batch');
    if (!/B\d{3}/.test(await batch.innerText())) await keys.type('b');
    await expect.poll(() => batch.innerText()).toMatch(/B\d{3}/);
    await keys.tabTo(main.getByLabel(/^Quantity/), 'Quantity');
    await keys.type('100');
    await keys.tabTo(next, 'Next');
    await keys.press('Enter');
    const submit = page.getByRole('button', { name: 'Submit Issue' });
    await keys.tabTo(submit, 'Submit Issue');
    await keys.press('Enter');
    await page
      .getByText(/Issue IS\d+ recorded/)
      .first()
      .waitFor();
    counts.issue = keys.take();
    expect(await focusIsOnBody(page)).toBe(false);
    expect(await scrollsSideways(page, phone)).toBeNull();
  });

  it('records a sale at the rate in force, prefilled', async () => {
    await goTo('s', 'Sale');
    await keys.press('n');
    const dialog = page.getByRole('dialog', { name: 'Record Sale' });
    await dialog.waitFor();
    // Today's date stands: on to the batch.
    await keys.press('Tab');
    await choose('B001', /^B001/);
    // Not Ranchi Poultry Mart: suites/money.ts reads that trader's statement from a zero balance.
    await choose('tarini', /Maa Tarini Traders/);
    await keys.type('20');
    await keys.press('Tab');
    await keys.type('34');
    await expect.poll(() => dialog.getByLabel(/^Rate/).inputValue()).toBe('120.00');
    await keys.press('Enter');
    await dialog.waitFor({ state: 'hidden' });
    counts.sale = keys.take();
    expect(await focusIsOnBody(page)).toBe(false);
    const row = page.getByText('Maa Tarini Traders').first();
    await row.waitFor();
    expect(await scrollsSideways(page, phone)).toBeNull();
  });

  it("finds a farmer's closing balance with the jump box and the ledger's summary strip", async () => {
    await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
    await keys.press('Control+K');
    const field = page.getByRole('combobox', { name: 'Jump to a record or a screen' });
    await field.waitFor();
    await keys.type('F001');
    await page
      .getByRole('option', { name: /Ledger/ })
      .first()
      .waitFor();
    await keys.press('ArrowDown');
    await keys.press('Enter');
    await page.waitForURL('**/report/ledger?tab=farmer&party=F001');
    const summary = page.getByRole('group', { name: /^Summary of the statement/ });
    await expect.poll(() => summary.innerText()).toMatch(/Closing[\s\S]*₹[\d,]+\.\d\d (Dr|Cr)/);
    counts.closingBalance = keys.take();
    expect(await scrollsSideways(page, phone)).toBeNull();
  });
});
