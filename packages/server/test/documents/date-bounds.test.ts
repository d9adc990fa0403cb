/**
 * Every date the server takes on a document lies from the books start (Settings) to today, and
 * the refusal writes both days in the Settings date format. The books start, when none was saved,
 * is 1 April of the financial year the books began in.
 */
import {
  addDays,
  type DateFormat,
  financialYearStart,
  formatDate,
  resetClock,
  type Settings,
  setClock,
  today,
} from '@pfm/shared';
import { min, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  auditLog,
  documents,
  ledgerEntries,
  purchases,
  settings,
  stockMovements,
} from '../../src/db/schema.ts';
import { seedSampleDocuments } from '../../src/seed/sample-documents.ts';
import { seedSampleData } from '../../src/seed/seed.ts';
import { getSettings } from '../../src/settings/service.ts';
import { startTestApp } from '../app.ts';
import { type TestDatabase, testDatabases } from '../databases.ts';
import { type DocumentsApp, daysAgo, expectStatus, kg, startDocumentsApp } from './helpers.ts';

const beforeBooksStart = (day: string, format: DateFormat = 'DD/MM/YYYY') =>
  `The date cannot be before the books start (${formatDate(day, format)}).`;
const afterToday = (format: DateFormat) =>
  `The date cannot be after today (${formatDate(today(), format)}).`;

const chicks = (date: string, invoiceNumber = '') => ({
  date,
  supplierCode: 'S001',
  itemCode: 'I001',
  quantityMilli: kg(5_000),
  ratePaise: 3200,
  godownCode: 'G001',
  invoiceNumber,
});

/** The settings as the app reads them, and a save of them with `changes` as an Administrator. */
const settingsOf = (d: DocumentsApp) => {
  const read = async () => (await d.get('/api/settings')).json() as Settings;
  const save = async (changes: Partial<Settings>) =>
    d.t.call({
      method: 'PUT',
      url: '/api/settings',
      cookie: d.admin,
      payload: { ...(await read()), ...changes },
    });
  return { read, save };
};

/** An app whose books start where a new database's do: none saved (the helper saves one). */
const startFresh = async (kind: TestDatabase) => {
  const d = await startDocumentsApp(kind);
  await d.t.database.db.delete(settings);
  return d;
};

describe.each(testDatabases)('document dates on $kind', (kind) => {
  describe('a purchase', () => {
    let d: DocumentsApp;
    const booksStart = financialYearStart(today());
    beforeAll(async () => {
      d = await startFresh(kind);
    });
    afterAll(() => d.t.close());

    /** How many rows a purchase writes to, so a refusal can show it wrote none. */
    const written = async () => {
      const db = d.t.database.db;
      return Promise.all(
        [documents, purchases, stockMovements, ledgerEntries].map(
          async (table) => (await db.select().from(table)).length,
        ),
      );
    };

    it('starts the books of a fresh database on 1 April of this financial year', async () => {
      expect((await settingsOf(d).read()).booksStartDate).toBe(booksStart);
    });

    it('refuses a purchase dated 0011-02-07 beside its date, writing nothing', async () => {
      const before = await written();
      const response = await d.create('/api/purchases', chicks('0011-02-07'));
      expectStatus(response, 400);
      expect(response.json().error).toMatchObject({
        code: 'validation_failed',
        message: beforeBooksStart(booksStart),
        fields: { date: beforeBooksStart(booksStart) },
      });
      expect(await written()).toEqual(before);
      expect(await d.available('G001', 'I001')).toBe(0);
      expect((await d.ledger('supplier', 'S001')).rows).toEqual([]);
    });

    it('refuses the day before the books start and takes the books start day', async () => {
      const early = await d.create('/api/purchases', chicks(addDays(booksStart, -1)));
      expectStatus(early, 400);
      expect(early.json().error.fields.date).toBe(beforeBooksStart(booksStart));
      expectStatus(await d.create('/api/purchases', chicks(booksStart, 'KH/1')), 201);
    });

    it('refuses a day after today, in the Settings date format', async () => {
      const tomorrow = chicks(daysAgo(-1), 'KH/2');
      const refused = await d.create('/api/purchases', tomorrow);
      expectStatus(refused, 400);
      expect(refused.json().error.fields.date).toBe(afterToday('DD/MM/YYYY'));
      expect(afterToday('DD/MM/YYYY')).toMatch(
        /^The date cannot be after today \(\d\d\/\d\d\/\d{4}\)\.$/,
      );

      expectStatus(await settingsOf(d).save({ dateFormat: 'MM/DD/YYYY' }), 200);
      const american = await d.create('/api/purchases', tomorrow);
      expect(american.json().error.fields.date).toBe(afterToday('MM/DD/YYYY'));
      const early = await d.create('/api/purchases', chicks('0011-02-07'));
      expect(early.json().error.fields.date).toBe(beforeBooksStart(booksStart, 'MM/DD/YYYY'));
      expectStatus(await settingsOf(d).save({ dateFormat: 'DD/MM/YYYY' }), 200);
    });

    it('refuses to save a books start after the earliest document, saving nothing', async () => {
      const { read, save } = settingsOf(d);
      const before = await read();
      const audited = (await d.t.database.db.select().from(auditLog)).length;
      const refused = await save({
        booksStartDate: addDays(booksStart, 1),
        companyName: 'Renamed',
      });
      expectStatus(refused, 400);
      expect(refused.json().error.fields).toEqual({
        booksStartDate: `The books cannot start after the earliest document, dated ${formatDate(booksStart)}.`,
      });
      expect(await read()).toEqual(before);
      expect((await d.t.database.db.select().from(auditLog)).length).toBe(audited);

      const tooEarly = await save({ booksStartDate: '1899-12-31' });
      expect(tooEarly.json().error.fields.booksStartDate).toBe(
        'The books cannot start before 01/01/1900.',
      );
      const tomorrow = await save({ booksStartDate: daysAgo(-1) });
      expect(tomorrow.json().error.fields.booksStartDate).toBe(
        `The books cannot start after today (${formatDate(today())}).`,
      );
      expect(await read()).toEqual(before);
      // Earlier is always possible: every document stays inside.
      expectStatus(await save({ booksStartDate: '1900-01-01' }), 200);
      expect((await read()).booksStartDate).toBe('1900-01-01');
    });
  });

  describe('the default books start', () => {
    let d: DocumentsApp;
    beforeAll(async () => {
      d = await startFresh(kind);
    });
    afterAll(() => d.t.close());

    /** As a database saved before there was a books start: the default applies again. */
    const forgetBooksStart = () =>
      d.t.database.db.update(settings).set({ value: sql`${settings.value} - 'booksStartDate'` });

    it('moves earlier with an older document, and with an older first user', async () => {
      const { read, save } = settingsOf(d);
      expectStatus(await save({ booksStartDate: '2020-04-01' }), 200);
      expectStatus(await d.create('/api/purchases', chicks('2025-02-10')), 201);
      await forgetBooksStart();
      expect((await read()).booksStartDate).toBe('2024-04-01');

      await d.t.addUser('founder', 'Staff', { createdAt: new Date('2023-06-01T09:00:00+05:30') });
      expect((await read()).booksStartDate).toBe('2023-04-01');
      // The refusal speaks of the default too.
      const early = await d.create('/api/purchases', chicks('2023-03-31'));
      expect(early.json().error.fields.date).toBe(beforeBooksStart('2023-04-01'));
    });

    it('keeps a seeded sample inside, even when its oldest flock is in the last financial year', async () => {
      // 10 May 2027: the oldest sample documents (101 days back) are dated January 2027.
      setClock(new Date('2027-05-10T06:30:00Z'));
      const t = await startTestApp(kind);
      try {
        const db = t.database.db;
        await seedSampleData(db);
        expect(await seedSampleDocuments(db)).toBe(true);
        const [earliest] = await db.select({ date: min(documents.date) }).from(documents);
        expect(earliest?.date).toBe(addDays(today(), -101));
        const { booksStartDate } = await getSettings(db);
        expect(booksStartDate).toBe('2026-04-01');
        expect(booksStartDate <= (earliest?.date as string)).toBe(true);
      } finally {
        resetClock();
        await t.close();
      }
    });
  });

  describe('the other documents', () => {
    let d: DocumentsApp;
    const booksStart = daysAgo(30);
    const dayBefore = daysAgo(31);
    beforeAll(async () => {
      d = await startDocumentsApp(kind);
      expectStatus(await settingsOf(d).save({ booksStartDate: booksStart }), 200);
      expectStatus(await d.create('/api/purchases', chicks(daysAgo(20))), 201);
      // B001 on FM001: 3,000 chicks placed 15 days ago.
      expectStatus(
        await d.create('/api/issues', {
          farmCode: 'FM001',
          itemCode: 'I001',
          godownCode: 'G001',
          quantityMilli: kg(3_000),
          date: daysAgo(15),
        }),
        201,
      );
    });
    afterAll(() => d.t.close());

    it('bounds a sale and a growth update', async () => {
      const sale = (date: string) =>
        d.create('/api/sales', {
          date,
          batchCode: 'B001',
          traderCode: 'T001',
          weightMilli: kg(1_600),
          ratePaise: 11_850,
          birds: 1_000,
        });
      const early = await sale(dayBefore);
      expectStatus(early, 400);
      expect(early.json().error.fields.date).toBe(beforeBooksStart(booksStart));
      expectStatus(await sale(daysAgo(2)), 201);

      const growth = await d.create('/api/growth-updates', {
        date: dayBefore,
        batchCode: 'B001',
        week: 1,
        averageWeightG: 180,
        mortality: 10,
        feedMilli: kg(100),
      });
      expectStatus(growth, 400);
      expect(growth.json().error.fields.date).toBe(beforeBooksStart(booksStart));
    });

    it('bounds the day a pending voucher is paid; refused, it stays pending', async () => {
      const voucher = await d.create('/api/payments', {
        date: booksStart,
        payeeType: 'other',
        payeeCode: '',
        payeeName: 'Odisha Electricity (TPCODL)',
        amountPaise: 4_250_00,
        mode: 'cash',
        bankAccountCode: '',
        chequeNumber: '',
        chequeDate: '',
        reference: '',
        purpose: 'Hatchery electricity',
        state: 'pending',
      });
      expectStatus(voucher, 201);
      const path = `/api/payments/${voucher.json().code}`;
      const pay = (date: string) =>
        d.t.call({ method: 'POST', url: `${path}/pay`, cookie: d.staff, payload: { date } });
      const early = await pay(dayBefore);
      expectStatus(early, 400);
      expect(early.json().error.fields.date).toBe(beforeBooksStart(booksStart));
      expect((await d.get(path)).json()).toMatchObject({ state: 'pending', paidOn: null });
      expectStatus(await pay(booksStart), 200);
    });
  });
});
