import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app.ts';
import { purgeExpired } from '../src/auth/sessions.ts';
import { auditLog, godowns, sessions, signInThrottle } from '../src/db/schema.ts';
import { httpError } from '../src/http/errors.ts';
import { HSTS_VALUE } from '../src/http/security.ts';
import { HOST, PASSWORD, startTestApp, type TestApp } from './app.ts';
import { testDatabases } from './databases.ts';

const CONTROL = 'Remove control characters (such as NUL or escape codes) from this text.';

describe.each(testDatabases)('hardening on $kind', (kind) => {
  let t: TestApp;
  let admin: string | undefined;
  beforeAll(async () => {
    t = await startTestApp(kind);
    await t.addUser('asha', 'Administrator');
    admin = (await t.signIn('asha')).cookie;
  });
  afterAll(() => t.close());

  describe('control characters', () => {
    it('refuses a NUL in a master field with a 400 beside the field, and stores nothing', async () => {
      const before = await t.database.db.select().from(godowns);
      const response = await t.call({
        method: 'POST',
        url: '/api/godowns',
        cookie: admin,
        payload: { name: 'a\u0000b', location: 'Cuttack', capacityKg: 100 },
      });
      expect(response.statusCode).toBe(400);
      expect(response.json().error.fields.name).toBe(CONTROL);
      expect(await t.database.db.select().from(godowns)).toEqual(before);
    });

    it('refuses a NUL or an escape in a search', async () => {
      for (const q of ['%00', 'a%1Bb', '%7F']) {
        const response = await t.call({ method: 'GET', url: `/api/farmers?q=${q}`, cookie: admin });
        expect(response.statusCode, q).toBe(400);
        expect(response.json().error.fields.q, q).toBe(CONTROL);
      }
    });

    it('refuses a NUL in the sign-in form without touching the database', async () => {
      const response = await t.call({
        method: 'POST',
        url: '/api/auth/sign-in',
        payload: { username: 'a\u0000b', password: 'x' },
      });
      expect(response.statusCode).toBe(400);
      expect(response.json().error.fields.username).toBe(CONTROL);
    });

    it('keeps line breaks in multi-line text such as an address', async () => {
      const response = await t.call({
        method: 'POST',
        url: '/api/suppliers',
        cookie: admin,
        payload: {
          name: 'Line Break Feeds',
          contact: '9876543210',
          email: '',
          address: 'Plot 4\nIndustrial Estate\r\nCuttack',
          gstin: '',
          type: 'Feed',
        },
      });
      expect(response.statusCode).toBe(201);
      expect(response.json().address).toBe('Plot 4\nIndustrial Estate\r\nCuttack');
    });

    it('answers 400, not 500, when text the database cannot store slips past a schema', async () => {
      const failure = await t.database.db.execute(sql`select ${'a\u0000b'}::text`).then(
        () => undefined,
        (error: unknown) => error,
      );
      expect(failure).toBeDefined();
      const answer = httpError(failure);
      expect(answer.status).toBe(400);
      expect(answer.body.error.code).toBe('validation_failed');
    });
  });

  describe('the audit log', () => {
    it('records master changes with who, what and the changed fields', async () => {
      const created = await t.call({
        method: 'POST',
        url: '/api/godowns',
        cookie: admin,
        payload: { name: 'Audit Godown', location: 'Puri', capacityKg: 5000 },
      });
      const code = created.json().code as string;
      await t.call({
        method: 'PUT',
        url: `/api/godowns/${code}`,
        cookie: admin,
        payload: { name: 'Audit Godown', location: 'Puri', capacityKg: 6000, status: 'active' },
      });
      await t.call({ method: 'DELETE', url: `/api/godowns/${code}`, cookie: admin });
      const page = await t.call({
        method: 'GET',
        url: `/api/audit?entity=godown&q=${code}`,
        cookie: admin,
      });
      expect(page.statusCode).toBe(200);
      const rows = page.json().rows as { action: string; actor: string; summary: string }[];
      expect(rows.map((row) => row.action)).toEqual(['delete', 'update', 'create']);
      expect(rows.every((row) => row.actor === 'asha')).toBe(true);
      expect(rows[1]?.summary).toBe(`Changed godown ${code} Audit Godown: capacityKg 5000 → 6000`);
    });

    it('is read by Administrators only, and no route writes to it', async () => {
      await t.addUser('ravi', 'Staff');
      const staff = (await t.signIn('ravi')).cookie;
      expect((await t.call({ method: 'GET', url: '/api/audit', cookie: staff })).statusCode).toBe(
        403,
      );
      const auditRoutes = t.app.routeTable.filter((route) => route.url.startsWith('/api/audit'));
      expect(auditRoutes.map((route) => route.method).sort()).toEqual(['GET', 'HEAD']);
      for (const method of ['POST', 'PUT', 'PATCH', 'DELETE'] as const) {
        const response = await t.call({ method, url: '/api/audit', cookie: admin, payload: {} });
        expect(response.statusCode, method).toBe(404);
      }
    });

    it('refuses to change or remove an entry, even for the database user', async () => {
      await expect(
        t.database.db.update(auditLog).set({ summary: 'rewritten history' }),
      ).rejects.toThrow();
      await expect(t.database.db.delete(auditLog)).rejects.toThrow();
      const [row] = await t.database.db.select({ n: sql<number>`count(*)` }).from(auditLog);
      expect(Number(row?.n)).toBeGreaterThan(0);
    });

    it('refuses a malformed filter with a message', async () => {
      const response = await t.call({
        method: 'GET',
        url: '/api/audit?from=2026-11-30&to=2026-11-01',
        cookie: admin,
      });
      expect(response.statusCode).toBe(400);
      expect(response.json().error.fields.to).toBe('The start date is after the end date.');
    });
  });

  it('purges sessions past their end, idle sessions, expired links and spent counters', async () => {
    const { cookie } = await t.signIn('asha');
    await t.database.db.update(sessions).set({ lastSeenAt: sql`now() - interval '2 hours'` });
    await t.database.db.insert(signInThrottle).values({
      key: 'pair:old|10.9.9.9',
      failures: 3,
      windowStartedAt: new Date(Date.now() - 3_600_000),
    });
    await purgeExpired(t.database.db, new Date());
    expect(await t.database.db.select().from(sessions)).toHaveLength(0);
    expect(
      (await t.database.db.select().from(signInThrottle)).some((row) => row.key.includes('old')),
    ).toBe(false);
    expect(await t.sessionUser(cookie)).toBeNull();
  });
});

describe('HTTPS, rate limits and built files', () => {
  const pglite = testDatabases[0] as (typeof testDatabases)[number];

  it('sends HSTS only over HTTPS, which a trusted proxy can vouch for', async () => {
    const database = await pglite.create();
    const behindProxy = await buildApp({ database, trustProxy: true });
    const https = await behindProxy.inject({
      method: 'GET',
      url: '/api/health',
      headers: { 'x-forwarded-proto': 'https' },
    });
    expect(https.headers['strict-transport-security']).toBe(HSTS_VALUE);
    const plain = await behindProxy.inject({ method: 'GET', url: '/api/health' });
    expect(plain.headers['strict-transport-security']).toBeUndefined();
    await behindProxy.close();
    // Without TRUST_PROXY a client cannot claim HTTPS.
    const direct = await buildApp({ database });
    const claimed = await direct.inject({
      method: 'GET',
      url: '/api/health',
      headers: { 'x-forwarded-proto': 'https' },
    });
    expect(claimed.headers['strict-transport-security']).toBeUndefined();
    await direct.close();
    await database.close();
  });

  it('limits API requests per client address, answering 429 with Retry-After', async () => {
    const database = await pglite.create();
    const app = await buildApp({ database, rateLimitPerMinute: 5 });
    const statuses: number[] = [];
    let last: Awaited<ReturnType<typeof app.inject>> | undefined;
    for (let request = 0; request < 7; request++) {
      last = await app.inject({ method: 'GET', url: '/api/health' });
      statuses.push(last.statusCode);
    }
    expect(statuses).toEqual([200, 200, 200, 200, 200, 429, 429]);
    expect(Number(last?.headers['retry-after'])).toBeGreaterThan(0);
    expect(last?.json().error).toMatchObject({ code: 'too_many_requests' });
    // Another address has its own allowance.
    const other = await app.inject({
      method: 'GET',
      url: '/api/health',
      remoteAddress: '10.0.0.2',
    });
    expect(other.statusCode).toBe(200);
    await app.close();
    await database.close();
  });

  it('does not serve source maps, and never answers an /api spelling with the app page', async () => {
    const staticDir = await mkdtemp(join(tmpdir(), 'pfm-static-'));
    await mkdir(join(staticDir, 'assets'));
    await writeFile(join(staticDir, 'index.html'), '<!doctype html><div id="root"></div>');
    await writeFile(join(staticDir, 'assets', 'app.js'), 'console.log("app")');
    await writeFile(join(staticDir, 'assets', 'app.js.map'), '{"sources":["secret.ts"]}');
    const database = await pglite.create();
    const app = await buildApp({ database, staticDir });
    expect((await app.inject({ method: 'GET', url: '/assets/app.js' })).statusCode).toBe(200);
    const map = await app.inject({ method: 'GET', url: '/assets/app.js.map' });
    expect(map.statusCode).toBe(404);
    expect(map.body).not.toContain('secret.ts');
    for (const url of ['/API/users', '/%61pi/nothing', '//api/users', '/api/./users']) {
      const response = await app.inject({ method: 'GET', url });
      expect(response.headers['content-type'], url).toContain('application/json');
      expect(response.body, url).not.toContain('<div id="root">');
    }
    await app.close();
    await database.close();
    await rm(staticDir, { recursive: true, force: true });
  });
});

describe('the session cookie over HTTPS', () => {
  it('is __Host- prefixed and Secure, and read back under that name (the device cookie too)', async () => {
    const t = await startTestApp(testDatabases[0] as (typeof testDatabases)[number], {
      trustProxy: true,
    });
    await t.addUser('asha', 'Administrator');
    const signIn = await t.call({
      method: 'POST',
      url: '/api/auth/sign-in',
      headers: { 'x-forwarded-proto': 'https', origin: `https://${HOST}` },
      payload: { username: 'asha', password: PASSWORD },
    });
    const cookie = String(signIn.headers['set-cookie']);
    expect(cookie).toMatch(/^__Host-pfm_session=[\w-]{43};/);
    expect(cookie).toContain('Secure');
    expect(cookie).toContain('Path=/');
    expect(cookie).not.toContain('Domain');
    // The device cookie (decision 0031) likewise.
    expect(cookie).toMatch(
      /,__Host-pfm_device=[\w.-]+; Max-Age=\d+; Path=\/; HttpOnly; Secure; SameSite=Strict/,
    );
    const session = await t.call({
      method: 'GET',
      url: '/api/auth/session',
      headers: { 'x-forwarded-proto': 'https' },
      cookie: cookie.split(';')[0],
    });
    expect(session.json().user.username).toBe('asha');
    await t.close();
  });
});
