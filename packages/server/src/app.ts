import { existsSync } from 'node:fs';
import { join, sep } from 'node:path';
import cookie from '@fastify/cookie';
import fastifyStatic from '@fastify/static';
import Fastify, {
  type FastifyError,
  type FastifyInstance,
  type FastifyServerOptions,
} from 'fastify';
import { apiRoutes } from './api.ts';
import type { Database } from './db/database.ts';
import type { AppError } from './domain/errors.ts';
import { type RouteEntry, requireGuardedApiRoutes } from './http/access.ts';
import { errorBody, httpError } from './http/errors.ts';
import { registerSecurityHeaders } from './http/security.ts';
import { responseSerializer } from './http/serialize.ts';
import { validatorCompiler } from './http/validate.ts';

export interface AppOptions {
  database: Database;
  /** Built single-page app to serve, with history fallback to its index.html. */
  staticDir?: string | undefined;
  logger?: FastifyServerOptions['loggerInstance'];
  /**
   * Origin put in links the server sends (password reset): the configured PUBLIC_URL, or the
   * address the server prints. Never taken from a request. A function, because the port of a
   * server started on port 0 is known only once it listens.
   */
  publicUrl?: string | (() => string);
  /** Trust X-Forwarded-* from a load balancer in front (client address, https). */
  trustProxy?: boolean;
  /** API requests per client address per minute (default 600); 0 turns the general limit off. */
  rateLimitPerMinute?: number;
  /** Profile photo uploads per user in ten minutes (default 5: each costs up to seconds of CPU). */
  photoUploadsPer10Minutes?: number;
  /** Folder of the backups (BACKUP_DIR); without one, backups are unavailable. */
  backupDir?: string | undefined;
  /**
   * Refuse (500) an answer with a field its route's response schema does not name, instead of
   * leaving the field out: on in tests, so a schema that would drop a field fails loudly.
   */
  strictResponses?: boolean;
}

/** Builds the HTTP application: the JSON API under /api and, when given, the built app. */
export async function buildApp({
  database,
  staticDir,
  logger,
  publicUrl = 'http://localhost:3000',
  trustProxy = false,
  rateLimitPerMinute = 600,
  photoUploadsPer10Minutes = 5,
  backupDir,
  strictResponses = false,
}: AppOptions): Promise<FastifyInstance> {
  const app = Fastify({
    trustProxy,
    ...(logger ? { loggerInstance: logger } : { logger: false }),
    bodyLimit: 1024 * 1024,
    // Requests still running when the server is asked to stop get this long to finish.
    forceCloseConnections: 'idle',
    return503OnClosing: true,
  });

  // Routes declare zod schemas: requests are parsed by them, answers shaped by them (contract.ts).
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(responseSerializer({ strict: strictResponses }));

  app.decorate('database', database);
  const routeTable: RouteEntry[] = [];
  app.decorate('routeTable', routeTable);
  requireGuardedApiRoutes(app, routeTable);

  app.setErrorHandler((error: FastifyError | AppError, request, reply) => {
    const answer = httpError(error);
    if (answer.log) request.log[answer.log]({ err: error }, answer.logMessage ?? 'request failed');
    if (answer.retryAfterSeconds) reply.header('retry-after', String(answer.retryAfterSeconds));
    return reply.status(answer.status).send(answer.body);
  });

  await registerSecurityHeaders(app);
  await app.register(cookie);
  await app.register(apiRoutes, {
    prefix: '/api',
    publicUrl: typeof publicUrl === 'function' ? publicUrl : () => publicUrl,
    allowedOrigins: typeof publicUrl === 'string' ? [new URL(publicUrl).origin] : [],
    rateLimitPerMinute,
    photoUploadsPer10Minutes,
    backupDir,
  });

  const indexHtml = staticDir && join(staticDir, 'index.html');
  const serveApp = Boolean(indexHtml && existsSync(indexHtml));
  if (staticDir && serveApp) {
    await app.register(fastifyStatic, {
      root: staticDir,
      wildcard: false,
      index: false,
      // Source maps stay on the server: they would hand out the whole source to anyone.
      allowedPath: (pathName) => !pathName.endsWith('.map'),
      // The build writes .br and .gz beside every asset (decision 0021): sent as the browser accepts.
      preCompressed: true,
      // Hashed file names under /assets never change content: cached for a year without asking again.
      // Anything else (the favicon) is revalidated.
      cacheControl: false,
      setHeaders: (response, filePath) => {
        // The same address answers brotli, gzip or plain bytes: shared caches must key on it.
        response.setHeader('vary', 'accept-encoding');
        response.setHeader(
          'cache-control',
          filePath.includes(`${sep}assets${sep}`)
            ? 'public, max-age=31536000, immutable'
            : 'no-cache',
        );
      },
    });
  }

  app.setNotFoundHandler((request, reply) => {
    const wantsPage =
      request.method === 'GET' && !isApiPath(request.url) && !request.url.startsWith('/assets/');
    if (wantsPage && serveApp) {
      // History fallback: a deep link such as /master/farmer gets the app, whose router takes over.
      return reply.header('cache-control', 'no-cache').sendFile('index.html');
    }
    return reply
      .status(404)
      .header('cache-control', 'no-store')
      .send(
        errorBody('not_found', `No such address: ${request.method} ${request.url.split('?')[0]}`),
      );
  });

  return app;
}

/**
 * `/api…` however it is spelt (`/API`, `/%61pi`, `//api`, `/api;x=1/…`, `/api\\…`, which browsers
 * read as `/api/…`): never answered with the app's page. No screen's address begins with `api`.
 */
const isApiPath = (url: string) => {
  let path = url.split('?')[0] ?? '';
  for (let round = 0; round < 3; round++) {
    try {
      const decoded = decodeURIComponent(path);
      if (decoded === path) break;
      path = decoded;
    } catch {
      break;
    }
  }
  return /^[/\\]+api(?![a-z0-9])/i.test(path.replace(/\/\.(?=\/)/g, ''));
};

declare module 'fastify' {
  interface FastifyInstance {
    database: Database;
    /** Every API route with its access, as registered: what the guard tests enumerate. */
    routeTable: RouteEntry[];
  }
}
