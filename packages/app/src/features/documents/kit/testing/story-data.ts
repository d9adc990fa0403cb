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

export const storyOptions: DocumentOptions = {
  suppliers: supplierOptions,
  items: itemOptions,
  godowns: godownOptions,
  farms: farmOptions,
};
