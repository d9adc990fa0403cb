import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { WRONG_CREDENTIALS } from '../src/auth/service.ts';
import { sessions } from '../src/db/schema.ts';
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
    expect(await t.sessionUser(first.cookie)).toBeNull();
    expect(await t.sessionUser(secondCookie)).toBe('ravi');
  });

  it('stores only a hash of the session token', async () => {
    const { cookie } = await t.signIn('ravi');
    const token = cookie?.split('=')[1] as string;
    const rows = await t.database.db.select().from(sessions);
    expect(rows.some((row) => row.tokenHash === token)).toBe(false);
  });

  it('sign-out really ends the session on the server', async () => {
    const { cookie } = await t.signIn('ravi');
    expect(await t.sessionUser(cookie)).toBe('ravi');
    const out = await t.call({ method: 'POST', url: '/api/auth/sign-out', cookie });
    expect(out.statusCode).toBe(204);
    expect(String(out.headers['set-cookie'])).toMatch(/pfm_session=;/);
    // Replaying the old cookie does not bring the session back.
    expect(await t.sessionUser(cookie)).toBeNull();
    const after = await t.call({ method: 'GET', url: '/api/profile', cookie });
    expect(after.statusCode).toBe(401);
    expect(after.json().error.message).toBe('Sign in to continue.');
  });

  it('ends a session that has been idle for more than 30 minutes', async () => {
    const { cookie } = await t.signIn('ravi');
    await t.database.db.update(sessions).set({ lastSeenAt: sql`now() - interval '31 minutes'` });
    expect(await t.sessionUser(cookie)).toBeNull();
  });

  it('ends a session past its absolute lifetime even when active', async () => {
    const { cookie } = await t.signIn('ravi');
    await t.database.db.update(sessions).set({ expiresAt: sql`now() - interval '1 second'` });
    expect(await t.sessionUser(cookie)).toBeNull();
  });

  it('guards every API route but the public ones', async () => {
    for (const [method, url] of [
      ['GET', '/api/profile'],
      ['GET', '/api/settings'],
      ['GET', '/api/users'],
      ['GET', '/api/outbox'],
    ] as const) {
      const response = await t.call({ method, url });
      expect(response.statusCode, url).toBe(401);
    }
    expect((await t.call({ method: 'GET', url: '/api/health' })).statusCode).toBe(200);
    // Signed out is an answer, not an error: the app asks this on every start.
    const session = await t.call({ method: 'GET', url: '/api/auth/session' });
    expect(session.statusCode).toBe(200);
    expect(session.json()).toEqual({ user: null });
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
});
