import { apiPaths } from '@pfm/shared';
import { useQuery } from '@tanstack/react-query';
import { createContext, type ReactNode, useContext } from 'react';
import { api } from '../api.ts';

/** What a godown can give of an item on a day, in thousandths of the item's unit. */
export type StockLookup = (godown: string, item: string, date: string) => Promise<number>;

/** The server's answer: GET /api/stock/available?godown&item&date. */
export const fetchAvailableStock: StockLookup = async (godown, item, date) => {
  const query = new URLSearchParams({ godown, item, date });
  const answer = await api<{ quantityMilli: number }>('GET', `${apiPaths.stockAvailable}?${query}`);
  return answer.quantityMilli;
};

const StockLookupContext = createContext<StockLookup>(fetchAvailableStock);

/** Replaces the stock lookup below it (stories answer from fixed figures, not the server). */
export function StockLookupProvider({
  lookup,
  children,
}: {
  lookup: StockLookup;
  children: ReactNode;
}) {
  return <StockLookupContext.Provider value={lookup}>{children}</StockLookupContext.Provider>;
}

/**
 * The stock of `item` in `godown` on `date`, once all three are chosen. Under the stock path, so a
 * posted document refreshes it.
 */
export function useAvailableStock(godown: string, item: string, date: string) {
  const lookup = useContext(StockLookupContext);
  const ready = godown !== '' && item !== '' && /^\d{4}-\d{2}-\d{2}$/.test(date);
  return useQuery({
    queryKey: [apiPaths.stockAvailable, godown, item, date],
    queryFn: () => lookup(godown, item, date),
    enabled: ready,
  });
}
