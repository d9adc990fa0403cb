import { PassThrough } from 'node:stream';
import { describe, expect, it } from 'vitest';
import type { ExportContext, ExportDocument } from '../../src/files/model.ts';
import { fileWords } from '../../src/files/words.ts';
import { moneyFormats, writeXlsx } from '../../src/files/xlsx.ts';
import { asReadBack, declaredNumberFormats, readWorkbook, tableAfter } from './read.ts';

const context: ExportContext = {
  companyName: 'Sai Poultry Integration',
  address: '',
  phone: '',
  email: '',
  currencySymbol: '₹',
  dateFormat: 'DD/MM/YYYY',
  generatedBy: 'admin',
  generatedAt: new Date('2026-11-25T04:00:00Z'),
  language: 'en-IN',
  words: fileWords('en-IN'),
};

/** Amounts in paise: a lakh-sized sale, a crore-sized total, a negative balance, small ones and zero. */
const amounts = [34_440_000, 1_234_567_890, -25_000_000, 4_550, -99_999_99, 0, -1_500_000_000];

const ledger: ExportDocument = {
  title: 'Amounts',
  fileName: 'amounts',
  filters: [],
  sections: [
    {
      name: 'Amounts',
      blocks: [
        {
          kind: 'table',
          columns: [
            { header: 'Row', kind: 'integer' },
            { header: 'Amount', kind: 'money' },
          ],
          rows: amounts.map((paise, index) => ({ cells: [index + 1, paise] })),
          trailing: [{ cells: ['Total', amounts.reduce((sum, paise) => sum + paise, 0)] }],
        },
        {
          kind: 'pairs',
          pairs: [
            { label: 'Net payable', value: 34_440_000, kind: 'money' },
            { label: 'Recovery', value: -25_000_000, kind: 'money' },
          ],
        },
      ],
    },
  ],
};

async function workbookOf(document: ExportDocument, options: Partial<ExportContext> = {}) {
  const out = new PassThrough();
  const chunks: Buffer[] = [];
  out.on('data', (chunk: Buffer) => chunks.push(chunk));
  await writeXlsx(document, { ...context, ...options }, out);
  out.end();
  const file = Buffer.concat(chunks);
  return { file, sheets: await readWorkbook(file) };
}

describe('Excel money cells', () => {
  const { positive, negative } = moneyFormats('₹');

  it('group the Indian way with literal lakh and crore commas, whatever the reader’s locale', () => {
    expect(positive).toBe(
      '[>=10000000][$₹-4009]##\\,##\\,##\\,##0.00;[>=100000][$₹-4009]##\\,##\\,##0.00;[$₹-4009]#,##0.00',
    );
    // Below zero, one tier and no condition: LibreOffice writes a minus only in a conditional
    // format's first section, Excel elsewhere too; both write it before a one-section format.
    expect(negative(-5.5)).toBe('[$₹-4009]#,##0.00');
    expect(negative(-99_999.99)).toBe('[$₹-4009]#,##0.00');
    expect(negative(-100_000)).toBe('[$₹-4009]##\\,##\\,##0.00');
    expect(negative(-99_99_999.99)).toBe('[$₹-4009]##\\,##\\,##0.00');
    expect(negative(-1_00_00_000)).toBe('[$₹-4009]##\\,##\\,##\\,##0.00');
    for (const value of [-5.5, -2_50_000, -15_00_00_000]) {
      expect(negative(value)).not.toMatch(/;|\[[<>=]|-#/);
    }
    // No section writes a minus of its own, and no condition is `<`: Excel keeps a number's minus only
    // in sections whose condition can match a positive number.
    expect(positive).not.toMatch(/\[<|-#|-\[/);
    expect(positive.match(/\[[<>=]/g)).toHaveLength(2);
  });

  it('stay numbers in rupees, with the format of their sign, in tables and label–value pairs', async () => {
    const { file, sheets } = await workbookOf(ledger);
    const [sheet] = sheets;
    if (!sheet) throw new Error('no sheet');
    // The workbook declares the money formats with their literal commas: the positive one and a
    // negative tier for each size in the table (a count's `#,##0` is one of Excel's built-in formats).
    expect(declaredNumberFormats(file).sort()).toEqual(
      [positive, negative(-5.5), negative(-2_50_000), negative(-15_00_00_000)].sort(),
    );
    const { headerRow, body } = tableAfter(sheet, ['Row', 'Amount']);
    const total = amounts.reduce((sum, paise) => sum + paise, 0);
    expect(body.map((row) => row[1])).toEqual([
      344_400,
      12_345_678.9,
      -250_000,
      45.5,
      -99_999.99,
      0,
      -15_000_000,
      total / 100,
    ]);
    for (const value of body.map((row) => row[1])) expect(typeof value).toBe('number');
    const formats = sheet.rows
      .slice(headerRow, headerRow + body.length)
      .map((row) => row.numFmts[1]);
    expect(formats).toEqual(
      [...amounts, total].map((paise) => asReadBack(paise < 0 ? negative(paise / 100) : positive)),
    );
    // Counts keep their plain format.
    expect(sheet.rows[headerRow]?.numFmts[0]).toBe('#,##0');

    const pair = (label: string) => sheet.rows.find((row) => row.values[0] === label);
    expect(pair('Net payable')?.values[1]).toBe(344_400);
    expect(pair('Net payable')?.numFmts[1]).toBe(asReadBack(positive));
    expect(pair('Recovery')?.values[1]).toBe(-250_000);
    expect(pair('Recovery')?.numFmts[1]).toBe(asReadBack(negative(-250_000)));
  });

  it('write another currency symbol of Settings in quotes, grouped the same way', async () => {
    const { file } = await workbookOf(ledger, { currencySymbol: 'Rs.' });
    expect(declaredNumberFormats(file)).toContain(
      '[>=10000000]"Rs."##\\,##\\,##\\,##0.00;[>=100000]"Rs."##\\,##\\,##0.00;"Rs."#,##0.00',
    );
  });
});
