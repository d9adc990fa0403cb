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

/** One line of the stock table: an item in a godown (or in transit) as of the date. */
export const inventoryLineSchema = z.object({
  itemCode: z.string(),
  itemName: z.string(),
  category: z.enum(itemCategories),
  unit: z.string(),
  /** A godown's code, or `TRANSIT` for stock of pending transfers. */
  godownCode: z.string(),
  godownName: z.string(),
  quantityMilli: z.number(),
  /** Weighted average purchase cost up to the date (the rate master where nothing was bought). */
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
