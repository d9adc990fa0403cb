import { apiPaths, type Batch, type GrowthReport, recordPath } from '@pfm/shared';
import { useQuery } from '@tanstack/react-query';
import { createContext, type ReactNode, useContext } from 'react';
import { api } from '../api.ts';

/** What the forms need of a batch: when it was placed (its age) and its birds today. */
export type BatchFacts = Pick<Batch, 'placementDate' | 'birds'>;

/** A batch's placement date and birds today. */
export type BatchLookup = (batch: string) => Promise<BatchFacts>;

/** The server's answer: GET /api/batches/:code. */
export const fetchBatchFacts: BatchLookup = async (batch) => {
  const { placementDate, birds } = await api<Batch>('GET', recordPath(apiPaths.batches, batch));
  return { placementDate, birds };
};

const BatchLookupContext = createContext<BatchLookup>(fetchBatchFacts);

/** Replaces the batch lookup below it (stories answer from fixed figures, not the server). */
export function BatchLookupProvider({
  lookup,
  children,
}: {
  lookup: BatchLookup;
  children: ReactNode;
}) {
  return <BatchLookupContext.Provider value={lookup}>{children}</BatchLookupContext.Provider>;
}

/**
 * The placement date and birds of `batch` once one is chosen. Under the batches path, so a
 * recorded or cancelled update (its deaths) or a sale refreshes it.
 */
export function useBatchLookup(batch: string) {
  const lookup = useContext(BatchLookupContext);
  return useQuery({
    queryKey: [apiPaths.batches, 'facts', batch],
    queryFn: () => lookup(batch),
    enabled: batch !== '',
  });
}

/** A batch's feed in kg thousandths: issued to it (feed kept in kg) and consumed by its updates. */
export interface FeedFacts {
  issuedMilli: number;
  consumedMilli: number;
}

/** What `batch` has been issued of feed and has consumed so far. */
export type FeedLookup = (batch: string) => Promise<FeedFacts>;

/** The server's answer: the batch's figures in its Growth Report (GET /api/reports/growth?batch). */
export const fetchFeedFacts: FeedLookup = async (batch) => {
  const { figures } = await api<GrowthReport>(
    'GET',
    `${apiPaths.growthReport}?${new URLSearchParams({ batch })}`,
  );
  return { issuedMilli: figures.feedIssuedMilli, consumedMilli: figures.feedMilli };
};

const FeedLookupContext = createContext<FeedLookup>(fetchFeedFacts);

/** Replaces the feed lookup below it (stories answer from fixed figures, not the server). */
export function FeedLookupProvider({
  lookup,
  children,
}: {
  lookup: FeedLookup;
  children: ReactNode;
}) {
  return <FeedLookupContext.Provider value={lookup}>{children}</FeedLookupContext.Provider>;
}

/**
 * The feed issued to `batch` and consumed by it, once one is chosen. Under the batches path, so an
 * issue of feed or a recorded or cancelled update refreshes it.
 */
export function useFeedFacts(batch: string) {
  const lookup = useContext(FeedLookupContext);
  return useQuery({
    queryKey: [apiPaths.batches, 'feed', batch],
    queryFn: () => lookup(batch),
    enabled: batch !== '',
  });
}
