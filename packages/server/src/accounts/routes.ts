import {
  apiPaths,
  newUserInput,
  outboxMailSchema,
  updateUserInput,
  userSummarySchema,
} from '@pfm/shared';
import { z } from 'zod';
import { AppError } from '../domain/errors.ts';
import { access } from '../http/access.ts';
import { type ApiPlugin, idParams, routePath } from '../http/contract.ts';
import { actorOf } from '../http/session.ts';
import { createUser, listOutbox, listUsers, updateUser } from './service.ts';

/** Users and the mail outbox: Administrators only. */
export const userRoutes: ApiPlugin = async (app) => {
  const db = app.database.db;

  app.get(
    routePath(apiPaths.users),
    {
      ...access.administrator,
      schema: { summary: 'Every user', response: { 200: z.array(userSummarySchema) } },
    },
    async () => listUsers(db),
  );
  app.post(
    routePath(apiPaths.users),
    {
      ...access.administrator,
      schema: { summary: 'Add a user', body: newUserInput, response: { 201: userSummarySchema } },
    },
    async (request, reply) =>
      reply.status(201).send(await createUser(db, actorOf(request), request.body)),
  );
  app.patch(
    routePath(apiPaths.users, ':id'),
    {
      ...access.administrator,
      schema: {
        summary: "Change a user's role, or disable or enable them",
        params: idParams,
        body: updateUserInput,
        response: { 200: userSummarySchema },
      },
    },
    async (request) => {
      const id = Number(request.params.id);
      if (!/^[1-9]\d{0,9}$/.test(request.params.id) || id > 2_147_483_647)
        throw new AppError('not_found', 'There is no such user.');
      return updateUser(db, actorOf(request), id, request.body);
    },
  );

  app.get(
    routePath(apiPaths.outbox),
    {
      ...access.administrator,
      schema: {
        summary: 'The newest mails the server would have sent',
        response: { 200: z.array(outboxMailSchema) },
      },
    },
    async () => listOutbox(db),
  );
};
