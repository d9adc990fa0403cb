import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app.ts';
import type { Database } from '../src/db/database.ts';
import { testDatabases } from './databases.ts';

describe.each(testDatabases)('health on $kind', ({ kind, create }) => {
  let database: Database;
  beforeAll(async () => {
    database = await create();
  });
  afterAll(() => database.close());

  it('reports the database as reachable with 200', async () => {
    const app = await buildApp({ database });
    const response = await app.inject({ method: 'GET', url: '/api/health' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ status: 'ok', database: { kind, status: 'ok' } });
    expect(response.headers['cache-control']).toBe('no-store');
    await app.close();
  });

  it('answers 503 when the database is unreachable', async () => {
    const broken: Database = {
      ...database,
      ping: () => Promise.reject(new Error('connection refused')),
    };
    const app = await buildApp({ database: broken });
    const response = await app.inject({ method: 'GET', url: '/api/health' });
    expect(response.statusCode).toBe(503);
    expect(response.json()).toMatchObject({
      status: 'unavailable',
      database: { status: 'unreachable' },
    });
    await app.close();
  });

  it('answers an unknown API address with a JSON 404, not the app', async () => {
    const app = await buildApp({ database });
    const response = await app.inject({ method: 'GET', url: '/api/no-such-thing?x=1' });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({
      error: { code: 'not_found', message: 'No such address: GET /api/no-such-thing' },
    });
    await app.close();
  });
});
