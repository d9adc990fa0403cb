import { dayMonthYear } from '@pfm/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testDatabases } from '../databases.ts';
import { type DocumentsApp, daysAgo, expectStatus, kg, startDocumentsApp } from './helpers.ts';

describe.each(testDatabases)('stock transfers and the inventory report on $kind', (kind) => {
  let d: DocumentsApp;
  const transfer = (body: object) => d.create('/api/transfers', body);
  const inventory = async (query = '') => (await d.get(`/api/reports/inventory${query}`)).json();

  beforeAll(async () => {
    d = await startDocumentsApp(kind);
    for (const [itemCode, supplierCode, quantityMilli, ratePaise, date] of [
      ['I003', 'S002', kg(2_000), 3600, daysAgo(20)],
      ['I003', 'S002', kg(1_000), 3900, daysAgo(10)],
    ] as const) {
      expectStatus(
        await d.create('/api/purchases', {
          date,
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
  });
  afterAll(() => d.t.close());

  it('refuses a transfer to the godown it leaves', async () => {
    const response = await transfer({
      date: daysAgo(5),
      itemCode: 'I003',
      quantityMilli: kg(10),
      fromGodownCode: 'G001',
      toGodownCode: 'G001',
    });
    expectStatus(response, 400);
    expect(response.json().error.fields.toGodownCode).toBe(
      'Choose a different godown: stock cannot move to where it already is.',
    );
  });

  it('moves stock at once when completed: out of one godown, into the other', async () => {
    const response = await transfer({
      date: daysAgo(8),
      itemCode: 'I003',
      quantityMilli: kg(500),
      fromGodownCode: 'G001',
      toGodownCode: 'G002',
      remarks: 'For Cuttack',
    });
    expectStatus(response, 201);
    expect(response.json()).toMatchObject({
      code: 'ST001',
      state: 'completed',
      receivedOn: daysAgo(8),
    });
    expect(await d.available('G001', 'I003')).toBe(kg(2_500));
    expect(await d.available('G002', 'I003')).toBe(kg(500));
  });

  it('keeps a dispatched transfer in transit until it is received', async () => {
    const dispatched = await transfer({
      date: daysAgo(4),
      itemCode: 'I003',
      quantityMilli: kg(300),
      fromGodownCode: 'G001',
      toGodownCode: 'G003',
      receiveNow: false,
    });
    expectStatus(dispatched, 201);
    expect(dispatched.json()).toMatchObject({ code: 'ST002', state: 'pending', receivedOn: null });
    expect(await d.available('G001', 'I003')).toBe(kg(2_200));
    expect(await d.available('G003', 'I003')).toBe(0);
    const report = await inventory('?category=feed');
    expect(report.lines).toContainEqual(
      expect.objectContaining({
        itemCode: 'I003',
        godownCode: 'TRANSIT',
        godownName: 'In transit',
        quantityMilli: kg(300),
      }),
    );
    const early = await d.t.call({
      method: 'POST',
      url: '/api/transfers/ST002/receive',
      cookie: d.staff,
      payload: { date: daysAgo(6) },
    });
    expectStatus(early, 400);
    expect(early.json().error.fields).toEqual({
      date: `ST002 left on ${dayMonthYear(daysAgo(4))}; it cannot arrive before that.`,
    });
    const received = await d.t.call({
      method: 'POST',
      url: '/api/transfers/ST002/receive',
      cookie: d.staff,
      payload: { date: daysAgo(2) },
    });
    expectStatus(received, 200);
    expect(received.json()).toMatchObject({
      state: 'completed',
      receivedOn: daysAgo(2),
      receivedBy: 'ravi',
    });
    expect(await d.available('G003', 'I003')).toBe(kg(300));
    // Received on its day: on the day before it was still on the way.
    expect(await d.available('G003', 'I003', daysAgo(3))).toBe(0);
    const twice = await d.t.call({
      method: 'POST',
      url: '/api/transfers/ST002/receive',
      cookie: d.staff,
      payload: { date: daysAgo(1) },
    });
    expectStatus(twice, 409);
    expect(twice.json().error.message).toBe(
      `ST002 was already received on ${dayMonthYear(daysAgo(2))}.`,
    );
  });

  it('values stock at the weighted average purchase cost up to the report day', async () => {
    // 2,000 kg at ₹36 then 1,000 kg at ₹39: ₹37 a kg from the 10th day back; ₹36 before it.
    const now = await inventory('?godown=G001&category=feed');
    const grower = now.lines.find((line: { itemCode: string }) => line.itemCode === 'I003');
    expect(grower).toMatchObject({
      quantityMilli: kg(2_200),
      valuationRatePaise: 3700,
      valuationBasis: 'average-cost',
      valuePaise: 2_200 * 3700,
    });
    const earlier = await inventory(`?godown=G001&category=feed&date=${daysAgo(15)}`);
    const then = earlier.lines.find((line: { itemCode: string }) => line.itemCode === 'I003');
    expect(then).toMatchObject({ quantityMilli: kg(2_000), valuationRatePaise: 3600 });
  });

  it('falls back to the rate master where nothing was bought, and marks Low Stock', async () => {
    const report = await inventory('?category=chicks');
    expect(report.lines).toEqual([
      expect.objectContaining({
        itemCode: 'I001',
        godownName: 'All godowns',
        quantityMilli: 0,
        valuationRatePaise: 3500,
        valuationBasis: 'rate',
        status: 'Low Stock',
      }),
    ]);
    const earlier = await inventory(`?category=feed&godown=G001&date=${daysAgo(25)}`);
    const before = earlier.lines.find((line: { itemCode: string }) => line.itemCode === 'I003');
    expect(before).toMatchObject({ godownCode: 'G001', quantityMilli: 0, status: 'Low Stock' });
  });

  it('judges Low Stock per godown, and the item’s total row on the total', async () => {
    // Grower: 2,200 kg in Main Warehouse, 500 kg in North and 300 kg in South Godown; reorder at
    // 2,000 kg. The two small godowns are short although the item's 3,000 kg are not.
    const feed = await inventory('?category=feed');
    const grower = feed.lines
      .filter((line: { itemCode: string }) => line.itemCode === 'I003')
      .map((line: { godownName: string; quantityMilli: number; status: string }) => [
        line.godownName,
        line.quantityMilli,
        line.status,
      ]);
    expect(grower).toEqual([
      ['Main Warehouse', kg(2_200), 'sufficient'],
      ['North Godown', kg(500), 'Low Stock'],
      ['South Godown', kg(300), 'Low Stock'],
      ['All godowns', kg(3_000), 'sufficient'],
    ]);
    const north = await inventory('?category=feed&godown=G002');
    expect(north.lines).toEqual([
      expect.objectContaining({ itemCode: 'I002', quantityMilli: 0, status: 'Low Stock' }),
      expect.objectContaining({ itemCode: 'I003', quantityMilli: kg(500), status: 'Low Stock' }),
      expect.objectContaining({ itemCode: 'I004', quantityMilli: 0, status: 'Low Stock' }),
    ]);
    // The dashboard raises the same shortages, one per godown.
    const alerts = (await d.get('/api/dashboard')).json().alerts as {
      id: string;
      message: string;
    }[];
    expect(alerts.filter((alert) => alert.id.startsWith('stock:I003'))).toEqual([
      expect.objectContaining({
        id: 'stock:I003:G002',
        message:
          'Broiler Grower Feed is below its reorder level in North Godown: 500 kg there, reorder at 2,000 kg.',
      }),
      expect.objectContaining({
        id: 'stock:I003:G003',
        message:
          'Broiler Grower Feed is below its reorder level in South Godown: 300 kg there, reorder at 2,000 kg.',
      }),
    ]);
  });

  it('refuses a day after today and a godown that does not exist', async () => {
    const future = await d.get(`/api/reports/inventory?date=${daysAgo(-1)}`);
    expectStatus(future, 400);
    expect(future.json().error.fields.date).toMatch(/^Stock can be reported up to today/);
    const unknown = await d.get('/api/reports/inventory?godown=G999');
    expectStatus(unknown, 400);
    expect(unknown.json().error.fields.godown).toBe('There is no godown G999.');
  });

  it('totals the value of every line but the items’ total rows', async () => {
    const report = await inventory();
    expect(report.totalValuePaise).toBe(
      report.lines
        .filter((line: { godownCode: string }) => line.godownCode !== '')
        .reduce((sum: number, line: { valuePaise: number }) => sum + line.valuePaise, 0),
    );
    expect(report.totalValuePaise).toBe(3_000 * 3700);
  });

  it('cancels a transfer: what it moved goes back', async () => {
    const cancelled = await d.cancel('/api/transfers/ST001', 'Sent to the wrong godown');
    expectStatus(cancelled, 200);
    expect(await d.available('G001', 'I003')).toBe(kg(2_700));
    expect(await d.available('G002', 'I003')).toBe(0);
    expectStatus(await d.cancel('/api/transfers/ST002', 'No', d.staff), 403);
  });
});
