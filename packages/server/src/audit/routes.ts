import { auditQuery } from '@pfm/shared';
import type { FastifyPluginAsync } from 'fastify';
import { access } from '../http/access.ts';
import { parseInput } from '../http/validate.ts';
import { listAudit } from './service.ts';

/** The audit log: Administrators read it; nothing in the API writes it. */
export const auditRoutes: FastifyPluginAsync = async (app) => {
  const db = app.database.db;
  app.get('/audit', access.administrator, async (request) =>
    listAudit(db, parseInput(auditQuery, request.query ?? {})),
  );
};
