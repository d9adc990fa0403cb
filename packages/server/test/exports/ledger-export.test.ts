import { EventEmitter } from 'node:events';
import type { Writable } from 'node:stream';
import {
  amountInWords,
  apiPaths,
  formatDate,
  formatMoney,
  type Statement,
  type StatementRow,
} from '@pfm/shared';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readerOf } from '../../src/ledger/routes.ts';
import { statementEntries, statementHead } from '../../src/ledger/statement.ts';
import { statementExport } from '../../src/ledger/statement-export.ts';
import { seedSampleDocuments } from '../../src/seed/sample-documents.ts';
import { testDatabases } from '../databases.ts';
import {
  type DocumentsApp,
  daysAgo,
  expectStatus,
  startDocumentsApp,
} from '../documents/helpers.ts';
import { excelDay, expectFile, pdfPages, readWorkbook, rupees, tableAfter } from './read.ts';

const [embedded, postgres] = testDatabases;

const HEADER = ['Date', 'Document', 'Particular', 'Debit', 'Credit', 'Balance', 'Dr/Cr'];
const side = (paise: number) => (paise > 0 ? 'Dr' : paise < 0 ? 'Cr' : null);
const amount = (paise: number) => (paise === 0 ? null : rupees(paise));
const words = (row: StatementRow) =>
  row.reversal
    ? `Reversal · ${row.particular}`
    : row.cancelled
      ? `Cancelled · ${row.particular}`
      : row.particular;

/** Every page of a party's statement from the JSON API, as the Ledger Report reads it. */
async function wholeStatement(d: DocumentsApp, path: string, period: string) {
  const pages: Statement[] = [];
  for (let page = 1; ; page++) {
    const response = await d.get(`${path}?${period}${period ? '&' : ''}size=25&page=${page}`);
    expectStatus(response, 200);
    const statement = response.json() as Statement;
    pages.push(statement);
    if (page * statement.size >= statement.total) break;
  }
  const [first] = pages;
  if (!first) throw new Error('no statement');
  return { ...first, rows: pages.flatMap((page) => page.rows) };
}

/** The rows a workbook holds for a statement: the opening balance, each posting, totals, closing. */
const expectedSheet = (statement: Statement) => [
  [
    statement.from ? excelDay(statement.from) : null,
    null,
    'Opening Balance',
    null,
    null,
    rupees(Math.abs(statement.openingBalancePaise)),
    side(statement.openingBalancePaise),
  ],
  ...statement.rows.map((row) => [
    excelDay(row.date),
    row.documentCode,
    words(row),
    amount(row.debitPaise),
    amount(row.creditPaise),
    rupees(Math.abs(row.balancePaise)),
    side(row.balancePaise),
  ]),
  [
    null,
    null,
    'Total',
    rupees(statement.totalDebitPaise),
    rupees(statement.totalCreditPaise),
    null,
    null,
  ],
  [
    statement.to ? excelDay(statement.to) : null,
    null,
    'Closing Balance',
    null,
    null,
    rupees(Math.abs(statement.closingBalancePaise)),
    side(statement.closingBalancePaise),
  ],
];

/** A sheet's table read back, each row as wide as the header (empty cells at the end are null). */
async function ledgerSheet(file: Buffer) {
  const [sheet, ...others] = await readWorkbook(file);
  expect(others).toEqual([]);
  if (!sheet) throw new Error('no sheet');
  const { headerRow, body } = tableAfter(sheet, HEADER);
  const rows = body.map((row) =>
    HEADER.map((_, index) => (row[index] === undefined ? null : row[index])),
  );
  return { sheet, headerRow, rows };
}

describe('Ledger Report export', () => {
  let d: DocumentsApp;
  const from = daysAgo(45);
  const to = daysAgo(0);
  const period = `from=${from}&to=${to}`;
  let cancelled = '';

  beforeAll(async () => {
    if (!embedded) throw new Error('no embedded database');
    d = await startDocumentsApp(embedded);
    await seedSampleDocuments(d.t.database.db);
    // Advances paid to the farmer, three a day, so the statement runs over two PDF pages and
    // postings share their dates; one of them cancelled (its reversal is posted too).
    for (let index = 0; index < 54; index++) {
      const created = await d.create('/api/payments', {
        date: daysAgo(1 + Math.floor(index / 3)),
        payeeType: 'farmer',
        payeeCode: 'F001',
        payeeName: '',
        amountPaise: 1_23_456_78 * (index + 1),
        mode: 'cash',
        bankAccountCode: '',
        chequeNumber: '',
        chequeDate: '',
        reference: '',
        purpose: `Advance ${index + 1} against growing charges`,
        state: 'paid',
      });
      expectStatus(created, 201);
      if (index === 10) cancelled = created.json().code;
    }
    expectStatus(await d.cancel(`/api/payments/${cancelled}`), 200);
  }, 60_000);
  afterAll(() => d.t.close());

  it('writes every cell of the statement as the API answers it: dates, numbers, balances and their side', async () => {
    const statement = await wholeStatement(d, '/api/ledger/farmer/F001', period);
    expect(statement.total).toBeGreaterThan(60);
    expect(statement.openingBalancePaise).not.toBe(0);
    const file = expectFile(
      await d.get(`/api/ledger/farmer/F001/export/xlsx?${period}`),
      'xlsx',
      `ledger-F001-${from}-to-${to}`,
    );
    const { sheet, headerRow, rows } = await ledgerSheet(file);
    expect(sheet.name).toBe('Ledger F001');
    const titles = sheet.rows.slice(0, headerRow).map((row) => row.values[0]);
    expect(titles[0]).toBe('Sai Poultry Integration');
    expect(titles).toContain('Ledger Report');
    expect(titles).toContain(`Farmer: F001 · ${statement.accountName}`);
    expect(titles).toContain(`Period: ${formatDate(from)} to ${formatDate(to)}`);
    // The header row stays in view while the postings scroll.
    expect(sheet.frozenRows).toBe(headerRow);
    expect(rows).toEqual(expectedSheet(statement));
    // Numbers are numbers and days are dates, not their words.
    const posting = rows[1] ?? [];
    expect(posting[0]).toBeInstanceOf(Date);
    expect(typeof posting[5]).toBe('number');
    // Money in rupees with the rupee sign, dates in the Settings' format.
    const formats = sheet.rows[headerRow + 1]?.numFmts ?? [];
    for (const column of [3, 4, 5]) expect(formats[column]).toContain('₹');
    expect(formats[0]).toBe('dd/mm/yyyy');
    // The opening, the totals and the closing balance are bold; postings are not.
    const bold = sheet.rows.slice(headerRow, headerRow + rows.length).map((row) => row.bold);
    expect(bold[0]).toBe(true);
    expect(bold.slice(-2)).toEqual([true, true]);
    expect(bold.slice(1, -2).some(Boolean)).toBe(false);
    expect(
      sheet.rows.some((row) => String(row.values[0]).startsWith('Dr: the farmer owes us')),
    ).toBe(true);
    // The closing balance in words, as a cheque or a settlement writes it, with its side.
    const closing = statement.closingBalancePaise;
    expect(sheet.rows.map((row) => row.values.slice(0, 2))).toContainEqual([
      'Closing balance in words',
      `${amountInWords(Math.abs(closing), 'en-IN')} ${side(closing)}`,
    ]);
  });

  it('marks the cancelled voucher and its reversal in words and in grey', async () => {
    const statement = await wholeStatement(d, '/api/ledger/farmer/F001', period);
    const marked = statement.rows.filter((row) => row.documentCode === cancelled);
    expect(marked.map((row) => [row.cancelled, row.reversal])).toEqual([
      [true, false],
      [true, true],
    ]);
    const file = (await d.get(`/api/ledger/farmer/F001/export/xlsx?${period}`)).rawPayload;
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(file as unknown as ArrayBuffer);
    const sheet = workbook.worksheets[0];
    if (!sheet) throw new Error('no sheet');
    const lines: { code: unknown; particular: unknown; italic: boolean }[] = [];
    sheet.eachRow((row) => {
      lines.push({
        code: row.getCell(2).value,
        particular: row.getCell(3).value,
        italic: row.getCell(3).font?.italic === true,
      });
    });
    const grey = lines.filter((line) => line.italic);
    expect(grey.map((line) => line.particular)).toEqual(marked.map(words));
    expect(grey.every((line) => line.code === cancelled)).toBe(true);
    expect(String(grey[0]?.particular)).toMatch(/^Cancelled · Payment made /);
    expect(String(grey[1]?.particular)).toMatch(/^Reversal · /);
  });

  it('prints the statement on numbered pages: opening, every posting with its balance, closing', async () => {
    const statement = await wholeStatement(d, '/api/ledger/farmer/F001', period);
    const file = expectFile(
      await d.get(`/api/ledger/farmer/F001/export/pdf?${period}`),
      'pdf',
      `ledger-F001-${from}-to-${to}`,
    );
    expect(file.subarray(0, 5).toString()).toBe('%PDF-');
    const pages = await pdfPages(file);
    expect(pages.length).toBeGreaterThanOrEqual(2);
    const [first = '', second = ''] = pages;
    expect(first).toContain('Sai Poultry Integration');
    expect(first).toContain('Ledger Report');
    expect(first).toContain(`Farmer: F001 · ${statement.accountName}`);
    expect(first).toContain(`Period: ${formatDate(from)} to ${formatDate(to)}`);
    expect(first).toContain(`Page 1 of ${pages.length}`);
    // The table goes on: page 2 repeats the header row and says where it is.
    expect(second).toContain('Sai Poultry Integration · Ledger Report');
    expect(second).toContain(HEADER.join(' '));
    expect(second).toContain(`Page 2 of ${pages.length}`);
    const lines = pages.flatMap((page) => page.split('\n'));
    const balance = (paise: number) =>
      `${formatMoney(Math.abs(paise))}${paise === 0 ? '' : ` ${side(paise)}`}`;
    expect(lines).toContain(
      `${formatDate(from)} Opening Balance ${balance(statement.openingBalancePaise)}`,
    );
    // Each posting on its own line in order: its day, document, amount and running balance.
    let at = 0;
    for (const row of statement.rows) {
      const found = lines.findIndex(
        (line, index) =>
          index > at &&
          line.startsWith(`${formatDate(row.date)} ${row.documentCode} `) &&
          line.endsWith(
            ` ${formatMoney(row.debitPaise || row.creditPaise)} ${balance(row.balancePaise)}`,
          ),
      );
      expect(found, `${row.documentCode} ${row.particular}`).toBeGreaterThan(at);
      at = found;
    }
    expect(lines).toContain(
      `Total ${formatMoney(statement.totalDebitPaise)} ${formatMoney(statement.totalCreditPaise)}`,
    );
    expect(lines).toContain(
      `${formatDate(to)} Closing Balance ${balance(statement.closingBalancePaise)}`,
    );
    // Indian grouping of lakhs and crores: the 54th advance is ₹66,66,666.12.
    expect(pages.join('\n')).toContain('₹66,66,666.12');
  });

  it('streams the postings in chunks with the balance carried from one chunk to the next', async () => {
    const statement = await wholeStatement(d, '/api/ledger/farmer/F001', period);
    const head = await statementHead(d.t.database.db, 'farmer', 'F001', { from, to });
    const streamed: StatementRow[] = [];
    // Chunks of 4 split the days that hold three postings.
    for await (const row of statementEntries(d.t.database.db, head, 4)) streamed.push(row);
    expect(streamed).toEqual(statement.rows);
    expect(streamed.at(-1)?.balancePaise).toBe(statement.closingBalancePaise);
    expect(head.rows).toBe(statement.total);
  });

  it('writes rows only as fast as the download is read, and stops when nobody reads', async () => {
    // A socket that is full until it drains, then closed by the one downloading.
    const socket = Object.assign(new EventEmitter(), {
      writableNeedDrain: false,
      destroyed: false,
    });
    const reader = readerOf(socket as unknown as Writable);
    const document = await statementExport(
      d.t.database.db,
      'farmer',
      'F001',
      { from, to },
      { reader },
    );
    const [table] = document.sections[0]?.blocks ?? [];
    if (table?.kind !== 'table' || Array.isArray(table.rows)) throw new Error('no streamed table');
    const rows = table.rows[Symbol.asyncIterator]();
    expect((await rows.next()).value?.cells[1]).toBeTruthy();
    socket.writableNeedDrain = true;
    let taken = false;
    const next = rows.next().then((row) => {
      taken = true;
      return row;
    });
    await new Promise((resolve) => setTimeout(resolve, 30));
    expect(taken).toBe(false);
    socket.writableNeedDrain = false;
    socket.emit('drain');
    expect((await next).done).toBe(false);
    socket.writableNeedDrain = true;
    const last = rows.next();
    socket.destroyed = true;
    socket.emit('close');
    expect((await last).done).toBe(true);
    expect(table.rowCount).toBeGreaterThan(3);
  });

  it('names the file by its open ends and exports a period with no postings', async () => {
    const upTo = await d.get(`/api/ledger/farmer/F001/export/xlsx?to=${to}`);
    expectFile(upTo, 'xlsx', `ledger-F001-to-${to}`);
    expectFile(await d.get('/api/ledger/trader/T001/export/pdf'), 'pdf', 'ledger-T001-all');
    const quiet = daysAgo(400);
    const empty = expectFile(
      await d.get(`/api/ledger/supplier/S001/export/xlsx?from=${quiet}&to=${quiet}`),
      'xlsx',
      `ledger-S001-${quiet}-to-${quiet}`,
    );
    const { rows } = await ledgerSheet(empty);
    expect(rows.map((row) => row[2])).toEqual([
      'Opening Balance',
      null,
      'Total',
      'Closing Balance',
    ]);
    expect(rows[1]?.[0]).toBe('No postings in this period.');
  });

  it("speaks the reader's language: the browser's when nobody chose, then the user's own", async () => {
    const statement = await wholeStatement(d, '/api/ledger/farmer/F001', period);
    const closing = statement.closingBalancePaise;
    const asked = (format: string, cookie: string, acceptLanguage?: string) =>
      d.t.call({
        method: 'GET',
        url: `/api/ledger/farmer/F001/export/${format}?${period}`,
        cookie,
        headers: { 'accept-language': acceptLanguage },
      });
    // An Odia browser, nobody having chosen a language: the workbook in Odia, numbers still numbers.
    const odia = await readWorkbook(
      expectFile(
        await asked('xlsx', d.staff, 'en-GB;q=0.5, or-IN, hi;q=0.8'),
        'xlsx',
        `ledger-F001-${from}-to-${to}`,
      ),
    );
    const [sheet] = odia;
    if (!sheet) throw new Error('no sheet');
    expect(sheet.name).toBe('ଖାତା F001');
    const titles = sheet.rows.map((row) => row.values[0]);
    expect(titles).toContain('ଖାତା ରିପୋର୍ଟ');
    expect(titles).toContain(`ଚାଷୀ: F001 · ${statement.accountName}`);
    const header = ['ତାରିଖ', 'ଦଲିଲ', 'ବିବରଣୀ', 'ଡେବିଟ୍', 'କ୍ରେଡିଟ୍', 'ବାକି', 'ଡେ/କ୍ରେ'];
    const { body } = tableAfter(sheet, header);
    expect(body[0]?.[2]).toBe('ପ୍ରାରମ୍ଭିକ ବାକି');
    expect(body.at(-1)?.slice(2, 7)).toEqual([
      'ଶେଷ ବାକି',
      null,
      null,
      rupees(Math.abs(closing)),
      closing > 0 ? 'ଡେ' : 'କ୍ରେ',
    ]);
    expect(typeof body[1]?.[3] === 'number' || typeof body[1]?.[4] === 'number').toBe(true);
    const inWords = amountInWords(Math.abs(closing), 'or');
    expect(inWords).toMatch(/ମାତ୍ର$/);
    expect(
      sheet.rows.some((row) => row.values.some((value) => String(value).includes(inWords))),
    ).toBe(true);

    // The PDF says the same words; what a reader copies from a line of Odia is its words.
    const pdf = expectFile(
      await asked('pdf', d.staff, 'or'),
      'pdf',
      `ledger-F001-${from}-to-${to}`,
    );
    const pages = await pdfPages(pdf);
    // pdf.js reads the words as written. A line of words may wrap: spaces and line ends as one.
    const flat = pages.join('\n').replace(/\s+/g, ' ');
    expect(flat).toContain('ଖାତା ରିପୋର୍ଟ');
    expect(flat).toContain('ପ୍ରାରମ୍ଭିକ ବାକି');
    expect(flat).toContain(inWords.replace(/\s+/g, ' '));
    expect(flat).toMatch(/ପୃଷ୍ଠା 1 \/ \d+/);

    // Her own choice wins over the browser's: Bengali for Asha, whatever her browser says.
    const chosen = await d.t.call({
      method: 'PATCH',
      url: apiPaths.profileLanguage,
      cookie: d.admin,
      payload: { language: 'bn' },
    });
    expectStatus(chosen, 200);
    const [bengali] = await readWorkbook((await asked('xlsx', d.admin, 'or')).rawPayload);
    expect(bengali?.rows.map((row) => row.values[0])).toContain('খাতা রিপোর্ট');
    expect((await pdfPages((await asked('pdf', d.admin, 'or')).rawPayload))[0]).toContain(
      'খাতা রিপোর্ট',
    );

    // English stays as it was.
    const english = (await asked('pdf', d.staff, 'en-US')).rawPayload;
    expect((await pdfPages(english))[0]).toContain('Ledger Report');
  });

  it('refuses before any byte: an unknown party or account, a backwards period, no session', async () => {
    for (const path of ['/api/ledger/farmer/F999', '/api/ledger/bank/BK001']) {
      const json = await d.get(path);
      expectStatus(json, 404);
      for (const format of ['pdf', 'xlsx']) {
        const file = await d.get(`${path}/export/${format}?${period}`);
        expectStatus(file, 404);
        expect(file.headers['content-type']).toContain('application/json');
        expect(file.headers['content-disposition']).toBeUndefined();
        expect(file.json()).toEqual(json.json());
      }
    }
    expect((await d.get('/api/ledger/farmer/F999')).json().error.message).toBe(
      'There is no such farmer.',
    );
    const backwards = await d.get(`/api/ledger/farmer/F001/export/pdf?from=${to}&to=${from}`);
    expectStatus(backwards, 400);
    expect(backwards.headers['content-type']).toContain('application/json');
    expect(backwards.body).toContain('The start date is after the end date.');
    expectStatus(await d.get(`/api/ledger/farmer/F001/export/xlsx?${period}&page=2`), 400);
    expectStatus(await d.get('/api/ledger/farmer/F001/export/csv'), 404);
    const anonymous = await d.t.call({
      method: 'GET',
      url: `/api/ledger/farmer/F001/export/xlsx?${period}`,
    });
    expectStatus(anonymous, 401);
  });
});

// On PostgreSQL too when TEST_DATABASE_URL names a server (the keyset's row comparison, bigints).
if (postgres) {
  describe('Ledger Report export on PostgreSQL', () => {
    it('writes the same cells as the statement API answers', async () => {
      const d = await startDocumentsApp(postgres);
      try {
        await seedSampleDocuments(d.t.database.db);
        const period = `from=${daysAgo(60)}&to=${daysAgo(0)}`;
        const statement = await wholeStatement(d, '/api/ledger/farmer/F001', period);
        expect(statement.total).toBeGreaterThan(3);
        const file = expectFile(
          await d.get(`/api/ledger/farmer/F001/export/xlsx?${period}`),
          'xlsx',
          `ledger-F001-${daysAgo(60)}-to-${daysAgo(0)}`,
        );
        const { sheet, headerRow, rows } = await ledgerSheet(file);
        expect(sheet.frozenRows).toBe(headerRow);
        expect(rows).toEqual(expectedSheet(statement));
      } finally {
        await d.t.close();
      }
    }, 30_000);
  });
}
