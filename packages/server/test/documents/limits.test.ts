import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { documents, ledgerEntries } from '../../src/db/schema.ts';
import { testDatabases } from '../databases.ts';
import { type DocumentsApp, daysAgo, expectStatus, kg, startDocumentsApp } from './helpers.ts';

/**
 * The limits of one document (decision 0032) through the API: a quantity, rate or amount past them
 * is a 400 saying the limit, never a 500, and what was refused cannot break a report later.
 */
describe.each(testDatabases)('document limits on $kind', (kind) => {
  let d: DocumentsApp;
  const purchase = (overrides: object = {}) =>
    d.create('/api/purchases', {
      date: daysAgo(3),
      supplierCode: 'S001',
      itemCode: 'I002',
      quantityMilli: kg(1_000),
      ratePaise: 4_000,
      godownCode: 'G001',
      invoiceNumber: '',
      ...overrides,
    });
  const fields = (response: { json(): unknown }) =>
    (response.json() as { error: { fields: Record<string, string> } }).error.fields;
  const purchaseCount = async () => (await d.get('/api/purchases')).json().total as number;
  const voucher = (amountPaise: number) =>
    d.create('/api/payments', {
      date: daysAgo(1),
      payeeType: 'other',
      payeeCode: '',
      payeeName: 'Odisha Transport Co.',
      amountPaise,
      mode: 'cash',
      bankAccountCode: '',
      chequeNumber: '',
      chequeDate: '',
      reference: '',
      purpose: 'Freight',
      state: 'paid',
    });

  beforeAll(async () => {
    d = await startDocumentsApp(kind);
  });
  afterAll(() => d.t.close());

  it('refuses a purchase past the quantity, rate or amount limit with a 400 that says the limit', async () => {
    const before = await purchaseCount();
    // The hardening issue's requests, which answered 500 ("Amount is too large").
    const huge = await purchase({ quantityMilli: 1e12, ratePaise: 1e9 });
    expectStatus(huge, 400);
    expect(fields(huge)).toEqual({ quantityMilli: 'The quantity can be at most 1,00,00,000.' });
    const unsafe = await purchase({ quantityMilli: kg(10_000_000), ratePaise: 9_007_200 });
    expectStatus(unsafe, 400);
    expect(fields(unsafe)).toEqual({
      ratePaise: 'The amount (quantity × rate) can be at most ₹99,99,99,999.99.',
    });
    const rate = await purchase({ ratePaise: 1e10 });
    expectStatus(rate, 400);
    expect(fields(rate)).toEqual({ ratePaise: 'The rate can be at most ₹1,00,00,000.00.' });
    expect(await purchaseCount()).toBe(before);
  });

  it('refuses a voucher of 1e21 paise as too large, and a fraction of a paisa as a fraction', async () => {
    const huge = await voucher(1e21);
    expectStatus(huge, 400);
    expect(fields(huge)).toEqual({ amountPaise: 'The amount can be at most ₹99,99,99,999.99.' });
    const fraction = await voucher(100.5);
    expectStatus(fraction, 400);
    expect(fields(fraction)).toEqual({
      amountPaise: 'Enter the amount with at most two decimals.',
    });
    expectStatus(await voucher(99_999_999_999), 201);
  });

  it('refuses purchases the size of the issue’s (9e15 paise each), so reports of every day still answer', async () => {
    // Two purchases of ₹90 lakh crore each were accepted and then broke the inventory report and
    // the dashboard for everyone, on every day between them for good.
    for (const days of [6, 4]) {
      const response = await purchase({
        date: daysAgo(days),
        quantityMilli: 1_000_000_000_000,
        ratePaise: 9_000_000,
      });
      expectStatus(response, 400);
    }
    for (const url of [
      '/api/reports/inventory',
      `/api/reports/inventory?date=${daysAgo(5)}`,
      '/api/dashboard',
    ]) {
      expectStatus(await d.get(url), 200);
    }
  });

  it('refuses an issue whose quantity × the rate in force passes the amount limit, beside the quantity', async () => {
    // B001 on FM001; 1,00,00,000 kg of starter feed bought at ₹1.00 a kg, charged at ₹1 crore a kg.
    expectStatus(
      await purchase({ itemCode: 'I001', quantityMilli: kg(1_000), ratePaise: 3_500 }),
      201,
    );
    expectStatus(await purchase({ quantityMilli: kg(10_000_000), ratePaise: 100 }), 201);
    const issue = (itemCode: string, quantityMilli: number, batchCode: string) =>
      d.create('/api/issues', {
        farmCode: 'FM001',
        itemCode,
        godownCode: 'G001',
        quantityMilli,
        date: daysAgo(2),
        batchCode,
      });
    expectStatus(await issue('I001', kg(1_000), ''), 201);
    expectStatus(
      await d.t.call({
        method: 'POST',
        url: '/api/rates',
        cookie: d.admin,
        payload: { item: 'starter', ratePaise: 1e9, effectiveFrom: daysAgo(2), unit: 'kg' },
      }),
      201,
    );
    const refused = await issue('I002', kg(10_000_000), 'B001');
    expectStatus(refused, 400);
    expect(fields(refused)).toEqual({
      quantityMilli:
        'The amount (quantity × rate ₹1,00,00,000.00 per kg) can be at most ₹99,99,99,999.99.',
    });
    expect((await d.get('/api/batches/B001')).json().inputs).toHaveLength(1);
    expectStatus(await issue('I002', kg(99), 'B001'), 201);
  });

  it('answers a total past what a number holds with a 422 that says so, never a wrong figure', async () => {
    // Standing in for some 90,000 documents at the limit: two entries of ₹50 lakh crore on S002.
    const posted = await voucher(100);
    expectStatus(posted, 201);
    const [document] = await d.t.database.db
      .select({ id: documents.id })
      .from(documents)
      .where(eq(documents.code, posted.json().code));
    for (const debitPaise of [5e15, 5e15]) {
      await d.t.database.db.insert(ledgerEntries).values({
        documentId: document?.id as number,
        accountType: 'supplier',
        accountCode: 'S002',
        date: daysAgo(1),
        particular: 'Opening balance brought in',
        detail: 'Opening balance brought in',
        debitPaise,
      });
    }
    for (const url of ['/api/ledger/supplier/S002', '/api/suppliers']) {
      const response = await d.get(url);
      expectStatus(response, 422);
      expect(response.json().error.message).toBe(
        'These figures add up to more than the app can count exactly (₹9,00,71,99,25,47,409.91).',
      );
    }
    expectStatus(await d.get('/api/ledger/supplier/S001'), 200);
  });
});
