import {
  apiPaths,
  cancelInput,
  listPageSchema,
  purchaseDetailSchema,
  purchaseInput,
  purchaseListQuery,
  purchaseSchema,
} from '@pfm/shared';
import { withConstraints } from '../../db/constraints.ts';
import { access } from '../../http/access.ts';
import { type ApiPlugin, codeParams, routePath } from '../../http/contract.ts';
import { actorOf } from '../../http/session.ts';
import { idempotencyHeaders, idempotent } from '../idempotency.ts';
import { documentKey } from '../keys.ts';
import { listPurchases } from './queries.ts';
import { cancelPurchase, createPurchase, getPurchase } from './service.ts';

/** Purchases: everyone signed in reads and records them; Administrators cancel. */
export const purchaseRoutes: ApiPlugin = async (app) => {
  const db = app.database.db;

  app.get(
    routePath(apiPaths.purchases),
    {
      ...access.signedIn,
      schema: {
        summary: 'List purchases: search, date range, filters, sort, page',
        querystring: purchaseListQuery,
        response: { 200: listPageSchema(purchaseSchema) },
      },
    },
    async (request) => listPurchases(db, request.query),
  );
  app.get(
    routePath(apiPaths.purchases, ':code'),
    {
      ...access.signedIn,
      schema: {
        summary: 'One purchase with its postings',
        params: codeParams,
        response: { 200: purchaseDetailSchema },
      },
    },
    async (request) => getPurchase(db, documentKey(request.params.code, 'purchase')),
  );
  app.post(
    routePath(apiPaths.purchases),
    {
      ...access.signedIn,
      schema: {
        summary: 'Record a purchase: stock in, and a credit to the supplier',
        headers: idempotencyHeaders,
        body: purchaseInput,
        response: { 201: purchaseDetailSchema },
      },
    },
    async (request, reply) => {
      const input = request.body;
      return idempotent(db, request, reply, async (tx) => ({
        status: 201,
        body: await withConstraints(() => createPurchase(tx, actorOf(request), input)),
      }));
    },
  );
  app.post(
    routePath(apiPaths.purchases, ':code', 'cancel'),
    {
      ...access.administrator,
      schema: {
        summary: 'Cancel a purchase: its postings are reversed',
        params: codeParams,
        body: cancelInput,
        response: { 200: purchaseDetailSchema },
      },
    },
    async (request) => {
      const code = documentKey(request.params.code, 'purchase');
      return db.transaction((tx) => cancelPurchase(tx, actorOf(request), code, request.body));
    },
  );
};
