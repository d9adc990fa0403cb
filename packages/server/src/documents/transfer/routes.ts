import { cancelInput, receiveInput, transferInput, transferListQuery } from '@pfm/shared';
import type { FastifyPluginAsync } from 'fastify';
import { access } from '../../http/access.ts';
import { actorOf } from '../../http/session.ts';
import { parseInput } from '../../http/validate.ts';
import { idempotent } from '../idempotency.ts';
import { documentKey } from '../keys.ts';
import { listTransfers } from './queries.ts';
import { cancelTransfer, createTransfer, getTransfer, receiveTransfer } from './service.ts';

/** Stock transfers: everyone signed in records and receives them; Administrators cancel. */
export const transferRoutes: FastifyPluginAsync = async (app) => {
  const db = app.database.db;

  app.get('/transfers', access.signedIn, async (request) =>
    listTransfers(db, parseInput(transferListQuery, request.query ?? {})),
  );
  app.get<{ Params: { code: string } }>('/transfers/:code', access.signedIn, async (request) =>
    getTransfer(db, documentKey(request.params.code, 'transfer')),
  );
  app.post('/transfers', access.signedIn, async (request, reply) => {
    const input = parseInput(transferInput, request.body);
    return idempotent(db, request, reply, async (tx) => ({
      status: 201,
      body: await createTransfer(tx, actorOf(request), input),
    }));
  });
  app.post<{ Params: { code: string } }>(
    '/transfers/:code/receive',
    access.signedIn,
    async (request) => {
      const code = documentKey(request.params.code, 'transfer');
      const { date } = parseInput(receiveInput, request.body);
      return db.transaction((tx) => receiveTransfer(tx, actorOf(request), code, date));
    },
  );
  app.post<{ Params: { code: string } }>(
    '/transfers/:code/cancel',
    access.administrator,
    async (request) => {
      const code = documentKey(request.params.code, 'transfer');
      const input = parseInput(cancelInput, request.body);
      return db.transaction((tx) => cancelTransfer(tx, actorOf(request), code, input));
    },
  );
};
