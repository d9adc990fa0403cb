import {
  apiPaths,
  cancelInput,
  listPageSchema,
  receiveInput,
  transferDetailSchema,
  transferInput,
  transferListQuery,
  transferSchema,
} from '@pfm/shared';
import { access } from '../../http/access.ts';
import { type ApiPlugin, codeParams, routePath } from '../../http/contract.ts';
import { actorOf } from '../../http/session.ts';
import { idempotencyHeaders, idempotent } from '../idempotency.ts';
import { documentKey } from '../keys.ts';
import { listTransfers } from './queries.ts';
import { cancelTransfer, createTransfer, getTransfer, receiveTransfer } from './service.ts';

/** Stock transfers: everyone signed in records and receives them; Administrators cancel. */
export const transferRoutes: ApiPlugin = async (app) => {
  const db = app.database.db;

  app.get(
    routePath(apiPaths.transfers),
    {
      ...access.signedIn,
      schema: {
        summary: 'List stock transfers: search, date range, filters, sort, page',
        querystring: transferListQuery,
        response: { 200: listPageSchema(transferSchema) },
      },
    },
    async (request) => listTransfers(db, request.query),
  );
  app.get(
    routePath(apiPaths.transfers, ':code'),
    {
      ...access.signedIn,
      schema: {
        summary: 'One transfer with its postings',
        params: codeParams,
        response: { 200: transferDetailSchema },
      },
    },
    async (request) => getTransfer(db, documentKey(request.params.code, 'transfer')),
  );
  app.post(
    routePath(apiPaths.transfers),
    {
      ...access.signedIn,
      schema: {
        summary: 'Move stock between godowns, at once or dispatched now and received later',
        headers: idempotencyHeaders,
        body: transferInput,
        response: { 201: transferDetailSchema },
      },
    },
    async (request, reply) => {
      const input = request.body;
      return idempotent(db, request, reply, async (tx) => ({
        status: 201,
        body: await createTransfer(tx, actorOf(request), input),
      }));
    },
  );
  app.post(
    routePath(apiPaths.transfers, ':code', 'receive'),
    {
      ...access.signedIn,
      schema: {
        summary: 'Receive a dispatched transfer: the stock arrives on that day',
        params: codeParams,
        body: receiveInput,
        response: { 200: transferDetailSchema },
      },
    },
    async (request) => {
      const code = documentKey(request.params.code, 'transfer');
      const { date } = request.body;
      return db.transaction((tx) => receiveTransfer(tx, actorOf(request), code, date));
    },
  );
  app.post(
    routePath(apiPaths.transfers, ':code', 'cancel'),
    {
      ...access.administrator,
      schema: {
        summary: 'Cancel a transfer: its postings are reversed',
        params: codeParams,
        body: cancelInput,
        response: { 200: transferDetailSchema },
      },
    },
    async (request) => {
      const code = documentKey(request.params.code, 'transfer');
      return db.transaction((tx) => cancelTransfer(tx, actorOf(request), code, request.body));
    },
  );
};
