import { apiPaths, type OutstandingSale } from '@pfm/shared';
import { useQuery } from '@tanstack/react-query';
import { createContext, type ReactNode, useContext } from 'react';
import { api } from '../../../lib/api.ts';

/** A trader's posted sales with something still to collect, oldest first. */
export type OutstandingLookup = (trader: string) => Promise<OutstandingSale[]>;

/** The server's answer: GET /api/sales/outstanding?trader=T001. */
export const fetchOutstandingSales: OutstandingLookup = (trader) =>
  api<OutstandingSale[]>('GET', `${apiPaths.salesOutstanding}?${new URLSearchParams({ trader })}`);

const OutstandingContext = createContext<OutstandingLookup>(fetchOutstandingSales);

/** Replaces the lookup below it (stories answer from fixed sales, not the server). */
export function OutstandingSalesProvider({
  lookup,
  children,
}: {
  lookup: OutstandingLookup;
  children: ReactNode;
}) {
  return <OutstandingContext.Provider value={lookup}>{children}</OutstandingContext.Provider>;
}

/**
 * The chosen trader's sales with something outstanding, once a trader is chosen. Under the path a
 * recorded or cancelled collection refreshes.
 */
export function useOutstandingSales(trader: string) {
  const lookup = useContext(OutstandingContext);
  return useQuery({
    queryKey: [apiPaths.salesOutstanding, trader],
    queryFn: () => lookup(trader),
    enabled: trader !== '',
  });
}
