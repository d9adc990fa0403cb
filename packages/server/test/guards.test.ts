import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app.ts';
import type { RouteEntry } from '../src/http/access.ts';
import { startTestApp, type TestApp } from './app.ts';
import { testDatabases } from './databases.ts';

/** A concrete URL for a route pattern: each `:param` gets a value of the shape it expects. */
const concrete = (url: string) =>
  url
    .replace(/:key/g, 'G001')
    .replace(/:id\b/g, '1')
    .replace(/:(\w+)/g, 'x1');

/**
 * The same path as an attacker might spell it. The router decodes `%61` to `a`; the other forms
 * must not reach a route at all (404), or, if they do, meet its guard.
 */
const spellings = (path: string): string[] => {
  const rest = path.slice('/api'.length);
  return [
    path,
    `/%61pi${rest}`,
    `/%2561pi${rest}`,
    `/API${rest}`,
    `/Api${rest}`,
    `//api${rest}`,
    `/api/.${rest}`,
    `/./api${rest}`,
    `/api%2F${rest.slice(1)}`,
    `${path}/`,
    `/api${rest.replace(/[a-z]/, (letter) => `%${letter.charCodeAt(0).toString(16)}`)}`,
  ];
};

const withBody = (method: string) => !['GET', 'HEAD', 'DELETE'].includes(method);

describe.each(testDatabases)(
  'every API route is guarded by the route that matched, on $kind',
  (kind) => {
    let t: TestApp;
    let staff: string | undefined;
    let routes: RouteEntry[];

    beforeAll(async () => {
      t = await startTestApp(kind);
      await t.addUser('ravi', 'Staff');
      staff = (await t.signIn('ravi')).cookie;
      routes = t.app.routeTable;
    });
    afterAll(() => t.close());

    it('knows every route, and each states who may call it', () => {
      // A floor, so that a broken enumeration (an empty table) cannot pass the tests below.
      expect(routes.length).toBeGreaterThanOrEqual(60);
      for (const route of routes) {
        expect(['public', 'signed-in', 'administrator'], `${route.method} ${route.url}`).toContain(
          route.access,
        );
      }
      const publicRoutes = routes
        .filter((route) => route.access === 'public')
        .map((route) => `${route.method} ${route.url}`)
        .sort();
      expect(publicRoutes).toEqual([
        'GET /api/auth/session',
        'GET /api/health',
        'HEAD /api/auth/session',
        'HEAD /api/health',
        'POST /api/auth/forgot-password',
        'POST /api/auth/reset-password',
        'POST /api/auth/sign-in',
        'POST /api/auth/sign-out',
      ]);
    });

    it('answers 401 without a session on every non-public route, however the path is spelt', async () => {
      let checked = 0;
      for (const route of routes.filter((entry) => entry.access !== 'public')) {
        for (const url of spellings(concrete(route.url))) {
          const response = await t.call({
            method: route.method as 'GET',
            url,
            ...(withBody(route.method) && { payload: {} }),
          });
          const label = `${route.method} ${url}`;
          // 401 where the router reaches the route, 404 where the spelling matches no route at all.
          expect([401, 404], label).toContain(response.statusCode);
          if (url === concrete(route.url) || url.startsWith('/%61pi')) {
            expect(response.statusCode, label).toBe(401);
          }
          if (route.method !== 'HEAD')
            expect(response.json().error.code, label).toMatch(/^(unauthenticated|not_found)$/);
          checked++;
        }
      }
      expect(checked).toBeGreaterThan(500);
    });

    it('refuses a request without the CSRF header on every state-changing route, however spelt', async () => {
      for (const route of routes.filter(
        (entry) => withBody(entry.method) || entry.method === 'DELETE',
      )) {
        for (const url of spellings(concrete(route.url))) {
          const response = await t.call({
            method: route.method as 'POST',
            url,
            cookie: staff,
            headers: { 'x-requested-with': undefined } as unknown as Record<string, string>,
            ...(withBody(route.method) && { payload: {} }),
          });
          expect([403, 404], `${route.method} ${url}`).toContain(response.statusCode);
        }
      }
    });

    it('answers 403 to Staff on every Administrator route, however the path is spelt', async () => {
      const adminRoutes = routes.filter((entry) => entry.access === 'administrator');
      expect(adminRoutes.length).toBeGreaterThanOrEqual(30);
      for (const route of adminRoutes) {
        for (const url of spellings(concrete(route.url))) {
          const response = await t.call({
            method: route.method as 'GET',
            url,
            cookie: staff,
            ...(withBody(route.method) && { payload: {} }),
          });
          const label = `${route.method} ${url}`;
          expect([403, 404], label).toContain(response.statusCode);
          if (url === concrete(route.url)) expect(response.statusCode, label).toBe(403);
        }
      }
    });

    it('lets Staff through on every signed-in route (they read everything and record transactions)', async () => {
      for (const route of routes.filter((entry) => entry.access === 'signed-in')) {
        const response = await t.call({
          method: route.method as 'GET',
          url: concrete(route.url),
          cookie: staff,
          ...(withBody(route.method) && { payload: {} }),
        });
        expect([401, 403], `${route.method} ${route.url}`).not.toContain(response.statusCode);
      }
    });

    it('creates no user through an encoded path without a session (the reported bypass)', async () => {
      const response = await t.call({
        method: 'POST',
        url: '/%61pi/users',
        headers: { 'x-requested-with': undefined } as unknown as Record<string, string>,
        payload: {
          username: 'intruder',
          firstName: 'In',
          lastName: 'Truder',
          email: 'intruder@example.com',
          phone: '',
          role: 'Administrator',
          password: 'a long enough passphrase',
        },
      });
      expect(response.statusCode).not.toBe(201);
      expect((await t.signIn('intruder', 'a long enough passphrase')).response.statusCode).toBe(
        401,
      );
      const outbox = await t.call({ method: 'GET', url: '/%61pi/outbox' });
      expect(outbox.statusCode).toBe(401);
      const deleted = await t.call({ method: 'DELETE', url: '/%61pi/godowns/G001' });
      expect(deleted.statusCode).toBe(401);
    });
  },
);

describe('a new API route that is not guarded', () => {
  const attempt = async (add: (app: Awaited<ReturnType<typeof buildApp>>) => void) => {
    const database = await (testDatabases[0] as (typeof testDatabases)[number]).create();
    try {
      const app = await buildApp({ database });
      add(app);
      await app.ready();
      await app.close();
    } finally {
      await database.close();
    }
  };

  it('stops the server from starting when it sits outside the guarded scope', async () => {
    await expect(
      attempt((app) => {
        app.register(
          async (scope) => {
            scope.get('/forgotten', { config: { access: 'signed-in' } }, async () => ({}));
          },
          { prefix: '/api' },
        );
      }),
    ).rejects.toThrow('GET /api/forgotten is outside the guarded API scope');
  });

  it('stops the server from starting when it states no access', async () => {
    await expect(
      attempt((app) => {
        app.get('/API/forgotten', async () => ({}));
      }),
    ).rejects.toThrow('/API/forgotten is outside the guarded API scope');
  });
});

describe('inside the guarded scope, a route without access', () => {
  it('cannot be registered', async () => {
    const { default: Fastify } = await import('fastify');
    const { guardRoutes, requireGuardedApiRoutes } = await import('../src/http/access.ts');
    const app = Fastify();
    requireGuardedApiRoutes(app, []);
    app.register(
      async (api) => {
        guardRoutes(api, async () => {});
        api.get('/forgotten', async () => ({}));
      },
      { prefix: '/api' },
    );
    await expect(app.ready()).rejects.toThrow('GET /api/forgotten states no access');
  });
});
