import type { DateFormat } from '@pfm/shared';

import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { auditLogQuery } from './api.ts';
import {
  type AuditFilters,
  changeAuditFilters,
  DEFAULT_AUDIT_FILTERS,
  dateErrors,
} from './audit-filters.ts';
import { AuditLogCard } from './audit-log-card.tsx';

/** The Audit Log card of /settings (Administrators only), wired to the audit API. */
export function AuditSection({ dateFormat }: { dateFormat?: DateFormat }) {
  const [filters, setFilters] = useState<AuditFilters>(DEFAULT_AUDIT_FILTERS);
  // A start after the end is said beside the dates; the server is not asked (the last page stays).
  const datesValid = Object.keys(dateErrors(filters)).length === 0;
  const log = useQuery({ ...auditLogQuery(filters), enabled: datesValid });
  const askAgain = () => {
    if (datesValid) void log.refetch();
  };

  return (
    <AuditLogCard
      page={log.data}
      loadError={log.isError ? log.error.message : null}
      onRetry={askAgain}
      onRefresh={askAgain}
      refreshing={log.isFetching}
      filters={filters}
      onFiltersChange={(change) => setFilters((current) => changeAuditFilters(current, change))}
      dateFormat={dateFormat}
    />
  );
}
