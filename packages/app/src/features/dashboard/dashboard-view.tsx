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
import { useT } from '../../lib/i18n/i18n.tsx';
import { DashboardPage, Metrics, Panels, SkeletonRow } from './dashboard.styles.ts';
import type { DashboardDisplay } from './dashboard-format.ts';

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
  const t = useT();
  const shown = loading || error ? undefined : dashboard;
  const batchesSkeleton = <ListSkeleton rows={4} label={t('dashboard.loadingBatches')} />;
  const alertsSkeleton = <ListSkeleton rows={3} label={t('dashboard.loadingAlerts')} />;
  return (
    <DashboardPage aria-labelledby="screen-title">
      <PageHeader
        title={t('nav.dashboard')}
        titleId="screen-title"
        subtitle={t('dashboard.subtitle')}
      />
      {error ? (
        <ErrorState
          title={t('dashboard.loadError')}
          headingLevel={2}
          message={error}
          onRetry={onRetry}
          retrying={retrying}
        />
      ) : (
        <>
          <MetricTiles dashboard={shown} display={display} />
          <Panels>
            <Section id="recent-batches" title={t('dashboard.recentBatches')}>
              {shown ? (
                <Suspense fallback={batchesSkeleton}>
                  <RecentBatches batches={shown.recentBatches} display={display} />
                </Suspense>
              ) : (
                batchesSkeleton
              )}
            </Section>
            <Section id="alerts" title={t('dashboard.alerts')}>
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
  const t = useT();
  const loading = dashboard === undefined;
  return (
    <Metrics>
      <StatTile
        data-tile="active-batches"
        label={t('dashboard.activeBatches')}
        icon={Egg}
        value={String(dashboard?.activeBatches ?? '')}
        hint={t('dashboard.activeBatchesHint')}
        loading={loading}
      />
      <StatTile
        data-tile="total-inventory"
        label={t('dashboard.totalInventory')}
        icon={Warehouse}
        value={
          dashboard
            ? formatMoney(dashboard.totalInventoryPaise, { symbol: display.currencySymbol })
            : ''
        }
        hint={t('dashboard.totalInventoryHint')}
        loading={loading}
      />
      <StatTile
        data-tile="pending-settlements"
        label={t('dashboard.pendingSettlements')}
        icon={HandCoins}
        value={String(dashboard?.pendingSettlements ?? '')}
        hint={t('dashboard.pendingSettlementsHint')}
        loading={loading}
      />
      <StatTile
        data-tile="active-farmers"
        label={t('dashboard.activeFarmers')}
        icon={Users}
        value={String(dashboard?.activeFarmers ?? '')}
        hint={t('dashboard.activeFarmersHint')}
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
