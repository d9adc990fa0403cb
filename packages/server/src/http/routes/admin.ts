import { newUserInput, settingsInput, updateUserInput } from '@pfm/shared';
import type { FastifyPluginAsync } from 'fastify';
import { createUser, listOutbox, listUsers, updateUser } from '../../accounts/service.ts';
import { getSettings, saveSettings } from '../../settings/service.ts';
import { AppError } from '../errors.ts';
import { auth } from '../session.ts';
import { parseInput } from '../validate.ts';

const adminOnly = { config: { role: 'Administrator' as const } };

/** Settings (everyone reads, Administrators save), users and the mail outbox (Administrators). */
export const adminRoutes: FastifyPluginAsync = async (app) => {
  const db = app.database.db;

  app.get('/settings', async () => getSettings(db));
  app.put('/settings', adminOnly, async (request) =>
    saveSettings(db, parseInput(settingsInput, request.body), auth(request).user.id),
  );

  app.get('/users', adminOnly, async () => listUsers(db));
  app.post('/users', adminOnly, async (request, reply) =>
    reply.status(201).send(await createUser(db, parseInput(newUserInput, request.body))),
  );
  app.patch<{ Params: { id: string } }>('/users/:id', adminOnly, async (request) => {
    const id = Number(request.params.id);
    if (!Number.isSafeInteger(id) || id < 1)
      throw new AppError('not_found', 'There is no such user.');
    return updateUser(db, auth(request).user.id, id, parseInput(updateUserInput, request.body));
  });

  app.get('/outbox', adminOnly, async () => listOutbox(db));
};
