import { z } from 'zod';
import { isoDate } from '../fields.ts';
import { type ItemCategory, itemCategories } from '../masters/item.ts';
import { recordCode } from '../masters/list.ts';

/** Inventory Report filters: godown, category and as-of date (default today). */
export const inventoryQuery = z
  .object({
    godown: z.string().regex(recordCode, 'Choose a godown.').optional(),
    category: z.enum(itemCategories, { error: 'Choose a category.' }).optional(),
    date: isoDate.optional(),
  })
  .strict();
export type InventoryQuery = z.infer<typeof inventoryQuery>;

export const stockStatuses = ['sufficient', 'Low Stock'] as const;
export type StockStatus = (typeof stockStatuses)[number];

/** One line of the stock table: an item in a godown (or in transit) as of the date. */
export interface InventoryLine {
  itemCode: string;
  itemName: string;
  category: ItemCategory;
  unit: string;
  /** A godown's code, or `TRANSIT` for stock of pending transfers. */
  godownCode: string;
  godownName: string;
  quantityMilli: number;
  /** Weighted average purchase cost up to the date (the rate master where nothing was bought). */
  valuationRatePaise: number;
  valuationBasis: 'average-cost' | 'rate' | 'none';
  valuePaise: number;
  reorderLevel: number;
  status: StockStatus;
}

export interface InventoryReport {
  date: string;
  totalValuePaise: number;
  lines: InventoryLine[];
}
