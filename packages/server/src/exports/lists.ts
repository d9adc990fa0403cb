import {
  collectionExport,
  growthUpdateExport,
  issueExport,
  purchaseExport,
  saleExport,
  transferExport,
  voucherExport,
} from './document-lists.ts';
import type { ListExport } from './list-kit.ts';
import {
  bankAccountExport,
  farmExport,
  farmerExport,
  feedStandardExport,
  godownExport,
  growthStandardExport,
  itemExport,
  rateExport,
  supplierExport,
  traderExport,
} from './master-lists.ts';

/** Every master and transaction list's export, in the order of the app's menu. */
export const listExports: ListExport[] = [
  godownExport,
  farmerExport,
  farmExport,
  itemExport,
  supplierExport,
  traderExport,
  growthStandardExport,
  feedStandardExport,
  rateExport,
  bankAccountExport,
  purchaseExport,
  issueExport,
  transferExport,
  growthUpdateExport,
  saleExport,
  voucherExport,
  collectionExport,
];
