import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testDatabases } from '../databases.ts';
import { type DocumentsApp, daysAgo, expectStatus, kg, startDocumentsApp } from './helpers.ts';

const postgres = testDatabases.find((database) => database.kind === 'postgres');

// PGlite runs one transaction at a time; races need a real server with many connections.
describe.runIf(postgres)('concurrent postings on PostgreSQL', () => {
  let d: DocumentsApp;
  beforeAll(async () => {
    d = await startDocumentsApp(postgres as NonNullable<typeof postgres>);
    expectStatus(
      await d.create('/api/purchases', {
        date: daysAgo(3),
        supplierCode: 'S002',
        itemCode: 'I002',
        quantityMilli: kg(100),
        ratePaise: 3800,
        godownCode: 'G001',
        invoiceNumber: '',
      }),
      201,
    );
    expectStatus(
      await d.create('/api/purchases', {
        date: daysAgo(3),
        supplierCode: 'S001',
        itemCode: 'I001',
        quantityMilli: kg(5_000),
        ratePaise: 3200,
        godownCode: 'G001',
        invoiceNumber: '',
      }),
      201,
    );
    expectStatus(
      await d.create('/api/issues', {
        farmCode: 'FM001',
        itemCode: 'I001',
        godownCode: 'G001',
        quantityMilli: kg(1_000),
        date: daysAgo(2),
      }),
      201,
    );
  });
  afterAll(() => d.t.close());

  it('accepts exactly 100 of 200 parallel issues of 1 kg against a stock of 100 kg', async () => {
    const responses = await Promise.all(
      Array.from({ length: 200 }, () =>
        d.create('/api/issues', {
          farmCode: 'FM001',
          itemCode: 'I002',
          godownCode: 'G001',
          quantityMilli: kg(1),
          date: daysAgo(1),
          batchCode: 'B001',
        }),
      ),
    );
    const statuses = responses.map((response) => response.statusCode);
    expect(statuses.filter((status) => status === 201)).toHaveLength(100);
    expect(statuses.filter((status) => status === 409)).toHaveLength(100);
    expect(await d.available('G001', 'I002')).toBe(0);
    const issues = (await d.get('/api/issues?item=I002&size=10')).json();
    expect(issues.total).toBe(100);
  });

  it('opens one batch when two issues of chicks race for the same farm', async () => {
    const [a, b] = await Promise.all(
      [kg(500), kg(600)].map((quantityMilli) =>
        d.create('/api/issues', {
          farmCode: 'FM003',
          itemCode: 'I001',
          godownCode: 'G001',
          quantityMilli,
          date: daysAgo(1),
        }),
      ),
    );
    expect([a?.statusCode, b?.statusCode].sort()).toEqual([201, 409]);
    const open = (await d.get('/api/batches?farm=FM003&status=open')).json();
    expect(open).toHaveLength(1);
  });

  it('records a week of a batch once when 10 growth updates of it race', async () => {
    const [batch] = (await d.get('/api/batches?farm=FM003&status=open')).json();
    const responses = await Promise.all(
      Array.from({ length: 10 }, () =>
        d.create('/api/growth-updates', {
          date: daysAgo(0),
          batchCode: batch.code,
          week: 1,
          averageWeightG: 45,
          mortality: 10,
          feedMilli: 0,
        }),
      ),
    );
    const statuses = responses.map((response) => response.statusCode);
    expect(statuses.filter((status) => status === 201)).toHaveLength(1);
    expect(statuses.filter((status) => status === 409)).toHaveLength(9);
    expect((await d.get(`/api/batches/${batch.code}`)).json().birds.dead).toBe(10);
  });

  it("sells a batch's birds once when 40 sales of 25 race for its 1,000 birds", async () => {
    const responses = await Promise.all(
      Array.from({ length: 40 }, (_, index) =>
        d.create('/api/sales', {
          date: daysAgo(1),
          batchCode: 'B001',
          traderCode: index % 2 === 0 ? 'T001' : 'T002',
          weightMilli: kg(45),
          ratePaise: 12_000,
          birds: 25,
        }),
      ),
    );
    const statuses = responses.map((response) => response.statusCode);
    expect(statuses.filter((status) => status === 201)).toHaveLength(40);
    const more = await d.create('/api/sales', {
      date: daysAgo(1),
      batchCode: 'B001',
      traderCode: 'T001',
      weightMilli: kg(2),
      ratePaise: 12_000,
      birds: 1,
    });
    expectStatus(more, 409);
    const batch = (await d.get('/api/batches/B001')).json();
    expect(batch).toMatchObject({ status: 'sold-out', birds: { sold: 1_000, alive: 0 } });
  });

  it("never collects more than a sale's amount when 30 collections race for it", async () => {
    const [sale] = (await d.get('/api/sales?trader=T001&size=10')).json().rows as {
      code: string;
      amountPaise: number;
    }[];
    if (!sale) throw new Error('no sale to collect against');
    const part = Math.ceil(sale.amountPaise / 10);
    const responses = await Promise.all(
      Array.from({ length: 30 }, () =>
        d.create('/api/collections', {
          date: daysAgo(0),
          traderCode: 'T001',
          saleCode: sale.code,
          amountPaise: part,
          mode: 'cash',
          bankAccountCode: '',
          chequeNumber: '',
          chequeDate: '',
          reference: '',
          remarks: '',
          state: 'received',
        }),
      ),
    );
    const accepted = responses.filter((response) => response.statusCode === 201).length;
    expect(accepted).toBe(Math.floor(sale.amountPaise / part));
    expect(responses.every((r) => r.statusCode === 201 || r.statusCode === 409)).toBe(true);
    const after = (await d.get(`/api/sales/${sale.code}`)).json();
    expect(after.receivedPaise).toBe(accepted * part);
    expect(after.outstandingPaise).toBeGreaterThanOrEqual(0);
  });
});
