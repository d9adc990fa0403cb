import type { DocumentOptions, PickOption } from '../document-config.ts';

/** The day every document story runs on (its clock is pinned, so "today" and pictures never move). */
export const STORY_TODAY = '2026-03-14';
/** Noon in India on STORY_TODAY. */
export const STORY_NOW = new Date('2026-03-14T06:30:00Z');

export const supplierOptions: PickOption[] = [
  {
    value: 'S002',
    label: 'Godrej Agrovet Feeds',
    description: 'Feed',
    active: true,
  },
  { value: 'S003', label: 'Hester Biosciences', description: 'Medicine', active: true },
  { value: 'S001', label: 'Venkateshwara Hatcheries', description: 'Chicks', active: true },
];

export const itemOptions: PickOption[] = [
  {
    value: 'I003',
    label: 'Broiler Grower Feed',
    active: true,
    unit: 'kg',
    category: 'feed',
  },
  { value: 'I002', label: 'Broiler Starter Feed', active: true, unit: 'kg', category: 'feed' },
  { value: 'I001', label: 'Day Old Chicks', active: true, unit: 'piece', category: 'chicks' },
  { value: 'I005', label: 'Vitamin Tonic', active: true, unit: 'liter', category: 'medicine' },
  { value: 'I006', label: 'Old Feed Mix', active: false, unit: 'bag', category: 'feed' },
];

export const godownOptions: PickOption[] = [
  { value: 'G001', label: 'Main Warehouse', description: 'Bhubaneswar', active: true },
  { value: 'G002', label: 'North Godown', description: 'Cuttack', active: true },
  { value: 'G003', label: 'South Godown', description: 'Berhampur', active: true },
];

export const farmOptions: PickOption[] = [
  { value: 'FM001', label: 'Green Valley Farm', description: 'Ramesh Sahoo', active: true },
  { value: 'FM002', label: 'Sunrise Poultry', description: 'Sunita Das', active: true },
  { value: 'FM003', label: 'Hillside Farm', description: 'Bikash Nayak', active: true },
];

export const farmerOptions: PickOption[] = [
  { value: 'F003', label: 'Bikash Nayak', description: 'Cuttack', active: true },
  { value: 'F001', label: 'Ramesh Sahoo', description: 'Bhubaneswar', active: true },
  { value: 'F002', label: 'Sunita Das', description: 'Puri', active: true },
];

export const traderOptions: PickOption[] = [
  { value: 'T001', label: 'Jagannath Chicken Centre', description: '9437012345', active: true },
  { value: 'T002', label: 'Maa Tarini Traders', description: '9861023456', active: true },
  { value: 'T003', label: 'Ranchi Poultry Mart', description: '9431034567', active: true },
];

export const bankAccountOptions: PickOption[] = [
  { value: 'BK002', label: 'HDFC Bank ····5678', description: 'Cuttack Link Road', active: true },
  {
    value: 'BK001',
    label: 'State Bank of India ····4321',
    description: 'Bhubaneswar Main',
    active: true,
  },
];

/** Newest first, as the server lists them: two open, one sold out. */
export const batchOptions: PickOption[] = [
  { value: 'B004', label: 'B004 · Sunrise Poultry', description: 'Sunita Das', active: true },
  { value: 'B003', label: 'B003 · Hillside Farm', description: 'Bikash Nayak', active: true },
  { value: 'B001', label: 'B001 · Green Valley Farm', description: 'Ramesh Sahoo', active: false },
];

export const storyOptions: DocumentOptions = {
  suppliers: supplierOptions,
  items: itemOptions,
  godowns: godownOptions,
  farms: farmOptions,
  farmers: farmerOptions,
  traders: traderOptions,
  bankAccounts: bankAccountOptions,
  batches: batchOptions,
};
