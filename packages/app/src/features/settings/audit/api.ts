import { type AuditEntry, apiPaths, type ListPage } from '@pfm/shared';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { api } from '../../../lib/api.ts';
import type { AuditFilters } from './audit-filters.ts';

/** The API query string of the filters (the server's names: q, action, from, to, page, size). */
export function auditSearch(filters: AuditFilters): string {
  const search = new URLSearchParams();
  if (filters.q.trim()) search.set('q', filters.q.trim());
  if (filters.action) search.set('action', filters.action);
  if (filters.from) search.set('from', filters.from);
  if (filters.to) search.set('to', filters.to);
  search.set('page', String(filters.page));
  search.set('size', String(filters.size));
  return search.toString();
}

/**
 * One page of the audit log (Administrators only), newest first. Every key starts with the path, so
 * `invalidateQueries({ queryKey: [apiPaths.audit] })` refreshes every page and filter.
 */
export const auditLogQuery = (filters: AuditFilters) =>
  queryOptions({
    queryKey: [apiPaths.audit, filters],
    queryFn: () => api<ListPage<AuditEntry>>('GET', `${apiPaths.audit}?${auditSearch(filters)}`),
    // The previous page stays on screen while the next one loads.
    placeholderData: keepPreviousData,
    // The log grows with every change anyone makes: coming back to Settings asks again.
    staleTime: 0,
  });
