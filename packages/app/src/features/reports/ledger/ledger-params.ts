import {
  isoDate,
  type PartyType,
  pageParams,
  partyTypes,
  recordCode,
  STATEMENT_PAGE_SIZE,
  type StatementQuery,
  today,
} from '@pfm/shared';
import { acceptedBy, type ReportFilterRules, type ReportFilters } from '../kit/report-params.ts';

/** What the Ledger Reports keep in the URL: the tab, the party, the period and the page. */
export type LedgerParamName = 'tab' | 'party' | 'from' | 'to' | 'page' | 'size';
export type LedgerParams = ReportFilters<LedgerParamName>;

/**
 * The first day of the Indian financial year (1 April) that `day` falls in. Statements default to
 * it: accounts are kept and settled by financial year, and the opening balance brings the earlier
 * years forward, so the statement stays short without hiding what is owed.
 */
export function financialYearStart(day: string): string {
  const year = Number(day.slice(0, 4));
  const month = Number(day.slice(5, 7));
  return `${month >= 4 ? year : year - 1}-04-01`;
}

const isParty = (value: string): value is PartyType =>
  (partyTypes as readonly string[]).includes(value);

/**
 * The URL's rules: the Farmer Accounts tab unless another is named, no party until one is chosen,
 * the current financial year up to today, page 1 of 100 rows.
 */
export const ledgerParamRules: ReportFilterRules<LedgerParamName> = {
  tab: { accepts: isParty, fallback: () => 'farmer' },
  // A code as the masters make them (F001, T012); the server says when there is no such party.
  party: { accepts: (value) => recordCode.test(value) },
  from: {
    accepts: (value) => isoDate.safeParse(value).success,
    fallback: () => financialYearStart(today()),
  },
  to: { accepts: (value) => isoDate.safeParse(value).success, fallback: today },
  page: { accepts: acceptedBy(pageParams.page), fallback: () => '1' },
  size: { accepts: acceptedBy(pageParams.size), fallback: () => String(STATEMENT_PAGE_SIZE) },
};

export const partyTypeOf = (params: LedgerParams): PartyType =>
  isParty(params.tab) ? params.tab : 'farmer';

/** Whether the period runs backwards (the statement is not asked for until it is put right). */
export const periodBackwards = (params: LedgerParams) => params.from > params.to;

/** The statement's API query for the URL's period and page. */
export const statementQueryOf = (params: LedgerParams): StatementQuery => ({
  from: params.from,
  to: params.to,
  page: Number(params.page),
  size: Number(params.size),
});

/**
 * The parameters after a change. Another tab starts with no party (codes belong to one kind of
 * party); anything but a page change goes back to page 1.
 */
export function nextLedgerParams(
  current: LedgerParams,
  change: Partial<LedgerParams>,
): Partial<LedgerParams> {
  const tabChanged = change.tab !== undefined && change.tab !== current.tab;
  return {
    ...change,
    ...(tabChanged && { party: '' }),
    ...(change.page === undefined && { page: '1' }),
  };
}
