import { mkdir, readdir, readFile, rename, rm, stat } from 'node:fs/promises';
import { basename, dirname } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { connectionForTool, runPgTool } from '../db/pg-tools.ts';

/** What a restore did, in sentences to print. */
export interface RestoreReport {
  lines: string[];
}

const isMissing = (error: unknown) =>
  (error as NodeJS.ErrnoException | undefined)?.code === 'ENOENT';

/** The kind of database a backup file is of, from its ending. */
export function backupKindOf(file: string): 'pglite' | 'postgres' | undefined {
  if (file.endsWith('.tar.gz')) return 'pglite';
  if (file.endsWith('.dump')) return 'postgres';
  return undefined;
}

async function requireBackupFile(file: string) {
  try {
    const info = await stat(file);
    if (!info.isFile()) throw new Error(`${file} is not a file.`);
    if (info.size === 0) throw new Error(`${file} is empty: it is not a backup.`);
  } catch (error) {
    if (isMissing(error)) throw new Error(`There is no backup file ${file}.`);
    throw error;
  }
}

/** The entries of a folder, or undefined when there is no such folder. */
async function entriesOf(dir: string): Promise<string[] | undefined> {
  try {
    return await readdir(dir);
  } catch (error) {
    if (isMissing(error)) return undefined;
    throw error;
  }
}

const stamp = (at: Date) =>
  at
    .toISOString()
    .replace(/\.\d{3}Z$/, 'Z')
    .replace(/:/g, '-');

/**
 * Creates the embedded database's data folder `dataDir` from a `.tar.gz` backup. Refuses a folder
 * that is not empty unless `force`; then the folder is not deleted but moved aside
 * (`<dataDir>.before-restore-<time>`). The copy is unpacked and opened beside the folder first,
 * so a bad backup leaves the folder as it was. Stop the server first.
 */
export async function restorePglite(
  file: string,
  dataDir: string,
  { force = false, now = new Date() }: { force?: boolean; now?: Date } = {},
): Promise<RestoreReport> {
  await requireBackupFile(file);
  const existing = await entriesOf(dataDir);
  if (existing && existing.length > 0 && !force) {
    throw new Error(
      `The data folder ${dataDir} is not empty. Stop the server, then add --force to replace it (the current folder is kept, renamed to ${basename(dataDir)}.before-restore-<time>).`,
    );
  }

  await mkdir(dirname(dataDir), { recursive: true });
  const unpacking = `${dataDir}.restoring-${stamp(now)}`;
  await rm(unpacking, { recursive: true, force: true });
  try {
    const tarball = new Blob([new Uint8Array(await readFile(file))]);
    const client = new PGlite({
      dataDir: unpacking,
      loadDataDir: tarball,
      extensions: { pg_trgm },
    });
    try {
      await client.waitReady;
      // Proves the copy opens and holds this application's tables.
      await client.query('select count(*) from drizzle.__drizzle_migrations');
    } finally {
      await client.close();
    }
  } catch (error) {
    await rm(unpacking, { recursive: true, force: true });
    throw new Error(
      `${file} could not be restored: it is not a readable backup of the embedded database (${(error as Error).message}).`,
    );
  }

  const lines: string[] = [];
  if (existing && existing.length > 0) {
    const aside = `${dataDir}.before-restore-${stamp(now)}`;
    await rename(dataDir, aside);
    lines.push(`Moved the previous data folder aside to ${aside}.`);
  } else if (existing) {
    await rm(dataDir, { recursive: true, force: true });
  }
  await rename(unpacking, dataDir);
  lines.push(`Restored ${file} into the data folder ${dataDir}.`);
  lines.push('Start the server with this DATA_DIR to use it.');
  return { lines };
}

/**
 * Restores a `.dump` backup into the PostgreSQL database at `url` with
 * `pg_restore --clean --if-exists`: what the backup holds replaces what is there, in one
 * transaction (a failure changes nothing). Objects become owned by the user of `url`.
 */
export async function restorePostgres(file: string, url: string): Promise<RestoreReport> {
  await requireBackupFile(file);
  const { dbname, env } = connectionForTool(url);
  await runPgTool(
    'pg_restore',
    [
      '--clean',
      '--if-exists',
      '--no-owner',
      '--single-transaction',
      '--exit-on-error',
      '--no-password',
      `--dbname=${dbname}`,
      file,
    ],
    env,
  );
  const shown = new URL(dbname);
  return {
    lines: [
      `Restored ${file} into the PostgreSQL database ${shown.pathname.slice(1)} on ${shown.host} (pg_restore --clean --if-exists, one transaction).`,
    ],
  };
}
