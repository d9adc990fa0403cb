import { isoDate, recordCode, type SettlementReportQuery } from '@pfm/shared';
import type { ReportFilterRules, ReportFilters } from '../kit/report-params.ts';

/** What the Farmer Settlement Report keeps in the URL: the farmer, the period and the chosen batch. */
export type SettlementParamName = 'farmer' | 'from' | 'to' | 'batch';
export type SettlementParams = ReportFilters<SettlementParamName>;

const isDate = (value: string) => isoDate.safeParse(value).success;

/**
 * The URL's rules: every farmer and every placement date by default (the report lists each batch
 * and where it stands); a batch is chosen from the table to read its settlement line by line.
 */
export const settlementParamRules: ReportFilterRules<SettlementParamName> = {
  // A farmer's code as the server accepts it (F001); anything else is read as "all farmers".
  farmer: { accepts: (value) => /^F\d{3,}$/.test(value) },
  from: { accepts: isDate },
  to: { accepts: isDate },
  // A code as batches are numbered (B001); the server says when there is no such batch.
  batch: { accepts: (value) => recordCode.test(value) },
};

/** Whether both dates are set and the period runs backwards (nothing is asked until it is put right). */
export const periodBackwards = (params: SettlementParams) =>
  params.from !== '' && params.to !== '' && params.from > params.to;

/** What the report asks the server: the farmer and the period, never the chosen batch. */
export const reportQueryOf = (params: SettlementParams): SettlementReportQuery => ({
  ...(params.farmer && { farmer: params.farmer }),
  ...(params.from && { from: params.from }),
  ...(params.to && { to: params.to }),
});

/** The report's query as the API reads it (`farmer=F001&from=2026-01-01`), for the report and its exports. */
export function settlementApiQuery(query: SettlementReportQuery): string {
  const search = new URLSearchParams();
  for (const [name, value] of Object.entries(query)) {
    if (value) search.set(name, value);
  }
  return search.toString();
}

/**
 * The export's query: the report's, and the batch chosen in the table (when the report lists it),
 * so the file breaks down the batch on screen (`farmer=F001&batch=B004`). Without a batch, the
 * file breaks down every sold-out and settled batch of the report.
 */
export function settlementExportQuery(params: SettlementParams, chosenBatch?: string): string {
  const search = new URLSearchParams(settlementApiQuery(reportQueryOf(params)));
  if (chosenBatch) search.set('batch', chosenBatch);
  return search.toString();
}

/**
 * The parameters after a change. A new farmer or period is a new list of batches, so the chosen
 * batch is let go (it may not be in the new list); choosing a batch keeps the filters.
 */
export function nextSettlementParams(
  params: SettlementParams,
  change: Partial<SettlementParams>,
): SettlementParams {
  const filtersChanged = (['farmer', 'from', 'to'] as const).some(
    (name) => change[name] !== undefined && change[name] !== params[name],
  );
  return { ...params, ...(filtersChanged && { batch: '' }), ...change };
}
