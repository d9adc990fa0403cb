import { apiPaths, type Godown, type InventoryReport, type ListPage } from '@pfm/shared';
import { queryOptions } from '@tanstack/react-query';
import { api } from '../../../lib/api.ts';
import { reportApiQuery } from '../kit/report-params.ts';
import type { InventoryFilters } from './inventory-filters.ts';

/**
 * The Inventory Report for the filters. The key starts with the report's path, so posting a
 * purchase, issue or transfer can invalidate every inventory report at once.
 */
export const inventoryReportQuery = (filters: InventoryFilters) =>
  queryOptions({
    queryKey: [apiPaths.inventoryReport, filters],
    queryFn: () =>
      api<InventoryReport>('GET', `${apiPaths.inventoryReport}?${reportApiQuery(filters)}`),
  });

/**
 * The godowns to pick from, by name (inactive ones too: stock can still sit there). The key starts
 * with the godowns' path, so a change in Godown Setup refreshes the choices.
 */
export const godownChoicesQuery = queryOptions({
  queryKey: [apiPaths.godowns, 'choices'],
  queryFn: async () =>
    (await api<ListPage<Godown>>('GET', `${apiPaths.godowns}?sort=name&dir=asc&page=1&size=100`))
      .rows,
});
