/**
 * The tabs of /settings, in order: the three sections of settings (each saved on its own), then the
 * Administrators' cards. The tab is kept in the URL (`/settings?tab=notifications`), so a reload
 * stays on it and a link opens it.
 */
export const settingsTabs = [
  'company',
  'notifications',
  'preferences',
  'users',
  'schemes',
  'outbox',
  'audit',
  'backups',
] as const;
export type SettingsTab = (typeof settingsTabs)[number];

/** The tabs that are a form of settings, and the cards only Administrators see. */
export const settingsSections = ['company', 'notifications', 'preferences'] as const;
export type SettingsSection = (typeof settingsSections)[number];
export type AdministratorTab = Exclude<SettingsTab, SettingsSection>;

export const settingsTabLabels: Record<SettingsTab, string> = {
  company: 'Company',
  notifications: 'Notifications',
  preferences: 'Preferences',
  users: 'Users',
  schemes: 'Schemes',
  outbox: 'Mail Outbox',
  audit: 'Audit Log',
  backups: 'Backups',
};

/** The URL's search parameter that names the tab. */
export const SETTINGS_TAB_PARAM = 'tab';

export const DEFAULT_SETTINGS_TAB: SettingsTab = 'company';

const isSettingsTab = (value: string): value is SettingsTab =>
  (settingsTabs as readonly string[]).includes(value);

/**
 * The tab the URL names when it is one of `shown` (Staff have no Users tab, for example), else the
 * first one: a misspelt or out-of-reach tab opens Company instead of an empty page.
 */
export function tabOf(
  value: string | null | undefined,
  shown: readonly SettingsTab[],
): SettingsTab {
  return value && isSettingsTab(value) && shown.includes(value)
    ? value
    : (shown[0] ?? DEFAULT_SETTINGS_TAB);
}
