#!/usr/bin/env node
// Publishes the Storybook to Chromatic when a project token is configured; otherwise says so and stops.
import { spawnSync } from 'node:child_process';

if (!process.env.CHROMATIC_PROJECT_TOKEN) {
  process.stdout.write(
    'Chromatic skipped: set CHROMATIC_PROJECT_TOKEN to publish the Storybook (local screenshot tests in `npm test` guard visuals meanwhile).\n',
  );
  process.exit(0);
}
const result = spawnSync(
  'npx',
  [
    '--no-install',
    'chromatic',
    '--build-script-name',
    'build-storybook',
    '--exit-zero-on-changes',
    ...process.argv.slice(2),
  ],
  { stdio: 'inherit' },
);
process.exit(result.status ?? 1);
