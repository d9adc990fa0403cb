#!/usr/bin/env node
// `npm run db:generate`: drizzle-kit is hoisted to the root node_modules, but npm keeps drizzle-orm
// under packages/server (hoisting it conflicts with its optional peers), and drizzle-kit imports
// drizzle-orm from where it lives. Link it there for the run, then remove the link.
import { spawnSync } from 'node:child_process';
import { existsSync, rmSync, symlinkSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

const nested = fileURLToPath(new URL('../node_modules/drizzle-orm', import.meta.url));
const hoisted = fileURLToPath(new URL('../../../node_modules/drizzle-orm', import.meta.url));
const link = existsSync(nested) && !existsSync(hoisted);
if (link) symlinkSync(nested, hoisted, 'dir');
try {
  const result = spawnSync(
    'npx',
    ['--no-install', 'drizzle-kit', 'generate', ...process.argv.slice(2)],
    {
      stdio: 'inherit',
    },
  );
  process.exitCode = result.status ?? 1;
} finally {
  if (link) rmSync(hoisted);
}
