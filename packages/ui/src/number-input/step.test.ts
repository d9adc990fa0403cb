import { describe, expect, it } from 'vitest';
import { stepValue } from './step.ts';

describe('stepValue', () => {
  it('adds or removes one step', () => {
    expect(stepValue('10', 1, { step: 1 })).toBe('11');
    expect(stepValue('10', -1, { step: 5 })).toBe('5');
  });

  it('stays within min and max', () => {
    expect(stepValue('100', 1, { step: 1, max: 100 })).toBe('100');
    expect(stepValue('0', -1, { step: 1, min: 0 })).toBe('0');
    expect(stepValue('98', 1, { step: 5, max: 100 })).toBe('100');
    expect(stepValue('250', -1, { step: 1, max: 100 })).toBe('100');
  });

  it('avoids floating-point noise and keeps decimals', () => {
    expect(stepValue('0.1', 1, { step: 0.2 })).toBe('0.3');
    expect(stepValue('1.5', 1, { step: 0.1 })).toBe('1.6');
    expect(stepValue('2.50', 1, { step: 1 })).toBe('3.50');
    expect(stepValue('45', 1, { step: 0.01 })).toBe('45.01');
  });

  it('treats empty or unreadable text as 0', () => {
    expect(stepValue('', 1, { step: 1 })).toBe('1');
    expect(stepValue('', -1, { step: 1, min: 0 })).toBe('0');
    expect(stepValue('abc', 1, { step: 1, min: 5 })).toBe('5');
  });

  it('never shows negative zero', () => {
    expect(stepValue('0.1', -1, { step: 0.1 })).toBe('0.0');
    expect(stepValue('1', -1, { step: 1 })).toBe('0');
  });
});
