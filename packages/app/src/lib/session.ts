import { apiPaths, type SessionUser } from '@pfm/shared';
import { queryOptions } from '@tanstack/react-query';
import { api } from './api.ts';

/** The signed-in user, or null when signed out (the server answers `{ user: null }`). */
export const sessionQuery = queryOptions({
  queryKey: [apiPaths.auth.session],
  queryFn: async (): Promise<SessionUser | null> =>
    (await api<{ user: SessionUser | null }>('GET', apiPaths.auth.session)).user,
});
