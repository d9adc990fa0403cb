import { apiPaths, lookupAnswerSchema, lookupQuery } from '@pfm/shared';
import { access } from '../http/access.ts';
import { type ApiPlugin, routePath } from '../http/contract.ts';
import { auth } from '../http/session.ts';
import { lookup, readableKinds } from './service.ts';

/** The jump box (Ctrl+K): any code or name, for everyone signed in, of the kinds they may read. */
export const lookupRoutes: ApiPlugin = async (app) => {
  const db = app.database.db;
  app.get(
    routePath(apiPaths.lookup),
    {
      ...access.signedIn,
      schema: {
        summary:
          'Find records by code or name: exact code, then codes starting with the text, then names',
        querystring: lookupQuery,
        response: { 200: lookupAnswerSchema },
      },
    },
    async (request) =>
      lookup(db, request.query.q, readableKinds(auth(request).user.role, app.routeTable)),
  );
};
