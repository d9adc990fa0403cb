import { Writable } from 'node:stream';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { currentTotp } from '../src/auth/totp.ts';
import { outbox, users } from '../src/db/schema.ts';
import { createLogger, redactUrl } from '../src/logging.ts';
import { PASSWORD, startTestApp, type TestApp } from './app.ts';
import { testDatabases } from './databases.ts';

/** A logger that keeps every line it writes. */
const capturingLogger = () => {
  const lines: string[] = [];
  const stream = new Writable({
    write(chunk, _encoding, done) {
      lines.push(String(chunk));
      done();
    },
  });
  return { logger: createLogger('debug', stream), text: () => lines.join('') };
};

describe.each(testDatabases)('what the log never holds, on $kind', (kind) => {
  let t: TestApp;
  const captured = capturingLogger();
  const secrets: string[] = [];

  beforeAll(async () => {
    t = await startTestApp(kind, { logger: captured.logger });
    await t.addUser('asha', 'Administrator');
  });
  afterAll(() => t.close());

  it('runs the auth flows and a failing query with their secrets', async () => {
    // Sign-in: a wrong password, then the right one; the cookie comes back on later requests.
    await t.signIn('asha', 'wrong horse battery');
    secrets.push('wrong horse battery', PASSWORD);
    const { cookie } = await t.signIn('asha');
    secrets.push((cookie as string).split('=')[1] as string);
    await t.call({ method: 'GET', url: '/api/profile', cookie });

    // A reset link: asked for, opened (the page request carries the token), used.
    await t.call({
      method: 'POST',
      url: '/api/auth/forgot-password',
      payload: { email: 'asha@example.com' },
    });
    const [mail] = await t.database.db.select().from(outbox);
    const token = /token=([\w-]+)/.exec(mail?.body ?? '')?.[1] as string;
    secrets.push(token);
    await t.call({ method: 'GET', url: `/reset-password?token=${token}` });
    await t.call({ method: 'GET', url: `/api/nothing?token=${token}&page=2` });
    await t.call({
      method: 'POST',
      url: '/api/auth/reset-password',
      payload: { token, password: 'a brand new passphrase' },
    });
    secrets.push('a brand new passphrase');

    // Two-factor: the secret and a code.
    const { cookie: again } = await t.signIn('asha', 'a brand new passphrase');
    const enrol = await t.call({ method: 'POST', url: '/api/profile/totp', cookie: again });
    const secret = enrol.json().secret as string;
    const code = currentTotp(secret, new Date());
    secrets.push(secret, code);
    await t.call({
      method: 'POST',
      url: '/api/profile/totp/confirm',
      cookie: again,
      payload: { code },
    });

    // A database error whose parameters hold a password hash.
    const [row] = await t.database.db.select().from(users);
    const hash = row?.passwordHash as string;
    secrets.push(hash);
    const failure = await t.database.db.execute(sql`select ${hash}::integer`).then(
      () => undefined,
      (error: unknown) => error,
    );
    captured.logger.error({ err: failure }, 'request failed');

    const log = captured.text();
    expect(log).toContain('request failed');
    expect(log).toContain('incoming request');
    for (const secret of secrets) expect(log).not.toContain(secret);
    expect(log).toContain('token=[redacted]');
    expect(log).toContain('page=2');
  });

  it('cuts secrets out of a URL but keeps the rest', () => {
    expect(redactUrl('/reset-password?token=abc&tab=x')).toBe(
      '/reset-password?token=[redacted]&tab=x',
    );
    expect(redactUrl('/api/farmers?q=ramesh')).toBe('/api/farmers?q=ramesh');
    expect(redactUrl('/x?%74oken=abc')).toBe('/x?%74oken=[redacted]');
  });
});
