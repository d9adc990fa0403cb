import { randomBytes } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { inject } from 'vitest';
import { type Database, type DatabaseKind, openDatabase } from '../src/db/database.ts';
import { adminQuery } from './postgres-admin.ts';

export const migrationsFolder = fileURLToPath(new URL('../drizzle', import.meta.url));

export interface TestDatabase {
  kind: DatabaseKind;
  /** A new, migrated, empty database of this kind (migrated from `migrations` when given). */
  create(migrations?: string): Promise<Database>;
}

/**
 * A throwaway database on the PostgreSQL server of TEST_DATABASE_URL, dropped when closed: a copy of
 * this run's migrated template (test/global-setup.ts), or migrated from `migrations` when given.
 */
async function createPostgresDatabase(adminUrl: string, migrations?: string): Promise<Database> {
  const name = `pfm_test_${randomBytes(6).toString('hex')}`;
  const template =
    migrations === undefined || migrations === migrationsFolder
      ? inject('postgresTemplate')
      : undefined;
  await adminQuery(adminUrl, `create database ${name}${template ? ` template ${template}` : ''}`);
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  const database = await openDatabase({ kind: 'postgres', url: url.toString(), poolSize: 4 });
  if (!template) await database.migrate(migrations ?? migrationsFolder);
  const close = database.close;
  return {
    ...database,
    close: async () => {
      await close();
      await adminQuery(adminUrl, `drop database if exists ${name} with (force)`);
    },
  };
}

let template: Promise<Uint8Array> | undefined;
const migratedTemplate = () => {
  template ??= readFile(inject('pgliteTemplate'));
  return template;
};

/**
 * The databases every server test runs on: always the embedded one, and PostgreSQL as well when
 * TEST_DATABASE_URL is set (CI sets it to the local server).
 */
export const testDatabases: TestDatabase[] = [
  {
    kind: 'pglite',
    create: async (migrations = migrationsFolder) => {
      if (migrations !== migrationsFolder) {
        const database = await openDatabase({ kind: 'pglite' });
        await database.migrate(migrations);
        return database;
      }
      // A copy of this run's migrated database (test/global-setup.ts).
      const pglite = await PGlite.create({
        loadDataDir: new Blob([await migratedTemplate()]),
        extensions: { pg_trgm },
      });
      return openDatabase({ kind: 'pglite', pglite });
    },
  },
  ...(process.env.TEST_DATABASE_URL
    ? [
        {
          kind: 'postgres' as const,
          create: (migrations?: string) =>
            createPostgresDatabase(process.env.TEST_DATABASE_URL as string, migrations),
        },
      ]
    : []),
];
