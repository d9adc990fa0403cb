import {
  apiPaths,
  codeOf,
  outstandingSaleSchema,
  saleDetailSchema,
  saleInput,
  saleListQuery,
  saleSchema,
} from '@pfm/shared';
import { z } from 'zod';
import { access } from '../../http/access.ts';
import { type ApiPlugin, routePath } from '../../http/contract.ts';
import { documentEndpoints } from '../endpoints.ts';
import { listSales, outstandingSales } from './queries.ts';
import { cancelSale, createSale, getSale } from './service.ts';

/** Sales: everyone signed in reads and records them; Administrators cancel. */
export const saleRoutes: ApiPlugin = async (app) => {
  const db = app.database.db;
  app.get(
    routePath(apiPaths.salesOutstanding),
    {
      ...access.signedIn,
      schema: {
        summary: "A trader's posted sales with an amount still to collect, oldest first",
        querystring: z.object({ trader: codeOf('a trader') }).strict(),
        response: { 200: z.array(outstandingSaleSchema) },
      },
    },
    async (request) => outstandingSales(db, request.query.trader),
  );
  documentEndpoints(app, db, {
    path: apiPaths.sales,
    noun: 'sale',
    listQuery: saleListQuery,
    row: saleSchema,
    detail: saleDetailSchema,
    input: saleInput,
    recordSummary: "Record a sale of live birds: a debit to the trader; the batch's birds go down",
    cancelSummary: 'Cancel a sale: its postings are reversed and its birds return to the batch',
    list: listSales,
    get: getSale,
    create: createSale,
    cancel: cancelSale,
  });
};
