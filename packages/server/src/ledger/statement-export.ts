import type { PartyType, StatementRow } from '@pfm/shared';
import type { Db } from '../db/database.ts';
import type { ExportColumn, ExportDocument, ExportRow } from '../files/model.ts';
import { fileNameOf } from '../files/model.ts';
import { type StatementPeriod, statementEntries, statementHead } from './statement.ts';

export const OPENING_BALANCE = 'Opening Balance';
export const CLOSING_BALANCE = 'Closing Balance';
export const PERIOD_TOTAL = 'Total';

const partyLabels: Record<PartyType, string> = {
  farmer: 'Farmer',
  trader: 'Trader',
  supplier: 'Supplier',
};

/**
 * The statement's columns, as the Ledger Report shows them, with the document's code on its own
 * and the balance as an amount (a number in Excel) beside its side, Dr or Cr, as the screen
 * writes it. `width`s are characters in Excel and shares of the page in the PDF.
 */
export const statementColumns: ExportColumn[] = [
  { header: 'Date', kind: 'date', width: 12 },
  { header: 'Document', kind: 'text', width: 12 },
  { header: 'Particular', kind: 'text', width: 38 },
  { header: 'Debit', kind: 'money', width: 16 },
  { header: 'Credit', kind: 'money', width: 16 },
  { header: 'Balance', kind: 'money', width: 18 },
  { header: 'Dr/Cr', kind: 'text', width: 7 },
];

/** A balance's side: Dr when the party owes us, Cr when we owe the party, none at zero. */
export const sideOf = (paise: number) => (paise > 0 ? 'Dr' : paise < 0 ? 'Cr' : null);

/** A posting's words: its particular, after "Cancelled" or "Reversal" as the screen's badge. */
export const particularOf = (entry: StatementRow) =>
  entry.reversal
    ? `Reversal · ${entry.particular}`
    : entry.cancelled
      ? `Cancelled · ${entry.particular}`
      : entry.particular;

/** A posting's row: amounts in paise (none where the posting has none), the running balance. */
export const statementRow = (entry: StatementRow): ExportRow => ({
  cells: [
    entry.date,
    entry.documentCode,
    particularOf(entry),
    entry.debitPaise === 0 ? null : entry.debitPaise,
    entry.creditPaise === 0 ? null : entry.creditPaise,
    Math.abs(entry.balancePaise),
    sideOf(entry.balancePaise),
  ],
  style: entry.reversal || entry.cancelled ? 'muted' : 'normal',
});

const balanceRow = (date: string | null, label: string, paise: number): ExportRow => ({
  cells: [date, null, label, null, null, Math.abs(paise), sideOf(paise)],
  style: 'total',
});

/** The period in words: "2026-04-01 to 2026-11-30", "Up to 2026-11-30", "From …", "All postings". */
function periodText(from: string | null, to: string | null) {
  if (from && to) return `${from} to ${to}`;
  if (from) return `From ${from}`;
  if (to) return `Up to ${to}`;
  return 'All postings';
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
  }: {
    /**
     * Waits while the one downloading has not taken what was sent; false once they are gone. The
     * rows are then read from the database no faster than the file is downloaded, and no more
     * once nobody downloads it (the writers only see their own stream).
     */
    reader?: () => boolean | Promise<boolean>;
  } = {},
): Promise<ExportDocument> {
  const head = await statementHead(db, type, code, period);
  const party = partyLabels[type];
  const noun = party.toLowerCase();
  const rows: AsyncIterable<ExportRow> = {
    async *[Symbol.asyncIterator]() {
      for await (const entry of statementEntries(db, head)) {
        // Nobody is reading any more: the rest of the rows would go nowhere.
        if (reader && !(await reader())) return;
        yield statementRow(entry);
      }
    },
  };
  return {
    title: 'Ledger Report',
    fileName: statementFileName(code, head.from, head.to),
    filters: [
      [party, `${code} · ${head.name}`],
      ['Period', periodText(head.from, head.to)],
    ],
    sections: [
      {
        name: `Ledger ${code}`,
        blocks: [
          {
            kind: 'table',
            columns: statementColumns,
            leading: [balanceRow(head.from, OPENING_BALANCE, head.openingBalancePaise)],
            rows,
            rowCount: head.rows,
            trailing: [
              {
                cells: [
                  null,
                  null,
                  PERIOD_TOTAL,
                  head.totalDebitPaise,
                  head.totalCreditPaise,
                  null,
                  null,
                ],
                style: 'total',
              },
              balanceRow(head.to, CLOSING_BALANCE, head.closingBalancePaise),
            ],
            empty: 'No postings in this period.',
          },
          {
            kind: 'text',
            text: `Dr: the ${noun} owes us; Cr: we owe the ${noun}. Balances are amounts with their side in the Dr/Cr column. Cancelled documents stay in the statement, marked, with the reversal their cancellation posted.`,
          },
        ],
      },
    ],
  };
}
