import helmet from '@fastify/helmet';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { AppError } from '../domain/errors.ts';

/** Header every state-changing API request must carry. Browsers cannot add it cross-site without CORS. */
export const CSRF_HEADER = 'x-requested-with';
export const CSRF_HEADER_VALUE = 'pfm';

/** HSTS over HTTPS: a year, subdomains included (ASVS 5.0 V3.4.1). */
export const HSTS_VALUE = 'max-age=31536000; includeSubDomains';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

const sameOrigin = (request: FastifyRequest, allowedOrigins: string[]) => {
  const origin = request.headers.origin;
  if (!origin) return request.headers['sec-fetch-site'] !== 'cross-site';
  if (allowedOrigins.includes(origin)) return true;
  try {
    return new URL(origin).host === request.headers.host;
  } catch {
    return false;
  }
};

/** The Content Security Policy of every response; a route may add to it (a stored file: `sandbox`). */
export const contentSecurityPolicy = {
  useDefaults: false,
  directives: {
    defaultSrc: ["'self'"],
    scriptSrc: ["'self'"],
    // styled-components writes <style> elements at run time.
    styleSrc: ["'self'", "'unsafe-inline'"],
    imgSrc: ["'self'", 'data:', 'blob:'],
    fontSrc: ["'self'", 'data:'],
    connectSrc: ["'self'"],
    objectSrc: ["'none'"],
    baseUri: ["'none'"],
    frameAncestors: ["'none'"],
    formAction: ["'self'"],
  },
};

/**
 * Security headers on every response: CSP, nosniff, referrer policy, no framing, and HSTS when the
 * request came over HTTPS (directly, or through a trusted proxy's X-Forwarded-Proto).
 */
export async function registerSecurityHeaders(app: FastifyInstance) {
  await app.register(helmet, {
    contentSecurityPolicy,
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    crossOriginEmbedderPolicy: false,
    // Set below, only over HTTPS: over plain HTTP browsers ignore it, and a local demo has no TLS.
    hsts: false,
  });
  app.addHook('onSend', async (request, reply) => {
    if (request.protocol === 'https') reply.header('strict-transport-security', HSTS_VALUE);
  });
}

/**
 * CSRF protection for the routes of the scope it is added to: every state-changing request needs
 * the custom header plus an Origin that is this server's.
 */
export function guardAgainstCsrf(api: FastifyInstance, allowedOrigins: string[]) {
  api.addHook('onRequest', async (request) => {
    if (SAFE_METHODS.has(request.method)) return;
    if (
      request.headers[CSRF_HEADER] !== CSRF_HEADER_VALUE ||
      !sameOrigin(request, allowedOrigins)
    ) {
      throw new AppError(
        'forbidden',
        'This request was refused because it did not come from this application.',
      );
    }
  });
}
