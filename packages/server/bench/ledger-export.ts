// Over 400 lines: the benchmark fills a long account, exports it both ways and reports time and memory, in one script.
// The Ledger Report's Excel and PDF files of a long account, on PostgreSQL: fills trader T001 with
// BENCH_ROWS ledger entries (default 100,000) and T002 with a tenth of them, then exports each
// statement as .xlsx and .pdf, each export in a child process of its own that samples its memory
// every 50 ms, collects garbage each second to see what the export holds on to, and reads the
// kernel's peak RSS:
// - through the real HTTP route (a server in the child; the client here reads the file as it
//   comes, as fast as it can, and counts its bytes);
// - with the real builder (`statementExport`) and writer straight into a stream read at
//   BENCH_SLOW_KBPS: the writer alone (its own wait for `out` to drain), and with the rows also
//   waiting for the reader as the route makes them (`readerOf`): a reader slower than the writer,
//   which loopback's socket buffers (several MiB) hide over HTTP;
// Run: npm run bench:ledger-export -w @pfm/server
//   BENCH_DATABASE_URL  PostgreSQL server for the throwaway database (default postgres://postgres@127.0.0.1:5432/test)
//   BENCH_ROWS          rows of the long account (default 100,000; the short one has a tenth)
//   BENCH_SLOW_KBPS     the slow reader's pace in KiB/s (default 128; 0 = no slow runs)
//   BENCH_KEEP          a folder to keep the files in (to open or render them)
//   BENCH_ONLY          xlsx or pdf: only that format's runs
import { type ChildProcess, fork } from 'node:child_process';
import { once } from 'node:events';
import { createWriteStream, readFileSync, writeFileSync } from 'node:fs';
import { mkdir } from 'node:fs/promises';
import { cpus, totalmem } from 'node:os';
import { join } from 'node:path';
import { Writable } from 'node:stream';
import { setTimeout as delay } from 'node:timers/promises';
import { fileURLToPath } from 'node:url';
import { addDays, defaultSettings, today } from '@pfm/shared';
import pg from 'pg';
import { buildApp } from '../src/app.ts';
import { hashPassword } from '../src/auth/passwords.ts';
import { openDatabase } from '../src/db/database.ts';
import { users } from '../src/db/schema.ts';
import { writers } from '../src/files/route.ts';
import { fileWords } from '../src/files/words.ts';
import { readerOf } from '../src/ledger/routes.ts';
import { statementExport } from '../src/ledger/statement-export.ts';
import { onThrowawayPostgres } from './harness.ts';

const ROWS = Number(process.env.BENCH_ROWS ?? 100_000);
const SHORT = Math.round(ROWS / 10);
const SLOW_KBPS = Number(process.env.BENCH_SLOW_KBPS ?? 128);
const KEEP = process.env.BENCH_KEEP;
const ONLY = process.env.BENCH_ONLY;
const DAYS = 1095;
const PASSWORD = 'bench password 2026';
const from = addDays(today(), -DAYS);
const to = today();

interface Case {
  trader: string;
  rows: number;
  format: 'xlsx' | 'pdf';
  /** Through the HTTP route (default), or the builder and writer into a stream read at `kbps`. */
  direct?: { kbps: number; waits: boolean };
  /** With pdfkit's font caches emptied at each page (the change proposed for pdf.ts). */
}

interface Memory {
  rss: number;
  heapUsed: number;
  external: number;
}

interface Peaks {
  base: Memory;
  peak: Memory;
  /** The most heap and buffers that survived a full collection (sampled each second). */
  live: number;
  kernelPeakRss: number | null;
}

type FromChild =
  | { address: string }
  | { started: true }
  | ({ done: true; seconds?: number; bytes?: number; firstByteSeconds?: number } & Peaks);

const fileOf = ({ trader, rows, format, direct }: Case) =>
  KEEP
    ? join(
        KEEP,
        `ledger-${trader}-${rows}${direct ? `-${direct.kbps}kbps${direct.waits ? '' : '-nowait'}` : ''}.${format}`,
      )
    : null;

// ---------------------------------------------------------------------------------------------
// The child: one per export, so each peak is that export's alone.

/** The kernel's high-water mark of this process's RSS (Linux), in bytes. */
function kernelPeakRss() {
  try {
    const match = /VmHWM:\s+(\d+) kB/.exec(readFileSync('/proc/self/status', 'utf8'));
    return match ? Number(match[1]) * 1024 : null;
  } catch {
    return null;
  }
}

/** Samples this process's memory from `start()` to `stop()`. */
function memoryMeter() {
  const now = (): Memory => {
    const { rss, heapUsed, external } = process.memoryUsage();
    return { rss, heapUsed, external };
  };
  let base = now();
  let peak = base;
  let live = 0;
  let measuring = false;
  const sample = () => {
    const m = now();
    peak = {
      rss: Math.max(peak.rss, m.rss),
      heapUsed: Math.max(peak.heapUsed, m.heapUsed),
      external: Math.max(peak.external, m.external),
    };
  };
  const sampler = setInterval(sample, 50);
  // What stays after a full collection: the memory the export holds on to, where the sampled
  // peak also counts garbage V8 has not collected yet.
  const collector = setInterval(() => {
    if (!measuring || !globalThis.gc) return;
    globalThis.gc();
    const { heapUsed, external } = process.memoryUsage();
    live = Math.max(live, heapUsed + external);
  }, 1000);
  return {
    start() {
      globalThis.gc?.();
      // Resets the kernel's peak RSS to the present (Linux ≥ 4.0), so VmHWM is the export's.
      try {
        writeFileSync('/proc/self/clear_refs', '5');
      } catch {
        // Not Linux: the sampled peak stands alone.
      }
      base = now();
      peak = base;
      live = base.heapUsed + base.external;
      measuring = true;
    },
    stop(): Peaks {
      sample();
      clearInterval(sampler);
      clearInterval(collector);
      return { base, peak, live, kernelPeakRss: kernelPeakRss() };
    },
  };
}

/** A reader taking `kbps` KiB a second, counting the bytes (and keeping them when asked). */
function slowReader(kbps: number, file: string | null) {
  const kept = file ? createWriteStream(file) : null;
  let bytes = 0;
  const stream = new Writable({
    write(chunk: Buffer, _encoding, done) {
      bytes += chunk.length;
      kept?.write(chunk);
      setTimeout(done, (chunk.length / (kbps * 1024)) * 1000);
    },
    final(done) {
      if (kept) kept.end(done);
      else done();
    },
  });
  return { stream, bytes: () => bytes };
}

async function child(url: string, one: Case) {
  const database = await openDatabase({ kind: 'postgres', url, poolSize: 4 });
  const meter = memoryMeter();
  const send = (message: FromChild) => process.send?.(message);
  const app = one.direct ? null : await buildApp({ database, rateLimitPerMinute: 0 });
  const address = app ? await app.listen({ host: '127.0.0.1', port: 0 }) : '';

  process.on('message', async (message) => {
    if (message === 'start') {
      meter.start();
      send({ started: true });
      const direct = one.direct;
      if (!direct) return;
      // The builder and the writer the route uses, into a reader at `kbps`.
      const started = performance.now();
      const reader = slowReader(direct.kbps, fileOf(one));
      const document = await statementExport(
        database.db,
        'trader',
        one.trader,
        { from, to },
        direct.waits ? { reader: readerOf(reader.stream) } : {},
      );
      const context = {
        ...defaultSettings,
        generatedBy: 'Bench',
        generatedAt: new Date(),
        language: 'en-IN' as const,
        words: fileWords('en-IN'),
      };
      await writers[one.format](document, context, reader.stream);
      if (!reader.stream.writableFinished) await once(reader.stream, 'finish');
      send({
        done: true,
        seconds: (performance.now() - started) / 1000,
        bytes: reader.bytes(),
        ...meter.stop(),
      });
      await database.close();
      process.exit(0);
    }
    if (message === 'stop') {
      send({ done: true, ...meter.stop() });
      await app?.close();
      await database.close();
      process.exit(0);
    }
  });
  send({ address });
}

// ---------------------------------------------------------------------------------------------
// The benchmark.

/**
 * `rows` entries on a trader over three years: sales debiting the trader, every fifth a collection
 * crediting a round sum; words as long as the app writes them.
 */
async function fill(url: string, trader: string, prefix: string, rows: number) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  await client.query('set synchronous_commit = off');
  await client.query(
    `insert into documents (code, kind, date, created_by_name)
     select $3 || g, case when g % 5 = 0 then 'collection' else 'sale' end,
            $1::date + (g::bigint * ${DAYS} / $2::int)::int, 'bench'
     from generate_series(1, $2::int) g`,
    [from, rows, prefix],
  );
  await client.query(
    `insert into ledger_entries (document_id, account_type, account_code, date, particular, debit_paise, credit_paise)
     select d.id, 'trader', $1, d.date,
            case when d.kind = 'sale'
              then 'Sale ' || d.code || ': ' || (300 + d.id % 200) || ' birds, ' || (600 + d.id % 400) || '.4 kg at ₹105.00/kg (B00' || (1 + d.id % 4) || ')'
              else 'Payment received ' || d.code || ', UPI' end,
            case when d.kind = 'sale' then 6000000 + d.id % 99700 else 0 end,
            case when d.kind = 'collection' then 24000000 else 0 end
     from documents d where d.code like $2 || '%'`,
    [trader, prefix],
  );
  await client.end();
}

/**
 * The plan of one chunk from the middle of T001 as `statementEntries` reads it: the rows after a
 * (date, id) key, in order, 1,000 of them (the SQL its query builder sends).
 */
async function chunkPlan(url: string) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  const { rows } = await client.query(
    `select date::text, id, (select max(id) from ledger_entries where account_code = 'T001') last
     from ledger_entries where account_type = 'trader' and account_code = 'T001'
     order by date, id offset ${Math.floor(ROWS / 2)} limit 1`,
  );
  const key = rows[0] as { date: string; id: number; last: number };
  const { rows: plan } = await client.query(
    `explain (analyze, costs off, timing off, summary on)
     select e.id, e.date, d.code, d.kind, e.particular, e.debit_paise, e.credit_paise,
            d.status = 'cancelled', e.reversal
     from ledger_entries e inner join documents d on d.id = e.document_id
     where e.account_type = 'trader' and e.account_code = 'T001' and e.date >= $1 and e.date <= $2
       and e.id <= $5 and (e.date, e.id) > ($3::date, $4::bigint)
     order by e.date, e.id limit 1000`,
    [from, to, key.date, key.id, key.last],
  );
  await client.end();
  return plan.map((line: { 'QUERY PLAN': string }) => line['QUERY PLAN']).join('\n');
}

const nextMessage = (worker: ChildProcess) =>
  new Promise<FromChild>((resolve, reject) => {
    worker.once('message', (message) => resolve(message as FromChild));
    worker.once('exit', (code) => reject(new Error(`the child stopped (${code})`)));
  });

interface Measured extends Peaks {
  one: Case;
  seconds: number;
  firstByteSeconds: number | null;
  bytes: number;
}

/** Downloads the file through the route at full speed: the time, the first byte, the size. */
async function download(address: string, one: Case) {
  const signIn = await fetch(`${address}/api/auth/sign-in`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-requested-with': 'pfm', origin: address },
    body: JSON.stringify({ username: 'bench', password: PASSWORD }),
  });
  const cookie = signIn.headers.get('set-cookie')?.split(';')[0] ?? '';
  return async () => {
    const started = performance.now();
    const response = await fetch(
      `${address}/api/ledger/trader/${one.trader}/export/${one.format}?from=${from}&to=${to}`,
      { headers: { cookie } },
    );
    if (!response.ok || !response.body) {
      throw new Error(`${one.format}: ${response.status} ${await response.text()}`);
    }
    const path = fileOf(one);
    const file = path ? createWriteStream(path) : null;
    let bytes = 0;
    let firstByte = 0;
    const reader = response.body.getReader();
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      if (!firstByte) firstByte = performance.now();
      bytes += value.byteLength;
      if (file && !file.write(value)) await once(file, 'drain');
    }
    const seconds = (performance.now() - started) / 1000;
    file?.end();
    if (file) await once(file, 'finish');
    return { seconds, bytes, firstByteSeconds: (firstByte - started) / 1000 };
  };
}

/** One export in a fresh child process: its time, its file's size, the child's memory. */
async function measure(url: string, one: Case): Promise<Measured> {
  const worker = fork(fileURLToPath(import.meta.url), ['child', url, JSON.stringify(one)], {
    execArgv: ['--import', 'tsx', '--expose-gc'],
    stdio: ['ignore', 'ignore', 'inherit', 'ipc'],
  });
  try {
    const ready = await nextMessage(worker);
    if (!('address' in ready)) throw new Error('the child did not start');
    const get = one.direct ? null : await download(ready.address, one);
    // The child settles after start-up before its baseline is taken.
    await delay(1000);
    worker.send('start');
    await nextMessage(worker);
    if (get) {
      const got = await get();
      worker.send('stop');
      const report = await nextMessage(worker);
      if (!('done' in report)) throw new Error('no figures');
      return { ...report, ...got, one };
    }
    const report = await nextMessage(worker);
    if (!('done' in report)) throw new Error('no figures');
    return {
      ...report,
      seconds: report.seconds ?? 0,
      bytes: report.bytes ?? 0,
      firstByteSeconds: null,
      one,
    };
  } finally {
    if (worker.exitCode === null) {
      worker.kill();
      await once(worker, 'exit').catch(() => {});
    }
  }
}

const mib = (bytes: number) => (bytes / 1024 / 1024).toFixed(1);

const describe = ({ format, direct }: Case) =>
  [
    direct
      ? `writer, read at ${direct.kbps} KiB/s, ${direct.waits ? "with the route's reader check" : 'writer alone'}`
      : 'HTTP, full speed',
  ]
    .filter(Boolean)
    .join('; ') || format;

async function main() {
  if (KEEP) await mkdir(KEEP, { recursive: true });
  await onThrowawayPostgres('ledger_export', async (database, url) => {
    const filling = performance.now();
    await fill(url, 'T001', 'XL', ROWS);
    await fill(url, 'T002', 'XS', SHORT);
    const admin = new pg.Client({ connectionString: url });
    await admin.connect();
    await admin.query('vacuum analyze');
    await admin.end();
    await database.db.insert(users).values({
      username: 'bench',
      firstName: 'Bench',
      lastName: 'Admin',
      email: 'bench@example.com',
      role: 'Staff',
      passwordHash: await hashPassword(PASSWORD),
    });
    const fillSeconds = ((performance.now() - filling) / 1000).toFixed(0);
    const plan = await chunkPlan(url);

    const slow = (waits: boolean): Case => ({
      trader: 'T001',
      rows: ROWS,
      format: 'xlsx',
      direct: { kbps: SLOW_KBPS, waits },
    });
    const cases: Case[] = [
      { trader: 'T002', rows: SHORT, format: 'xlsx' },
      { trader: 'T001', rows: ROWS, format: 'xlsx' },
      ...(SLOW_KBPS ? [slow(false), slow(true)] : []),
      { trader: 'T002', rows: SHORT, format: 'pdf' },
      { trader: 'T001', rows: ROWS, format: 'pdf' },
    ];
    const results: Measured[] = [];
    for (const one of cases.filter((candidate) => !ONLY || candidate.format === ONLY)) {
      const result = await measure(url, one);
      results.push(result);
      process.stderr.write(
        `${one.rows} rows ${one.format} (${describe(one)}): ${result.seconds.toFixed(1)} s, ${mib(result.bytes)} MiB, peak RSS ${mib(result.peak.rss)} MiB, peak heap ${mib(result.peak.heapUsed)} MiB, live ${mib(result.live)} MiB\n`,
      );
    }
    process.stdout.write(
      [
        `Trader T001 with ${ROWS.toLocaleString('en-IN')} ledger entries and T002 with ${SHORT.toLocaleString('en-IN')}, over ${DAYS} days (${from} to ${to}), filled in ${fillSeconds} s; ${cpus().length} cores, ${mib(totalmem())} MiB; Node ${process.version}. Memory is the exporting process's; "before" is after start-up and a full collection.`,
        '',
        '| Rows | Format | How | Time s | First byte s | File MiB | RSS before MiB | Peak RSS MiB | Kernel peak RSS MiB | Heap before MiB | Peak heap MiB | Peak external MiB | Live heap + buffers MiB |',
        '|---:|---|---|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|',
        ...results.map(
          (r) =>
            `| ${r.one.rows.toLocaleString('en-IN')} | ${r.one.format} | ${describe(r.one)} | ${r.seconds.toFixed(1)} | ${r.firstByteSeconds === null ? '—' : r.firstByteSeconds.toFixed(2)} | ${mib(r.bytes)} | ${mib(r.base.rss)} | ${mib(r.peak.rss)} | ${r.kernelPeakRss ? mib(r.kernelPeakRss) : '—'} | ${mib(r.base.heapUsed)} | ${mib(r.peak.heapUsed)} | ${mib(r.peak.external)} | ${mib(r.live)} |`,
        ),
        '',
        'A chunk of 1,000 rows from the middle of the long account, as the export reads it:',
        '',
        '```',
        plan,
        '```',
        '',
      ].join('\n'),
    );
  });
}

if (process.argv[2] === 'child') {
  await child(process.argv[3] ?? '', JSON.parse(process.argv[4] ?? '{}') as Case);
} else {
  await main();
}
