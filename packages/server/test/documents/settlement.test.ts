import { formatMoney, standardSchemeTerms } from '@pfm/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testDatabases } from '../databases.ts';
import { type DocumentsApp, daysAgo, expectStatus, kg, startDocumentsApp } from './helpers.ts';

/**
 * Farmer settlement on both databases: only a sold-out batch is settled; a batch whose last birds
 * are missing is closed by hand; finalising posts to the farmer's ledger once (idempotent), keeps
 * the scheme version and the breakdown, and locks the batch; cancelling reverses it; schemes change
 * by new versions only.
 */
describe.each(testDatabases)('farmer settlement on $kind', (kind) => {
  let d: DocumentsApp;
  const terms = standardSchemeTerms;
  const preview = async (batch = 'B001') =>
    (await d.get(`/api/settlements/preview/${batch}`)).json();
  const finalise = (key: string, cookie = d.admin, date = daysAgo(0), batchCode = 'B001') =>
    d.create('/api/settlements', { batchCode, date }, { cookie, key });
  const balance = async () => (await d.ledger('farmer', 'F001')).closingBalancePaise;
  const status = async (batch = 'B001') => (await d.get(`/api/batches/${batch}`)).json().status;
  const message = (response: { json: () => unknown }) =>
    (response.json() as { error: { message: string } }).error.message;
  let issued = 0;
  /** F001's balance before B001 (sample postings of its own). */
  let before = 0;

  beforeAll(async () => {
    d = await startDocumentsApp(kind);
    before = await balance();
    for (const [item, quantity, rate] of [
      ['I001', 5_000, 3_500],
      ['I002', 8_000, 4_200],
    ] as const) {
      expectStatus(
        await d.create('/api/purchases', {
          date: daysAgo(40),
          supplierCode: 'S001',
          itemCode: item,
          quantityMilli: kg(quantity),
          ratePaise: rate,
          godownCode: 'G001',
          invoiceNumber: '',
        }),
        201,
      );
    }
    const issue = (farmCode: string, itemCode: string, quantity: number, batchCode = '') =>
      d.create('/api/issues', {
        farmCode,
        itemCode,
        godownCode: 'G001',
        quantityMilli: kg(quantity),
        date: daysAgo(38),
        batchCode,
      });
    // B001 on FM001 (farmer F001): 3,000 chicks and 5,000 kg of feed; B002 on FM003 (F002).
    expectStatus(await issue('FM001', 'I001', 3_000), 201);
    expectStatus(await issue('FM001', 'I002', 5_000, 'B001'), 201);
    expectStatus(await issue('FM003', 'I001', 1_000), 201);
    issued = (await d.get('/api/batches/B001'))
      .json()
      .inputs.reduce((sum: number, input: { amountPaise: number }) => sum + input.amountPaise, 0);
    expectStatus(
      await d.create('/api/growth-updates', {
        date: daysAgo(31),
        batchCode: 'B001',
        week: 1,
        averageWeightG: 160,
        mortality: 30,
        feedMilli: kg(400),
      }),
      201,
    );
  });
  afterAll(() => d.t.close());

  it('comes with the default scheme SCH001, the standard production-cost terms', async () => {
    expect((await d.get('/api/settlement-schemes')).json()).toMatchObject([
      { code: 'SCH001', version: 1, isDefault: true, terms: standardSchemeTerms, settlements: 0 },
    ]);
  });

  it('previews an open batch and refuses to finalise it while birds are alive', async () => {
    const open = await preview();
    expect(open).toMatchObject({
      batchCode: 'B001',
      farmerCode: 'F001',
      scheme: { code: 'SCH001', version: 1 },
      birds: { placed: 3_000, dead: 30, sold: 0, shortage: 2_970 },
    });
    const refused = await finalise('finalise-open-1');
    expectStatus(refused, 409);
    expect(message(refused)).toBe(
      'B001 still has 2,970 birds alive: only a sold-out batch can be settled. Sell them, or close the batch by hand if they are missing.',
    );
    expect(await balance()).toBe(before + issued);
  });

  it('closes a batch by hand (Administrators), its missing birds its shortage', async () => {
    expectStatus(
      await d.create('/api/sales', {
        date: daysAgo(2),
        batchCode: 'B001',
        traderCode: 'T001',
        weightMilli: kg(5_800),
        ratePaise: 11_000,
        birds: 2_900,
      }),
      201,
    );
    const body = { date: daysAgo(1), reason: 'Seventy birds missing at the last count' };
    const call = (cookie: string, payload: object) =>
      d.t.call({ method: 'POST', url: '/api/batches/B001/close', cookie, payload });
    expectStatus(await call(d.staff, body), 403);
    const early = await call(d.admin, { ...body, date: daysAgo(3) });
    expectStatus(early, 400);
    expect(await status()).toBe('open');
    const closed = await call(d.admin, body);
    expectStatus(closed, 200);
    expect(closed.json().birds).toEqual({ placed: 3_000, dead: 30, sold: 2_900, shortage: 70 });
    expect(await status()).toBe('sold-out');
    // Shortage 70 × ₹6,38,000 ÷ 2,900 birds = ₹15,400 (70 × 2.0 kg × ₹110).
    expect(closed.json().deductions[0]).toMatchObject({ key: 'shortage', amountPaise: 1_540_000 });
    expectStatus(await call(d.admin, body), 409);
  });

  it('finalises once per key (Administrators): the farmer is owed the net payable for the batch', async () => {
    const expected = await preview();
    expectStatus(await finalise('finalise-staff-1', d.staff), 403);
    const first = await finalise('finalise-b001-1');
    expectStatus(first, 201);
    expect(first.json()).toMatchObject({
      code: 'FS001',
      status: 'posted',
      batchCode: 'B001',
      netPayablePaise: expected.netPayablePaise,
      scheme: { code: 'SCH001', version: 1 },
    });
    const again = await finalise('finalise-b001-1');
    expectStatus(again, 201);
    expect(again.json().code).toBe('FS001');
    const twice = await finalise('finalise-b001-2');
    expectStatus(twice, 409);
    expect(message(twice)).toBe('B001 is already settled (FS001).');
    expect(await status()).toBe('settled');
    // Issues debited the farmer; the settlement credits them back and credits the net payable.
    expect(await balance()).toBe(before - expected.netPayablePaise);
    const statement = await d.ledger('farmer', 'F001');
    expect(statement.rows.map((row) => row.particular)).toEqual(
      expect.arrayContaining([
        'Settlement FS001 (B001): inputs closed',
        `Settlement FS001 (B001): ${formatMoney(expected.netPayablePaise)} payable to the farmer (Cr)`,
      ]),
    );
  });

  it('posts nothing more to a settled batch', async () => {
    const sale = await d.create('/api/sales', {
      date: daysAgo(0),
      batchCode: 'B001',
      traderCode: 'T001',
      weightMilli: kg(2),
      ratePaise: 11_000,
      birds: 1,
    });
    expectStatus(sale, 409);
    const sales = (await d.get('/api/sales?batch=B001')).json().rows as { code: string }[];
    const cancelSale = await d.cancel(`/api/sales/${sales[0]?.code}`);
    expectStatus(cancelSale, 409);
    expect(message(cancelSale)).toBe('B001 is settled; cancel its settlement first.');
    expect(await balance()).toBe(before - (await preview()).netPayablePaise);
  });

  it('changes a scheme by a new version only: a settlement keeps the version it used', async () => {
    const kept = (await d.get('/api/settlements/FS001')).json();
    const add = (path: string, payload: object, cookie = d.admin) =>
      d.t.call({ method: 'POST', url: path, cookie, payload });
    const change = {
      name: 'Standard production cost',
      effectiveFrom: daysAgo(0),
      terms: { ...terms, baseGcPaise: 700 },
    };
    expectStatus(await add('/api/settlement-schemes/SCH001', change, d.staff), 403);
    const v2 = await add('/api/settlement-schemes/SCH001', change);
    expectStatus(v2, 201);
    expect(v2.json()).toMatchObject({
      code: 'SCH001',
      version: 2,
      isDefault: true,
      settlements: 0,
    });
    const backwards = await add('/api/settlement-schemes/SCH001', {
      ...change,
      effectiveFrom: daysAgo(5),
    });
    expectStatus(backwards, 400);
    const schemes = (await d.get('/api/settlement-schemes')).json();
    expect(
      schemes.map((row: { code: string; version: number; settlements: number }) => [
        row.code,
        row.version,
        row.settlements,
      ]),
    ).toEqual([
      ['SCH001', 2, 0],
      ['SCH001', 1, 1],
    ]);
    expect((await d.get('/api/settlements/FS001')).json()).toEqual(kept);
    // A farmer's own scheme, for batches placed from its first day: F002's B002 (placed 38 days ago).
    const own = await add('/api/settlement-schemes', {
      name: 'Premium growers',
      effectiveFrom: daysAgo(60),
      terms: { ...terms, baseGcPaise: 800 },
      farmerCodes: ['F002'],
    });
    expectStatus(own, 201);
    expect(own.json()).toMatchObject({ code: 'SCH002', version: 1, farmerCodes: ['F002'] });
    expect((await preview('B002')).scheme).toEqual({
      code: 'SCH002',
      version: 1,
      name: 'Premium growers',
    });
    const clash = await add('/api/settlement-schemes', {
      name: 'Another',
      effectiveFrom: daysAgo(0),
      terms,
      farmerCodes: ['F003', 'F002'],
    });
    expectStatus(clash, 409);
    expect(clash.json().error.fields.farmerCodes).toBe(
      'F002 is already settled under SCH002 (Premium growers).',
    );
    expect((await d.get('/api/settlement-schemes')).json()).toHaveLength(3);
  });

  it('posts a net below zero as recoverable from the farmer: his account is debited, the particular says so', async () => {
    // B002 (F002): 1,000 chicks, 100 sold, the other 900 missing — a shortage far above the charges.
    const owing = await d.ledger('farmer', 'F002');
    expectStatus(
      await d.create('/api/sales', {
        date: daysAgo(2),
        batchCode: 'B002',
        traderCode: 'T001',
        weightMilli: kg(200),
        ratePaise: 11_000,
        birds: 100,
      }),
      201,
    );
    expectStatus(
      await d.t.call({
        method: 'POST',
        url: '/api/batches/B002/close',
        cookie: d.admin,
        payload: { date: daysAgo(1), reason: 'Nine hundred birds missing' },
      }),
      200,
    );
    const settled = await finalise('finalise-b002-1', d.admin, daysAgo(0), 'B002');
    expectStatus(settled, 201);
    const net = settled.json().netPayablePaise as number;
    expect(net).toBeLessThan(0);
    const inputs = (await d.get('/api/batches/B002'))
      .json()
      .inputs.reduce((sum: number, input: { amountPaise: number }) => sum + input.amountPaise, 0);
    const after = await d.ledger('farmer', 'F002');
    // The inputs debited are credited back; the net (negative) is a debit: he owes −net more.
    expect(after.closingBalancePaise).toBe(owing.closingBalancePaise - inputs - net);
    // No minus sign: the amount recovered and its side, in words, as every printed paper says it.
    const row = after.rows.find((entry) =>
      entry.particular.startsWith('Settlement FS002 (B002): ₹'),
    );
    expect(row).toMatchObject({
      particular: `Settlement FS002 (B002): ${formatMoney(-net)} recoverable from the farmer (Dr)`,
      debitPaise: -net,
      creditPaise: 0,
    });
  });

  it('cancels a settlement (Administrators): reversed, the batch sold out again and settled anew', async () => {
    const net = (await d.get('/api/settlements/FS001')).json().netPayablePaise;
    expectStatus(await d.cancel('/api/settlements/FS001', 'Wrong feed rate', d.staff), 403);
    const cancelled = await d.cancel('/api/settlements/FS001', 'Wrong feed rate');
    expectStatus(cancelled, 200);
    expect(cancelled.json().status).toBe('cancelled');
    expect(await status()).toBe('sold-out');
    expect(await balance()).toBe(before + issued);
    const again = await finalise('finalise-b001-3');
    expectStatus(again, 201);
    expect(again.json()).toMatchObject({ code: 'FS003', netPayablePaise: net });
    expect(await balance()).toBe(before - net);
  });
});
