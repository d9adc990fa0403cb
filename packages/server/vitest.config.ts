import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    name: 'server',
    // A worker's files share its module graph: the server's modules load once per worker, not once
    // per file. Alone, with PostgreSQL, 193 s instead of 290 s, in any order of the files (decision
    // 0052). Each file opens its own database and app (test/databases.ts, test/app.ts).
    isolate: false,
    environment: 'node',
    include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
    passWithNoTests: true,
    setupFiles: ['test/setup.ts'],
    globalSetup: ['test/global-setup.ts'],
    // Starting a new embedded database with the sample month takes ~10 s on a quiet machine, >30 s on a busy one.
    testTimeout: 90_000,
    hookTimeout: 120_000,
  },
});
