import '@fastify/cookie';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Actor } from '../audit/service.ts';
import { authPolicy, SESSION_COOKIE } from '../auth/policy.ts';
import { resolveSession } from '../auth/sessions.ts';
import type { users } from '../db/schema.ts';
import { AppError } from '../domain/errors.ts';

export interface RequestAuth {
  user: typeof users.$inferSelect;
  tokenHash: string;
  token: string;
}

declare module 'fastify' {
  interface FastifyRequest {
    auth: RequestAuth | undefined;
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

/** Reads the session cookie: a live session becomes `request.auth`; a dead one is cleared. */
export async function resolveRequestSession(request: FastifyRequest, reply: FastifyReply) {
  const token = request.cookies[SESSION_COOKIE];
  if (!token) return;
  const session = await resolveSession(request.server.database.db, token, new Date());
  if (session) request.auth = { ...session, token };
  else clearSessionCookie(request, reply);
}

/** The signed-in user of a guarded route. */
export function auth(request: FastifyRequest): RequestAuth {
  if (!request.auth) throw new AppError('unauthenticated', 'Sign in to continue.');
  return request.auth;
}

/** The signed-in user as the one acting, for the audit log. */
export function actorOf(request: FastifyRequest): Actor & { id: number } {
  const { user } = auth(request);
  return { id: user.id, username: user.username, address: request.ip };
}
