import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { AxeResults } from 'axe-core';
import type { Browser, Page } from 'playwright';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN, launchBrowser, newPage, signIn } from '../browser.ts';

// Evaluated through the browser's protocol: the app's Content Security Policy refuses inline scripts.
const axeSource = readFileSync(
  createRequire(import.meta.url).resolve('axe-core/axe.min.js'),
  'utf8',
);

/** The axe rules whose verdict depends on colours: all a theme change can alter (decision 0029). */
const colourRules = ['color-contrast', 'link-in-text-block'];

/**
 * The page checked by axe as it is now (every rule, WCAG 2.1 AA and best practice, or only `rules`),
 * its violations listed.
 */
async function violations(page: Page, rules?: string[]): Promise<string[]> {
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(axeSource);
  const results = (await page.evaluate(
    (rules) =>
      (
        window as unknown as {
          axe: { run: (context: Document, options: object) => Promise<unknown> };
        }
      ).axe.run(document, rules ? { runOnly: { type: 'rule', values: rules } } : {}),
    rules,
  )) as AxeResults;
  return results.violations.map(
    (violation) =>
      `${violation.id}: ${violation.help} (${violation.nodes.map((node) => node.target.join(' ')).join(', ')})`,
  );
}

/** Each kind of popup the app opens, opened from where a person opens it. */
const popups: { name: string; width?: number; open: (page: Page) => Promise<void> }[] = [
  {
    name: 'the account menu',
    open: async (page) => {
      await page.getByRole('button', { name: /^Account menu for/ }).click();
      await page.getByRole('menu').waitFor();
    },
  },
  {
    name: 'the Export menu of a list',
    open: async (page) => {
      await page.goto('/master/farmer');
      await page.getByRole('button', { name: 'Export' }).click();
      await page.getByRole('menu').waitFor();
    },
  },
  {
    name: 'the Columns menu of a list',
    open: async (page) => {
      await page.goto('/master/farmer');
      await page.getByRole('button', { name: 'Columns' }).click();
      await page.getByRole('menu').waitFor();
    },
  },
  {
    name: 'a record dialog with its errors',
    open: async (page) => {
      await page.goto('/transaction/purchase');
      await page.getByRole('button', { name: 'Record Purchase' }).click();
      const dialog = page.getByRole('dialog', { name: 'Record Purchase' });
      await dialog.getByRole('button', { name: 'Save Purchase' }).click();
      await dialog.getByRole('alert').first().waitFor();
    },
  },
  {
    name: 'a select’s list inside a dialog',
    open: async (page) => {
      await page.goto('/transaction/purchase');
      await page.getByRole('button', { name: 'Record Purchase' }).click();
      await page
        .getByRole('dialog')
        .getByRole('combobox', { name: /^Godown/ })
        .click();
      await page.getByRole('listbox').waitFor();
    },
  },
  {
    name: 'the date field’s calendar',
    open: async (page) => {
      await page.goto('/transaction/purchase');
      await page.getByRole('button', { name: 'Record Purchase' }).click();
      await page.getByRole('dialog').getByLabel(/^Date/).press('Alt+ArrowDown');
      await page.getByRole('dialog', { name: 'Choose a date' }).waitFor();
    },
  },
  {
    name: 'a document’s detail sheet',
    open: async (page) => {
      await page.goto('/transaction/sale?view=SL002');
      await page.getByRole('dialog', { name: /SL002/ }).waitFor();
    },
  },
  {
    name: 'a confirmation (delete a farmer)',
    open: async (page) => {
      await page.goto('/master/farmer');
      await page
        .getByRole('button', { name: /^Delete / })
        .first()
        .click();
      await page.getByRole('alertdialog').waitFor();
    },
  },
  {
    name: 'the jump box with its results',
    open: async (page) => {
      await page.keyboard.press('Control+K');
      await page.getByRole('combobox', { name: 'Jump to a record or a screen' }).waitFor();
      await page.keyboard.type('B00');
      await page.getByRole('option').first().waitFor();
    },
  },
  {
    name: 'the keyboard shortcuts',
    open: async (page) => {
      await page.getByRole('heading', { level: 1 }).click();
      await page.keyboard.press('Shift+Slash');
      await page.getByRole('dialog', { name: 'Keyboard shortcuts' }).waitFor();
    },
  },
  {
    name: 'the sidebar sheet on a phone',
    width: 360,
    open: async (page) => {
      await page.getByRole('button', { name: 'Toggle sidebar' }).click();
      await page.getByRole('dialog').waitFor();
    },
  },
  {
    name: 'the Filters of a list on a phone',
    width: 360,
    open: async (page) => {
      await page.goto('/transaction/purchase');
      const filters = page.getByRole('button', { name: /^Filters/ });
      await filters.click();
      await expect.poll(() => filters.getAttribute('aria-expanded')).toBe('true');
    },
  },
];

describe('axe finds nothing with each kind of menu and dialog open, in both themes', () => {
  let browser: Browser;
  const pages = new Map<number, Page>();

  /** A signed-in page at `width`, on the dashboard in `theme`: one load of the app. */
  async function pageAt(width: number, theme: 'light' | 'dark') {
    let page = pages.get(width);
    if (!page) {
      page = await newPage(browser, width);
      await page.goto('/login');
      await signIn(page, ADMIN.username, ADMIN.password);
      await page.getByRole('heading', { name: 'Dashboard', level: 1 }).waitFor();
      pages.set(width, page);
    }
    await page.emulateMedia({ colorScheme: theme });
    await page.evaluate((theme) => localStorage.setItem('theme', theme), theme);
    await page.goto('/');
    await page.getByRole('heading', { name: 'Dashboard', level: 1 }).waitFor();
    return page;
  }

  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(() => browser.close());

  it.each(popups)('$name', async ({ open, width = 1280 }) => {
    const found: string[] = [];
    for (const theme of ['light', 'dark'] as const) {
      const page = await pageAt(width, theme);
      await open(page);
      // The popup's entrance has ended: axe reads the colours as they stay.
      await page.evaluate(
        () => new Promise((resolve) => setTimeout(() => requestAnimationFrame(resolve), 250)),
      );
      expect(await page.evaluate(() => document.documentElement.dataset.theme)).toBe(theme);
      // The same popup passed every rule in light; in dark only the colours differ.
      const rules = theme === 'dark' ? colourRules : undefined;
      found.push(...(await violations(page, rules)).map((line) => `${theme}: ${line}`));
      await page.keyboard.press('Escape');
    }
    expect(found).toEqual([]);
  });
});
