import {
  formatBalance,
  formatDate,
  formatMoney,
  type Statement,
  type StatementRow,
} from '@pfm/shared';
import { Amount, Badge, type DataTableColumn } from '@pfm/ui';
import { paths } from '../../../paths.ts';
import type { ReportDisplay } from '../kit/report-display.ts';
import { BalanceLine, DateText, DocumentLink, Particular } from './ledger-report.styles.ts';

/** A line of the statement table: the balance it starts from, or one posting. */
export type StatementLine =
  | { kind: 'opening'; id: string; label: string; date: string | null; balancePaise: number }
  | { kind: 'posting'; id: string; entry: StatementRow };

export const OPENING_BALANCE = 'Opening Balance';
export const BROUGHT_FORWARD = 'Balance Brought Forward';
export const CLOSING_BALANCE = 'Closing Balance';

/**
 * The page's lines: the opening balance (on the first page) or the balance brought forward from
 * the pages before, then the postings with their running balance.
 */
export function statementLines(statement: Statement): StatementLine[] {
  const firstPage = statement.page <= 1;
  return [
    {
      kind: 'opening',
      id: 'opening',
      label: firstPage ? OPENING_BALANCE : BROUGHT_FORWARD,
      date: firstPage ? statement.from : null,
      balancePaise: statement.pageOpeningBalancePaise,
    },
    ...statement.rows.map(
      (entry): StatementLine => ({ kind: 'posting', id: `${entry.id}`, entry }),
    ),
  ];
}

/** Where each kind of document is shown, and its name in a link's accessible name. */
const documentScreens: Record<string, { path: string; noun: string }> = {
  purchase: { path: paths.purchase, noun: 'purchase' },
  issue: { path: paths.issue, noun: 'issue' },
  transfer: { path: paths.transfer, noun: 'stock transfer' },
  sale: { path: paths.sale, noun: 'sale' },
  payment: { path: paths.paymentVoucher, noun: 'payment voucher' },
  collection: { path: paths.paymentCollection, noun: 'payment collection' },
};

/** The document's screen with its detail sheet open (`/transaction/issue?view=IS001`). */
export function documentHref(kind: string, code: string): string | null {
  const screen = documentScreens[kind];
  return screen ? `${screen.path}?${new URLSearchParams({ view: code })}` : null;
}

type RowState = 'cancelled' | 'reversal' | undefined;

const stateOf = (entry: StatementRow): RowState =>
  entry.reversal ? 'reversal' : entry.cancelled ? 'cancelled' : undefined;

/** The particular as the server wrote it, its document code a link to the document. */
function ParticularText({ entry }: { entry: StatementRow }) {
  const { particular, documentCode, documentKind } = entry;
  const href = documentHref(documentKind, documentCode);
  const state = stateOf(entry);
  const code = href ? (
    <DocumentLink
      to={href}
      aria-label={`${documentCode}: open the ${documentScreens[documentKind]?.noun}`}
    >
      {documentCode}
    </DocumentLink>
  ) : (
    documentCode
  );
  const at = particular.indexOf(documentCode);
  return (
    <Particular data-state={state}>
      {state === 'reversal' ? <Badge tone="info">Reversal</Badge> : null}
      {state === 'cancelled' ? <Badge tone="warning">Cancelled</Badge> : null}
      <span>
        {at >= 0 ? (
          <>
            {particular.slice(0, at)}
            {code}
            {particular.slice(at + documentCode.length)}
          </>
        ) : (
          <>
            {particular} {code}
          </>
        )}
      </span>
    </Particular>
  );
}

/**
 * The statement's columns (Date, Particular, Debit, Credit, Balance). The footer is the closing
 * balance with the debits and credits of the whole period, whichever page is shown. On a phone each
 * line is a card: its date, the particular, the running balance large, the debit and credit below.
 */
export function ledgerColumns(
  display: ReportDisplay,
  statement: Statement | undefined,
): DataTableColumn<StatementLine>[] {
  const money = (paise: number) => formatMoney(paise, { symbol: display.currencySymbol });
  const balance = (paise: number) => formatBalance(paise, { symbol: display.currencySymbol });
  // An amount column's cell: a dash where the posting has none, muted on cancelled lines.
  const amount = (line: StatementLine, paiseOf: (entry: StatementRow) => number) => {
    if (line.kind === 'opening') return null;
    const paise = paiseOf(line.entry);
    return (
      <Amount align="end" tone={stateOf(line.entry) ? 'muted' : 'default'}>
        {paise === 0 ? '-' : money(paise)}
      </Amount>
    );
  };
  return [
    {
      id: 'date',
      header: 'Date',
      width: '7.5rem',
      cell: (line) => {
        const date = line.kind === 'opening' ? line.date : line.entry.date;
        return date ? <DateText>{formatDate(date, display.dateFormat)}</DateText> : null;
      },
      footer: statement?.to ? (
        <DateText>{formatDate(statement.to, display.dateFormat)}</DateText>
      ) : null,
    },
    {
      id: 'particular',
      header: 'Particular',
      rowHeader: true,
      card: 'title',
      // Room for a particular on two or three lines, also when the table scrolls on a phone.
      width: '20rem',
      cell: (line) =>
        line.kind === 'opening' ? (
          <BalanceLine>{line.label}</BalanceLine>
        ) : (
          <ParticularText entry={line.entry} />
        ),
      footer: CLOSING_BALANCE,
    },
    {
      id: 'debit',
      header: 'Debit',
      align: 'end',
      card: 'detail',
      width: '9rem',
      cell: (line) => amount(line, (entry) => entry.debitPaise),
      footer: statement ? <Amount align="end">{money(statement.totalDebitPaise)}</Amount> : null,
    },
    {
      id: 'credit',
      header: 'Credit',
      align: 'end',
      card: 'detail',
      width: '9rem',
      cell: (line) => amount(line, (entry) => entry.creditPaise),
      footer: statement ? <Amount align="end">{money(statement.totalCreditPaise)}</Amount> : null,
    },
    {
      id: 'balance',
      header: 'Balance',
      align: 'end',
      card: 'figure',
      width: '10rem',
      cell: (line) =>
        line.kind === 'opening' ? (
          <Amount align="end">{balance(line.balancePaise)}</Amount>
        ) : (
          <Amount align="end" tone={stateOf(line.entry) ? 'muted' : 'default'}>
            {balance(line.entry.balancePaise)}
          </Amount>
        ),
      footer: statement ? (
        <Amount align="end">{balance(statement.closingBalancePaise)}</Amount>
      ) : null,
    },
  ];
}
