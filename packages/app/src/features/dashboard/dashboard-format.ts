import { type AlertSubject, formatQuantity, type RecentBatch, type Settings } from '@pfm/shared';
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
export function alertLink({ kind, code }: AlertSubject): AlertLink {
  switch (kind) {
    case 'batch':
      return { to: growthReportLink(code), label: `Open ${code}'s growth report` };
    case 'item':
      return { to: paths.inventoryReport, label: `Check ${code} in the inventory report` };
    case 'payment':
      return {
        to: documentSheet(paths.paymentVoucher, code),
        label: `Open payment voucher ${code}`,
      };
    case 'collection':
      return {
        to: documentSheet(paths.paymentCollection, code),
        label: `Open payment collection ${code}`,
      };
  }
}

/** "Age 28 days": days since the chicks were placed. */
export const batchAge = (batch: Pick<RecentBatch, 'age'>) =>
  `Age ${formatQuantity(batch.age, 'days')}`;

/**
 * How far a batch is through its cycle: days left while open; once it has ended (its badge says
 * how), the day it ended, as `formatDay` writes it.
 */
export function batchProgress(
  batch: Pick<RecentBatch, 'status' | 'daysRemaining' | 'endedOn'>,
  formatDay: (day: string) => string,
): string {
  if (batch.status === 'open') return `${formatQuantity(batch.daysRemaining, 'days')} remaining`;
  return batch.endedOn === null ? 'Ended' : `Ended ${formatDay(batch.endedOn)}`;
}
