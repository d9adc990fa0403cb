import { apiPaths, backupMadeSchema, backupStatusSchema } from '@pfm/shared';
import { access } from '../http/access.ts';
import { type ApiPlugin, routePath } from '../http/contract.ts';
import { actorOf } from '../http/session.ts';
import { backupStatus, createBackup } from './service.ts';

export interface BackupRoutesOptions {
  /** The backup folder; undefined when this server keeps none (then backups are unavailable). */
  backupDir: string | undefined;
}

/** Backups: Administrators see them and make one now; the daily one is made by the schedule. */
export const backupRoutes: ApiPlugin<BackupRoutesOptions> = async (app, options) => {
  const database = app.database;
  app.get(
    routePath(apiPaths.backups),
    {
      ...access.administrator,
      schema: {
        summary: 'The backups kept, and whether one can be made',
        response: { 200: backupStatusSchema },
      },
    },
    async () => backupStatus(database, options.backupDir),
  );
  app.post(
    routePath(apiPaths.backups),
    {
      ...access.administrator,
      schema: { summary: 'Make a backup now', response: { 201: backupMadeSchema } },
    },
    async (request, reply) => {
      const made = await createBackup(database, options.backupDir, actorOf(request));
      return reply.status(201).send(made);
    },
  );
};
