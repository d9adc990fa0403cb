import { type Browser, chromium, type Page } from 'playwright';
import { inject } from 'vitest';
import { chromeArgs, findChrome } from '../scripts/chrome.mjs';

export const baseUrl = () => inject('baseUrl');

export async function launchBrowser(): Promise<Browser> {
  const executablePath = findChrome();
  if (!executablePath) throw new Error('No Chromium found: set CHROME_PATH or install chromium.');
  return chromium.launch({ executablePath, args: chromeArgs });
}

/** A fresh page (own cookies and storage) at the given width. */
export async function newPage(browser: Browser, width = 1280): Promise<Page> {
  const context = await browser.newContext({
    baseURL: baseUrl(),
    viewport: { width, height: 900 },
  });
  return context.newPage();
}

/** The embedded demo database's first Administrator (README). */
export const ADMIN = { username: 'admin', password: 'broiler-demo-2026' } as const;

/** Fills the sign-in form on the current page and submits it. */
export async function signIn(page: Page, username: string, password: string) {
  await page.getByLabel(/^Username/).fill(username);
  await page.getByLabel(/^Password/).fill(password);
  await page.getByRole('button', { name: 'Sign In' }).click();
}

/** A new browser with a page signed in as the Administrator, on the dashboard (a suite's `beforeAll`). */
export async function signedInAdmin(width = 1280): Promise<{ browser: Browser; page: Page }> {
  const browser = await launchBrowser();
  const page = await newPage(browser, width);
  await page.goto('/login');
  await signIn(page, ADMIN.username, ADMIN.password);
  await page.waitForURL((url) => url.pathname === '/');
  return { browser, page };
}

/** Chooses `option` in the combobox labelled `field` inside `scope` (a dialog, a filter bar). */
export async function pick(
  page: Page,
  scope: ReturnType<Page['getByRole']>,
  field: RegExp,
  option: RegExp,
) {
  await scope.getByRole('combobox', { name: field }).click();
  await page.getByRole('option', { name: option }).first().click();
}
