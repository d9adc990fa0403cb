import { describe, expect, it } from 'vitest';
import { formatNumber, formatQuantity } from './format.ts';

describe('formatQuantity', () => {
  it('adds the unit and groups digits the Indian way', () => {
    expect(formatQuantity(1250.5, 'kg')).toBe('1,250.5 kg');
    expect(formatQuantity(120000, 'birds')).toBe('1,20,000 birds');
    expect(formatQuantity(1850, 'g')).toBe('1,850 g');
    expect(formatQuantity(40, 'bag')).toBe('40 bags');
    expect(formatQuantity(12.5, 'liter')).toBe('12.5 liters');
  });

  it('uses the singular for one', () => {
    expect(formatQuantity(1, 'birds')).toBe('1 bird');
    expect(formatQuantity(1, 'pieces')).toBe('1 piece');
    expect(formatQuantity(1, 'days')).toBe('1 day');
  });

  it('formats percentages with one decimal by default', () => {
    expect(formatQuantity(2.46, '%')).toBe('2.5%');
    expect(formatQuantity(0, '%')).toBe('0%');
    expect(formatQuantity(-3.25, '%', { fractionDigits: 2 })).toBe('-3.25%');
  });

  it('rounds half away from zero and never shows -0', () => {
    expect(formatQuantity(2.005, 'kg')).toBe('2.01 kg');
    expect(formatQuantity(-0.001, 'kg')).toBe('0 kg');
    expect(formatQuantity(999.5, 'birds')).toBe('1,000 birds');
  });

  it('shows a dash for missing or invalid numbers', () => {
    expect(formatQuantity(null, 'kg')).toBe('—');
    expect(formatQuantity(Number.NaN, 'kg')).toBe('—');
    expect(formatNumber(Number.POSITIVE_INFINITY)).toBe('—');
  });
});
