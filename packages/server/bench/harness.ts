// What every API benchmark shares: a load generator (connections in a worker thread, latencies)
// and pgbench for the same SQL alone, both answering p50 / p99 / per second.
import { execFile } from 'node:child_process';
import { mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { Worker } from 'node:worker_threads';
import { addDays, today } from '@pfm/shared';
import pg from 'pg';
import { buildApp } from '../src/app.ts';
import { hashPassword } from '../src/auth/passwords.ts';
import { type Database, openDatabase } from '../src/db/database.ts';
import { users } from '../src/db/schema.ts';
import { seedSampleData } from '../src/seed/seed.ts';

export const percentile = (sorted: number[], p: number) =>
  sorted.length
    ? (sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0)
    : 0;
export const round = (ms: number) => Math.round(ms * 10) / 10;

export interface Timed {
  p50: number;
  p99: number;
  perSecond: number;
  count: number;
  failed: number;
}

/** `connections` loops in a worker thread (its own event loop) sending requests for `seconds`. */
export function load(options: {
  url: string;
  method: string;
  cookie: string;
  body?: string;
  connections: number;
  seconds: number;
}): Promise<Timed> {
  const code = `
    const { parentPort, workerData: o } = require('node:worker_threads');
    const { randomUUID } = require('node:crypto');
    (async () => {
      const latencies = []; let failed = 0;
      const end = Date.now() + o.seconds * 1000;
      await Promise.all(Array.from({ length: o.connections }, async () => {
        while (Date.now() < end) {
          const started = performance.now();
          const response = await fetch(o.url, { method: o.method, body: o.body, headers: {
            cookie: o.cookie, 'content-type': 'application/json', 'x-requested-with': 'pfm',
            origin: new URL(o.url).origin, 'idempotency-key': randomUUID() } });
          await response.arrayBuffer();
          latencies.push(performance.now() - started);
          if (!response.ok) failed++;
        }
      }));
      parentPort.postMessage({ latencies, failed });
    })();`;
  return new Promise((resolve, reject) => {
    const worker = new Worker(code, { eval: true, workerData: options });
    worker.once('message', ({ latencies, failed }: { latencies: number[]; failed: number }) => {
      const sorted = latencies.sort((a, b) => a - b);
      resolve({
        p50: round(percentile(sorted, 50)),
        p99: round(percentile(sorted, 99)),
        perSecond: Math.round(sorted.length / options.seconds),
        count: sorted.length,
        failed,
      });
    });
    worker.once('error', reject);
  });
}

/** pgbench with one SQL script, per-transaction latencies logged and read back. */
export async function pgbench(
  url: string,
  script: string,
  clients: number,
  seconds: number,
): Promise<Timed> {
  const dir = await mkdtemp(join(tmpdir(), 'pfm-pgbench-'));
  const file = join(dir, 'script.sql');
  await writeFile(file, script);
  const target = new URL(url);
  await promisify(execFile)(
    'pgbench',
    [
      '-n',
      '-c',
      String(clients),
      '-j',
      String(Math.min(clients, 2)),
      '-T',
      String(seconds),
      '-f',
      file,
      '-l',
      '--log-prefix',
      join(dir, 'log'),
      '-h',
      target.hostname,
      '-p',
      target.port || '5432',
      '-U',
      target.username || 'postgres',
      target.pathname.slice(1),
    ],
    { maxBuffer: 64 * 1024 * 1024 },
  );
  const latencies: number[] = [];
  let failed = 0;
  for (const name of await readdir(dir)) {
    if (!name.startsWith('log')) continue;
    for (const line of (await readFile(join(dir, name), 'utf8')).split('\n')) {
      const fields = line.trim().split(/\s+/);
      if (fields.length < 3) continue;
      if (fields[2] === 'failed') failed++;
      else latencies.push(Number(fields[2]) / 1000);
    }
  }
  await rm(dir, { recursive: true, force: true });
  const sorted = latencies.sort((a, b) => a - b);
  return {
    p50: round(percentile(sorted, 50)),
    p99: round(percentile(sorted, 99)),
    perSecond: Math.round(sorted.length / seconds),
    count: sorted.length,
    failed,
  };
}

/**
 * The API on `database`, listening on a free port, with an Administrator "bench" signed in: the
 * address and the session cookie a load sends.
 */
export async function servedSignedIn(database: Database) {
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
  const signIn = await fetch(`${address}/api/auth/sign-in`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-requested-with': 'pfm', origin: address },
    body: JSON.stringify({ username: 'bench', password: 'bench password 2026' }),
  });
  const cookie = signIn.headers.get('set-cookie')?.split(';')[0] ?? '';
  return { app, address, cookie };
}

/** The PostgreSQL server the benchmarks make their throwaway databases on. */
export const BENCH_POSTGRES =
  process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';

/**
 * Runs `bench` on a new PostgreSQL database (migrated, with the sample masters), dropped afterwards
 * whatever happens.
 */
export async function onThrowawayPostgres(
  prefix: string,
  bench: (database: Database, url: string) => Promise<void>,
) {
  const name = `pfm_bench_${prefix}_${Date.now()}`;
  const admin = new pg.Client({ connectionString: BENCH_POSTGRES });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  const url = new URL(BENCH_POSTGRES);
  url.pathname = `/${name}`;
  const database = await openDatabase({ kind: 'postgres', url: url.toString(), poolSize: 10 });
  try {
    await database.migrate(new URL('../drizzle', import.meta.url).pathname);
    await seedSampleData(database.db);
    await bench(database, url.toString());
  } finally {
    await database.close();
    const drop = new pg.Client({ connectionString: BENCH_POSTGRES });
    await drop.connect();
    await drop.query(`drop database if exists ${name} with (force)`);
    await drop.end();
  }
}

/**
 * `count` stock movements over `days` days, 3 godowns × 5 items: on each day each pair receives 2
 * and gives out 1 (so balances only grow), each with its own document, then the daily sums and
 * balances.
 */
export async function fillMovements(url: string, count: number, days: number) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  const start = addDays(today(), -days);
  await client.query('set synchronous_commit = off');
  await client.query(
    `insert into documents (code, kind, date, created_by_name)
     select 'X' || g, case when g % 2 = 0 then 'purchase' else 'issue' end, $1::date + (g % ${days}), 'bench'
     from generate_series(1, $2::int) g`,
    [start, count],
  );
  await client.query(
    `insert into stock_movements (document_id, godown_code, item_code, date, quantity_milli, value_paise)
     select d.id, 'G00' || (1 + d.id % 3), 'I00' || (1 + (d.id / 3) % 5), d.date,
            case when d.kind = 'purchase' then 2000 else -1000 end,
            -- Every purchase costs ₹400 a kg, so every issue of 1 kg leaves at ₹400 (decision 0035).
            case when d.kind = 'purchase' then 80000 else -40000 end
     from documents d where d.code like 'X%'`,
  );
  await client.query(
    `insert into stock_days (godown_code, item_code, date, quantity_milli, value_paise)
     select godown_code, item_code, date, sum(quantity_milli), sum(value_paise)
     from stock_movements group by 1, 2, 3
     on conflict (godown_code, item_code, date) do update
       set quantity_milli = excluded.quantity_milli, value_paise = excluded.value_paise`,
  );
  await client.query(
    `insert into purchase_days (item_code, date, value_paise, quantity_milli)
     select m.item_code, m.date, sum(m.value_paise), sum(m.quantity_milli)
     from stock_movements m join documents d on d.id = m.document_id
     where d.kind = 'purchase' group by 1, 2
     on conflict (item_code, date) do update
       set value_paise = excluded.value_paise, quantity_milli = excluded.quantity_milli`,
  );
  await client.query(
    `insert into stock_balances (godown_code, item_code, quantity_milli, value_paise)
     select godown_code, item_code, sum(quantity_milli), sum(value_paise)
     from stock_movements group by 1, 2
     on conflict (godown_code, item_code) do update
       set quantity_milli = excluded.quantity_milli, value_paise = excluded.value_paise`,
  );
  await client.query('vacuum analyze');
  await client.end();
}
