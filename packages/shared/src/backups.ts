import { z } from 'zod';

/** One backup file in the server's backup folder. */
export const backupFileSchema = z.object({
  /** File name, e.g. `pfm-2026-11-24T04-30-00Z.tar.gz`; the time in it is UTC. */
  file: z.string(),
  /** ISO timestamp of when the backup was taken (read from the file name). */
  at: z.string(),
  /** Size of the file in bytes. */
  bytes: z.number(),
});
export type BackupFile = z.infer<typeof backupFileSchema>;

/** `GET /api/backups`: the backups kept (newest first) and whether one can be made on this server. */
export const backupStatusSchema = z.object({
  lastBackup: backupFileSchema.nullable(),
  backups: z.array(backupFileSchema),
  /** The `autoBackup` setting: a backup is made daily while it is on. */
  autoBackup: z.boolean(),
  /** Whether this server can make a backup (PostgreSQL needs `pg_dump` on its PATH). */
  available: z.boolean(),
  /** Why it cannot, in words for the Settings screen. */
  unavailableReason: z.string().optional(),
});
export type BackupStatus = z.infer<typeof backupStatusSchema>;

/** `POST /api/backups` (201): the backup just made and the old ones deleted to keep the newest 14. */
export const backupMadeSchema = backupFileSchema.extend({ deleted: z.array(z.string()) });
export type BackupMade = z.infer<typeof backupMadeSchema>;
