import {
  type InventoryLine,
  inventoryQuery,
  isoDate,
  itemCategories,
  itemCategoryLabels,
  today,
} from '@pfm/shared';
import { acceptedBy, type ReportFilterRules, type ReportFilters } from '../kit/report-params.ts';

export type InventoryFilterName = 'godown' | 'category' | 'date';
export type InventoryFilters = ReportFilters<InventoryFilterName>;

/**
 * The filters in the URL, by the API's own rules: a godown code, one of the categories, and a date
 * that is not in the future (the stock of a day to come is not known); otherwise today.
 */
export const inventoryFilterRules: ReportFilterRules<InventoryFilterName> = {
  godown: { accepts: acceptedBy(inventoryQuery.shape.godown.unwrap()) },
  category: { accepts: acceptedBy(inventoryQuery.shape.category.unwrap()) },
  date: {
    accepts: (value) => isoDate.safeParse(value).success && value <= today(),
    fallback: today,
  },
};

/** Whether any filter narrows the report or moves it off today. */
export const isFiltered = (filters: InventoryFilters) =>
  filters.godown !== '' || filters.category !== '' || filters.date !== today();

/** Every filter back to the plain report: all godowns, all categories, today. */
export const clearedFilters = (): InventoryFilters => ({ godown: '', category: '', date: today() });

export const categoryOptions = itemCategories.map((value) => ({
  value,
  label: itemCategoryLabels[value],
}));

/** The godown code the server gives stock of pending transfers (dispatched, not yet received). */
export const IN_TRANSIT = 'TRANSIT';

export const isInTransit = (line: InventoryLine) => line.godownCode === IN_TRANSIT;

/**
 * An item's total row, "All godowns": its stock in every godown (without transit), judged on that
 * total, when it is in two or more godowns — or its 0 when it is in none.
 */
export const isItemTotal = (line: InventoryLine) => line.godownCode === '';

/** The value of the stock on the lines, each godown once (an item's total row repeats its godowns). */
export const valueOfLines = (lines: readonly InventoryLine[]) =>
  lines.filter((line) => !isItemTotal(line)).reduce((sum, line) => sum + line.valuePaise, 0);

/** Items with at least one line below its reorder level (an item short in two godowns counts once). */
export const lowStockItems = (lines: readonly InventoryLine[]) =>
  new Set(lines.filter((line) => line.status === 'Low Stock').map((line) => line.itemCode)).size;
