#!/usr/bin/env node
// `npm test`: lint, type-check, the bundle budget (scripts/bundle-budget.mjs), then every test in one vitest run (unit, server on the embedded
// database and — with TEST_DATABASE_URL — PostgreSQL, and every story in light and dark with axe and a
// screenshot). Ends with one summary line. `--update-screenshots` rewrites the screenshot baselines.
import { spawnSync } from 'node:child_process';
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
if (run('words from the catalogue', 'node', ['scripts/check-words.mjs']) !== 0) process.exit(1);
if (npx('turbo', ['run', 'typecheck', '--output-logs=errors-only']) !== 0) process.exit(1);
if (npx('tsc', ['--noEmit', '-p', 'tsconfig.json']) !== 0) process.exit(1);
if (npx('tsc', ['--noEmit', '-p', 'e2e/tsconfig.json']) !== 0) process.exit(1);
if (run('bundle budget', 'node', ['scripts/bundle-budget.mjs']) !== 0) process.exit(1);

const reportDir = mkdtempSync(join(tmpdir(), 'pfm-test-'));
const reportFile = join(reportDir, 'report.json');
const vitestStatus = npx('vitest', [
  'run',
  '--reporter=default',
  '--reporter=json',
  `--outputFile.json=${reportFile}`,
  ...(updateScreenshots ? ['--update'] : []),
  ...passThrough,
]);

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
process.stdout.write(`\n${summary}\n`);
process.exit(vitestStatus);
