import { amountInWords, type Language, type PartyType, type StatementRow } from '@pfm/shared';
import type { Db } from '../db/database.ts';
import type { ExportColumn, ExportDocument, ExportRow } from '../files/model.ts';
import { fileNameOf } from '../files/model.ts';
import { type FileWords, fileWords } from '../files/words.ts';
import { type StatementPeriod, statementEntries, statementHead } from './statement.ts';

/**
 * The statement's columns, as the Ledger Report shows them, with the document's code on its own
 * and the balance as an amount (a number in Excel) beside its side, Dr or Cr, as the screen
 * writes it, in the reader's words. `width`s are characters in Excel and shares of the page in
 * the PDF.
 */
export const statementColumns = (words: FileWords): ExportColumn[] => [
  { header: words('ledger.date'), kind: 'date', width: 12 },
  { header: words('ledger.document'), kind: 'text', width: 12 },
  { header: words('ledger.particular'), kind: 'text', width: 35 },
  { header: words('ledger.debit'), kind: 'money', width: 16 },
  { header: words('ledger.credit'), kind: 'money', width: 16 },
  { header: words('ledger.balance'), kind: 'money', width: 18 },
  { header: words('ledger.side'), kind: 'text', width: 10 },
];

/** A balance's side: Dr when the party owes us, Cr when we owe the party, none at zero. */
export const sideOf = (paise: number, words: FileWords) =>
  paise > 0 ? words('ledger.dr') : paise < 0 ? words('ledger.cr') : null;

/** A posting's words: its particular, after "Cancelled" or "Reversal" as the screen's badge. */
export const particularOf = (entry: StatementRow, words: FileWords) =>
  entry.reversal
    ? words('ledger.reversal', { particular: entry.particular })
    : entry.cancelled
      ? words('ledger.cancelled', { particular: entry.particular })
      : entry.particular;

/** A posting's row: amounts in paise (none where the posting has none), the running balance. */
export const statementRow = (entry: StatementRow, words: FileWords): ExportRow => ({
  cells: [
    entry.date,
    entry.documentCode,
    particularOf(entry, words),
    entry.debitPaise === 0 ? null : entry.debitPaise,
    entry.creditPaise === 0 ? null : entry.creditPaise,
    Math.abs(entry.balancePaise),
    sideOf(entry.balancePaise, words),
  ],
  style: entry.reversal || entry.cancelled ? 'muted' : 'normal',
});

const balanceRow = (
  date: string | null,
  label: string,
  paise: number,
  words: FileWords,
): ExportRow => ({
  cells: [date, null, label, null, null, Math.abs(paise), sideOf(paise, words)],
  style: 'total',
});

/** The period in words: "2026-04-01 to 2026-11-30", "Up to 2026-11-30", "From …", "All postings". */
function periodText(from: string | null, to: string | null, words: FileWords) {
  if (from && to) return words('ledger.period.range', { from, to });
  if (from) return words('ledger.period.from', { from });
  if (to) return words('ledger.period.to', { to });
  return words('ledger.period.all');
}

/** `ledger-F001-2026-04-01-to-2026-11-30`, `ledger-F001-from-…`, `ledger-F001-to-…`, `ledger-F001-all`. */
export function statementFileName(code: string, from: string | null, to: string | null) {
  if (from && to) return fileNameOf('ledger', code, from, 'to', to);
  if (from) return fileNameOf('ledger', code, 'from', from);
  if (to) return fileNameOf('ledger', code, 'to', to);
  return fileNameOf('ledger', code, 'all');
}

/**
 * The Ledger Report's file of a party for a period, from the statement's own computation: the head
 * (opening balance, totals, closing balance) is summed before the file starts, so an unknown party
 * is a 404 and not a broken download; the postings are streamed from the database a chunk at a
 * time with their running balance, so a ledger of 100,000 rows is never all in memory.
 */
export async function statementExport(
  db: Db,
  type: PartyType,
  code: string,
  period: StatementPeriod,
  {
    reader,
    language = 'en-IN',
  }: {
    /**
     * Waits while the one downloading has not taken what was sent; false once they are gone. The
     * rows are then read from the database no faster than the file is downloaded, and no more
     * once nobody downloads it (the writers only see their own stream).
     */
    reader?: () => boolean | Promise<boolean>;
    /** The reader's language (English when none is given): its words are the files' catalogue's. */
    language?: Language;
  } = {},
): Promise<ExportDocument> {
  const words = fileWords(language);
  const head = await statementHead(db, type, code, period);
  const party = words(`party.${type}`);
  const noun = party.toLocaleLowerCase(language);
  const dr = words('ledger.dr');
  const cr = words('ledger.cr');
  const closing = head.closingBalancePaise;
  const rows: AsyncIterable<ExportRow> = {
    async *[Symbol.asyncIterator]() {
      for await (const entry of statementEntries(db, head)) {
        // Nobody is reading any more: the rest of the rows would go nowhere.
        if (reader && !(await reader())) return;
        yield statementRow(entry, words);
      }
    },
  };
  return {
    title: words('ledger.title'),
    fileName: statementFileName(code, head.from, head.to),
    filters: [
      [party, `${code} · ${head.name}`],
      [words('ledger.period'), periodText(head.from, head.to, words)],
    ],
    sections: [
      {
        name: words('ledger.sheet', { code }),
        blocks: [
          {
            kind: 'table',
            columns: statementColumns(words),
            leading: [
              balanceRow(head.from, words('ledger.opening'), head.openingBalancePaise, words),
            ],
            rows,
            rowCount: head.rows,
            trailing: [
              {
                cells: [
                  null,
                  null,
                  words('ledger.total'),
                  head.totalDebitPaise,
                  head.totalCreditPaise,
                  null,
                  null,
                ],
                style: 'total',
              },
              balanceRow(head.to, words('ledger.closing'), closing, words),
            ],
            empty: words('ledger.empty'),
          },
          {
            kind: 'pairs',
            pairs: [
              {
                label: words('ledger.closingInWords'),
                value: [amountInWords(Math.abs(closing), language), sideOf(closing, words)]
                  .filter(Boolean)
                  .join(' '),
                kind: 'text',
              },
            ],
          },
          {
            kind: 'text',
            text: words('ledger.note', { dr, cr, party: noun, side: words('ledger.side') }),
          },
        ],
      },
    ],
  };
}
