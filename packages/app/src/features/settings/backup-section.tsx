import type { DateFormat } from '@pfm/shared';

import { useQuery } from '@tanstack/react-query';
import { backupsQuery, useBackUpNow } from './api.ts';
import { BackupStatusPanel } from './backup-status.tsx';

/** The backup line of /settings (Administrators only), wired to the backups API. */
export function BackupSection({ dateFormat }: { dateFormat?: DateFormat }) {
  const backups = useQuery(backupsQuery);
  const backUpNow = useBackUpNow();
  return (
    <BackupStatusPanel
      status={backups.data}
      loadError={backups.isError ? backups.error.message : null}
      onRetry={() => void backups.refetch()}
      retrying={backups.isFetching}
      dateFormat={dateFormat}
      onBackUpNow={() => backUpNow.mutateAsync()}
    />
  );
}
