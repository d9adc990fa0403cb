import { describe, expect, it } from 'vitest';
import { financialYearStart } from './clock.ts';
import { formatDate, toIsoDate } from './format.ts';

describe('formatDate', () => {
  it('shows DD/MM/YYYY by default', () => {
    expect(formatDate('2026-11-21')).toBe('21/11/2026');
    expect(formatDate(new Date(2026, 0, 5))).toBe('05/01/2026');
  });

  it('reads a yyyy-mm-dd string as that calendar day in any time zone', () => {
    expect(formatDate('2026-01-01')).toBe('01/01/2026');
    expect(formatDate('2026-12-31')).toBe('31/12/2026');
  });

  it('supports every format a user can choose', () => {
    expect(formatDate('2026-03-09', 'MM/DD/YYYY')).toBe('03/09/2026');
    expect(formatDate('2026-03-09', 'YYYY-MM-DD')).toBe('2026-03-09');
    expect(formatDate('2026-03-09', 'DD-MMM-YYYY')).toBe('09-Mar-2026');
  });

  it('shows a dash for missing or invalid dates', () => {
    expect(formatDate(null)).toBe('—');
    expect(formatDate('')).toBe('—');
    expect(formatDate('2026-02-30')).toBe('—');
    expect(formatDate('not a date')).toBe('—');
    expect(formatDate(new Date(Number.NaN))).toBe('—');
  });
});

describe('toIsoDate', () => {
  it('gives the local calendar day as yyyy-mm-dd', () => {
    expect(toIsoDate(new Date(2026, 10, 21, 23, 59))).toBe('2026-11-21');
  });
});

describe('financialYearStart', () => {
  it('gives 1 April of the Indian financial year (April to March) a day falls in', () => {
    expect(financialYearStart('2026-03-31')).toBe('2025-04-01');
    expect(financialYearStart('2026-04-01')).toBe('2026-04-01');
    expect(financialYearStart('2026-12-31')).toBe('2026-04-01');
    expect(financialYearStart('2027-01-01')).toBe('2026-04-01');
  });

  it('keeps four digits for a year before 1000', () => {
    expect(financialYearStart('0011-02-07')).toBe('0010-04-01');
  });
});
