import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testDatabases } from '../databases.ts';
import { type DocumentsApp, daysAgo, expectStatus, kg, startDocumentsApp } from './helpers.ts';

describe.each(testDatabases)('issues to farmers and batches on $kind', (kind) => {
  let d: DocumentsApp;
  const issue = (body: object, options?: Parameters<DocumentsApp['create']>[2]) =>
    d.create('/api/issues', body, options);

  beforeAll(async () => {
    d = await startDocumentsApp(kind);
    // Stock to issue from: chicks, starter feed and medicine in Main Warehouse 20 days ago.
    for (const [itemCode, supplierCode, quantityMilli, ratePaise] of [
      ['I001', 'S001', kg(12_000), 3200],
      ['I002', 'S002', kg(5_000), 3800],
      ['I005', 'S003', kg(10), 40_000],
      ['I005', 'S003', kg(30), 48_000],
    ] as const) {
      expectStatus(
        await d.create('/api/purchases', {
          date: daysAgo(20),
          supplierCode,
          itemCode,
          quantityMilli,
          ratePaise,
          godownCode: 'G001',
          invoiceNumber: '',
        }),
        201,
      );
    }
    // A new chicks rate from 5 days ago: issues before then use the old one.
    expectStatus(
      await d.t.call({
        method: 'POST',
        url: '/api/rates',
        cookie: d.admin,
        payload: { item: 'chicks', ratePaise: 3800, effectiveFrom: daysAgo(5), unit: 'piece' },
      }),
      201,
    );
  });
  afterAll(() => d.t.close());

  it('opens batch B001 with chicks: placement = issue day, placed = quantity, farmer charged at the rate then', async () => {
    const response = await issue({
      farmCode: 'FM001',
      itemCode: 'I001',
      godownCode: 'G001',
      quantityMilli: kg(4_000),
      date: daysAgo(10),
    });
    expectStatus(response, 201);
    expect(response.json()).toMatchObject({
      code: 'IS001',
      batchCode: 'B001',
      farmerCode: 'F001',
      ratePaise: 3500,
      rateBasis: 'rate',
      amountPaise: 4_000 * 3500,
    });
    const batch = (await d.get('/api/batches/B001')).json();
    expect(batch).toMatchObject({
      code: 'B001',
      farmCode: 'FM001',
      farmerName: 'Ramesh Sahoo',
      placementDate: daysAgo(10),
      placed: 4000,
      age: 10,
      daysRemaining: 35,
      status: 'open',
    });
    expect(await d.available('G001', 'I001')).toBe(kg(8_000));
    const farmer = await d.ledger('farmer', 'F001');
    expect(farmer.closingBalancePaise).toBe(1_40_00_000);
    expect(farmer.rows[0]?.particular).toBe(
      'Chicks issued IS001 (B001): Day Old Chicks, 4,000 pieces',
    );
  });

  it('refuses a second open batch on the farm, and more birds than the farm holds', async () => {
    const second = await issue({
      farmCode: 'FM001',
      itemCode: 'I001',
      godownCode: 'G001',
      quantityMilli: kg(100),
      date: daysAgo(2),
    });
    expectStatus(second, 409);
    expect(second.json().error.fields.farmCode).toMatch(
      /^Sahoo Poultry Farm already has an open batch \(B001/,
    );
    const crowded = await issue({
      farmCode: 'FM002',
      itemCode: 'I001',
      godownCode: 'G001',
      quantityMilli: kg(3_001),
      date: daysAgo(2),
    });
    expectStatus(crowded, 400);
    expect(crowded.json().error.fields.quantityMilli).toBe(
      'Sahoo Farm II holds at most 3,000 birds.',
    );
  });

  it('charges chicks at the rate in force on the issue day', async () => {
    const recent = await issue({
      farmCode: 'FM003',
      itemCode: 'I001',
      godownCode: 'G001',
      quantityMilli: kg(1_000),
      date: daysAgo(3),
    });
    expectStatus(recent, 201);
    expect(recent.json()).toMatchObject({
      batchCode: 'B002',
      ratePaise: 3800,
      amountPaise: 38_00_000,
    });
  });

  it('sends feed and medicine to an open batch of that farm only, not before its placement', async () => {
    const noBatch = await issue({
      farmCode: 'FM001',
      itemCode: 'I002',
      godownCode: 'G001',
      quantityMilli: kg(500),
      date: daysAgo(9),
    });
    expectStatus(noBatch, 400);
    expect(noBatch.json().error.fields.batchCode).toBe(
      'Choose the open batch of Sahoo Poultry Farm this goes to.',
    );
    const otherFarm = await issue({
      farmCode: 'FM001',
      itemCode: 'I002',
      godownCode: 'G001',
      quantityMilli: kg(500),
      date: daysAgo(2),
      batchCode: 'B002',
    });
    expectStatus(otherFarm, 400);
    expect(otherFarm.json().error.fields.batchCode).toBe(
      'B002 is not a batch of Sahoo Poultry Farm.',
    );
    const early = await issue({
      farmCode: 'FM001',
      itemCode: 'I002',
      godownCode: 'G001',
      quantityMilli: kg(500),
      date: daysAgo(12),
      batchCode: 'B001',
    });
    expectStatus(early, 400);
    expect(early.json().error.fields.date).toMatch(/^B001 was placed on/);
    const feed = await issue({
      farmCode: 'FM001',
      itemCode: 'I002',
      godownCode: 'G001',
      quantityMilli: kg(1_500),
      date: daysAgo(9),
      batchCode: 'B001',
    });
    expectStatus(feed, 201);
    expect(feed.json()).toMatchObject({
      ratePaise: 4500,
      amountPaise: 1_500 * 4500,
      rateBasis: 'rate',
    });
  });

  it('charges medicine at its weighted average purchase cost up to the issue day', async () => {
    const medicine = await issue({
      farmCode: 'FM001',
      itemCode: 'I005',
      godownCode: 'G001',
      quantityMilli: kg(4),
      date: daysAgo(8),
      batchCode: 'B001',
    });
    expectStatus(medicine, 201);
    // (10 × ₹400 + 30 × ₹480) ÷ 40 = ₹460 a liter.
    expect(medicine.json()).toMatchObject({
      ratePaise: 46_000,
      rateBasis: 'average-cost',
      amountPaise: 1_84_000,
    });
  });

  it('refuses more than the godown holds, naming item, godown, day and what is available', async () => {
    const response = await issue({
      farmCode: 'FM001',
      itemCode: 'I002',
      godownCode: 'G001',
      quantityMilli: kg(3_600),
      date: daysAgo(1),
      batchCode: 'B001',
    });
    expectStatus(response, 409);
    expect(response.json().error.fields.quantityMilli).toBe(
      `Only 3,500 kg of Broiler Starter Feed in Main Warehouse on ${daysAgo(1).split('-').reverse().join('/')}.`,
    );
  });

  it('refuses a back-dated issue that would make a later day negative', async () => {
    // 3,500 kg left now; issue 3,000 today, then try 1,000 back-dated before it.
    expectStatus(
      await issue({
        farmCode: 'FM001',
        itemCode: 'I002',
        godownCode: 'G001',
        quantityMilli: kg(3_000),
        date: daysAgo(0),
        batchCode: 'B001',
      }),
      201,
    );
    const backDated = await issue({
      farmCode: 'FM001',
      itemCode: 'I002',
      godownCode: 'G001',
      quantityMilli: kg(1_000),
      date: daysAgo(5),
      batchCode: 'B001',
    });
    expectStatus(backDated, 409);
    expect(backDated.json().error.message).toMatch(
      /^Only 500 kg of Broiler Starter Feed in Main Warehouse on/,
    );
  });

  it('lists issues by farm, batch and item, and shows a batch’s inputs so far', async () => {
    const list = (await d.get('/api/issues?batch=B001')).json();
    expect(list.total).toBe(4);
    const batch = (await d.get('/api/batches/B001')).json();
    expect(
      batch.inputs.map((input: { itemCode: string; quantityMilli: number }) => [
        input.itemCode,
        input.quantityMilli,
      ]),
    ).toEqual([
      ['I001', kg(4_000)],
      ['I002', kg(4_500)],
      ['I005', kg(4)],
    ]);
    expect(
      (await d.get('/api/batches?farm=FM003&status=open'))
        .json()
        .map((b: { code: string }) => b.code),
    ).toEqual(['B002']);
  });

  it('cancels a chick issue only once nothing else went to its batch; the batch is then void', async () => {
    const refused = await d.cancel('/api/issues/IS001');
    expectStatus(refused, 409);
    expect(refused.json().error.message).toMatch(/^B001 has other issues \(IS003, IS004, IS005\)/);
    const cancelled = await d.cancel('/api/issues/IS002', 'Chicks went to the wrong farm');
    expectStatus(cancelled, 200);
    expect((await d.get('/api/batches/B002')).json().status).toBe('void');
    // The farm can take a new batch now.
    expectStatus(
      await issue({
        farmCode: 'FM003',
        itemCode: 'I001',
        godownCode: 'G001',
        quantityMilli: kg(900),
        date: daysAgo(0),
      }),
      201,
    );
    const farmer = await d.ledger('farmer', 'F002');
    expect(farmer.rows.map((row) => [row.debitPaise, row.creditPaise])).toEqual([
      [38_00_000, 0],
      [0, 38_00_000],
      [900 * 3800, 0],
    ]);
  });

  it('keeps a farm with batches from being deleted', async () => {
    const response = await d.t.call({ method: 'DELETE', url: '/api/farms/FM001', cookie: d.admin });
    expectStatus(response, 409);
    expect(response.json().error.message).toMatch(/cannot be deleted/);
  });

  it('shows the item master’s current stock as the real total', async () => {
    const chicks = (await d.get('/api/items/I001')).json();
    expect(chicks.currentStock).toBe(12_000 - 4_000 - 900);
    expect(chicks.rateItem).toBe('chicks');
  });

  it('refuses to charge a rate per kg for an item counted in bags, and changes nothing', async () => {
    const created = await d.t.call({
      method: 'POST',
      url: '/api/items',
      cookie: d.admin,
      payload: {
        name: 'Starter Feed 50 kg Bag',
        category: 'feed',
        unit: 'bag',
        reorderLevel: 5,
        rateItem: 'starter',
      },
    });
    expectStatus(created, 201);
    const bagCode: string = created.json().code;
    expectStatus(
      await d.create('/api/purchases', {
        date: daysAgo(8),
        supplierCode: 'S002',
        itemCode: bagCode,
        quantityMilli: kg(20),
        ratePaise: 190_000,
        godownCode: 'G001',
        invoiceNumber: 'BAG-1',
      }),
      201,
    );
    const before = (await d.ledger('farmer', 'F001')).rows.length;
    const refused = await issue({
      farmCode: 'FM001',
      itemCode: bagCode,
      godownCode: 'G001',
      quantityMilli: kg(2),
      date: daysAgo(1),
      batchCode: 'B001',
    });
    expectStatus(refused, 400);
    expect(refused.json().error.fields.itemCode).toMatch(
      /^Starter Feed 50 kg Bag is counted in bag but the .+ rate in force on .+ is per kg: make the units agree/,
    );
    expect((await d.ledger('farmer', 'F001')).rows).toHaveLength(before);
    expect((await d.get(`/api/items/${bagCode}`)).json().currentStock).toBe(20);
  });
});
