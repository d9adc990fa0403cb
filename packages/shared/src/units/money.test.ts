import { describe, expect, it } from 'vitest';
import { multiplyMoney } from './amounts.ts';
import { formatBalance, formatMoney, parseMoney } from './money.ts';

describe('formatMoney', () => {
  it('formats integer paise as rupees with Indian grouping', () => {
    expect(formatMoney(1234567850)).toBe('₹1,23,45,678.50');
    expect(formatMoney(100)).toBe('₹1.00');
    expect(formatMoney(5)).toBe('₹0.05');
    expect(formatMoney(99_999_99)).toBe('₹99,999.99');
    expect(formatMoney(1_00_000_00)).toBe('₹1,00,000.00');
  });

  it('formats zero and negatives', () => {
    expect(formatMoney(0)).toBe('₹0.00');
    expect(formatMoney(-50000)).toBe('-₹500.00');
    expect(formatMoney(-1)).toBe('-₹0.01');
  });

  it('formats crores and the largest safe amount exactly', () => {
    expect(formatMoney(1_00_00_000_00)).toBe('₹1,00,00,000.00');
    expect(formatMoney(Number.MAX_SAFE_INTEGER)).toBe('₹9,00,71,99,25,47,409.91');
  });

  it('uses the currency symbol from settings', () => {
    expect(formatMoney(123456, { symbol: 'Rs. ' })).toBe('Rs. 1,234.56');
    expect(formatMoney(123456, { symbol: '' })).toBe('1,234.56');
  });

  it('shows a dash for a missing amount', () => {
    expect(formatMoney(null)).toBe('—');
    expect(formatMoney(undefined)).toBe('—');
  });

  it('refuses floats and non-numbers: money is never a float', () => {
    expect(() => formatMoney(12.5)).toThrow('Money must be a whole number of paise, got 12.5');
    expect(() => formatMoney(Number.NaN)).toThrow(RangeError);
    expect(() => formatMoney(Number.POSITIVE_INFINITY)).toThrow(RangeError);
  });
});

describe('formatBalance', () => {
  it('marks what a party owes us Dr and what we owe Cr', () => {
    expect(formatBalance(4500000)).toBe('₹45,000.00 Dr');
    expect(formatBalance(-4500000)).toBe('₹45,000.00 Cr');
    expect(formatBalance(0)).toBe('₹0.00');
    expect(formatBalance(null)).toBe('—');
  });
});

describe('parseMoney', () => {
  it('reads typed rupees as exact paise', () => {
    expect(parseMoney('1,23,456.5')).toBe(12345650);
    expect(parseMoney('₹ 99')).toBe(9900);
    expect(parseMoney('0.1')).toBe(10);
    expect(parseMoney('-12.05')).toBe(-1205);
    expect(parseMoney('Rs. 40')).toBe(4000);
  });

  it('refuses anything that is not an amount with at most two decimals', () => {
    for (const input of ['', 'abc', '12.345', '1.2.3', '--5', '5-', '1e5', ' . ']) {
      expect(parseMoney(input), input).toBeNull();
    }
  });
});

describe('multiplyMoney', () => {
  it('multiplies a rate by a quantity and rounds half away from zero to a paisa', () => {
    expect(multiplyMoney(4250, 12.345)).toBe(52466); // ₹42.50 × 12.345 kg = ₹524.6625
    expect(multiplyMoney(3500, 1000)).toBe(3500000);
    expect(multiplyMoney(1, 0.5)).toBe(1);
    expect(multiplyMoney(-1, 0.5)).toBe(-1);
    expect(multiplyMoney(12000, 0)).toBe(0);
  });

  it('refuses a float rate or a non-finite quantity', () => {
    expect(() => multiplyMoney(42.5, 1)).toThrow(RangeError);
    expect(() => multiplyMoney(100, Number.NaN)).toThrow('Quantity must be a finite number');
  });
});
