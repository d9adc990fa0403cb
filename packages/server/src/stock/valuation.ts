import { exactInteger, ratePerUnit } from '@pfm/shared';
import { and, eq, inArray, lte, sql } from 'drizzle-orm';
import type { Db } from '../db/database.ts';
import { purchaseDays } from '../db/schema.ts';

/**
 * The weighted average purchase cost of an item up to the end of `day`, in paise per unit: all its
 * purchases (cancelled ones cancel out through their reversals) of every godown, from the daily
 * sums in `purchase_days`. `undefined` when
 * nothing was bought by then.
 */
export async function averagePurchaseCost(db: Db, itemCode: string, day: string) {
  const [row] = await db
    .select({
      value: sql<string | null>`sum(${purchaseDays.valuePaise})`,
      quantity: sql<string | null>`sum(${purchaseDays.quantityMilli})`,
    })
    .from(purchaseDays)
    .where(and(eq(purchaseDays.itemCode, itemCode), lte(purchaseDays.date, day)));
  const quantity = exactInteger(row?.quantity);
  if (quantity <= 0) return undefined;
  return ratePerUnit(exactInteger(row?.value), quantity);
}

/**
 * The weighted average purchase cost of each of `itemCodes` up to the end of `day`, in one query:
 * paise per unit by item code; items bought nothing by then are absent.
 */
export async function averagePurchaseCosts(db: Db, itemCodes: string[], day: string) {
  if (itemCodes.length === 0) return new Map<string, number>();
  const rows = await db
    .select({
      itemCode: purchaseDays.itemCode,
      value: sql<string>`sum(${purchaseDays.valuePaise})`,
      quantity: sql<string>`sum(${purchaseDays.quantityMilli})`,
    })
    .from(purchaseDays)
    .where(and(inArray(purchaseDays.itemCode, itemCodes), lte(purchaseDays.date, day)))
    .groupBy(purchaseDays.itemCode);
  return new Map(
    rows
      .map((row) => ({ ...row, quantity: exactInteger(row.quantity) }))
      .filter((row) => row.quantity > 0)
      .map((row) => [row.itemCode, ratePerUnit(exactInteger(row.value), row.quantity)]),
  );
}
