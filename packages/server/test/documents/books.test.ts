import type { LedgerPosting } from '@pfm/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testDatabases } from '../databases.ts';
import { expectBooksInStep, inventoryAccount } from './books-check.ts';
import { type DocumentsApp, daysAgo, expectStatus, kg, startDocumentsApp } from './helpers.ts';

const rupees = (amount: number) => Math.round(amount * 100);

/**
 * The books' inventory account moves with every stock movement (decision 0035): each godown's stock
 * is valued at its own weighted average cost, and its account always equals that value.
 */
describe.each(testDatabases)('the inventory account on $kind', (kind) => {
  let d: DocumentsApp;
  const db = () => d.t.database.db;
  const everyDay = () => Array.from({ length: 13 }, (_, back) => daysAgo(back));

  const purchase = async (
    back: number,
    itemCode: string,
    godownCode: string,
    quantityMilli: number,
    ratePaise: number,
  ) => {
    const response = await d.create('/api/purchases', {
      date: daysAgo(back),
      supplierCode: 'S002',
      itemCode,
      godownCode,
      quantityMilli,
      ratePaise,
      invoiceNumber: '',
    });
    expectStatus(response, 201);
    return response.json().code as string;
  };
  const issue = async (
    back: number,
    farmCode: string,
    itemCode: string,
    godownCode: string,
    quantityMilli: number,
    batchCode = '',
  ) => {
    const response = await d.create('/api/issues', {
      date: daysAgo(back),
      farmCode,
      itemCode,
      godownCode,
      quantityMilli,
      batchCode,
    });
    expectStatus(response, 201);
    return response.json() as { code: string; batchCode: string };
  };
  const transfer = async (
    back: number,
    itemCode: string,
    from: string,
    to: string,
    quantityMilli: number,
    receiveNow = true,
  ) => {
    const response = await d.create('/api/transfers', {
      date: daysAgo(back),
      itemCode,
      quantityMilli,
      fromGodownCode: from,
      toGodownCode: to,
      receiveNow,
    });
    expectStatus(response, 201);
    return response.json().code as string;
  };
  const postings = async (path: string) =>
    (await d.get(path)).json().postings.ledger as LedgerPosting[];
  const account = async (godown: string, date = daysAgo(0)) =>
    (await inventoryAccount(db(), date)).get(godown) ?? 0;

  let b001 = '';
  beforeAll(async () => {
    d = await startDocumentsApp(kind);
  });
  afterAll(() => d.t.close());

  it('credits the inventory account at cost when stock is issued', async () => {
    await purchase(12, 'I001', 'G001', kg(3_000), 3200);
    b001 = (await issue(11, 'FM001', 'I001', 'G001', kg(2_000))).batchCode;
    await purchase(10, 'I002', 'G002', kg(1_000), 4000);
    await purchase(8, 'I002', 'G002', kg(1_000), 4600);
    // North Godown holds 2,000 kg of starter worth ₹86,000: ₹43 a kg.
    const starter = await issue(6, 'FM001', 'I002', 'G002', kg(500), b001);
    expect(await postings(`/api/issues/${starter.code}`)).toEqual(
      expect.arrayContaining([
        // The farmer is charged the starter rate in force (₹45 a kg)…
        expect.objectContaining({ accountType: 'inputs-issued', creditPaise: rupees(22_500) }),
        // …and the stock leaves the books at what it cost.
        expect.objectContaining({
          accountType: 'inputs-cost',
          accountCode: b001,
          accountName: 'Cost of inputs issued',
          debitPaise: rupees(21_500),
        }),
        expect.objectContaining({
          accountType: 'inventory',
          accountCode: 'G002',
          creditPaise: rupees(21_500),
        }),
      ]),
    );
    expect(await account('G001')).toBe(rupees(1_000 * 32));
    expect(await account('G002')).toBe(rupees(1_500 * 43));
    expect(await account('G002', daysAgo(9))).toBe(rupees(40_000));
    await expectBooksInStep(db(), everyDay());
  });

  it('moves value with a transfer, through transit, and leaves no value where no stock is left', async () => {
    await transfer(5, 'I002', 'G002', 'G003', kg(1_000));
    // The last 500 kg of North Godown take exactly what is left there.
    await issue(4, 'FM001', 'I002', 'G002', kg(500), b001);
    expect(await account('G002')).toBe(0);
    expect(await account('G003')).toBe(rupees(43_000));
    const dispatched = await transfer(3, 'I002', 'G003', 'G001', kg(400), false);
    expect(await account('TRANSIT')).toBe(rupees(400 * 43));
    expect(await postings(`/api/transfers/${dispatched}`)).toContainEqual(
      expect.objectContaining({
        accountType: 'inventory',
        accountCode: 'TRANSIT',
        accountName: 'Stock in transit',
        debitPaise: rupees(400 * 43),
      }),
    );
    expectStatus(
      await d.t.call({
        method: 'POST',
        url: `/api/transfers/${dispatched}/receive`,
        cookie: d.staff,
        payload: { date: daysAgo(2) },
      }),
      200,
    );
    expect(await account('TRANSIT')).toBe(0);
    expect(await account('TRANSIT', daysAgo(3))).toBe(rupees(400 * 43));
    expect(await account('G001')).toBe(rupees(1_000 * 32 + 400 * 43));
    const report = (await d.get('/api/reports/inventory?godown=G003')).json();
    expect(report.lines).toContainEqual(
      expect.objectContaining({
        itemCode: 'I002',
        quantityMilli: kg(600),
        valuationRatePaise: 4300,
        valuationBasis: 'average-cost',
        valuePaise: rupees(600 * 43),
      }),
    );
    await expectBooksInStep(db(), everyDay());
  });

  it('cancels a purchase after issues: the stock leaves at its average, the difference is a stock adjustment', async () => {
    await purchase(9, 'I003', 'G001', kg(600), 3600);
    const dearer = await purchase(7, 'I003', 'G001', kg(400), 4100);
    // 1,000 kg worth ₹38,000; 300 kg issued at ₹38 a kg.
    await issue(3, 'FM001', 'I003', 'G001', kg(300), b001);
    expectStatus(await d.cancel(`/api/purchases/${dearer}`), 200);
    const reversal = (await postings(`/api/purchases/${dearer}`)).filter((posting) =>
      posting.particular.startsWith('Cancelled'),
    );
    expect(reversal).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ accountType: 'supplier', debitPaise: rupees(16_400) }),
        expect.objectContaining({
          accountType: 'inventory',
          accountCode: 'G001',
          creditPaise: rupees(400 * 38),
        }),
        expect.objectContaining({
          accountType: 'stock-adjustment',
          accountCode: 'G001',
          accountName: 'Stock adjustments',
          creditPaise: rupees(16_400 - 400 * 38),
        }),
      ]),
    );
    expect(await account('G001')).toBe(rupees(1_000 * 32 + 400 * 43 + 300 * 38));
    await expectBooksInStep(db(), everyDay());
  });

  it('revalues the later issues of a godown when a back-dated issue takes stock before them', async () => {
    await purchase(2, 'I001', 'G001', kg(1_000), 3500);
    // 2,000 chicks worth ₹67,000 on that day: ₹33.50 each for 1,500.
    const later = await issue(1, 'FM003', 'I001', 'G001', kg(1_500));
    const costOf = async (code: string) =>
      (await postings(`/api/issues/${code}`))
        .filter((posting) => posting.accountType === 'inputs-cost')
        .reduce((sum, posting) => sum + posting.debitPaise - posting.creditPaise, 0);
    expect(await costOf(later.code)).toBe(rupees(50_250));
    // Entered late: 500 chicks went on the 5th day back, at ₹32 each, before the ₹35 purchase.
    await issue(5, 'FM004', 'I001', 'G001', kg(500));
    // So the later issue took the last 1,500 chicks: ₹16,000 + ₹35,000 — ₹750 more, on its own day.
    expect(await costOf(later.code)).toBe(rupees(51_000));
    const chicks = (await d.get('/api/reports/inventory?category=chicks')).json();
    expect(chicks.lines).toEqual([
      expect.objectContaining({ godownName: 'All godowns', quantityMilli: 0, valuePaise: 0 }),
    ]);
    expect(await account('G001', daysAgo(5))).toBe(rupees(500 * 32 + 600 * 36 + 400 * 41));
    await expectBooksInStep(db(), everyDay());
  });

  it('cancels an issue and a transfer: the stock comes back at the value that left', async () => {
    const issues = (await d.get('/api/issues?size=25')).json().rows as {
      code: string;
      godownCode: string;
      itemCode: string;
      date: string;
    }[];
    const lastStarter = issues.find(
      (row) => row.godownCode === 'G002' && row.date === daysAgo(4),
    ) as { code: string };
    expectStatus(await d.cancel(`/api/issues/${lastStarter.code}`), 200);
    expect(await account('G002')).toBe(rupees(21_500));
    expect(
      (await postings(`/api/issues/${lastStarter.code}`)).filter((posting) =>
        posting.particular.startsWith('Cancelled'),
      ),
    ).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ accountType: 'inventory', debitPaise: rupees(21_500) }),
        expect.objectContaining({ accountType: 'inputs-cost', creditPaise: rupees(21_500) }),
      ]),
    );
    const transfers = (await d.get('/api/transfers')).json().rows as { code: string }[];
    const received = transfers[0] as { code: string };
    expectStatus(await d.cancel(`/api/transfers/${received.code}`), 200);
    expect(await account('G003')).toBe(rupees(1_000 * 43));
    expect((await d.get('/api/dashboard')).json().totalInventoryPaise).toBe(
      [...(await inventoryAccount(db(), daysAgo(0))).values()].reduce((sum, v) => sum + v, 0),
    );
    await expectBooksInStep(db(), everyDay());
  });
});
