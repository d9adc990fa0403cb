import type { Settings, SettingsChange } from '@pfm/shared';
import {
  Card,
  CardContent,
  CardHeader,
  ErrorState,
  PageHeader,
  Tabs,
  TabsContent,
  TabsTrigger,
} from '@pfm/ui';
import { type ReactNode, useId, useState } from 'react';
import { useSettingsSection } from './settings-form.ts';
import {
  BackupsNote,
  BackupsStack,
  Note,
  Page,
  SettingsTabList,
  UnsavedMark,
} from './settings-page.styles.ts';
import {
  CompanySection,
  NotificationsSection,
  PreferencesSection,
  SectionSkeleton,
} from './settings-sections.tsx';
import {
  type AdministratorTab,
  type SettingsSection,
  type SettingsTab,
  settingsSections,
  settingsTabLabels,
  settingsTabs,
  tabOf,
} from './settings-tabs.ts';

export const SETTINGS_SUBTITLE =
  'Company details, alerts and how amounts and dates are shown across the application';
export const READ_ONLY_NOTE =
  'Only an Administrator can change settings. You can see them here but not change them.';
export const UNSAVED_CHANGES = 'Unsaved changes';

const isSection = (tab: SettingsTab): tab is SettingsSection =>
  (settingsSections as readonly string[]).includes(tab);

export interface SettingsPageProps {
  /** The saved settings; `undefined` while they load (skeletons show). */
  settings?: Settings;
  /** Why the settings could not be loaded; shows an error with Retry instead of the sections. */
  loadError?: string | null;
  /** Loads the settings again after a failure. */
  onRetry?: () => void;
  /** The retry is under way. */
  retrying?: boolean;
  /**
   * Saves the fields changed in one section; resolves with the settings as now stored, or rejects
   * with an ApiError whose field messages go beside the fields.
   */
  onSave: (change: SettingsChange) => Promise<Settings | undefined>;
  /** Staff: everything is shown but cannot be changed, and there is no Save Changes button. */
  readOnly?: boolean;
  /**
   * The Administrators' tabs, each shown when given: the Users, Settlement Schemes, Mail Outbox and
   * Audit Log cards, and for Backups the last backup with Back Up Now.
   */
  administration?: Partial<Record<AdministratorTab, ReactNode>>;
  /** The tab to show, as the URL names it; the first tab when unset or not offered. */
  tab?: string | null;
  /** Called with the tab chosen. Without it the page keeps the chosen tab itself. */
  onTabChange?: (tab: SettingsTab) => void;
}

/**
 * /settings in tabs: Company, Notifications and Preferences (each section saved on its own), then
 * for Administrators Users, Schemes, Mail Outbox, Audit Log and Backups. What is typed in a section
 * stays while another tab is open, and its tab says it has unsaved changes.
 */
export function SettingsPage({
  settings,
  loadError,
  onRetry,
  retrying,
  onSave,
  readOnly = false,
  administration = {},
  tab,
  onTabChange,
}: SettingsPageProps) {
  // The sections' forms live here, above the tabs: a tab's panel unmounts, its typing does not.
  const sections = {
    company: useSettingsSection('company', settings, onSave),
    notifications: useSettingsSection('notifications', settings, onSave),
    preferences: useSettingsSection('preferences', settings, onSave),
  };
  const shown = settingsTabs.filter(
    (candidate) => isSection(candidate) || administration[candidate] != null,
  );
  const [ownTab, setOwnTab] = useState<string | null | undefined>(tab);
  const current = tabOf(onTabChange ? tab : ownTab, shown);
  const unsavedId = useId();

  const choose = (value: string) => {
    const next = tabOf(value, shown);
    if (onTabChange) onTabChange(next);
    else setOwnTab(next);
  };

  const sectionBody = (section: SettingsSection) => {
    if (loadError) {
      return (
        <ErrorState
          title="Could not load the settings"
          headingLevel={2}
          message={loadError}
          onRetry={onRetry}
          retrying={retrying}
        />
      );
    }
    if (!settings) return <SectionSkeleton section={section} />;
    if (section === 'company')
      return <CompanySection state={sections.company} readOnly={readOnly} />;
    if (section === 'notifications') {
      return <NotificationsSection state={sections.notifications} readOnly={readOnly} />;
    }
    return <PreferencesSection state={sections.preferences} readOnly={readOnly} />;
  };

  return (
    <Page aria-labelledby="settings-title">
      <PageHeader title="Settings" titleId="settings-title" subtitle={SETTINGS_SUBTITLE} />
      {readOnly ? <Note>{READ_ONLY_NOTE}</Note> : null}
      <Tabs value={current} onValueChange={choose}>
        <SettingsTabList aria-label="Settings sections">
          {shown.map((candidate) => {
            const unsaved = isSection(candidate) && sections[candidate].form.formState.isDirty;
            return (
              <TabsTrigger
                key={candidate}
                value={candidate}
                aria-describedby={unsaved ? unsavedId : undefined}
              >
                {settingsTabLabels[candidate]}
                {unsaved ? <UnsavedMark aria-hidden="true" data-unsaved="" /> : null}
              </TabsTrigger>
            );
          })}
        </SettingsTabList>
        {/* The description of a tab with unsaved changes; read with the tab, never on its own. */}
        <span id={unsavedId} hidden>
          {UNSAVED_CHANGES}
        </span>
        {shown.map((candidate) => (
          <TabsContent key={candidate} value={candidate}>
            {isSection(candidate) ? (
              sectionBody(candidate)
            ) : candidate === 'backups' ? (
              <BackupsCard autoBackup={settings?.autoBackup}>{administration.backups}</BackupsCard>
            ) : (
              administration[candidate]
            )}
          </TabsContent>
        ))}
      </Tabs>
    </Page>
  );
}

export const BACKUPS_DESCRIPTION = 'A copy of all the data, made and kept on the server.';

/** The Backups tab: whether Auto Backup is on (it is set under Preferences), the last backup. */
function BackupsCard({
  autoBackup,
  children,
}: {
  autoBackup: boolean | undefined;
  children: ReactNode;
}) {
  return (
    <Card>
      <CardHeader title="Backups" headingLevel={2} description={BACKUPS_DESCRIPTION} />
      <CardContent>
        <BackupsStack>
          {autoBackup === undefined ? null : (
            <BackupsNote>
              {autoBackup
                ? 'Auto Backup is on: the data is backed up daily. It is set under Preferences.'
                : 'Auto Backup is off: a backup is made only with Back Up Now. It is set under Preferences.'}
            </BackupsNote>
          )}
          {children}
        </BackupsStack>
      </CardContent>
    </Card>
  );
}
