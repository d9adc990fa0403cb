#!/usr/bin/env node
// `npm run bench:web` (issue 16): builds the app, serves it from the real server on a new embedded
// database with the sample data, and runs Lighthouse (mobile and desktop, BENCH_RUNS runs each,
// default 5, medians) on the sign-in page, the signed-in dashboard, a master list, a transaction list
// and a report — and, in the same run, on a Vite + React 19 hello world (bench/floor), the floor.
// Prints score, FCP, LCP, TBT, CLS, accessibility and the JavaScript on the wire, and each page's LCP
// as a multiple of the floor's. Options: --no-build (use the last build), BENCH_PAGES=login,farmer.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:http';
import { tmpdir } from 'node:os';
import { extname, join, normalize } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { brotliCompressSync } from 'node:zlib';
import react from '@vitejs/plugin-react';
import { build } from 'vite';
import { findChrome } from './chrome.mjs';

const LIGHTHOUSE = 'lighthouse@12.8.2';
const RUNS = Number(process.env.BENCH_RUNS ?? 5);
const root = new URL('..', import.meta.url).pathname;
const work = mkdtempSync(join(tmpdir(), 'pfm-bench-web-'));
const chrome = findChrome();
if (!chrome) throw new Error('No Chromium found (see scripts/chrome.mjs)');

if (!process.argv.includes('--no-build')) {
  const built = spawnSync('npm', ['run', 'build'], { cwd: root, stdio: 'inherit' });
  if (built.status !== 0) process.exit(built.status ?? 1);
}

// The floor: built like our app (Vite, React 19), served compressed like our server does.
const floorDir = join(work, 'floor');
await build({
  root: join(root, 'bench/floor'),
  configFile: false,
  logLevel: 'silent',
  plugins: [react()],
  build: { outDir: floorDir, emptyOutDir: true },
});
const types = { '.html': 'text/html', '.js': 'text/javascript', '.css': 'text/css' };
const floor = createServer((request, response) => {
  const path = normalize(new URL(request.url ?? '/', 'http://x').pathname).replace(
    /^(\.\.[/\\])+/,
    '',
  );
  const file = join(floorDir, path === '/' ? 'index.html' : path);
  if (!file.startsWith(floorDir) || !existsSync(file)) {
    response.writeHead(404).end();
    return;
  }
  const body = readFileSync(file);
  const brotli = /\bbr\b/.test(String(request.headers['accept-encoding']));
  response.writeHead(200, {
    'content-type': types[extname(file)] ?? 'application/octet-stream',
    'cache-control': path.startsWith('/assets/')
      ? 'public, max-age=31536000, immutable'
      : 'no-cache',
    ...(brotli && { 'content-encoding': 'br' }),
  });
  response.end(brotli ? brotliCompressSync(body) : body);
});
await new Promise((resolve) => floor.listen(4309, '127.0.0.1', resolve));

// Our server, as `npm start` runs it, on a new embedded database.
const server = spawn(process.execPath, [join(root, 'packages/server/dist/main.js')], {
  env: {
    ...process.env,
    DATA_DIR: join(work, 'data'),
    BACKUP_DIR: join(work, 'backups'),
    PORT: '4310',
    HOST: '127.0.0.1',
    LOG_LEVEL: 'warn',
    DATABASE_URL: '',
  },
  stdio: ['ignore', 'ignore', 'inherit'],
});
const app = 'http://127.0.0.1:4310';
for (;;) {
  if (server.exitCode !== null) throw new Error('the server did not start');
  if (
    await fetch(`${app}/api/health`).then(
      (r) => r.ok,
      () => false,
    )
  )
    break;
  await sleep(100);
}
const signIn = await fetch(`${app}/api/auth/sign-in`, {
  method: 'POST',
  headers: { 'content-type': 'application/json', 'x-requested-with': 'pfm', origin: app },
  body: JSON.stringify({ username: 'admin', password: 'broiler-demo-2026' }),
});
if (!signIn.ok) throw new Error(`signing in failed: ${signIn.status} ${await signIn.text()}`);
const cookie = signIn.headers
  .getSetCookie()
  .map((line) => line.split(';')[0])
  .join('; ');
const headersFile = join(work, 'headers.json');
writeFileSync(headersFile, JSON.stringify({ Cookie: cookie }));

const pages = [
  { id: 'floor', label: 'hello world (floor)', url: 'http://127.0.0.1:4309/' },
  { id: 'login', label: '/login', url: `${app}/login` },
  { id: 'dashboard', label: '/ (dashboard)', url: `${app}/`, signedIn: true },
  { id: 'farmer', label: '/master/farmer', url: `${app}/master/farmer`, signedIn: true },
  {
    id: 'purchase',
    label: '/transaction/purchase',
    url: `${app}/transaction/purchase`,
    signedIn: true,
  },
  { id: 'inventory', label: '/report/inventory', url: `${app}/report/inventory`, signedIn: true },
].filter(
  (page) =>
    !process.env.BENCH_PAGES ||
    page.id === 'floor' ||
    process.env.BENCH_PAGES.split(',').includes(page.id),
);

/** Runs a command without blocking this process, which serves the floor meanwhile. */
const run = (command, args, options) =>
  new Promise((resolve, reject) => {
    const child = spawn(command, args, options);
    child.once('error', reject);
    child.once('exit', (status) => resolve({ status }));
  });

/** Lighthouse sometimes fails to record a trace (NO_NAVSTART): such a run is taken again, twice at most. */
async function lighthouse(page, formFactor, index) {
  for (let attempt = 1; ; attempt++) {
    try {
      return await lighthouseOnce(page, formFactor, index);
    } catch (error) {
      if (attempt === 3) throw error;
      process.stderr.write(`(${error.message}; taking that run again)\n`);
    }
  }
}

async function lighthouseOnce(page, formFactor, index) {
  const output = join(work, `${page.id}-${formFactor}-${index}.json`);
  const result = await run(
    'npx',
    [
      '--yes',
      LIGHTHOUSE,
      page.url,
      '--quiet',
      '--output=json',
      `--output-path=${output}`,
      '--only-categories=performance,accessibility',
      // Lighthouse's own recommendation for a container; the test suite's extra flags (no partial
      // raster, no hinting) change how pages paint and so what is measured.
      '--chrome-flags=--headless=new --no-sandbox --disable-gpu',
      ...(formFactor === 'desktop' ? ['--preset=desktop'] : []),
      ...(page.signedIn ? [`--extra-headers=${headersFile}`] : []),
    ],
    { env: { ...process.env, CHROME_PATH: chrome }, stdio: ['ignore', 'ignore', 'inherit'] },
  );
  if (result.status !== 0) throw new Error(`Lighthouse failed on ${page.url} (${formFactor})`);
  const report = JSON.parse(readFileSync(output, 'utf8'));
  const audit = (id) => report.audits[id]?.numericValue ?? Number.NaN;
  const scripts = report.audits['network-requests']?.details?.items ?? [];
  return {
    score: report.categories.performance.score * 100,
    accessibility: report.categories.accessibility.score * 100,
    fcp: audit('first-contentful-paint'),
    lcp: audit('largest-contentful-paint'),
    tbt: audit('total-blocking-time'),
    cls: audit('cumulative-layout-shift'),
    jsKiB:
      scripts
        .filter((item) => item.resourceType === 'Script')
        .reduce((sum, item) => sum + (item.transferSize ?? 0), 0) / 1024,
  };
}

const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)];
};

try {
  for (const formFactor of ['mobile', 'desktop']) {
    const rows = [];
    for (const page of pages) {
      const runs = [];
      for (let index = 0; index < RUNS; index++)
        runs.push(await lighthouse(page, formFactor, index));
      const m = (key) => median(runs.map((r) => r[key]));
      rows.push({
        page: page.label,
        score: m('score'),
        fcp: m('fcp'),
        lcp: m('lcp'),
        tbt: m('tbt'),
        cls: m('cls'),
        a11y: m('accessibility'),
        js: m('jsKiB'),
      });
      process.stderr.write('.');
    }
    process.stderr.write('\n');
    const floorLcp = rows[0]?.lcp ?? Number.NaN;
    process.stdout.write(
      `\nLighthouse 12.8.2, ${formFactor}, medians of ${RUNS} runs (Chromium ${chrome}):\n\n` +
        '| Page | Performance | FCP s | LCP s | TBT ms | CLS | Accessibility | JS on the wire KiB | LCP ÷ floor |\n' +
        '| --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: |\n',
    );
    for (const row of rows) {
      process.stdout.write(
        `| ${row.page} | ${row.score.toFixed(0)} | ${(row.fcp / 1000).toFixed(2)} | ${(row.lcp / 1000).toFixed(2)} | ` +
          `${row.tbt.toFixed(0)} | ${row.cls.toFixed(3)} | ${row.a11y.toFixed(0)} | ${row.js.toFixed(1)} | ` +
          `${(row.lcp / floorLcp).toFixed(2)} |\n`,
      );
    }
  }
} finally {
  server.kill('SIGTERM');
  floor.close();
  await new Promise((resolve) => server.once('exit', resolve));
  rmSync(work, { recursive: true, force: true });
}
