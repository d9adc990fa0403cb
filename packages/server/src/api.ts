import rateLimit from '@fastify/rate-limit';
import type { FastifyPluginAsync } from 'fastify';
import { profileRoutes } from './accounts/profile-routes.ts';
import { userRoutes } from './accounts/routes.ts';
import { auditRoutes } from './audit/routes.ts';
import { resolveRequestSession } from './auth/cookies.ts';
import { authRoutes } from './auth/routes.ts';
import { backupRoutes } from './backup/routes.ts';
import { dashboardRoutes } from './dashboard/routes.ts';
import { documentRoutes } from './documents/routes.ts';
import { listExportRoutes } from './exports/list-routes.ts';
import { printRoutes } from './exports/print/routes.ts';
import { growthReportRoutes } from './growth-report/routes.ts';
import { guardRoutes } from './http/access.ts';
import { collectApiDescription, docsRoutes } from './http/docs.ts';
import { healthRoutes } from './http/health.ts';
import { guardAgainstCsrf } from './http/security.ts';
import { ledgerRoutes } from './ledger/routes.ts';
import { lookupRoutes } from './lookup/routes.ts';
import { masterRoutes } from './masters/index.ts';
import { settingsRoutes } from './settings/routes.ts';
import { settlementRoutes } from './settlement/routes.ts';
import { stockRoutes } from './stock/routes.ts';

export interface ApiOptions {
  /** Origin put in links the server sends (password reset). */
  publicUrl: () => string;
  /** Origins besides the request's own host whose state-changing requests are accepted. */
  allowedOrigins: string[];
  /** API requests per client address per minute; 0 turns the general limit off. */
  rateLimitPerMinute: number;
  /** Profile photo uploads per user in ten minutes. */
  photoUploadsPer10Minutes: number;
  /** Folder of the backups; undefined when this server keeps none. */
  backupDir: string | undefined;
}

/**
 * The JSON API. Everything registered here is guarded by the route that matched (rate limit, CSRF,
 * session and role, in that order), and every route must state who may call it.
 */
export const apiRoutes: FastifyPluginAsync<ApiOptions> = async (api, options) => {
  await api.register(rateLimit, {
    global: options.rateLimitPerMinute > 0,
    max: options.rateLimitPerMinute,
    timeWindow: 60_000,
    // Answer like every other error of the API (the error handler adds Retry-After).
    errorResponseBuilder: (_request, context) => ({
      statusCode: 429,
      code: 'too_many_requests',
      message: `Too many requests. Try again in ${Math.ceil(context.ttl / 1000)} seconds.`,
    }),
  });
  guardAgainstCsrf(api, options.allowedOrigins);
  guardRoutes(api, resolveRequestSession);
  await collectApiDescription(api);

  api.addHook('onSend', async (_request, reply) => {
    reply.header('cache-control', 'no-store');
  });

  await api.register(healthRoutes);
  await api.register(authRoutes, { publicUrl: options.publicUrl });
  await api.register(profileRoutes, {
    photoUploadsPer10Minutes: options.photoUploadsPer10Minutes,
  });
  await api.register(userRoutes);
  await api.register(settingsRoutes);
  await api.register(auditRoutes);
  await api.register(backupRoutes, { backupDir: options.backupDir });
  await api.register(masterRoutes);
  await api.register(documentRoutes);
  await api.register(stockRoutes);
  await api.register(ledgerRoutes);
  await api.register(dashboardRoutes);
  await api.register(growthReportRoutes);
  await api.register(settlementRoutes);
  await api.register(printRoutes);
  await api.register(listExportRoutes);
  await api.register(lookupRoutes);
  await api.register(docsRoutes);
};
