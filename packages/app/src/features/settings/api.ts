import {
  apiPaths,
  type BackupMade,
  type BackupStatus,
  type Settings,
  type SettingsChange,
} from '@pfm/shared';
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../lib/api.ts';
import { settingsQuery } from '../../lib/settings.ts';

/**
 * Saves some of the settings (one section's changed fields, `PATCH`): the server keeps the rest as
 * stored and answers all of them, which every screen then uses.
 */
export function useSaveSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (change: SettingsChange) => api<Settings>('PATCH', apiPaths.settings, change),
    onSuccess: async (saved) => {
      const before = queryClient.getQueryData(settingsQuery.queryKey);
      queryClient.setQueryData(settingsQuery.queryKey, saved);
      // The backups answer carries the autoBackup setting.
      if (before?.autoBackup !== saved.autoBackup) {
        await queryClient.invalidateQueries({ queryKey: backupsQuery.queryKey });
      }
    },
  });
}

/** The backups kept on the server and whether one can be made there (Administrators only). */
export const backupsQuery = queryOptions({
  queryKey: [apiPaths.backups],
  queryFn: () => api<BackupStatus>('GET', apiPaths.backups),
});

/** Makes a backup now; on success the backups and the audit log (which records it) change. */
export function useBackUpNow() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => api<BackupMade>('POST', apiPaths.backups),
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: backupsQuery.queryKey }),
        queryClient.invalidateQueries({ queryKey: [apiPaths.audit] }),
      ]),
  });
}
