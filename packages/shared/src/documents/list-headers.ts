// The transaction lists' columns as the screens and the exported files name them, by the screen's
// column id (and the sort id, where the column sorts). A file may add columns the screen shows in
// another way (the unit beside a quantity, the status); a screen may add a unit to the words
// ("Avg Weight (g)") where a file keeps it in the column's format.
import type { CollectionState, VoucherState } from './payment.ts';
import type { TransferState } from './transfer.ts';

const shared = { date: 'Date', amount: 'Amount', status: 'Status', unit: 'Unit' } as const;

export const purchaseListHeaders = {
  ...shared,
  code: 'Purchase ID',
  supplier: 'Supplier',
  item: 'Item',
  quantity: 'Quantity',
  invoice: 'Invoice No.',
} as const;

export const issueListHeaders = {
  ...shared,
  code: 'Issue ID',
  farm: 'Farm',
  farmer: 'Farmer',
  item: 'Item',
  quantity: 'Quantity',
  batch: 'Batch',
} as const;

export const transferListHeaders = {
  ...shared,
  code: 'Transfer ID',
  item: 'Item',
  quantity: 'Quantity',
  from: 'From',
  to: 'To',
  remarks: 'Remarks',
} as const;

export const growthUpdateListHeaders = {
  ...shared,
  code: 'Update ID',
  batch: 'Batch',
  farmer: 'Farmer',
  week: 'Week',
  averageWeight: 'Avg Weight',
  target: 'Target',
  deviation: 'Deviation',
  mortality: 'Mortality',
  feed: 'Feed',
  performance: 'Performance',
} as const;

export const saleListHeaders = {
  ...shared,
  code: 'Sale ID',
  batch: 'Batch',
  farmer: 'Farmer',
  trader: 'Trader',
  birds: 'Birds',
  weight: 'Weight',
  rate: 'Rate',
  outstanding: 'Outstanding',
} as const;

export const voucherListHeaders = {
  ...shared,
  code: 'Voucher ID',
  payee: 'Payee',
  payeeType: 'Payee Type',
  mode: 'Mode',
  reference: 'Cheque / Reference',
  purpose: 'Purpose',
} as const;

export const collectionListHeaders = {
  ...shared,
  code: 'Collection ID',
  trader: 'Trader',
  sale: 'Sale Ref',
  mode: 'Mode',
  reference: 'Cheque / Reference',
  remarks: 'Remarks',
} as const;

/** Where a dispatched transfer, a voucher and a collection stand, as their lists and files say it. */
export const transferStateLabels: Record<TransferState, string> = {
  completed: 'Completed',
  pending: 'Pending',
};
export const voucherStateLabels: Record<VoucherState, string> = {
  paid: 'Paid',
  pending: 'Pending',
};
export const collectionStateLabels: Record<CollectionState, string> = {
  received: 'Received',
  pending: 'Pending',
};
