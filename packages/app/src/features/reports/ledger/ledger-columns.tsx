import {
  formatBalance,
  formatDate,
  formatMoney,
  type Statement,
  type StatementRow,
} from '@pfm/shared';
import { Amount, Badge, type DataTableColumn } from '@pfm/ui';
import type { Translate } from '../../../lib/i18n/translate.ts';
import { paths } from '../../../paths.ts';
import type { ReportDisplay } from '../kit/report-display.ts';
import { BalanceLine, DateText, DocumentLink, Particular } from './ledger-report.styles.ts';

/** A line of the statement table: the balance it starts from, or one posting. */
export type StatementLine =
  | { kind: 'opening'; id: string; label: string; date: string | null; balancePaise: number }
  | { kind: 'posting'; id: string; entry: StatementRow };

/**
 * The page's lines: the opening balance (on the first page) or the balance brought forward from
 * the pages before, then the postings with their running balance.
 */
export function statementLines(statement: Statement, t: Translate): StatementLine[] {
  const firstPage = statement.page <= 1;
  return [
    {
      kind: 'opening',
      id: 'opening',
      label: firstPage ? t('ledger.opening') : t('ledger.broughtForward'),
      date: firstPage ? statement.from : null,
      balancePaise: statement.pageOpeningBalancePaise,
    },
    ...statement.rows.map(
      (entry): StatementLine => ({ kind: 'posting', id: `${entry.id}`, entry }),
    ),
  ];
}

/** Where each kind of document is shown (its name in a link's words is `ledger.openDocument`'s). */
const documentScreens: Record<string, string> = {
  purchase: paths.purchase,
  issue: paths.issue,
  transfer: paths.transfer,
  sale: paths.sale,
  payment: paths.paymentVoucher,
  collection: paths.paymentCollection,
};

/** The document's screen with its detail sheet open (`/transaction/issue?view=IS001`). */
export function documentHref(kind: string, code: string): string | null {
  const screen = documentScreens[kind];
  return screen ? `${screen}?${new URLSearchParams({ view: code })}` : null;
}

type RowState = 'cancelled' | 'reversal' | undefined;

const stateOf = (entry: StatementRow): RowState =>
  entry.reversal ? 'reversal' : entry.cancelled ? 'cancelled' : undefined;

/** The particular as the server wrote it, its document code a link to the document. */
function ParticularText({ entry, t }: { entry: StatementRow; t: Translate }) {
  const { particular, documentCode, documentKind } = entry;
  const href = documentHref(documentKind, documentCode);
  const state = stateOf(entry);
  const code = href ? (
    <DocumentLink
      to={href}
      aria-label={t('ledger.openDocument', { code: documentCode, kind: documentKind })}
    >
      {documentCode}
    </DocumentLink>
  ) : (
    documentCode
  );
  const at = particular.indexOf(documentCode);
  return (
    <Particular data-state={state}>
      {state === 'reversal' ? <Badge tone="info">{t('ledger.reversal')}</Badge> : null}
      {state === 'cancelled' ? <Badge tone="warning">{t('ledger.cancelled')}</Badge> : null}
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

/** A balance with its side in the reader's words ("₹1,200.00 Dr", "₹1,200.00 ଡେ"). */
export const balanceIn =
  (display: ReportDisplay, t: Translate) =>
  (paise: number): string =>
    formatBalance(paise, {
      symbol: display.currencySymbol,
      sides: { dr: t('ledger.dr'), cr: t('ledger.cr') },
    });

/**
 * The statement's columns (Date, Particular, Debit, Credit, Balance). The footer is the closing
 * balance with the debits and credits of the whole period, whichever page is shown. On a phone each
 * line is a card: its date, the particular, the running balance large, the debit and credit below.
 */
export function ledgerColumns(
  display: ReportDisplay,
  statement: Statement | undefined,
  t: Translate,
): DataTableColumn<StatementLine>[] {
  const money = (paise: number) => formatMoney(paise, { symbol: display.currencySymbol });
  const balance = balanceIn(display, t);
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
      header: t('ledger.date'),
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
      header: t('ledger.particular'),
      rowHeader: true,
      card: 'title',
      // Room for a particular on two or three lines, also when the table scrolls on a phone.
      width: '20rem',
      cell: (line) =>
        line.kind === 'opening' ? (
          <BalanceLine>{line.label}</BalanceLine>
        ) : (
          <ParticularText entry={line.entry} t={t} />
        ),
      footer: t('ledger.closing'),
    },
    {
      id: 'debit',
      header: t('ledger.debit'),
      align: 'end',
      card: 'detail',
      width: '9rem',
      cell: (line) => amount(line, (entry) => entry.debitPaise),
      footer: statement ? <Amount align="end">{money(statement.totalDebitPaise)}</Amount> : null,
    },
    {
      id: 'credit',
      header: t('ledger.credit'),
      align: 'end',
      card: 'detail',
      width: '9rem',
      cell: (line) => amount(line, (entry) => entry.creditPaise),
      footer: statement ? <Amount align="end">{money(statement.totalCreditPaise)}</Amount> : null,
    },
    {
      id: 'balance',
      header: t('ledger.balance'),
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
