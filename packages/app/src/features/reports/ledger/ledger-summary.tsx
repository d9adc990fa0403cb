import { formatBalance, formatMoney, type Statement } from '@pfm/shared';
import { Amount, Skeleton, VisuallyHidden } from '@pfm/ui';
import type { ReportDisplay } from '../kit/report-display.ts';
import { CLOSING_BALANCE, OPENING_BALANCE } from './ledger-columns.tsx';
import {
  SummaryFigure,
  SummaryHint,
  SummaryList,
  SummaryStrip,
  SummaryValue,
} from './ledger-report.styles.ts';

export const TOTAL_DEBIT = 'Total Debit';
export const TOTAL_CREDIT = 'Total Credit';

export interface LedgerSummaryProps {
  /** The statement the figures are of; `undefined` while it loads (skeletons stand in). */
  statement: Statement | undefined;
  /** The period's first and last day as the screen shows them ("01/04/2025"). */
  from: string;
  to: string;
  display: ReportDisplay;
}

/**
 * The statement in four figures, above its rows: the opening balance, the period's debits and
 * credits, and the closing balance with its side (Dr/Cr). They are the whole period's, from the
 * server's sums, whichever page of rows is shown. A description list in a labelled group, so a
 * screen reader reads each figure with its name.
 */
export function LedgerSummary({ statement, from, to, display }: LedgerSummaryProps) {
  const money = (paise: number) => formatMoney(paise, { symbol: display.currencySymbol });
  const balance = (paise: number) => formatBalance(paise, { symbol: display.currencySymbol });
  const figures = [
    {
      id: 'opening',
      label: OPENING_BALANCE,
      value: statement && balance(statement.openingBalancePaise),
      hint: `on ${from}`,
    },
    { id: 'debit', label: TOTAL_DEBIT, value: statement && money(statement.totalDebitPaise) },
    { id: 'credit', label: TOTAL_CREDIT, value: statement && money(statement.totalCreditPaise) },
    {
      id: 'closing',
      label: CLOSING_BALANCE,
      value: statement && balance(statement.closingBalancePaise),
      hint: `on ${to}`,
    },
  ];
  return (
    <SummaryStrip
      role="group"
      aria-label={`Summary of the statement, ${from} to ${to}`}
      aria-busy={statement ? undefined : true}
    >
      <SummaryList>
        {figures.map(({ id, label, value, hint }) => (
          <SummaryFigure key={id} data-figure={id}>
            <dt>{label}</dt>
            <dd>
              <SummaryValue>
                {value === undefined ? (
                  <>
                    <Skeleton width="7rem" height="1.5rem" />
                    <VisuallyHidden>Loading…</VisuallyHidden>
                  </>
                ) : (
                  <Amount>{value}</Amount>
                )}
              </SummaryValue>
              {hint ? <SummaryHint>{hint}</SummaryHint> : null}
            </dd>
          </SummaryFigure>
        ))}
      </SummaryList>
    </SummaryStrip>
  );
}
