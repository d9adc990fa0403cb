import { apiPaths, type Batch, recordPath } from '@pfm/shared';
import { useQuery } from '@tanstack/react-query';
import { createContext, type ReactNode, useContext } from 'react';
import { api } from '../../../lib/api.ts';

/** What Record Update needs of a batch: when it was placed (its age) and its birds alive. */
export type GrowthBatch = Pick<Batch, 'placementDate' | 'birds'>;

/** A batch's placement date and birds today. */
export type GrowthBatchLookup = (batch: string) => Promise<GrowthBatch>;

/** The server's answer: GET /api/batches/:code. */
export const fetchGrowthBatch: GrowthBatchLookup = async (batch) => {
  const { placementDate, birds } = await api<Batch>('GET', recordPath(apiPaths.batches, batch));
  return { placementDate, birds };
};

const GrowthBatchContext = createContext<GrowthBatchLookup>(fetchGrowthBatch);

/** Replaces the batch lookup below it (stories answer from fixed figures, not the server). */
export function GrowthBatchProvider({
  lookup,
  children,
}: {
  lookup: GrowthBatchLookup;
  children: ReactNode;
}) {
  return <GrowthBatchContext.Provider value={lookup}>{children}</GrowthBatchContext.Provider>;
}

/**
 * The placement date and birds of `batch` once one is chosen. Under the batches path, so a
 * recorded or cancelled update (its deaths) or a sale refreshes it.
 */
export function useGrowthBatch(batch: string) {
  const lookup = useContext(GrowthBatchContext);
  return useQuery({
    queryKey: [apiPaths.batches, 'growth', batch],
    queryFn: () => lookup(batch),
    enabled: batch !== '',
  });
}
