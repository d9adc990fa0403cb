import { defineConfig } from 'vitest/config';

/** Browser tests: Playwright drives the system Chromium against the built app served by the real server. */
export default defineConfig({
  test: {
    name: 'e2e',
    environment: 'node',
    include: ['all.e2e.ts'],
    globalSetup: ['./global-setup.ts'],
    testTimeout: 60_000,
    hookTimeout: 120_000,
    // What the browser shows after a load (a list's rows, a statement's totals) can take several
    // seconds on a machine that also runs the stories and the server tests: `expect.poll` waits up
    // to 15 s, not 1 s (CI once read the skeleton rows, once "Loading…").
    expect: { poll: { timeout: 15_000 } },
    // One file (all.e2e.ts) runs the suites one after another on one shared server. No
    // `fileParallelism: false`: it would put the file in a group vitest runs after all the others.
  },
});
