import { describe, expect, it } from 'vitest';
import { type ComboboxOption, filterOptions } from './filter.ts';

const farmers: ComboboxOption[] = [
  { value: 'F001', label: 'F001 — Ramesh Kumar', description: 'Bhadrak, Odisha' },
  { value: 'F002', label: 'F002 — Suresh Patel', description: 'Cuttack, Odisha' },
  { value: 'F003', label: 'F003 — Anita Das', description: 'Bankura, West Bengal' },
];

describe('filterOptions', () => {
  it('keeps every option for an empty or blank search', () => {
    expect(filterOptions(farmers, '')).toBe(farmers);
    expect(filterOptions(farmers, '   ')).toBe(farmers);
  });

  it('matches the label ignoring case', () => {
    expect(filterOptions(farmers, 'RAMESH').map((farmer) => farmer.value)).toEqual(['F001']);
    expect(filterOptions(farmers, ' f00 ').map((farmer) => farmer.value)).toEqual([
      'F001',
      'F002',
      'F003',
    ]);
  });

  it('matches the description', () => {
    expect(filterOptions(farmers, 'odisha').map((farmer) => farmer.value)).toEqual([
      'F001',
      'F002',
    ]);
  });

  it('returns nothing when nothing matches', () => {
    expect(filterOptions(farmers, 'Jharkhand')).toEqual([]);
  });
});
