import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testDatabases } from '../databases.ts';
import { type DocumentsApp, daysAgo, expectStatus, kg, startDocumentsApp } from './helpers.ts';

/**
 * One batch, one set of figures: a batch closed by hand with birds missing and then settled reads
 * the same everywhere — the batches API, the Growth Report, the dashboard and its settlement.
 */
describe.each(testDatabases)('a batch closed by hand, everywhere, on $kind', (kind) => {
  let d: DocumentsApp;

  beforeAll(async () => {
    d = await startDocumentsApp(kind);
    await d.stock(daysAgo(50), [
      ['I001', 3_000, 3_500],
      ['I002', 10_500, 4_200],
    ]);
    // B001 on FM001: 3,000 chicks placed 44 days ago, 10,500 kg of feed.
    for (const [item, quantity, batchCode] of [
      ['I001', 3_000, ''],
      ['I002', 10_500, 'B001'],
    ] as const) {
      expectStatus(
        await d.create('/api/issues', {
          farmCode: 'FM001',
          itemCode: item,
          godownCode: 'G001',
          quantityMilli: kg(quantity),
          date: daysAgo(44),
          batchCode,
        }),
        201,
      );
    }
    // Five weeks on the standard, 70 deaths in all, 10,000 kg of the feed recorded as eaten.
    for (const [week, averageWeightG, mortality, feed] of [
      [1, 160, 30, 500],
      [2, 410, 15, 1_200],
      [3, 760, 10, 2_300],
      [4, 1_210, 10, 2_800],
      [5, 1_800, 5, 3_200],
    ] as const) {
      expectStatus(
        await d.create('/api/growth-updates', {
          date: daysAgo(44 - 7 * week),
          batchCode: 'B001',
          week,
          averageWeightG,
          mortality,
          feedMilli: kg(feed),
        }),
        201,
      );
    }
    // 2,900 birds lifted (5,900 kg); the last 30 are missing: closed by hand, then settled.
    for (const [days, birds, weight] of [
      [4, 1_500, 3_000],
      [3, 1_400, 2_900],
    ] as const) {
      expectStatus(
        await d.create('/api/sales', {
          date: daysAgo(days),
          batchCode: 'B001',
          traderCode: 'T001',
          weightMilli: kg(weight),
          ratePaise: 11_000,
          birds,
        }),
        201,
      );
    }
    expectStatus(
      await d.t.call({
        method: 'POST',
        url: '/api/batches/B001/close',
        cookie: d.admin,
        payload: { date: daysAgo(2), reason: 'Thirty birds missing at the last count' },
      }),
      200,
    );
    expectStatus(
      await d.create(
        '/api/settlements',
        { batchCode: 'B001', date: daysAgo(1) },
        { cookie: d.admin },
      ),
      201,
    );
  });
  afterAll(() => d.t.close());

  it('gives the same birds, age, FCR, corrected FCR and EPEF in every reader, none alive, no days left', async () => {
    const [listed] = (await d.get('/api/batches?farm=FM001')).json();
    const batch = (await d.get('/api/batches/B001')).json();
    const report = (await d.get('/api/reports/growth?batch=B001')).json();
    const recent = (await d.get('/api/dashboard'))
      .json()
      .recentBatches.find((row: { code: string }) => row.code === 'B001');
    const settlement = (await d.get('/api/settlements/FS001')).json();

    // Ended on its closing day, 42 days after placement: its age stays 42 and nothing remains.
    const ended = { age: 42, daysRemaining: 0 };
    expect(listed).toMatchObject({ code: 'B001', status: 'settled', ...ended });
    expect(batch).toMatchObject(ended);
    expect(report.batch).toMatchObject(ended);
    expect(report.figures).toMatchObject(ended);
    expect(recent).toMatchObject(ended);
    expect(settlement.performance.age).toBe(42);

    // 3,000 placed − 70 dead − 2,900 sold: 30 missing, none alive.
    const birds = { placed: 3_000, dead: 70, sold: 2_900, missing: 30, alive: 0 };
    expect(batch.birds).toEqual(birds);
    expect(report.figures.birds).toEqual(birds);
    expect(settlement.birds).toEqual({ placed: 3_000, dead: 70, sold: 2_900, shortage: 30 });

    // Feed issued 10,500 kg ÷ 5,900 kg sold = 1.77966 → 1.780; corrected + (2.0 − 2.03448) ÷ 4
    // = 1.77104 → 1.771; EPEF 97.667 % × 2.03448 kg × 100 ÷ (42 × 1.77966) = 265.8 → 266.
    const performance = { fcr: 1.78, correctedFcr: 1.771, epef: 266 };
    expect(settlement.performance).toMatchObject(performance);
    expect(report.figures).toMatchObject(performance);
  });

  it('shows the batch Settled, not On Track', async () => {
    const report = (await d.get('/api/reports/growth?batch=B001')).json();
    const recent = (await d.get('/api/dashboard'))
      .json()
      .recentBatches.find((row: { code: string }) => row.code === 'B001');
    expect(report.figures.health).toBe('settled');
    expect(recent.health).toBe('settled');
  });
});
