import { settingsInput } from '@pfm/shared';
import type { FastifyPluginAsync } from 'fastify';
import { access } from '../http/access.ts';
import { actorOf } from '../http/session.ts';
import { parseInput } from '../http/validate.ts';
import { getSettings, saveSettings } from './service.ts';

/** Company settings: everyone signed in reads them, Administrators save them. */
export const settingsRoutes: FastifyPluginAsync = async (app) => {
  const db = app.database.db;
  app.get('/settings', access.signedIn, async () => getSettings(db));
  app.put('/settings', access.administrator, async (request) =>
    saveSettings(db, actorOf(request), parseInput(settingsInput, request.body)),
  );
};
