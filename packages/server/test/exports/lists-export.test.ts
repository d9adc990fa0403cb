// Over 400 lines: every list's Excel and PDF file, compared cell by cell with rows written out by hand.
import {
  type BankAccount,
  bankAccountTypeLabels,
  type Collection,
  type Farm,
  type Farmer,
  type FeedStandard,
  formatDate,
  type Godown,
  type GrowthStandard,
  type GrowthUpdate,
  type Issue,
  type Item,
  indianStates,
  type ListPage,
  type Purchase,
  payeeTypeLabels,
  paymentModeLabels,
  type Rate,
  rateItems,
  type Sale,
  type Supplier,
  type Trader,
  type Transfer,
  today,
  type Voucher,
} from '@pfm/shared';
import type ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { godowns } from '../../src/db/schema.ts';
import { seedSampleDocuments } from '../../src/seed/sample-documents.ts';
import { testDatabases } from '../databases.ts';
import {
  type DocumentsApp,
  daysAgo,
  expectStatus,
  startDocumentsApp,
} from '../documents/helpers.ts';
import { excelDay, expectFile, pdfPages, readWorkbook, rupees, tableAfter } from './read.ts';

const [embedded] = testDatabases;

/** A cell as the workbook gives it back: text, or nothing for an empty text. */
const text = (value: string) => (value === '' ? null : value);
const milli = (value: number) => value / 1000;
const balance = (paise: number) => [
  rupees(Math.abs(paise)),
  paise > 0 ? 'Dr' : paise < 0 ? 'Cr' : null,
];
const active = { active: 'Active', inactive: 'Inactive' } as const;
const units: Record<string, string> = { piece: 'pieces', kg: 'kg', liter: 'liters', bag: 'bags' };
const modeNote = (row: { mode: string; chequeNumber: string; reference: string }) =>
  row.mode === 'cash'
    ? null
    : row.mode === 'cheque'
      ? `No. ${row.chequeNumber}`
      : text(row.reference);
/** A row as ExcelJS reads it back: it ends at its last cell with a value. */
const trimmed = (row: ExcelJS.CellValue[]) => {
  const end = row.findLastIndex((value) => value !== null && value !== undefined);
  return row.slice(0, end + 1);
};
const posted = (status: string) => (status === 'cancelled' ? 'Cancelled' : 'Posted');

/**
 * Every list the app shows with its screen's columns, and what a JSON row of the list reads as in
 * the workbook (money in rupees, quantities in units, dates as dates, status words as on screen).
 */
// biome-ignore lint/suspicious/noExplicitAny: each list maps its own row type.
type Expected = (row: any) => ExcelJS.CellValue[];
const lists: { name: string; path: string; query: string; header: string[]; expected: Expected }[] =
  [
    {
      name: 'godowns (more rows than a chunk)',
      path: '/api/godowns',
      query: '',
      header: ['ID', 'Name', 'Location', 'Capacity (kg)', 'Status'],
      expected: (g: Godown) => [g.code, g.name, g.location, g.capacityKg, active[g.status]],
    },
    {
      name: 'godowns searched and sorted',
      path: '/api/godowns',
      query: 'q=depot 01&sort=capacityKg&dir=desc',
      header: ['ID', 'Name', 'Location', 'Capacity (kg)', 'Status'],
      expected: (g: Godown) => [g.code, g.name, g.location, g.capacityKg, active[g.status]],
    },
    {
      name: 'farmers',
      path: '/api/farmers',
      query: 'sort=name&dir=desc',
      header: [
        'Farmer ID',
        'Name',
        'Contact',
        'Address',
        'Active Farms',
        'Balance',
        'Dr/Cr',
        'Status',
      ],
      expected: (f: Farmer) => [
        f.code,
        f.name,
        f.phone,
        `${f.address}, ${f.city}, ${indianStates[f.state]} ${f.pincode}`,
        f.activeFarms,
        ...balance(f.balancePaise),
        active[f.status],
      ],
    },
    {
      name: 'farms',
      path: '/api/farms',
      query: '',
      header: ['Farm ID', 'Farm Name', 'Farmer', 'Location', 'Capacity (birds)', 'Status'],
      expected: (f: Farm) => [
        f.code,
        f.name,
        `${f.farmerName} (${f.farmerCode})`,
        f.location,
        f.capacityBirds,
        active[f.status],
      ],
    },
    {
      name: 'items',
      path: '/api/items',
      query: 'sort=currentStock&dir=desc',
      header: ['Item ID', 'Item Name', 'Category', 'Unit', 'Current Stock', 'Status'],
      expected: (i: Item) => [
        i.code,
        i.name,
        { chicks: 'Chicks', feed: 'Feed', medicine: 'Medicine' }[i.category],
        { piece: 'Piece', kg: 'Kg', liter: 'Liter', bag: 'Bag' }[i.unit],
        i.currentStock,
        active[i.status],
      ],
    },
    {
      name: 'suppliers',
      path: '/api/suppliers',
      query: '',
      header: ['Supplier ID', 'Name', 'Contact', 'Address', 'Type', 'Balance', 'Dr/Cr'],
      expected: (s: Supplier) => [
        s.code,
        s.name,
        s.contact,
        s.address,
        s.type,
        ...balance(s.balancePaise),
      ],
    },
    {
      name: 'traders',
      path: '/api/traders',
      query: 'sort=avgMonthlyPurchase&dir=desc',
      header: ['Trader ID', 'Name', 'Contact', 'Address', 'Avg Purchase', 'Balance', 'Dr/Cr'],
      expected: (t: Trader) => [
        t.code,
        t.name,
        t.contact,
        t.address,
        rupees(t.avgMonthlyPurchasePaise),
        ...balance(t.balancePaise),
      ],
    },
    {
      name: 'bank accounts',
      path: '/api/bank-accounts',
      query: '',
      header: ['Account ID', 'Bank Name', 'Branch', 'Account Number', 'IFSC Code', 'Account Type'],
      expected: (b: BankAccount) => [
        b.code,
        b.bankName,
        b.branch,
        b.accountNumber,
        b.ifscCode,
        b.accountType ? bankAccountTypeLabels[b.accountType] : 'Not specified',
        active[b.status],
      ],
    },
    {
      name: 'growth standards',
      path: '/api/growth-standards',
      query: '',
      header: [
        'Week',
        'Target Weight (g)',
        'Min Weight (g)',
        'Max Weight (g)',
        'Expected Mortality',
      ],
      expected: (s: GrowthStandard) => [
        s.week,
        s.targetWeightG,
        s.minWeightG,
        s.maxWeightG,
        s.expectedMortalityPct,
      ],
    },
    {
      name: 'feed standards',
      path: '/api/feed-standards',
      query: 'q=grower',
      header: [
        'Week',
        'Feed Type',
        'Quantity per Bird per Day (g)',
        'Total per Day per 100 Birds (kg)',
      ],
      expected: (s: FeedStandard) => [
        s.week,
        s.feedType,
        s.gramsPerBirdPerDay,
        s.kgPer100BirdsPerDay,
      ],
    },
    {
      name: 'rates',
      path: '/api/rates',
      query: 'sort=status',
      header: ['Item', 'Rate', 'Unit', 'Effective From', 'Effective To', 'Status'],
      expected: (r: Rate) => [
        rateItems[r.item],
        rupees(r.ratePaise),
        { piece: 'per piece', kg: 'per kg' }[r.unit],
        excelDay(r.effectiveFrom),
        r.effectiveTo ? excelDay(r.effectiveTo) : null,
        { active: 'Active', scheduled: 'Scheduled', closed: 'Closed' }[r.status],
      ],
    },
    {
      name: 'purchases',
      path: '/api/purchases',
      query: 'sort=amount&dir=asc',
      header: [
        'Purchase ID',
        'Date',
        'Supplier',
        'Item',
        'Quantity',
        'Unit',
        'Amount',
        'Invoice No.',
      ],
      expected: (p: Purchase) => [
        p.code,
        excelDay(p.date),
        p.supplierName,
        p.itemName,
        milli(p.quantityMilli),
        units[p.unit],
        rupees(p.amountPaise),
        text(p.invoiceNumber),
        posted(p.status),
      ],
    },
    {
      name: 'issues',
      path: '/api/issues',
      query: '',
      header: ['Issue ID', 'Date', 'Farm', 'Farmer', 'Item', 'Quantity', 'Unit', 'Batch', 'Amount'],
      expected: (i: Issue) => [
        i.code,
        excelDay(i.date),
        i.farmName,
        i.farmerName,
        i.itemName,
        milli(i.quantityMilli),
        units[i.unit],
        i.batchCode,
        rupees(i.amountPaise),
        posted(i.status),
      ],
    },
    {
      name: 'transfers',
      path: '/api/transfers',
      query: '',
      header: [
        'Transfer ID',
        'Date',
        'Item',
        'Quantity',
        'Unit',
        'From',
        'To',
        'Remarks',
        'Status',
      ],
      expected: (t: Transfer) => [
        t.code,
        excelDay(t.date),
        t.itemName,
        milli(t.quantityMilli),
        units[t.unit],
        t.fromGodownName,
        t.toGodownName,
        text(t.remarks),
        t.status === 'cancelled' ? 'Cancelled' : t.state === 'pending' ? 'Pending' : 'Completed',
      ],
    },
    {
      name: 'growth updates',
      path: '/api/growth-updates',
      query: 'sort=week&dir=asc',
      header: ['Update ID', 'Date', 'Batch', 'Farmer', 'Week', 'Avg Weight (g)', 'Target (g)'],
      expected: (u: GrowthUpdate) => [
        u.code,
        excelDay(u.date),
        u.batchCode,
        u.farmerName,
        u.week,
        u.averageWeightG,
        u.targetWeightG,
        u.deviationPct,
        u.mortality,
        milli(u.feedMilli),
        u.performance
          ? { excellent: 'Excellent', good: 'Good', warning: 'Warning' }[u.performance]
          : 'No standard',
        posted(u.status),
      ],
    },
    {
      name: 'sales',
      path: '/api/sales',
      query: '',
      header: [
        'Sale ID',
        'Date',
        'Batch',
        'Farmer',
        'Trader',
        'Birds',
        'Weight (kg)',
        'Rate (per kg)',
      ],
      expected: (s: Sale) => [
        s.code,
        excelDay(s.date),
        s.batchCode,
        s.farmerName,
        s.traderName,
        s.birds,
        milli(s.weightMilli),
        rupees(s.ratePaise),
        rupees(s.amountPaise),
        s.status === 'cancelled' ? null : rupees(s.outstandingPaise),
        posted(s.status),
      ],
    },
    {
      name: 'payment vouchers',
      path: '/api/payments',
      query: '',
      header: ['Voucher ID', 'Date', 'Payee', 'Payee Type', 'Amount', 'Mode', 'Cheque / Reference'],
      expected: (v: Voucher) => [
        v.code,
        excelDay(v.date),
        v.payeeName,
        payeeTypeLabels[v.payeeType],
        rupees(v.amountPaise),
        paymentModeLabels[v.mode],
        modeNote(v),
        text(v.purpose),
        v.status === 'cancelled' ? 'Cancelled' : v.state === 'paid' ? 'Paid' : 'Pending',
      ],
    },
    {
      name: 'collections',
      path: '/api/collections',
      query: '',
      header: [
        'Collection ID',
        'Date',
        'Trader',
        'Sale Ref',
        'Amount',
        'Mode',
        'Cheque / Reference',
      ],
      expected: (c: Collection) => [
        c.code,
        excelDay(c.date),
        c.traderName,
        text(c.saleCode),
        rupees(c.amountPaise),
        paymentModeLabels[c.mode],
        modeNote(c),
        text(c.remarks),
        c.status === 'cancelled' ? 'Cancelled' : c.state === 'received' ? 'Received' : 'Pending',
      ],
    },
  ];

/** More godowns than one chunk of an export (500) and than a workbook read whole (1,000). */
const EXTRA_GODOWNS = 1_200;

/**
 * The list screens' files hold every row their JSON list answers for the same query, on every
 * page and in its order: read back with ExcelJS (values and types) and pdf.js (the text), on the
 * embedded database with the sample masters and month of documents.
 */
describe('List exports', () => {
  let d: DocumentsApp;
  beforeAll(async () => {
    if (!embedded) throw new Error('no embedded database');
    d = await startDocumentsApp(embedded);
    const db = d.t.database.db;
    await seedSampleDocuments(db);
    await db.insert(godowns).values(
      Array.from({ length: EXTRA_GODOWNS }, (_, index) => {
        const number = String(index + 1).padStart(4, '0');
        return {
          code: `G${String(index + 101).padStart(4, '0')}`,
          name: `Depot ${number}`,
          location: `Block ${index % 7}`,
          capacityKg: 1_000 + ((index * 7_919) % 50_000),
          status: index % 5 === 0 ? ('inactive' as const) : ('active' as const),
        };
      }),
    );
  });
  afterAll(() => d.t.close());

  /** Every page of a JSON list for `query`, as the screen pages through it. */
  async function everyPage<Row>(path: string, query: string): Promise<Row[]> {
    const rows: Row[] = [];
    const size = 100;
    for (let page = 1; ; page++) {
      const response = await d.get(`${path}?${query}&page=${page}&size=${size}`);
      expectStatus(response, 200);
      const body = response.json() as ListPage<Row>;
      rows.push(...body.rows);
      if (body.rows.length < size || rows.length >= body.total) return rows;
    }
  }

  async function workbookBody(path: string, query: string, header: string[]) {
    const response = await d.get(`${path}/export/xlsx${query ? `?${query}` : ''}`);
    expectStatus(response, 200);
    const [sheet, ...others] = await readWorkbook(response.rawPayload);
    expect(others).toEqual([]);
    if (!sheet) throw new Error('no sheet');
    const { headerRow, body } = tableAfter(sheet, header);
    expect(sheet.frozenRows).toBe(headerRow);
    const titles = sheet.rows.slice(0, headerRow - 1).map((row) => String(row.values[0] ?? ''));
    return { response, sheet, body, titles, headerRow };
  }

  it.each(lists)(
    'writes every row of the $name list, in its order, with numbers and dates typed',
    async ({ path, query, header, expected }) => {
      const rows = await everyPage(path, query);
      expect(rows.length).toBeGreaterThan(0);
      const { body } = await workbookBody(path, query, header);
      expect(body).toEqual(rows.map((row) => trimmed(expected(row))));
    },
  );

  it('holds more godowns than a page, a chunk and a workbook read whole', async () => {
    const { body } = await workbookBody('/api/godowns', '', ['ID', 'Name']);
    expect(body.length).toBe(EXTRA_GODOWNS + 3);
    expect(body.slice(0, 4).map((row) => row[0])).toEqual(['G001', 'G002', 'G003', 'G0101']);
    expect(body.at(-1)?.[0]).toBe(`G${EXTRA_GODOWNS + 100}`);

    // The PDF counts its pages from the rows counted before it draws: every page is numbered of
    // the right total, and the last godown is on the last page.
    const pages = await pdfPages((await d.get('/api/godowns/export/pdf')).rawPayload);
    expect(pages.length).toBeGreaterThan(10);
    pages.forEach((page, index) => {
      expect(page).toContain(`Page ${index + 1} of ${pages.length}`);
    });
    expect(pages.at(-1)).toContain(`G${EXTRA_GODOWNS + 100}`);
  });

  it('exports only the rows a search matches, and names the file and the filter after it', async () => {
    const all = await everyPage<Farmer>('/api/farmers', '');
    const matching = await everyPage<Farmer>('/api/farmers', 'q=sahoo');
    expect(matching.length).toBeGreaterThan(0);
    expect(matching.length).toBeLessThan(all.length);
    const { response, body, titles } = await workbookBody('/api/farmers', 'q=sahoo', [
      'Farmer ID',
      'Name',
    ]);
    expectFile(response, 'xlsx', 'farmers-search-sahoo');
    expect(body.map((row) => row[0])).toEqual(matching.map((farmer) => farmer.code));
    for (const row of body) expect(row.join(' ').toLowerCase()).toContain('sahoo');
    expect(titles).toContain('Farmer Registration');
    expect(titles).toContain('Search: sahoo');
    expect(titles).toContain('Sorted by: Farmer ID, ascending');
  });

  it('words a transaction list’s filters as its filter bar and names the file by them', async () => {
    const from = daysAgo(40);
    const to = today();
    const query = `supplier=S001&from=${from}&to=${to}&status=posted`;
    const matching = await everyPage<Purchase>('/api/purchases', query);
    const all = await everyPage<Purchase>('/api/purchases', '');
    expect(matching.length).toBeGreaterThan(0);
    expect(matching.length).toBeLessThan(all.length);
    const { response, body, titles } = await workbookBody('/api/purchases', query, ['Purchase ID']);
    expectFile(response, 'xlsx', `purchases-S001-posted-${from}-to-${to}`);
    expect(body.map((row) => row[0])).toEqual(matching.map((purchase) => purchase.code));
    const supplier = matching[0]?.supplierName;
    for (const row of body) expect(row[2]).toBe(supplier);
    expect(titles).toContain('Purchase');
    expect(titles).toContain(
      `Dates: ${formatDate(from, 'DD/MM/YYYY')} to ${formatDate(to, 'DD/MM/YYYY')}`,
    );
    expect(titles).toContain(`Supplier: S001 · ${supplier}`);
    expect(titles).toContain('Item: All items');
    expect(titles).toContain('Status: Posted');
    expect(titles).toContain('Sorted by: Date, descending');

    // Without dates the file is named for the day it was made.
    expectFile(await d.get('/api/purchases/export/pdf'), 'pdf', `purchases-${today()}`);

    // A batch as its picker shows it, and a choice in its words.
    const updates = await everyPage<GrowthUpdate>(
      '/api/growth-updates',
      'batch=B001&performance=excellent',
    );
    expect(updates.length).toBeGreaterThan(0);
    const growth = await workbookBody('/api/growth-updates', 'batch=B001&performance=excellent', [
      'Update ID',
    ]);
    expectFile(growth.response, 'xlsx', `growth-updates-B001-excellent-${today()}`);
    expect(growth.body.map((row) => row[0])).toEqual(updates.map((update) => update.code));
    expect(growth.titles).toContain(`Batch: B001 · ${updates[0]?.farmName}`);
    expect(growth.titles).toContain('Performance: Excellent');
    expect(growth.titles).toContain('Dates: All dates');
  });

  it.each([
    { path: '/api/farmers', title: 'Farmer Registration' },
    { path: '/api/sales', title: 'Sale' },
  ])('writes a PDF of $path with every row’s code', async ({ path, title }) => {
    const rows = await everyPage<{ code: string }>(path, '');
    const response = await d.get(`${path}/export/pdf`);
    expectStatus(response, 200);
    expect(response.headers['content-type']).toBe('application/pdf');
    const pages = await pdfPages(response.rawPayload);
    const textOf = pages.join('\n');
    expect(pages[0]).toContain('Sai Poultry Integration');
    expect(pages[0]).toContain(title);
    expect(pages.at(-1)).toContain(`Page ${pages.length} of ${pages.length}`);
    for (const row of rows) expect(textOf).toContain(row.code);
  });

  it('is not taken for a record: /export/pdf is the file, /F001 the farmer', async () => {
    const file = await d.get('/api/farmers/export/pdf');
    expectStatus(file, 200);
    expect(file.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    const farmer = await d.get('/api/farmers/F001');
    expectStatus(farmer, 200);
    expect(farmer.json().code).toBe('F001');
    const purchases = await d.get('/api/purchases/export/xlsx');
    expectStatus(purchases, 200);
    expect(purchases.headers['content-type']).toContain('spreadsheetml');
  });

  it('refuses a bad query with JSON before any byte of a file, and a caller not signed in', async () => {
    for (const url of [
      '/api/farmers/export/xlsx?page=2',
      '/api/farmers/export/xlsx?size=100',
      '/api/farmers/export/pdf?sort=balance',
      '/api/godowns/export/pdf?colour=red',
      `/api/purchases/export/xlsx?from=${today()}&to=${daysAgo(3)}`,
      '/api/payments/export/pdf?state=lost',
    ]) {
      const bad = await d.get(url);
      expect(bad.statusCode, url).toBe(400);
      expect(bad.headers['content-type'], url).toContain('application/json');
    }
    expect((await d.get('/api/farmers/export/csv')).statusCode).toBe(404);
    const anonymous = await d.t.call({ method: 'GET', url: '/api/farmers/export/xlsx' });
    expect(anonymous.statusCode).toBe(401);
  });
});
