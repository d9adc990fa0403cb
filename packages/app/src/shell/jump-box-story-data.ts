import { LOOKUP_LIMIT, type LookupResult } from '@pfm/shared';
import type { LookupSource } from '../features/lookup/api.tsx';

/** Records of the sample month, as the lookup answers them. */
export const storyRecords: LookupResult[] = [
  { kind: 'farmer', code: 'F001', title: 'Ramesh Sahoo', subtitle: 'Khurda · 9437012345' },
  { kind: 'farmer', code: 'F002', title: 'Bikash Mondal', subtitle: 'Bardhaman · 9434098765' },
  {
    kind: 'farm',
    code: 'FM001',
    title: 'Sahoo Poultry Farm',
    subtitle: 'Ramesh Sahoo · Jatni, Khurda',
  },
  { kind: 'farm', code: 'FM002', title: 'Sahoo Farm II', subtitle: 'Ramesh Sahoo · Pipli, Puri' },
  {
    kind: 'farm',
    code: 'FM003',
    title: 'Mondal Broiler Farm',
    subtitle: 'Bikash Mondal · Memari, Bardhaman',
  },
  { kind: 'trader', code: 'T002', title: 'Maa Tarini Traders', subtitle: '9778800222' },
  { kind: 'item', code: 'I002', title: 'Broiler Starter Feed', subtitle: 'Feed · per kg' },
  {
    kind: 'batch',
    code: 'B001',
    title: 'Sahoo Poultry Farm',
    subtitle: 'Ramesh Sahoo · Open · placed 03/11/2026',
  },
  {
    kind: 'batch',
    code: 'B002',
    title: 'Mondal Broiler Farm',
    subtitle: 'Bikash Mondal · Open · placed 10/11/2026',
  },
  {
    kind: 'issue',
    code: 'IS004',
    title: 'Issue to Bikash Mondal',
    subtitle: 'Day Old Chicks · B002 · Mondal Broiler Farm · 10/11/2026',
    batchCode: 'B002',
  },
  {
    kind: 'growthUpdate',
    code: 'GU014',
    title: 'Growth update of B002, week 1',
    subtitle: 'Mondal Broiler Farm · Bikash Mondal · 17/11/2026',
    batchCode: 'B002',
  },
  {
    kind: 'sale',
    code: 'SL002',
    title: 'Sale to Maa Tarini Traders',
    subtitle: 'B004 · Sahoo Farm II · 05/10/2026',
    batchCode: 'B004',
  },
  {
    kind: 'purchase',
    code: 'P002',
    title: 'Purchase from Utkal Feeds Pvt Ltd',
    subtitle: 'Broiler Starter Feed · Main Warehouse · 31/10/2026',
  },
  {
    kind: 'settlement',
    code: 'FS001',
    title: 'Settlement of B004',
    subtitle: 'Ramesh Sahoo · Sahoo Farm II · 07/10/2026',
    batchCode: 'B004',
  },
];

const searchable = (result: LookupResult) =>
  `${result.title} ${result.subtitle ?? ''}`.toLocaleLowerCase();

/**
 * The lookup as the server answers it, over `storyRecords`: the exact code, then codes starting
 * with the text, then records whose words hold it.
 */
export const storyLookup: LookupSource = async (q) => {
  const text = q.trim().toLocaleLowerCase();
  const rank = (result: LookupResult) => {
    const code = result.code.toLocaleLowerCase();
    if (code === text) return 0;
    if (code.startsWith(text)) return 1;
    return searchable(result).includes(text) ? 2 : 3;
  };
  return storyRecords
    .map((result) => ({ result, rank: rank(result) }))
    .filter((entry) => entry.rank < 3)
    .sort((a, b) => a.rank - b.rank)
    .slice(0, LOOKUP_LIMIT)
    .map((entry) => entry.result);
};
