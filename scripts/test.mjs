#!/usr/bin/env node
// `npm test`: lint and the folder-loop check, then every test in one vitest run (unit, server on the
// embedded database and — with TEST_DATABASE_URL — PostgreSQL, and every story in light and dark with
// axe and a screenshot) while the type-checks and the bundle budget (scripts/bundle-budget.mjs) run
// beside it at a lower priority, in the CPU time vitest leaves idle (decision 0053). A failing check
// stops vitest and fails the run. Ends with one summary line. `--update-screenshots` rewrites the
// screenshot baselines.
import { spawn, spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromeInstallHint, findChrome } from './chrome.mjs';

const args = process.argv.slice(2);
const updateScreenshots = args.includes('--update-screenshots');
const passThrough = args.filter((arg) => arg !== '--update-screenshots');

const chrome = findChrome();
if (!chrome) {
  console.error(chromeInstallHint);
  process.exit(1);
}

const run = (label, command, commandArgs, env = {}) => {
  process.stdout.write(`\n▶ ${label}\n`);
  const started = Date.now();
  const result = spawnSync(command, commandArgs, {
    stdio: 'inherit',
    env: { ...process.env, CHROME_PATH: chrome, ...env },
  });
  const seconds = ((Date.now() - started) / 1000).toFixed(1);
  process.stdout.write(`${result.status === 0 ? '✔' : '✘'} ${label} (${seconds}s)\n`);
  return result.status ?? 1;
};

const npx = (bin, binArgs, env) =>
  run(`${bin} ${binArgs.join(' ')}`, 'npx', ['--no-install', bin, ...binArgs], env);

if (npx('biome', ['check', '.']) !== 0) process.exit(1);
if (run('folder import loops', 'node', ['scripts/check-folder-cycles.mjs']) !== 0) process.exit(1);
/** The checks that run beside vitest, one after another; each one's output is printed when it ends. */
const besideVitest = [
  ['turbo', ['run', 'typecheck', '--output-logs=errors-only']],
  ['tsc', ['--noEmit', '-p', 'tsconfig.json']],
  ['tsc', ['--noEmit', '-p', 'e2e/tsconfig.json']],
  ['node', ['scripts/bundle-budget.mjs']],
];
/** Runs a command at a lower priority with its output kept; resolves to its exit status. */
const runQuietly = (command, commandArgs) =>
  new Promise((resolve) => {
    const started = Date.now();
    const bin = command === 'node' ? [command] : ['npx', '--no-install', command];
    const child = spawn('nice', ['-n', '10', ...bin, ...commandArgs], {
      env: { ...process.env, CHROME_PATH: chrome, FORCE_COLOR: '0' },
    });
    let output = '';
    child.stdout.on('data', (chunk) => {
      output += chunk;
    });
    child.stderr.on('data', (chunk) => {
      output += chunk;
    });
    child.on('close', (status) => {
      const seconds = ((Date.now() - started) / 1000).toFixed(1);
      const label = `${command} ${commandArgs.join(' ')}`;
      process.stdout.write(`\n${status === 0 ? '✔' : '✘'} ${label} (${seconds}s, beside vitest)\n`);
      if (status !== 0) process.stdout.write(output);
      resolve(status ?? 1);
    });
  });

const reportDir = mkdtempSync(join(tmpdir(), 'pfm-test-'));
const reportFile = join(reportDir, 'report.json');
process.stdout.write('\n▶ vitest run, with the type-checks and the bundle budget beside it\n');
const vitestStarted = Date.now();
const vitest = spawn(
  'npx',
  [
    '--no-install',
    'vitest',
    'run',
    '--reporter=default',
    '--reporter=json',
    `--outputFile.json=${reportFile}`,
    ...(updateScreenshots ? ['--update'] : []),
    ...passThrough,
  ],
  { stdio: 'inherit', env: { ...process.env, CHROME_PATH: chrome }, detached: true },
);
const vitestDone = new Promise((resolve) => vitest.on('close', (status) => resolve(status ?? 1)));
let failedCheck = '';
const checksDone = (async () => {
  for (const [command, commandArgs] of besideVitest) {
    if ((await runQuietly(command, commandArgs)) !== 0) {
      failedCheck = `${command} ${commandArgs.join(' ')}`;
      return 1;
    }
  }
  return 0;
})();
// vitest runs in its own process group (so a failed check can stop all of it): pass on a stop.
for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => {
    try {
      process.kill(-vitest.pid, signal);
    } catch {}
    process.exit(1);
  });
}
const checksStatus = await checksDone;
if (checksStatus !== 0) {
  // A check failed: the run has failed, so vitest need not finish.
  try {
    process.kill(-vitest.pid, 'SIGTERM');
  } catch {}
}
const vitestStatus = await vitestDone;
process.stdout.write(
  `${vitestStatus === 0 ? '✔' : '✘'} vitest run (${((Date.now() - vitestStarted) / 1000).toFixed(1)}s)\n`,
);

let summary = 'Tests: 0 passed, 0 failed';
try {
  const report = JSON.parse(readFileSync(reportFile, 'utf8'));
  const failed = report.numFailedTests + (report.numRuntimeErrorTestSuites ?? 0);
  summary = `Tests: ${report.numPassedTests} passed, ${failed} failed`;
  if (report.numPendingTests + report.numTodoTests > 0) {
    summary += `, ${report.numPendingTests + report.numTodoTests} skipped`;
  }
} catch {
  summary = 'Tests: 0 passed, 1 failed';
}
rmSync(reportDir, { recursive: true, force: true });
if (failedCheck) summary = `${summary}; the check \`${failedCheck}\` failed, so vitest was stopped`;
process.stdout.write(`\n${summary}\n`);
process.exit(checksStatus !== 0 ? 1 : vitestStatus);
