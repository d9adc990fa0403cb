import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { TestProject } from 'vitest/node';
import { openDatabase } from '../src/db/database.ts';
import { writePgliteTemplate } from '../src/db/pglite-template.ts';
import { adminQuery } from './postgres-admin.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    /** A migrated, empty embedded database (a gzip tarball of its data folder) for this run. */
    pgliteTemplate: string;
    /** A migrated, empty PostgreSQL database every test database is created from, when TEST_DATABASE_URL is set. */
    postgresTemplate: string | undefined;
  }
}

/**
 * Once per run: the migrations applied to one embedded database, kept as a tarball that every test
 * file's new database starts from (test/databases.ts) instead of running initdb and every migration
 * again — about 0.6 s a database instead of 3.5–4.5 s.
 */
export default async function setup(project: TestProject) {
  const migrations = fileURLToPath(new URL('../drizzle', import.meta.url));
  const folder = await mkdtemp(join(tmpdir(), 'pfm-test-template-'));
  const file = join(folder, 'migrated.tar.gz');
  const adminUrl = process.env.TEST_DATABASE_URL;
  const [postgresTemplate] = await Promise.all([
    adminUrl ? writePostgresTemplate(adminUrl, migrations) : undefined,
    writePgliteTemplate(file, migrations),
  ]);
  project.provide('pgliteTemplate', file);
  project.provide('postgresTemplate', postgresTemplate);
  return async () => {
    await rm(folder, { recursive: true, force: true });
    if (adminUrl && postgresTemplate) await dropDatabase(adminUrl, postgresTemplate);
  };
}

/**
 * The same for PostgreSQL: one migrated database that `create database … template` copies for each
 * test file (about 0.2 s instead of 1.2–2.4 s of migrations). Nothing stays connected to it, as a
 * template requires.
 */
async function writePostgresTemplate(adminUrl: string, migrations: string): Promise<string> {
  const name = `pfm_template_${randomBytes(6).toString('hex')}`;
  await adminQuery(adminUrl, `create database ${name}`);
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  const database = await openDatabase({ kind: 'postgres', url: url.toString(), poolSize: 1 });
  try {
    await database.migrate(migrations);
  } finally {
    await database.close();
  }
  return name;
}

const dropDatabase = (adminUrl: string, name: string) =>
  adminQuery(adminUrl, `drop database if exists ${name} with (force)`);
