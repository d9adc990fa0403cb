import { describe, expect, it } from 'vitest';
import { groupDigits, tidyNumber, withoutGrouping } from './grouping.ts';

/** `text` with the caret at `caret` (or a selection from `start` to `end`). */
const at = (text: string, start: number, end = start) => ({ text, start, end });

describe('groupDigits', () => {
  it('groups the whole part the Indian way: the last three digits, then pairs', () => {
    expect(groupDigits('344400')).toBe('3,44,400');
    expect(groupDigits('344400.00')).toBe('3,44,400.00');
    expect(groupDigits('12345678.5')).toBe('1,23,45,678.5');
    expect(groupDigits('1000')).toBe('1,000');
    expect(groupDigits('123456789012.50')).toBe('1,23,45,67,89,012.50');
  });

  it('leaves short numbers, negatives and decimals as typed', () => {
    expect(groupDigits('999')).toBe('999');
    expect(groupDigits('-1250000')).toBe('-12,50,000');
    expect(groupDigits('0.125')).toBe('0.125');
    expect(groupDigits('1250.')).toBe('1,250.');
  });

  it('leaves text that is not a plain number alone', () => {
    for (const text of ['', 'abc', '12a', '1.2.3', '-', '3,44,400', '.5']) {
      expect(groupDigits(text)).toBe(text);
    }
  });
});

describe('withoutGrouping', () => {
  it('reads a pasted grouped number as its digits', () => {
    expect(withoutGrouping(at('3,44,400', 8)).text).toBe('344400');
    expect(withoutGrouping(at('3 44 400.50', 0)).text).toBe('344400.50');
    expect(withoutGrouping(at('1,23,45,678', 11)).text).toBe('12345678');
  });

  it('drops the currency symbol pasted with an amount', () => {
    expect(withoutGrouping(at('₹3,44,400.00', 12), '₹').text).toBe('344400.00');
    expect(withoutGrouping(at(' ₹ 500', 6), '₹').text).toBe('500');
    // Another symbol is the form's to refuse.
    expect(withoutGrouping(at('$500', 4), '₹').text).toBe('$500');
  });

  it('keeps the caret among the same digits', () => {
    // 3,44,4|00 → 34440|0... the caret after the third 4.
    expect(withoutGrouping(at('3,44,400', 6))).toEqual(at('344400', 4));
    expect(withoutGrouping(at('3,44,400', 0, 8))).toEqual(at('344400', 0, 6));
    expect(withoutGrouping(at('₹1,000', 1), '₹')).toEqual(at('1000', 0));
  });
});

describe('tidyNumber', () => {
  it('writes money with its two decimals', () => {
    expect(tidyNumber('344400', 2)).toBe('344400.00');
    expect(tidyNumber('12.5', 2)).toBe('12.50');
    expect(tidyNumber('120.00', 2)).toBe('120.00');
    expect(tidyNumber('-5', 2)).toBe('-5.00');
  });

  it('drops leading zeros and a bare point, never changing the value', () => {
    expect(tidyNumber('007')).toBe('7');
    expect(tidyNumber('0.5')).toBe('0.5');
    expect(tidyNumber('1250.')).toBe('1250');
    expect(tidyNumber('1250.500')).toBe('1250.500');
    expect(tidyNumber('00', 2)).toBe('0.00');
    expect(tidyNumber('40.', 0)).toBe('40');
  });

  it('leaves more decimals than allowed, and what is no number, for the form to refuse', () => {
    expect(tidyNumber('12.345', 2)).toBe('12.345');
    expect(tidyNumber('2.5', 0)).toBe('2.5');
    for (const text of ['', 'abc', '1e5', '.5', '12,5']) expect(tidyNumber(text, 2)).toBe(text);
  });
});
