import { and, eq, like, or } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { issueDeviceToken, trustedDevice } from '../src/auth/devices.ts';
import { hashPassword } from '../src/auth/passwords.ts';
import { authPolicy } from '../src/auth/policy.ts';
import { WRONG_CREDENTIALS } from '../src/auth/service.ts';
import { auditLog, signInThrottle, users } from '../src/db/schema.ts';
import { DEVICE_COOKIE } from '../src/http/session.ts';
import { PASSWORD, startTestApp, type TestApp } from './app.ts';
import { testDatabases } from './databases.ts';

describe.each(testDatabases)('sign-in throttling on $kind', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp(kind);
  });
  afterAll(() => t.close());

  const attempt = (username: string, password: string, address: string, device?: string) =>
    t.call({
      method: 'POST',
      url: '/api/auth/sign-in',
      payload: { username, password },
      remoteAddress: address,
      cookie: device && `${DEVICE_COOKIE}=${device}`,
    });

  /** The device cookie a sign-in answer sets: its value and attributes. */
  const deviceCookieOf = (response: LightMyRequestResponse) => {
    const raw = response.headers['set-cookie'];
    const line = (Array.isArray(raw) ? raw : [raw]).find((value) =>
      value?.startsWith(`${DEVICE_COOKIE}=`),
    );
    return { line, value: line?.split(';')[0]?.slice(DEVICE_COOKIE.length + 1) };
  };

  /** Three failures from a guesser, and the username then spaced out for long (as hours of it would). */
  const spaceOut = async (username: string) => {
    for (let failure = 1; failure <= authPolicy.slowAfterFailures; failure++) {
      await waitOutSpacing(username);
      expect((await attempt(username, `guess ${failure}`, '10.6.9.9')).statusCode).toBe(401);
    }
    await t.database.db
      .update(signInThrottle)
      .set({ nextAttemptAt: new Date(Date.now() + 60 * 60_000) })
      .where(eq(signInThrottle.key, `user:${username}`));
  };

  /** Lets the spacing between attempts on a username, and the turns given, pass, as waiting would. */
  const waitOutSpacing = (username: string) =>
    t.database.db
      .update(signInThrottle)
      .set({ nextAttemptAt: null })
      .where(
        or(
          eq(signInThrottle.key, `user:${username}`),
          like(signInThrottle.key, `pair:${username}|%`),
        ),
      );

  it('spaces out attempts on a username from the 3rd failure, without checking the password', async () => {
    await t.addUser('kiran');
    expect((await attempt('kiran', 'wrong 1', '10.1.0.1')).statusCode).toBe(401);
    expect((await attempt('kiran', 'wrong 2', '10.1.0.1')).statusCode).toBe(401);
    expect((await attempt('kiran', 'wrong 3', '10.1.0.1')).statusCode).toBe(401);
    // Straight after the 3rd failure even the right password waits its turn.
    const spaced = await attempt('kiran', PASSWORD, '10.1.0.2');
    expect(spaced.statusCode).toBe(429);
    expect(spaced.json().error.message).toBe(
      'Too many failed sign-in attempts for this account. Try again in 1 second.',
    );
    expect(spaced.headers['retry-after']).toBe('1');
    await waitOutSpacing('kiran');
    expect((await attempt('kiran', PASSWORD, '10.1.0.2')).statusCode).toBe(200);
  });

  it('locks one username from one address after 10 failures, and not the rightful user elsewhere', async () => {
    await t.addUser('meera');
    for (let failure = 1; failure <= authPolicy.lockPairAfter; failure++) {
      await waitOutSpacing('meera');
      const response = await attempt('meera', `wrong ${failure}`, '10.2.0.66');
      expect(response.statusCode, `failure ${failure}`).toBe(401);
      expect(response.json().error.message).toBe(WRONG_CREDENTIALS);
    }
    await waitOutSpacing('meera');
    const locked = await attempt('meera', PASSWORD, '10.2.0.66');
    expect(locked.statusCode).toBe(429);
    expect(locked.json().error.message).toBe(
      'Too many failed sign-in attempts. Try again in 15 minutes.',
    );
    expect(Number(locked.headers['retry-after'])).toBeGreaterThan(14 * 60);
    // The guesser cannot shut meera out: from her own address she gets in once the spacing passes.
    await waitOutSpacing('meera');
    expect((await attempt('meera', PASSWORD, '10.2.0.5')).statusCode).toBe(200);
    // The guesser's own lock stays.
    expect((await attempt('meera', PASSWORD, '10.2.0.66')).statusCode).toBe(429);
    const lockouts = await t.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'locked-out'), like(auditLog.summary, '%meera%')));
    expect(lockouts).toHaveLength(1);
  });

  it('lets the pair in again once its lock has passed', async () => {
    await t.database.db
      .update(signInThrottle)
      .set({ lockedUntil: new Date(Date.now() - 1000), nextAttemptAt: null })
      .where(like(signInThrottle.key, '%meera%'));
    expect((await attempt('meera', PASSWORD, '10.2.0.66')).statusCode).toBe(200);
  });

  it('checks at most 10 passwords of 60 parallel attempts (59 wrong, 1 right) from one address', async () => {
    await t.addUser('sunil');
    const passwords = Array.from({ length: 60 }, (_, index) =>
      index === 30 ? PASSWORD : `guess ${index}`,
    );
    const responses = await Promise.all(
      passwords.map((password) => attempt('sunil', password, '10.3.0.9')),
    );
    const statuses = responses.map((response) => response.statusCode);
    const checked = statuses.filter((status) => status === 200 || status === 401).length;
    expect(checked).toBeGreaterThan(0);
    expect(checked).toBeLessThanOrEqual(authPolicy.lockPairAfter);
    expect(statuses.filter((status) => status === 429)).toHaveLength(60 - checked);
    const failures = await t.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'sign-in-failed'), like(auditLog.summary, '%sunil%')));
    expect(failures.length).toBe(statuses.filter((status) => status === 401).length);
  });

  it('locks an address that tries many usernames after 30 attempts', async () => {
    for (let index = 0; index < authPolicy.lockAddressAfter; index++) {
      expect((await attempt(`nobody${index}`, 'guess', '10.4.0.1')).statusCode).toBe(401);
    }
    const locked = await attempt('kiran', PASSWORD, '10.4.0.1');
    expect(locked.statusCode).toBe(429);
  });

  it('never locks an office whose people sign in successfully from one address', async () => {
    await t.addUser('office');
    for (let index = 0; index < authPolicy.lockAddressAfter + 5; index++) {
      expect((await attempt('office', PASSWORD, '10.5.0.1')).statusCode, `${index}`).toBe(200);
    }
  });

  it('gives the browser a device cookie at sign-in, and with it lets the user in at once while her username is spaced out', async () => {
    await t.addUser('nila');
    const first = await attempt('nila', PASSWORD, '10.6.0.1');
    expect(first.statusCode).toBe(200);
    const cookie = deviceCookieOf(first);
    expect(cookie.line).toContain('HttpOnly');
    expect(cookie.line).toContain('SameSite=Strict');
    expect(cookie.line).toContain('Path=/');
    expect(cookie.line).toContain(`Max-Age=${authPolicy.deviceTrustMs / 1000}`);
    expect(cookie.line).not.toContain('Secure');

    await spaceOut('nila');
    const elsewhere = await attempt('nila', PASSWORD, '10.6.0.2');
    expect(elsewhere.statusCode).toBe(429);
    expect(elsewhere.json().error.message).toBe(
      'Too many failed sign-in attempts for this account. Try again in 60 minutes.',
    );
    const usual = await attempt('nila', PASSWORD, '10.6.0.3', cookie.value);
    expect(usual.statusCode).toBe(200);
    // Each sign-in gives the browser a new device cookie.
    expect(deviceCookieOf(usual).value).toMatch(/\S/);
    expect(deviceCookieOf(usual).value).not.toBe(cookie.value);
  });

  it("counts a trusted device's wrong passwords on that device alone: after 10 it waits, other browsers do not", async () => {
    await t.addUser('omar');
    const device = deviceCookieOf(await attempt('omar', PASSWORD, '10.7.0.1')).value;
    for (let failure = 1; failure <= authPolicy.deviceAttemptsPerWindow; failure++) {
      const wrong = await attempt('omar', `wrong ${failure}`, '10.7.0.1', device);
      expect(wrong.statusCode, `failure ${failure}`).toBe(401);
    }
    const locked = await attempt('omar', PASSWORD, '10.7.0.1', device);
    expect(locked.statusCode).toBe(429);
    expect(locked.json().error.message).toBe(
      'Too many failed sign-in attempts. Try again in 15 minutes.',
    );
    const lockouts = await t.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'locked-out'), like(auditLog.summary, '%omar%')));
    expect(lockouts.map((entry) => entry.summary)).toEqual([
      'Sign-in for omar from a trusted device at 10.7.0.1 locked for up to 15 minutes',
    ]);
    // The device's failures did not space the username out: another browser goes straight in.
    expect((await attempt('omar', PASSWORD, '10.7.0.2')).statusCode).toBe(200);
  });

  it('ignores a device cookie of another user, a tampered one, and every one from before a password change', async () => {
    await t.addUser('priya');
    const priyas = deviceCookieOf(await attempt('priya', PASSWORD, '10.8.0.1')).value as string;
    const omars = deviceCookieOf(await attempt('omar', PASSWORD, '10.8.0.2')).value as string;
    await spaceOut('priya');
    const tampered = `${priyas.slice(0, -1)}${priyas.endsWith('A') ? 'B' : 'A'}`;
    for (const device of [omars, tampered]) {
      expect((await attempt('priya', PASSWORD, '10.8.0.1', device)).statusCode).toBe(429);
    }
    const newPassword = 'a brand new passphrase';
    await t.database.db
      .update(users)
      .set({ passwordHash: await hashPassword(newPassword) })
      .where(eq(users.username, 'priya'));
    expect((await attempt('priya', newPassword, '10.8.0.1', priyas)).statusCode).toBe(429);
  });

  it('records sign-ins and failures in the audit log without the password', async () => {
    const entries = await t.database.db.select().from(auditLog);
    expect(entries.some((entry) => entry.action === 'sign-in')).toBe(true);
    expect(entries.some((entry) => entry.action === 'sign-in-failed')).toBe(true);
    expect(JSON.stringify(entries)).not.toContain(PASSWORD);
    expect(JSON.stringify(entries)).not.toContain('guess 1');
  });
});

describe('device cookies', () => {
  const user = { id: 7, passwordHash: 'scrypt$32768$8$3$c2FsdA$aGFzaA' };
  const day = 24 * 60 * 60_000;
  const now = new Date('2026-11-24T04:30:00Z');
  const issuedDaysAgo = (days: number) =>
    issueDeviceToken(user, new Date(now.getTime() - days * day));

  it('trusts a device for 30 days from its sign-in, for its own user only', () => {
    expect(trustedDevice(user, issuedDaysAgo(29), now)).toMatch(/^[\w-]{22}$/);
    expect(trustedDevice(user, issuedDaysAgo(31), now)).toBeUndefined();
    expect(trustedDevice({ ...user, id: 8 }, issuedDaysAgo(1), now)).toBeUndefined();
    expect(trustedDevice(undefined, issuedDaysAgo(1), now)).toBeUndefined();
    expect(trustedDevice(user, 'not.a.device.cookie', now)).toBeUndefined();
    expect(trustedDevice(user, `${issuedDaysAgo(1)}.extra`, now)).toBeUndefined();
  });
});
