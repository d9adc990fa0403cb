import { apiPaths, type Dashboard } from '@pfm/shared';
import { queryOptions } from '@tanstack/react-query';
import { api } from '../../lib/api.ts';

/**
 * The dashboard's figures, batches and alerts. Unlike other queries it goes stale at once: it is
 * computed from every document, and no form that posts one knows about it, so coming back to the
 * dashboard fetches it again (showing the last answer meanwhile).
 */
export const dashboardQuery = queryOptions({
  queryKey: [apiPaths.dashboard],
  queryFn: () => api<Dashboard>('GET', apiPaths.dashboard),
  staleTime: 0,
});
