import type { Role } from '@pfm/shared';
import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';
import { type AppOptions, buildApp } from '../src/app.ts';
import { hashPassword } from '../src/auth/passwords.ts';
import type { Database } from '../src/db/database.ts';
import { users } from '../src/db/schema.ts';
import { CSRF_HEADER, CSRF_HEADER_VALUE } from '../src/http/security.ts';
import type { TestDatabase } from './databases.ts';

export const HOST = 'pfm.test';
export const PASSWORD = 'correct horse battery';

export interface TestUser {
  username: string;
  role: Role;
  email: string;
}

/**
 * A started app on a fresh database (or on `options.database`, as a second server process on
 * another app's database), with helpers that act like the browser app.
 */
export async function startTestApp(kind: TestDatabase, options: Partial<AppOptions> = {}) {
  const database: Database = options.database ?? (await kind.create());
  const app: FastifyInstance = await buildApp({
    database,
    publicUrl: `http://${HOST}`,
    // The general limit is tested on its own; the other tests send more than a person would.
    rateLimitPerMinute: 0,
    photoUploadsPer10Minutes: 1000,
    // An answer that would lose a field to its response schema is a failure, not a silent drop.
    strictResponses: true,
    ...options,
  });
  const passwordHash = await hashPassword(PASSWORD);

  const addUser = async (
    username: string,
    role: Role = 'Staff',
    extra: Partial<typeof users.$inferInsert> = {},
  ) => {
    const [row] = await database.db
      .insert(users)
      .values({
        username,
        role,
        firstName: username,
        lastName: 'Tester',
        email: `${username}@example.com`,
        passwordHash,
        ...extra,
      })
      .returning();
    return row as typeof users.$inferSelect;
  };

  /** A request as the app makes it: same origin, CSRF header, optional session cookie. */
  const call = (
    options: InjectOptions & { cookie?: string | undefined },
  ): Promise<LightMyRequestResponse> => {
    const { cookie, headers, ...rest } = options;
    const merged: Record<string, string | undefined> = {
      host: HOST,
      origin: `http://${HOST}`,
      [CSRF_HEADER]: CSRF_HEADER_VALUE,
      ...(cookie && { cookie }),
      ...(headers as Record<string, string | undefined>),
    };
    // A header given as undefined is left out, as a browser that does not send it.
    const sent = Object.fromEntries(
      Object.entries(merged).filter(([, value]) => value !== undefined),
    ) as Record<string, string>;
    return app.inject({ ...rest, headers: sent });
  };

  const sessionCookie = (response: LightMyRequestResponse) => {
    const raw = response.headers['set-cookie'];
    const line = (Array.isArray(raw) ? raw : [raw]).find((value) =>
      value?.startsWith('pfm_session='),
    );
    return line?.split(';')[0];
  };

  const signIn = async (
    username: string,
    password = PASSWORD,
    extra: Record<string, unknown> = {},
  ) => {
    const response = await call({
      method: 'POST',
      url: '/api/auth/sign-in',
      payload: { username, password, ...extra },
    });
    return { response, cookie: sessionCookie(response) };
  };

  /** The username a cookie is signed in as, or null when it is not (any more). */
  const sessionUser = async (cookie: string | undefined): Promise<string | null> => {
    const response = await call({ method: 'GET', url: '/api/auth/session', cookie });
    if (response.statusCode !== 200) throw new Error(`session answered ${response.statusCode}`);
    return (response.json() as { user: { username: string } | null }).user?.username ?? null;
  };

  const close = async () => {
    await app.close();
    if (!options.database) await database.close();
  };

  return { app, database, call, addUser, signIn, sessionCookie, sessionUser, close };
}

export type TestApp = Awaited<ReturnType<typeof startTestApp>>;
