import { newUserInput, updateUserInput } from '@pfm/shared';
import type { FastifyPluginAsync } from 'fastify';
import { AppError } from '../domain/errors.ts';
import { access } from '../http/access.ts';
import { actorOf } from '../http/session.ts';
import { parseInput } from '../http/validate.ts';
import { createUser, listOutbox, listUsers, updateUser } from './service.ts';

/** Users and the mail outbox: Administrators only. */
export const userRoutes: FastifyPluginAsync = async (app) => {
  const db = app.database.db;

  app.get('/users', access.administrator, async () => listUsers(db));
  app.post('/users', access.administrator, async (request, reply) =>
    reply
      .status(201)
      .send(await createUser(db, actorOf(request), parseInput(newUserInput, request.body))),
  );
  app.patch<{ Params: { id: string } }>('/users/:id', access.administrator, async (request) => {
    const id = Number(request.params.id);
    if (!/^[1-9]\d{0,9}$/.test(request.params.id) || id > 2_147_483_647)
      throw new AppError('not_found', 'There is no such user.');
    return updateUser(db, actorOf(request), id, parseInput(updateUserInput, request.body));
  });

  app.get('/outbox', access.administrator, async () => listOutbox(db));
};
