import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    name: 'server',
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
