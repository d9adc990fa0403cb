import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { useSettingsOrDefaults } from '../../../lib/settings.ts';
import { useReportFilters } from '../kit/report-params.ts';
import { godownChoicesQuery, inventoryReportQuery } from './api.ts';
import { inventoryFilterRules } from './inventory-filters.ts';
import { InventoryReportView } from './inventory-report-view.tsx';

/** /report/inventory: the report for the filters in the URL, from the server. */
export function InventoryReportScreen() {
  const [urlFilters, onFiltersChange] = useReportFilters(inventoryFilterRules);
  const godowns = useQuery(godownChoicesQuery);
  const settings = useSettingsOrDefaults();
  // A godown the link names but Godown Setup does not have is ignored, like any unusable value.
  const unknownGodown =
    godowns.data !== undefined &&
    urlFilters.godown !== '' &&
    !godowns.data.some((godown) => godown.code === urlFilters.godown);
  const filters = useMemo(
    () => (unknownGodown ? { ...urlFilters, godown: '' } : urlFilters),
    [urlFilters, unknownGodown],
  );
  const report = useQuery(inventoryReportQuery(filters));

  return (
    <InventoryReportView
      report={report.data}
      loading={report.isFetching}
      error={report.isError ? report.error.message : null}
      onRetry={() => void report.refetch()}
      filters={filters}
      onFiltersChange={onFiltersChange}
      godowns={godowns.data}
      display={{ currencySymbol: settings.currencySymbol, dateFormat: settings.dateFormat }}
      companyName={settings.companyName}
    />
  );
}
