import { MutationCache, QueryCache, QueryClient, type QueryFunction } from '@tanstack/react-query';
import { ApiError } from './api.ts';

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

/** True for a failure that means the session has ended (from either query function). */
export const isUnauthorized = (error: unknown) =>
  (error instanceof ApiError && error.status === 401 && error.code !== 'totp_required') ||
  (error instanceof Error && error.message.startsWith('401: '));

export interface QueryClientOptions {
  /** Called when any query or mutation fails because the session has ended. */
  onUnauthorized?: () => void;
}

/** A client with the specification's defaults: no retry, no refetch on focus or interval, never stale. */
export function createQueryClient({ onUnauthorized }: QueryClientOptions = {}): QueryClient {
  const handle = (error: unknown) => {
    if (onUnauthorized && isUnauthorized(error)) onUnauthorized();
  };
  return new QueryClient({
    queryCache: new QueryCache({ onError: handle }),
    mutationCache: new MutationCache({ onError: handle }),
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
