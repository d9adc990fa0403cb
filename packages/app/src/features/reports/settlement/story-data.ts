// Over 400 lines: data, not logic: settlements written out line by line as the server answers them.
// Fixed Farmer Settlement answers for the stories, shaped as the server answers them. Every
// breakdown is what the server's settlement computation gives for its batch under the Standard
// Growing Scheme (the worked example of the settlement issue is B002), written out line by line so a
// story shows exactly what a farmer would read. The report's totals are worked out here from its
// batches the way the server does.
import {
  epefGrade,
  type Farmer,
  type SchemeTerms,
  type SessionUser,
  type Settlement,
  type SettlementBatch,
  type SettlementBreakdown,
  type SettlementLine,
  type SettlementReport,
} from '@pfm/shared';
import type { ComboboxOption } from '@pfm/ui';
import type { PickOption } from '../../../lib/documents/document-config.ts';
import { toFarmerOption } from './api.ts';
import type { SettlementParams } from './settlement-params.ts';

/** The day every story is set on (the clock is pinned to it). */
export const STORY_TODAY = '2026-03-14';

/** Every farmer, every date, no batch chosen. */
export const noParams: SettlementParams = { farmer: '', from: '', to: '', batch: '' };

/**
 * The Standard Growing Scheme: standard production cost ₹95.00/kg; growing charge ₹6.00/kg, ₹0.25
 * more for each ₹0.50 below the standard (less above), between ₹3.00 and ₹10.00; admin ₹2.00 a bird;
 * medicine at actual; ₹0.25/kg below 6 % mortality; half the sale rate above ₹120/kg; FCR at most
 * 1.75; TDS 1 %.
 */
export const terms: SchemeTerms = {
  standardPcPaise: 9500,
  baseGcPaise: 600,
  slabPcPaise: 50,
  slabGcPaise: 25,
  minGcPaise: 300,
  maxGcPaise: 1000,
  adminPerBirdPaise: 200,
  medicineBasis: 'actual',
  medicinePerBirdPaise: 0,
  mortalityAllowanceBp: 600,
  mortalityIncentivePaise: 25,
  marketThresholdPaise: 12_000,
  marketShareBp: 5000,
  maxFcrMilli: 1750,
  tdsBp: 100,
};

const scheme = { code: 'SCH001', version: 1, name: 'Standard Growing Scheme' };

const line = (key: string, label: string, basis: string, amountPaise: number): SettlementLine => ({
  key,
  label,
  basis,
  amountPaise,
});

/** Ramesh Sahoo's earlier batch, settled as FS001 in January: the breakdown as it was posted. */
export const breakdownB001: SettlementBreakdown = {
  batchCode: 'B001',
  farmerCode: 'F001',
  farmerName: 'Ramesh Sahoo',
  farmCode: 'FM001',
  scheme,
  terms,
  birds: { placed: 4800, dead: 192, sold: 4600, shortage: 8 },
  liveWeightMilli: 9430000,
  feedMilli: 15800000,
  saleRevenuePaise: 101844000,
  costs: [
    line('input:I001', 'Day Old Chicks (I001)', '4,800 pieces × ₹34.00 as issued', 16320000),
    line('input:I002', 'Broiler Starter Feed (I002)', '2,400 kg × ₹45.00 as issued', 10800000),
    line('input:I003', 'Broiler Grower Feed (I003)', '7,800 kg × ₹42.00 as issued', 32760000),
    line('input:I004', 'Broiler Finisher Feed (I004)', '5,600 kg × ₹40.00 as issued', 22400000),
    line('input:I005', 'Vitamin Tonic (I005)', '140 liters × ₹100.00 as issued', 1400000),
    line('admin', 'Administration', '4,800 birds placed × ₹2.00', 960000),
  ],
  totalCostPaise: 84640000,
  pcPerKgPaise: 8976,
  slabs: 10,
  gcPerKgPaise: 850,
  earnings: [
    line(
      'growing-charge',
      'Growing charge',
      '9,430 kg × ₹8.50/kg (production cost ₹89.76/kg; 10 slabs of ₹0.50 below the standard ₹95.00/kg: ₹6.00/kg + 10 × ₹0.25)',
      8015500,
    ),
    line(
      'mortality-incentive',
      'Mortality incentive',
      'mortality 4 % is below the 6 % allowance: 9,430 kg × ₹0.25/kg',
      235750,
    ),
    line(
      'market-incentive',
      'Market-rate incentive',
      'average sale rate ₹108.00/kg is not above ₹120.00/kg',
      0,
    ),
  ],
  deductions: [
    line(
      'shortage',
      'Shortage',
      '8 birds (placed 4,800 − dead 192 − sold 4,600) × sale revenue ₹10,18,440.00 ÷ 4,600 birds sold',
      177120,
    ),
    line('fcr-penalty', 'FCR penalty', 'FCR 1.676 within the maximum 1.75', 0),
    line('tds', 'TDS', '1 % of growing charge and incentives ₹82,512.50', 82513),
  ],
  netPayablePaise: 7991617,
  performance: {
    age: 41,
    mortalityPct: 4,
    averageWeightKg: 2.05,
    fcr: 1.676,
    correctedFcr: 1.663,
    epef: 286,
    grade: 'Good',
  },
};

/** The worked example: 5,000 chicks, 16,000 kg of feed, 4,700 birds (9,400 kg) sold at ₹110/kg, 50 short. Net payable ₹58,795.00. */
export const breakdownB002: SettlementBreakdown = {
  batchCode: 'B002',
  farmerCode: 'F001',
  farmerName: 'Ramesh Sahoo',
  farmCode: 'FM001',
  scheme,
  terms,
  birds: { placed: 5000, dead: 250, sold: 4700, shortage: 50 },
  liveWeightMilli: 9400000,
  feedMilli: 16000000,
  saleRevenuePaise: 103400000,
  costs: [
    line('input:I001', 'Day Old Chicks (I001)', '5,000 pieces × ₹35.00 as issued', 17500000),
    line('input:I002', 'Broiler Starter Feed (I002)', '2,500 kg × ₹45.00 as issued', 11250000),
    line('input:I003', 'Broiler Grower Feed (I003)', '8,000 kg × ₹42.00 as issued', 33600000),
    line('input:I004', 'Broiler Finisher Feed (I004)', '5,500 kg × ₹40.00 as issued', 22000000),
    line('input:I005', 'Vitamin Tonic (I005)', '150 liters × ₹100.00 as issued', 1500000),
    line('admin', 'Administration', '5,000 birds placed × ₹2.00', 1000000),
  ],
  totalCostPaise: 86850000,
  pcPerKgPaise: 9239,
  slabs: 5,
  gcPerKgPaise: 725,
  earnings: [
    line(
      'growing-charge',
      'Growing charge',
      '9,400 kg × ₹7.25/kg (production cost ₹92.39/kg; 5 slabs of ₹0.50 below the standard ₹95.00/kg: ₹6.00/kg + 5 × ₹0.25)',
      6815000,
    ),
    line(
      'mortality-incentive',
      'Mortality incentive',
      'mortality 5 % is below the 6 % allowance: 9,400 kg × ₹0.25/kg',
      235000,
    ),
    line(
      'market-incentive',
      'Market-rate incentive',
      'average sale rate ₹110.00/kg is not above ₹120.00/kg',
      0,
    ),
  ],
  deductions: [
    line(
      'shortage',
      'Shortage',
      '50 birds (placed 5,000 − dead 250 − sold 4,700) × sale revenue ₹10,34,000.00 ÷ 4,700 birds sold',
      1100000,
    ),
    line('fcr-penalty', 'FCR penalty', 'FCR 1.702 within the maximum 1.75', 0),
    line('tds', 'TDS', '1 % of growing charge and incentives ₹70,500.00', 70500),
  ],
  netPayablePaise: 5879500,
  performance: {
    age: 42,
    mortalityPct: 5,
    averageWeightKg: 2,
    fcr: 1.702,
    correctedFcr: 1.702,
    epef: 266,
    grade: 'Good',
  },
};

/** A poor batch: mortality 7.6 % (no incentive), production cost above the standard (the growing charge drops 11 slabs), 120 birds short and FCR 1.848 over the 1.75 maximum: the farmer owes. */
export const breakdownB003: SettlementBreakdown = {
  batchCode: 'B003',
  farmerCode: 'F002',
  farmerName: 'Sunita Das',
  farmCode: 'FM002',
  scheme,
  terms,
  birds: { placed: 5000, dead: 380, sold: 4500, shortage: 120 },
  liveWeightMilli: 8550000,
  feedMilli: 15800000,
  saleRevenuePaise: 88920000,
  costs: [
    line('input:I001', 'Day Old Chicks (I001)', '5,000 pieces × ₹35.00 as issued', 17500000),
    line('input:I002', 'Broiler Starter Feed (I002)', '2,500 kg × ₹45.00 as issued', 11250000),
    line('input:I003', 'Broiler Grower Feed (I003)', '8,000 kg × ₹42.00 as issued', 33600000),
    line('input:I004', 'Broiler Finisher Feed (I004)', '5,300 kg × ₹40.00 as issued', 21200000),
    line('input:I005', 'Vitamin Tonic (I005)', '160 liters × ₹100.00 as issued', 1600000),
    line('admin', 'Administration', '5,000 birds placed × ₹2.00', 1000000),
  ],
  totalCostPaise: 86150000,
  pcPerKgPaise: 10076,
  slabs: -11,
  gcPerKgPaise: 325,
  earnings: [
    line(
      'growing-charge',
      'Growing charge',
      '8,550 kg × ₹3.25/kg (production cost ₹100.76/kg; 11 slabs of ₹0.50 above the standard ₹95.00/kg: ₹6.00/kg − 11 × ₹0.25)',
      2778750,
    ),
    line(
      'mortality-incentive',
      'Mortality incentive',
      'mortality 7.6 % is not below the 6 % allowance',
      0,
    ),
    line(
      'market-incentive',
      'Market-rate incentive',
      'average sale rate ₹104.00/kg is not above ₹120.00/kg',
      0,
    ),
  ],
  deductions: [
    line(
      'shortage',
      'Shortage',
      '120 birds (placed 5,000 − dead 380 − sold 4,500) × sale revenue ₹8,89,200.00 ÷ 4,500 birds sold',
      2371200,
    ),
    line(
      'fcr-penalty',
      'FCR penalty',
      'FCR 1.848 above the maximum 1.75: 837.5 kg of feed beyond it (15,800 kg − 1.75 × 8,550 kg) × average feed rate ₹6,60,500.00 ÷ 15,800 kg',
      3501068,
    ),
    line('tds', 'TDS', '1 % of growing charge and incentives ₹27,787.50', 27788),
  ],
  netPayablePaise: -3121306,
  performance: {
    age: 44,
    mortalityPct: 7.6,
    averageWeightKg: 1.9,
    fcr: 1.848,
    correctedFcr: 1.873,
    epef: 216,
    grade: 'Acceptable',
  },
};

/** Still open: 3,600 of 4,000 birds sold, 160 dead, 240 neither — missing, they are its shortage if it is closed by hand. */
export const breakdownB004: SettlementBreakdown = {
  batchCode: 'B004',
  farmerCode: 'F003',
  farmerName: 'Bikash Nayak',
  farmCode: 'FM003',
  scheme,
  terms,
  birds: { placed: 4000, dead: 160, sold: 3600, shortage: 240 },
  liveWeightMilli: 7200000,
  feedMilli: 12400000,
  saleRevenuePaise: 80640000,
  costs: [
    line('input:I001', 'Day Old Chicks (I001)', '4,000 pieces × ₹36.00 as issued', 14400000),
    line('input:I002', 'Broiler Starter Feed (I002)', '2,000 kg × ₹45.00 as issued', 9000000),
    line('input:I003', 'Broiler Grower Feed (I003)', '6,400 kg × ₹42.00 as issued', 26880000),
    line('input:I004', 'Broiler Finisher Feed (I004)', '4,000 kg × ₹40.00 as issued', 16000000),
    line('input:I005', 'Vitamin Tonic (I005)', '120 liters × ₹100.00 as issued', 1200000),
    line('admin', 'Administration', '4,000 birds placed × ₹2.00', 800000),
  ],
  totalCostPaise: 68280000,
  pcPerKgPaise: 9483,
  slabs: 0,
  gcPerKgPaise: 600,
  earnings: [
    line(
      'growing-charge',
      'Growing charge',
      '7,200 kg × ₹6.00/kg (production cost ₹94.83/kg; production cost at the standard)',
      4320000,
    ),
    line(
      'mortality-incentive',
      'Mortality incentive',
      'mortality 4 % is below the 6 % allowance: 7,200 kg × ₹0.25/kg',
      180000,
    ),
    line(
      'market-incentive',
      'Market-rate incentive',
      'average sale rate ₹112.00/kg is not above ₹120.00/kg',
      0,
    ),
  ],
  deductions: [
    line(
      'shortage',
      'Shortage',
      '240 birds (placed 4,000 − dead 160 − sold 3,600) × sale revenue ₹8,06,400.00 ÷ 3,600 birds sold',
      5376000,
    ),
    line('fcr-penalty', 'FCR penalty', 'FCR 1.722 within the maximum 1.75', 0),
    line('tds', 'TDS', '1 % of growing charge and incentives ₹45,000.00', 45000),
  ],
  netPayablePaise: -921000,
  performance: {
    age: 42,
    mortalityPct: 4,
    averageWeightKg: 2,
    fcr: 1.722,
    correctedFcr: 1.722,
    epef: 265,
    grade: 'Good',
  },
};

/** A batch as the report lists it, from its breakdown. */
const reportRow = (
  breakdown: SettlementBreakdown,
  placementDate: string,
  status: SettlementBatch['status'],
  settlementCode: string | null = null,
): SettlementBatch => ({
  batchCode: breakdown.batchCode,
  farmCode: breakdown.farmCode,
  farmerCode: breakdown.farmerCode,
  farmerName: breakdown.farmerName,
  placementDate,
  status,
  settlementCode,
  saleRevenuePaise: breakdown.saleRevenuePaise,
  totalCostPaise: breakdown.totalCostPaise,
  netPayablePaise: status === 'open' ? null : breakdown.netPayablePaise,
  fcr: breakdown.performance.fcr,
  epef: breakdown.performance.epef,
  liveWeightMilli: breakdown.liveWeightMilli,
  feedMilli: breakdown.feedMilli,
});

/** The report of these batches, with the totals the server works out (FCR and EPEF by live weight). */
export function reportOf(batches: SettlementBatch[]): SettlementReport {
  const sold = batches.filter((batch) => batch.liveWeightMilli > 0);
  const weight = sold.reduce((sum, batch) => sum + batch.liveWeightMilli, 0);
  const feed = sold.reduce((sum, batch) => sum + batch.feedMilli, 0);
  const weighted = sold.filter((batch) => batch.epef !== null);
  const weightedKg = weighted.reduce((sum, batch) => sum + batch.liveWeightMilli, 0);
  const epef =
    weightedKg > 0
      ? Math.round(
          weighted.reduce((sum, batch) => sum + (batch.epef ?? 0) * batch.liveWeightMilli, 0) /
            weightedKg,
        )
      : null;
  return {
    batches,
    totals: {
      saleRevenuePaise: batches.reduce((sum, batch) => sum + batch.saleRevenuePaise, 0),
      totalCostPaise: batches.reduce((sum, batch) => sum + batch.totalCostPaise, 0),
      netPayablePaise: batches.reduce((sum, batch) => sum + (batch.netPayablePaise ?? 0), 0),
      fcr: weight > 0 ? Math.round((feed / weight) * 1000) / 1000 : null,
      epef,
      grade: epefGrade(epef),
    },
  };
}

export const rowB001 = reportRow(breakdownB001, '2025-12-01', 'settled', 'FS001');
export const rowB002 = reportRow(breakdownB002, '2026-01-20', 'sold-out');
export const rowB003 = reportRow(breakdownB003, '2026-01-22', 'sold-out');
export const rowB004 = reportRow(breakdownB004, '2026-01-27', 'open');

/** Every farmer's batches, newest first: one open, two ready to settle, one settled. */
export const fullReport = reportOf([rowB004, rowB003, rowB002, rowB001]);

/** After B002 is finalised as FS002: settled too. */
export const finalisedReport = reportOf([
  rowB004,
  rowB003,
  reportRow(breakdownB002, '2026-01-20', 'settled', 'FS002'),
  rowB001,
]);

/** After FS001 is cancelled: B001 is sold out again, ready to settle. */
export const cancelledReport = reportOf([
  rowB004,
  rowB003,
  rowB002,
  reportRow(breakdownB001, '2025-12-01', 'sold-out'),
]);

/** FS001 as `POST /api/settlements/FS001/cancel` answers. */
export const settlementFS001Cancelled: Settlement = {
  ...breakdownB001,
  code: 'FS001',
  date: '2026-03-10',
  status: 'cancelled',
  trail: {
    createdAt: '2026-03-10T06:30:00.000Z',
    createdBy: 'admin',
    cancelledAt: `${STORY_TODAY}T07:00:00.000Z`,
    cancelledOn: STORY_TODAY,
    cancelledBy: 'admin',
    cancelReason: 'Feed rate of the last issue was wrong',
  },
};

/** Sunita Das alone: her one batch, whose deductions leave her owing. */
export const sunitaReport = reportOf([rowB003]);

/** A period with no batch placed in it. */
export const emptyReport = reportOf([]);

/** The breakdowns by batch, as `GET /api/settlements/preview/:batch` answers. */
export const storyBreakdowns: Record<string, SettlementBreakdown> = {
  B001: breakdownB001,
  B002: breakdownB002,
  B003: breakdownB003,
  B004: breakdownB004,
};

/** B002's settlement as `POST /api/settlements` answers when it is finalised. */
export const settlementFS002: Settlement = {
  ...breakdownB002,
  code: 'FS002',
  date: STORY_TODAY,
  status: 'posted',
  trail: {
    createdAt: `${STORY_TODAY}T06:30:00.000Z`,
    createdBy: 'admin',
    cancelledAt: null,
    cancelledOn: null,
    cancelledBy: null,
    cancelReason: null,
  },
};

/** Every farmer, as the farmers' options answer (by name). */
export const storyFarmers: PickOption[] = [
  { value: 'F003', label: 'Bikash Nayak', description: 'Cuttack', active: true },
  { value: 'F001', label: 'Ramesh Sahoo', description: 'Bhubaneswar', active: true },
  { value: 'F002', label: 'Sunita Das', description: 'Puri', active: true },
];

/** The farmers as the picker offers them. */
export const farmerChoices: ComboboxOption[] = storyFarmers.map(toFarmerOption);

/** The signed-in Administrator of the screen's stories. */
export const storyAdministrator: SessionUser = {
  id: 1,
  username: 'admin',
  firstName: 'Anil',
  lastName: 'Mohanty',
  email: 'admin@saipoultry.in',
  phone: '9437000001',
  role: 'Administrator',
  photoUrl: null,
  totpEnabled: false,
  passwordChangedAt: '2026-01-02T04:30:00.000Z',
  language: null,
};

/** The farmers as `GET /api/farmers` lists them (the picker's choices come from these). */
export const storyFarmerRows: Farmer[] = storyFarmers.map((farmer, index) => ({
  code: farmer.value,
  name: farmer.label,
  phone: `94370${String(index + 1).padStart(5, '0')}`,
  email: '',
  address: 'Main Road',
  city: farmer.description ?? '',
  state: 'odisha',
  pincode: '751001',
  bankName: 'State Bank of India',
  accountNumber: `3012345678${index}`,
  ifscCode: 'SBIN0000001',
  status: 'active',
  activeFarms: 1,
  balancePaise: 0,
}));
