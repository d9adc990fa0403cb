import fc from 'fast-check';
import { afterAll, beforeAll, expect } from 'vitest';
import { seedSampleData } from '../../src/seed/seed.ts';
import { startTestApp, type TestApp } from '../app.ts';
import type { TestDatabase } from '../databases.ts';
import { expectInvalidRefused, propertyRuns, signInBoth } from './helpers.ts';

/** A page of a master's list, as its list endpoint answers it. */
export interface Page<Row> {
  rows: Row[];
  total: number;
  page: number;
  size: number;
}

/**
 * One master's test app: the sample data seeded, an Administrator and a Staff user signed in, and
 * the calls its tests make, all on `path` (e.g. /api/godowns). Call it inside the file's describe;
 * `before`/`after` run around the app (e.g. to set and reset the clock).
 */
export function useMaster<Row>(
  kind: TestDatabase,
  path: string,
  around: { before?: () => void; after?: () => void } = {},
) {
  let app: TestApp | undefined;
  let admin = '';
  let staff = '';
  beforeAll(async () => {
    around.before?.();
    app = await startTestApp(kind);
    await seedSampleData(app.database.db);
    ({ admin, staff } = await signInBoth(app));
  });
  afterAll(async () => {
    await app?.close();
    around.after?.();
  });
  const t = () => {
    if (!app) throw new Error('The test app has not started yet.');
    return app;
  };

  const list = async (query = '', cookie = admin) => {
    const response = await t().call({ method: 'GET', url: `${path}${query}`, cookie });
    expect(response.statusCode).toBe(200);
    return response.json() as Page<Row>;
  };
  const everything = async () => (await list('?size=100')).rows;
  const send = (method: 'POST' | 'PUT', url: string, payload: object) =>
    t().call({ method, url, cookie: admin, payload });

  return {
    get t() {
      return t();
    },
    get admin() {
      return admin;
    },
    get staff() {
      return staff;
    },
    list,
    everything,
    /** The codes of the rows a list query answers, in order. */
    codes: async (query: string) =>
      (await list(query)).rows.map((row) => (row as { code: string }).code),
    send,
    create: (payload: object) => send('POST', path, payload),
    put: (key: string | number, payload: object) => send('PUT', `${path}/${key}`, payload),
    read: (key: string | number, cookie = admin) =>
      t().call({ method: 'GET', url: `${path}/${key}`, cookie }),
    remove: (key: string | number) =>
      t().call({ method: 'DELETE', url: `${path}/${key}`, cookie: admin }),
    /**
     * Any `valid` body is stored, on create and on update of the record `updateKey`, as
     * `expectStored` says, and reads back as it was answered. A body that meets another record's
     * unique value (409) proves nothing either way and is passed over.
     */
    expectAnyValidStored: <Input extends object>(
      valid: fc.Arbitrary<Input>,
      updateKey: string,
      expectStored: (row: Row & { code: string }, input: Input, update: boolean) => void,
    ) =>
      fc.assert(
        fc.asyncProperty(valid, fc.boolean(), async (input, update) => {
          const response = await send(
            update ? 'PUT' : 'POST',
            update ? `${path}/${updateKey}` : path,
            input,
          );
          if (response.statusCode === 409) return;
          expect(response.statusCode).toBe(update ? 200 : 201);
          const row = response.json() as Row & { code: string };
          expectStored(row, input, update);
          const read = await t().call({ method: 'GET', url: `${path}/${row.code}`, cookie: admin });
          expect(read.json()).toEqual(row);
        }),
        propertyRuns,
      ),
    /** Any `invalid` body is refused on create and on update of `updatePath`; nothing changes. */
    expectInvalidRefused: (options: {
      invalid: fc.Arbitrary<unknown>;
      isValid: (input: unknown) => boolean;
      updatePath: string;
    }) =>
      expectInvalidRefused({
        ...options,
        t: t(),
        cookie: admin,
        createPath: path,
        snapshot: everything,
      }),
  };
}
