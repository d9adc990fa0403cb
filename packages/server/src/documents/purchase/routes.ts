import { cancelInput, purchaseInput, purchaseListQuery } from '@pfm/shared';
import type { FastifyPluginAsync } from 'fastify';
import { withConstraints } from '../../db/constraints.ts';
import { access } from '../../http/access.ts';
import { actorOf } from '../../http/session.ts';
import { parseInput } from '../../http/validate.ts';
import { idempotent } from '../idempotency.ts';
import { documentKey } from '../keys.ts';
import { listPurchases } from './queries.ts';
import { cancelPurchase, createPurchase, getPurchase } from './service.ts';

/** Purchases: everyone signed in reads and records them; Administrators cancel. */
export const purchaseRoutes: FastifyPluginAsync = async (app) => {
  const db = app.database.db;

  app.get('/purchases', access.signedIn, async (request) =>
    listPurchases(db, parseInput(purchaseListQuery, request.query ?? {})),
  );
  app.get<{ Params: { code: string } }>('/purchases/:code', access.signedIn, async (request) =>
    getPurchase(db, documentKey(request.params.code, 'purchase')),
  );
  app.post('/purchases', access.signedIn, async (request, reply) => {
    const input = parseInput(purchaseInput, request.body);
    return idempotent(db, request, reply, async (tx) => ({
      status: 201,
      body: await withConstraints(() => createPurchase(tx, actorOf(request), input)),
    }));
  });
  app.post<{ Params: { code: string } }>(
    '/purchases/:code/cancel',
    access.administrator,
    async (request) => {
      const code = documentKey(request.params.code, 'purchase');
      const input = parseInput(cancelInput, request.body);
      return db.transaction((tx) => cancelPurchase(tx, actorOf(request), code, input));
    },
  );
};
