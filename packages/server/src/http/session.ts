import cookie from '@fastify/cookie';
import type { Role } from '@pfm/shared';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { authPolicy, SESSION_COOKIE } from '../auth/policy.ts';
import { resolveSession } from '../auth/sessions.ts';
import type { users } from '../db/schema.ts';
import { AppError } from './errors.ts';

export interface RequestAuth {
  user: typeof users.$inferSelect;
  tokenHash: string;
  token: string;
}

declare module 'fastify' {
  interface FastifyRequest {
    auth: RequestAuth | undefined;
  }
  interface FastifyContextConfig {
    /** Reachable without signing in. Every other /api route needs a session. */
    public?: boolean;
    /** Only this role may call the route (the server decides, whatever the UI shows). */
    role?: Role;
  }
}

export function setSessionCookie(request: FastifyRequest, reply: FastifyReply, token: string) {
  reply.setCookie(SESSION_COOKIE, token, {
    path: '/',
    httpOnly: true,
    sameSite: 'lax',
    secure: request.protocol === 'https',
    maxAge: Math.floor(authPolicy.sessionAbsoluteMs / 1000),
  });
}

export function clearSessionCookie(request: FastifyRequest, reply: FastifyReply) {
  reply.clearCookie(SESSION_COOKIE, {
    path: '/',
    httpOnly: true,
    sameSite: 'lax',
    secure: request.protocol === 'https',
  });
}

/** Reads the session cookie on every API request and refuses guarded routes to anyone without a live session. */
export async function registerSessions(app: FastifyInstance) {
  await app.register(cookie);
  app.decorateRequest('auth', undefined);

  app.addHook('preHandler', async (request, reply) => {
    if (!request.url.startsWith('/api/')) return;
    const token = request.cookies[SESSION_COOKIE];
    if (token) {
      const session = await resolveSession(app.database.db, token, new Date());
      if (session) request.auth = { ...session, token };
      else clearSessionCookie(request, reply);
    }
    const config = request.routeOptions.config;
    if (config.public || request.is404) return;
    if (!request.auth) throw new AppError('unauthenticated', 'Sign in to continue.');
    if (config.role && request.auth.user.role !== config.role) {
      throw new AppError('forbidden', `Only an ${config.role} can do this.`);
    }
  });
}

/** The signed-in user of a guarded route. */
export function auth(request: FastifyRequest): RequestAuth {
  if (!request.auth) throw new AppError('unauthenticated', 'Sign in to continue.');
  return request.auth;
}
