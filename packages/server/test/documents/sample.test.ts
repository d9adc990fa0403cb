import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedSampleDocuments } from '../../src/db/sample-documents.ts';
import { testDatabases } from '../databases.ts';
import { type DocumentsApp, kg, startDocumentsApp } from './helpers.ts';

describe.each(testDatabases)('the sample month of business on $kind', (kind) => {
  let d: DocumentsApp;
  beforeAll(async () => {
    d = await startDocumentsApp(kind);
    expect(await seedSampleDocuments(d.t.database.db)).toBe(true);
  });
  afterAll(() => d.t.close());

  it('is posted once, through the services', async () => {
    expect(await seedSampleDocuments(d.t.database.db)).toBe(false);
    expect((await d.get('/api/purchases')).json().total).toBe(9);
    expect((await d.get('/api/issues?size=25')).json().total).toBe(18);
    expect((await d.get('/api/growth-updates')).json().total).toBe(10);
    const transfers = (await d.get('/api/transfers')).json().rows;
    expect(transfers.map((t: { code: string; state: string }) => [t.code, t.state])).toEqual([
      ['ST002', 'pending'],
      ['ST001', 'completed'],
    ]);
  });

  it('places four batches a week apart, each open', async () => {
    const batches = (await d.get('/api/batches?status=open')).json();
    expect(
      batches.map((b: { code: string; farmCode: string; age: number }) => [
        b.code,
        b.farmCode,
        b.age,
      ]),
    ).toEqual([
      ['B004', 'FM002', 8],
      ['B003', 'FM004', 15],
      ['B002', 'FM003', 22],
      ['B001', 'FM001', 29],
    ]);
  });

  it('leaves stock the inventory report can show, with medicine below its reorder level', async () => {
    const report = (await d.get('/api/reports/inventory')).json();
    const line = (item: string, godown: string) =>
      report.lines.find(
        (l: { itemCode: string; godownCode: string }) =>
          l.itemCode === item && l.godownCode === godown,
      );
    expect(line('I001', 'G001')).toMatchObject({ quantityMilli: kg(5_000) });
    expect(line('I005', 'G001')).toMatchObject({ quantityMilli: kg(18), status: 'Low Stock' });
    expect(line('I004', 'TRANSIT')).toMatchObject({ quantityMilli: kg(800) });
    expect(report.totalValuePaise).toBeGreaterThan(0);
  });

  it('charges the farmers for what they received', async () => {
    const ramesh = await d.ledger('farmer', 'F001');
    expect(ramesh.rows.length).toBeGreaterThanOrEqual(6);
    expect(ramesh.closingBalancePaise).toBeGreaterThan(0);
    expect(ramesh.rows[0]?.particular).toMatch(/^Chicks issued IS001 \(B001\)/);
  });
});
