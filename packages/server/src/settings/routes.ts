import { apiPaths, settingsInput, settingsSchema } from '@pfm/shared';
import { access } from '../http/access.ts';
import { type ApiPlugin, routePath } from '../http/contract.ts';
import { actorOf } from '../http/session.ts';
import { getSettings, saveSettings } from './service.ts';

/** Company settings: everyone signed in reads them, Administrators save them. */
export const settingsRoutes: ApiPlugin = async (app) => {
  const db = app.database.db;
  app.get(
    routePath(apiPaths.settings),
    {
      ...access.signedIn,
      schema: { summary: 'The company settings', response: { 200: settingsSchema } },
    },
    async () => getSettings(db),
  );
  app.put(
    routePath(apiPaths.settings),
    {
      ...access.administrator,
      schema: {
        summary: 'Save the company settings',
        body: settingsInput,
        response: { 200: settingsSchema },
      },
    },
    async (request) => saveSettings(db, actorOf(request), request.body),
  );
};
