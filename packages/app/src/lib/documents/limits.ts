import {
  type DateFormat,
  formatDate,
  formatMilli,
  formatNumber,
  growthRefusals,
  type ItemUnit,
  parseQuantity,
} from '@pfm/shared';
import type { FeedFacts } from './batch-lookup.tsx';
import type { DisplaySettings } from './document-config.ts';
import { money } from './document-format.ts';

/*
 * What a document may take, said beside its field before Submit: the form shows the limit as soon
 * as the fields that decide it are chosen, and the server's refusal, in its words, as soon as the
 * figure typed goes past it. The server checks again when the document posts (the stock, the birds
 * and the outstanding may have changed since), so Submit still asks it.
 */

const count = (value: number) => formatNumber(value, 0);

/** A count typed as text ("1,200"), or null until it reads as a whole number. */
export function countTyped(text: string): number | null {
  const cleaned = text.replace(/[,\s]/g, '');
  if (!/^\d+$/.test(cleaned)) return null;
  const value = Number(cleaned);
  return Number.isSafeInteger(value) ? value : null;
}

/** Thousandths of `unit` typed as text ("1,250.5"), or null until it reads as a quantity. */
export const quantityTyped = (text: string, unit: string) =>
  parseQuantity(text, (unit || 'kg') as ItemUnit, { positive: false });

/** More birds sold than the batch has alive: the server's refusal, or null. */
export function birdsSoldRefusal(
  batch: string,
  alive: number,
  birds: number | null,
): string | null {
  if (birds === null || birds <= alive) return null;
  return `${batch} has ${count(alive)} birds alive; ${count(birds)} cannot be sold.`;
}

/** More deaths than birds alive in the batch: the server's refusal, or null. */
export function deathsRefusal(batch: string, alive: number, deaths: number | null): string | null {
  if (deaths === null || deaths <= alive) return null;
  return growthRefusals.mortality(batch, alive, deaths);
}

/** The feed a batch has been issued and not yet consumed, in kg thousandths (never below 0). */
export const feedLeftOf = ({ issuedMilli, consumedMilli }: FeedFacts) =>
  Math.max(0, issuedMilli - consumedMilli);

/** Under Feed Consumed: "Available: 790 kg (1,500 kg issued, 710 kg consumed)." */
export const feedAvailableText = (feed: FeedFacts) =>
  `Available: ${formatMilli(feedLeftOf(feed), 'kg')} (${formatMilli(feed.issuedMilli, 'kg')} issued, ${formatMilli(feed.consumedMilli, 'kg')} consumed).`;

/** More feed consumed than the batch has been issued and not yet consumed: the server's refusal, or null. */
export function feedRefusal(batch: string, feed: FeedFacts, milli: number | null): string | null {
  if (milli === null || milli <= feedLeftOf(feed)) return null;
  return `${batch} has been issued ${formatMilli(feed.issuedMilli, 'kg')} of feed and has consumed ${formatMilli(feed.consumedMilli, 'kg')}: at most ${formatMilli(feedLeftOf(feed), 'kg')} can be recorded.`;
}

/** What a godown has of an item on a day, as the stock limit of an issue or a transfer names it. */
export interface StockOnDay {
  availableMilli: number;
  unit: string;
  itemName: string;
  godownName: string;
  date: string;
  dateFormat: DateFormat;
}

/** More than the godown has of the item that day: the server's refusal, or null. */
export function stockRefusal(stock: StockOnDay, milli: number | null): string | null {
  if (milli === null || milli <= stock.availableMilli) return null;
  const unit = (stock.unit || 'kg') as ItemUnit;
  return `Only ${formatMilli(stock.availableMilli, unit)} of ${stock.itemName} in ${stock.godownName} on ${formatDate(stock.date, stock.dateFormat)}.`;
}

/** A sale a collection pays: its code and what is still to collect. */
export interface SaleOutstanding {
  code: string;
  outstandingPaise: number;
}

/** Under Amount: "Outstanding on SL003: ₹12,500.00." */
export const outstandingText = (sale: SaleOutstanding, display: DisplaySettings) =>
  `Outstanding on ${sale.code}: ${money(sale.outstandingPaise, display)}.`;

/** More collected than the sale has outstanding: the server's refusal, or null. */
export function outstandingRefusal(
  sale: SaleOutstanding,
  paise: number | null,
  display: DisplaySettings,
): string | null {
  if (paise === null || paise <= sale.outstandingPaise) return null;
  return `${sale.code} has ${money(sale.outstandingPaise, display)} outstanding; ${money(paise, display)} is more than that.`;
}
