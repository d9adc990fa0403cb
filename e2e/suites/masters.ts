import type { Browser, Page } from 'playwright';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signedInAdmin } from '../browser.ts';

/** The rows of the master table on the page, as their visible text. */
const rowTexts = (page: Page, caption: string) =>
  page.getByRole('table', { name: caption }).locator('tbody tr').allInnerTexts();

const toast = (page: Page, title: string) =>
  page.getByText(title, { exact: true }).first().waitFor();

async function chooseOption(page: Page, label: string, option: string) {
  await page
    .getByRole('dialog')
    .getByRole('combobox', { name: new RegExp(`^${label}`) })
    .click();
  await page.getByRole('option', { name: option, exact: true }).click();
}

/** Types into the list's search box and waits until the list shows the result (and the URL has it). */
async function search(page: Page, placeholder: string, text: string) {
  await page.getByPlaceholder(placeholder).fill(text);
  await page.waitForURL((url) => url.searchParams.get('q') === text);
}

describe('masters in the browser against the started server', () => {
  let browser: Browser;
  let page: Page;
  beforeAll(async () => {
    ({ browser, page } = await signedInAdmin());
  });
  afterAll(() => browser.close());

  it('registers a farmer, finds it, edits it and deletes it', async () => {
    await page.goto('/master/farmer');
    await page.getByRole('heading', { level: 1, name: 'Farmer Registration' }).waitFor();
    await page.getByRole('button', { name: 'Register Farmer' }).first().click();
    const dialog = page.getByRole('dialog', { name: 'Register Farmer' });
    await dialog.getByLabel('Farmer Name').fill('Jitendra Tudu');
    await dialog.getByLabel('Mobile Number').fill('+91 9437055511');
    await dialog.getByLabel('Address').fill('Baripada Road, Ward 3');
    await dialog.getByLabel('City').fill('Mayurbhanj');
    await chooseOption(page, 'State', 'Odisha');
    await dialog.getByLabel('PIN Code').fill('757001');
    await dialog.getByLabel('Bank Name').fill('UCO Bank');
    await dialog.getByLabel('Account Number').fill('27610110009876');
    await dialog.getByLabel('IFSC Code').fill('ucba0002761');
    await dialog.getByRole('button', { name: 'Save Farmer' }).click();
    await toast(page, 'Farmer added');

    await search(page, 'Search farmers...', 'tudu');
    await expect.poll(() => rowTexts(page, 'Farmers')).toHaveLength(1);
    const [row] = await rowTexts(page, 'Farmers');
    expect(row).toContain('F004');
    expect(row).toContain('9437055511');

    // The search is in the address: a reload keeps it.
    await page.reload();
    await expect.poll(() => page.getByPlaceholder('Search farmers...').inputValue()).toBe('tudu');
    await expect.poll(() => rowTexts(page, 'Farmers')).toHaveLength(1);

    await page.getByRole('button', { name: 'Edit Jitendra Tudu' }).click();
    const edit = page.getByRole('dialog', { name: 'Edit Farmer' });
    expect(await edit.getByLabel('IFSC Code').inputValue()).toBe('UCBA0002761');
    await edit.getByLabel('City').fill('Baripada');
    await edit.getByRole('button', { name: 'Save Farmer' }).click();
    await toast(page, 'Farmer updated');
    await expect.poll(async () => (await rowTexts(page, 'Farmers'))[0]).toContain('Baripada');

    await page.getByRole('button', { name: 'Delete Jitendra Tudu' }).click();
    await page.getByRole('alertdialog').getByRole('button', { name: 'Delete' }).click();
    await toast(page, 'Farmer deleted');
    await page.getByText('No farmers match “tudu”.').waitFor();
  });

  it('keeps sort and page in the address so back and forward restore them', async () => {
    await page.goto('/master/farmer');
    await expect.poll(() => rowTexts(page, 'Farmers')).toHaveLength(3);
    await page
      .getByRole('table', { name: 'Farmers' })
      .getByRole('button', { name: 'Name' })
      .click();
    await page.waitForURL((url) => url.searchParams.get('sort') === 'name');
    await expect.poll(async () => (await rowTexts(page, 'Farmers'))[0]).toContain('Bikash Mondal');
    await page.goBack();
    await page.waitForURL((url) => !url.searchParams.has('sort'));
    await expect.poll(async () => (await rowTexts(page, 'Farmers'))[0]).toContain('Ramesh Sahoo');
    await page.goForward();
    await expect.poll(async () => (await rowTexts(page, 'Farmers'))[0]).toContain('Bikash Mondal');
  });

  it('refuses to delete a farmer who has farms, with the reason', async () => {
    await page.goto('/master/farmer');
    await page.getByRole('button', { name: 'Delete Ramesh Sahoo' }).click();
    const confirm = page.getByRole('alertdialog');
    await confirm.getByRole('button', { name: 'Delete' }).click();
    await confirm.getByText('Ramesh Sahoo has 2 farms; delete or move them first.').waitFor();
    await confirm.getByRole('button', { name: 'Cancel' }).click();
  });

  it('adds a farm for a farmer picked by searching, finds it by farmer, edits and deletes it', async () => {
    await page.goto('/master/farm');
    await page.getByRole('button', { name: 'Add Farm' }).first().click();
    const dialog = page.getByRole('dialog', { name: 'Add Farm' });
    await dialog.getByLabel('Farm Name').fill('Mahato Farm II');
    await dialog.getByRole('combobox', { name: 'Farmer' }).fill('mahato');
    await page.getByRole('option', { name: /Sunil Mahato \(F003\)/ }).click();
    await dialog.getByLabel('Location').fill('Ratu, Ranchi');
    await dialog.getByLabel('Capacity (birds)').fill('2500');
    await dialog.getByRole('button', { name: 'Save Farm' }).click();
    await toast(page, 'Farm added');

    await search(page, 'Search farms...', 'sunil');
    await expect.poll(() => rowTexts(page, 'Farms')).toHaveLength(2);

    await page.getByRole('button', { name: 'Edit Mahato Farm II' }).click();
    const edit = page.getByRole('dialog', { name: 'Edit Farm' });
    await edit.getByLabel('Capacity (birds)').fill('3000');
    await edit.getByRole('button', { name: 'Save Farm' }).click();
    await toast(page, 'Farm updated');
    await expect
      .poll(async () =>
        (await rowTexts(page, 'Farms')).find((text) => text.includes('Mahato Farm II')),
      )
      .toContain('3,000');

    await page.getByRole('button', { name: 'Delete Mahato Farm II' }).click();
    await page.getByRole('alertdialog').getByRole('button', { name: 'Delete' }).click();
    await toast(page, 'Farm deleted');
    await expect.poll(() => rowTexts(page, 'Farms')).toHaveLength(1);
  });

  it('adds a later rate that closes the previous one, edits it and deletes it', async () => {
    await page.goto('/master/rate');
    await page.getByRole('button', { name: 'Add Rate' }).first().click();
    const dialog = page.getByRole('dialog', { name: 'Add Rate' });
    await chooseOption(page, 'Item', 'Chicks');
    await dialog.getByLabel('Rate (₹)').fill('38.50');
    await dialog.getByLabel('Effective From').fill('01/01/2027');
    await dialog.getByRole('button', { name: 'Save Rate' }).click();
    await toast(page, 'Rate added');

    await search(page, 'Search by item...', 'chicks');
    await expect.poll(() => rowTexts(page, 'Rates')).toHaveLength(2);
    const rows = await rowTexts(page, 'Rates');
    // The April rate now ends on the last day before the new one.
    expect(rows.find((text) => text.includes('01/04/2026'))).toContain('31/12/2026');
    expect(rows.find((text) => text.includes('01/01/2027'))).toContain('38.50');

    const newRate = page.getByRole('button', { name: /^Edit .*01\/01\/2027/ });
    await newRate.click();
    const edit = page.getByRole('dialog', { name: 'Edit Rate' });
    await edit.getByLabel('Rate (₹)').fill('39');
    await edit.getByRole('button', { name: 'Save Rate' }).click();
    await toast(page, 'Rate updated');
    await expect
      .poll(async () => (await rowTexts(page, 'Rates')).find((text) => text.includes('01/01/2027')))
      .toContain('39.00');

    await page.getByRole('button', { name: /^Delete .*01\/01\/2027/ }).click();
    await page.getByRole('alertdialog').getByRole('button', { name: 'Delete' }).click();
    await toast(page, 'Rate deleted');
    await expect.poll(() => rowTexts(page, 'Rates')).toHaveLength(1);
    // With the later rate gone, the April rate is open-ended again.
    expect((await rowTexts(page, 'Rates'))[0]).not.toContain('31/12/2026');
  });
});
