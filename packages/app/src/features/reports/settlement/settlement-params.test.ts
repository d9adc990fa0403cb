import { describe, expect, it } from 'vitest';
import { readReportFilters, reportSearch } from '../kit/report-params.ts';
import {
  nextSettlementParams,
  periodBackwards,
  reportQueryOf,
  settlementApiQuery,
  settlementExportQuery,
  settlementParamRules,
} from './settlement-params.ts';

const read = (query: string) => readReportFilters(new URLSearchParams(query), settlementParamRules);

describe('settlement report parameters in the URL', () => {
  it('opens on every farmer and every date, no batch chosen: the plain link stays plain', () => {
    const params = read('');
    expect(params).toEqual({ farmer: '', from: '', to: '', batch: '' });
    expect(reportSearch(params, settlementParamRules).toString()).toBe('');
    expect(reportQueryOf(params)).toEqual({});
  });

  it('keeps a farmer, a period and a batch; the API is asked for the report without the batch', () => {
    const params = read('farmer=F001&from=2026-01-01&to=2026-03-31&batch=B002');
    expect(params).toEqual({ farmer: 'F001', from: '2026-01-01', to: '2026-03-31', batch: 'B002' });
    expect(reportSearch(params, settlementParamRules).toString()).toBe(
      'farmer=F001&from=2026-01-01&to=2026-03-31&batch=B002',
    );
    expect(reportQueryOf(params)).toEqual({ farmer: 'F001', from: '2026-01-01', to: '2026-03-31' });
    expect(settlementApiQuery(reportQueryOf(read('farmer=F002&batch=B003')))).toBe('farmer=F002');
    expect(settlementApiQuery(reportQueryOf(read('to=2026-03-01')))).toBe('to=2026-03-01');
  });

  it('exports the report of the farmer and period, with the batch chosen in the table', () => {
    const params = read('farmer=F001&from=2026-04-01&to=2026-11-30&batch=B004');
    expect(settlementExportQuery(params, 'B004')).toBe(
      'farmer=F001&from=2026-04-01&to=2026-11-30&batch=B004',
    );
    // A batch in the URL that the report does not list is not chosen: the file breaks down all.
    expect(settlementExportQuery(params)).toBe('farmer=F001&from=2026-04-01&to=2026-11-30');
    expect(settlementExportQuery(read(''))).toBe('');
  });

  it('ignores what it cannot use: a farmer that is not a farmer code, bad dates, bad batches', () => {
    expect(read('farmer=T001&from=01-01-2026&to=soon&batch=../B001')).toEqual(read(''));
  });

  it('lets the chosen batch go when the farmer or the period changes, not when a batch is chosen', () => {
    const params = read('farmer=F001&batch=B002');
    expect(nextSettlementParams(params, { farmer: 'F002' })).toEqual({
      farmer: 'F002',
      from: '',
      to: '',
      batch: '',
    });
    expect(nextSettlementParams(params, { from: '2026-02-01', to: '' }).batch).toBe('');
    expect(nextSettlementParams(params, { batch: 'B001' })).toEqual({ ...params, batch: 'B001' });
    // The same farmer again (the picker re-chosen) keeps the batch.
    expect(nextSettlementParams(params, { farmer: 'F001' }).batch).toBe('B002');
  });

  it('knows a period that runs backwards, and that an open end never does', () => {
    expect(periodBackwards(read('from=2026-03-10&to=2026-03-01'))).toBe(true);
    expect(periodBackwards(read('from=2026-03-10&to=2026-03-10'))).toBe(false);
    expect(periodBackwards(read('from=2026-03-10'))).toBe(false);
  });
});
