/** One backup file in the server's backup folder. */
export interface BackupFile {
  /** File name, e.g. `pfm-2026-11-24T04-30-00Z.tar.gz`; the time in it is UTC. */
  file: string;
  /** ISO timestamp of when the backup was taken (read from the file name). */
  at: string;
  /** Size of the file in bytes. */
  bytes: number;
}

/** `GET /api/backups`: the backups kept (newest first) and whether one can be made on this server. */
export interface BackupStatus {
  lastBackup: BackupFile | null;
  backups: BackupFile[];
  /** The `autoBackup` setting: a backup is made daily while it is on. */
  autoBackup: boolean;
  /** Whether this server can make a backup (PostgreSQL needs `pg_dump` on its PATH). */
  available: boolean;
  /** Why it cannot, in words for the Settings screen. */
  unavailableReason?: string;
}

/** `POST /api/backups` (201): the backup just made and the old ones deleted to keep the newest 14. */
export interface BackupMade extends BackupFile {
  deleted: string[];
}
