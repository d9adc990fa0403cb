// Fixed Inventory Report answers for the stories, shaped as the server answers them (one line per
// item and godown; every item shows, with 0 where it is held nowhere). Values are computed with the
// shared money helpers, so every figure is exactly what the server would send.
import {
  amountFor,
  type InventoryLine,
  type InventoryReport,
  type ItemCategory,
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

/** A line as the server computes it: value = rate × quantity; Low Stock below the reorder level. */
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

const report = (date: string, lines: InventoryLine[]): InventoryReport => ({
  date,
  totalValuePaise: lines.reduce((sum, each) => sum + each.valuePaise, 0),
  lines,
});

export const allFilters: InventoryFilters = { godown: '', category: '', date: STORY_TODAY };

/** Every godown today: all stock above its reorder level; finisher never bought (rate master). */
export const loadedReport = report(STORY_TODAY, [
  line(chicks, 'G001', 4000, 3550),
  line(starter, 'G001', 2500, 4480),
  line(starter, 'G002', 1250.5, 4480),
  line(grower, 'G002', 3000, 4215),
  line(grower, 'G003', 900, 4215),
  line(finisher, 'G003', 1200, 4000, 'rate'),
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

/** Three weeks earlier: before the last purchases, at the costs of that day. */
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
  line(finisher, 'G003', 1200, 4000, 'rate'),
  line(tonic, 'G001', 60, 31000),
]);

/** Stock run down: grower and tonic under their reorder levels; a premix never bought or rated. */
export const lowStockReport = report(STORY_TODAY, [
  line(chicks, 'G001', 4000, 3550),
  line(starter, 'G001', 2500, 4480),
  line(grower, 'G002', 650, 4215),
  line(grower, 'G003', 120, 4215),
  line(finisher, 'G003', 1200, 4000, 'rate'),
  line(tonic, 'G001', 8, 31000),
  line(coccidiostat, '', 0, 0, 'none'),
]);
