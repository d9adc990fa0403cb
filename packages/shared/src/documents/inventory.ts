import { z } from 'zod';
import { isoDate, text } from '../fields.ts';
import { itemCategories } from '../masters/item.ts';
import { recordCode } from '../masters/list.ts';

/** Inventory Report filters: godown, category and as-of date (default today). */
export const inventoryQuery = z
  .object({
    godown: text().regex(recordCode, 'Choose a godown.').optional(),
    category: z.enum(itemCategories, { error: 'Choose a category.' }).optional(),
    date: isoDate.optional(),
  })
  .strict();
export type InventoryQuery = z.infer<typeof inventoryQuery>;

export const stockStatuses = ['sufficient', 'Low Stock'] as const;
export type StockStatus = (typeof stockStatuses)[number];

/** One line of the stock table: an item in a godown (in transit, or in all) as of the date. */
export const inventoryLineSchema = z.object({
  itemCode: z.string(),
  itemName: z.string(),
  category: z.enum(itemCategories),
  unit: z.string(),
  /**
   * A godown's code, `TRANSIT` for stock of pending transfers, or `''` for the item's total row in
   * all godowns (judged on that total; its value is its godowns' again, so not in the total).
   */
  godownCode: z.string(),
  godownName: z.string(),
  quantityMilli: z.number(),
  /**
   * Value ÷ quantity: the godown's weighted average cost that day (decision 0035). Without stock, the
   * average purchase cost of all godowns, else the rate master where nothing was bought.
   */
  valuationRatePaise: z.number(),
  valuationBasis: z.enum(['average-cost', 'rate', 'none']),
  valuePaise: z.number(),
  reorderLevel: z.number(),
  status: z.enum(stockStatuses),
});
export type InventoryLine = z.infer<typeof inventoryLineSchema>;

export const inventoryReportSchema = z.object({
  date: z.string(),
  totalValuePaise: z.number(),
  lines: z.array(inventoryLineSchema),
});
export type InventoryReport = z.infer<typeof inventoryReportSchema>;
