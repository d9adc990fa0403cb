import type { AlertSubject, RecentBatch, Settings } from '@pfm/shared';
import type { Translate } from '../../lib/i18n/translate.ts';
import { paths } from '../../paths.ts';

/** How amounts and dates show (from Settings). */
export type DashboardDisplay = Pick<Settings, 'currencySymbol' | 'dateFormat'>;

/** The Growth Report of a batch. */
export const growthReportLink = (batchCode: string) =>
  `${paths.growthReport}?${new URLSearchParams({ batch: batchCode })}`;

/** Where an alert is dealt with, and the link's words (unique per alert, so a list of links reads well). */
export interface AlertLink {
  to: string;
  label: string;
}

// Document screens open a document's sheet from `?view=CODE` (documents/kit's VIEW_PARAM).
const documentSheet = (path: string, code: string) =>
  `${path}?${new URLSearchParams({ view: code })}`;

/** The screen where an alert's subject is looked at: the batch's report, stock, or the pending document. */
export function alertLink({ kind, code }: AlertSubject, t: Translate): AlertLink {
  switch (kind) {
    case 'batch':
      return { to: growthReportLink(code), label: t('dashboard.openGrowth', { code }) };
    case 'item':
      return { to: paths.inventoryReport, label: t('dashboard.checkStock', { code }) };
    case 'payment':
      return {
        to: documentSheet(paths.paymentVoucher, code),
        label: t('dashboard.openVoucher', { code }),
      };
    case 'collection':
      return {
        to: documentSheet(paths.paymentCollection, code),
        label: t('dashboard.openCollection', { code }),
      };
  }
}

/** "Age 28 days": days since the chicks were placed. */
export const batchAge = (batch: Pick<RecentBatch, 'age'>, t: Translate) =>
  t('dashboard.age', { days: batch.age });

/**
 * How far a batch is through its cycle: days left while open; once it has ended (its badge says
 * how), the day it ended, as `formatDay` writes it.
 */
export function batchProgress(
  batch: Pick<RecentBatch, 'status' | 'daysRemaining' | 'endedOn'>,
  formatDay: (day: string) => string,
  t: Translate,
): string {
  if (batch.status === 'open') return t('dashboard.remaining', { days: batch.daysRemaining });
  return batch.endedOn === null
    ? t('dashboard.ended')
    : t('dashboard.endedOn', { date: formatDay(batch.endedOn) });
}
