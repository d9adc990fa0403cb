import {
  amountFor,
  type InventoryLine,
  type InventoryQuery,
  type InventoryReport,
  today,
} from '@pfm/shared';
import { and, asc, eq, lte, sql } from 'drizzle-orm';
import type { Db } from '../db/database.ts';
import { godowns, items, stockDays } from '../db/schema.ts';
import { rateInForce } from '../masters/rates.ts';
import { IN_TRANSIT } from './movements.ts';
import { averagePurchaseCost } from './valuation.ts';

/** The valuation rate of an item on a day: its average purchase cost, else its rate in force. */
async function valuationRate(
  db: Db,
  item: { code: string; rateItem: string | null },
  day: string,
): Promise<Pick<InventoryLine, 'valuationRatePaise' | 'valuationBasis'>> {
  const average = await averagePurchaseCost(db, item.code, day);
  if (average !== undefined) return { valuationRatePaise: average, valuationBasis: 'average-cost' };
  if (item.rateItem) {
    try {
      const rate = await rateInForce(db, item.rateItem as 'chicks', day);
      return { valuationRatePaise: rate.ratePaise, valuationBasis: 'rate' };
    } catch {
      // No rate in force that day: the stock is shown without a value.
    }
  }
  return { valuationRatePaise: 0, valuationBasis: 'none' };
}

/**
 * Stock as of the end of a day (default today): one line per item and godown holding it (stock of
 * pending transfers on its own line), each valued at the weighted average purchase cost up to that
 * day. An item held nowhere still shows, with 0, so that its shortage is seen.
 */
export async function inventoryReport(db: Db, query: InventoryQuery): Promise<InventoryReport> {
  const day = query.date ?? today();
  const balances = await db
    .select({
      godownCode: stockDays.godownCode,
      itemCode: stockDays.itemCode,
      quantityMilli: sql<string>`sum(${stockDays.quantityMilli})`,
    })
    .from(stockDays)
    .where(
      and(
        lte(stockDays.date, day),
        query.godown ? eq(stockDays.godownCode, query.godown) : undefined,
      ),
    )
    .groupBy(stockDays.godownCode, stockDays.itemCode);
  const itemRows = await db
    .select({
      code: items.code,
      name: items.name,
      category: items.category,
      unit: items.unit,
      reorderLevel: items.reorderLevel,
      rateItem: items.rateItem,
    })
    .from(items)
    .where(query.category ? eq(items.category, query.category) : undefined)
    .orderBy(sql`length(${items.code})`, asc(items.code));
  const godownNames = new Map(
    (await db.select({ code: godowns.code, name: godowns.name }).from(godowns)).map((row) => [
      row.code,
      row.name,
    ]),
  );
  const chosenGodownName = query.godown
    ? (godownNames.get(query.godown) ?? query.godown)
    : undefined;

  const lines: InventoryLine[] = [];
  for (const item of itemRows) {
    const held = balances
      .filter((row) => row.itemCode === item.code && Number(row.quantityMilli) !== 0)
      .map((row) => ({ godownCode: row.godownCode, quantityMilli: Number(row.quantityMilli) }))
      .sort((a, b) =>
        a.godownCode === IN_TRANSIT
          ? 1
          : b.godownCode === IN_TRANSIT
            ? -1
            : a.godownCode < b.godownCode
              ? -1
              : 1,
      );
    const places = held.length > 0 ? held : [{ godownCode: query.godown ?? '', quantityMilli: 0 }];
    const rate = await valuationRate(db, item, day);
    for (const place of places) {
      const units = place.quantityMilli / 1000;
      lines.push({
        itemCode: item.code,
        itemName: item.name,
        category: item.category,
        unit: item.unit,
        godownCode: place.godownCode,
        godownName:
          place.godownCode === IN_TRANSIT
            ? 'In transit'
            : place.godownCode === ''
              ? 'All godowns'
              : (godownNames.get(place.godownCode) ?? chosenGodownName ?? place.godownCode),
        quantityMilli: place.quantityMilli,
        ...rate,
        valuePaise: amountFor(rate.valuationRatePaise, place.quantityMilli),
        reorderLevel: item.reorderLevel,
        status:
          place.godownCode !== IN_TRANSIT && units < item.reorderLevel ? 'Low Stock' : 'sufficient',
      });
    }
  }
  return {
    date: day,
    totalValuePaise: lines.reduce((sum, line) => sum + line.valuePaise, 0),
    lines,
  };
}
