import { existsSync } from 'node:fs';
import { join } from 'node:path';
import fastifyStatic from '@fastify/static';
import Fastify, {
  type FastifyError,
  type FastifyInstance,
  type FastifyServerOptions,
} from 'fastify';
import type { Database } from '../db/database.ts';
import { masterRoutes } from '../masters/index.ts';
import { AppError, type ErrorBody, type ErrorCode, errorStatus } from './errors.ts';
import { healthRoutes } from './health.ts';
import { accountRoutes } from './routes/account.ts';
import { adminRoutes } from './routes/admin.ts';
import { authRoutes } from './routes/auth.ts';
import { registerSecurity } from './security.ts';
import { registerSessions } from './session.ts';

export interface AppOptions {
  database: Database;
  /** Built single-page app to serve, with history fallback to its index.html. */
  staticDir?: string | undefined;
  logger?: FastifyServerOptions['loggerInstance'];
  /** Origin used in links the server sends (password reset); defaults to the request's own. */
  publicUrl?: string | undefined;
  /** Trust X-Forwarded-* from a load balancer in front (client address, https). */
  trustProxy?: boolean;
  /** Tests switch the sign-in slow-down off. */
  signInDelay?: (ms: number) => Promise<unknown>;
}

const codeForStatus = (status: number): ErrorCode =>
  (Object.entries(errorStatus).find(([, value]) => value === status)?.[0] as ErrorCode) ??
  (status >= 500 ? 'internal' : 'bad_request');

/** Builds the HTTP application: the JSON API under /api and, when given, the built app. */
export async function buildApp({
  database,
  staticDir,
  logger,
  publicUrl,
  trustProxy = false,
  signInDelay,
}: AppOptions): Promise<FastifyInstance> {
  const app = Fastify({
    trustProxy,
    ...(logger ? { loggerInstance: logger } : { logger: false }),
    bodyLimit: 1024 * 1024,
    // Requests still running when the server is asked to stop get this long to finish.
    forceCloseConnections: 'idle',
    return503OnClosing: true,
  });

  app.decorate('database', database);

  app.setErrorHandler((error: FastifyError | AppError, request, reply) => {
    if (error instanceof AppError) {
      const body: ErrorBody = {
        error: {
          code: error.code,
          message: error.message,
          ...(error.fields && { fields: error.fields }),
        },
      };
      return reply.status(error.status).send(body);
    }
    const status =
      typeof error.statusCode === 'number' && error.statusCode >= 400 ? error.statusCode : 500;
    if (status >= 500) request.log.error({ err: error }, 'request failed');
    // Framework errors (bad JSON, body too large…) carry a safe message; anything else stays private.
    const message =
      status >= 500 ? 'Something went wrong on our side. Please try again.' : error.message;
    const body: ErrorBody = { error: { code: codeForStatus(status), message } };
    return reply.status(status).send(body);
  });

  app.addHook('onSend', async (request, reply) => {
    if (request.url.startsWith('/api')) reply.header('cache-control', 'no-store');
  });

  await registerSecurity(app, { allowedOrigins: publicUrl ? [new URL(publicUrl).origin] : [] });
  await registerSessions(app);
  await app.register(healthRoutes, { prefix: '/api' });
  await app.register(authRoutes, {
    prefix: '/api',
    publicUrl,
    ...(signInDelay && { signInDelay }),
  });
  await app.register(accountRoutes, { prefix: '/api' });
  await app.register(adminRoutes, { prefix: '/api' });
  await app.register(masterRoutes, { prefix: '/api' });

  const indexHtml = staticDir && join(staticDir, 'index.html');
  const serveApp = Boolean(indexHtml && existsSync(indexHtml));
  if (staticDir && serveApp) {
    await app.register(fastifyStatic, { root: staticDir, wildcard: false, index: false });
  }

  app.setNotFoundHandler((request, reply) => {
    const wantsPage = request.method === 'GET' && !request.url.startsWith('/api');
    if (wantsPage && serveApp) {
      // History fallback: a deep link such as /master/farmer gets the app, whose router takes over.
      return reply.header('cache-control', 'no-cache').sendFile('index.html');
    }
    const body: ErrorBody = {
      error: {
        code: 'not_found',
        message: `No such address: ${request.method} ${request.url.split('?')[0]}`,
      },
    };
    return reply.status(404).send(body);
  });

  return app;
}

declare module 'fastify' {
  interface FastifyInstance {
    database: Database;
  }
}
