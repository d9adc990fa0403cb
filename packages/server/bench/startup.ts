// Start-up of the built server on the embedded database (issue 16): time from starting
// `node dist/main.js` to the first answer of GET /api/health, with a new data folder (initdb,
// migrations, sample data) and with the folder that run left behind, and the server's resident memory
// once idle. Medians of BENCH_RUNS (default 5). Needs `npm run build` first.
// Run: npm run bench:startup -w @pfm/server
import { spawn } from 'node:child_process';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';

const RUNS = Number(process.env.BENCH_RUNS ?? 5);
const main = new URL('../dist/main.js', import.meta.url).pathname;

interface Sample {
  seconds: number;
  rssMiB: number;
}

async function start(dataDir: string, port: number): Promise<Sample> {
  const started = performance.now();
  const child = spawn(process.execPath, [main], {
    env: {
      ...process.env,
      DATA_DIR: dataDir,
      BACKUP_DIR: join(dataDir, '..', 'backups'),
      PORT: String(port),
      HOST: '127.0.0.1',
      LOG_LEVEL: 'warn',
      DATABASE_URL: '',
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  try {
    for (;;) {
      if (child.exitCode !== null) throw new Error(`the server exited (${child.exitCode})`);
      const ok = await fetch(`http://127.0.0.1:${port}/api/health`).then(
        (response) => response.ok,
        () => false,
      );
      if (ok) break;
      await sleep(25);
    }
    const seconds = (performance.now() - started) / 1000;
    // Idle memory: after start-up work (the first backup, purges) has settled.
    await sleep(5000);
    const status = await readFile(`/proc/${child.pid}/status`, 'utf8');
    const rssKiB = Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? Number.NaN);
    return { seconds, rssMiB: rssKiB / 1024 };
  } finally {
    child.kill('SIGTERM');
    await new Promise((resolve) => child.once('exit', resolve));
  }
}

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] as number;
};

const fresh: Sample[] = [];
const existing: Sample[] = [];
for (let run = 0; run < RUNS; run++) {
  const root = await mkdtemp(join(tmpdir(), 'pfm-startup-'));
  const dataDir = join(root, 'data');
  try {
    fresh.push(await start(dataDir, 3900 + run));
    existing.push(await start(dataDir, 3950 + run));
  } finally {
    await rm(root, { recursive: true, force: true });
  }
  process.stdout.write('.');
}
process.stdout.write('\n');
const line = (label: string, samples: Sample[]) =>
  `${label.padEnd(22)} first answer ${median(samples.map((s) => s.seconds)).toFixed(2)} s` +
  ` (${samples.map((s) => s.seconds.toFixed(2)).join(', ')}),` +
  ` memory idle ${median(samples.map((s) => s.rssMiB)).toFixed(0)} MiB\n`;
process.stdout.write(line('new data folder', fresh));
process.stdout.write(line('existing data folder', existing));
