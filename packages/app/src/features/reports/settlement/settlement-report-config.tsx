import {
  formatDate,
  formatMilli,
  formatMoney,
  formatNumber,
  type SettlementBatch,
  type SettlementReport,
  settlementNet,
  settlementReportNet,
} from '@pfm/shared';
import { Amount, Badge, type BadgeTone, type DataTableColumn, type StatTileProps } from '@pfm/ui';
import { Activity, IndianRupee, ReceiptText, Wallet } from 'lucide-react';
import type { ReportDisplay } from '../kit/report-display.ts';
import { Code, NameWithCode } from '../kit/report-view.styles.ts';
import {
  AmountWithWord,
  AmountWord,
  BatchButton,
  OneLine,
  TileWord,
} from './settlement-report.styles.ts';

export const SETTLEMENT_TITLE = 'Farmer Settlement Report';
export const SETTLEMENT_SUBTITLE =
  "Each batch's sale revenue, costs and what the farmer is paid, and where its settlement stands.";

/** Where a batch stands on settlement, in words, with its badge's tone. */
export function stateOf(batch: Pick<SettlementBatch, 'status' | 'settlementCode'>): {
  label: string;
  tone: BadgeTone;
} {
  switch (batch.status) {
    case 'open':
      return { label: 'Open', tone: 'info' };
    case 'sold-out':
      return { label: 'Ready to settle', tone: 'warning' };
    case 'settled':
      return {
        label: batch.settlementCode ? `Settled ${batch.settlementCode}` : 'Settled',
        tone: 'success',
      };
    default:
      return { label: 'Void', tone: 'neutral' };
  }
}

export function StateBadge({
  batch,
}: {
  batch: Pick<SettlementBatch, 'status' | 'settlementCode'>;
}) {
  const { label, tone } = stateOf(batch);
  return (
    <Badge tone={tone} data-state={batch.status}>
      {label}
    </Badge>
  );
}

export const moneyOf = (display: ReportDisplay) => (paise: number | null | undefined) =>
  formatMoney(paise, { symbol: display.currencySymbol });

/** A figure with at least `min` and at most `max` decimals, Indian grouping ("2.05", "2.00"). */
export const decimals = (value: number | null | undefined, min: number, max = min) =>
  value === null || value === undefined || !Number.isFinite(value)
    ? '—'
    : new Intl.NumberFormat('en-IN', {
        minimumFractionDigits: min,
        maximumFractionDigits: max,
        roundingMode: 'halfExpand',
      } as Intl.NumberFormatOptions).format(value);

/** FCR to two places, as a farmer quotes it ("1.70"). */
export const fcrShort = (fcr: number | null | undefined) => decimals(fcr, 2);

/**
 * A net payable as the farmer reads it: an amount paid to him under the Net Payable heading; one
 * recovered from him unsigned, in red, with "recoverable from the farmer (Dr)" under it (nil when
 * zero) — never a minus sign, never only a colour.
 */
export function NetPayable({
  paise,
  display,
  party,
  align = 'end',
}: {
  paise: number | null;
  display: ReportDisplay;
  /** Whose net: "the farmers" under a total over several. */
  party?: string;
  align?: 'end' | 'inline';
}) {
  const money = moneyOf(display);
  if (paise === null) return <Amount align={align}>{null}</Amount>;
  const net = settlementNet(paise, { party });
  if (net.side === 'payable') return <Amount align={align}>{money(paise)}</Amount>;
  return (
    <AmountWithWord>
      <Amount negative={net.side === 'recoverable'} negativeIsBad>
        {money(net.amountPaise)}
      </Amount>
      <AmountWord>{net.words}</AmountWord>
    </AmountWithWord>
  );
}

export interface SettlementColumnsOptions {
  display: ReportDisplay;
  totals: SettlementReport['totals'] | undefined;
  /** Whose total net: "the farmers" when the report lists several. */
  party: string;
  /** The chosen batch's code, `''` for none. */
  chosen: string;
  onChoose: (batchCode: string) => void;
}

/** The batches' table: which batch, where it stands, its money and its performance; totals at the foot. */
export function settlementColumns({
  display,
  totals,
  party,
  chosen,
  onChoose,
}: SettlementColumnsOptions): DataTableColumn<SettlementBatch>[] {
  const money = moneyOf(display);
  return [
    {
      id: 'batch',
      header: 'Batch',
      rowHeader: true,
      accessor: (batch) => batch.batchCode,
      cell: (batch) => (
        <BatchButton
          type="button"
          aria-pressed={batch.batchCode === chosen}
          onClick={() => onChoose(batch.batchCode)}
        >
          {batch.batchCode}
        </BatchButton>
      ),
      footer: 'Total',
    },
    { id: 'farm', header: 'Farm', accessor: (batch) => batch.farmCode, width: '5.5rem' },
    {
      id: 'farmer',
      card: 'title',
      header: 'Farmer',
      accessor: (batch) => batch.farmerName,
      cell: (batch) => (
        <NameWithCode>
          <span>{batch.farmerName}</span>
          <Code>{batch.farmerCode}</Code>
        </NameWithCode>
      ),
    },
    {
      id: 'placed',
      card: 'detail',
      header: 'Placed On',
      accessor: (batch) => formatDate(batch.placementDate, display.dateFormat),
      cell: (batch) => <OneLine>{formatDate(batch.placementDate, display.dateFormat)}</OneLine>,
    },
    {
      id: 'state',
      card: 'status',
      header: 'State',
      accessor: (batch) => stateOf(batch).label,
      cell: (batch) => <StateBadge batch={batch} />,
      width: '9.5rem',
    },
    {
      id: 'revenue',
      card: 'detail',
      header: 'Sale Revenue',
      align: 'end',
      cell: (batch) => <Amount align="end">{money(batch.saleRevenuePaise)}</Amount>,
      footer: totals ? <Amount align="end">{money(totals.saleRevenuePaise)}</Amount> : null,
    },
    {
      id: 'costs',
      card: 'detail',
      header: 'Total Costs',
      align: 'end',
      cell: (batch) => <Amount align="end">{money(batch.totalCostPaise)}</Amount>,
      footer: totals ? <Amount align="end">{money(totals.totalCostPaise)}</Amount> : null,
    },
    {
      id: 'net',
      card: 'figure',
      header: 'Net Payable',
      align: 'end',
      width: '9rem',
      cell: (batch) => <NetPayable paise={batch.netPayablePaise} display={display} />,
      footer: totals ? (
        <NetPayable paise={totals.netPayablePaise} display={display} party={party} />
      ) : null,
    },
    {
      id: 'fcr',
      card: 'detail',
      header: 'FCR',
      align: 'end',
      width: '4.5rem',
      accessor: (batch) => formatNumber(batch.fcr, 3),
      footer: totals ? formatNumber(totals.fcr, 3) : null,
    },
    {
      id: 'epef',
      card: 'detail',
      header: 'EPEF',
      align: 'end',
      width: '4.5rem',
      accessor: (batch) => formatNumber(batch.epef, 0),
      footer: totals ? formatNumber(totals.epef, 0) : null,
    },
  ];
}

const batchCount = (count: number) =>
  `${formatNumber(count, 0)} ${count === 1 ? 'batch' : 'batches'}`;

/**
 * The four figures over the report's batches: what the birds sold for, what went into them, how
 * well they grew (FCR and EPEF by live weight) and what the farmers are owed on the batches that
 * are sold out or settled.
 */
export function settlementTiles(
  report: SettlementReport | undefined,
  display: ReportDisplay,
): (StatTileProps & { id: string })[] {
  const money = moneyOf(display);
  const totals = report?.totals;
  const batches = report?.batches ?? [];
  const sold = batches.reduce((sum, batch) => sum + batch.liveWeightMilli, 0);
  const open = batches.filter((batch) => batch.status === 'open').length;
  const net = report ? settlementReportNet(report) : null;
  return [
    {
      id: 'revenue',
      label: 'Sale Revenue',
      icon: IndianRupee,
      value: totals ? money(totals.saleRevenuePaise) : null,
      hint: report ? `${batchCount(batches.length)}, ${formatMilli(sold, 'kg')} sold` : null,
    },
    {
      id: 'costs',
      label: 'Total Costs',
      icon: ReceiptText,
      value: totals ? money(totals.totalCostPaise) : null,
      hint: report ? 'Chicks, feed and medicine as issued, and administration' : null,
    },
    {
      id: 'performance',
      label: 'Performance',
      icon: Activity,
      value: totals ? (
        <span>
          <OneLine>FCR {fcrShort(totals.fcr)}</OneLine> ·{' '}
          <OneLine>
            EPEF {formatNumber(totals.epef, 0)}
            {totals.grade ? (
              <>
                {' '}
                <TileWord>{totals.grade}</TileWord>
              </>
            ) : null}
          </OneLine>
        </span>
      ) : null,
      hint: report ? 'Weighted by the live weight sold' : null,
    },
    {
      id: 'net',
      label: 'Net Payable',
      icon: Wallet,
      value: net ? (
        <span>
          {money(net.amountPaise)}
          {net.side === 'payable' ? null : (
            <>
              {' '}
              <TileWord>{net.words}</TileWord>
            </>
          )}
        </span>
      ) : null,
      hint: !report
        ? null
        : open > 0
          ? `Sold-out and settled batches; ${batchCount(open)} still open`
          : 'Sold-out and settled batches',
    },
  ];
}
