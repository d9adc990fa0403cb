import { apiPaths, auditEntrySchema, auditQuery, listPageSchema } from '@pfm/shared';
import { access } from '../http/access.ts';
import { type ApiPlugin, routePath } from '../http/contract.ts';
import { listAudit } from './service.ts';

/** The audit log: Administrators read it; nothing in the API writes it. */
export const auditRoutes: ApiPlugin = async (app) => {
  const db = app.database.db;
  app.get(
    routePath(apiPaths.audit),
    {
      ...access.administrator,
      schema: {
        summary: 'The audit log, newest first: search, action, record kind, date range, page',
        querystring: auditQuery,
        response: { 200: listPageSchema(auditEntrySchema) },
      },
    },
    async (request) => listAudit(db, request.query),
  );
};
