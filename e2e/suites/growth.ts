import type { Browser, Page } from 'playwright';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signedInAdmin } from '../browser.ts';

/** The design system's destructive text colour in the light theme (#b91c1c). */
const DESTRUCTIVE = 'rgb(185, 28, 28)';

describe('growth in the browser: a week below the standard reaches the dashboard and the report', () => {
  let browser: Browser;
  let page: Page;
  beforeAll(async () => {
    ({ browser, page } = await signedInAdmin());
  });
  afterAll(() => browser.close());

  const batchRow = () => page.locator('[data-batch="B006"]');

  it('shows the youngest sample batch On Track on the dashboard', async () => {
    await expect.poll(() => batchRow().innerText()).toContain('On Track');
  });

  it('records B006 at 300 g in week 2 (target 400 g); the week is suggested from its age', async () => {
    await page.goto('/transaction/growth');
    await page.getByRole('button', { name: 'Record Update' }).click();
    const dialog = page.getByRole('dialog', { name: 'Record Update' });
    await dialog.getByRole('combobox', { name: /^Batch/ }).click();
    await page.getByRole('option', { name: /^B006/ }).first().click();
    // Placed 8 days ago: today is in its week 2.
    await expect.poll(() => dialog.getByLabel(/^Week/).inputValue()).toBe('2');
    await dialog.getByLabel(/^Average Weight/).fill('300');
    await dialog.getByLabel(/^Mortality/).fill('12');
    await dialog.getByLabel(/^Feed Consumed/).fill('400');
    await dialog.getByRole('button', { name: 'Save Update' }).click();
    await dialog.waitFor({ state: 'hidden' });
    const row = page.getByRole('row').filter({ hasText: 'B006' }).first();
    await expect.poll(() => row.innerText()).toContain('Warning');
  });

  it('then shows B006 as Needs Attention on the dashboard', async () => {
    await page.goto('/');
    await expect.poll(() => batchRow().innerText()).toContain('Needs Attention');
  });

  it("and its growth report shows week 2's deviation in the destructive colour", async () => {
    await page.getByRole('link', { name: "Open B006's growth report" }).click();
    await page.waitForURL((url) => url.pathname === '/report/growth');
    expect(new URL(page.url()).searchParams.get('batch')).toBe('B006');
    const week2 = page
      .getByRole('table')
      .getByRole('row')
      .filter({ has: page.getByRole('rowheader', { name: 'Week 2' }) });
    const deviation = week2.getByText('-25.00%');
    await deviation.waitFor();
    expect(await deviation.getAttribute('data-tone')).toBe('destructive');
    expect(await deviation.evaluate((element) => getComputedStyle(element).color)).toBe(
      DESTRUCTIVE,
    );
  });
});
