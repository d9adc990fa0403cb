import { and, eq, like } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { authPolicy } from '../src/auth/policy.ts';
import { WRONG_CREDENTIALS } from '../src/auth/service.ts';
import { auditLog, signInThrottle } from '../src/db/schema.ts';
import { PASSWORD, startTestApp, type TestApp } from './app.ts';
import { testDatabases } from './databases.ts';

describe.each(testDatabases)('sign-in throttling on $kind', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp(kind);
  });
  afterAll(() => t.close());

  const attempt = (username: string, password: string, address: string) =>
    t.call({
      method: 'POST',
      url: '/api/auth/sign-in',
      payload: { username, password },
      remoteAddress: address,
    });

  /** Lets the spacing between attempts on a username pass, as waiting would. */
  const waitOutSpacing = (username: string) =>
    t.database.db
      .update(signInThrottle)
      .set({ nextAttemptAt: null })
      .where(eq(signInThrottle.key, `user:${username}`));

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

  it('records sign-ins and failures in the audit log without the password', async () => {
    const entries = await t.database.db.select().from(auditLog);
    expect(entries.some((entry) => entry.action === 'sign-in')).toBe(true);
    expect(entries.some((entry) => entry.action === 'sign-in-failed')).toBe(true);
    expect(JSON.stringify(entries)).not.toContain(PASSWORD);
    expect(JSON.stringify(entries)).not.toContain('guess 1');
  });
});
