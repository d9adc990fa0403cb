import { chmod, mkdir, open, readdir, rename, rm, stat } from 'node:fs/promises';
import { join } from 'node:path';
import type { BackupFile, BackupMade, BackupStatus } from '@pfm/shared';
import { recordAudit } from '../audit/service.ts';
import type { Database } from '../db/database.ts';
import { type Actor, SYSTEM_ACTOR } from '../domain/actor.ts';
import { AppError } from '../domain/errors.ts';
import { getSettings } from '../settings/service.ts';

/** How many backups are kept: the newest 14 (two weeks of daily backups); older ones are deleted. */
export const BACKUPS_KEPT = 14;

/** Arbitrary but fixed (like the migration lock): one backup at a time across server processes. */
export const BACKUP_LOCK_ID = 7_042_118;

/** `pfm-2026-11-24T04-30-00Z.tar.gz`, `pfm-2026-11-24T04-30-00Z-2.dump` (a second one that second). */
const BACKUP_NAME =
  /^pfm-(\d{4}-\d{2}-\d{2})T(\d{2})-(\d{2})-(\d{2})Z(?:-(\d+))?(\.tar\.gz|\.dump)$/;

/** Files being written start with a dot and end in `.partial`: never listed, never restored. */
const PARTIAL_SUFFIX = '.partial';

/** The file name of a backup taken at `at` (UTC, to the second). */
export function backupFileName(at: Date, extension: string, sequence = 1): string {
  const stamp = at
    .toISOString()
    .replace(/\.\d{3}Z$/, 'Z')
    .replace(/:/g, '-');
  return `pfm-${stamp}${sequence > 1 ? `-${sequence}` : ''}${extension}`;
}

/** The time and ending of a backup's file name, or undefined for any other file. */
export function parseBackupFileName(
  name: string,
): { at: Date; sequence: number; extension: string } | undefined {
  const match = BACKUP_NAME.exec(name);
  if (!match) return undefined;
  const [, day, hours, minutes, seconds, sequence, extension] = match;
  const at = new Date(`${day}T${hours}:${minutes}:${seconds}Z`);
  if (Number.isNaN(at.getTime())) return undefined;
  return { at, sequence: Number(sequence ?? 1), extension: extension as string };
}

const errorCode = (error: unknown) => (error as NodeJS.ErrnoException | undefined)?.code;

/**
 * The backups in `dir` with the given ending, newest first. Only complete files: a backup is
 * written under a temporary name and renamed when whole. A missing folder has none.
 */
export async function listBackups(dir: string, extension: string): Promise<BackupFile[]> {
  let names: string[];
  try {
    names = await readdir(dir);
  } catch (error) {
    if (errorCode(error) === 'ENOENT') return [];
    throw error;
  }
  const found: { file: BackupFile; time: number; sequence: number }[] = [];
  for (const name of names) {
    const parsed = parseBackupFileName(name);
    if (!parsed || parsed.extension !== extension) continue;
    try {
      const info = await stat(join(dir, name));
      if (!info.isFile()) continue;
      found.push({
        file: { file: name, at: parsed.at.toISOString(), bytes: info.size },
        time: parsed.at.getTime(),
        sequence: parsed.sequence,
      });
    } catch (error) {
      // Deleted while we looked (retention in another process): not a backup any more.
      if (errorCode(error) !== 'ENOENT') throw error;
    }
  }
  return found
    .sort((a, b) => b.time - a.time || b.sequence - a.sequence)
    .map((entry) => entry.file);
}

/** What `GET /api/backups` answers. `dir` is undefined when the server was given no backup folder. */
export async function backupStatus(
  database: Database,
  dir: string | undefined,
): Promise<BackupStatus> {
  const [settings, reason, backups] = await Promise.all([
    getSettings(database.db),
    dir ? database.backup.unavailableReason() : NO_FOLDER,
    dir ? listBackups(dir, database.backup.extension) : [],
  ]);
  return {
    lastBackup: backups[0] ?? null,
    backups,
    autoBackup: settings.autoBackup,
    available: reason === undefined,
    ...(reason !== undefined && { unavailableReason: reason }),
  };
}

const NO_FOLDER = 'This server has no backup folder configured (BACKUP_DIR).';

/** Backups under way in this process, per database (the advisory lock covers other processes). */
const running = new WeakSet<object>();

/**
 * Runs `task` as the only backup of this database: not while another runs in this process, nor
 * (PostgreSQL) in another server process. Answers `false` when one is already running.
 */
async function exclusively<T>(
  database: Database,
  task: () => Promise<T>,
): Promise<{ value: T } | false> {
  const key = database.db;
  if (running.has(key)) return false;
  running.add(key);
  try {
    return await database.tryWithLock(BACKUP_LOCK_ID, task);
  } finally {
    running.delete(key);
  }
}

export interface BackupOptions {
  /** The time the backup is named after (tests pass their own clock). */
  now?: Date;
  /** How many of the newest backups to keep. */
  keep?: number;
}

/** Flushes a file (or folder) to disk, so that a rename after it cannot reveal a half-written file. */
async function syncToDisk(path: string) {
  const handle = await open(path, 'r');
  try {
    await handle.sync();
  } finally {
    await handle.close();
  }
}

/** Deletes everything but the newest `keep` backups; answers the names deleted. */
async function pruneBackups(dir: string, extension: string, keep: number): Promise<string[]> {
  const backups = await listBackups(dir, extension);
  const deleted: string[] = [];
  for (const old of backups.slice(keep)) {
    await rm(join(dir, old.file), { force: true });
    deleted.push(old.file);
  }
  return deleted;
}

/** Temporary files left by a backup that never finished (the process died): never a backup. */
async function removeLeftovers(dir: string) {
  for (const name of await readdir(dir)) {
    if (name.startsWith('.pfm-') && name.endsWith(PARTIAL_SUFFIX)) {
      await rm(join(dir, name), { force: true });
    }
  }
}

/** The part that runs under the lock: dump to a temporary name, rename, prune, audit. */
async function makeBackup(
  database: Database,
  dir: string,
  actor: Actor,
  { now = new Date(), keep = BACKUPS_KEPT }: BackupOptions,
): Promise<BackupMade> {
  const { extension } = database.backup;
  // A backup holds password hashes and two-factor secrets: for the server's user only.
  await mkdir(dir, { recursive: true, mode: 0o700 });
  await removeLeftovers(dir);

  const taken = new Set(await readdir(dir));
  let sequence = 1;
  while (taken.has(backupFileName(now, extension, sequence))) sequence++;
  const file = backupFileName(now, extension, sequence);
  const partial = join(dir, `.${file}${PARTIAL_SUFFIX}`);
  const final = join(dir, file);
  try {
    await database.backup.dump(partial);
    await chmod(partial, 0o600);
    await syncToDisk(partial);
    await rename(partial, final);
  } catch (error) {
    await rm(partial, { force: true });
    throw error;
  }
  // The rename itself is durable once the folder is flushed (not possible on every platform).
  await syncToDisk(dir).catch(() => {});

  const { size } = await stat(final);
  const deleted = await pruneBackups(dir, extension, keep);
  const at = parseBackupFileName(file)?.at ?? now;
  await recordAudit(database.db, actor, {
    action: 'backup',
    entity: 'backup',
    entityKey: file,
    summary: `Backed up the database to ${file} (${describeBytes(size)})${
      deleted.length > 0
        ? `; deleted ${deleted.length} older backup${deleted.length === 1 ? '' : 's'}`
        : ''
    }`,
    details: { file, bytes: size, folder: dir, deleted },
  });
  return { file, at: at.toISOString(), bytes: size, deleted };
}

/** "1.2 MB", "640 KB", "512 bytes" (decimal units, as file managers show them). */
export function describeBytes(bytes: number): string {
  if (bytes < 1000) return `${bytes} bytes`;
  const units = ['KB', 'MB', 'GB', 'TB'];
  let value = bytes / 1000;
  let unit = 0;
  while (value >= 999.95 && unit < units.length - 1) {
    value /= 1000;
    unit++;
  }
  return `${value.toFixed(1)} ${units[unit]}`;
}

/**
 * Makes a backup now: the database's own dump (PGlite: its data folder as a tarball; PostgreSQL:
 * `pg_dump --format=custom`), written under a temporary name and renamed when complete; keeps the
 * newest `keep` and records it in the audit log. Refuses while another backup is being made.
 */
export async function createBackup(
  database: Database,
  dir: string | undefined,
  actor: Actor,
  options: BackupOptions = {},
): Promise<BackupMade> {
  if (!dir) throw new AppError('conflict', NO_FOLDER);
  const reason = await database.backup.unavailableReason();
  if (reason) throw new AppError('conflict', reason);
  const made = await exclusively(database, () => makeBackup(database, dir, actor, options));
  if (!made) {
    throw new AppError(
      'conflict',
      'A backup is already being made. Wait for it to finish, then look again.',
    );
  }
  return made.value;
}

/** A daily backup is due once the newest backup is this old. */
export const BACKUP_DUE_AFTER_MS = 24 * 60 * 60 * 1000;
const CLOCK_SLACK_MS = 60 * 60 * 1000;

export type DueBackupOutcome =
  | { outcome: 'made'; backup: BackupMade }
  | { outcome: 'not-due' | 'off' | 'busy' }
  | { outcome: 'unavailable'; reason: string };

/**
 * The daily backup: when the autoBackup setting is on and the newest backup is 24 hours old (or
 * there is none), makes one as the system. Checked under the backup lock, so that of several
 * server processes only one backs up, and the others then find it done.
 */
export async function backupIfDue(
  database: Database,
  dir: string,
  { now = new Date(), keep = BACKUPS_KEPT }: BackupOptions = {},
  actor: Actor = SYSTEM_ACTOR,
): Promise<DueBackupOutcome> {
  if (!(await getSettings(database.db)).autoBackup) return { outcome: 'off' };
  const reason = await database.backup.unavailableReason();
  if (reason) return { outcome: 'unavailable', reason };
  const result = await exclusively(database, async (): Promise<DueBackupOutcome> => {
    const [newest] = await listBackups(dir, database.backup.extension);
    const age = newest ? now.getTime() - new Date(newest.at).getTime() : Number.POSITIVE_INFINITY;
    // A newest backup more than an hour in the future means the clock was moved back: do not wait
    // for it, or there would be no backup until the clock caught up.
    if (age < BACKUP_DUE_AFTER_MS && age > -CLOCK_SLACK_MS) return { outcome: 'not-due' };
    return { outcome: 'made', backup: await makeBackup(database, dir, actor, { now, keep }) };
  });
  return result ? result.value : { outcome: 'busy' };
}
