import { type Dashboard, formatMoney } from '@pfm/shared';
import {
  Card,
  CardContent,
  CardHeader,
  ErrorState,
  PageHeader,
  Skeleton,
  StatTile,
  VisuallyHidden,
} from '@pfm/ui';
import { Egg, HandCoins, Users, Warehouse } from 'lucide-react';
import { lazy, type ReactNode, Suspense } from 'react';
import { DashboardPage, Metrics, Panels, SkeletonRow } from './dashboard.styles.ts';
import type { DashboardDisplay } from './dashboard-format.ts';

export const DASHBOARD_SUBTITLE = 'Overview of your poultry farm operations';

const defaultDisplay: DashboardDisplay = { currencySymbol: '₹', dateFormat: 'DD/MM/YYYY' };

// The lists load beside the data, not after it: the import starts with this module.
const listsModule = import('./dashboard-lists.tsx');
const RecentBatches = lazy(() => listsModule.then((m) => ({ default: m.RecentBatches })));
const Alerts = lazy(() => listsModule.then((m) => ({ default: m.Alerts })));

export interface DashboardViewProps {
  /** The server's dashboard; `undefined` until it arrives. */
  dashboard?: Dashboard | undefined;
  /** The dashboard is being fetched for the first time: skeletons stand in for it. */
  loading: boolean;
  /** Why the dashboard could not be loaded; shows an error with Retry instead of it. */
  error?: string | null | undefined;
  /** Loads the dashboard again after a failure. */
  onRetry?: () => void;
  /** The retry is under way. */
  retrying?: boolean;
  display?: DashboardDisplay;
}

/**
 * /: the business at a glance — open batches, stock value, settlements due and farmers at work —
 * the latest batches with how they are doing, and the alerts that need someone.
 */
export function DashboardView({
  dashboard,
  loading,
  error,
  onRetry,
  retrying = false,
  display = defaultDisplay,
}: DashboardViewProps) {
  const shown = loading || error ? undefined : dashboard;
  const batchesSkeleton = <ListSkeleton rows={4} label="Loading batches…" />;
  const alertsSkeleton = <ListSkeleton rows={3} label="Loading alerts…" />;
  return (
    <DashboardPage aria-labelledby="screen-title">
      <PageHeader title="Dashboard" titleId="screen-title" subtitle={DASHBOARD_SUBTITLE} />
      {error ? (
        <ErrorState
          title="Could not load the dashboard"
          headingLevel={2}
          message={error}
          onRetry={onRetry}
          retrying={retrying}
        />
      ) : (
        <>
          <MetricTiles dashboard={shown} display={display} />
          <Panels>
            <Section id="recent-batches" title="Recent Batches">
              {shown ? (
                <Suspense fallback={batchesSkeleton}>
                  <RecentBatches batches={shown.recentBatches} display={display} />
                </Suspense>
              ) : (
                batchesSkeleton
              )}
            </Section>
            <Section id="alerts" title="Alerts and Notifications">
              {shown ? (
                <Suspense fallback={alertsSkeleton}>
                  <Alerts alerts={shown.alerts} display={display} />
                </Suspense>
              ) : (
                alertsSkeleton
              )}
            </Section>
          </Panels>
        </>
      )}
    </DashboardPage>
  );
}

/** The four figures; skeletons until the dashboard arrives. */
function MetricTiles({
  dashboard,
  display,
}: {
  dashboard: Dashboard | undefined;
  display: DashboardDisplay;
}) {
  const loading = dashboard === undefined;
  return (
    <Metrics>
      <StatTile
        data-tile="active-batches"
        label="Active Batches"
        icon={Egg}
        value={String(dashboard?.activeBatches ?? '')}
        hint="Flocks with birds alive"
        loading={loading}
      />
      <StatTile
        data-tile="total-inventory"
        label="Total Inventory"
        icon={Warehouse}
        value={
          dashboard
            ? formatMoney(dashboard.totalInventoryPaise, { symbol: display.currencySymbol })
            : ''
        }
        hint="Stock in godowns at cost"
        loading={loading}
      />
      <StatTile
        data-tile="pending-settlements"
        label="Pending Settlements"
        icon={HandCoins}
        value={String(dashboard?.pendingSettlements ?? '')}
        hint="Sold out, awaiting settlement"
        loading={loading}
      />
      <StatTile
        data-tile="active-farmers"
        label="Active Farmers"
        icon={Users}
        value={String(dashboard?.activeFarmers ?? '')}
        hint="With a batch on their farm"
        loading={loading}
      />
    </Metrics>
  );
}

/** A card that is a named region, so a screen reader can jump to either list. */
function Section({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <Card role="region" aria-labelledby={`${id}-title`}>
      <CardHeader title={title} headingLevel={2} titleId={`${id}-title`} />
      <CardContent>{children}</CardContent>
    </Card>
  );
}

/** Lines standing in for a list while it loads; says so once to screen readers. */
function ListSkeleton({ rows, label }: { rows: number; label: string }) {
  return (
    <div aria-busy="true">
      <VisuallyHidden>{label}</VisuallyHidden>
      {Array.from({ length: rows }, (_, row) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: fixed placeholders, never reordered
        <SkeletonRow key={row}>
          <Skeleton width="30%" />
          <Skeleton width="70%" />
        </SkeletonRow>
      ))}
    </div>
  );
}
