import { dayMonthYear, exactInteger, formatMilli, type ItemUnit } from '@pfm/shared';
import { and, asc, eq, sql } from 'drizzle-orm';
import type { Db } from '../db/database.ts';
import {
  godowns,
  items,
  purchaseDays,
  stockBalances,
  stockDays,
  stockMovements,
} from '../db/schema.ts';
import { AppError } from '../domain/errors.ts';

/** Where a pending transfer's stock is counted: in no godown, on the way. */
export const IN_TRANSIT = 'TRANSIT';

/** One change of an item's quantity in a godown, as a document posts it. */
export interface StockMovement {
  godownCode: string;
  itemCode: string;
  date: string;
  /** Signed thousandths of the item's unit: + in, − out. */
  quantityMilli: number;
  /** Purchase value of stock coming in (for the weighted average cost); 0 otherwise. */
  valuePaise?: number;
  reversal?: boolean;
}

const pairKey = (movement: Pick<StockMovement, 'godownCode' | 'itemCode'>) =>
  `${movement.godownCode}\u0001${movement.itemCode}`;

/**
 * Locks the balance rows of every item and godown these movements touch, in one fixed order, so two
 * documents touching the same pairs queue instead of deadlocking, and concurrent posts of one item
 * in one godown run one after another (decision 0017).
 */
async function lockBalances(tx: Db, movements: StockMovement[]) {
  const pairs = [...new Map(movements.map((m) => [pairKey(m), m])).values()].sort((a, b) =>
    pairKey(a) < pairKey(b) ? -1 : 1,
  );
  for (const pair of pairs) {
    await tx
      .insert(stockBalances)
      .values({ godownCode: pair.godownCode, itemCode: pair.itemCode, quantityMilli: 0 })
      .onConflictDoNothing();
    await tx
      .select({ quantityMilli: stockBalances.quantityMilli })
      .from(stockBalances)
      .where(
        and(
          eq(stockBalances.godownCode, pair.godownCode),
          eq(stockBalances.itemCode, pair.itemCode),
        ),
      )
      .for('update');
  }
  return pairs;
}

/** The lowest balance of an item in a godown on `from` or any later day, and the day it falls on. */
async function lowestBalanceFrom(tx: Db, godownCode: string, itemCode: string, from: string) {
  const result = await tx.execute(sql`
    select day, running from (
      select ${stockDays.date}::text as day,
             sum(${stockDays.quantityMilli}) over (order by ${stockDays.date}) as running
      from ${stockDays}
      where ${stockDays.godownCode} = ${godownCode} and ${stockDays.itemCode} = ${itemCode}
    ) balances
    where day >= ${from}
    order by running asc, day asc
    limit 1`);
  const rows = ((result as unknown as { rows?: unknown[] }).rows ?? result) as {
    day: string;
    running: string | number;
  }[];
  const row = rows[0];
  return row ? { day: row.day, running: exactInteger(row.running) } : undefined;
}

/** What is in a godown of an item at the end of `day`, in thousandths. */
export async function balanceOn(tx: Db, godownCode: string, itemCode: string, day: string) {
  const [row] = await tx
    .select({ total: sql<string | null>`sum(${stockDays.quantityMilli})` })
    .from(stockDays)
    .where(
      and(
        eq(stockDays.godownCode, godownCode),
        eq(stockDays.itemCode, itemCode),
        sql`${stockDays.date} <= ${day}`,
      ),
    );
  return exactInteger(row?.total);
}

/**
 * What can leave a godown on `day` without any balance going negative then or later: the lowest
 * balance from that day on.
 */
export async function availableOn(tx: Db, godownCode: string, itemCode: string, day: string) {
  const lowest = await lowestBalanceFrom(tx, godownCode, itemCode, day);
  const onDay = await balanceOn(tx, godownCode, itemCode, day);
  return Math.max(0, Math.min(onDay, lowest?.running ?? onDay));
}

async function describe(tx: Db, godownCode: string, itemCode: string) {
  const [item] = await tx
    .select({ name: items.name, unit: items.unit })
    .from(items)
    .where(eq(items.code, itemCode));
  const [godown] =
    godownCode === IN_TRANSIT
      ? [{ name: 'transit' }]
      : await tx.select({ name: godowns.name }).from(godowns).where(eq(godowns.code, godownCode));
  return {
    itemName: item?.name ?? itemCode,
    unit: (item?.unit ?? 'piece') as ItemUnit,
    godownName: godown?.name ?? godownCode,
  };
}

/**
 * Writes stock movements inside the caller's transaction, keeping the daily sums and current
 * balances in step, and refuses the whole document when any balance would go below zero on the
 * movement's day or any later day (a back-dated issue, a cancelled purchase). The refusal names the
 * item, godown, day and what is available: "Only 120 kg of Broiler Starter Feed in Main Warehouse on
 * 12/10/2026."
 */
export async function postStockMovements(
  tx: Db,
  documentId: number,
  movements: StockMovement[],
  { field }: { field?: string } = {},
) {
  if (movements.length === 0) return;
  const pairs = await lockBalances(tx, movements);
  for (const movement of movements) {
    await tx.insert(stockMovements).values({
      documentId,
      godownCode: movement.godownCode,
      itemCode: movement.itemCode,
      date: movement.date,
      quantityMilli: movement.quantityMilli,
      valuePaise: movement.valuePaise ?? 0,
      reversal: movement.reversal ?? false,
    });
    await tx
      .insert(stockDays)
      .values({
        godownCode: movement.godownCode,
        itemCode: movement.itemCode,
        date: movement.date,
        quantityMilli: movement.quantityMilli,
      })
      .onConflictDoUpdate({
        target: [stockDays.godownCode, stockDays.itemCode, stockDays.date],
        set: { quantityMilli: sql`${stockDays.quantityMilli} + ${movement.quantityMilli}` },
      });
    if (movement.valuePaise) {
      // A purchase (or its reversal): the only movements that carry a value.
      await tx
        .insert(purchaseDays)
        .values({
          itemCode: movement.itemCode,
          date: movement.date,
          valuePaise: movement.valuePaise,
          quantityMilli: movement.quantityMilli,
        })
        .onConflictDoUpdate({
          target: [purchaseDays.itemCode, purchaseDays.date],
          set: {
            valuePaise: sql`${purchaseDays.valuePaise} + ${movement.valuePaise}`,
            quantityMilli: sql`${purchaseDays.quantityMilli} + ${movement.quantityMilli}`,
          },
        });
    }
    await tx
      .update(stockBalances)
      .set({ quantityMilli: sql`${stockBalances.quantityMilli} + ${movement.quantityMilli}` })
      .where(
        and(
          eq(stockBalances.godownCode, movement.godownCode),
          eq(stockBalances.itemCode, movement.itemCode),
        ),
      );
  }
  for (const pair of pairs) {
    const outgoing = movements.filter((m) => pairKey(m) === pairKey(pair) && m.quantityMilli < 0);
    if (outgoing.length === 0) continue;
    const from = outgoing.map((m) => m.date).sort()[0] as string;
    const lowest = await lowestBalanceFrom(tx, pair.godownCode, pair.itemCode, from);
    if (lowest && lowest.running < 0) {
      const taken = outgoing.reduce((sum, m) => sum - m.quantityMilli, 0);
      const available = Math.max(0, lowest.running + taken);
      const { itemName, unit, godownName } = await describe(tx, pair.godownCode, pair.itemCode);
      const message = `Only ${formatMilli(available, unit)} of ${itemName} in ${godownName} on ${dayMonthYear(lowest.day)}.`;
      throw new AppError('conflict', message, field ? { [field]: message } : undefined);
    }
  }
}

/** The movements of a document, for its detail view and its reversal. */
export async function movementsOf(tx: Db, documentId: number) {
  return tx
    .select()
    .from(stockMovements)
    .where(eq(stockMovements.documentId, documentId))
    .orderBy(asc(stockMovements.id));
}
