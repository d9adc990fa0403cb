import { useQuery } from '@tanstack/react-query';
import { useSettingsOrDefaults } from '../../lib/settings.ts';
import { dashboardQuery } from './api.ts';
import { DashboardView } from './dashboard-view.tsx';

/** /: the dashboard as the server computes it, amounts and dates as Settings say. */
export function DashboardScreen() {
  const dashboard = useQuery(dashboardQuery);
  const settings = useSettingsOrDefaults();
  return (
    <DashboardView
      dashboard={dashboard.data}
      loading={dashboard.isPending}
      // A failed refresh keeps the last answer on screen; only a dashboard never loaded shows the error.
      error={dashboard.isError && !dashboard.data ? dashboard.error.message : null}
      onRetry={() => void dashboard.refetch()}
      retrying={dashboard.isFetching}
      display={{ currencySymbol: settings.currencySymbol, dateFormat: settings.dateFormat }}
    />
  );
}
