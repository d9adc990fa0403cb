import { apiPaths, dashboardSchema } from '@pfm/shared';
import { access } from '../http/access.ts';
import { type ApiPlugin, routePath } from '../http/contract.ts';
import { dashboard } from './service.ts';

/** The dashboard: figures, recent batches and alerts, for everyone signed in. */
export const dashboardRoutes: ApiPlugin = async (app) => {
  const db = app.database.db;
  app.get(
    routePath(apiPaths.dashboard),
    {
      ...access.signedIn,
      schema: {
        summary: 'The dashboard: figures, recent batches and alerts, computed now',
        response: { 200: dashboardSchema },
      },
    },
    async () => dashboard(db),
  );
};
