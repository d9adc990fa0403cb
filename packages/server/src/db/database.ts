import { existsSync } from 'node:fs';
import { readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { sql } from 'drizzle-orm';
import { drizzle as drizzlePostgres } from 'drizzle-orm/node-postgres';
import { migrate as migratePostgres } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import { isTransactionConflict } from './constraints.ts';
import { connectionForTool, findOnPath, missingToolMessage, runPgTool } from './pg-tools.ts';
import { keepPrivate } from './private-files.ts';
import * as schema from './schema.ts';

export type Schema = typeof schema;
/** The Drizzle database, whichever driver is underneath. Services only ever see this type. */
export type Db = PgDatabase<PgQueryResultHKT, Schema>;

export type DatabaseKind = 'pglite' | 'postgres';

export interface Database {
  db: Db;
  kind: DatabaseKind;
  /** Applies the versioned migrations in `migrationsFolder` that have not run yet. */
  migrate(migrationsFolder: string): Promise<void>;
  /** Round trip to the database; throws when it is unreachable. */
  ping(): Promise<void>;
  /** A complete copy of the database, written to a file (see src/backup). */
  backup: DatabaseBackup;
  /**
   * Runs `task` while holding the advisory lock `lockId`, or answers `false` at once when another
   * server process holds it (PostgreSQL: `pg_try_advisory_lock`). The embedded database belongs to
   * one process, so there it always runs.
   */
  tryWithLock<T>(lockId: number, task: () => Promise<T>): Promise<{ value: T } | false>;
  close(): Promise<void>;
}

/** How each kind of database is copied to a file and back. */
export interface DatabaseBackup {
  /**
   * The ending of its backup files: `.tar.gz` (the embedded database's data folder, as PGlite dumps
   * it) or `.dump` (`pg_dump --format=custom`, restored with `pg_restore`).
   */
  extension: '.tar.gz' | '.dump';
  /** Why a backup cannot be made on this server (pg_dump is not installed), or undefined. */
  unavailableReason(): Promise<string | undefined>;
  /** Writes a complete, consistent copy of the database to `file` (which should not exist). */
  dump(file: string): Promise<void>;
}

/** How often a transaction ended by a deadlock or a serialisation failure is run again. */
export const TRANSACTION_ATTEMPTS = 4;

/**
 * Two transactions that lock the same rows in opposite orders (a back-dated document revaluing the
 * later stock of godowns another document is posting to) deadlock; PostgreSQL ends one of them
 * (40P01), changing nothing. Every outermost transaction is run again from the start then, a few
 * times after a short random wait, before the error reaches the caller (answered 503, http/errors).
 * The work of a transaction is all in the database, so running it again is safe.
 */
function retryConflictingTransactions(db: Db) {
  const transaction = db.transaction.bind(db);
  db.transaction = (async (work, config) => {
    for (let attempt = 1; ; attempt++) {
      try {
        return await transaction(work, config);
      } catch (error) {
        if (attempt >= TRANSACTION_ATTEMPTS || !isTransactionConflict(error)) throw error;
        await new Promise((resolve) => setTimeout(resolve, Math.random() * 20 * attempt));
      }
    }
  }) as Db['transaction'];
}

/** Arbitrary but fixed: serialises migrations when several server processes start at once. */
const MIGRATION_LOCK_ID = 7_042_117;

export type DatabaseTarget =
  | {
      kind: 'pglite';
      dataDir?: string | undefined;
      pglite?: PGlite;
      /**
       * A data folder prepared at build time (pglite-template.ts): a new `dataDir` starts as a copy of
       * it instead of running initdb, which takes most of a first start.
       */
      template?: string | undefined;
    }
  | { kind: 'postgres'; url: string; poolSize?: number };

/** Opens the embedded database (a data folder, or memory when none is given) or a PostgreSQL server. */
export async function openDatabase(target: DatabaseTarget): Promise<Database> {
  if (target.kind === 'pglite') {
    if (target.dataDir) await keepPrivate(target.dataDir);
    const fromTemplate =
      target.dataDir &&
      target.template &&
      !existsSync(join(target.dataDir, 'PG_VERSION')) &&
      existsSync(target.template)
        ? new Blob([await readFile(target.template)])
        : undefined;
    // pg_trgm backs the "any part of a name" search indexes, as on a PostgreSQL server.
    const client =
      target.pglite ??
      new PGlite({
        ...(target.dataDir && { dataDir: target.dataDir }),
        ...(fromTemplate && { loadDataDir: fromTemplate }),
        extensions: { pg_trgm },
      });
    await client.waitReady;
    // As on a PostgreSQL server (below): plan for storage where random reads are cheap.
    await client.exec('set random_page_cost = 1.1');
    const db = drizzlePglite({ client, schema }) as unknown as Db;
    return {
      db,
      kind: 'pglite',
      migrate: async (migrationsFolder) => {
        await migratePglite(drizzlePglite({ client, schema }), { migrationsFolder });
      },
      ping: async () => {
        await client.query('select 1');
      },
      backup: {
        extension: '.tar.gz',
        unavailableReason: async () => undefined,
        dump: async (file) => {
          // Written to the data files first, so that opening the copy does not replay the WAL.
          await client.exec('checkpoint');
          // A tarball of the data folder, taken between queries: a consistent copy of committed data.
          const tarball = await client.dumpDataDir('gzip');
          await writeFile(file, new Uint8Array(await tarball.arrayBuffer()), {
            flag: 'wx',
            mode: 0o600,
          });
        },
      },
      tryWithLock: async (_lockId, task) => ({ value: await task() }),
      close: () => client.close(),
    };
  }

  const pool = new pg.Pool({
    connectionString: target.url,
    max: target.poolSize ?? 10,
    // Random reads cost about as much as sequential ones on SSDs; with PostgreSQL's default of 4 the
    // planner scans whole tables for "contains" searches instead of using their trigram indexes.
    options: '-c random_page_cost=1.1',
  });
  // A client losing its connection (the server restarting, pg_terminate_backend, a network cut)
  // emits 'error'; unheard, that ends the process. The pool listens only while a client is idle, so
  // every client gets its own listener for the time it is checked out too. Nothing is lost: the
  // query in flight fails (answered 503, see http/errors.ts), and the pool drops the broken client.
  pool.on('error', () => {});
  pool.on('connect', (client) => {
    client.on('error', () => {});
  });
  const db = drizzlePostgres({ client: pool, schema }) as unknown as Db;
  retryConflictingTransactions(db);
  return {
    db,
    kind: 'postgres',
    migrate: async (migrationsFolder) => {
      const client = await pool.connect();
      try {
        await client.query('select pg_advisory_lock($1)', [MIGRATION_LOCK_ID]);
        await migratePostgres(drizzlePostgres({ client, schema }), { migrationsFolder });
      } finally {
        await client.query('select pg_advisory_unlock($1)', [MIGRATION_LOCK_ID]).catch(() => {});
        client.release();
      }
    },
    ping: async () => {
      await db.execute(sql`select 1`);
    },
    backup: {
      extension: '.dump',
      unavailableReason: async () =>
        (await findOnPath('pg_dump')) ? undefined : missingToolMessage('pg_dump'),
      dump: async (file) => {
        const { dbname, env } = connectionForTool(target.url);
        await runPgTool(
          'pg_dump',
          ['--format=custom', '--no-password', `--file=${file}`, `--dbname=${dbname}`],
          env,
        );
      },
    },
    tryWithLock: async (lockId, task) => {
      // A session lock: held by this one connection until it is unlocked or the connection ends.
      const client = await pool.connect();
      try {
        const { rows } = await client.query<{ locked: boolean }>(
          'select pg_try_advisory_lock($1) as locked',
          [lockId],
        );
        if (!rows[0]?.locked) return false;
        try {
          return { value: await task() };
        } finally {
          await client.query('select pg_advisory_unlock($1)', [lockId]).catch(() => {});
        }
      } finally {
        client.release();
      }
    },
    close: () => pool.end(),
  };
}
