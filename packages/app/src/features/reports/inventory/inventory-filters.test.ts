import { type InventoryLine, resetClock, setClock } from '@pfm/shared';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { readReportFilters } from '../kit/report-params.ts';
import {
  inventoryFilterRules,
  isFiltered,
  lowStockItems,
  valueOfLines,
} from './inventory-filters.ts';

const read = (query: string) => readReportFilters(new URLSearchParams(query), inventoryFilterRules);

describe('inventory filters in the URL', () => {
  // 23:00 in Kolkata on 21/11: the business's day, whatever the machine's time zone.
  beforeEach(() => setClock(new Date('2026-11-21T17:30:00Z')));
  afterEach(() => resetClock());

  it('opens on every godown and category, today in India', () => {
    expect(read('')).toEqual({ godown: '', category: '', date: '2026-11-21' });
    expect(isFiltered(read(''))).toBe(false);
  });

  it('keeps a godown code, a category and a past date', () => {
    const filters = read('godown=G002&category=medicine&date=2026-10-31');
    expect(filters).toEqual({ godown: 'G002', category: 'medicine', date: '2026-10-31' });
    expect(isFiltered(filters)).toBe(true);
  });

  it('ignores what the report cannot use: a bad code, an unknown category, a future day', () => {
    expect(read('godown=north&category=birds&date=2026-11-22')).toEqual({
      godown: '',
      category: '',
      date: '2026-11-21',
    });
    expect(read('godown=TRANSIT&date=21-11-2026').godown).toBe('');
  });
});

describe('lowStockItems', () => {
  const line = (itemCode: string, status: InventoryLine['status']) =>
    ({ itemCode, status }) as InventoryLine;

  it('counts an item short in two godowns once', () => {
    expect(
      lowStockItems([
        line('I003', 'Low Stock'),
        line('I003', 'Low Stock'),
        line('I005', 'Low Stock'),
        line('I001', 'sufficient'),
      ]),
    ).toBe(2);
    expect(lowStockItems([])).toBe(0);
  });
});

describe('valueOfLines', () => {
  const line = (godownCode: string, valuePaise: number) =>
    ({ itemCode: 'I001', godownCode, valuePaise }) as InventoryLine;

  it('counts each godown and transit once, not an item’s total row', () => {
    expect(
      valueOfLines([line('G001', 300), line('G002', 200), line('', 500), line('TRANSIT', 50)]),
    ).toBe(550);
  });
});
