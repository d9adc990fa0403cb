// Fixed data for the DataTable stories: the specification's Godown Setup table, padded with
// deterministic godowns so there are pages to move through. No randomness, so screenshots are stable.
import { StatusBadge, statusBadges } from '../badge/index.ts';
import type { DataTableColumn } from './data-table.tsx';

export interface Godown {
  id: string;
  name: string;
  location: string;
  capacityKg: number;
  status: 'active' | 'inactive';
}

const sampleGodowns: Godown[] = [
  {
    id: 'G001',
    name: 'Main Warehouse',
    location: 'Warangal',
    capacityKg: 50_000,
    status: 'active',
  },
  { id: 'G002', name: 'North Godown', location: 'Jangaon', capacityKg: 25_000, status: 'active' },
  {
    id: 'G003',
    name: 'South Godown',
    location: 'Mahabubabad',
    capacityKg: 30_000,
    status: 'active',
  },
];

const towns = [
  'Narsampet',
  'Parkal',
  'Thorrur',
  'Bhupalpally',
  'Mulugu',
  'Hanamkonda',
  'Kazipet',
  'Ghanpur',
  'Wardhannapet',
  'Raghunathpalle',
  'Dornakal',
  'Maripeda',
  'Kesamudram',
  'Nekkonda',
  'Chennaraopet',
  'Duggondi',
  'Geesugonda',
  'Sangem',
  'Atmakur',
  'Shayampet',
  'Regonda',
  'Eturnagaram',
] as const;

/** G001–G003 from the specification, then G004–G025 named after nearby towns. */
export const godowns: Godown[] = [
  ...sampleGodowns,
  ...towns.map(
    (town, index): Godown => ({
      id: `G${String(index + 4).padStart(3, '0')}`,
      name: `${town} Godown`,
      location: town,
      // 5,000 to 40,000 kg in steps of 2,500, in a fixed but unordered sequence.
      capacityKg: 5_000 + ((index * 7) % 15) * 2_500,
      status: index % 6 === 5 ? 'inactive' : 'active',
    }),
  ),
];

export const sampleRows = sampleGodowns;

/** "50,000 kg": the fixtures' own text (the app formats with @pfm/shared). */
const kg = (value: number) => `${value.toLocaleString('en-IN')} kg`;

export const godownColumns: DataTableColumn<Godown>[] = [
  { id: 'id', header: 'ID', accessor: (godown) => godown.id, sortable: true, width: '6rem' },
  {
    id: 'name',
    header: 'Name',
    accessor: (godown) => godown.name,
    sortable: true,
    rowHeader: true,
  },
  { id: 'location', header: 'Location', accessor: (godown) => godown.location, sortable: true },
  {
    id: 'capacity',
    header: 'Capacity',
    accessor: (godown) => godown.capacityKg,
    cell: (godown) => kg(godown.capacityKg),
    align: 'end',
    sortable: true,
  },
  {
    id: 'status',
    header: 'Status',
    accessor: (godown) => statusBadges[godown.status].label,
    cell: (godown) => <StatusBadge status={godown.status} />,
    sortable: true,
  },
];

const sumCapacity = (rows: readonly Godown[]) =>
  kg(rows.reduce((sum, godown) => sum + godown.capacityKg, 0));

/** The same columns with a totals row: "Total" under ID and the summed Capacity. */
export const godownColumnsWithTotals: DataTableColumn<Godown>[] = godownColumns.map((column) =>
  column.id === 'id'
    ? { ...column, footer: 'Total' }
    : column.id === 'capacity'
      ? { ...column, footer: sumCapacity }
      : column,
);

export const longContentRows: Godown[] = [
  {
    id: 'G001',
    name: 'Main Warehouse and Cold Storage for Broiler Starter Feed, Vaccines and Medicines',
    location: 'Plot 14, Industrial Development Area, Karimnagar Road, Warangal Rural District',
    capacityKg: 1_25_00_000,
    status: 'active',
  },
  {
    id: 'G002',
    name: 'North Godown',
    location: 'Jangaon',
    capacityKg: 25_000,
    status: 'active',
  },
  {
    id: 'G003',
    name: 'SouthGodownExtensionBlockForFinisherFeedBagsAndLitterMaterial',
    location: 'Mahabubabad',
    capacityKg: 30_000,
    status: 'inactive',
  },
];

/** The columns as a list's config marks them for phones: name beside the code, capacity the figure. */
export const godownCardColumns: DataTableColumn<Godown>[] = godownColumns.map((column) => {
  const card = { name: 'title', capacity: 'figure', location: 'detail', status: 'status' } as const;
  const role = card[column.id as keyof typeof card];
  return role ? { ...column, card: role } : column;
});

/** Long names take two lines at most, locations one; the rest of the text is in a tooltip. */
export const godownClampedColumns: DataTableColumn<Godown>[] = godownColumns.map((column) =>
  column.id === 'name'
    ? { ...column, clamp: 2 }
    : column.id === 'location'
      ? { ...column, clamp: 1 }
      : column,
);
