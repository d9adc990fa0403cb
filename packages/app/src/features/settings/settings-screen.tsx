import { useQuery } from '@tanstack/react-query';
import { useCallback } from 'react';
import { useSearchParams } from 'react-router-dom';
import { useSessionUser } from '../../lib/require-session.tsx';
import { settingsQuery } from '../../lib/settings.ts';
import { useSaveSettings } from './api.ts';
import { AuditSection } from './audit/audit-section.tsx';
import { BackupSection } from './backup-section.tsx';
import { SchemesSection } from './schemes/schemes-section.tsx';
import { SettingsPage } from './settings-page.tsx';
import { DEFAULT_SETTINGS_TAB, SETTINGS_TAB_PARAM, type SettingsTab } from './settings-tabs.ts';
import { OutboxSection, UsersSection } from './users/users-section.tsx';

/**
 * The tab in the URL (`?tab=users`; none for Company), so a reload stays on it and a link opens it.
 * Going through the tabs is not a trail for Back to walk: the URL is replaced.
 */
export function useSettingsTabParam() {
  const [search, setSearch] = useSearchParams();
  const choose = useCallback(
    (tab: SettingsTab) =>
      setSearch(tab === DEFAULT_SETTINGS_TAB ? {} : { [SETTINGS_TAB_PARAM]: tab }, {
        replace: true,
      }),
    [setSearch],
  );
  return [search.get(SETTINGS_TAB_PARAM), choose] as const;
}

/**
 * /settings: everyone reads the settings; Administrators change them a section at a time and
 * manage users, settlement schemes, mail and backups. The tab is in the URL (`?tab=users`).
 */
export function SettingsScreen() {
  const user = useSessionUser();
  const settings = useQuery(settingsQuery);
  const saveSettings = useSaveSettings();
  const isAdministrator = user.role === 'Administrator';
  const [tab, setTab] = useSettingsTabParam();
  const dateFormat = settings.data?.dateFormat;

  return (
    <SettingsPage
      settings={settings.data}
      loadError={settings.isError ? settings.error.message : null}
      onRetry={() => void settings.refetch()}
      retrying={settings.isFetching}
      onSave={(change) => saveSettings.mutateAsync(change)}
      readOnly={!isAdministrator}
      tab={tab}
      onTabChange={setTab}
      administration={
        isAdministrator
          ? {
              users: <UsersSection currentUserId={user.id} />,
              schemes: <SchemesSection dateFormat={dateFormat} />,
              outbox: <OutboxSection dateFormat={dateFormat} />,
              audit: <AuditSection dateFormat={dateFormat} />,
              backups: <BackupSection dateFormat={dateFormat} />,
            }
          : {}
      }
    />
  );
}
