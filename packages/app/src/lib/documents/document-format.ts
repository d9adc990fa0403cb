import {
  type DateFormat,
  formatDate,
  formatMilli,
  formatMoney,
  type ItemUnit,
  type LedgerPosting,
} from '@pfm/shared';
import type { DisplaySettings } from './document-config.ts';

const twoDigits = (value: number) => String(value).padStart(2, '0');

/** An instant as date and time in the settings' date format ("14/03/2026 10:30"). */
export function formatDateTime(value: string | null, dateFormat: DateFormat): string {
  if (!value) return '—';
  const date = new Date(value);
  if (Number.isNaN(date.getTime())) return '—';
  return `${formatDate(date, dateFormat)} ${twoDigits(date.getHours())}:${twoDigits(date.getMinutes())}`;
}

/** A quantity in its item's unit ("5,000 pieces", "1,250.5 kg"). */
export const formatQuantityOf = (quantityMilli: number, unit: string) =>
  formatMilli(quantityMilli, unit as ItemUnit);

/** A stock movement's quantity with its sign: "+5,000 pieces" in, "-500 kg" out. */
export const formatSignedQuantity = (quantityMilli: number, unit: string) =>
  `${quantityMilli > 0 ? '+' : ''}${formatQuantityOf(quantityMilli, unit)}`;

/** Money in the settings' currency symbol. */
export const money = (paise: number, display: DisplaySettings) =>
  formatMoney(paise, { symbol: display.currencySymbol });

/** A ledger entry's debit or credit, or a dash for the side it does not touch. */
export const ledgerSide = (paise: number, display: DisplaySettings) =>
  paise === 0 ? '—' : money(paise, display);

/** A ledger account as a person reads it: "Venkateshwara Hatcheries (S001)". */
export const accountLabel = (entry: LedgerPosting) =>
  entry.accountCode && entry.accountName !== entry.accountCode
    ? `${entry.accountName} (${entry.accountCode})`
    : entry.accountName;
