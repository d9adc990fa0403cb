import { describe, expect, it } from 'vitest';
import { openDatabase } from '../src/db/database.ts';
import { buildApp } from '../src/http/app.ts';
import { httpError, OUTAGE_RETRY_AFTER_SECONDS } from '../src/http/errors.ts';
import { CSRF_HEADER, CSRF_HEADER_VALUE } from '../src/http/security.ts';

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

describe('errors of a lost connection', () => {
  it.each([
    'Client was closed and is not queryable',
    'Client has encountered a connection error and is not queryable',
    'Connection terminated unexpectedly',
  ])('answers "%s", however deeply wrapped, as 503', (message) => {
    // Drizzle wraps a failed query ("Failed query: rollback") with the driver's error as its cause.
    const wrapped = new Error('Failed query: rollback', { cause: new Error(message) });
    const answer = httpError(wrapped);
    expect(answer.status).toBe(503);
    expect(answer.retryAfterSeconds).toBe(OUTAGE_RETRY_AFTER_SECONDS);
  });
});
