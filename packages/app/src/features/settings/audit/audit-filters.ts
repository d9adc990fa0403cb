import { type AuditAction, auditQuery, DEFAULT_PAGE_SIZE } from '@pfm/shared';

/** What the Audit Log card shows: search text, one action, a date range (YYYY-MM-DD) and a page. */
export interface AuditFilters {
  q: string;
  /** An action id, or `''` for every action. */
  action: AuditAction | '';
  /** First day, or `''` for no start. */
  from: string;
  /** Last day, or `''` for no end. */
  to: string;
  page: number;
  size: number;
}

export const DEFAULT_AUDIT_FILTERS: AuditFilters = {
  q: '',
  action: '',
  from: '',
  to: '',
  page: 1,
  size: DEFAULT_PAGE_SIZE,
};

/** The filters after a change: anything but a page change starts again from page 1. */
export function changeAuditFilters(current: AuditFilters, next: Partial<AuditFilters>) {
  return { ...current, ...next, ...(!('page' in next) && { page: 1 }) };
}

/** Whether anything narrows the log (so an empty page means "no match", not "no entries"). */
export const isFiltered = (filters: AuditFilters) =>
  filters.q.trim() !== '' || filters.action !== '' || filters.from !== '' || filters.to !== '';

/** Messages for the From and To dates, by the server's own rule (e.g. the start after the end). */
export function dateErrors({ from, to }: Pick<AuditFilters, 'from' | 'to'>): {
  from?: string;
  to?: string;
} {
  const checked = auditQuery.safeParse({ ...(from && { from }), ...(to && { to }) });
  if (checked.success) return {};
  const errors: { from?: string; to?: string } = {};
  for (const issue of checked.error.issues) {
    const field = issue.path[0];
    if ((field === 'from' || field === 'to') && !errors[field]) errors[field] = issue.message;
  }
  return errors;
}
