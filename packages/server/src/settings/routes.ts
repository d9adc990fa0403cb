import { apiPaths, settingsChange, settingsInput, settingsSchema } from '@pfm/shared';
import { access } from '../http/access.ts';
import { type ApiPlugin, routePath } from '../http/contract.ts';
import { actorOf } from '../http/session.ts';
import { changeSettings, getSettings, saveSettings } from './service.ts';

/**
 * Company settings: everyone signed in reads them, Administrators save them whole (PUT) or a section
 * at a time (PATCH).
 */
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
  app.patch(
    routePath(apiPaths.settings),
    {
      ...access.administrator,
      schema: {
        summary: 'Change some of the company settings (one section); the others stay as saved',
        body: settingsChange,
        response: { 200: settingsSchema },
      },
    },
    async (request) => changeSettings(db, actorOf(request), request.body),
  );
};
