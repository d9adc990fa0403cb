import { apiPaths, type Rate, type RateItem } from '@pfm/shared';
import { useQuery } from '@tanstack/react-query';
import { createContext, type ReactNode, useContext } from 'react';
import { ApiError, api } from '../api.ts';

/** The rate of an item in force on a day (YYYY-MM-DD), or null when none is. */
export type RateLookup = (item: RateItem, date: string) => Promise<Rate | null>;

/** The server's answer: GET /api/rates/in-force?item&date (404 when no rate is in force). */
export const fetchRateInForce: RateLookup = async (item, date) => {
  try {
    return await api<Rate>(
      'GET',
      `${apiPaths.ratesInForce}?${new URLSearchParams({ item, date })}`,
    );
  } catch (error) {
    // No rate that day is an answer, not a failure: the form says so beside the rate.
    if (error instanceof ApiError && error.status === 404) return null;
    throw error;
  }
};

const RateLookupContext = createContext<RateLookup>(fetchRateInForce);

/** Replaces the rate lookup below it (stories answer from fixed rates, not the server). */
export function RateLookupProvider({
  lookup,
  children,
}: {
  lookup: RateLookup;
  children: ReactNode;
}) {
  return <RateLookupContext.Provider value={lookup}>{children}</RateLookupContext.Provider>;
}

/**
 * The rate of `item` in force on `date`, once the date is a whole day. Under the rates path, so a
 * rate saved in Rate Setup refreshes it.
 */
export function useRateInForce(item: RateItem, date: string) {
  const lookup = useContext(RateLookupContext);
  return useQuery({
    queryKey: [apiPaths.rates, 'in-force', item, date],
    queryFn: () => lookup(item, date),
    enabled: /^\d{4}-\d{2}-\d{2}$/.test(date),
  });
}
