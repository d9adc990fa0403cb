import { type Alert, addDays, type Dashboard, type InventoryReport, today } from '@pfm/shared';
import { and, eq, lt, ne, sql } from 'drizzle-orm';
import type { Db } from '../db/database.ts';
import {
  batches,
  collections,
  documents,
  farms,
  IN_TRANSIT,
  paymentVouchers,
  traders,
} from '../db/schema.ts';
import { listBatchFigures } from '../documents/batch/service.ts';
import { alertOrder, lowStockAlert, mortalityAlert, paymentDueAlert } from '../growth/alerts.ts';
import { type BatchRules, growthStandardsOf, updatesOf } from '../growth/facts.ts';
import type { StandardFacts } from '../growth/figures.ts';
import { getSettings } from '../settings/service.ts';
import { inventoryReport } from '../stock/inventory.ts';

/** How many batches Recent Batches shows. */
export const RECENT_BATCHES = 6;

/**
 * The dashboard, computed: open batches, stock value today, batches sold out and awaiting
 * settlement, farmers with an open batch; the latest batches with their growth status; and the
 * alerts the settings ask for — mortality over a week's expectation by more than the threshold
 * (open batches), items below their reorder level, vouchers and collections pending past their due
 * days.
 */
export async function dashboard(db: Db): Promise<Dashboard> {
  const day = today();
  const [settings, standards] = await Promise.all([getSettings(db), growthStandardsOf(db)]);
  // The parts read apart from one another, each on its own connection of the pool.
  const rules = { standards, mortalityThresholdPct: settings.mortalityThreshold };
  const [counts, recentBatches, mortality, inventory, payments] = await Promise.all([
    batchCounts(db),
    recentBatchesOf(db, rules),
    settings.mortalityAlerts ? mortalityAlerts(db, standards, settings.mortalityThreshold) : [],
    inventoryReport(db, {}),
    paymentsDue(db, settings, day),
  ]);
  return {
    activeBatches: counts.open,
    totalInventoryPaise: inventory.totalValuePaise,
    pendingSettlements: counts.soldOut,
    activeFarmers: counts.farmers,
    recentBatches,
    alerts: [
      ...mortality,
      ...(settings.lowStockAlerts ? lowStockAlerts(inventory, day) : []),
      ...payments,
    ].sort(alertOrder),
  };
}

/** Open batches, sold-out batches (awaiting settlement) and farmers with an open batch. */
async function batchCounts(db: Db) {
  const [counts] = await db
    .select({
      open: sql<number>`count(*) filter (where ${batches.status} = 'open')`.mapWith(Number),
      soldOut: sql<number>`count(*) filter (where ${batches.status} = 'sold-out')`.mapWith(Number),
      farmers:
        sql<number>`count(distinct ${farms.farmerCode}) filter (where ${batches.status} = 'open')`.mapWith(
          Number,
        ),
    })
    .from(batches)
    .innerJoin(farms, eq(farms.code, batches.farmCode));
  return counts ?? { open: 0, soldOut: 0, farmers: 0 };
}

/** The latest batches with their age and where they stand (On Track, Needs Attention, ended). */
async function recentBatchesOf(db: Db, rules: BatchRules) {
  const recent = await listBatchFigures(db, ne(batches.status, 'void'), RECENT_BATCHES, rules);
  return recent.map(({ summary, figures }) => ({
    code: summary.code,
    farmCode: summary.farmCode,
    farmName: summary.farmName,
    farmerName: summary.farmerName,
    placementDate: summary.placementDate,
    status: summary.status,
    age: figures.age,
    daysRemaining: figures.daysRemaining,
    endedOn: figures.endedOn,
    health: figures.health,
    deviationPct: figures.deviationPct,
  }));
}

/**
 * The inventory's Low Stock, per godown as it judges it; an item's total row only when the item is in
 * no godown (an item short in all its godowns is raised in each).
 */
function lowStockAlerts(inventory: InventoryReport, day: string) {
  const inSomeGodown = new Set(
    inventory.lines
      .filter((line) => line.godownCode !== '' && line.godownCode !== IN_TRANSIT)
      .map((line) => line.itemCode),
  );
  return inventory.lines
    .filter(
      (line) =>
        line.status === 'Low Stock' && (line.godownCode !== '' || !inSomeGodown.has(line.itemCode)),
    )
    .map((line) => lowStockAlert(line, day));
}

/** Each week of each open batch whose deaths exceed its expectation by more than the threshold. */
async function mortalityAlerts(db: Db, standards: StandardFacts[], thresholdPct: number) {
  const open = await db
    .select({ code: batches.code, placed: batches.placed, farmName: farms.name })
    .from(batches)
    .innerJoin(farms, eq(farms.code, batches.farmCode))
    .where(eq(batches.status, 'open'));
  const updates = await updatesOf(
    db,
    open.map((batch) => batch.code),
  );
  const byWeek = new Map(standards.map((standard) => [standard.week, standard]));
  return open.flatMap((batch) =>
    (updates.get(batch.code) ?? []).flatMap((update) => {
      const alert = mortalityAlert(batch, update, byWeek.get(update.week), thresholdPct);
      return alert ? [alert] : [];
    }),
  );
}

/** Vouchers waiting to be paid and collections waiting to be received past the due days. */
async function paymentsDue(db: Db, settings: Awaited<ReturnType<typeof getSettings>>, day: string) {
  const before = addDays(day, -settings.paymentDueDays);
  const vouchers = await db
    .select({
      code: documents.code,
      date: documents.date,
      party: paymentVouchers.payeeName,
      amountPaise: paymentVouchers.amountPaise,
    })
    .from(paymentVouchers)
    .innerJoin(documents, eq(documents.id, paymentVouchers.documentId))
    .where(
      and(
        eq(paymentVouchers.state, 'pending'),
        eq(documents.status, 'posted'),
        lt(documents.date, before),
      ),
    );
  const received = await db
    .select({
      code: documents.code,
      date: documents.date,
      party: traders.name,
      amountPaise: collections.amountPaise,
    })
    .from(collections)
    .innerJoin(documents, eq(documents.id, collections.documentId))
    .innerJoin(traders, eq(traders.code, collections.traderCode))
    .where(
      and(
        eq(collections.state, 'pending'),
        eq(documents.status, 'posted'),
        lt(documents.date, before),
      ),
    );
  return [
    ...vouchers.map((row) => paymentDueAlert({ kind: 'payment', ...row }, settings, day)),
    ...received.map((row) => paymentDueAlert({ kind: 'collection', ...row }, settings, day)),
  ].filter((alert): alert is Alert => alert !== null);
}
