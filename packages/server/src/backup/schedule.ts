import type { Database } from '../db/database.ts';
import { backupIfDue, type DueBackupOutcome } from './service.ts';

/** How often the server looks whether the daily backup is due. */
export const BACKUP_CHECK_EVERY_MS = 60 * 60 * 1000;
/** The first look after start: soon, but not in the way of starting up. */
export const FIRST_BACKUP_CHECK_AFTER_MS = 60 * 1000;

/** The part of the pino logger the schedule uses. */
export interface ScheduleLog {
  info(details: object, message: string): void;
  warn(details: object, message: string): void;
}

export interface BackupScheduleOptions {
  database: Database;
  dir: string;
  log: ScheduleLog;
  everyMs?: number;
  firstCheckAfterMs?: number;
  /** The clock (tests set their own). */
  now?: () => Date;
}

export interface BackupSchedule {
  /** Looks now whether a backup is due and makes it; never throws (a failure is logged). */
  check(): Promise<DueBackupOutcome | undefined>;
  /** Stops looking and waits for a backup under way to finish. */
  stop(): Promise<void>;
}

/**
 * The daily backup: looks shortly after start and then every hour (timers that do not keep the
 * process alive), and makes a backup when the autoBackup setting is on and the newest is a day old.
 * A failure is logged as a warning and tried again at the next look.
 */
export function startBackupSchedule({
  database,
  dir,
  log,
  everyMs = BACKUP_CHECK_EVERY_MS,
  firstCheckAfterMs = FIRST_BACKUP_CHECK_AFTER_MS,
  now = () => new Date(),
}: BackupScheduleOptions): BackupSchedule {
  let stopped = false;
  let inFlight: Promise<DueBackupOutcome | undefined> | undefined;
  let reportedUnavailable: string | undefined;

  const look = async (): Promise<DueBackupOutcome | undefined> => {
    try {
      const result = await backupIfDue(database, dir, { now: now() });
      if (result.outcome === 'made') {
        const { file, bytes, deleted } = result.backup;
        log.info({ file, bytes, deleted, dir }, 'made the daily backup');
      }
      // Said once, not every hour, until it changes.
      if (result.outcome === 'unavailable' && result.reason !== reportedUnavailable) {
        log.warn({ reason: result.reason }, 'the daily backup cannot be made');
      }
      reportedUnavailable = result.outcome === 'unavailable' ? result.reason : undefined;
      return result;
    } catch (error) {
      log.warn({ err: error, dir }, 'the daily backup failed; trying again in an hour');
      return undefined;
    }
  };

  const check = () => {
    if (stopped) return Promise.resolve(undefined);
    inFlight ??= look().finally(() => {
      inFlight = undefined;
    });
    return inFlight;
  };

  const first = setTimeout(() => void check(), firstCheckAfterMs);
  first.unref();
  const every = setInterval(() => void check(), everyMs);
  every.unref();

  return {
    check,
    stop: async () => {
      stopped = true;
      clearTimeout(first);
      clearInterval(every);
      await inFlight;
    },
  };
}
