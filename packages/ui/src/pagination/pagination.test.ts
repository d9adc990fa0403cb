import { describe, expect, it } from 'vitest';
import { getPageCount, pageRows, paginationRange } from './pagination-range.ts';

describe('paginationRange', () => {
  it('lists the first pages and the last one on page 1', () => {
    expect(paginationRange(1, 25)).toEqual([1, 2, 3, 4, 5, 'end-ellipsis', 25]);
  });

  it('keeps the near-start run until a gap would hide more than one page', () => {
    expect(paginationRange(4, 25)).toEqual([1, 2, 3, 4, 5, 'end-ellipsis', 25]);
    expect(paginationRange(5, 25)).toEqual([1, 'start-ellipsis', 4, 5, 6, 'end-ellipsis', 25]);
  });

  it('shows the current page with its neighbours and both ends in the middle', () => {
    expect(paginationRange(12, 25)).toEqual([1, 'start-ellipsis', 11, 12, 13, 'end-ellipsis', 25]);
  });

  it('lists the last pages and the first one on the last page', () => {
    expect(paginationRange(25, 25)).toEqual([1, 'start-ellipsis', 21, 22, 23, 24, 25]);
    expect(paginationRange(22, 25)).toEqual([1, 'start-ellipsis', 21, 22, 23, 24, 25]);
  });

  it('has the same length wherever the current page is', () => {
    for (let page = 1; page <= 25; page++) {
      expect(paginationRange(page, 25)).toHaveLength(7);
      expect(paginationRange(page, 25)).toContain(page);
    }
  });

  it('lists every page when they fit without gaps', () => {
    expect(paginationRange(1, 1)).toEqual([1]);
    expect(paginationRange(2, 3)).toEqual([1, 2, 3]);
    expect(paginationRange(4, 7)).toEqual([1, 2, 3, 4, 5, 6, 7]);
  });

  it('starts using gaps one page past the number of slots', () => {
    expect(paginationRange(1, 8)).toEqual([1, 2, 3, 4, 5, 'end-ellipsis', 8]);
  });

  it('is empty when there are no pages', () => {
    expect(paginationRange(1, 0)).toEqual([]);
  });

  it('clamps a page outside the range', () => {
    expect(paginationRange(40, 25)).toEqual(paginationRange(25, 25));
    expect(paginationRange(0, 25)).toEqual(paginationRange(1, 25));
  });

  it('shows more neighbours with more siblings, and none with zero', () => {
    expect(paginationRange(12, 25, 2)).toEqual([
      1,
      'start-ellipsis',
      10,
      11,
      12,
      13,
      14,
      'end-ellipsis',
      25,
    ]);
    expect(paginationRange(12, 25, 0)).toEqual([1, 'start-ellipsis', 12, 'end-ellipsis', 25]);
  });
});

describe('getPageCount', () => {
  it('rounds a partly filled last page up', () => {
    expect(getPageCount(248, 10)).toBe(25);
    expect(getPageCount(250, 10)).toBe(25);
    expect(getPageCount(1, 10)).toBe(1);
  });

  it('is zero without rows', () => {
    expect(getPageCount(0, 10)).toBe(0);
  });
});

describe('pageRows', () => {
  it('gives the rows on a full page and on the short last page', () => {
    expect(pageRows(1, 10, 248)).toEqual({ from: 1, to: 10 });
    expect(pageRows(3, 10, 248)).toEqual({ from: 21, to: 30 });
    expect(pageRows(25, 10, 248)).toEqual({ from: 241, to: 248 });
  });

  it('gives zeros when there are no rows', () => {
    expect(pageRows(1, 10, 0)).toEqual({ from: 0, to: 0 });
  });

  it('clamps a page past the end (rows were deleted)', () => {
    expect(pageRows(30, 10, 248)).toEqual({ from: 241, to: 248 });
  });
});
