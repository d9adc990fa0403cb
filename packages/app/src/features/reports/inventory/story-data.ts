// Fixed Inventory Report answers for the stories, shaped as the server answers them (one line per
// item and godown, and an item's total row after its godowns when it is in several; every item
// shows, with 0 where it is held nowhere). Values are computed with the shared money helpers, so
// every figure is exactly what the server would send.
import {
  amountFor,
  type InventoryLine,
  type InventoryReport,
  type ItemCategory,
  ratePerUnit,
} from '@pfm/shared';
import type { InventoryFilters } from './inventory-filters.ts';
import type { GodownChoice } from './inventory-report-view.tsx';

/** The day every story is set on (the clock is pinned to it). */
export const STORY_TODAY = '2026-11-21';

export const storyGodowns: GodownChoice[] = [
  { code: 'G001', name: 'Main Warehouse', status: 'active' },
  { code: 'G002', name: 'North Godown', status: 'active' },
  { code: 'G003', name: 'South Godown', status: 'active' },
];

interface StoryItem {
  code: string;
  name: string;
  category: ItemCategory;
  unit: string;
  reorderLevel: number;
}

const chicks: StoryItem = {
  code: 'I001',
  name: 'Day Old Chicks',
  category: 'chicks',
  unit: 'piece',
  reorderLevel: 1000,
};
const starter: StoryItem = {
  code: 'I002',
  name: 'Broiler Starter Feed',
  category: 'feed',
  unit: 'kg',
  reorderLevel: 500,
};
const grower: StoryItem = {
  code: 'I003',
  name: 'Broiler Grower Feed',
  category: 'feed',
  unit: 'kg',
  reorderLevel: 500,
};
const finisher: StoryItem = {
  code: 'I004',
  name: 'Broiler Finisher Feed',
  category: 'feed',
  unit: 'kg',
  reorderLevel: 500,
};
const tonic: StoryItem = {
  code: 'I005',
  name: 'Vitamin B-Complex Tonic',
  category: 'medicine',
  unit: 'liter',
  reorderLevel: 20,
};
const coccidiostat: StoryItem = {
  code: 'I006',
  name: 'Coccidiostat Premix',
  category: 'medicine',
  unit: 'kg',
  reorderLevel: 5,
};

const godownNames: Record<string, string> = {
  G001: 'Main Warehouse',
  G002: 'North Godown',
  G003: 'South Godown',
  TRANSIT: 'In transit',
  '': 'All godowns',
};

/**
 * A line as the server computes it: value = rate × quantity (stock comes in only by purchases, so a
 * line with stock is at its average cost; the rate master or no rate only where there is none); Low
 * Stock below the reorder level.
 */
function line(
  item: StoryItem,
  godownCode: string,
  quantity: number,
  ratePaise: number,
  valuationBasis: InventoryLine['valuationBasis'] = 'average-cost',
): InventoryLine {
  const quantityMilli = Math.round(quantity * 1000);
  return {
    itemCode: item.code,
    itemName: item.name,
    category: item.category,
    unit: item.unit,
    godownCode,
    godownName: godownNames[godownCode] ?? godownCode,
    quantityMilli,
    valuationRatePaise: ratePaise,
    valuationBasis,
    valuePaise: amountFor(ratePaise, quantityMilli),
    reorderLevel: item.reorderLevel,
    status: godownCode !== 'TRANSIT' && quantity < item.reorderLevel ? 'Low Stock' : 'sufficient',
  };
}

const inGodown = (each: InventoryLine) => each.godownCode !== 'TRANSIT' && each.godownCode !== '';

/** An item's total row, "All godowns": its godowns' stock and value, judged on the total. */
function totalOf(godownLines: InventoryLine[]): InventoryLine {
  const [first] = godownLines as [InventoryLine];
  const quantityMilli = godownLines.reduce((sum, each) => sum + each.quantityMilli, 0);
  const valuePaise = godownLines.reduce((sum, each) => sum + each.valuePaise, 0);
  return {
    ...first,
    godownCode: '',
    godownName: 'All godowns',
    quantityMilli,
    valuationRatePaise: ratePerUnit(valuePaise, quantityMilli),
    valuePaise,
    status: quantityMilli / 1000 < first.reorderLevel ? 'Low Stock' : 'sufficient',
  };
}

/** The report of these lines: each item in several godowns gets its total row, counted once. */
function report(date: string, lines: InventoryLine[]): InventoryReport {
  const withTotals = lines.flatMap((each) => {
    const godownLines = lines.filter(
      (other) => other.itemCode === each.itemCode && inGodown(other),
    );
    return godownLines.length > 1 && godownLines.at(-1) === each
      ? [each, totalOf(godownLines)]
      : [each];
  });
  return {
    date,
    totalValuePaise: lines.reduce((sum, each) => sum + each.valuePaise, 0),
    lines: withTotals,
  };
}

export const allFilters: InventoryFilters = { godown: '', category: '', date: STORY_TODAY };

/** Every godown today: all stock above its reorder level, starter and grower in two godowns each. */
export const loadedReport = report(STORY_TODAY, [
  line(chicks, 'G001', 4000, 3550),
  line(starter, 'G001', 2500, 4480),
  line(starter, 'G002', 1250.5, 4480),
  line(grower, 'G002', 3000, 4215),
  line(grower, 'G003', 900, 4215),
  line(finisher, 'G003', 1200, 3980),
  line(tonic, 'G001', 60, 31000),
]);

/** North Godown only: items it does not hold show 0 there (and so Low Stock). */
export const northGodownReport = report(STORY_TODAY, [
  line(chicks, 'G002', 0, 3550),
  line(starter, 'G002', 1250.5, 4480),
  line(grower, 'G002', 3000, 4215),
  line(finisher, 'G002', 0, 4000, 'rate'),
  line(tonic, 'G002', 0, 31000),
]);

/** Three weeks earlier: before the last purchases, at the costs of that day; finisher not bought yet. */
export const pastDate = '2026-10-31';
export const pastReport = report(pastDate, [
  line(chicks, 'G001', 9500, 3500),
  line(starter, 'G001', 4200, 4450),
  line(grower, 'G002', 1800, 4200),
  line(finisher, '', 0, 4000, 'rate'),
  line(tonic, 'G001', 35, 30500),
]);

/** A transfer of starter feed from Main Warehouse to South Godown dispatched, not yet received. */
export const inTransitReport = report(STORY_TODAY, [
  line(chicks, 'G001', 4000, 3550),
  line(starter, 'G001', 2100, 4480),
  line(starter, 'G002', 1250.5, 4480),
  line(starter, 'TRANSIT', 400, 4480),
  line(grower, 'G002', 3000, 4215),
  line(finisher, 'G003', 1200, 3980),
  line(tonic, 'G001', 60, 31000),
]);

/**
 * Stock run down, judged per godown: 500 chicks in North Godown are short although the 4,500 in all
 * godowns are not; grower short in both its godowns and in total; tonic short where it is; a premix
 * never bought or rated.
 */
export const lowStockReport = report(STORY_TODAY, [
  line(chicks, 'G001', 4000, 3550),
  line(chicks, 'G002', 500, 3550),
  line(starter, 'G001', 2500, 4480),
  line(grower, 'G002', 300, 4215),
  line(grower, 'G003', 120, 4215),
  line(finisher, 'G003', 1200, 3980),
  line(tonic, 'G001', 8, 31000),
  line(coccidiostat, '', 0, 0, 'none'),
]);
