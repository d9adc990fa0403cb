import type { Rate, Sale, SaleDetail } from '@pfm/shared';
import type { BatchFacts } from '../../../lib/documents/batch-lookup.tsx';

/** A batch's birds today, as the sale form shows them. */
type BatchBirds = BatchFacts['birds'];

/**
 * A week of lifting birds in March: Green Valley Farm's B001 sold out to both traders (one sale
 * cancelled), Hillside Farm's B003 being lifted now. Some paid in full, some in part, some not yet.
 */
export const sales: Sale[] = [
  {
    code: 'SL005',
    date: '2026-03-13',
    status: 'posted',
    batchCode: 'B003',
    farmCode: 'FM003',
    farmName: 'Hillside Farm',
    farmerCode: 'F003',
    farmerName: 'Bikash Nayak',
    traderCode: 'T002',
    traderName: 'Maa Tarini Traders',
    weightMilli: 2_580_000,
    ratePaise: 11_250,
    birds: 1_200,
    amountPaise: 29_025_000,
    receivedPaise: 0,
    outstandingPaise: 29_025_000,
  },
  {
    code: 'SL004',
    date: '2026-03-12',
    status: 'posted',
    batchCode: 'B003',
    farmCode: 'FM003',
    farmName: 'Hillside Farm',
    farmerCode: 'F003',
    farmerName: 'Bikash Nayak',
    traderCode: 'T001',
    traderName: 'Jagannath Chicken Centre',
    weightMilli: 1_684_500,
    ratePaise: 11_475,
    birds: 800,
    amountPaise: 19_329_638,
    receivedPaise: 10_000_000,
    outstandingPaise: 9_329_638,
  },
  {
    code: 'SL003',
    date: '2026-03-10',
    status: 'cancelled',
    batchCode: 'B001',
    farmCode: 'FM001',
    farmName: 'Green Valley Farm',
    farmerCode: 'F001',
    farmerName: 'Ramesh Sahoo',
    traderCode: 'T002',
    traderName: 'Maa Tarini Traders',
    weightMilli: 1_150_000,
    ratePaise: 11_000,
    birds: 500,
    amountPaise: 12_650_000,
    receivedPaise: 0,
    outstandingPaise: 0,
  },
  {
    code: 'SL002',
    date: '2026-03-08',
    status: 'posted',
    batchCode: 'B001',
    farmCode: 'FM001',
    farmName: 'Green Valley Farm',
    farmerCode: 'F001',
    farmerName: 'Ramesh Sahoo',
    traderCode: 'T001',
    traderName: 'Jagannath Chicken Centre',
    weightMilli: 5_400_000,
    ratePaise: 10_800,
    birds: 2_400,
    amountPaise: 58_320_000,
    receivedPaise: 58_320_000,
    outstandingPaise: 0,
  },
  {
    code: 'SL001',
    date: '2026-03-06',
    status: 'posted',
    batchCode: 'B001',
    farmCode: 'FM001',
    farmName: 'Green Valley Farm',
    farmerCode: 'F001',
    farmerName: 'Ramesh Sahoo',
    traderCode: 'T002',
    traderName: 'Maa Tarini Traders',
    weightMilli: 4_510_250,
    ratePaise: 10_650,
    birds: 2_050,
    amountPaise: 48_034_163,
    receivedPaise: 30_000_000,
    outstandingPaise: 18_034_163,
  },
];

const [, sl004, sl003] = sales as [Sale, Sale, Sale];

/** The birds of the open batches today (GET /api/batches/:code), by code. */
export const batchBirds: Record<string, BatchBirds> = {
  // 6,800 placed; 150 died; SL004 and SL005 lifted 2,000.
  B003: { placed: 6_800, dead: 150, sold: 2_000, missing: 0, alive: 4_650 },
  B004: { placed: 5_000, dead: 60, sold: 0, missing: 0, alive: 4_940 },
};

/**
 * Rate Setup's Live Chicken rates, oldest first: ₹118 a kg from 01/02/2026, ₹120 from 10/03/2026
 * (GET /api/rates/in-force answers the latest that has started on the sale's day).
 */
export const chickenRates: Rate[] = [
  {
    id: 5,
    item: 'chicken',
    ratePaise: 11_800,
    effectiveFrom: '2026-02-01',
    effectiveTo: '2026-03-09',
    unit: 'kg',
    status: 'closed',
  },
  {
    id: 9,
    item: 'chicken',
    ratePaise: 12_000,
    effectiveFrom: '2026-03-10',
    effectiveTo: null,
    unit: 'kg',
    status: 'active',
  },
];

/** SL004 as its detail answers: the trader owes the amount, the batch's sales are credited. */
export const postedDetail: SaleDetail = {
  ...sl004,
  // Local times (no zone), so the pictures do not depend on the machine's time zone.
  createdAt: '2026-03-12T07:20:00',
  createdBy: 'sunita.mohanty',
  cancelledAt: null,
  cancelledOn: null,
  cancelledBy: null,
  cancelReason: null,
  postings: {
    stock: [],
    ledger: [
      {
        accountType: 'trader',
        accountCode: 'T001',
        accountName: 'Jagannath Chicken Centre',
        date: '2026-03-12',
        particular: 'Sale SL004: B003, 800 birds, 1,684.5 kg at ₹114.75/kg',
        debitPaise: 19_329_638,
        creditPaise: 0,
      },
      {
        accountType: 'sales',
        accountCode: 'B003',
        accountName: 'Bird sales',
        date: '2026-03-12',
        particular: 'Sale SL004: B003, 800 birds, 1,684.5 kg at ₹114.75/kg',
        debitPaise: 0,
        creditPaise: 19_329_638,
      },
    ],
  },
};

/** SL003, cancelled the next day: the original entries and their reversals. */
export const cancelledDetail: SaleDetail = {
  ...sl003,
  createdAt: '2026-03-10T08:05:00',
  createdBy: 'sunita.mohanty',
  cancelledAt: '2026-03-11T11:40:00',
  cancelledOn: '2026-03-11',
  cancelledBy: 'admin',
  cancelReason: 'Entered against B001 by mistake: the trader lifted nothing that day.',
  postings: {
    stock: [],
    ledger: [
      {
        accountType: 'trader',
        accountCode: 'T002',
        accountName: 'Maa Tarini Traders',
        date: '2026-03-10',
        particular: 'Sale SL003: B001, 500 birds, 1,150 kg at ₹110.00/kg',
        debitPaise: 12_650_000,
        creditPaise: 0,
      },
      {
        accountType: 'sales',
        accountCode: 'B001',
        accountName: 'Bird sales',
        date: '2026-03-10',
        particular: 'Sale SL003: B001, 500 birds, 1,150 kg at ₹110.00/kg',
        debitPaise: 0,
        creditPaise: 12_650_000,
      },
      {
        accountType: 'trader',
        accountCode: 'T002',
        accountName: 'Maa Tarini Traders',
        date: '2026-03-11',
        particular: 'Cancelled SL003: B001, 500 birds, 1,150 kg at ₹110.00/kg',
        debitPaise: 0,
        creditPaise: 12_650_000,
      },
      {
        accountType: 'sales',
        accountCode: 'B001',
        accountName: 'Bird sales',
        date: '2026-03-11',
        particular: 'Cancelled SL003: B001, 500 birds, 1,150 kg at ₹110.00/kg',
        debitPaise: 12_650_000,
        creditPaise: 0,
      },
    ],
  },
};
