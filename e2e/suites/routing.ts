import type { Browser } from 'playwright';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN, baseUrl, launchBrowser, newPage, signIn } from '../browser.ts';

describe('the started server', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(() => browser.close());

  it('answers /api/health with the embedded database', async () => {
    const response = await fetch(`${baseUrl()}/api/health`);
    expect(response.status).toBe(200);
    expect(await response.json()).toMatchObject({
      status: 'ok',
      database: { kind: 'pglite', status: 'ok' },
    });
  });

  it('serves a deep link in any letter case', async () => {
    const response = await fetch(`${baseUrl()}/MASTER/Farmer`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toContain('text/html');
  });

  it('shows the 404 page for an unknown path, inside the shell once signed in', async () => {
    const page = await newPage(browser);
    await page.goto('/no/such/page');
    await page.waitForURL('**/login');
    await signIn(page, ADMIN.username, ADMIN.password);
    await page.waitForURL('**/no/such/page');
    await page.getByRole('heading', { name: '404 Page Not Found' }).waitFor();
    await expect(
      page.getByText('Did you forget to add the page to the router?').isVisible(),
    ).resolves.toBe(true);
    await expect.poll(() => page.title()).toBe('404 Page Not Found · Sai Poultry Integration');
    await page.context().close();
  });

  it('names the tab after the screen and moves focus into a screen chosen in the sidebar', async () => {
    const page = await newPage(browser);
    await page.goto('/login');
    await page.getByRole('heading', { name: 'Sign In' }).waitFor();
    await expect.poll(() => page.title()).toBe('Sign In · Sai Poultry Integration');
    await signIn(page, ADMIN.username, ADMIN.password);
    await page.getByRole('heading', { level: 1, name: 'Dashboard' }).waitFor();
    await expect.poll(() => page.title()).toBe('Dashboard · Sai Poultry Integration');
    const activeId = () => page.evaluate(() => document.activeElement?.id ?? null);
    // The first screen after signing in is no choice in the sidebar: focus is not moved to it.
    await expect(activeId()).resolves.not.toBe('main-content');

    const sidebar = page.getByRole('navigation', { name: 'Main' });
    await sidebar.getByRole('link', { name: 'Purchase', exact: true }).click();
    await page.getByRole('heading', { level: 1, name: 'Purchase', exact: true }).waitFor();
    await expect.poll(() => page.title()).toBe('Purchase · Sai Poultry Integration');
    await page.waitForFunction(() => document.activeElement?.id === 'main-content');
    // The next Tab lands inside the screen, not back in the sidebar.
    await page.keyboard.press('Tab');
    await expect(
      page.evaluate(() =>
        document.getElementById('main-content')?.contains(document.activeElement),
      ),
    ).resolves.toBe(true);

    // A deep link is titled too (the route's title, in any letter case).
    await page.goto('/REPORT/Inventory');
    await page.getByRole('heading', { level: 1, name: 'Inventory Report' }).waitFor();
    await expect.poll(() => page.title()).toBe('Inventory Report · Sai Poultry Integration');
    await page.context().close();
  });

  it('runs the app under its Content Security Policy without violations', async () => {
    const page = await newPage(browser);
    const violations: string[] = [];
    page.on('console', (message) => {
      if (/Content Security Policy/i.test(message.text())) violations.push(message.text());
    });
    await page.goto('/master/farmer');
    await page.waitForLoadState('networkidle');
    expect(violations).toEqual([]);
    await page.context().close();
  });
});
