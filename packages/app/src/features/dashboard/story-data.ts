// Fixed dashboards for the stories, shaped as GET /api/dashboard answers: batches newest first,
// alerts high → medium → low and newest first within a severity.
import { type Alert, addDays, type Dashboard, type RecentBatch } from '@pfm/shared';

/** The day every story is set on. */
export const STORY_TODAY = '2026-11-21';

const batch = (
  code: string,
  farm: readonly [code: string, name: string, farmer: string],
  placementDate: string,
  age: number,
  status: RecentBatch['status'],
  health: RecentBatch['health'],
  deviationPct: number | null,
): RecentBatch => ({
  code,
  farmCode: farm[0],
  farmName: farm[1],
  farmerName: farm[2],
  placementDate,
  status,
  age,
  // 45 − age while the flock grows; the cycle is over once it is sold, its age stopped that day.
  daysRemaining: status === 'open' ? Math.max(0, 45 - age) : 0,
  endedOn: status === 'open' ? null : addDays(placementDate, age),
  health,
  deviationPct,
});

const jagannath = ['FM002', 'Sri Jagannath Poultry Farm', 'Ramesh Kumar'] as const;
const tarini = ['FM003', 'Maa Tarini Farm', 'Sunil Das'] as const;
const greenValley = ['FM001', 'Green Valley Farm', 'Prakash Mohanty'] as const;
const mahanadi = ['FM004', 'Mahanadi Broilers', 'Anita Sahu'] as const;

export const recentBatches: RecentBatch[] = [
  batch('B006', greenValley, '2026-11-16', 5, 'open', 'on-track', null),
  batch('B004', tarini, '2026-10-31', 21, 'open', 'needs-attention', -4.6),
  batch('B005', jagannath, '2026-10-24', 28, 'open', 'on-track', 1.8),
  batch('B003', mahanadi, '2026-09-28', 40, 'sold-out', 'sold-out', -0.9),
  batch('B002', jagannath, '2026-08-20', 42, 'settled', 'settled', -3.4),
];

const mortality = (code: string, date: string, week: number, pct: string): Alert => ({
  id: `mortality:${code}:${week}`,
  type: 'mortality',
  severity: 'high',
  message: `Mortality in ${code} was ${pct} in week ${week}, above the standard by more than the threshold`,
  date,
  subject: { kind: 'batch', code },
});

const lowStock = (code: string, name: string, where: string): Alert => ({
  id: `stock:${code}:${where}`,
  type: 'stock',
  severity: 'medium',
  message: `${name} is below its reorder level at ${where}`,
  date: STORY_TODAY,
  subject: { kind: 'item', code },
});

const voucherDue = (code: string, payee: string, date: string): Alert => ({
  id: `payment:${code}`,
  type: 'payment',
  severity: 'low',
  message: `Payment voucher ${code} to ${payee} is still pending`,
  date,
  subject: { kind: 'payment', code },
});

const collectionDue = (code: string, trader: string, date: string): Alert => ({
  id: `collection:${code}`,
  type: 'payment',
  severity: 'low',
  message: `Collection ${code} from ${trader} is still pending`,
  date,
  subject: { kind: 'collection', code },
});

/** A working business: batches in every state, one alert of each kind. */
export const loadedDashboard: Dashboard = {
  activeBatches: 3,
  totalInventoryPaise: 54_100_740,
  pendingSettlements: 1,
  activeFarmers: 3,
  recentBatches,
  alerts: [
    mortality('B004', '2026-11-20', 3, '2.6%'),
    lowStock('I003', 'Broiler Grower Feed', 'North Godown'),
    voucherDue('PV004', 'Odisha Feeds Pvt Ltd', '2026-11-10'),
    collectionDue('PC002', 'Sri Jagannath Traders', '2026-11-08'),
  ],
};

/** A business that has just started: nothing placed, nothing stocked, nothing due. */
export const emptyDashboard: Dashboard = {
  activeBatches: 0,
  totalInventoryPaise: 0,
  pendingSettlements: 0,
  activeFarmers: 0,
  recentBatches: [],
  alerts: [],
};

/**
 * A bad fortnight: twelve alerts, in the server's order. B005 and B006 are on their target weight,
 * but their deaths raised mortality alerts: they Need Attention too.
 */
export const manyAlertsDashboard: Dashboard = {
  ...loadedDashboard,
  recentBatches: recentBatches.map((batch) =>
    batch.code === 'B005' || batch.code === 'B006'
      ? { ...batch, health: 'needs-attention' }
      : batch,
  ),
  alerts: [
    mortality('B004', '2026-11-20', 3, '2.6%'),
    mortality('B005', '2026-11-19', 4, '1.9%'),
    mortality('B006', '2026-11-18', 1, '3.1%'),
    lowStock('I001', 'Day Old Chicks', 'Main Warehouse'),
    lowStock('I002', 'Broiler Starter Feed', 'South Godown'),
    lowStock('I003', 'Broiler Grower Feed', 'North Godown'),
    lowStock('I005', 'Vitamin B-Complex Tonic', 'Main Warehouse'),
    voucherDue('PV005', 'Kalinga Hatcheries', '2026-11-12'),
    voucherDue('PV004', 'Odisha Feeds Pvt Ltd', '2026-11-10'),
    collectionDue('PC003', 'Bhubaneswar Chicken Centre', '2026-11-09'),
    collectionDue('PC002', 'Sri Jagannath Traders', '2026-11-08'),
    voucherDue('PV002', 'Ramesh Kumar', '2026-11-01'),
  ],
};
