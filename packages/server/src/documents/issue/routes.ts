import { cancelInput, issueInput, issueListQuery } from '@pfm/shared';
import type { FastifyPluginAsync } from 'fastify';
import { withConstraints } from '../../db/constraints.ts';
import { access } from '../../http/access.ts';
import { actorOf } from '../../http/session.ts';
import { parseInput } from '../../http/validate.ts';
import { idempotent } from '../idempotency.ts';
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
export const issueRoutes: FastifyPluginAsync = async (app) => {
  const db = app.database.db;

  app.get('/issues', access.signedIn, async (request) =>
    listIssues(db, parseInput(issueListQuery, request.query ?? {})),
  );
  app.get<{ Params: { code: string } }>('/issues/:code', access.signedIn, async (request) =>
    getIssue(db, documentKey(request.params.code, 'issue')),
  );
  app.post('/issues', access.signedIn, async (request, reply) => {
    const input = parseInput(issueInput, request.body);
    return idempotent(db, request, reply, async (tx) => ({
      status: 201,
      body: await withConstraints(() => createIssue(tx, actorOf(request), input), issueConstraints),
    }));
  });
  app.post<{ Params: { code: string } }>(
    '/issues/:code/cancel',
    access.administrator,
    async (request) => {
      const code = documentKey(request.params.code, 'issue');
      const input = parseInput(cancelInput, request.body);
      return db.transaction((tx) => cancelIssue(tx, actorOf(request), code, input));
    },
  );
};
