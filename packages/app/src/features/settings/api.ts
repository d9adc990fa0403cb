import { defaultSettings, type Settings } from '@pfm/shared';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../lib/api.ts';

/** Company settings; every signed-in user reads them (company name, currency symbol, date format). */
export const settingsQuery = queryOptions({
  queryKey: ['/api/settings'],
  queryFn: () => api<Settings>('GET', '/api/settings'),
});

/** The saved settings, or the defaults while they load, so formatting never waits. */
export function useSettingsOrDefaults(): Settings {
  return useQuery(settingsQuery).data ?? defaultSettings;
}

export function useSaveSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: Settings) => api<Settings>('PUT', '/api/settings', input),
    onSuccess: (saved) => queryClient.setQueryData(settingsQuery.queryKey, saved),
  });
}
