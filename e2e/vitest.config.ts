import { defineConfig } from 'vitest/config';

/** Browser tests: Playwright drives the system Chromium against the built app served by the real server. */
export default defineConfig({
  test: {
    name: 'e2e',
    environment: 'node',
    include: ['**/*.e2e.ts'],
    globalSetup: ['./global-setup.ts'],
    testTimeout: 60_000,
    hookTimeout: 120_000,
    // One server and one browser are shared; files run one after another.
    fileParallelism: false,
  },
});
