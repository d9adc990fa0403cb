import { useQuery } from '@tanstack/react-query';
import { AuditSection } from '../audit/audit-section.tsx';
import { useSessionUser } from '../auth/require-session.tsx';
import { SchemesSection } from '../schemes/schemes-section.tsx';
import { OutboxSection, UsersSection } from '../users/users-section.tsx';
import { settingsQuery, useSaveSettings } from './api.ts';
import { BackupSection } from './backup-section.tsx';
import { SettingsPage } from './settings-page.tsx';

/**
 * /settings: everyone reads the settings; Administrators change them and manage users, settlement
 * schemes and mail.
 */
export function SettingsScreen() {
  const user = useSessionUser();
  const settings = useQuery(settingsQuery);
  const saveSettings = useSaveSettings();
  const isAdministrator = user.role === 'Administrator';

  return (
    <SettingsPage
      settings={settings.data}
      loadError={settings.isError ? settings.error.message : null}
      onRetry={() => void settings.refetch()}
      retrying={settings.isFetching}
      onSave={(input) => saveSettings.mutateAsync(input)}
      readOnly={!isAdministrator}
      backup={isAdministrator ? <BackupSection dateFormat={settings.data?.dateFormat} /> : null}
    >
      {isAdministrator ? (
        <>
          <UsersSection currentUserId={user.id} />
          <SchemesSection dateFormat={settings.data?.dateFormat} />
          <OutboxSection dateFormat={settings.data?.dateFormat} />
          <AuditSection dateFormat={settings.data?.dateFormat} />
        </>
      ) : null}
    </SettingsPage>
  );
}
