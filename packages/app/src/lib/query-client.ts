import { QueryClient, type QueryFunction } from '@tanstack/react-query';

/** Turns a non-OK response into an error whose message is `STATUS: BODY` (or `STATUS: STATUS_TEXT`). */
export async function throwIfResponseNotOk(response: Response): Promise<void> {
  if (response.ok) return;
  const body = (await response.text()) || response.statusText;
  throw new Error(`${response.status}: ${body}`);
}

/**
 * The default query function of the specification: GET the path made by joining the query key's
 * segments with `/`, cookies sent, JSON read. A 401 throws like any other failure.
 */
export const defaultQueryFn: QueryFunction = async ({ queryKey, signal }) => {
  const response = await fetch(queryKey.join('/'), { credentials: 'include', signal });
  await throwIfResponseNotOk(response);
  return response.json();
};

/** A client with the specification's defaults: no retry, no refetch on focus or interval, never stale. */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        queryFn: defaultQueryFn,
        retry: false,
        refetchOnWindowFocus: false,
        refetchInterval: false,
        staleTime: Number.POSITIVE_INFINITY,
      },
      mutations: { retry: false },
    },
  });
}
