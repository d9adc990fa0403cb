import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { RESET_LINK_INVALID } from '../src/auth/service.ts';
import { outbox, passwordResetTokens } from '../src/db/schema.ts';
import { FORGOT_PASSWORD_ANSWER } from '../src/http/routes/auth.ts';
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

  const forgot = (email: string) =>
    t.call({ method: 'POST', url: '/api/auth/forgot-password', payload: { email } });
  const reset = (token: string, password = NEW_PASSWORD) =>
    t.call({ method: 'POST', url: '/api/auth/reset-password', payload: { token, password } });

  /** Asks for a reset for ravi and reads the link from the outbox, as an Administrator would. */
  const requestLink = async () => {
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
    expect(
      (await t.call({ method: 'GET', url: '/api/auth/session', cookie: before.cookie })).statusCode,
    ).toBe(401);
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
});
