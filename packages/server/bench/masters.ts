// Loads the farmer and farm list/search endpoints with autocannon on PostgreSQL and on the embedded
// database, after filling each with 100,000 farmers and 200,000 farms.
// Run: npm run bench:masters -w @pfm/server
//   BENCH_DATABASE_URL  PostgreSQL server to create the throwaway database on
//                       (default postgres://postgres@127.0.0.1:5432/test; "skip" leaves PostgreSQL out)
//   BENCH_DURATION      seconds per scenario (default 30), BENCH_CONNECTIONS (default 50)
//   BENCH_ROUNDS        rounds of the built server with WEB_CONCURRENCY 1 and 2 on PostgreSQL,
//                       taken in turn (default 3; 0 leaves it out; needs `npm run build` first)
import { execFile, spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { buildApp } from '../src/app.ts';
import { hashPassword } from '../src/auth/passwords.ts';
import { type Database, openDatabase } from '../src/db/database.ts';
import { users } from '../src/db/schema.ts';

const FARMERS = 100_000;
const FARMS = 200_000;
const DURATION = Number(process.env.BENCH_DURATION ?? 30);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 50);
const POSTGRES = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 3);
const migrations = new URL('../drizzle', import.meta.url).pathname;
const builtServer = new URL('../dist/main.js', import.meta.url).pathname;

/** Requests each database is loaded with: the first page of each list, and "any part of a name" searches. */
const scenarios = [
  ['farmers, first page', '/api/farmers'],
  ['farmers, search "ahoo" (any part of a name)', '/api/farmers?q=ahoo'],
  ['farmers, search "ramesh sa", sorted by name', '/api/farmers?q=ramesh%20sa&sort=name'],
  ['farms, first page', '/api/farms'],
  ['farms, search "mondal" (farm or farmer name)', '/api/farms?q=mondal'],
] as const;

const firstNames = [
  'Ramesh',
  'Suresh',
  'Bikash',
  'Sunil',
  'Prakash',
  'Manoj',
  'Sanjay',
  'Dilip',
  'Ashok',
  'Pradeep',
  'Rajesh',
  'Santosh',
  'Debasis',
  'Subrat',
  'Amit',
  'Tapan',
  'Gopal',
  'Niranjan',
  'Bijay',
  'Sarat',
  'Laxmi',
  'Sabita',
  'Mamata',
  'Pramila',
  'Anita',
];
const surnames = [
  'Sahoo',
  'Mondal',
  'Mahato',
  'Das',
  'Behera',
  'Nayak',
  'Pradhan',
  'Mohanty',
  'Rout',
  'Swain',
  'Patra',
  'Jena',
  'Barik',
  'Mallick',
  'Ghosh',
  'Roy',
  'Munda',
  'Oraon',
  'Sahu',
  'Patel',
];
const cities = [
  'Khurda',
  'Cuttack',
  'Puri',
  'Balasore',
  'Bardhaman',
  'Hooghly',
  'Ranchi',
  'Hazaribagh',
  'Raipur',
  'Bilaspur',
];
const states = ['odisha', 'west-bengal', 'jharkhand', 'chhattisgarh'];
const array = (values: string[]) => sql.raw(`array[${values.map((v) => `'${v}'`).join(',')}]`);

async function fill(database: Database) {
  const { db } = database;
  await db.execute(sql`
    insert into farmers (code, name, phone, email, address, city, state, pincode, bank_name, account_number, ifsc_code, status)
    select 'F' || lpad(i::text, 6, '0'),
           (${array(firstNames)})[1 + i % ${firstNames.length}] || ' ' || (${array(surnames)})[1 + (i / ${firstNames.length}) % ${surnames.length}] || ' ' || i,
           (9000000000 + i)::text, '', 'Village ' || i, (${array(cities)})[1 + i % ${cities.length}],
           (${array(states)})[1 + i % 4], (751000 + i % 999)::text, 'State Bank of India',
           (100000000000 + i)::text, 'SBIN0001234', case when i % 10 = 0 then 'inactive' else 'active' end
    from generate_series(1, ${FARMERS}) as i`);
  await db.execute(sql`
    insert into farms (code, name, farmer_code, location, capacity_birds, area_sq_ft, status, farmer_name)
    select 'FM' || lpad(i::text, 6, '0'),
           (${array(surnames)})[1 + i % ${surnames.length}] || ' Poultry Farm ' || i,
           'F' || lpad((1 + (i - 1) % ${FARMERS})::text, 6, '0'),
           (${array(cities)})[1 + i % ${cities.length}], 1000 + (i % 50) * 100, null, 'active', ''
    from generate_series(1, ${FARMS}) as i`);
  await db.execute(sql`
    update farms set farmer_name = farmers.name from farmers where farmers.code = farms.farmer_code`);
  await db.execute(sql`insert into code_sequences values ('F', ${FARMERS}), ('FM', ${FARMS})`);
  // A database in use is vacuumed by autovacuum; a freshly filled one is not yet.
  await db.execute(sql`vacuum analyze`);
}

async function run(kind: 'postgres' | 'pglite') {
  let database: Database;
  let databaseUrl = '';
  let cleanup = async () => {};
  if (kind === 'postgres') {
    const admin = new pg.Client({ connectionString: POSTGRES });
    await admin.connect();
    await admin.query('drop database if exists pfm_bench with (force)');
    await admin.query('create database pfm_bench');
    await admin.end();
    const url = new URL(POSTGRES);
    url.pathname = '/pfm_bench';
    databaseUrl = url.toString();
    database = await openDatabase({ kind: 'postgres', url: databaseUrl, poolSize: 20 });
    cleanup = async () => {
      const drop = new pg.Client({ connectionString: POSTGRES });
      await drop.connect();
      await drop.query('drop database if exists pfm_bench with (force)');
      await drop.end();
    };
  } else {
    const dataDir = await mkdtemp(join(tmpdir(), 'pfm-bench-'));
    database = await openDatabase({ kind: 'pglite', dataDir });
    cleanup = () => rm(dataDir, { recursive: true, force: true });
  }
  await database.migrate(migrations);
  const started = performance.now();
  await fill(database);
  const fillSeconds = ((performance.now() - started) / 1000).toFixed(1);
  if (process.env.BENCH_FILL_ONLY) {
    // Leaves the filled database behind for EXPLAIN ANALYZE; nothing is measured.
    await database.close();
    return { results: [], fillSeconds };
  }
  await database.db.insert(users).values({
    username: 'bench',
    firstName: 'Bench',
    lastName: 'Admin',
    email: 'bench@example.com',
    role: 'Administrator',
    passwordHash: await hashPassword('bench password 2026'),
  });

  const app = await buildApp({ database, rateLimitPerMinute: 0 });
  const address = await app.listen({ host: '127.0.0.1', port: 0 });
  const cookie = await signIn(address);

  const results: string[] = [];
  for (const [name, path] of scenarios) {
    const check = await fetch(`${address}${path}`, { headers: { cookie } });
    const body = (await check.json()) as { total: number };
    const result = await load(`${address}${path}`, cookie);
    const failed = result.non2xx + result.errors + result.timeouts;
    results.push(
      `| ${kind === 'postgres' ? 'PostgreSQL 15' : 'PGlite (embedded)'} | ${name} | ${body.total.toLocaleString('en-IN')} | ${result.latency.p50} | ${result.latency.p99} | ${Math.round(result.requests.average)} | ${failed} |`,
    );
    process.stderr.write(
      `${kind} ${name}: p50 ${result.latency.p50} ms, p99 ${result.latency.p99} ms, ${Math.round(result.requests.average)} req/s, ${failed} failed\n`,
    );
  }
  await app.close();
  await database.close();
  if (kind === 'postgres' && ROUNDS > 0) results.push(...(await compareProcesses(databaseUrl)));
  await cleanup();
  return { results, fillSeconds };
}

async function signIn(address: string): Promise<string> {
  const response = await fetch(`${address}/api/auth/sign-in`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-requested-with': 'pfm', origin: address },
    body: JSON.stringify({ username: 'bench', password: 'bench password 2026' }),
  });
  return response.headers.get('set-cookie')?.split(';')[0] ?? '';
}

/** The built server (`node dist/main.js`) on `url` with `processes` processes, until stopped. */
async function startBuiltServer(url: string, processes: number) {
  const port = 3900 + processes;
  const child = spawn(process.execPath, [builtServer], {
    env: {
      ...process.env,
      DATABASE_URL: url,
      WEB_CONCURRENCY: String(processes),
      PORT: String(port),
      HOST: '127.0.0.1',
      RATE_LIMIT_PER_MINUTE: '0',
      LOG_LEVEL: 'warn',
    },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  await new Promise<void>((resolve, reject) => {
    child.stdout.on('data', (chunk: Buffer) => {
      if (chunk.toString().includes('is running at')) resolve();
    });
    child.once('exit', (code) => reject(new Error(`the built server exited (${code})`)));
  });
  const address = `http://127.0.0.1:${port}`;
  return {
    address,
    stop: () =>
      new Promise<void>((resolve) => {
        child.once('exit', () => resolve());
        child.kill('SIGTERM');
      }),
  };
}

/**
 * Requests/s of a list page from the built server with 1 and with 2 processes (WEB_CONCURRENCY),
 * taken in turn ROUNDS times so that the machine's drift falls on both; medians.
 */
async function compareProcesses(url: string): Promise<string[]> {
  if (!existsSync(builtServer)) {
    process.stderr.write('skipping 1 vs 2 processes: run `npm run build` first\n');
    return [];
  }
  const path = '/api/farms';
  const measured: Record<number, LoadResult[]> = { 1: [], 2: [] };
  for (let round = 0; round < ROUNDS; round += 1) {
    for (const processes of [1, 2]) {
      const server = await startBuiltServer(url, processes);
      try {
        const result = await load(`${server.address}${path}`, await signIn(server.address));
        measured[processes]?.push(result);
        process.stderr.write(
          `built server, ${processes} process(es), round ${round + 1}: ${Math.round(result.requests.average)} req/s, p50 ${result.latency.p50} ms\n`,
        );
      } finally {
        await server.stop();
      }
    }
  }
  const median = (values: number[]) => [...values].sort((a, b) => a - b)[values.length >> 1] ?? 0;
  const rows = [1, 2].map((processes) => {
    const results = measured[processes] ?? [];
    return {
      processes,
      rps: median(results.map((r) => r.requests.average)),
      p50: median(results.map((r) => r.latency.p50)),
      p99: median(results.map((r) => r.latency.p99)),
      failed: results.reduce((sum, r) => sum + r.non2xx + r.errors + r.timeouts, 0),
    };
  });
  const ratio = (rows[1]?.rps ?? 0) / (rows[0]?.rps || 1);
  return rows.map(
    (row) =>
      `| PostgreSQL 15, built server, WEB_CONCURRENCY=${row.processes} | farms, first page (median of ${ROUNDS}${row.processes === 2 ? `; ${ratio.toFixed(2)} × one process` : ''}) | — | ${row.p50} | ${row.p99} | ${Math.round(row.rps)} | ${row.failed} |`,
  );
}

const autocannonCli = createRequire(import.meta.url).resolve('autocannon/autocannon.js');

interface LoadResult {
  latency: { p50: number; p99: number };
  requests: { average: number };
  non2xx: number;
  errors: number;
  timeouts: number;
}

/** autocannon in its own process, so that it does not share the server's event loop. */
async function load(url: string, cookie: string): Promise<LoadResult> {
  const { stdout } = await promisify(execFile)(
    process.execPath,
    [
      autocannonCli,
      '--json',
      '-c',
      String(CONNECTIONS),
      '-d',
      String(DURATION),
      '-H',
      `cookie=${cookie}`,
      url,
    ],
    { maxBuffer: 64 * 1024 * 1024 },
  );
  return JSON.parse(stdout) as LoadResult;
}

const kinds = POSTGRES === 'skip' ? (['pglite'] as const) : (['postgres', 'pglite'] as const);
const lines = [
  `${FARMERS.toLocaleString('en-IN')} farmers, ${FARMS.toLocaleString('en-IN')} farms; autocannon ${CONNECTIONS} connections × ${DURATION} s per row.`,
  '',
  '| Database | Request | Rows matching | p50 ms | p99 ms | Requests/s | Failed |',
  '|---|---|---:|---:|---:|---:|---:|',
];
const fills: string[] = [];
for (const kind of kinds) {
  const { results, fillSeconds } = await run(kind);
  lines.push(...results);
  fills.push(`${kind}: filled in ${fillSeconds} s`);
}
process.stdout.write(`${lines.join('\n')}\n\n${fills.join('; ')}\n`);
