// Over 400 lines: one generator of hostile input for each field type, over every write and list route.
/**
 * A property-based HTTP fuzz test over every write route and every list route: random bodies
 * (wrong types, huge and control-character strings, lone UTF-16 surrogates and C1 controls inside
 * text, deep nesting, `__proto__`, 1e309, -0, NaN as text, broken JSON), random query strings and
 * random headers. Whatever arrives, the API never
 * answers 5xx, never shows a stack trace or SQL, and a refused write changes no row.
 *
 * FUZZ_RUNS sets the cases per route on the embedded database (50 in `npm test`, a new seed each run; `npm run fuzz -w
 * @pfm/server` runs more). PostgreSQL — the same engine, reached over the network — gets FUZZ_PG_RUNS
 * (30 in `npm test`, the fuzz script runs as many as on the embedded one): what only a server database
 * can get wrong (encodings, numeric limits, the pool) shows in fewer cases, and the suite must stay
 * inside its time budget. FUZZ_SEED replays a run — fast-check prints the seed and the failing case
 * when a property fails.
 */
import { defaultSettings } from '@pfm/shared';
import { sql } from 'drizzle-orm';
import fc from 'fast-check';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app.ts';
import type { Database } from '../src/db/database.ts';
import type { RouteEntry } from '../src/http/access.ts';
import { CSRF_HEADER, CSRF_HEADER_VALUE } from '../src/http/security.ts';
import { seedSampleData } from '../src/seed/seed.ts';
import { HOST, PASSWORD, startTestApp, type TestApp } from './app.ts';
import { testDatabases } from './databases.ts';

const RUNS = Number(process.env.FUZZ_RUNS ?? 50);
const PG_RUNS = Number(process.env.FUZZ_PG_RUNS ?? 30);
const runsOn = (kind: { kind: string }) => (kind.kind === 'postgres' ? PG_RUNS : RUNS);
const SEED = Number(process.env.FUZZ_SEED ?? Math.floor(Math.random() * 2 ** 31));

/** The route table, read from an app that is built but never serves (routes only keep `db`). */
async function apiRoutes(): Promise<RouteEntry[]> {
  const app = await buildApp({ database: { db: {} } as unknown as Database });
  await app.ready();
  const routes = [...app.routeTable];
  await app.close();
  return routes;
}

const WRITE = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);
const allRoutes = await apiRoutes();
/** Every write route, and every GET that takes a query string (lists, searches, look-ups). */
const fuzzedRoutes = allRoutes.filter(
  (route) => WRITE.has(route.method) || (route.method === 'GET' && !route.url.includes(':')),
);

/** A body each route accepts, so mutations of it reach past the first check. */
const examples: Record<string, unknown> = {
  '/api/auth/sign-in': { username: 'fuzz', password: 'not the password' },
  '/api/auth/forgot-password': { email: 'nobody@example.com' },
  '/api/auth/reset-password': { token: 'made-up', password: 'a fresh pass phrase' },
  '/api/profile': { firstName: 'Asha', lastName: 'Das', email: 'asha@example.com', phone: '' },
  '/api/profile/password': { currentPassword: 'wrong one', newPassword: 'another pass phrase' },
  '/api/profile/totp/confirm': { code: '123456' },
  '/api/profile/language': { language: 'or' },
  '/api/users': {
    username: 'fuzzed',
    firstName: 'F',
    lastName: 'Z',
    email: 'fuzzed@example.com',
    phone: '',
    role: 'Staff',
    password: 'a fuzzed pass phrase',
  },
  '/api/users/:id': { role: 'Staff' },
  '/api/settings': defaultSettings,
  '/api/godowns': { name: 'Fuzz Godown', location: 'Cuttack', capacityKg: 1000, status: 'active' },
  '/api/farmers': {
    name: 'Fuzz Farmer',
    phone: '9876543210',
    email: '',
    address: 'Village Road',
    city: 'Cuttack',
    state: 'odisha',
    pincode: '751001',
    bankName: 'SBI',
    accountNumber: '123456789012',
    ifscCode: 'SBIN0001234',
    status: 'active',
  },
  '/api/farms': {
    name: 'Fuzz Farm',
    farmerCode: 'F001',
    location: 'Cuttack',
    capacityBirds: 5000,
    areaSqFt: null,
    status: 'active',
  },
  '/api/items': {
    name: 'Fuzz Feed',
    category: 'feed',
    unit: 'kg',
    description: '',
    reorderLevel: 0,
    status: 'active',
  },
  '/api/suppliers': {
    name: 'Fuzz Supplies',
    contact: '9876543210',
    email: '',
    address: 'Market Road',
    gstin: '',
    type: 'Feed',
  },
  '/api/traders': {
    name: 'Fuzz Traders',
    contact: '9876543210',
    email: '',
    address: 'Market Road',
    gstin: '',
  },
  '/api/bank-accounts': {
    bankName: 'SBI',
    branch: 'Cuttack',
    accountNumber: '123456789012',
    ifscCode: 'SBIN0001234',
    accountType: '',
    status: 'active',
  },
  '/api/growth-standards': {
    week: 9,
    targetWeightG: 2500,
    minWeightG: 2400,
    maxWeightG: 2600,
    expectedMortalityPct: 0.5,
  },
  '/api/feed-standards': { week: 9, feedType: 'Finisher', gramsPerBirdPerDay: 180 },
  '/api/rates': { item: 'chicks', ratePaise: 3600, effectiveFrom: '2027-01-01', unit: 'piece' },
};
const exampleFor = (url: string) => examples[url] ?? examples[url.replace(/\/:key$/, '')] ?? {};

const nastyStrings = fc.constantFrom(
  '',
  ' ',
  '\u0000',
  'a\u0000b',
  '\u001b[31mred',
  '\u007f',
  '\u0085',
  '\ud800',
  '__proto__',
  'constructor',
  'NaN',
  '-0',
  '1e309',
  'Infinity',
  '0x10',
  '9'.repeat(400),
  "' or 1=1 --",
  '"; drop table users; --',
  '<script>alert(1)</script>',
  '../../etc/passwd',
  '%00',
  '%',
  'G001',
  '2026-02-30',
  '0000-01-01',
  'true',
  '1',
  '-1',
);
/**
 * Text with a character that is no text inside it: a lone UTF-16 surrogate (high or low, which JSON
 * carries as `\ud800`) or a C1 control (U+0080–U+009F), anywhere in an ordinary string.
 */
const brokenStrings = fc
  .tuple(
    fc.string({ maxLength: 10 }),
    fc
      .oneof(fc.integer({ min: 0xd800, max: 0xdfff }), fc.integer({ min: 0x80, max: 0x9f }))
      .map((code) => String.fromCharCode(code)),
    fc.string({ maxLength: 10 }),
  )
  .map(([before, broken, after]) => `${before}${broken}${after}`);
const nastyNumbers = fc.constantFrom(
  0,
  -0,
  -1,
  0.5,
  1e308,
  -1e308,
  Number.MAX_SAFE_INTEGER,
  Number.MIN_SAFE_INTEGER,
  2 ** 31,
  -(2 ** 31) - 1,
  2 ** 53 + 1,
);
const leaf = fc.oneof(
  { weight: 4, arbitrary: nastyStrings },
  { weight: 3, arbitrary: brokenStrings },
  { weight: 2, arbitrary: fc.string({ maxLength: 30 }) },
  { weight: 2, arbitrary: fc.string({ unit: 'binary', maxLength: 30 }) },
  { weight: 2, arbitrary: nastyNumbers },
  { weight: 1, arbitrary: fc.integer() },
  { weight: 1, arbitrary: fc.double({ noNaN: true, noDefaultInfinity: true }) },
  { weight: 1, arbitrary: fc.boolean() },
  { weight: 1, arbitrary: fc.constant(null) },
  // Longer than any field and than a master form's 16 KB body limit.
  { weight: 1, arbitrary: fc.constant('x'.repeat(20_000)) },
);
const { value } = fc.letrec((tie) => ({
  value: fc.oneof(
    { maxDepth: 3, depthIdentifier: 'value' },
    leaf,
    fc.array(tie('value'), { maxLength: 4 }),
    fc.dictionary(fc.oneof(nastyStrings, fc.string({ maxLength: 10 })), tie('value'), {
      maxKeys: 4,
    }),
  ),
}));

/** Raw text sent as the JSON body: broken JSON, prototype pollution, numbers JSON cannot hold. */
const rawBodies = fc.oneof(
  fc.constantFrom(
    '{',
    '{"a":',
    'null',
    '[]',
    '""',
    '{"__proto__":{"polluted":1}}',
    '{"constructor":{"prototype":{"polluted":1}}}',
    '1e309',
    '{"capacityKg":1e309}',
    '{"capacityKg":-0}',
    '{"page":NaN}',
    '{"name":"\\u0000"}',
    '\u0000',
  ),
  fc.integer({ min: 40, max: 5000 }).map((depth) => '['.repeat(depth) + ']'.repeat(depth)),
  fc
    .integer({ min: 40, max: 2000 })
    .map((depth) => '{"a":'.repeat(depth) + '1' + '}'.repeat(depth)),
);

/** The route's example with a few fields replaced, removed or added (`__proto__` among them). */
const mutated = (example: unknown) => {
  const fields = Object.keys((example ?? {}) as object);
  return fc
    .record({
      replace: fc.subarray(fields, { minLength: Math.min(1, fields.length) }),
      values: fc.array(value, { minLength: fields.length, maxLength: fields.length }),
      extra: fc.option(fc.tuple(fc.oneof(nastyStrings, fc.string({ maxLength: 10 })), value)),
    })
    .map(({ replace, values, extra }) => {
      const body: Record<string, unknown> = { ...(example as object) };
      replace.forEach((field, index) => {
        if (values[index] === undefined) delete body[field];
        else body[field] = values[index];
      });
      if (extra) Object.defineProperty(body, extra[0], { value: extra[1], enumerable: true });
      return body;
    });
};

/**
 * The route's example with one field set to broken text and the others left valid, so the text
 * reaches past validation to where it would be stored (a JSON column refused `\ud800` with a 500).
 */
const withBrokenField = (example: unknown) => {
  const fields = Object.keys((example ?? {}) as object);
  if (fields.length === 0) return brokenStrings.map((text) => ({ name: text }));
  return fc
    .tuple(fc.constantFrom(...fields), brokenStrings)
    .map(([field, text]) => ({ ...(example as object), [field]: text }));
};

type Body = { json: unknown } | { raw: string } | { none: true };
const bodies = (url: string): fc.Arbitrary<Body> =>
  fc.oneof(
    { weight: 1, arbitrary: fc.constant<Body>({ none: true }) },
    { weight: 3, arbitrary: value.map<Body>((json) => ({ json })) },
    { weight: 4, arbitrary: mutated(exampleFor(url)).map<Body>((json) => ({ json })) },
    { weight: 2, arbitrary: withBrokenField(exampleFor(url)).map<Body>((json) => ({ json })) },
    { weight: 2, arbitrary: rawBodies.map<Body>((raw) => ({ raw })) },
  );

const queryKeys = fc.constantFrom(
  'q',
  'sort',
  'dir',
  'page',
  'size',
  'action',
  'entity',
  'from',
  'to',
  'item',
  'date',
  '__proto__',
  'constructor',
  'x',
);
/** Percent-encodes the UTF-8 bytes of any string (a lone surrogate becomes U+FFFD's bytes). */
const encode = (text: string) =>
  [...Buffer.from(text, 'utf8')]
    .map((byte) =>
      /[A-Za-z0-9_.~-]/.test(String.fromCharCode(byte))
        ? String.fromCharCode(byte)
        : `%${byte.toString(16).padStart(2, '0').toUpperCase()}`,
    )
    .join('');

/** Query strings as a browser would not send them. */
const rawQueries = fc.constantFrom(
  'q=%00',
  'q=%',
  'q=%E0%A4',
  'q=%C0%80',
  'page=1&page=2',
  'q[]=a',
  'q[a]=b',
  'size=1e309',
  'page=-0',
  '__proto__[x]=1',
  '&&&=&=',
);
const queries = fc.oneof(
  fc
    .array(
      fc.tuple(
        queryKeys,
        fc.oneof(
          nastyStrings,
          brokenStrings,
          fc.string({ maxLength: 20 }),
          nastyNumbers.map(String),
        ),
      ),
      { maxLength: 5 },
    )
    .map((pairs) => pairs.map(([key, text]) => `${key}=${encode(text)}`).join('&')),
  rawQueries,
);

const keys = fc.oneof(
  fc.constantFrom('G001', 'F001', 'FM001', 'I001', 'S001', 'T001', 'BK001', '1', '2'),
  fc.constantFrom('0', '-1', '99999999999', 'G0', 'a%00b', '%2e%2e', 'G001%20', '%E0%A4%A', '1e3'),
  fc.string({ unit: 'binary', maxLength: 12 }).map(encode),
);

const printable = fc.string({ unit: 'grapheme-ascii', maxLength: 40 });
const headerSets = fc.record({
  contentType: fc.constantFrom(
    undefined,
    'application/json',
    'application/json; charset=utf-8',
    'application/json; charset=latin1',
    'text/plain',
    'application/x-www-form-urlencoded',
    'multipart/form-data; boundary=x',
    'image/png',
    'application/octet-stream',
  ),
  extra: fc.dictionary(
    fc.constantFrom(
      'x-forwarded-for',
      'x-forwarded-proto',
      'x-forwarded-host',
      'accept',
      'accept-encoding',
      'if-none-match',
      'range',
      'x-http-method-override',
      'origin',
      'host',
    ),
    printable,
    { maxKeys: 3 },
  ),
  withoutCsrf: fc.boolean(),
  junkCookie: fc.option(printable),
});

/** Stack traces and SQL have no place in an answer. */
const LEAK =
  /\bat .+\.(ts|js):\d+|node_modules|Failed query|syntax error at|\bselect .+ from\b|insert into|drizzle|postgres(ql)? error/i;

/**
 * Counts committed changes to every table a refused request must leave alone, with one statement
 * trigger per table (the audit log, throttle counters and sessions' last-seen may change). A write
 * that was rolled back rolls its count back too, so an unchanged count means no row changed.
 */
const TRACKED_TABLES = [
  'godowns',
  'farmers',
  'farms',
  'items',
  'suppliers',
  'traders',
  'growth_standards',
  'feed_standards',
  'rates',
  'bank_accounts',
  'users',
  'settings',
  'uploads',
  'code_sequences',
  'outbox',
  'password_reset_tokens',
];

async function trackChanges(db: TestApp['database']['db']) {
  await db.execute(sql`create table fuzz_changes (n bigint not null)`);
  await db.execute(sql`insert into fuzz_changes values (0)`);
  await db.execute(
    sql.raw(`create function fuzz_count_change() returns trigger language plpgsql as $$
      begin update fuzz_changes set n = n + 1; return null; end $$`),
  );
  for (const table of TRACKED_TABLES) {
    await db.execute(
      sql.raw(
        `create trigger fuzz_${table} after insert or update or delete on ${table} for each statement execute function fuzz_count_change()`,
      ),
    );
  }
}

const changeCount = async (db: TestApp['database']['db']) => {
  const result = await db.execute(sql`select n from fuzz_changes`);
  const rows = (result as unknown as { rows?: { n: string | number }[] }).rows;
  return String(rows?.[0]?.n);
};

describe.each(testDatabases)('HTTP fuzz on $kind (seed printed on failure)', (kind) => {
  let t: TestApp;
  let admin: string | undefined;

  beforeAll(async () => {
    t = await startTestApp(kind);
    await seedSampleData(t.database.db);
    await t.addUser('asha', 'Administrator');
    admin = (await t.signIn('asha', PASSWORD)).cookie;
    await trackChanges(t.database.db);
  });
  afterAll(() => t.close());

  it('covers every write route and every list route', () => {
    expect(fuzzedRoutes.length).toBeGreaterThanOrEqual(50);
    expect(fuzzedRoutes.filter((route) => WRITE.has(route.method)).length).toBeGreaterThan(40);
  });

  it.each(fuzzedRoutes)('$method $url', async (route) => {
    const isPublic = route.access === 'public';
    let last = await changeCount(t.database.db);
    let cases = 0;
    await fc.assert(
      fc.asyncProperty(
        bodies(route.url),
        queries,
        keys,
        headerSets,
        fc.integer({ min: 1, max: 250 }),
        async (body, query, key, headers, addressByte) => {
          cases++;
          const url = `${route.url.replace(/:(key|id)/, key)}${query ? `?${query}` : ''}`;
          const sent: Record<string, string> = {
            host: HOST,
            origin: `http://${HOST}`,
            ...headers.extra,
          };
          if (!headers.withoutCsrf) sent[CSRF_HEADER] = CSRF_HEADER_VALUE;
          if (headers.contentType) sent['content-type'] = headers.contentType;
          // Public routes go without the session, so a fuzzed sign-out cannot end it.
          const cookies = [isPublic ? undefined : admin, headers.junkCookie ?? undefined]
            .filter(Boolean)
            .join('; ');
          if (cookies) sent.cookie = cookies;
          let response: LightMyRequestResponse;
          try {
            response = await t.app.inject({
              method: route.method as 'POST',
              url,
              headers: sent,
              remoteAddress: `10.77.0.${addressByte}`,
              ...('json' in body &&
                body.json !== undefined && { payload: JSON.stringify(body.json) }),
              ...('raw' in body && { payload: body.raw }),
            });
          } catch (error) {
            // The test client itself refused to send it (an illegal header): nothing reached the server.
            if (error instanceof TypeError) return;
            throw error;
          }
          expect(response.statusCode, `${route.method} ${url}`).toBeLessThan(500);
          expect(response.body).not.toMatch(LEAK);
          if (WRITE.has(route.method)) {
            const now = await changeCount(t.database.db);
            if (response.statusCode >= 400) expect(now, `refused ${url} changed rows`).toBe(last);
            last = now;
          }
        },
      ),
      { numRuns: runsOn(kind), seed: SEED, endOnFailure: true },
    );
    expect(cases).toBeGreaterThanOrEqual(runsOn(kind));
  });
});
