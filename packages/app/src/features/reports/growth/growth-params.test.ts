import { describe, expect, it } from 'vitest';
import { readReportFilters, reportApiQuery, reportSearch } from '../kit/report-params.ts';
import { growthParamRules, periodBackwards } from './growth-params.ts';

const read = (query: string) => readReportFilters(new URLSearchParams(query), growthParamRules);

describe('growth report parameters in the URL', () => {
  it('opens with no batch and no dates: the plain link stays plain and asks nothing', () => {
    const params = read('');
    expect(params).toEqual({ batch: '', from: '', to: '' });
    expect(reportSearch(params, growthParamRules).toString()).toBe('');
  });

  it('keeps a batch and a period, and sends only what is set to the API', () => {
    const params = read('batch=B003&from=2026-02-14&to=2026-03-14');
    expect(params).toEqual({ batch: 'B003', from: '2026-02-14', to: '2026-03-14' });
    expect(reportSearch(params, growthParamRules).toString()).toBe(
      'batch=B003&from=2026-02-14&to=2026-03-14',
    );
    expect(reportApiQuery(read('batch=B003&to=2026-03-01'))).toBe('batch=B003&to=2026-03-01');
  });

  it('ignores what it cannot use: a code that is not a code, dates that are not dates', () => {
    expect(read('batch=../B001&from=14-02-2026&to=tomorrow')).toEqual(read(''));
  });

  it('knows a period that runs backwards, and that an open end never does', () => {
    expect(periodBackwards(read('batch=B003&from=2026-03-10&to=2026-03-01'))).toBe(true);
    expect(periodBackwards(read('batch=B003&from=2026-03-10&to=2026-03-10'))).toBe(false);
    expect(periodBackwards(read('batch=B003&from=2026-03-10'))).toBe(false);
  });
});
