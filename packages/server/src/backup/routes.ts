import type { FastifyPluginAsync } from 'fastify';
import { access } from '../http/access.ts';
import { actorOf } from '../http/session.ts';
import { backupStatus, createBackup } from './service.ts';

export interface BackupRoutesOptions {
  /** The backup folder; undefined when this server keeps none (then backups are unavailable). */
  backupDir: string | undefined;
}

/** Backups: Administrators see them and make one now; the daily one is made by the schedule. */
export const backupRoutes: FastifyPluginAsync<BackupRoutesOptions> = async (app, options) => {
  const database = app.database;
  app.get('/backups', access.administrator, async () => backupStatus(database, options.backupDir));
  app.post('/backups', access.administrator, async (request, reply) => {
    const made = await createBackup(database, options.backupDir, actorOf(request));
    return reply.status(201).send(made);
  });
};
