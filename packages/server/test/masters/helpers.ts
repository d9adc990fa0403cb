import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { TestApp } from '../app.ts';

/** Signs in an Administrator and a Staff user on a test app and returns their cookies. */
export async function signInBoth(t: TestApp) {
  await t.addUser('asha', 'Administrator');
  await t.addUser('ravi', 'Staff');
  const admin = (await t.signIn('asha')).cookie as string;
  const staff = (await t.signIn('ravi')).cookie as string;
  return { admin, staff };
}

export interface BadInputOptions {
  /** Collection path, e.g. /api/godowns. */
  path: string;
  /** The path of one existing record, for PUT. */
  recordPath: () => string | Promise<string>;
  /** A body the endpoint accepts. */
  valid: Record<string, unknown>;
  /** A text field of `valid` whose length is limited. */
  textField: string;
  /** A number field of `valid`. */
  numberField?: string;
  /** The Administrator's cookie, read when the tests run. */
  cookie: () => string;
  t: () => TestApp;
  /** Everything that must not change: the collection as the list endpoint returns it. */
  snapshot: () => Promise<unknown>;
}

/**
 * Every kind of bad input the issue names, on create and on update: each gets a 4xx with a clear
 * message and leaves the data exactly as it was.
 */
export function itRefusesBadInput(options: BadInputOptions) {
  const { valid, textField, numberField } = options;
  const jsonCases: [string, unknown, RegExp][] = [
    ['a body that is not an object', [valid], /JSON object/],
    ['a missing field', omit(valid, textField), /attention/],
    ['an unknown field', { ...valid, colour: 'red' }, /Unknown field: colour/],
    ['a text field given a number', { ...valid, [textField]: 42 }, /attention/],
    [
      'a text field of 10,000 characters',
      { ...valid, [textField]: 'x'.repeat(10_000) },
      /attention/,
    ],
    ...(numberField
      ? ([
          ['a number field given text', { ...valid, [numberField]: '12' }, /attention/],
          ['a number field given null', { ...valid, [numberField]: true }, /attention/],
        ] as [string, unknown, RegExp][])
      : []),
  ];

  for (const method of ['POST', 'PUT'] as const) {
    const url = async () => (method === 'POST' ? options.path : options.recordPath());

    it.each(jsonCases)(
      `${method} refuses %s with 400 and changes nothing`,
      async (_, body, message) => {
        const before = await options.snapshot();
        const response = await options
          .t()
          .call({ method, url: await url(), cookie: options.cookie(), payload: body as object });
        expect(response.statusCode).toBe(400);
        expect(response.json().error.message).toMatch(message);
        expect(await options.snapshot()).toEqual(before);
      },
    );

    it(`${method} refuses raw bodies: invalid JSON, __proto__ keys, oversized, not JSON`, async () => {
      const before = await options.snapshot();
      const target = await url();
      const raw = (payload: string, contentType = 'application/json') =>
        options.t().call({
          method,
          url: target,
          cookie: options.cookie(),
          payload,
          headers: { 'content-type': contentType },
        });
      const invalid = await raw('{"name": ');
      expect(invalid.statusCode).toBe(400);
      expect(invalid.json().error.message).toMatch(/JSON/i);

      const proto = await raw(`{"__proto__": {"admin": true}, ${JSON.stringify(valid).slice(1)}`);
      expect(proto.statusCode).toBe(400);
      expect(proto.json().error.message).toMatch(/not valid JSON|forbidden prototype/i);

      const constructorProto = await raw(
        `{"constructor": {"prototype": {"admin": true}}, ${JSON.stringify(valid).slice(1)}`,
      );
      expect(constructorProto.statusCode).toBe(400);

      const huge = await raw(JSON.stringify({ ...valid, [textField]: 'x'.repeat(100_000) }));
      expect(huge.statusCode).toBe(413);
      expect(huge.json().error.message).toMatch(/too large/i);

      const text = await raw('name=x', 'application/x-www-form-urlencoded');
      expect(text.statusCode).toBe(415);
      expect(await options.snapshot()).toEqual(before);
    });
  }
}

export interface StaffOnlyReadOptions {
  /** Collection path, e.g. /api/godowns. */
  path: string;
  /** The path of one existing record, for GET, PUT and DELETE. */
  recordPath: () => string | Promise<string>;
  /** A body the endpoint accepts. */
  valid: Record<string, unknown>;
  /** How many records Staff should see in the list; any number above 0 when not given. */
  total?: number;
  /** The Staff user's cookie, read when the test runs. */
  staff: () => string;
  t: () => TestApp;
  /** Everything that must not change: the collection as the list endpoint returns it. */
  snapshot: () => Promise<unknown>;
}

/**
 * Staff may list and read a record but not add, change or delete one (403, with the message),
 * nobody signed out may read (401), and the refused calls change nothing.
 */
export function itLetsStaffOnlyRead(options: StaffOnlyReadOptions) {
  it('lets Staff read but not add, change or delete (403), and nobody signed out', async () => {
    const t = options.t();
    const staff = options.staff();
    const recordPath = await options.recordPath();
    const list = await t.call({ method: 'GET', url: options.path, cookie: staff });
    expect(list.statusCode).toBe(200);
    if (options.total === undefined) expect(list.json().total).toBeGreaterThan(0);
    else expect(list.json().total).toBe(options.total);
    expect((await t.call({ method: 'GET', url: recordPath, cookie: staff })).statusCode).toBe(200);

    const before = await options.snapshot();
    for (const [method, url] of [
      ['POST', options.path],
      ['PUT', recordPath],
      ['DELETE', recordPath],
    ] as const) {
      const response = await t.call({ method, url, cookie: staff, payload: options.valid });
      expect(response.statusCode, `${method} ${url}`).toBe(403);
      expect(response.json().error.message).toBe('Only an Administrator can do this.');
    }
    expect((await t.call({ method: 'GET', url: options.path })).statusCode).toBe(401);
    expect((await t.call({ method: 'GET', url: recordPath })).statusCode).toBe(401);
    expect(await options.snapshot()).toEqual(before);
  });
}

export interface NotFoundOptions {
  /** The record in words with its article, for the test's name: "a godown", "an item". */
  record: string;
  /**
   * Paths of records that do not exist. The first is a well-formed key nobody has (PUT and DELETE
   * are tried on it too); the rest are keys that cannot be one.
   */
  urls: [string, ...string[]];
  /** The message every 404 carries, e.g. "There is no such godown." */
  message: string;
  /** A body the endpoint accepts, for PUT. */
  valid: Record<string, unknown>;
  /** The Administrator's cookie, read when the test runs. */
  cookie: () => string;
  t: () => TestApp;
}

/** GET, PUT and DELETE of a record that does not exist, or of a key that cannot be one, answer 404. */
export function itAnswers404(options: NotFoundOptions) {
  it(`answers 404 for ${options.record} that does not exist or a key that cannot be one`, async () => {
    const t = options.t();
    const cookie = options.cookie();
    const expectNotFound = (response: Awaited<ReturnType<TestApp['call']>>, what: string) => {
      expect(response.statusCode, what).toBe(404);
      expect(response.json().error.message, what).toBe(options.message);
    };
    for (const url of options.urls) {
      expectNotFound(await t.call({ method: 'GET', url, cookie }), url);
    }
    const [missing] = options.urls;
    expectNotFound(
      await t.call({ method: 'PUT', url: missing, cookie, payload: options.valid }),
      `PUT ${missing}`,
    );
    expectNotFound(await t.call({ method: 'DELETE', url: missing, cookie }), `DELETE ${missing}`);
  });
}

const omit = (record: Record<string, unknown>, key: string) =>
  Object.fromEntries(Object.entries(record).filter(([name]) => name !== key));

/** A run count that keeps property tests quick on the embedded database. */
export const propertyRuns = { numRuns: 25 };

/** Printable text without leading/trailing spaces (the schemas trim), 1 to `max` characters. */
export const cleanText = (max: number) =>
  fc
    .string({ minLength: 1, maxLength: max, unit: 'grapheme-ascii' })
    .map((text) => text.trim())
    .filter((text) => text.length > 0);

/** A valid Indian mobile number's 10 digits. */
export const mobileArb = fc
  .tuple(fc.constantFrom('6', '7', '8', '9'), fc.stringMatching(/^\d{9}$/))
  .map(([first, rest]) => `${first}${rest}`);

export interface MasterGuardOptions {
  /** Collection path, e.g. /api/godowns. */
  path: string;
  /** The path of one existing record (Staff reads it; PUT and bad input use it). */
  recordPath: () => string | Promise<string>;
  /** A body the endpoints accept. */
  valid: Record<string, unknown>;
  /** The record in words with its article, e.g. "a godown". */
  record: string;
  /** A well-formed key nobody has first, then keys that cannot be one (see `itAnswers404`). */
  missing: [string, ...string[]];
  /** The message of every 404, e.g. "There is no such godown." */
  message: string;
  /** A length-limited text field and, optionally, a number field of `valid`. */
  textField: string;
  numberField?: string;
  /** How many records Staff should see in the list; any number above 0 when not given. */
  total?: number;
  admin: () => string;
  staff: () => string;
  t: () => TestApp;
  /** Everything that must not change: the collection as the list endpoint returns it. */
  snapshot: () => Promise<unknown>;
}

/**
 * What every master's endpoints owe a caller: 404 for what does not exist, read-only for Staff,
 * and every kind of bad input refused with nothing changed.
 */
export function itGuardsTheMaster(options: MasterGuardOptions) {
  const { path, recordPath, valid, t, snapshot } = options;
  itAnswers404({
    record: options.record,
    urls: options.missing,
    message: options.message,
    valid,
    cookie: options.admin,
    t,
  });
  itLetsStaffOnlyRead({
    path,
    recordPath,
    valid,
    ...(options.total !== undefined && { total: options.total }),
    staff: options.staff,
    t,
    snapshot,
  });
  describe('bad input', () => {
    itRefusesBadInput({
      path,
      recordPath,
      valid,
      textField: options.textField,
      ...(options.numberField !== undefined && { numberField: options.numberField }),
      cookie: options.admin,
      t,
      snapshot,
    });
  });
}

/**
 * The property every create/update endpoint must keep: any `invalid` body (one the shared schema
 * refuses) is answered 400 on POST and on PUT, and the data is exactly as before.
 */
export async function expectInvalidRefused(options: {
  t: TestApp;
  cookie: string;
  invalid: fc.Arbitrary<unknown>;
  /** True when the body is one the endpoint should accept (those are skipped). */
  isValid: (input: unknown) => boolean;
  createPath: string;
  updatePath: string;
  snapshot: () => Promise<unknown>;
}) {
  const before = await options.snapshot();
  await fc.assert(
    fc.asyncProperty(options.invalid, fc.boolean(), async (input, update) => {
      fc.pre(!options.isValid(input));
      const response = await options.t.call({
        method: update ? 'PUT' : 'POST',
        url: update ? options.updatePath : options.createPath,
        cookie: options.cookie,
        payload: input as object,
      });
      expect(response.statusCode).toBe(400);
    }),
    propertyRuns,
  );
  expect(await options.snapshot()).toEqual(before);
}
