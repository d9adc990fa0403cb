import '@fastify/cookie';
import type { FastifyRequest } from 'fastify';
import type { users } from '../db/schema.ts';
import type { Actor } from '../domain/actor.ts';
import { AppError } from '../domain/errors.ts';

export const SESSION_COOKIE = 'pfm_session';
export const DEVICE_COOKIE = 'pfm_device';

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
export const cookieName = (request: FastifyRequest, name = SESSION_COOKIE) =>
  request.protocol === 'https' ? `__Host-${name}` : name;

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
