import {
  type Alert,
  type AlertSeverity,
  daysBetween,
  formatMilli,
  formatMoney,
  type InventoryLine,
  type ItemUnit,
  type Settings,
} from '@pfm/shared';
import { and, eq, isNull } from 'drizzle-orm';
import type { Db } from '../db/database.ts';
import { alertNotices, outbox, users } from '../db/schema.ts';
import { mortalityAlarm, type StandardFacts, type UpdateFacts } from './figures.ts';

const count = (value: number) => value.toLocaleString('en-IN');
const percent = (value: number, places: number) =>
  value.toLocaleString('en-IN', { minimumFractionDigits: places, maximumFractionDigits: places });

/**
 * The mortality alert of one week of a batch, or null: the week's deaths as a share of the birds
 * placed exceed the week's expected mortality by more than the threshold (percentage points) —
 * `mortalityAlarm`, the rule that also makes the batch Needs Attention. A week without a standard
 * is held against 0 % expected.
 */
export function mortalityAlert(
  batch: { code: string; farmName: string; placed: number },
  update: Pick<UpdateFacts, 'code' | 'date' | 'week' | 'mortality'>,
  standard: Pick<StandardFacts, 'expectedMortalityPct'> | undefined,
  thresholdPct: number,
): Alert | null {
  if (!mortalityAlarm(batch.placed, update, standard, thresholdPct)) return null;
  const expected = standard?.expectedMortalityPct ?? 0;
  const share = (update.mortality / batch.placed) * 100;
  return {
    id: `mortality:${batch.code}:${update.week}`,
    type: 'mortality',
    severity: 'high',
    message: `${batch.code} at ${batch.farmName}: ${percent(share, 2)} % of the birds died in week ${update.week} (${count(update.mortality)} of ${count(batch.placed)}), against ${standard ? `${percent(expected, 1)} % expected` : 'no standard for that week'}.`,
    date: update.date,
    subject: { kind: 'batch', code: batch.code },
  };
}

/**
 * An item below its reorder level in a godown (the inventory's Low Stock line), or in no godown at
 * all (its total row).
 */
export function lowStockAlert(line: InventoryLine, today: string): Alert {
  const unit = line.unit as ItemUnit;
  const reorderAt = formatMilli(line.reorderLevel * 1000, unit);
  const held = formatMilli(line.quantityMilli, unit);
  const inGodown = line.godownCode !== '';
  return {
    id: inGodown ? `stock:${line.itemCode}:${line.godownCode}` : `stock:${line.itemCode}`,
    type: 'stock',
    severity: 'medium',
    message: inGodown
      ? `${line.itemName} is below its reorder level in ${line.godownName}: ${held} there, reorder at ${reorderAt}.`
      : `${line.itemName} is below its reorder level: ${held} in stock, reorder at ${reorderAt}.`,
    date: today,
    subject: { kind: 'item', code: line.itemCode },
  };
}

/** A voucher or collection still pending more than the due days after its date. */
export function paymentDueAlert(
  document: {
    kind: 'payment' | 'collection';
    code: string;
    date: string;
    party: string;
    amountPaise: number;
  },
  settings: Pick<Settings, 'paymentDueDays' | 'currencySymbol'>,
  today: string,
): Alert | null {
  const days = daysBetween(document.date, today);
  if (days <= settings.paymentDueDays) return null;
  const amount = formatMoney(document.amountPaise, { symbol: settings.currencySymbol });
  const what =
    document.kind === 'payment'
      ? `${document.code} to ${document.party} for ${amount} has been waiting to be paid`
      : `${document.code} from ${document.party} for ${amount} has been waiting to be received`;
  return {
    id: `${document.kind}:${document.code}`,
    type: 'payment',
    severity: 'low',
    message: `${what} for ${count(days)} days.`,
    date: document.date,
    subject: { kind: document.kind, code: document.code },
  };
}

const severityRank: Record<AlertSeverity, number> = { high: 0, medium: 1, low: 2 };

/** High first, then medium, then low; the newest first within a severity, then by id. */
export const alertOrder = (a: Alert, b: Alert) =>
  severityRank[a.severity] - severityRank[b.severity] ||
  (a.date === b.date ? (a.id < b.id ? -1 : 1) : a.date > b.date ? -1 : 1);

/**
 * Mails a new high alert to every active Administrator through the outbox, once: the alert's id is
 * remembered, so computing it again (or recording the week again after a cancellation) mails
 * nothing more.
 */
export async function mailHighAlert(tx: Db, alert: Alert, link: string) {
  const [noticed] = await tx
    .insert(alertNotices)
    .values({ alertId: alert.id })
    .onConflictDoNothing()
    .returning();
  if (!noticed) return 0;
  const administrators = await tx
    .select({ email: users.email, firstName: users.firstName })
    .from(users)
    .where(and(eq(users.role, 'Administrator'), isNull(users.disabledAt)));
  if (administrators.length === 0) return 0;
  await tx.insert(outbox).values(
    administrators.map((administrator) => ({
      recipient: administrator.email,
      subject: `High alert: ${alert.message.split(':')[0]} — requires immediate attention`,
      body: [
        `Hello ${administrator.firstName},`,
        '',
        alert.message,
        '',
        `See the batch's growth report in Poultry Farm Management: ${link}`,
      ].join('\n'),
    })),
  );
  return administrators.length;
}
