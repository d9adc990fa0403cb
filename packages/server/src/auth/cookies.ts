import type { FastifyReply, FastifyRequest } from 'fastify';
import { cookieName, DEVICE_COOKIE } from '../http/session.ts';
import { authPolicy } from './policy.ts';
import { resolveSession } from './sessions.ts';

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
