import { isoDate, recordCode } from '@pfm/shared';
import type { ReportFilterRules, ReportFilters } from '../kit/report-params.ts';

/** What the Growth Report keeps in the URL: the batch and the period. */
export type GrowthParamName = 'batch' | 'from' | 'to';
export type GrowthParams = ReportFilters<GrowthParamName>;

const isDate = (value: string) => isoDate.safeParse(value).success;

/**
 * The URL's rules: no batch until one is chosen, and no dates by default, so the report covers the
 * batch's whole life (a batch lives about six weeks; its placement day is its natural start).
 */
export const growthParamRules: ReportFilterRules<GrowthParamName> = {
  // A code as batches are numbered (B001); the server says when there is no such batch.
  batch: { accepts: (value) => recordCode.test(value) },
  from: { accepts: isDate },
  to: { accepts: isDate },
};

/** Whether both dates are set and the period runs backwards (nothing is asked until it is put right). */
export const periodBackwards = (params: GrowthParams) =>
  params.from !== '' && params.to !== '' && params.from > params.to;
