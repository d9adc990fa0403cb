/** One entry of a page list: a page number, or a gap shown as an ellipsis. */
export type PaginationItem = number | 'start-ellipsis' | 'end-ellipsis';

/** How many pages `total` rows make at `pageSize` rows a page (0 when there are no rows). */
export function getPageCount(total: number, pageSize: number): number {
  if (total <= 0 || pageSize <= 0) return 0;
  return Math.ceil(total / pageSize);
}

const pagesBetween = (from: number, to: number): number[] =>
  Array.from({ length: to - from + 1 }, (_, index) => from + index);

/**
 * The page buttons to show: always the first and the last page, `siblings` pages either side of the
 * current one, and an ellipsis for each gap. The list keeps the same length (`2 * siblings + 5`) as
 * the current page moves, so the buttons do not jump about; an ellipsis never stands for one page.
 *
 * `paginationRange(1, 25)` → `[1, 2, 3, 4, 5, 'end-ellipsis', 25]`
 * `paginationRange(10, 25)` → `[1, 'start-ellipsis', 9, 10, 11, 'end-ellipsis', 25]`
 * `paginationRange(2, 4)` → `[1, 2, 3, 4]`
 *
 * @param page the current page, 1-based (clamped into range)
 * @param pageCount the number of pages; 0 gives an empty list
 * @param siblings pages shown on each side of the current page
 */
export function paginationRange(page: number, pageCount: number, siblings = 1): PaginationItem[] {
  if (pageCount <= 0) return [];
  const around = Math.max(0, Math.floor(siblings));
  // First, last, current, and one slot per gap.
  const slots = 2 * around + 5;
  if (pageCount <= slots) return pagesBetween(1, pageCount);

  const current = Math.min(Math.max(1, Math.floor(page)), pageCount);
  const left = Math.max(current - around, 1);
  const right = Math.min(current + around, pageCount);
  const gapBefore = left > 3;
  const gapAfter = right < pageCount - 2;
  const edgeRun = 2 * around + 3;

  if (!gapBefore) return [...pagesBetween(1, edgeRun), 'end-ellipsis', pageCount];
  if (!gapAfter) return [1, 'start-ellipsis', ...pagesBetween(pageCount - edgeRun + 1, pageCount)];
  return [1, 'start-ellipsis', ...pagesBetween(left, right), 'end-ellipsis', pageCount];
}

/** The 1-based numbers of the first and last row on `page` ("Showing 11–20 of 248"); 0 and 0 when empty. */
export function pageRows(
  page: number,
  pageSize: number,
  total: number,
): { from: number; to: number } {
  const pageCount = getPageCount(total, pageSize);
  if (pageCount === 0) return { from: 0, to: 0 };
  const current = Math.min(Math.max(1, Math.floor(page)), pageCount);
  return { from: (current - 1) * pageSize + 1, to: Math.min(current * pageSize, total) };
}
