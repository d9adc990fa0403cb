import {
  apiPaths,
  cancelInput,
  issueDetailSchema,
  issueInput,
  issueListQuery,
  issueSchema,
  listPageSchema,
} from '@pfm/shared';
import { withConstraints } from '../../db/constraints.ts';
import { access } from '../../http/access.ts';
import { type ApiPlugin, codeParams, routePath } from '../../http/contract.ts';
import { actorOf } from '../../http/session.ts';
import { idempotencyHeaders, idempotent } from '../idempotency.ts';
import { documentKey } from '../keys.ts';
import { listIssues } from './queries.ts';
import { cancelIssue, createIssue, getIssue } from './service.ts';

/** A second open batch on a farm, should two issues of chicks race: the index says no. */
const issueConstraints = {
  batches_one_open_per_farm: {
    field: 'farmCode',
    message: 'This farm already has an open batch: a farm raises one batch at a time.',
  },
};

/** Issues to farmers: everyone signed in reads and records them; Administrators cancel. */
export const issueRoutes: ApiPlugin = async (app) => {
  const db = app.database.db;

  app.get(
    routePath(apiPaths.issues),
    {
      ...access.signedIn,
      schema: {
        summary: 'List issues to farmers: search, date range, filters, sort, page',
        querystring: issueListQuery,
        response: { 200: listPageSchema(issueSchema) },
      },
    },
    async (request) => listIssues(db, request.query),
  );
  app.get(
    routePath(apiPaths.issues, ':code'),
    {
      ...access.signedIn,
      schema: {
        summary: 'One issue with its postings',
        params: codeParams,
        response: { 200: issueDetailSchema },
      },
    },
    async (request) => getIssue(db, documentKey(request.params.code, 'issue')),
  );
  app.post(
    routePath(apiPaths.issues),
    {
      ...access.signedIn,
      schema: {
        summary:
          "Issue stock to a farmer: stock out of the godown, a debit to the farmer's ledger; chicks open a batch",
        headers: idempotencyHeaders,
        body: issueInput,
        response: { 201: issueDetailSchema },
      },
    },
    async (request, reply) => {
      const input = request.body;
      return idempotent(db, request, reply, async (tx) => ({
        status: 201,
        body: await withConstraints(
          () => createIssue(tx, actorOf(request), input),
          issueConstraints,
        ),
      }));
    },
  );
  app.post(
    routePath(apiPaths.issues, ':code', 'cancel'),
    {
      ...access.administrator,
      schema: {
        summary: 'Cancel an issue: its postings are reversed',
        params: codeParams,
        body: cancelInput,
        response: { 200: issueDetailSchema },
      },
    },
    async (request) => {
      const code = documentKey(request.params.code, 'issue');
      return db.transaction((tx) => cancelIssue(tx, actorOf(request), code, request.body));
    },
  );
};
