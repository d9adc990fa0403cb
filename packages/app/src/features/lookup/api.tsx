import { apiPaths, type LookupAnswer, type LookupResult, lookupQuery } from '@pfm/shared';
import { useQuery } from '@tanstack/react-query';
import { createContext, type ReactNode, useContext } from 'react';
import { api } from '../../lib/api.ts';
import { useDebounced } from '../../lib/use-debounced.ts';

/** Finds records by code or name: the jump box's question to the server. */
export type LookupSource = (q: string) => Promise<LookupResult[]>;

/** The server's answer: GET /api/lookup?q=B002. */
export const fetchLookup: LookupSource = async (q) =>
  (await api<LookupAnswer>('GET', `${apiPaths.lookup}?${new URLSearchParams({ q })}`)).results;

const LookupContext = createContext<LookupSource>(fetchLookup);

/** Replaces the lookup below it (stories answer from fixed records, a failure or a wait). */
export function LookupSourceProvider({
  lookup,
  children,
}: {
  lookup: LookupSource;
  children: ReactNode;
}) {
  return <LookupContext.Provider value={lookup}>{children}</LookupContext.Provider>;
}

/** A pause in typing this long sends the text (one request per pause, not per key). */
export const LOOKUP_DELAY_MS = 200;

/** Where a lookup stands for the text typed. */
export type LookupState =
  /** Nothing typed: nothing asked. */
  | { status: 'idle' }
  /** The text cannot be asked (too long): the shared rule's message. */
  | { status: 'invalid'; message: string }
  /** Asked (or about to be, once typing pauses); no answer for this text yet. */
  | { status: 'loading' }
  | { status: 'error'; message: string; retry: () => void }
  | { status: 'done'; results: readonly LookupResult[] };

/**
 * The records matching `text`, asked once typing pauses. Only an answer for the text as it is now
 * counts: while a newer text is on its way the state is `loading`, so Enter never opens a record
 * that no longer matches what was typed.
 */
export function useLookup(text: string): LookupState {
  const lookup = useContext(LookupContext);
  const parsed = lookupQuery.safeParse({ q: text });
  const q = parsed.success ? parsed.data.q : '';
  const debounced = useDebounced(q, LOOKUP_DELAY_MS);
  const results = useQuery({
    queryKey: [apiPaths.lookup, debounced],
    queryFn: () => lookup(debounced),
    enabled: debounced !== '',
    // Records come and go with every document: a minute-old answer is asked again.
    staleTime: 30_000,
    retry: false,
  });
  if (text.trim() === '') return { status: 'idle' };
  if (!parsed.success) {
    return { status: 'invalid', message: parsed.error.issues[0]?.message ?? 'Type less.' };
  }
  // A retry after a failure is a new wait, not the old failure.
  if (debounced !== q || results.isPending || (results.isError && results.isFetching)) {
    return { status: 'loading' };
  }
  if (results.isError) {
    return {
      status: 'error',
      message: results.error.message,
      retry: () => void results.refetch(),
    };
  }
  return { status: 'done', results: results.data };
}
