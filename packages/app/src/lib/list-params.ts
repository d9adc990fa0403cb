import { DEFAULT_PAGE_SIZE, pageSizes, text } from '@pfm/shared';
import type { DataTableSort } from '@pfm/ui';
import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router-dom';

/**
 * What a list shows: search text, sort, page and page size, and the list's own filters (a date
 * range, a supplier…) — all kept in the URL.
 */
export interface ListParams {
  q: string;
  sort: DataTableSort | null;
  page: number;
  size: number;
  /** The list's filters by name (`from`, `to`, `supplier`…); absent when not set. */
  filters?: Readonly<Record<string, string>>;
}

export const DEFAULT_LIST_PARAMS: ListParams = {
  q: '',
  sort: null,
  page: 1,
  size: DEFAULT_PAGE_SIZE,
};

/** A filter value in the URL: printable text of at most 100 characters, or nothing. */
const filterText = text().max(100);
const filterValue = (raw: string | null) =>
  raw && filterText.safeParse(raw).success ? raw : undefined;

/** Reads list parameters from a URL query, ignoring anything that is not a valid value. */
export function readListParams(
  search: URLSearchParams,
  sortIds: readonly string[],
  filterNames: readonly string[] = [],
): ListParams {
  const sortId = search.get('sort');
  const page = Number(search.get('page'));
  const size = Number(search.get('size'));
  const filters = Object.fromEntries(
    filterNames
      .map((name) => [name, filterValue(search.get(name))] as const)
      .filter((entry): entry is readonly [string, string] => entry[1] !== undefined),
  );
  return {
    q: search.get('q')?.slice(0, 100) ?? '',
    sort:
      sortId && sortIds.includes(sortId)
        ? { id: sortId, direction: search.get('dir') === 'desc' ? 'desc' : 'asc' }
        : null,
    page: Number.isSafeInteger(page) && page >= 1 ? page : 1,
    size: (pageSizes as readonly number[]).includes(size) ? size : DEFAULT_PAGE_SIZE,
    ...(filterNames.length > 0 && { filters }),
  };
}

/** The URL query for list parameters, leaving out defaults so plain links stay plain. */
export function listSearch(params: ListParams): URLSearchParams {
  const search = new URLSearchParams();
  if (params.q) search.set('q', params.q);
  for (const [name, value] of Object.entries(params.filters ?? {})) {
    if (value) search.set(name, value);
  }
  if (params.sort) {
    search.set('sort', params.sort.id);
    search.set('dir', params.sort.direction);
  }
  if (params.page !== 1) search.set('page', String(params.page));
  if (params.size !== DEFAULT_PAGE_SIZE) search.set('size', String(params.size));
  return search;
}

/**
 * List parameters in the URL: links, reload and back/forward keep them. A new search replaces the
 * history entry (typing is not a step to go back to); sorting and paging add one.
 */
export function useListParams(sortIds: readonly string[], filterNames: readonly string[] = []) {
  const [search, setSearch] = useSearchParams();
  const params = useMemo(
    () => readListParams(search, sortIds, filterNames),
    [search, sortIds, filterNames],
  );
  const change = useCallback(
    (next: Partial<ListParams>) => {
      const merged = { ...params, ...next };
      // Anything but a page change starts again from page 1.
      if (!('page' in next)) merged.page = 1;
      setSearch(listSearch(merged), { replace: 'q' in next });
    },
    [params, setSearch],
  );
  return [params, change] as const;
}
