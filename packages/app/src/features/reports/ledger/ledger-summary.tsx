import { formatMoney, type Statement } from '@pfm/shared';
import { Amount, Skeleton, VisuallyHidden } from '@pfm/ui';
import { useT } from '../../../lib/i18n/i18n.tsx';
import type { ReportDisplay } from '../kit/report-display.ts';
import { balanceIn } from './ledger-columns.tsx';
import {
  SummaryFigure,
  SummaryHint,
  SummaryList,
  SummaryStrip,
  SummaryValue,
} from './ledger-report.styles.ts';

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
  const t = useT();
  const money = (paise: number) => formatMoney(paise, { symbol: display.currencySymbol });
  const balance = balanceIn(display, t);
  const figures = [
    {
      id: 'opening',
      label: t('ledger.opening'),
      value: statement && balance(statement.openingBalancePaise),
      hint: t('ledger.on', { date: from }),
    },
    {
      id: 'debit',
      label: t('ledger.totalDebit'),
      value: statement && money(statement.totalDebitPaise),
    },
    {
      id: 'credit',
      label: t('ledger.totalCredit'),
      value: statement && money(statement.totalCreditPaise),
    },
    {
      id: 'closing',
      label: t('ledger.closing'),
      value: statement && balance(statement.closingBalancePaise),
      hint: t('ledger.on', { date: to }),
    },
  ];
  return (
    <SummaryStrip
      role="group"
      aria-label={t('ledger.summary', { from, to })}
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
                    <VisuallyHidden>{t('common.loading')}</VisuallyHidden>
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
