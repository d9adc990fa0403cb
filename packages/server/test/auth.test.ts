import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { WRONG_CREDENTIALS } from '../src/auth/service.ts';
import { sessions, signInThrottle } from '../src/db/schema.ts';
import { PASSWORD, startTestApp, type TestApp } from './app.ts';
import { testDatabases } from './databases.ts';

describe.each(testDatabases)('sign-in and sessions on $kind', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp(kind);
    await t.addUser('asha', 'Administrator');
    await t.addUser('ravi', 'Staff');
    await t.addUser('gone', 'Staff', { disabledAt: new Date() });
  });
  afterAll(() => t.close());

  it('signs in with the right password and sets an HttpOnly, SameSite=Lax session cookie', async () => {
    const { response } = await t.signIn('asha');
    expect(response.statusCode).toBe(200);
    expect(response.json().user).toMatchObject({
      username: 'asha',
      role: 'Administrator',
      totpEnabled: false,
    });
    expect(response.json().user).not.toHaveProperty('passwordHash');
    const cookie = String(response.headers['set-cookie']);
    expect(cookie).toMatch(/^pfm_session=[\w-]{43};/);
    expect(cookie).toContain('HttpOnly');
    expect(cookie).toContain('SameSite=Lax');
    expect(cookie).not.toContain('Secure');
  });

  it('accepts the username in any letter case', async () => {
    expect((await t.signIn('ASHA')).response.statusCode).toBe(200);
  });

  it('gives one message for a wrong password, an unknown user and a disabled user', async () => {
    for (const [username, password] of [
      ['ravi', 'not the password'],
      ['nobody', PASSWORD],
      ['gone', PASSWORD],
    ] as const) {
      const { response, cookie } = await t.signIn(username, password);
      expect(response.statusCode).toBe(401);
      expect(response.json()).toEqual({
        error: { code: 'unauthenticated', message: WRONG_CREDENTIALS },
      });
      expect(cookie).toBeUndefined();
    }
  });

  it('refuses a malformed sign-in with field messages', async () => {
    const response = await t.call({
      method: 'POST',
      url: '/api/auth/sign-in',
      payload: { username: '', password: '' },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().error.fields).toEqual({
      username: 'Enter your username.',
      password: 'Enter your password.',
    });
  });

  it('issues a new session id at every sign-in and ends the previous one when signing in again', async () => {
    const first = await t.signIn('ravi');
    const second = await t.call({
      method: 'POST',
      url: '/api/auth/sign-in',
      cookie: first.cookie,
      payload: { username: 'ravi', password: PASSWORD },
    });
    const secondCookie = t.sessionCookie(second);
    expect(secondCookie).toBeDefined();
    expect(secondCookie).not.toBe(first.cookie);
    expect(
      (await t.call({ method: 'GET', url: '/api/auth/session', cookie: first.cookie })).statusCode,
    ).toBe(401);
    expect(
      (await t.call({ method: 'GET', url: '/api/auth/session', cookie: secondCookie })).statusCode,
    ).toBe(200);
  });

  it('stores only a hash of the session token', async () => {
    const { cookie } = await t.signIn('ravi');
    const token = cookie?.split('=')[1] as string;
    const rows = await t.database.db.select().from(sessions);
    expect(rows.some((row) => row.tokenHash === token)).toBe(false);
  });

  it('sign-out really ends the session on the server', async () => {
    const { cookie } = await t.signIn('ravi');
    expect(
      (await t.call({ method: 'GET', url: '/api/auth/session', cookie })).json().user.username,
    ).toBe('ravi');
    const out = await t.call({ method: 'POST', url: '/api/auth/sign-out', cookie });
    expect(out.statusCode).toBe(204);
    expect(String(out.headers['set-cookie'])).toMatch(/pfm_session=;/);
    // Replaying the old cookie does not bring the session back.
    const after = await t.call({ method: 'GET', url: '/api/auth/session', cookie });
    expect(after.statusCode).toBe(401);
    expect(after.json().error.message).toBe('Sign in to continue.');
  });

  it('ends a session that has been idle for more than 30 minutes', async () => {
    const { cookie } = await t.signIn('ravi');
    await t.database.db.update(sessions).set({ lastSeenAt: sql`now() - interval '31 minutes'` });
    expect((await t.call({ method: 'GET', url: '/api/auth/session', cookie })).statusCode).toBe(
      401,
    );
  });

  it('ends a session past its absolute lifetime even when active', async () => {
    const { cookie } = await t.signIn('ravi');
    await t.database.db.update(sessions).set({ expiresAt: sql`now() - interval '1 second'` });
    expect((await t.call({ method: 'GET', url: '/api/auth/session', cookie })).statusCode).toBe(
      401,
    );
  });

  it('guards every API route but the public ones', async () => {
    for (const [method, url] of [
      ['GET', '/api/auth/session'],
      ['GET', '/api/profile'],
      ['GET', '/api/settings'],
      ['GET', '/api/users'],
      ['GET', '/api/outbox'],
    ] as const) {
      const response = await t.call({ method, url });
      expect(response.statusCode, url).toBe(401);
    }
    expect((await t.call({ method: 'GET', url: '/api/health' })).statusCode).toBe(200);
  });

  it('refuses state-changing requests without the CSRF header or from another origin', async () => {
    const payload = { username: 'asha', password: PASSWORD };
    const noHeader = await t.call({
      method: 'POST',
      url: '/api/auth/sign-in',
      payload,
      headers: { 'x-requested-with': '' },
    });
    expect(noHeader.statusCode).toBe(403);
    expect(noHeader.json().error.message).toBe(
      'This request was refused because it did not come from this application.',
    );
    const otherOrigin = await t.call({
      method: 'POST',
      url: '/api/auth/sign-in',
      payload,
      headers: { origin: 'https://evil.example' },
    });
    expect(otherOrigin.statusCode).toBe(403);
    const crossSite = await t.call({
      method: 'POST',
      url: '/api/auth/sign-in',
      payload,
      headers: { origin: undefined, 'sec-fetch-site': 'cross-site' } as unknown as Record<
        string,
        string
      >,
    });
    expect(crossSite.statusCode).toBe(403);
  });

  it('sends security headers, and no-store on API answers', async () => {
    const response = await t.call({ method: 'GET', url: '/api/health' });
    const csp = String(response.headers['content-security-policy']);
    expect(csp).toContain("object-src 'none'");
    expect(csp).toContain("base-uri 'none'");
    expect(csp).toContain("frame-ancestors 'none'");
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
    expect(response.headers['cache-control']).toBe('no-store');
  });

  describe('throttling', () => {
    it('locks a username for 15 minutes after 10 failures, even for the right password', async () => {
      await t.addUser('meera');
      for (let attempt = 1; attempt <= 10; attempt++) {
        const { response } = await t.signIn('meera', `wrong ${attempt}`);
        expect(response.statusCode, `attempt ${attempt}`).toBe(401);
      }
      const locked = await t.signIn('meera');
      expect(locked.response.statusCode).toBe(429);
      expect(locked.response.json().error.message).toBe(
        'Too many failed sign-in attempts. Try again in 15 minutes.',
      );
      expect(locked.cookie).toBeUndefined();
      // Another user from the same address is not locked by meera's failures alone.
      expect((await t.signIn('asha')).response.statusCode).toBe(200);
    });

    it('lets the username in again once the lock has passed', async () => {
      await t.database.db
        .update(signInThrottle)
        .set({ lockedUntil: sql`now() - interval '1 second'` })
        .where(eq(signInThrottle.key, 'user:meera'));
      expect((await t.signIn('meera')).response.statusCode).toBe(200);
    });
  });
});
