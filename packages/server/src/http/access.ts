import type { FastifyInstance, FastifyReply, FastifyRequest, RouteOptions } from 'fastify';
import { AppError } from '../domain/errors.ts';

/**
 * Who may call an API route. Every route states one (there is no default): `public` (anyone,
 * signed in or not), `signed-in` (any active user: Staff read everything and record transactions)
 * or `administrator` (settings, users, masters, deleting and cancelling).
 */
export const accessLevels = ['public', 'signed-in', 'administrator'] as const;
export type Access = (typeof accessLevels)[number];

declare module 'fastify' {
  interface FastifyContextConfig {
    /** Who may call this route; see `accessLevels`. Required on every /api route. */
    access?: Access;
  }
}

/** Route options that state a route's access, e.g. `app.get('/settings', access.signedIn, …)`. */
export const access = {
  public: { config: { access: 'public' } },
  signedIn: { config: { access: 'signed-in' } },
  administrator: { config: { access: 'administrator' } },
} as const satisfies Record<string, { config: { access: Access } }>;

/** One row of the route table: what a test enumerates to prove every route is guarded. */
export interface RouteEntry {
  method: string;
  url: string;
  access: Access;
}

const routeAccess = (route: RouteOptions): Access | undefined => {
  const declared = (route.config as { access?: unknown } | undefined)?.access;
  return accessLevels.includes(declared as Access) ? (declared as Access) : undefined;
};

/** Set on the API's plugin instance; its child plugins inherit it through their prototype. */
const GUARDED_SCOPE = Symbol('guarded API scope');

const inGuardedScope = (instance: FastifyInstance) =>
  (instance as unknown as Record<symbol, unknown>)[GUARDED_SCOPE] === true;

/**
 * Added to the root instance: every route whose path starts with /api must be registered inside
 * the guarded scope and state its access, or the server refuses to start. Fills `table` with
 * every API route and its access, for the tests that prove each one is guarded.
 */
export function requireGuardedApiRoutes(app: FastifyInstance, table: RouteEntry[]) {
  app.addHook('onRoute', function (this: FastifyInstance, route) {
    if (!/^\/api(\/|$)/i.test(route.url)) return;
    const level = routeAccess(route);
    if (!inGuardedScope(this)) {
      throw new Error(
        `${String(route.method)} ${route.url} is outside the guarded API scope: register it inside apiRoutes.`,
      );
    }
    if (!level) {
      throw new Error(
        `${String(route.method)} ${route.url} states no access: give it config.access (${accessLevels.join(', ')}).`,
      );
    }
    for (const method of [route.method].flat())
      table.push({ method, url: route.url, access: level });
  });
}

/**
 * Guards every route registered in `api` (and its child plugins) by the route that matched, never
 * by the URL's spelling: the hook runs only for routes of this scope, whatever encoding, case or
 * slashes the request used to reach them. Access is checked against the route's own statement,
 * after `resolveSession` has set `request.auth` from the request's session, if it has a live one.
 */
export function guardRoutes(
  api: FastifyInstance,
  resolveSession: (request: FastifyRequest, reply: FastifyReply) => Promise<void>,
) {
  (api as unknown as Record<symbol, unknown>)[GUARDED_SCOPE] = true;
  api.addHook('onRequest', async (request: FastifyRequest, reply) => {
    await resolveSession(request, reply);
    const level = request.routeOptions.config.access;
    if (level === 'public') return;
    if (!request.auth) throw new AppError('unauthenticated', 'Sign in to continue.');
    if (level === 'signed-in') return;
    if (level === 'administrator' && request.auth.user.role === 'Administrator') return;
    // Anything else (an unknown level cannot register, but deny rather than allow if one ever does).
    request.log.warn(
      { userId: request.auth.user.id, route: request.routeOptions.url, method: request.method },
      'authorization refused',
    );
    throw new AppError('forbidden', 'Only an Administrator can do this.');
  });
}
