import { apiPaths, type Batch, recordPath } from '@pfm/shared';
import { useQuery } from '@tanstack/react-query';
import { createContext, type ReactNode, useContext } from 'react';
import { api } from '../../../lib/api.ts';

/** A batch's birds today: placed, dead (growth updates), sold (posted sales) and alive. */
export type BatchBirds = Batch['birds'];

/** What a batch has of birds today. */
export type BatchBirdsLookup = (batch: string) => Promise<BatchBirds>;

/** The server's answer: GET /api/batches/:code. */
export const fetchBatchBirds: BatchBirdsLookup = async (batch) =>
  (await api<Batch>('GET', recordPath(apiPaths.batches, batch))).birds;

const BatchBirdsContext = createContext<BatchBirdsLookup>(fetchBatchBirds);

/** Replaces the batch lookup below it (stories answer from fixed figures, not the server). */
export function BatchBirdsProvider({
  lookup,
  children,
}: {
  lookup: BatchBirdsLookup;
  children: ReactNode;
}) {
  return <BatchBirdsContext.Provider value={lookup}>{children}</BatchBirdsContext.Provider>;
}

/**
 * The birds of `batch` once one is chosen. Under the batches path, so a posted or cancelled sale
 * (or a growth update's deaths) refreshes it.
 */
export function useBatchBirds(batch: string) {
  const lookup = useContext(BatchBirdsContext);
  return useQuery({
    queryKey: [apiPaths.batches, 'birds', batch],
    queryFn: () => lookup(batch),
    enabled: batch !== '',
  });
}
