import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testDatabases } from '../databases.ts';
import { type DocumentsApp, daysAgo, expectStatus, kg, startDocumentsApp } from './helpers.ts';

describe.each(testDatabases)('purchases on $kind', (kind) => {
  let d: DocumentsApp;
  beforeAll(async () => {
    d = await startDocumentsApp(kind);
  });
  afterAll(() => d.t.close());

  const feed = (overrides: object = {}) => ({
    date: daysAgo(10),
    supplierCode: 'S002',
    itemCode: 'I002',
    quantityMilli: kg(1000),
    ratePaise: 3850,
    godownCode: 'G001',
    invoiceNumber: 'UF-1001',
    ...overrides,
  });

  it('records a purchase (Staff may): stock in, supplier credited, code P001', async () => {
    const response = await d.create('/api/purchases', feed());
    expectStatus(response, 201);
    const purchase = response.json();
    expect(purchase).toMatchObject({
      code: 'P001',
      status: 'posted',
      supplierName: 'Utkal Feeds Pvt Ltd',
      itemName: 'Broiler Starter Feed',
      quantityMilli: 1_000_000,
      ratePaise: 3850,
      amountPaise: 38_50_000,
      createdBy: 'ravi',
    });
    expect(purchase.postings.stock).toEqual([
      expect.objectContaining({ godownCode: 'G001', itemCode: 'I002', quantityMilli: 1_000_000 }),
    ]);
    // Debits equal credits: the stock account against the supplier.
    const debits = purchase.postings.ledger.reduce(
      (s: number, e: { debitPaise: number }) => s + e.debitPaise,
      0,
    );
    const credits = purchase.postings.ledger.reduce(
      (s: number, e: { creditPaise: number }) => s + e.creditPaise,
      0,
    );
    expect(debits).toBe(credits);
    expect(await d.available('G001', 'I002')).toBe(1_000_000);
    const supplier = await d.ledger('supplier', 'S002');
    expect(supplier.closingBalancePaise).toBe(-38_50_000);
    expect(supplier.rows[0]?.particular).toBe(
      'Purchase P001: Broiler Starter Feed, 1,000 kg, invoice UF-1001',
    );
  });

  it('computes the amount exactly to the paisa (rate × quantity, half away from zero)', async () => {
    const response = await d.create(
      '/api/purchases',
      feed({ quantityMilli: 12_345, ratePaise: 4250, invoiceNumber: '' }),
    );
    expectStatus(response, 201);
    expect(response.json().amountPaise).toBe(52_466);
  });

  it('refuses an invoice number a supplier already used, beside the field', async () => {
    const response = await d.create('/api/purchases', feed({ invoiceNumber: 'uf-1001' }));
    expectStatus(response, 409);
    expect(response.json().error.fields.invoiceNumber).toBe(
      'Invoice uf-1001 of Utkal Feeds Pvt Ltd is already recorded as P001.',
    );
  });

  it('refuses a date after today and quantities that do not fit the unit', async () => {
    const future = await d.create(
      '/api/purchases',
      feed({ date: daysAgo(-1), invoiceNumber: 'X1' }),
    );
    expectStatus(future, 400);
    expect(future.json().error.fields.date).toMatch(/^The date cannot be after today/);
    const halfChick = await d.create(
      '/api/purchases',
      feed({ itemCode: 'I001', quantityMilli: 1500, invoiceNumber: 'X2' }),
    );
    expectStatus(halfChick, 400);
    expect(halfChick.json().error.fields.quantityMilli).toBe(
      'Day Old Chicks is counted in whole pieces.',
    );
    const unknown = await d.create(
      '/api/purchases',
      feed({ supplierCode: 'S999', invoiceNumber: 'X3' }),
    );
    expectStatus(unknown, 400);
    expect(unknown.json().error.fields.supplierCode).toBe('There is no supplier S999.');
  });

  it('lists with search, filters, date range and paging, newest first', async () => {
    await d.create(
      '/api/purchases',
      feed({
        supplierCode: 'S001',
        itemCode: 'I001',
        quantityMilli: kg(500),
        ratePaise: 3200,
        invoiceNumber: 'KH-1',
        date: daysAgo(3),
      }),
    );
    const all = (await d.get('/api/purchases')).json();
    expect(all.total).toBe(3);
    expect(all.rows[0].code).toBe('P003');
    expect(
      (await d.get('/api/purchases?q=kalinga')).json().rows.map((r: { code: string }) => r.code),
    ).toEqual(['P003']);
    expect((await d.get('/api/purchases?supplier=S002&size=10')).json().total).toBe(2);
    expect((await d.get(`/api/purchases?from=${daysAgo(5)}`)).json().total).toBe(1);
    expect((await d.get('/api/purchases?sort=amount&dir=asc')).json().rows[0].code).toBe('P002');
    const backwards = await d.get(`/api/purchases?from=${daysAgo(1)}&to=${daysAgo(5)}`);
    expectStatus(backwards, 400);
  });

  it('lets only an Administrator cancel, with a reason; the reversal is dated today', async () => {
    expectStatus(await d.cancel('/api/purchases/P003', 'Wrong supplier', d.staff), 403);
    expectStatus(await d.cancel('/api/purchases/P003', ''), 400);
    const cancelled = await d.cancel('/api/purchases/P003', 'Entered twice');
    expectStatus(cancelled, 200);
    expect(cancelled.json()).toMatchObject({
      status: 'cancelled',
      cancelledBy: 'asha',
      cancelReason: 'Entered twice',
    });
    expect(
      cancelled
        .json()
        .postings.stock.map((m: { quantityMilli: number; reversal: boolean }) => [
          m.quantityMilli,
          m.reversal,
        ]),
    ).toEqual([
      [500_000, false],
      [-500_000, true],
    ]);
    expect(await d.available('G001', 'I001')).toBe(0);
    expect((await d.ledger('supplier', 'S001')).closingBalancePaise).toBe(0);
    const again = await d.cancel('/api/purchases/P003');
    expectStatus(again, 409);
    expect(again.json().error.message).toMatch(
      /^P003 was already cancelled on \d\d\/\d\d\/\d{4}\.$/,
    );
    // The cancelled purchase's invoice number can be entered again, corrected.
    expectStatus(
      await d.create(
        '/api/purchases',
        feed({
          supplierCode: 'S001',
          itemCode: 'I001',
          quantityMilli: kg(400),
          ratePaise: 3200,
          invoiceNumber: 'KH-1',
          date: daysAgo(3),
        }),
      ),
      201,
    );
  });

  it('refuses a cancellation that would leave less stock than was issued since', async () => {
    const issued = await d.create('/api/issues', {
      farmCode: 'FM001',
      itemCode: 'I001',
      godownCode: 'G001',
      quantityMilli: kg(300),
      date: daysAgo(2),
    });
    expectStatus(issued, 201);
    const refused = await d.cancel('/api/purchases/P004');
    expectStatus(refused, 409);
    expect(refused.json().error.message).toMatch(
      /^Only 100 pieces of Day Old Chicks in Main Warehouse on/,
    );
    expect((await d.get('/api/purchases/P004')).json().status).toBe('posted');
  });

  it('keeps a supplier, item or godown with purchases from being deleted', async () => {
    expectStatus(
      await d.create(
        '/api/purchases',
        feed({ godownCode: 'G003', invoiceNumber: 'UF-G3', quantityMilli: kg(1) }),
      ),
      201,
    );
    for (const [url, message] of [
      [
        '/api/suppliers/S002',
        'This supplier has purchases (cancelled ones count too), so it cannot be deleted.',
      ],
      [
        '/api/godowns/G003',
        'This godown has purchases (cancelled ones count too), so it cannot be deleted.',
      ],
      [
        '/api/items/I002',
        'This item has purchases (cancelled ones count too), so it cannot be deleted.',
      ],
    ] as const) {
      const response = await d.t.call({ method: 'DELETE', url, cookie: d.admin });
      expectStatus(response, 409);
      expect(response.json().error.message).toBe(message);
    }
  });

  describe('a create with an Idempotency-Key', () => {
    it('answers a repeat with the same result, and creates one purchase', async () => {
      const before = (await d.get('/api/purchases')).json().total;
      const body = feed({ invoiceNumber: 'UF-IDEM', quantityMilli: kg(10) });
      const first = await d.create('/api/purchases', body, { key: 'form-0001-aaaa' });
      const again = await d.create('/api/purchases', body, { key: 'form-0001-aaaa' });
      expectStatus(first, 201);
      expectStatus(again, 201);
      expect(again.json()).toEqual(first.json());
      expect(again.headers['idempotent-replay']).toBe('true');
      expect((await d.get('/api/purchases')).json().total).toBe(before + 1);
    });

    it('refuses the same key with another body (422) and a create without a key (400)', async () => {
      const other = await d.create('/api/purchases', feed({ invoiceNumber: 'UF-OTHER' }), {
        key: 'form-0001-aaaa',
      });
      expectStatus(other, 422);
      const none = await d.create('/api/purchases', feed({ invoiceNumber: 'UF-NONE' }), {
        key: null,
      });
      expectStatus(none, 400);
      expect(none.json().error.message).toMatch(/^Send an Idempotency-Key header/);
    });

    it('lets a refused form be corrected and sent again with its key', async () => {
      const refused = await d.create('/api/purchases', feed({ invoiceNumber: 'UF-1001' }), {
        key: 'form-0002-bbbb',
      });
      expectStatus(refused, 409);
      const corrected = await d.create('/api/purchases', feed({ invoiceNumber: 'UF-1002' }), {
        key: 'form-0002-bbbb',
      });
      expectStatus(corrected, 201);
    });

    it('answers 409 while the first request with the key is still running', async () => {
      const body = feed({ invoiceNumber: 'UF-SLOW', quantityMilli: kg(1) });
      const [a, b] = await Promise.all([
        d.create('/api/purchases', body, { key: 'form-0003-cccc' }),
        d.create('/api/purchases', body, { key: 'form-0003-cccc' }),
      ]);
      const statuses = [a.statusCode, b.statusCode].sort();
      // Either the second saw the first in flight (409), or it came after and was answered again.
      expect([
        [201, 409],
        [201, 201],
      ]).toContainEqual(statuses);
      const created = (await d.get('/api/purchases?q=UF-SLOW')).json();
      expect(created.total).toBe(1);
    });
  });
});
