import { sql } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../src/db/database.ts';
import { buildApp } from '../src/http/app.ts';
import { OUTAGE_RETRY_AFTER_SECONDS } from '../src/http/errors.ts';
import { CSRF_HEADER, CSRF_HEADER_VALUE } from '../src/http/security.ts';
import { startTestApp, type TestApp } from './app.ts';
import { testDatabases } from './databases.ts';

const signInRequest = {
  method: 'POST' as const,
  url: '/api/auth/sign-in',
  headers: { [CSRF_HEADER]: CSRF_HEADER_VALUE },
  payload: { username: 'asha', password: 'whatever it is' },
};

describe('while the database is unreachable', () => {
  it('answers 503 with Retry-After and a plain message, never 500', async () => {
    // Nothing listens on port 1: every query fails to connect.
    const database = await openDatabase({
      kind: 'postgres',
      url: 'postgres://postgres@127.0.0.1:1/none',
      poolSize: 1,
    });
    const app = await buildApp({ database });
    for (const request of [signInRequest, { method: 'GET' as const, url: '/api/settings' }]) {
      const response = await app.inject(request);
      if (request.url === '/api/settings') {
        // A request without a cookie is refused before it needs the database.
        expect(response.statusCode).toBe(401);
        continue;
      }
      expect(response.statusCode).toBe(503);
      expect(response.headers['retry-after']).toBe(String(OUTAGE_RETRY_AFTER_SECONDS));
      expect(response.json()).toEqual({
        error: {
          code: 'unavailable',
          message: 'The database is not reachable right now. Try again in a few seconds.',
        },
      });
    }
    await app.close();
    await database.close();
  });
});

const postgres = testDatabases.find((database) => database.kind === 'postgres');

describe.runIf(postgres)('when PostgreSQL drops every connection (a restart)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp(postgres as NonNullable<typeof postgres>);
    await t.addUser('asha', 'Administrator');
  });
  afterAll(() => t.close());

  it('answers 503 rather than 500 while it happens, and recovers by itself', async () => {
    const { cookie } = await t.signIn('asha');
    // Fill the pool with open connections, then have the server end them all.
    await Promise.all(
      Array.from({ length: 4 }, () => t.call({ method: 'GET', url: '/api/settings', cookie })),
    );
    const result = await t.database.db.execute(sql`select current_database() as name`);
    const name = (result as unknown as { rows: { name: string }[] }).rows[0]?.name;
    const admin = new pg.Client({ connectionString: process.env.TEST_DATABASE_URL });
    await admin.connect();
    await admin.query(
      'select pg_terminate_backend(pid) from pg_stat_activity where datname = $1 and pid <> pg_backend_pid()',
      [name],
    );
    await admin.end();
    const statuses: number[] = [];
    for (let request = 0; request < 6; request++) {
      statuses.push((await t.call({ method: 'GET', url: '/api/settings', cookie })).statusCode);
    }
    expect(statuses.every((status) => status === 200 || status === 503)).toBe(true);
    expect(statuses.at(-1)).toBe(200);
  });
});
