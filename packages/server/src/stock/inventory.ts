import {
  addExactly,
  dayMonthYear,
  exactInteger,
  type InventoryLine,
  type InventoryQuery,
  type InventoryReport,
  ratePerUnit,
  sumExactly,
  today,
} from '@pfm/shared';
import { asc, eq, lte, sql } from 'drizzle-orm';
import type { Db } from '../db/database.ts';
import { godowns, IN_TRANSIT, items, stockDays } from '../db/schema.ts';
import { fieldError } from '../domain/errors.ts';
import { rateInForce } from '../masters/rates.ts';
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

/** What marks an item's total row: its stock in all godowns (or, held nowhere, its 0). */
const ALL_GODOWNS = '';

/**
 * Stock as of the end of a day (default today): one line per item and godown holding it (stock of
 * pending transfers on its own line), each at the value of that stock in the books — its godown's
 * weighted average cost (decision 0035) — so the total is the inventory account's balance. Low
 * Stock is judged per godown against the item's reorder level; an item in two or more godowns also
 * gets a total row ("All godowns", without transit), judged on its total and left out of the report's
 * total. An item in no godown (or not in the chosen one) still shows, with 0 on that row.
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
      valuePaise: sql<string>`sum(${stockDays.valuePaise})`,
    })
    .from(stockDays)
    .where(lte(stockDays.date, day))
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
  if (query.godown && !godownNames.has(query.godown)) {
    throw fieldError('validation_failed', 'godown', `There is no godown ${query.godown}.`);
  }
  const averages = await averagePurchaseCosts(
    db,
    itemRows.map((item) => item.code),
    day,
  );

  const lines: InventoryLine[] = [];
  let totalValuePaise = 0;
  for (const item of itemRows) {
    const held = balances
      .map((row) => ({
        itemCode: row.itemCode,
        godownCode: row.godownCode,
        quantityMilli: exactInteger(row.quantityMilli),
        valuePaise: exactInteger(row.valuePaise),
      }))
      .filter(
        (row) =>
          row.itemCode === item.code &&
          (row.quantityMilli !== 0 || row.valuePaise !== 0) &&
          (!query.godown || row.godownCode === query.godown),
      )
      .sort((a, b) =>
        a.godownCode === IN_TRANSIT
          ? 1
          : b.godownCode === IN_TRANSIT
            ? -1
            : a.godownCode < b.godownCode
              ? -1
              : 1,
      );
    const inGodowns = held.filter((place) => place.godownCode !== IN_TRANSIT);
    const total = {
      godownCode: ALL_GODOWNS,
      quantityMilli: sumExactly(inGodowns.map((place) => place.quantityMilli)),
      valuePaise: sumExactly(inGodowns.map((place) => place.valuePaise)),
    };
    totalValuePaise = addExactly(
      totalValuePaise,
      sumExactly(held.map((place) => place.valuePaise)),
    );
    const inTransit = held.filter((place) => place.godownCode === IN_TRANSIT);
    const places =
      inGodowns.length === 1
        ? held
        : [
            ...inGodowns,
            // In no godown (chosen), the item's 0 stands on this line.
            inGodowns.length === 0 ? { ...total, godownCode: query.godown ?? ALL_GODOWNS } : total,
            ...inTransit,
          ];
    // Without stock there is no value to divide: its average purchase cost, else its rate.
    const rateWithoutStock = await valuationRate(db, item, day, averages.get(item.code));
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
            : place.godownCode === ALL_GODOWNS
              ? 'All godowns'
              : (godownNames.get(place.godownCode) ?? place.godownCode),
        quantityMilli: place.quantityMilli,
        ...(place.quantityMilli > 0
          ? {
              valuationRatePaise: ratePerUnit(place.valuePaise, place.quantityMilli),
              valuationBasis: 'average-cost' as const,
            }
          : rateWithoutStock),
        valuePaise: place.valuePaise,
        reorderLevel: item.reorderLevel,
        status:
          place.godownCode !== IN_TRANSIT && place.quantityMilli / 1000 < item.reorderLevel
            ? 'Low Stock'
            : 'sufficient',
      });
    }
  }
  return { date: day, totalValuePaise, lines };
}
