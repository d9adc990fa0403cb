// The two lists of the dashboard, loaded apart from the screen (dashboard-view.tsx starts fetching
// them as it loads, beside the dashboard's data): date formatting alone would put the dashboard over
// the first screen's JavaScript budget (decision 0023), and the lists have nothing to show before the
// data arrives anyway.
import { type Alert, formatDate, type RecentBatch } from '@pfm/shared';
import { AlertItem, EmptyState, StatusBadge } from '@pfm/ui';
import { BellOff, Egg } from 'lucide-react';
import { batchBadge } from '../../lib/batch-status.ts';
import { useT } from '../../lib/i18n/i18n.tsx';
import { paths } from '../../paths.ts';
import {
  alertLink,
  batchAge,
  batchProgress,
  type DashboardDisplay,
  growthReportLink,
} from './dashboard-format.ts';
import {
  AlertAction,
  AlertList,
  BatchFacts,
  BatchHead,
  BatchLink,
  BatchList,
  BatchRow,
  FarmLine,
  TextLink,
} from './dashboard-lists.styles.ts';

export interface RecentBatchesProps {
  batches: readonly RecentBatch[];
  display: DashboardDisplay;
}

/**
 * The latest batches: code (to its Growth Report), farm and farmer, where it stands (On Track,
 * Needs Attention, or its state once ended), age and days left (or the day it ended).
 */
export function RecentBatches({ batches, display }: RecentBatchesProps) {
  const t = useT();
  if (batches.length === 0) {
    return (
      <EmptyState
        icon={Egg}
        title={t('dashboard.noBatches')}
        description={t('dashboard.noBatchesText')}
        action={<TextLink to={paths.issue}>{t('dashboard.goToIssue')}</TextLink>}
      />
    );
  }
  return (
    <BatchList>
      {batches.map((batch) => (
        <BatchRow key={batch.code} data-batch={batch.code}>
          <BatchHead>
            <BatchLink
              to={growthReportLink(batch.code)}
              aria-label={t('dashboard.openGrowth', { code: batch.code })}
            >
              {batch.code}
            </BatchLink>
            <StatusBadge status={batchBadge[batch.health]} />
          </BatchHead>
          <FarmLine>
            {batch.farmName} ({batch.farmCode}) · {batch.farmerName}
          </FarmLine>
          <BatchFacts>
            <span>{batchAge(batch, t)}</span>
            <span>{batchProgress(batch, (day) => formatDate(day, display.dateFormat), t)}</span>
          </BatchFacts>
        </BatchRow>
      ))}
    </BatchList>
  );
}

export interface AlertsProps {
  /** In the server's order: high first, then medium, then low. */
  alerts: readonly Alert[];
  display: DashboardDisplay;
}

/** Each alert with its severity, its date and a link to where it is dealt with. */
export function Alerts({ alerts, display }: AlertsProps) {
  const t = useT();
  if (alerts.length === 0) {
    return (
      <EmptyState
        icon={BellOff}
        title={t('dashboard.noAlerts')}
        description={t('dashboard.noAlertsText')}
      />
    );
  }
  return (
    <AlertList>
      {alerts.map((alert) => {
        const link = alertLink(alert.subject, t);
        return (
          <li key={alert.id} data-alert={alert.id}>
            <AlertItem
              type={alert.type}
              severity={alert.severity}
              message={
                <>
                  {alert.message}
                  <AlertAction to={link.to}>{link.label}</AlertAction>
                </>
              }
              time={formatDate(alert.date, display.dateFormat)}
              dateTime={alert.date}
            />
          </li>
        );
      })}
    </AlertList>
  );
}
