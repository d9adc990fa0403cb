import type { Browser, Page } from 'playwright';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN, launchBrowser, newPage, signIn } from '../browser.ts';

/**
 * The shortcuts and the jump box on the real app and the sample month, keyboard only: Ctrl+K finds
 * a batch, a sale and a farmer's statement by code; g then a letter, N and / on a list.
 */
describe('keyboard shortcuts and the jump box', () => {
  let browser: Browser;
  let page: Page;
  const focusedId = () => page.evaluate(() => document.activeElement?.id ?? '');
  const jumpTo = async (text: string) => {
    await page.keyboard.press('Control+K');
    const field = page.getByRole('combobox', { name: 'Jump to a record or a screen' });
    await field.waitFor();
    await expect.poll(() => field.evaluate((node) => node === document.activeElement)).toBe(true);
    await page.keyboard.type(text);
  };

  beforeAll(async () => {
    browser = await launchBrowser();
    page = await newPage(browser);
    await page.goto('/login');
    await signIn(page, ADMIN.username, ADMIN.password);
    await page.getByRole('heading', { name: 'Dashboard', level: 1 }).waitFor();
  });
  afterAll(() => browser.close());

  it("opens a batch's Growth Report by its code, the focus in the screen", async () => {
    await jumpTo('B002');
    await page.getByRole('option', { name: /B002/ }).first().waitFor();
    await page.keyboard.press('Enter');
    await page.waitForURL('**/report/growth?batch=B002');
    await expect.poll(focusedId).toBe('main-content');
  });

  it("opens a sale's sheet on the Sale screen", async () => {
    await jumpTo('SL002');
    await page.keyboard.press('Enter');
    await page.waitForURL('**/transaction/sale?view=SL002');
    const sheet = page.getByRole('dialog', { name: /SL002/ });
    await sheet.waitFor();
    await page.keyboard.press('Escape');
    await sheet.waitFor({ state: 'detached' });
  });

  it("opens a farmer's ledger statement, the choice just below the farmer", async () => {
    await jumpTo('F001');
    await page
      .getByRole('option', { name: /Ledger/ })
      .first()
      .waitFor();
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('Enter');
    await page.waitForURL('**/report/ledger?tab=farmer&party=F001');
    await page.getByRole('table', { name: /^Statement of / }).waitFor();
  });

  it("opens a farm as its list searched for the code, and a settlement on its batch's breakdown", async () => {
    await jumpTo('FM002');
    await page.getByRole('option', { name: /FM002/ }).first().waitFor();
    await page.keyboard.press('Enter');
    await page.waitForURL('**/master/farm?q=FM002');
    await page.getByRole('cell', { name: 'FM002' }).first().waitFor();
    await jumpTo('FS001');
    await page.getByRole('option', { name: /FS001/ }).first().waitFor();
    await page.keyboard.press('Enter');
    await page.waitForURL('**/report/settlement?batch=B004');
    await page.getByRole('heading', { name: 'Settlement of B004' }).waitFor();
  });

  it('goes to a screen with g then a letter; N opens its add dialog, / its search', async () => {
    await page.keyboard.press('g');
    await page.keyboard.press('p');
    await page.waitForURL('**/transaction/purchase');
    await page.getByRole('heading', { name: 'Purchase', level: 1 }).waitFor();
    await page.keyboard.press('n');
    const dialog = page.getByRole('dialog');
    await dialog.waitFor();
    // Typed in the dialog's fields, the keys are text, not shortcuts.
    await page.keyboard.press('g');
    await page.keyboard.press('d');
    expect(page.url()).toContain('/transaction/purchase');
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'detached' });
    await page.keyboard.press('/');
    await expect
      .poll(() => page.evaluate(() => (document.activeElement as HTMLInputElement | null)?.type))
      .toBe('search');
  });

  it('shows the shortcuts with ?', async () => {
    await page.getByRole('heading', { name: 'Purchase', level: 1 }).click();
    await page.keyboard.press('Shift+Slash');
    const help = page.getByRole('dialog', { name: 'Keyboard shortcuts' });
    await help.waitFor();
    await expect(help.getByText('Jump to any record or screen').isVisible()).resolves.toBe(true);
    await page.keyboard.press('Escape');
    await help.waitFor({ state: 'detached' });
  });
});
