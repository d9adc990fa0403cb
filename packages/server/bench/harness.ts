// What every API benchmark shares: a load generator (connections in a worker thread, latencies)
// and pgbench for the same SQL alone, both answering p50 / p99 / per second.
import { execFile } from 'node:child_process';
import { mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { Worker } from 'node:worker_threads';
import { hashPassword } from '../src/auth/passwords.ts';
import type { Database } from '../src/db/database.ts';
import { users } from '../src/db/schema.ts';
import { buildApp } from '../src/http/app.ts';

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
