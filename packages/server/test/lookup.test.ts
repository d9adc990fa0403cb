import {
  apiPaths,
  LOOKUP_LIMIT,
  type LookupKind,
  type LookupResult,
  lookupAnswerSchema,
  lookupKinds,
} from '@pfm/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { farmers, traders } from '../src/db/schema.ts';
import type { RouteEntry } from '../src/http/access.ts';
import { lookup, lookupReadRoutes, readableKinds } from '../src/lookup/service.ts';
import { seedSampleDocuments } from '../src/seed/sample-documents.ts';
import { sampleFarmers } from '../src/seed/seed.ts';
import { testDatabases } from './databases.ts';
import { type DocumentsApp, expectStatus, startDocumentsApp } from './documents/helpers.ts';

/** One record of each kind in the sample month, by the code the jump box is typed with. */
const oneOfEach: Record<LookupKind, string> = {
  godown: 'G001',
  farmer: 'F001',
  farm: 'FM001',
  item: 'I001',
  supplier: 'S001',
  trader: 'T001',
  bankAccount: 'BK001',
  batch: 'B002',
  purchase: 'P001',
  issue: 'IS001',
  transfer: 'ST001',
  growthUpdate: 'GU001',
  sale: 'SL001',
  payment: 'PV001',
  collection: 'PC001',
  settlement: 'FS001',
};

describe.each(testDatabases)('the jump box lookup on $kind', (kind) => {
  let d: DocumentsApp;
  /** The answer to `q` for a cookie (Staff unless given), checked against the shared schema. */
  const find = async (q: string, cookie?: string): Promise<LookupResult[]> => {
    const response = await d.get(`${apiPaths.lookup}?${new URLSearchParams({ q })}`, cookie);
    expectStatus(response, 200);
    return lookupAnswerSchema.parse(response.json()).results;
  };
  const codes = (results: LookupResult[]) => results.map((result) => result.code);

  beforeAll(async () => {
    d = await startDocumentsApp(kind);
    expect(await seedSampleDocuments(d.t.database.db)).toBe(true);
    const db = d.t.database.db;
    // Codes that start with F001 (the server would reach them after 1,000 farmers) and names
    // holding a code and LIKE's wildcards, written directly like the sample data.
    const [template] = sampleFarmers;
    await db.insert(farmers).values(
      ['F0010', 'F0011'].map((code, index) => ({
        ...template,
        code,
        name: `Farmer ${code}`,
        accountNumber: `99000000000${index}`,
      })),
    );
    await db.insert(traders).values([
      { code: 'T900', name: 'F001 Chicken Mart', contact: '9000000001', address: 'Puri' },
      { code: 'T901', name: '100% Broilers', contact: '9000000002', address: 'Puri' },
      { code: 'T902', name: 'Back\\slash Poultry', contact: '9000000003', address: 'Puri' },
    ]);
  });
  afterAll(() => d.t.close());

  it('finds one record of every kind by its code, with its kind, title and subtitle', async () => {
    for (const [kindOf, code] of Object.entries(oneOfEach)) {
      const [first] = await find(code);
      expect(first, code).toMatchObject({ kind: kindOf, code });
      expect(first?.title, code).not.toBe('');
    }
    expect(await find('F001')).toContainEqual({
      kind: 'farmer',
      code: 'F001',
      title: 'Ramesh Sahoo',
      subtitle: 'Khurda · 9437012345',
    });
    // A settlement names its batch, where the app opens it; a document's subtitle ends with its date.
    const [settlement] = await find('FS001');
    expect(settlement).toMatchObject({ title: 'Settlement of B004', batchCode: 'B004' });
    const [sale] = await find('SL002');
    expect(sale).toMatchObject({
      kind: 'sale',
      title: 'Sale to Maa Tarini Traders',
      batchCode: 'B004',
    });
    expect(sale?.subtitle).toMatch(/^B004 · Sahoo Farm II · \d{2}\/\d{2}\/\d{4}$/);
  });

  it('puts the exact code first, then codes that start with the text, then names', async () => {
    const results = await find('F001');
    expect(results.map((result) => [result.kind, result.code])).toEqual([
      ['farmer', 'F001'],
      ['farmer', 'F0010'],
      ['farmer', 'F0011'],
      ['trader', 'T900'],
    ]);
    // Case does not matter, nor spaces around the text.
    expect(codes(await find('  f001 '))).toEqual(['F001', 'F0010', 'F0011', 'T900']);
    // Codes that start with the text come by number, whatever their kind: F001… before FM001….
    const prefixed = codes(await find('F'));
    expect(prefixed.slice(0, 3)).toEqual(['F001', 'F002', 'F003']);
    expect(prefixed.indexOf('F0010')).toBeGreaterThan(prefixed.indexOf('F003'));
  });

  it('finds names containing the text, masters before documents, at most LOOKUP_LIMIT', async () => {
    const results = await find('sahoo');
    expect(results).toHaveLength(LOOKUP_LIMIT);
    expect(results.slice(0, 3).map((result) => [result.kind, result.code])).toEqual([
      ['farmer', 'F001'],
      ['farm', 'FM001'],
      ['farm', 'FM002'],
    ]);
    const order = results.map((result) => lookupKinds.indexOf(result.kind));
    expect(order).toEqual([...order].sort((a, b) => a - b));
    // A trader's documents are found by the trader's name.
    const trader = await find('Maa Tarini');
    expect(trader[0]).toMatchObject({ kind: 'trader', code: 'T002' });
    expect(trader.slice(1).every((result) => ['sale', 'collection'].includes(result.kind))).toBe(
      true,
    );
  });

  it("reads LIKE's wildcards in the text as themselves", async () => {
    // Unescaped, each would match (nearly) every record.
    expect(await find('_')).toEqual([]);
    expect(await find('F_01')).toEqual([]);
    expect(await find('F%1')).toEqual([]);
    expect(codes(await find('%'))).toEqual(['T901']);
    expect(codes(await find('100%'))).toEqual(['T901']);
    expect(codes(await find('\\'))).toEqual(['T902']);
    expect(await find('\\%')).toEqual([]);
  });

  it('refuses an empty or too long text with the shared messages', async () => {
    for (const query of ['', 'q=', 'q=%20%20']) {
      const response = await d.get(`${apiPaths.lookup}${query ? `?${query}` : ''}`);
      expectStatus(response, 400);
      expect(response.json().error.fields).toEqual({ q: 'Type a code or a name.' });
    }
    const long = await d.get(`${apiPaths.lookup}?q=${'x'.repeat(61)}`);
    expectStatus(long, 400);
    expect(long.json().error.fields).toEqual({ q: 'Use at most 60 characters.' });
    expect(await find('x'.repeat(60))).toEqual([]);
    const unknown = await d.get(`${apiPaths.lookup}?q=F001&kind=farmer`);
    expectStatus(unknown, 400);
  });

  it('answers 401 to a caller who is not signed in', async () => {
    const response = await d.t.call({ method: 'GET', url: `${apiPaths.lookup}?q=F001` });
    expectStatus(response, 401);
    expect(response.json().error.code).toBe('unauthenticated');
  });

  it('finds for Staff every kind Staff may list, as for an Administrator', async () => {
    const table = d.t.app.routeTable;
    // Every kind has the read route that decides who may find it.
    for (const kindOf of lookupKinds) {
      expect(
        table.some((route) => route.method === 'GET' && route.url === lookupReadRoutes[kindOf]),
        kindOf,
      ).toBe(true);
    }
    expect(readableKinds('Staff', table)).toEqual([...lookupKinds]);
    for (const q of ['F001', 'sahoo', 'B00', 'P0']) {
      expect(await find(q, d.staff)).toEqual(await find(q, d.admin));
    }
  });

  it('never finds for a role a kind whose list it may not read', async () => {
    // The real table as if farmers and sales were for Administrators only.
    const restricted: RouteEntry[] = d.t.app.routeTable.map((route) =>
      ([apiPaths.farmers, apiPaths.sales] as string[]).includes(route.url) && route.method === 'GET'
        ? { ...route, access: 'administrator' }
        : route,
    );
    const staffKinds = readableKinds('Staff', restricted);
    expect(staffKinds).not.toContain('farmer');
    expect(staffKinds).not.toContain('sale');
    expect(readableKinds('Administrator', restricted)).toEqual([...lookupKinds]);
    const db = d.t.database.db;
    const staffSees = (await lookup(db, 'Sahoo', staffKinds)).results;
    expect(staffSees.length).toBeGreaterThan(0);
    expect(staffSees.some((result) => ['farmer', 'sale'].includes(result.kind))).toBe(false);
    expect((await lookup(db, 'F001', staffKinds)).results.map((r) => r.code)).toEqual(['T900']);
    expect((await lookup(db, 'SL001', staffKinds)).results).toEqual([]);
    // A kind whose read route is gone is found by nobody.
    const withoutBanks = d.t.app.routeTable.filter((route) => route.url !== apiPaths.bankAccounts);
    expect(readableKinds('Administrator', withoutBanks)).not.toContain('bankAccount');
    expect((await lookup(db, 'BK001', [])).results).toEqual([]);
  });

  it('says a cancelled document is cancelled, and writes dates in the Settings format', async () => {
    const [update] = await find('GU020');
    expect(update?.subtitle).not.toMatch(/Cancelled/);
    expectStatus(await d.cancel(`${apiPaths.growthUpdates}/GU020`), 200);
    const [cancelled] = await find('GU020');
    expect(cancelled?.subtitle).toMatch(/ · Cancelled$/);

    const settings = (await d.get(apiPaths.settings, d.admin)).json();
    expectStatus(
      await d.t.call({
        method: 'PUT',
        url: apiPaths.settings,
        cookie: d.admin,
        payload: { ...settings, dateFormat: 'YYYY-MM-DD' },
      }),
      200,
    );
    const [batch] = await find('B002');
    expect(batch?.subtitle).toMatch(/ · placed \d{4}-\d{2}-\d{2}$/);
  });
});
