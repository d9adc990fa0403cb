import {
  apiPaths,
  purchaseDetailSchema,
  purchaseInput,
  purchaseListQuery,
  purchaseSchema,
} from '@pfm/shared';
import type { ApiPlugin } from '../../http/contract.ts';
import { documentEndpoints } from '../endpoints.ts';
import { listPurchases } from './queries.ts';
import { cancelPurchase, createPurchase, getPurchase } from './service.ts';

/** Purchases: everyone signed in reads and records them; Administrators cancel. */
export const purchaseRoutes: ApiPlugin = async (app) => {
  documentEndpoints(app, app.database.db, {
    path: apiPaths.purchases,
    noun: 'purchase',
    listQuery: purchaseListQuery,
    row: purchaseSchema,
    detail: purchaseDetailSchema,
    input: purchaseInput,
    recordSummary: 'Record a purchase: stock in, and a credit to the supplier',
    cancelSummary: 'Cancel a purchase: its postings are reversed',
    list: listPurchases,
    get: getPurchase,
    create: createPurchase,
    cancel: cancelPurchase,
  });
};
