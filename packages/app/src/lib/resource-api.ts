import type { ListPage } from '@pfm/shared';
import { keepPreviousData, queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from './api.ts';
import type { ListParams } from './list-params.ts';

/** The API query string of list parameters (the server's names: q, filters, sort, dir, page, size). */
export function apiListQuery(params: ListParams): string {
  const search = new URLSearchParams();
  if (params.q) search.set('q', params.q);
  for (const [name, value] of Object.entries(params.filters ?? {})) {
    if (value) search.set(name, value);
  }
  if (params.sort) {
    search.set('sort', params.sort.id);
    search.set('dir', params.sort.direction);
  }
  search.set('page', String(params.page));
  search.set('size', String(params.size));
  return search.toString();
}

/**
 * Queries and mutations of one master's REST endpoints (`/api/godowns`…). Every list query key
 * starts with the path, so a save invalidates every page and search of that master and nothing else.
 */
export function masterApi<Row, Input, Key extends string | number>(
  path: string,
): MasterApi<Row, Input, Key> {
  return { path, listQuery: (params) => listQueryOptions<Row>(path, params) };
}

export interface MasterApi<Row, Input, Key extends string | number> {
  /** The collection's path, e.g. `/api/godowns`; every query key of this master starts with it. */
  path: string;
  listQuery: (params: ListParams) => ReturnType<typeof listQueryOptions<Row>>;
  /** Only carries the input and key types to the save and delete hooks. */
  readonly types?: { input: Input; key: Key };
}

const listQueryOptions = <Row>(path: string, params: ListParams) =>
  queryOptions({
    queryKey: [path, 'list', params],
    queryFn: () => api<ListPage<Row>>('GET', `${path}?${apiListQuery(params)}`),
    // The previous page stays on screen while the next one loads.
    placeholderData: keepPreviousData,
  });

/** Invalidates every query of `path` and of the masters whose lists show its data. */
const invalidate = (queryClient: ReturnType<typeof useQueryClient>, paths: readonly string[]) =>
  Promise.all(paths.map((queryKey) => queryClient.invalidateQueries({ queryKey: [queryKey] })));

/** Adds a record (no `key`) or replaces the record `key`. */
export function useMasterSave<Row, Input, Key extends string | number>(
  { path }: MasterApi<Row, Input, Key>,
  dependents: readonly string[] = [],
) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ key, input }: { key?: Key | undefined; input: Input }) =>
      key === undefined
        ? api<Row>('POST', path, input as object)
        : api<Row>('PUT', `${path}/${encodeURIComponent(String(key))}`, input as object),
    onSuccess: () => invalidate(queryClient, [path, ...dependents]),
  });
}

/** Deletes the record `key`. */
export function useMasterRemove<Row, Input, Key extends string | number>(
  { path }: MasterApi<Row, Input, Key>,
  dependents: readonly string[] = [],
) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (key: Key) => api('DELETE', `${path}/${encodeURIComponent(String(key))}`),
    onSuccess: () => invalidate(queryClient, [path, ...dependents]),
  });
}
