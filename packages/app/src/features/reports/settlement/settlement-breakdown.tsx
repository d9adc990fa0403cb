import {
  formatDate,
  formatMilli,
  formatNumber,
  type SettlementBatch,
  type SettlementBreakdown,
  type SettlementLine,
  settlementNetWorking,
} from '@pfm/shared';
import {
  Amount,
  Card,
  CardContent,
  CardHeader,
  ErrorState,
  formatPercent,
  type KeyValueItem,
  KeyValueList,
  Skeleton,
  VisuallyHidden,
} from '@pfm/ui';
import type { ReactNode } from 'react';
import type { ReportDisplay } from '../kit/report-display.ts';
import {
  Basis,
  BreakdownActions,
  BreakdownBody,
  BreakdownNote,
  LinesTable,
  SchemeLine,
  SkeletonLines,
  SubHeading,
} from './settlement-report.styles.ts';
import { decimals, moneyOf, NetPayable, StateBadge } from './settlement-report-config.tsx';

export const BREAKDOWN_TITLE_ID = 'settlement-breakdown-title';

const sum = (lines: readonly SettlementLine[]) =>
  lines.reduce((total, line) => total + line.amountPaise, 0);
const birds = (count: number) => `${formatNumber(count, 0)} ${count === 1 ? 'bird' : 'birds'}`;

/** How the growing charge per kg follows from the production cost, in words. */
function rateBasis(breakdown: SettlementBreakdown, money: (paise: number) => string) {
  const { terms, slabs, gcPerKgPaise } = breakdown;
  const perKg = (paise: number) => `${money(paise)}/kg`;
  const count = Math.abs(slabs);
  const base =
    slabs === 0
      ? `production cost at the standard ${perKg(terms.standardPcPaise)}: ${perKg(terms.baseGcPaise)}`
      : `${formatNumber(count, 0)} slab${count === 1 ? '' : 's'} of ${money(terms.slabPcPaise)} ${slabs > 0 ? 'below' : 'above'} the standard ${perKg(terms.standardPcPaise)}: ${perKg(terms.baseGcPaise)} ${slabs > 0 ? '+' : '−'} ${formatNumber(count, 0)} × ${money(terms.slabGcPaise)}`;
  const unclamped = terms.baseGcPaise + slabs * terms.slabGcPaise;
  const held =
    gcPerKgPaise === unclamped
      ? ''
      : `, held at the ${gcPerKgPaise === terms.minGcPaise ? 'minimum' : 'maximum'}`;
  return `${base}${held}`;
}

function LineRow({
  label,
  basis,
  amount,
  subtotal = false,
}: {
  label: ReactNode;
  basis?: ReactNode;
  amount: ReactNode;
  subtotal?: boolean;
}) {
  return (
    <tr data-subtotal={subtotal ? '' : undefined}>
      <th scope="row">
        {label}
        {basis ? <Basis>{basis}</Basis> : null}
      </th>
      <td data-amount="">{amount}</td>
    </tr>
  );
}

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <tbody>
      <tr>
        <th scope="rowgroup" colSpan={2}>
          {title}
        </th>
      </tr>
      {children}
    </tbody>
  );
}

/**
 * The settlement as a farmer reads it, line by line: what went into the batch, the production cost
 * per kg and the growing charge it earns, incentives, deductions, and what is left to pay.
 */
export function SettlementLines({
  breakdown,
  display,
}: {
  breakdown: SettlementBreakdown;
  display: ReportDisplay;
}) {
  const money = moneyOf(display);
  const earned = sum(breakdown.earnings);
  const deducted = sum(breakdown.deductions);
  return (
    <LinesTable aria-label={`Settlement of ${breakdown.batchCode}, line by line`}>
      <thead>
        <tr>
          <th scope="col">Line and how it is worked out</th>
          <th scope="col" data-amount="">
            Amount
          </th>
        </tr>
      </thead>
      <Section title="Costs">
        {breakdown.costs.map((line) => (
          <LineRow
            key={line.key}
            label={line.label}
            basis={line.basis}
            amount={<Amount>{money(line.amountPaise)}</Amount>}
          />
        ))}
        <LineRow
          subtotal
          label="Total costs"
          amount={<Amount>{money(breakdown.totalCostPaise)}</Amount>}
        />
      </Section>
      <Section title="Production cost">
        <LineRow
          label="Production cost per kg"
          basis={`Total costs ${money(breakdown.totalCostPaise)} ÷ ${formatMilli(breakdown.liveWeightMilli, 'kg')} of live weight sold`}
          amount={<Amount>{`${money(breakdown.pcPerKgPaise)}/kg`}</Amount>}
        />
        <LineRow
          label="Growing charge per kg"
          basis={rateBasis(breakdown, money)}
          amount={<Amount>{`${money(breakdown.gcPerKgPaise)}/kg`}</Amount>}
        />
      </Section>
      <Section title="Earnings">
        {breakdown.earnings.map((line) => (
          <LineRow
            key={line.key}
            label={line.label}
            basis={line.basis}
            amount={<Amount>{money(line.amountPaise)}</Amount>}
          />
        ))}
        <LineRow subtotal label="Total earnings" amount={<Amount>{money(earned)}</Amount>} />
      </Section>
      <Section title="Deductions">
        {breakdown.deductions.map((line) => (
          <LineRow
            key={line.key}
            label={line.label}
            basis={line.basis}
            amount={<Amount>{money(-line.amountPaise)}</Amount>}
          />
        ))}
        <LineRow subtotal label="Total deductions" amount={<Amount>{money(-deducted)}</Amount>} />
      </Section>
      <tfoot>
        <LineRow
          label="Net payable"
          basis={settlementNetWorking(earned, deducted, { symbol: display.currencySymbol })}
          amount={<NetPayable paise={breakdown.netPayablePaise} display={display} />}
        />
      </tfoot>
    </LinesTable>
  );
}

/** The batch's birds and performance. */
function performanceItems(breakdown: SettlementBreakdown): KeyValueItem[] {
  const { birds: count, performance } = breakdown;
  return [
    { label: 'Birds placed', value: formatNumber(count.placed, 0) },
    {
      label: 'Dead',
      value: `${formatNumber(count.dead, 0)} (${formatPercent(performance.mortalityPct, { fractionDigits: 2 })})`,
    },
    { label: 'Sold', value: formatNumber(count.sold, 0) },
    { label: 'Shortage', value: birds(count.shortage) },
    { label: 'Live weight sold', value: formatMilli(breakdown.liveWeightMilli, 'kg') },
    {
      label: 'Average weight',
      value:
        performance.averageWeightKg === null
          ? null
          : `${decimals(performance.averageWeightKg, 2, 3)} kg`,
    },
    { label: 'Feed issued', value: formatMilli(breakdown.feedMilli, 'kg') },
    { label: 'Age', value: `${formatNumber(performance.age, 0)} days` },
    { label: 'FCR', value: formatNumber(performance.fcr, 3) },
    { label: 'Corrected FCR', value: formatNumber(performance.correctedFcr, 3) },
    {
      label: 'EPEF',
      value:
        performance.epef === null
          ? null
          : `${formatNumber(performance.epef, 0)}${performance.grade ? ` ${performance.grade}` : ''}`,
    },
  ];
}

/** Where the chosen batch stands, in a sentence over its lines. */
function noteOf(batch: SettlementBatch, breakdown: SettlementBreakdown, display: ReportDisplay) {
  switch (batch.status) {
    case 'open':
      return `${batch.batchCode} is still open: these are its figures so far. The ${birds(breakdown.birds.shortage)} neither sold nor recorded dead count as its shortage here; sell them, or close the batch by hand if they are missing.`;
    case 'sold-out':
      return `Ready to settle: finalising posts these figures to ${batch.farmerName}'s ledger.`;
    case 'settled':
      return `Settled as ${batch.settlementCode ?? '—'}: the breakdown as it was posted; later changes to the scheme or the rates do not alter it.`;
    default:
      return `${batch.batchCode} was placed on ${formatDate(batch.placementDate, display.dateFormat)}.`;
  }
}

export interface SettlementBreakdownPanelProps {
  /** The chosen batch, as the report lists it. */
  batch: SettlementBatch;
  /** Its breakdown; `undefined` while it loads (or when another batch's is still shown). */
  breakdown?: SettlementBreakdown | undefined;
  loading: boolean;
  error?: string | null | undefined;
  onRetry?: (() => void) | undefined;
  display: ReportDisplay;
  /** The Administrator's buttons for this batch, or Staff's note on why there are none. */
  actions?: ReactNode;
}

/** The chosen batch's settlement: a card with its state, its lines, its performance and its actions. */
export function SettlementBreakdownPanel({
  batch,
  breakdown,
  loading,
  error,
  onRetry,
  display,
  actions,
}: SettlementBreakdownPanelProps) {
  const shown = breakdown?.batchCode === batch.batchCode ? breakdown : undefined;
  const ready = Boolean(shown) && !loading && !error;
  return (
    <section aria-labelledby={BREAKDOWN_TITLE_ID} data-report-part="breakdown">
      <Card>
        <CardHeader
          headingLevel={2}
          titleId={BREAKDOWN_TITLE_ID}
          title={`Settlement of ${batch.batchCode}`}
          description={`${batch.farmerName} (${batch.farmerCode}) · Farm ${batch.farmCode} · placed ${formatDate(batch.placementDate, display.dateFormat)}`}
          actions={
            ready && actions ? (
              <BreakdownActions data-print="hide">{actions}</BreakdownActions>
            ) : undefined
          }
        >
          <div>
            <StateBadge batch={batch} />
          </div>
        </CardHeader>
        <CardContent>
          {error ? (
            <ErrorState
              headingLevel={3}
              title={`Could not load the settlement of ${batch.batchCode}`}
              message={error}
              onRetry={onRetry}
            />
          ) : !ready || !shown ? (
            <SkeletonLines aria-busy="true">
              <VisuallyHidden role="status">
                Loading the settlement of {batch.batchCode}…
              </VisuallyHidden>
              {Array.from({ length: 8 }, (_, index) => (
                // biome-ignore lint/suspicious/noArrayIndexKey: placeholders, all alike
                <Skeleton key={index} height="1.25rem" width={index % 3 === 0 ? '40%' : '100%'} />
              ))}
            </SkeletonLines>
          ) : (
            <>
              <BreakdownNote>{noteOf(batch, shown, display)}</BreakdownNote>
              <BreakdownBody>
                <div>
                  <SettlementLines breakdown={shown} display={display} />
                </div>
                <div>
                  <SubHeading>Performance</SubHeading>
                  <KeyValueList items={performanceItems(shown)} density="dense" />
                  <SubHeading>Scheme</SubHeading>
                  <SchemeLine>
                    {shown.scheme.name}, version {shown.scheme.version} ({shown.scheme.code})
                  </SchemeLine>
                </div>
              </BreakdownBody>
            </>
          )}
        </CardContent>
      </Card>
    </section>
  );
}
