import type { BackupMade, BackupStatus } from '@pfm/shared';
import { type DateFormat, defaultDateFormat } from '@pfm/shared';
import { Button, useToast } from '@pfm/ui';
import { type ReactNode, useId, useState } from 'react';
import { BackupBox, BackupLine, BackupRow, BackupUnavailable } from './backup-status.styles.ts';
import { formatMailTime as formatDateTime } from './users/outbox-card.tsx';

/**
 * "1.2 MB", "640 KB", "512 bytes": decimal units, as file managers show them; a no-break space
 * keeps the number with its unit.
 */
export function formatBytes(bytes: number): string {
  if (bytes < 1000) return `${bytes}\u00a0bytes`;
  const units = ['KB', 'MB', 'GB', 'TB'];
  let value = bytes / 1000;
  let unit = 0;
  while (value >= 999.95 && unit < units.length - 1) {
    value /= 1000;
    unit++;
  }
  return `${value.toFixed(1)}\u00a0${units[unit]}`;
}

export interface BackupStatusPanelProps {
  /** The backups; `undefined` while they load. */
  status?: BackupStatus;
  /** Why the backups could not be loaded. */
  loadError?: string | null;
  /** Loads them again after a failure. */
  onRetry?: () => void;
  /** The retry is under way. */
  retrying?: boolean;
  /** The date format of the settings. */
  dateFormat?: DateFormat;
  /** Makes a backup now (Administrators); without it there is no Back Up Now button. */
  onBackUpNow?: () => Promise<BackupMade>;
}

/** Beside the Auto Backup switch: when the last backup was made and how big it is; Back Up Now. */
export function BackupStatusPanel({
  status,
  loadError,
  onRetry,
  retrying = false,
  dateFormat = defaultDateFormat,
  onBackUpNow,
}: BackupStatusPanelProps) {
  const { toast } = useToast();
  const [backingUp, setBackingUp] = useState(false);
  const unavailableId = useId();
  const unavailable = status && !status.available;

  const backUpNow = async () => {
    if (!onBackUpNow || backingUp) return;
    setBackingUp(true);
    try {
      const made = await onBackUpNow();
      toast({
        title: 'Backup made',
        description: `${made.file} · ${formatBytes(made.bytes)}`,
        tone: 'success',
      });
    } catch (error) {
      toast({
        title: 'Backup failed',
        description: error instanceof Error ? error.message : 'The backup could not be made.',
        tone: 'error',
      });
    } finally {
      setBackingUp(false);
    }
  };

  let line: ReactNode;
  if (backingUp) line = 'Backing up…';
  else if (loadError) line = `Could not check the backups: ${loadError}`;
  else if (!status) line = 'Checking the last backup…';
  else if (!status.lastBackup) line = 'No backup yet';
  else {
    line = (
      <>
        Last backup{' '}
        <time dateTime={status.lastBackup.at}>
          {formatDateTime(status.lastBackup.at, dateFormat)}
        </time>{' '}
        · {formatBytes(status.lastBackup.bytes)}
      </>
    );
  }

  let action: ReactNode = null;
  if (loadError) {
    action = (
      <Button variant="outline" size="sm" loading={retrying} onClick={onRetry}>
        Retry
      </Button>
    );
  } else if (onBackUpNow) {
    action = (
      <Button
        variant="outline"
        size="sm"
        loading={backingUp}
        disabled={!status || unavailable}
        aria-describedby={unavailable ? unavailableId : undefined}
        onClick={() => void backUpNow()}
      >
        Back Up Now
      </Button>
    );
  }

  return (
    <BackupBox>
      <BackupRow>
        <BackupLine role="status">{line}</BackupLine>
        {action}
      </BackupRow>
      {unavailable ? (
        <BackupUnavailable id={unavailableId}>
          <strong>Backups cannot be made on this server.</strong> {status.unavailableReason}
        </BackupUnavailable>
      ) : null}
    </BackupBox>
  );
}
