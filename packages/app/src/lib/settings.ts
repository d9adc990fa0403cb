import { apiPaths, defaultSettings, type Settings } from '@pfm/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from './api.ts';

/** Company settings; every signed-in user reads them (company name, currency symbol, date format). */
export const settingsQuery = queryOptions({
  queryKey: [apiPaths.settings],
  queryFn: () => api<Settings>('GET', apiPaths.settings),
});

/** The saved settings, or the defaults while they load, so formatting never waits. */
export function useSettingsOrDefaults(): Settings {
  return useQuery(settingsQuery).data ?? defaultSettings;
}
