import { type ChildProcess, spawn } from 'node:child_process';
import { randomBytes, randomUUID } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../src/db/database.ts';
import { OUTAGE_RETRY_AFTER_SECONDS } from '../src/http/errors.ts';
import { CSRF_HEADER, CSRF_HEADER_VALUE } from '../src/http/security.ts';
import { seedSampleData } from '../src/seed/seed.ts';
import { migrationsFolder } from './databases.ts';
import { daysAgo } from './documents/helpers.ts';

const adminUrl = process.env.TEST_DATABASE_URL;
const packageRoot = fileURLToPath(new URL('..', import.meta.url));
const ADMIN_PASSWORD = 'connection-loss-2026';

/** Ends every connection of `database` but the caller's, as `pg_terminate_backend` or a restart would. */
async function terminateBackends(database: string): Promise<number> {
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  try {
    const { rows } = await admin.query<{ ended: boolean }>(
      'select pg_terminate_backend(pid) as ended from pg_stat_activity where datname = $1 and pid <> pg_backend_pid()',
      [database],
    );
    return rows.filter((row) => row.ended).length;
  } finally {
    await admin.end();
  }
}

// The server as `npm start` runs it on PostgreSQL (one process), in a child process of its own: a
// connection lost while a request holds it used to emit an 'error' nobody listened to, and the
// process exited.
describe.runIf(adminUrl)('a server whose PostgreSQL connections are terminated mid-request', () => {
  const name = `pfm_test_${randomBytes(6).toString('hex')}`;
  let server: ChildProcess;
  let exited: { code: number | null; signal: string | null } | undefined;
  let output = '';
  let base = '';
  let folder = '';

  beforeAll(async () => {
    const admin = new pg.Client({ connectionString: adminUrl });
    await admin.connect();
    await admin.query(`create database ${name}`);
    await admin.end();
    const url = new URL(adminUrl as string);
    url.pathname = `/${name}`;
    // The sample masters (S001, I001, G001) without the sample month, which only slows the start.
    const database = await openDatabase({ kind: 'postgres', url: url.toString(), poolSize: 1 });
    await database.migrate(migrationsFolder);
    await seedSampleData(database.db);
    await database.close();

    folder = await mkdtemp(join(tmpdir(), 'pfm-connection-loss-'));
    server = spawn(process.execPath, ['--import', 'tsx', 'src/main.ts'], {
      cwd: packageRoot,
      env: {
        ...process.env,
        DATABASE_URL: url.toString(),
        WEB_CONCURRENCY: '1',
        ADMIN_PASSWORD,
        PORT: '0',
        HOST: '127.0.0.1',
        LOG_LEVEL: 'error',
        RATE_LIMIT_PER_MINUTE: '0',
        DATA_DIR: join(folder, 'data'),
        BACKUP_DIR: join(folder, 'backups'),
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    server.on('exit', (code, signal) => {
      exited = { code, signal };
    });
    base = await new Promise<string>((resolve, reject) => {
      const collect = (chunk: Buffer) => {
        output += chunk.toString();
        const match = /running at (http:\/\/[^\s(]+)/.exec(output);
        if (match?.[1]) resolve(match[1]);
      };
      server.stdout?.on('data', collect);
      server.stderr?.on('data', collect);
      server.on('exit', () => reject(new Error(`the server did not start:\n${output}`)));
    });
  });

  afterAll(async () => {
    if (server && !exited) {
      const ended = new Promise((resolve) => server.once('exit', resolve));
      server.kill('SIGTERM');
      await ended;
    }
    const admin = new pg.Client({ connectionString: adminUrl });
    await admin.connect();
    await admin.query(`drop database if exists ${name} with (force)`);
    await admin.end();
    if (folder) await rm(folder, { recursive: true, force: true });
  });

  const headers = { [CSRF_HEADER]: CSRF_HEADER_VALUE, 'content-type': 'application/json' };

  it('answers 503 with Retry-After while its connections are ended, keeps running, and posts again', async () => {
    const signIn = await fetch(`${base}/api/auth/sign-in`, {
      method: 'POST',
      headers: { ...headers, origin: base },
      body: JSON.stringify({ username: 'admin', password: ADMIN_PASSWORD }),
    });
    expect(signIn.status, await signIn.clone().text()).toBe(200);
    const cookie = (signIn.headers.get('set-cookie') ?? '').split(';')[0] as string;
    const purchase = () =>
      fetch(`${base}/api/purchases`, {
        method: 'POST',
        headers: { ...headers, origin: base, cookie, 'idempotency-key': randomUUID() },
        body: JSON.stringify({
          date: daysAgo(1),
          supplierCode: 'S001',
          itemCode: 'I001',
          quantityMilli: 1000,
          ratePaise: 3200,
          godownCode: 'G001',
          invoiceNumber: '',
        }),
      });

    const answers: { status: number; retryAfter: string | null; body: string }[] = [];
    let loading = true;
    // Six clients posting purchases in a loop, as in the report of the defect.
    const clients = Array.from({ length: 6 }, async () => {
      while (loading && !exited) {
        try {
          const response = await purchase();
          answers.push({
            status: response.status,
            retryAfter: response.headers.get('retry-after'),
            body: await response.text(),
          });
        } catch (error) {
          // A refused or reset HTTP connection: the server is gone.
          answers.push({ status: 0, retryAfter: null, body: String(error) });
          return;
        }
      }
    });
    let terminated = 0;
    for (let round = 0; round < 8 && !exited; round++) {
      await new Promise((resolve) => setTimeout(resolve, 250));
      terminated += await terminateBackends(name);
    }
    loading = false;
    await Promise.all(clients);

    expect(exited, output).toBeUndefined();
    expect(terminated).toBeGreaterThan(0);
    // Connections were ended while requests held them, not only between requests.
    expect(answers.some((answer) => answer.status === 503)).toBe(true);
    const unexpected = answers.filter((answer) => answer.status !== 201 && answer.status !== 503);
    expect(unexpected, output).toEqual([]);
    for (const refusal of answers.filter((answer) => answer.status === 503)) {
      expect(refusal.retryAfter).toBe(String(OUTAGE_RETRY_AFTER_SECONDS));
      expect(JSON.parse(refusal.body).error.code).toBe('unavailable');
    }
    // Recovered by itself: the next purchases post.
    for (let again = 0; again < 3; again++) {
      const response = await purchase();
      expect(response.status, await response.text()).toBe(201);
    }
    expect(exited).toBeUndefined();
  });
});
