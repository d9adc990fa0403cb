import { describe, expect, it } from 'vitest';
import { formatPercent, roundPercent } from './percent-format.ts';

describe('formatPercent', () => {
  it('shows one decimal by default', () => {
    expect(formatPercent(-3.46)).toBe('-3.5%');
    expect(formatPercent(12)).toBe('12.0%');
  });

  it('puts a plus before positive values only when signed', () => {
    expect(formatPercent(2, { signed: true })).toBe('+2.0%');
    expect(formatPercent(2)).toBe('2.0%');
  });

  it('never signs zero, even a negative value that rounds to zero', () => {
    expect(formatPercent(0, { signed: true })).toBe('0.0%');
    expect(formatPercent(-0.04, { signed: true })).toBe('0.0%');
  });

  it('honours fractionDigits and groups thousands the Indian way', () => {
    expect(formatPercent(1.5, { fractionDigits: 2 })).toBe('1.50%');
    expect(formatPercent(123456, { fractionDigits: 0 })).toBe('1,23,456%');
  });

  it('shows an em dash for a missing value', () => {
    expect(formatPercent(null)).toBe('—');
    expect(formatPercent(Number.NaN)).toBe('—');
  });
});

describe('roundPercent', () => {
  it('rounds half away from zero to the shown digits', () => {
    expect(roundPercent(-3.04)).toBe(-3);
    expect(roundPercent(-3.05)).toBe(-3.1);
    expect(roundPercent(2.25)).toBe(2.3);
  });
});
