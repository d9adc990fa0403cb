import { addDays, today } from '@pfm/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedSampleDocuments } from '../../src/seed/sample-documents.ts';
import { testDatabases } from '../databases.ts';
import { expectBooksInStep } from './books-check.ts';
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
    expect((await d.get('/api/purchases')).json().total).toBe(14);
    expect((await d.get('/api/issues?size=25')).json().total).toBe(28);
    expect((await d.get('/api/growth-updates')).json().total).toBe(20);
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
      ['B006', 'FM002', 8],
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

  it('keeps the books in step: debits equal credits, the inventory account is the stock’s value', async () => {
    const days = [0, 1, 2, 3, 5, 8, 12, 16, 20, 29, 32, 60, 101].map((back) =>
      addDays(today(), -back),
    );
    await expectBooksInStep(d.t.database.db, days);
  });

  it('charges the farmers for what they received', async () => {
    const ramesh = await d.ledger('farmer', 'F001');
    expect(ramesh.rows.length).toBeGreaterThanOrEqual(6);
    expect(ramesh.closingBalancePaise).toBeGreaterThan(0);
    // His earliest flock, on Sahoo Farm II 100 days ago, comes first.
    expect(ramesh.rows[0]?.particular).toMatch(/^Chicks issued IS\d+ \(B004\)/);
  });

  it('settles one earlier flock (paid) and leaves one sold out, waiting for its settlement', async () => {
    const farmBatches = (await d.get('/api/batches?farm=FM002')).json();
    expect(farmBatches.map((b: { code: string; status: string }) => [b.code, b.status])).toEqual([
      ['B006', 'open'],
      ['B005', 'sold-out'],
      ['B004', 'settled'],
    ]);
    const settled = (await d.get('/api/settlements/FS001')).json();
    expect(settled).toMatchObject({ batchCode: 'B004', status: 'posted', birds: { shortage: 22 } });
    expect(settled.netPayablePaise).toBeGreaterThan(0);
    const ramesh = await d.ledger('farmer', 'F001');
    const paid = ramesh.rows.find((row) => row.particular.includes('Settlement FS001 of B004'));
    expect(paid?.debitPaise).toBe(settled.netPayablePaise);
    const waiting = (await d.get('/api/settlements/preview/B005')).json();
    expect(waiting.birds).toEqual({ placed: 2_800, dead: 95, sold: 2_705, shortage: 0 });
    expect((await d.get('/api/dashboard')).json().pendingSettlements).toBe(1);
    const report = (await d.get('/api/reports/settlement?farmer=F001')).json();
    expect(report.batches.map((b: { batchCode: string }) => b.batchCode)).toEqual([
      'B006',
      'B005',
      'B004',
      'B001',
    ]);
  });
});
