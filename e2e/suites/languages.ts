import { readFile } from 'node:fs/promises';
import ExcelJS from 'exceljs';
import type { Browser, Page } from 'playwright';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import english from '../../packages/shared/locales/en-IN.json' with { type: 'json' };
import odia from '../../packages/shared/locales/or.json' with { type: 'json' };
import { ADMIN, signedInAdmin, signIn } from '../browser.ts';

const translated = odia as Record<string, string>;
/** The English messages that read differently in Odia: none of them may show on an Odia screen. */
const englishOnly = Object.entries(english as Record<string, string>)
  .filter(([id, text]) => !text.includes('{') && translated[id] !== text)
  .map(([, text]) => text);

/** The English messages a page shows as an element's own text or accessible name. */
const englishShown = (page: Page) =>
  page.evaluate((messages) => {
    const wanted = new Set(messages);
    const found = new Set<string>();
    for (const element of document.body.querySelectorAll('*')) {
      const own = [...element.childNodes]
        .filter((node) => node.nodeType === Node.TEXT_NODE)
        .map((node) => node.textContent ?? '')
        .join('')
        .trim();
      for (const text of [own, element.getAttribute('aria-label')?.trim() ?? '']) {
        if (wanted.has(text)) found.add(text);
      }
    }
    return [...found];
  }, englishOnly);

/**
 * Issue 26 in the browser, on the built app and the real server: the Administrator chooses Odia in
 * Profile, reads the Ledger Reports in Odia and downloads its workbook and PDF in Odia; Bengali from
 * the account menu changes the screen without a reload and is still Bengali after signing in again.
 */
describe('languages in the browser: a choice in Profile, the ledger and its files, the account menu', () => {
  let browser: Browser;
  let page: Page;
  beforeAll(async () => {
    ({ browser, page } = await signedInAdmin());
  });
  afterAll(async () => {
    // The suites after this one read English: Automatic again (the company has no language).
    await page.goto('/profile');
    await page.getByRole('combobox', { name: /^(Language|ভাষা|ଭାଷା)$/ }).click();
    await page.getByRole('option', { name: /^(Automatic|স্বয়ংক্রিয়|ସ୍ୱତଃ)/ }).click();
    await page.getByRole('heading', { level: 1, name: 'Profile' }).waitFor();
    await browser.close();
  });

  it('Odia chosen in Profile: the page turns Odia at once', async () => {
    await page.goto('/profile');
    await page.getByRole('combobox', { name: 'Language' }).click();
    await page.getByRole('option', { name: 'ଓଡ଼ିଆ' }).click();
    await page.getByRole('heading', { level: 1, name: 'ପ୍ରୋଫାଇଲ୍' }).waitFor();
    expect(await page.evaluate(() => document.documentElement.lang)).toBe('or');
    expect(await englishShown(page)).toEqual([]);
  });

  it('the Ledger Reports in Odia, and its workbook and PDF in Odia', async () => {
    await page.goto('/report/ledger?tab=farmer&party=F001');
    await page.getByRole('heading', { level: 1, name: 'ଖାତା ରିପୋର୍ଟ' }).waitFor();
    await page.getByText('ଶେଷ ବାକି').first().waitFor();
    expect(await englishShown(page)).toEqual([]);

    const downloaded = async (button: string) => {
      const [file] = await Promise.all([
        page.waitForEvent('download', { timeout: 30_000 }),
        page.getByRole('button', { name: button }).click(),
      ]);
      await page.getByRole('button', { name: button }).waitFor();
      return readFile(await file.path());
    };
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load((await downloaded('Excel ଏକ୍ସପୋର୍ଟ କରନ୍ତୁ')) as unknown as ArrayBuffer);
    const sheet = workbook.worksheets[0];
    const rows: unknown[][] = [];
    sheet?.eachRow((row) => {
      rows.push((row.values as unknown[]).slice(1));
    });
    expect(rows.map((row) => row[0])).toContain('ଖାତା ରିପୋର୍ଟ');
    expect(rows).toContainEqual(['ତାରିଖ', 'ଦଲିଲ', 'ବିବରଣୀ', 'ଡେବିଟ୍', 'କ୍ରେଡିଟ୍', 'ବାକି', 'ଡେ/କ୍ରେ']);

    const pdf = await downloaded('PDF ଏକ୍ସପୋର୍ଟ କରନ୍ତୁ');
    expect(pdf.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    const { getDocument } = await import('pdfjs-dist/legacy/build/pdf.mjs');
    const document = await getDocument({
      data: new Uint8Array(pdf),
      useSystemFonts: false,
      disableFontFace: true,
      isEvalSupported: false,
    }).promise;
    let text = '';
    for (let number = 1; number <= document.numPages; number++) {
      const content = await (await document.getPage(number)).getTextContent();
      text += content.items.map((item) => ('str' in item ? item.str : '')).join('');
    }
    await document.destroy();
    expect(text).toContain('ଖାତା ରିପୋର୍ଟ');
    // The closing balance in words, in Odia, ends "only".
    expect(text.replace(/\s+/g, ' ')).toMatch(/ମାତ୍ର/);
  });

  it('Bengali from the account menu: the screen changes without a reload, and stays after signing in again', async () => {
    await page.evaluate(() => {
      (window as unknown as { notReloaded: boolean }).notReloaded = true;
    });
    await page.getByRole('button', { name: /^ଆକାଉଣ୍ଟ ମେନୁ/ }).click();
    await page.getByRole('menuitemradio', { name: 'বাংলা' }).click();
    await page.getByRole('heading', { level: 1, name: 'খাতা রিপোর্ট' }).waitFor();
    expect(
      await page.evaluate(() => (window as unknown as { notReloaded?: boolean }).notReloaded),
    ).toBe(true);
    // Saved with the user: a new sign-in (its own cookies) shows Bengali.
    const again = await browser.newPage({ baseURL: new URL(page.url()).origin });
    await again.goto('/login');
    await signIn(again, ADMIN.username, ADMIN.password);
    await again.waitForURL((url) => url.pathname === '/');
    await again.goto('/report/ledger?tab=farmer&party=F001');
    await again.getByRole('heading', { level: 1, name: 'খাতা রিপোর্ট' }).waitFor();
    expect(await again.evaluate(() => document.documentElement.lang)).toBe('bn');
    await again.close();
  });
});
