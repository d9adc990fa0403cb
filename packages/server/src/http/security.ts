import helmet from '@fastify/helmet';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { AppError } from './errors.ts';

/** Header every state-changing API request must carry. Browsers cannot add it cross-site without CORS. */
export const CSRF_HEADER = 'x-requested-with';
export const CSRF_HEADER_VALUE = 'pfm';

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

/**
 * Security headers on every response (CSP, nosniff, referrer policy, no framing) and CSRF protection
 * on every state-changing API request: the custom header plus an Origin that is this server's.
 */
export async function registerSecurity(
  app: FastifyInstance,
  { allowedOrigins = [] as string[] } = {},
) {
  await app.register(helmet, {
    contentSecurityPolicy: {
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
    },
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    crossOriginEmbedderPolicy: false,
    hsts: false,
  });

  app.addHook('onRequest', async (request) => {
    if (SAFE_METHODS.has(request.method) || !request.url.startsWith('/api/')) return;
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
