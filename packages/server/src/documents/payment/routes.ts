import {
  apiPaths,
  voucherDetailSchema,
  voucherInput,
  voucherListQuery,
  voucherSchema,
} from '@pfm/shared';
import type { ApiPlugin } from '../../http/contract.ts';
import { documentEndpoints } from '../endpoints.ts';
import { listVouchers } from './queries.ts';
import { cancelVoucher, createVoucher, getVoucher, payVoucher } from './service.ts';

/** Payment vouchers: everyone signed in records and pays them; Administrators cancel. */
export const paymentRoutes: ApiPlugin = async (app) => {
  documentEndpoints(app, app.database.db, {
    path: apiPaths.payments,
    noun: 'payment voucher',
    listQuery: voucherListQuery,
    row: voucherSchema,
    detail: voucherDetailSchema,
    input: voucherInput,
    recordSummary:
      "Record a payment voucher: paid, a debit to the supplier's or farmer's ledger; pending, nothing yet",
    cancelSummary: 'Cancel a payment voucher: whatever it posted is reversed',
    list: listVouchers,
    get: getVoucher,
    create: createVoucher,
    cancel: cancelVoucher,
    settle: {
      verb: 'pay',
      summary: 'Mark a pending voucher paid on a day: it posts then',
      run: payVoucher,
    },
  });
};
