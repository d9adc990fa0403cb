import type { Browser, Page } from 'playwright';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signedInAdmin } from '../browser.ts';

/** What the app sends with every write: the CSRF header and, for a create, an idempotency key. */
const writeHeaders = (key: string) => ({ 'x-requested-with': 'pfm', 'idempotency-key': key });

interface StatementRow {
  particular: string;
  debitPaise: number;
  creditPaise: number;
}

async function farmerStatement(page: Page, code: string) {
  const response = await page.request.get(`/api/ledger/farmer/${code}`);
  return (await response.json()) as { rows: StatementRow[]; closingBalancePaise: number };
}

describe('settlement in the browser: a batch sold out, closed by hand, finalised, and paid', () => {
  let browser: Browser;
  let page: Page;
  let net = 0;
  let balanceBefore = 0;
  beforeAll(async () => {
    ({ browser, page } = await signedInAdmin());
  });
  afterAll(() => browser.close());

  it('sells all but 20 of the birds of B003 (Mahato Poultry), through the API', async () => {
    const batch = await (await page.request.get('/api/batches/B003')).json();
    const birds = batch.birds.alive - 20;
    const sale = await page.request.post('/api/sales', {
      headers: writeHeaders('e2e-settlement-sale-b003'),
      data: {
        date: new Date(Date.now() + 330 * 60_000).toISOString().slice(0, 10),
        batchCode: 'B003',
        traderCode: 'T001',
        birds,
        weightMilli: birds * 1_900,
        ratePaise: 10_500,
      },
    });
    expect(sale.status(), await sale.text()).toBe(201);
    balanceBefore = (await farmerStatement(page, 'F003')).closingBalancePaise;
  });

  it('closes B003 by hand: its 20 missing birds become its shortage', async () => {
    await page.goto('/report/settlement?farmer=F003&batch=B003');
    await page.getByRole('heading', { name: 'Settlement of B003' }).waitFor();
    await page.getByRole('button', { name: 'Close Batch' }).click();
    const dialog = page.getByRole('dialog', { name: 'Close Batch B003?' });
    await dialog.getByLabel(/^Reason/).fill('Twenty birds missing at the final count');
    await dialog.getByRole('button', { name: 'Close Batch' }).click();
    await dialog.waitFor({ state: 'hidden' });
    await page.getByRole('button', { name: 'Finalise Settlement' }).waitFor();
    const shortage = page.getByRole('row').filter({ hasText: 'Shortage' }).first();
    await expect.poll(() => shortage.innerText()).toContain('20 birds');
  });

  it('finalises the settlement; the report shows B003 settled', async () => {
    const preview = await (await page.request.get('/api/settlements/preview/B003')).json();
    net = preview.netPayablePaise;
    expect(net).toBeGreaterThan(0);
    await page.getByRole('button', { name: 'Finalise Settlement' }).click();
    const dialog = page.getByRole('dialog', { name: 'Finalise Settlement of B003?' });
    await dialog.getByRole('button', { name: 'Finalise Settlement' }).click();
    await page.getByText(/^Settlement FS\d+ finalised$/).waitFor();
    await page.getByRole('button', { name: 'Cancel Settlement' }).waitFor();
    const row = page.getByRole('row').filter({ hasText: 'B003' }).first();
    await expect.poll(() => row.innerText()).toMatch(/Settled FS\d+/);
  });

  it("credits the farmer's ledger with the net payable, and a voucher for it pays him to zero for the batch", async () => {
    const statement = await farmerStatement(page, 'F003');
    const credit = statement.rows.find((row) =>
      / payable to the farmer \(Cr\)$/.test(row.particular),
    );
    expect(credit?.creditPaise).toBe(net);
    expect(statement.rows.some((row) => /: inputs closed$/.test(row.particular))).toBe(true);
    // Inputs issued to B003 were debited; the settlement credits them back and credits the net.
    const issued = (await (await page.request.get('/api/batches/B003')).json()).inputs.reduce(
      (sum: number, input: { amountPaise: number }) => sum + input.amountPaise,
      0,
    );
    expect(statement.closingBalancePaise).toBe(balanceBefore - issued - net);

    const voucher = await page.request.post('/api/payments', {
      headers: writeHeaders('e2e-settlement-voucher-f003'),
      data: {
        date: new Date(Date.now() + 330 * 60_000).toISOString().slice(0, 10),
        payeeType: 'farmer',
        payeeCode: 'F003',
        payeeName: '',
        amountPaise: net,
        mode: 'cash',
        bankAccountCode: '',
        chequeNumber: '',
        chequeDate: '',
        reference: '',
        purpose: 'Settlement of B003',
        state: 'paid',
      },
    });
    expect(voucher.status(), await voucher.text()).toBe(201);
    expect((await farmerStatement(page, 'F003')).closingBalancePaise).toBe(balanceBefore - issued);
  });
});
