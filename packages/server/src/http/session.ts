import '@fastify/cookie';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Actor } from '../audit/service.ts';
import { authPolicy, DEVICE_COOKIE, SESSION_COOKIE } from '../auth/policy.ts';
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

/**
 * Over HTTPS the cookie is `__Host-` prefixed, so the browser only accepts it Secure, for this exact
 * host and path `/` (a sibling subdomain cannot plant one). Plain HTTP (the local demo) cannot use
 * the prefix.
 */
const cookieName = (request: FastifyRequest, name = SESSION_COOKIE) =>
  request.protocol === 'https' ? `__Host-${name}` : name;

export function setSessionCookie(request: FastifyRequest, reply: FastifyReply, token: string) {
  reply.setCookie(cookieName(request), token, {
    path: '/',
    httpOnly: true,
    sameSite: 'lax',
    secure: request.protocol === 'https',
    maxAge: Math.floor(authPolicy.sessionAbsoluteMs / 1000),
  });
}

export function clearSessionCookie(request: FastifyRequest, reply: FastifyReply) {
  reply.clearCookie(cookieName(request), {
    path: '/',
    httpOnly: true,
    sameSite: 'lax',
    secure: request.protocol === 'https',
  });
}

/**
 * The device cookie (auth/devices.ts): it is only needed at sign-in, from this site's own form,
 * so SameSite=Strict; it outlives sessions and sign-out, as the browser's trust does.
 */
export function setDeviceCookie(request: FastifyRequest, reply: FastifyReply, token: string) {
  reply.setCookie(cookieName(request, DEVICE_COOKIE), token, {
    path: '/',
    httpOnly: true,
    sameSite: 'strict',
    secure: request.protocol === 'https',
    maxAge: Math.floor(authPolicy.deviceTrustMs / 1000),
  });
}

export const deviceCookie = (request: FastifyRequest) =>
  request.cookies[cookieName(request, DEVICE_COOKIE)];

/** Reads the session cookie: a live session becomes `request.auth`; a dead one is cleared. */
export async function resolveRequestSession(request: FastifyRequest, reply: FastifyReply) {
  const token = request.cookies[cookieName(request)];
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
