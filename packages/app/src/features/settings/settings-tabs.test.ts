import { describe, expect, it } from 'vitest';
import { settingsTabLabels, settingsTabs, tabOf } from './settings-tabs.ts';

const staffTabs = ['company', 'notifications', 'preferences'] as const;

describe('the Settings tab named in the URL', () => {
  it('opens the tab the link names when the user has it', () => {
    expect(tabOf('outbox', settingsTabs)).toBe('outbox');
    expect(tabOf('preferences', staffTabs)).toBe('preferences');
  });

  it('opens Company for no tab, a misspelt one, or one the user does not have', () => {
    expect(tabOf(null, settingsTabs)).toBe('company');
    expect(tabOf('', settingsTabs)).toBe('company');
    expect(tabOf('Users', settingsTabs)).toBe('company');
    expect(tabOf('users', staffTabs)).toBe('company');
    expect(tabOf('constructor', settingsTabs)).toBe('company');
  });

  it('names the tabs as the issue lists them, in that order', () => {
    expect(settingsTabs.map((tab) => settingsTabLabels[tab])).toEqual([
      'Company',
      'Notifications',
      'Preferences',
      'Users',
      'Schemes',
      'Mail Outbox',
      'Audit Log',
      'Backups',
    ]);
  });
});
