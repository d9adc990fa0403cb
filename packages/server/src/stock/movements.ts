// Over 400 lines: the stock ledger's posting and its revaluation share the rule of what stock is worth as it leaves (decision 0035).
import { dayMonthYear, divideRounded, exactInteger, formatMilli, type ItemUnit } from '@pfm/shared';
import { and, asc, eq, gte, lt, sql } from 'drizzle-orm';
import { type AnyPgColumn, alias } from 'drizzle-orm/pg-core';
import type { Db } from '../db/database.ts';
import {
  godowns,
  IN_TRANSIT,
  items,
  purchaseDays,
  stockBalances,
  stockDays,
  stockMovements,
} from '../db/schema.ts';
import { AppError } from '../domain/errors.ts';

/**
 * One change of an item's quantity in a godown, as a document posts it. Its value follows decision
 * 0035: stock coming in at its cost, or at the value of the movement it mirrors; stock leaving a
 * godown at the godown's weighted average cost of the item on the movement's day (all of what is left
 * with the last unit).
 */
export interface StockMovement {
  godownCode: string;
  itemCode: string;
  date: string;
  /** Signed thousandths of the item's unit: + in, − out. */
  quantityMilli: number;
  /** What the stock coming in cost (a purchase's amount), in paise. */
  costPaise?: number;
  /**
   * The movement carries the value of another, negated: one earlier in the same posting (its
   * index), or a posted one (`{ id }`). A transfer's arrival takes what left; stock a cancelled issue
   * returns comes back at what it left with.
   */
  valueFrom?: number | { id: number };
  /** The amount this movement adds to the item's weighted average purchase cost (− when cancelled). */
  purchasePaise?: number;
  reversal?: boolean;
}

/** A movement as posted: its id and its value in paise, signed like the quantity. */
export interface PostedMovement extends StockMovement {
  id: number;
  valuePaise: number;
}

/** A change of a posted movement's value, which a movement posted before it in time caused. */
export interface Revaluation {
  movementId: number;
  documentId: number;
  godownCode: string;
  itemCode: string;
  date: string;
  deltaPaise: number;
}

/** What a posting wrote: its movements with their values, and the later movements it revalued. */
export interface PostedStock {
  movements: PostedMovement[];
  revaluations: Revaluation[];
}

type Pair = Pick<StockMovement, 'godownCode' | 'itemCode'>;

const pairKey = (movement: Pair) => `${movement.godownCode}\u0001${movement.itemCode}`;

const ofPair = (table: { godownCode: AnyPgColumn; itemCode: AnyPgColumn }, pair: Pair) =>
  and(eq(table.godownCode, pair.godownCode), eq(table.itemCode, pair.itemCode));

/** Locks the balance row of an item in a godown (made when missing) for the rest of the transaction. */
async function lockPair(tx: Db, pair: Pair) {
  await tx
    .insert(stockBalances)
    .values({ godownCode: pair.godownCode, itemCode: pair.itemCode, quantityMilli: 0 })
    .onConflictDoNothing();
  await tx
    .select({ quantityMilli: stockBalances.quantityMilli })
    .from(stockBalances)
    .where(ofPair(stockBalances, pair))
    .for('update');
}

/**
 * Locks the balance rows of every item and godown these movements touch, in one fixed order, so two
 * documents touching the same pairs queue instead of deadlocking, and concurrent posts of one item
 * in one godown run one after another (decision 0017).
 */
async function lockBalances(tx: Db, movements: StockMovement[]) {
  const pairs = [...new Map(movements.map((m) => [pairKey(m), m])).values()].sort((a, b) =>
    pairKey(a) < pairKey(b) ? -1 : 1,
  );
  for (const pair of pairs) await lockPair(tx, pair);
  return pairs;
}

/**
 * What `takenMilli` of a godown's stock is worth when `onHand` is there: its share of the value at
 * the average cost, or, with the last unit, exactly the value left — so no stock means no value.
 */
export function valueLeaving(
  onHand: { quantityMilli: number; valuePaise: number },
  takenMilli: number,
): number {
  if (takenMilli >= onHand.quantityMilli) return onHand.valuePaise;
  return Number(
    divideRounded(BigInt(onHand.valuePaise) * BigInt(takenMilli), BigInt(onHand.quantityMilli)),
  );
}

/**
 * A godown's stock of an item at the end of `day` (quantity and value), and whether anything is
 * posted there on a later day.
 */
async function stockOn(tx: Db, pair: Pair, day: string) {
  const [row] = await tx
    .select({
      quantityMilli: sql<
        string | null
      >`sum(${stockDays.quantityMilli}) filter (where ${stockDays.date} <= ${day})`,
      valuePaise: sql<
        string | null
      >`sum(${stockDays.valuePaise}) filter (where ${stockDays.date} <= ${day})`,
      later: sql<boolean | null>`bool_or(${stockDays.date} > ${day})`,
    })
    .from(stockDays)
    .where(ofPair(stockDays, pair));
  return {
    quantityMilli: Number(row?.quantityMilli ?? 0),
    valuePaise: Number(row?.valuePaise ?? 0),
    later: row?.later === true,
  };
}

/** Whether stock left a godown on `day` before: a purchase that day changes what it was worth. */
async function outgoingOn(tx: Db, pair: Pair, day: string) {
  const [row] = await tx
    .select({ id: stockMovements.id })
    .from(stockMovements)
    .where(
      and(
        ofPair(stockMovements, pair),
        eq(stockMovements.date, day),
        sql`${stockMovements.quantityMilli} < 0`,
      ),
    )
    .limit(1);
  return row !== undefined;
}

/** Adds a change of quantity and value to a day's sums and to the current balance. */
async function addToSums(
  tx: Db,
  pair: Pair,
  day: string,
  quantityMilli: number,
  valuePaise: number,
) {
  await tx
    .insert(stockDays)
    .values({ ...pair, date: day, quantityMilli, valuePaise })
    .onConflictDoUpdate({
      target: [stockDays.godownCode, stockDays.itemCode, stockDays.date],
      set: {
        quantityMilli: sql`${stockDays.quantityMilli} + ${quantityMilli}`,
        valuePaise: sql`${stockDays.valuePaise} + ${valuePaise}`,
      },
    });
  await tx
    .update(stockBalances)
    .set({
      quantityMilli: sql`${stockBalances.quantityMilli} + ${quantityMilli}`,
      valuePaise: sql`${stockBalances.valuePaise} + ${valuePaise}`,
    })
    .where(ofPair(stockBalances, pair));
}

/** The order stock moves in within a godown: by day, what comes in before what goes out, then as posted. */
const walkOrder = [
  asc(stockMovements.date),
  asc(sql`${stockMovements.quantityMilli} < 0`),
  asc(stockMovements.id),
];

/**
 * Works the values of the movements of each pair from its day on out again, in the order stock moves
 * (decision 0035): stock leaving at the average of that moment, mirrors at their source's value.
 * Every change is written (movement, daily sums, balance) and followed to the movements that mirror
 * it, in whatever godown. Answers the changes, to be posted to the ledger.
 */
export async function revaluePairsFrom(
  tx: Db,
  starts: (Pair & { from: string })[],
): Promise<Revaluation[]> {
  const queue = new Map<string, Pair & { from: string }>();
  const enqueue = (start: Pair & { from: string }) => {
    const queued = queue.get(pairKey(start));
    if (!queued || start.from < queued.from) queue.set(pairKey(start), start);
  };
  for (const start of starts) enqueue(start);
  const changes = new Map<number, Revaluation>();
  const changed = new Map<number, number>();
  const source = alias(stockMovements, 'source');
  for (let walks = 0; queue.size > 0; walks++) {
    // Every value depends only on movements before it, so this settles; a loop would be a bug.
    if (walks > 100_000) throw new Error('Stock values do not settle');
    const next = [...queue.values()].reduce((a, b) => (b.from < a.from ? b : a));
    queue.delete(pairKey(next));
    await lockPair(tx, next);
    const [before] = await tx
      .select({
        quantityMilli: sql<string | null>`sum(${stockDays.quantityMilli})`,
        valuePaise: sql<string | null>`sum(${stockDays.valuePaise})`,
      })
      .from(stockDays)
      .where(and(ofPair(stockDays, next), lt(stockDays.date, next.from)));
    const onHand = {
      quantityMilli: Number(before?.quantityMilli ?? 0),
      valuePaise: Number(before?.valuePaise ?? 0),
    };
    const movements = await tx
      .select({
        id: stockMovements.id,
        documentId: stockMovements.documentId,
        date: stockMovements.date,
        quantityMilli: stockMovements.quantityMilli,
        valuePaise: stockMovements.valuePaise,
        valueSourceId: stockMovements.valueSourceId,
        sourceValuePaise: source.valuePaise,
      })
      .from(stockMovements)
      .leftJoin(source, eq(source.id, stockMovements.valueSourceId))
      .where(and(ofPair(stockMovements, next), gte(stockMovements.date, next.from)))
      .orderBy(...walkOrder);
    for (const [position, movement] of movements.entries()) {
      const value =
        movement.valueSourceId !== null
          ? -(changed.get(movement.valueSourceId) ?? movement.sourceValuePaise ?? 0)
          : movement.quantityMilli < 0 && next.godownCode !== IN_TRANSIT
            ? -valueLeaving(onHand, -movement.quantityMilli)
            : movement.valuePaise;
      if (value !== movement.valuePaise) {
        const delta = value - movement.valuePaise;
        await tx
          .update(stockMovements)
          .set({ valuePaise: value })
          .where(eq(stockMovements.id, movement.id));
        await addToSums(tx, next, movement.date, 0, delta);
        changed.set(movement.id, value);
        const change = changes.get(movement.id);
        changes.set(movement.id, {
          movementId: movement.id,
          documentId: movement.documentId,
          godownCode: next.godownCode,
          itemCode: next.itemCode,
          date: movement.date,
          deltaPaise: (change?.deltaPaise ?? 0) + delta,
        });
        const mirrors = await tx
          .select({
            id: stockMovements.id,
            godownCode: stockMovements.godownCode,
            itemCode: stockMovements.itemCode,
            date: stockMovements.date,
          })
          .from(stockMovements)
          .where(eq(stockMovements.valueSourceId, movement.id));
        for (const mirror of mirrors) {
          // One later in this walk reads the new value when it comes; any other is walked again.
          const laterHere =
            pairKey(mirror) === pairKey(next) &&
            movements.findIndex((each) => each.id === mirror.id) > position;
          if (!laterHere) enqueue({ ...mirror, from: mirror.date });
        }
      }
      onHand.quantityMilli += movement.quantityMilli;
      onHand.valuePaise += value;
    }
  }
  return [...changes.values()].filter((change) => change.deltaPaise !== 0);
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

/** The movement whose value a new one carries: one posted before it in the same posting, or by id. */
async function sourceOf(tx: Db, valueFrom: StockMovement['valueFrom'], posted: PostedMovement[]) {
  if (valueFrom === undefined) return undefined;
  const [source] =
    typeof valueFrom === 'number'
      ? [posted[valueFrom]]
      : await tx
          .select({ id: stockMovements.id, valuePaise: stockMovements.valuePaise })
          .from(stockMovements)
          .where(eq(stockMovements.id, valueFrom.id));
  if (!source) throw new Error(`The movement ${JSON.stringify(valueFrom)} is not posted`);
  return source;
}

/**
 * Writes stock movements inside the caller's transaction with their values (decision 0035), keeping
 * the daily sums and current balances in step, and refuses the whole document when any balance would
 * go below zero on the movement's day or any later day (a back-dated issue, a cancelled purchase).
 * The refusal names the item, godown, day and what is available: "Only 120 kg of Broiler Starter
 * Feed in Main Warehouse on 12/10/2026." A movement dated before others of its godown and item
 * revalues them. Answers the movements with their values and the revaluations, for the ledger.
 */
export async function postStockMovements(
  tx: Db,
  documentId: number,
  movements: StockMovement[],
  { field }: { field?: string } = {},
): Promise<PostedStock> {
  if (movements.length === 0) return { movements: [], revaluations: [] };
  const pairs = await lockBalances(tx, movements);
  const posted: PostedMovement[] = [];
  const backDated: (Pair & { from: string })[] = [];
  for (const movement of movements) {
    const source = await sourceOf(tx, movement.valueFrom, posted);
    // In transit every value is its own transfer's: no average, and no order to keep.
    const onDay =
      movement.godownCode === IN_TRANSIT ? undefined : await stockOn(tx, movement, movement.date);
    let valuePaise: number;
    if (source) valuePaise = -source.valuePaise;
    else if (movement.quantityMilli < 0 && onDay) {
      valuePaise = -valueLeaving(onDay, -movement.quantityMilli);
    } else if (movement.quantityMilli > 0 && movement.costPaise !== undefined) {
      valuePaise = movement.costPaise;
    } else throw new Error('Stock coming in needs its cost or the movement it mirrors');
    // Later movements were valued without this one: stock that left after it, in time, leaves again.
    if (
      onDay &&
      (onDay.later ||
        (movement.quantityMilli > 0 && (await outgoingOn(tx, movement, movement.date))))
    ) {
      backDated.push({ ...movement, from: movement.date });
    }
    const [row] = await tx
      .insert(stockMovements)
      .values({
        documentId,
        godownCode: movement.godownCode,
        itemCode: movement.itemCode,
        date: movement.date,
        quantityMilli: movement.quantityMilli,
        valuePaise,
        valueSourceId: source?.id ?? null,
        reversal: movement.reversal ?? false,
      })
      .returning({ id: stockMovements.id });
    if (!row) throw new Error('The stock movement was not written');
    posted.push({ ...movement, id: row.id, valuePaise });
    await addToSums(tx, movement, movement.date, movement.quantityMilli, valuePaise);
    if (movement.purchasePaise !== undefined) {
      await tx
        .insert(purchaseDays)
        .values({
          itemCode: movement.itemCode,
          date: movement.date,
          valuePaise: movement.purchasePaise,
          quantityMilli: movement.quantityMilli,
        })
        .onConflictDoUpdate({
          target: [purchaseDays.itemCode, purchaseDays.date],
          set: {
            valuePaise: sql`${purchaseDays.valuePaise} + ${movement.purchasePaise}`,
            quantityMilli: sql`${purchaseDays.quantityMilli} + ${movement.quantityMilli}`,
          },
        });
    }
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
  return { movements: posted, revaluations: await revaluePairsFrom(tx, backDated) };
}

/** The movements of a document, for its detail view and its reversal. */
export async function movementsOf(tx: Db, documentId: number) {
  return tx
    .select()
    .from(stockMovements)
    .where(eq(stockMovements.documentId, documentId))
    .orderBy(asc(stockMovements.id));
}

/** Works out every movement's value from its godown's first day, for a database from before values. */
export async function revalueAll(tx: Db) {
  const firstDays = await tx
    .select({
      godownCode: stockDays.godownCode,
      itemCode: stockDays.itemCode,
      from: sql<string>`min(${stockDays.date})::text`,
    })
    .from(stockDays)
    .groupBy(stockDays.godownCode, stockDays.itemCode);
  return revaluePairsFrom(tx, firstDays);
}
