import { describe, expect, it } from 'vitest';
import {
  ariaSortFor,
  compareValues,
  type DataTableAccessors,
  lastPage,
  nextSort,
  pageOfRows,
  searchRows,
  sortRows,
  toSortingState,
  valueMatches,
} from './data-table-model.ts';

interface Godown {
  id: string;
  name: string;
  location?: string;
  capacityKg: number | null;
}

const godowns: Godown[] = [
  { id: 'G001', name: 'Main Warehouse', location: 'Warangal', capacityKg: 50_000 },
  { id: 'G002', name: 'North Godown', location: 'Jangaon', capacityKg: 25_000 },
  { id: 'G003', name: 'South Godown', location: 'Mahabubabad', capacityKg: 30_000 },
  { id: 'G010', name: 'Godown 10', capacityKg: null },
  { id: 'G004', name: 'Godown 2', location: 'Northern Bypass', capacityKg: 25_000 },
];

const columns: DataTableAccessors<Godown>[] = [
  { id: 'id', accessor: (godown) => godown.id },
  { id: 'name', accessor: (godown) => godown.name },
  { id: 'location', accessor: (godown) => godown.location },
  { id: 'capacity', accessor: (godown) => godown.capacityKg, searchable: false },
  { id: 'actions' },
];

const ids = (rows: readonly Godown[]) => rows.map((godown) => godown.id);

describe('nextSort', () => {
  it('cycles a column through ascending, descending and unsorted', () => {
    const asc = nextSort(null, 'name');
    expect(asc).toEqual({ id: 'name', direction: 'asc' });
    const desc = nextSort(asc, 'name');
    expect(desc).toEqual({ id: 'name', direction: 'desc' });
    expect(nextSort(desc, 'name')).toBeNull();
  });

  it('starts another column ascending, whatever the current direction', () => {
    expect(nextSort({ id: 'name', direction: 'desc' }, 'capacity')).toEqual({
      id: 'capacity',
      direction: 'asc',
    });
  });
});

describe('ariaSortFor', () => {
  it('names the sorted column’s direction and "none" for the others', () => {
    const sort = { id: 'name', direction: 'desc' } as const;
    expect(ariaSortFor(sort, 'name')).toBe('descending');
    expect(ariaSortFor({ ...sort, direction: 'asc' }, 'name')).toBe('ascending');
    expect(ariaSortFor(sort, 'capacity')).toBe('none');
    expect(ariaSortFor(null, 'name')).toBe('none');
  });
});

describe('toSortingState', () => {
  it('turns our sort into TanStack’s single-column sorting state', () => {
    expect(toSortingState({ id: 'capacity', direction: 'desc' })).toEqual([
      { id: 'capacity', desc: true },
    ]);
    expect(toSortingState(null)).toEqual([]);
  });
});

describe('compareValues', () => {
  it('orders numbers by size, not as text', () => {
    expect(compareValues(9_000, 50_000)).toBeLessThan(0);
    expect(compareValues(50_000, 9_000)).toBeGreaterThan(0);
    expect(compareValues(25_000, 25_000)).toBe(0);
  });

  it('orders text alphabetically, ignoring case, with numbers inside in number order', () => {
    expect(compareValues('north godown', 'Main Warehouse')).toBeGreaterThan(0);
    expect(compareValues('Godown 2', 'Godown 10')).toBeLessThan(0);
    expect(compareValues('NORTH GODOWN', 'North Godown')).toBe(0);
  });

  it('puts empty values after the others', () => {
    expect(compareValues(null, 'Warangal')).toBeGreaterThan(0);
    expect(compareValues('', 'Warangal')).toBeGreaterThan(0);
    expect(compareValues(0, undefined)).toBeLessThan(0);
    expect(compareValues(null, undefined)).toBe(0);
  });
});

describe('valueMatches', () => {
  it('finds the search text anywhere in the value, ignoring case and outer spaces', () => {
    expect(valueMatches('North Godown', 'north')).toBe(true);
    expect(valueMatches('North Godown', '  GOD ')).toBe(true);
    expect(valueMatches('North Godown', 'south')).toBe(false);
  });

  it('matches numbers by their digits', () => {
    expect(valueMatches(50_000, '500')).toBe(true);
    expect(valueMatches(24_000, '500')).toBe(false);
  });

  it('lets everything through an empty search but never matches a missing value', () => {
    expect(valueMatches(null, '   ')).toBe(true);
    expect(valueMatches(null, 'north')).toBe(false);
  });
});

describe('searchRows', () => {
  it('keeps rows where any searchable column contains the text', () => {
    expect(ids(searchRows(godowns, columns, 'north'))).toEqual(['G002', 'G004']);
    expect(ids(searchRows(godowns, columns, 'g00'))).toEqual(['G001', 'G002', 'G003', 'G004']);
  });

  it('skips columns marked not searchable', () => {
    expect(searchRows(godowns, columns, '50000')).toEqual([]);
  });

  it('returns every row, in order, for an empty search', () => {
    expect(ids(searchRows(godowns, columns, ' '))).toEqual(ids(godowns));
  });
});

describe('sortRows', () => {
  it('sorts ascending and descending by the column’s accessor', () => {
    expect(ids(sortRows(godowns, columns, { id: 'name', direction: 'asc' }))).toEqual([
      'G004',
      'G010',
      'G001',
      'G002',
      'G003',
    ]);
    expect(ids(sortRows(godowns, columns, { id: 'name', direction: 'desc' }))).toEqual([
      'G003',
      'G002',
      'G001',
      'G010',
      'G004',
    ]);
  });

  it('keeps equal values in their original order and empty values last both ways', () => {
    expect(ids(sortRows(godowns, columns, { id: 'capacity', direction: 'asc' }))).toEqual([
      'G002',
      'G004',
      'G003',
      'G001',
      'G010',
    ]);
    expect(ids(sortRows(godowns, columns, { id: 'capacity', direction: 'desc' }))).toEqual([
      'G001',
      'G003',
      'G002',
      'G004',
      'G010',
    ]);
  });

  it('leaves the order alone without a sort or for a column without an accessor', () => {
    expect(ids(sortRows(godowns, columns, null))).toEqual(ids(godowns));
    expect(ids(sortRows(godowns, columns, { id: 'actions', direction: 'asc' }))).toEqual(
      ids(godowns),
    );
  });

  it('does not change the rows it is given', () => {
    const before = ids(godowns);
    sortRows(godowns, columns, { id: 'name', direction: 'desc' });
    expect(ids(godowns)).toEqual(before);
  });
});

describe('pageOfRows and lastPage', () => {
  const numbers = Array.from({ length: 25 }, (_, index) => index + 1);

  it('slices one page, the last one possibly short', () => {
    expect(pageOfRows(numbers, 2, 10)).toEqual([11, 12, 13, 14, 15, 16, 17, 18, 19, 20]);
    expect(pageOfRows(numbers, 3, 10)).toEqual([21, 22, 23, 24, 25]);
    expect(pageOfRows(numbers, 4, 10)).toEqual([]);
  });

  it('counts the last page with rows, and 1 when there are none', () => {
    expect(lastPage(25, 10)).toBe(3);
    expect(lastPage(20, 10)).toBe(2);
    expect(lastPage(0, 10)).toBe(1);
  });
});
