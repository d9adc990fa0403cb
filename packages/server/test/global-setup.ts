import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { TestProject } from 'vitest/node';
import { writePgliteTemplate } from '../src/db/pglite-template.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    /** A migrated, empty embedded database (a gzip tarball of its data folder) for this run. */
    pgliteTemplate: string;
  }
}

/**
 * Once per run: the migrations applied to one embedded database, kept as a tarball that every test
 * file's new database starts from (test/databases.ts) instead of running initdb and every migration
 * again — about 0.6 s a database instead of 3.5–4.5 s.
 */
export default async function setup(project: TestProject) {
  const folder = await mkdtemp(join(tmpdir(), 'pfm-test-template-'));
  const file = join(folder, 'migrated.tar.gz');
  await writePgliteTemplate(file, fileURLToPath(new URL('../drizzle', import.meta.url)));
  project.provide('pgliteTemplate', file);
  return () => rm(folder, { recursive: true, force: true });
}
