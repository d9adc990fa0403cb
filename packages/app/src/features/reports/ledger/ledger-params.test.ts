import { resetClock, setClock } from '@pfm/shared';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { readReportFilters, reportSearch } from '../kit/report-params.ts';
import {
  financialYearStart,
  ledgerParamRules,
  nextLedgerParams,
  periodBackwards,
  statementQueryOf,
} from './ledger-params.ts';

const read = (query: string) => readReportFilters(new URLSearchParams(query), ledgerParamRules);

describe('ledger parameters in the URL', () => {
  // 23:00 in Kolkata on 14/03: the business's day, whatever the machine's time zone.
  beforeEach(() => setClock(new Date('2026-03-14T17:30:00Z')));
  afterEach(() => resetClock());

  it('opens on Farmer Accounts, no party, this financial year to today, page 1 of 100', () => {
    const params = read('');
    expect(params).toEqual({
      tab: 'farmer',
      party: '',
      from: '2025-04-01',
      to: '2026-03-14',
      page: '1',
      size: '100',
    });
    expect(statementQueryOf(params)).toEqual({
      from: '2025-04-01',
      to: '2026-03-14',
      page: 1,
      size: 100,
    });
    // The plain link stays plain.
    expect(reportSearch(params, ledgerParamRules).toString()).toBe('');
  });

  it('keeps a tab, a party code, a period and a page', () => {
    const params = read('tab=supplier&party=S001&from=2026-01-01&to=2026-02-28&page=3&size=25');
    expect(params).toEqual({
      tab: 'supplier',
      party: 'S001',
      from: '2026-01-01',
      to: '2026-02-28',
      page: '3',
      size: '25',
    });
    expect(reportSearch(params, ledgerParamRules).toString()).toBe(
      'tab=supplier&party=S001&from=2026-01-01&to=2026-02-28&page=3&size=25',
    );
  });

  it('ignores what it cannot use: another kind of account, a bad code, dates, pages and sizes', () => {
    expect(read('tab=bank&party=../F001&from=01-04-2025&to=tomorrow&page=0&size=1000')).toEqual(
      read(''),
    );
    expect(read('page=1.5').page).toBe('1');
  });

  it('knows a period that runs backwards', () => {
    expect(periodBackwards(read('from=2026-03-10&to=2026-03-01'))).toBe(true);
    expect(periodBackwards(read('from=2026-03-10&to=2026-03-10'))).toBe(false);
  });
});

describe('the financial year a day falls in', () => {
  it('starts on 1 April: from April it is this year, before April last year', () => {
    expect(financialYearStart('2026-03-31')).toBe('2025-04-01');
    expect(financialYearStart('2026-04-01')).toBe('2026-04-01');
    expect(financialYearStart('2026-12-31')).toBe('2026-04-01');
    expect(financialYearStart('2027-01-01')).toBe('2026-04-01');
  });
});

describe('a change of the ledger parameters', () => {
  const current = {
    tab: 'farmer',
    party: 'F001',
    from: '2025-04-01',
    to: '2026-03-14',
    page: '3',
    size: '100',
  };

  it('clears the party with another tab (codes belong to one kind of party)', () => {
    expect(nextLedgerParams(current, { tab: 'trader' })).toEqual({
      tab: 'trader',
      party: '',
      page: '1',
    });
    expect(nextLedgerParams(current, { tab: 'farmer' })).toEqual({ tab: 'farmer', page: '1' });
  });

  it('goes back to page 1 unless the page is what changed', () => {
    expect(nextLedgerParams(current, { party: 'F002' })).toEqual({ party: 'F002', page: '1' });
    expect(nextLedgerParams(current, { from: '2026-01-01', to: '2026-03-14' })).toEqual({
      from: '2026-01-01',
      to: '2026-03-14',
      page: '1',
    });
    expect(nextLedgerParams(current, { page: '4' })).toEqual({ page: '4' });
  });
});
