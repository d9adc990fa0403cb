import { isoDate, itemCategories } from '@pfm/shared';
import { describe, expect, it } from 'vitest';
import {
  acceptedBy,
  type ReportFilterRules,
  readReportFilters,
  reportApiQuery,
  reportSearch,
} from './report-params.ts';

const rules: ReportFilterRules<'category' | 'date'> = {
  category: { accepts: (value) => (itemCategories as readonly string[]).includes(value) },
  date: { accepts: acceptedBy(isoDate), fallback: () => '2026-11-21' },
};

describe('readReportFilters', () => {
  it('reads the values it can use', () => {
    expect(readReportFilters(new URLSearchParams('category=feed&date=2026-10-01'), rules)).toEqual({
      category: 'feed',
      date: '2026-10-01',
    });
  });

  it('ignores values it cannot use, and names it does not know', () => {
    expect(
      readReportFilters(new URLSearchParams('category=FEED&date=2026-02-30&page=3'), rules),
    ).toEqual({ category: '', date: '2026-11-21' });
  });

  it('takes the fallback when a filter is missing or empty', () => {
    expect(readReportFilters(new URLSearchParams('date='), rules)).toEqual({
      category: '',
      date: '2026-11-21',
    });
  });
});

describe('reportSearch', () => {
  it('leaves out empty filters and fallbacks, so the plain link stays plain', () => {
    expect(reportSearch({ category: '', date: '2026-11-21' }, rules).toString()).toBe('');
    expect(reportSearch({ category: 'chicks', date: '2026-11-01' }, rules).toString()).toBe(
      'category=chicks&date=2026-11-01',
    );
  });
});

describe('reportApiQuery', () => {
  it('sends every filter that is set, the date even when it is today', () => {
    expect(reportApiQuery({ category: '', date: '2026-11-21' })).toBe('date=2026-11-21');
  });
});
