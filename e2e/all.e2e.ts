/**
 * Every browser test, in one file. Vitest runs the files of a project that takes one file at a time
 * in a group of their own, after every other file: 300 s at the end of the run with one core idle.
 * As one file, they run beside the stories and the server tests from the start (and the sequencer in
 * vitest.config.ts starts this file first). They share one server (global-setup.ts), so they run in
 * this order, one after another, as before.
 *
 * `E2E_ONLY=keyboard,money npx vitest run --project e2e` runs some of them.
 */
const suites = [
  'auth',
  'dates',
  'exports',
  'growth',
  'keyboard',
  'languages',
  'masters',
  'money',
  'popups-axe',
  'routing',
  'settlement',
  'shortcuts',
  'stock',
  'walkthrough',
];

const only = process.env.E2E_ONLY?.split(',').map((name) => name.trim());
const unknown = only?.filter((name) => !suites.includes(name)) ?? [];
if (unknown.length > 0) {
  throw new Error(
    `E2E_ONLY names no suite: ${unknown.join(', ')} (e2e/suites/ holds ${suites.join(', ')})`,
  );
}
for (const name of suites) {
  if (!only || only.includes(name)) await import(`./suites/${name}.ts`);
}
