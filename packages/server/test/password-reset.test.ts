import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FORGOT_PASSWORD_ANSWER } from '../src/auth/routes.ts';
import { RESET_LINK_INVALID } from '../src/auth/service.ts';
import { auditLog, outbox, passwordResetTokens, signInThrottle } from '../src/db/schema.ts';
import { startTestApp, type TestApp } from './app.ts';
import { testDatabases } from './databases.ts';

const NEW_PASSWORD = 'layer farm at dawn';

describe.each(testDatabases)('forgot and reset password on $kind', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp(kind);
    await t.addUser('asha', 'Administrator');
    await t.addUser('ravi', 'Staff');
  });
  afterAll(() => t.close());

  let requests = 0;
  /** Asks for a reset link; each from its own client address unless told, as the limits are per address. */
  const forgot = (email: string, headers: Record<string, string> = {}, address?: string) =>
    t.call({
      method: 'POST',
      url: '/api/auth/forgot-password',
      payload: { email },
      headers,
      remoteAddress: address ?? `10.0.0.${++requests}`,
    });
  const reset = (token: string, password = NEW_PASSWORD) =>
    t.call({ method: 'POST', url: '/api/auth/reset-password', payload: { token, password } });

  /** Asks for a reset for ravi and reads the link from the outbox, as an Administrator would. */
  const requestLink = async () => {
    // The limit of mails per account has its own test.
    await t.database.db.delete(signInThrottle);
    await forgot('ravi@example.com');
    const { cookie } = await t.signIn('asha');
    const mails = (await t.call({ method: 'GET', url: '/api/outbox', cookie })).json();
    const link = /https?:\/\/\S+/.exec(mails[0].body)?.[0] as string;
    return new URL(link).searchParams.get('token') as string;
  };

  it('answers the same whether or not the address has an account, and mails only a real one', async () => {
    const unknown = await forgot('nobody@example.com');
    expect(unknown.statusCode).toBe(202);
    expect(unknown.json()).toEqual(FORGOT_PASSWORD_ANSWER);
    expect(await t.database.db.select().from(outbox)).toHaveLength(0);

    const known = await forgot('RAVI@example.com');
    expect(known.statusCode).toBe(202);
    expect(known.json()).toEqual(FORGOT_PASSWORD_ANSWER);
    const [mail] = await t.database.db.select().from(outbox);
    expect(mail?.recipient).toBe('ravi@example.com');
    expect(mail?.body).toMatch(/http:\/\/pfm\.test\/reset-password\?token=[\w-]{43}/);
  });

  it('refuses an address that is not an email, with a message beside the field', async () => {
    const response = await forgot('not-an-email');
    expect(response.statusCode).toBe(400);
    expect(response.json().error.fields.email).toBe('Enter a valid email address.');
  });

  it('sets the new password once, ends the old sessions, and refuses the link a second time', async () => {
    const before = await t.signIn('ravi');
    const token = await requestLink();
    expect((await reset(token)).statusCode).toBe(204);
    expect(await t.sessionUser(before.cookie)).toBeNull();
    expect((await t.signIn('ravi')).response.statusCode).toBe(401);
    expect((await t.signIn('ravi', NEW_PASSWORD)).response.statusCode).toBe(200);

    const again = await reset(token, 'another long passphrase');
    expect(again.statusCode).toBe(400);
    expect(again.json().error.message).toBe(RESET_LINK_INVALID);
    expect((await t.signIn('ravi', NEW_PASSWORD)).response.statusCode).toBe(200);
  });

  it('refuses a link older than 30 minutes', async () => {
    const token = await requestLink();
    await t.database.db
      .update(passwordResetTokens)
      .set({ expiresAt: sql`now() - interval '1 second'` });
    const response = await reset(token, 'a fresh pass phrase');
    expect(response.statusCode).toBe(400);
    expect(response.json().error.message).toBe(RESET_LINK_INVALID);
  });

  it('refuses a made-up token and a short or common password', async () => {
    expect((await reset('made-up-token')).statusCode).toBe(400);
    const token = await requestLink();
    const short = await reset(token, 'short');
    expect(short.json().error.fields.password).toBe('Use at least 8 characters.');
    const common = await reset(token, 'password123');
    expect(common.statusCode).toBe(400);
    expect(common.json().error.fields.password).toBe(
      'This password is too common. Choose one that is harder to guess.',
    );
    // The refused attempts did not use the link up.
    expect((await reset(token, 'a fresh pass phrase')).statusCode).toBe(204);
  });

  it('builds the link from the configured address, never from the Host header', async () => {
    await t.database.db.delete(signInThrottle);
    await t.database.db.delete(outbox);
    const response = await forgot('ravi@example.com', {
      host: 'attacker.example',
      origin: 'http://attacker.example',
      'x-forwarded-host': 'attacker.example',
    });
    expect(response.statusCode).toBe(202);
    const [mail] = await t.database.db.select().from(outbox);
    expect(mail?.body).toMatch(/http:\/\/pfm\.test\/reset-password\?token=/);
    expect(mail?.body).not.toContain('attacker');
  });

  it('ends every outstanding link of the user when one is used, and hides them from the outbox', async () => {
    const first = await requestLink();
    const second = await requestLink();
    const { cookie } = await t.signIn('asha');
    const listed = async () =>
      ((await t.call({ method: 'GET', url: '/api/outbox', cookie })).json() as { body: string }[])
        .map((mail) => mail.body)
        .join('\n');
    expect(await listed()).toContain(first);
    expect(await listed()).toContain(second);
    expect((await reset(second, 'the second pass phrase')).statusCode).toBe(204);
    const older = await reset(first, 'the first pass phrase');
    expect(older.statusCode).toBe(400);
    expect(older.json().error.message).toBe(RESET_LINK_INVALID);
    expect(await listed()).not.toContain(first);
    expect(await listed()).not.toContain(second);
  });

  it('hides a mail whose link has expired', async () => {
    const token = await requestLink();
    await t.database.db
      .update(passwordResetTokens)
      .set({ expiresAt: sql`now() - interval '1 second'` });
    const { cookie } = await t.signIn('asha');
    const mails = (await t.call({ method: 'GET', url: '/api/outbox', cookie })).json() as {
      body: string;
    }[];
    expect(mails.some((mail) => mail.body.includes(token))).toBe(false);
  });

  it('queues at most 3 mails per account in 15 minutes, whoever asks, and answers the same', async () => {
    await t.database.db.delete(signInThrottle);
    await t.database.db.delete(outbox);
    const answers = await Promise.all(Array.from({ length: 12 }, () => forgot('ravi@example.com')));
    expect(answers.map((answer) => answer.statusCode)).toEqual(Array(12).fill(202));
    expect(await t.database.db.select().from(outbox)).toHaveLength(3);
  });

  it('answers 429 with Retry-After after 5 requests from one address in 15 minutes', async () => {
    const statuses: number[] = [];
    let last: Awaited<ReturnType<typeof forgot>> | undefined;
    for (let attempt = 0; attempt < 6; attempt++) {
      last = await forgot('nobody@example.com', {}, '192.0.2.77');
      statuses.push(last.statusCode);
    }
    expect(statuses).toEqual([202, 202, 202, 202, 202, 429]);
    expect(Number(last?.headers['retry-after'])).toBeGreaterThan(0);
    expect(last?.json().error.code).toBe('too_many_requests');
  });

  it('records reset requests and resets in the audit log', async () => {
    const entries = await t.database.db.select().from(auditLog);
    expect(entries.some((entry) => entry.action === 'password-reset-requested')).toBe(true);
    expect(entries.some((entry) => entry.action === 'password-reset')).toBe(true);
    expect(JSON.stringify(entries)).not.toMatch(/token=/);
  });
});
