import {
  addExactly,
  amountFor,
  dayMonthYear,
  exactInteger,
  type InventoryLine,
  type InventoryQuery,
  type InventoryReport,
  sumExactly,
  today,
} from '@pfm/shared';
import { asc, eq, lte, sql } from 'drizzle-orm';
import type { Db } from '../db/database.ts';
import { godowns, items, stockDays } from '../db/schema.ts';
import { fieldError } from '../domain/errors.ts';
import { rateInForce } from '../masters/rates.ts';
import { IN_TRANSIT } from './movements.ts';
import { averagePurchaseCosts } from './valuation.ts';

/** The valuation rate of an item on a day: its average purchase cost, else its rate in force. */
async function valuationRate(
  db: Db,
  item: { code: string; rateItem: string | null },
  day: string,
  average: number | undefined,
): Promise<Pick<InventoryLine, 'valuationRatePaise' | 'valuationBasis'>> {
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
 * day. An item held nowhere (or not in the chosen godown) still shows, with 0. Low Stock is judged on
 * the item's total in all godowns against its reorder level, whichever godown is shown.
 */
export async function inventoryReport(db: Db, query: InventoryQuery): Promise<InventoryReport> {
  const day = query.date ?? today();
  if (day > today()) {
    throw fieldError(
      'validation_failed',
      'date',
      `Stock can be reported up to today (${dayMonthYear(today())}), not on a later day.`,
    );
  }
  const balances = await db
    .select({
      godownCode: stockDays.godownCode,
      itemCode: stockDays.itemCode,
      quantityMilli: sql<string>`sum(${stockDays.quantityMilli})`,
    })
    .from(stockDays)
    .where(lte(stockDays.date, day))
    .groupBy(stockDays.godownCode, stockDays.itemCode)
    .then((rows) =>
      rows.map((row) => ({ ...row, quantityMilli: exactInteger(row.quantityMilli) })),
    );
  const totals = new Map<string, number>();
  for (const row of balances) {
    if (row.godownCode === IN_TRANSIT) continue;
    totals.set(row.itemCode, addExactly(totals.get(row.itemCode) ?? 0, row.quantityMilli));
  }
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
  if (query.godown && !godownNames.has(query.godown)) {
    throw fieldError('validation_failed', 'godown', `There is no godown ${query.godown}.`);
  }
  const averages = await averagePurchaseCosts(
    db,
    itemRows.map((item) => item.code),
    day,
  );

  const lines: InventoryLine[] = [];
  for (const item of itemRows) {
    const held = balances
      .filter(
        (row) =>
          row.itemCode === item.code &&
          row.quantityMilli !== 0 &&
          (!query.godown || row.godownCode === query.godown),
      )
      .map((row) => ({ godownCode: row.godownCode, quantityMilli: row.quantityMilli }))
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
    const rate = await valuationRate(db, item, day, averages.get(item.code));
    const low = (totals.get(item.code) ?? 0) / 1000 < item.reorderLevel;
    for (const place of places) {
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
              : (godownNames.get(place.godownCode) ?? place.godownCode),
        quantityMilli: place.quantityMilli,
        ...rate,
        valuePaise: amountFor(rate.valuationRatePaise, place.quantityMilli),
        reorderLevel: item.reorderLevel,
        status: place.godownCode !== IN_TRANSIT && low ? 'Low Stock' : 'sufficient',
      });
    }
  }
  return {
    date: day,
    totalValuePaise: sumExactly(lines.map((line) => line.valuePaise)),
    lines,
  };
}
