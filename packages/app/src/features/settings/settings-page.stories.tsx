// Over 400 lines: the Settings screen is seven sections (company, dates, backups, users, outbox, audit log, schemes), each with its own states.
import {
  apiPaths,
  type BackupMade,
  type BackupStatus,
  resetClock,
  type Settings,
  type SettingsChange,
  setClock,
} from '@pfm/shared';
import { Toaster, ToastProvider } from '@pfm/ui';
import type { Decorator, Meta, StoryObj } from '@storybook/react-vite';
import { useQuery } from '@tanstack/react-query';
import { useLocation } from 'react-router-dom';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { ApiError } from '../../lib/api.ts';
import { settingsQuery } from '../../lib/settings.ts';
import { withAppProviders } from '../../testing/story-decorators.tsx';
import { useSaveSettings } from './api.ts';
import { DEFAULT_AUDIT_FILTERS } from './audit/audit-filters.ts';
import { AuditLogCard } from './audit/audit-log-card.tsx';
import { pageOf, sampleEntries } from './audit/story-data.ts';
import { BackupStatusPanel } from './backup-status.tsx';
import { SchemesCard } from './schemes/schemes-card.tsx';
import { STORY_TODAY, sampleSchemes } from './schemes/story-data.ts';
import { READ_ONLY_NOTE, SettingsPage, UNSAVED_CHANGES } from './settings-page.tsx';
import { useSettingsTabParam } from './settings-screen.tsx';
import { OutboxCard } from './users/outbox-card.tsx';
import { sampleMails, sampleUsers } from './users/story-data.ts';
import { UsersCard } from './users/users-card.tsx';

/** The app mounts ToastProvider and Toaster at its root; stories do it here. */
const withToasts: Decorator = (Story) => (
  <ToastProvider>
    <Story />
    <Toaster />
  </ToastProvider>
);

const kalinga: Settings = {
  companyName: 'Kalinga Broilers Pvt. Ltd.',
  email: 'accounts@kalingabroilers.in',
  phone: '9437012345',
  address: 'Plot 42, Industrial Estate, Khordha, Odisha 752055',
  currencySymbol: '₹',
  dateFormat: 'DD/MM/YYYY',
  emailNotifications: false,
  lowStockAlerts: true,
  mortalityAlerts: true,
  mortalityThreshold: 5,
  paymentDueDays: 7,
  autoBackup: true,
  booksStartDate: '2025-04-01',
  defaultLanguage: null,
};

// Times are given without a zone so that they show the same wherever the stories run.
const lastBackup = {
  file: 'pfm-2026-11-24T04-30-00Z.tar.gz',
  at: '2026-11-24T10:00:00',
  bytes: 1_234_567,
};
const withBackups: BackupStatus = {
  lastBackup,
  backups: [lastBackup, { ...lastBackup, file: 'pfm-2026-11-23T04-30-00Z.tar.gz' }],
  autoBackup: true,
  available: true,
};
const noBackups: BackupStatus = { ...withBackups, lastBackup: null, backups: [] };
const madeNow: BackupMade = {
  file: 'pfm-2026-11-25T06-15-00Z.tar.gz',
  at: '2026-11-25T11:45:00',
  bytes: 1_301_000,
  deleted: [],
};

/** The Administrators' tabs, as the screen gives them, with the sample data of each card's stories. */
const administration = {
  users: (
    <UsersCard
      users={sampleUsers}
      currentUserId={1}
      onCreate={fn(async () => {})}
      onChangeRole={fn(async () => {})}
      onSetDisabled={fn(async () => {})}
    />
  ),
  schemes: (
    <SchemesCard
      schemes={sampleSchemes}
      onAdd={fn(async () => sampleSchemes[0] as (typeof sampleSchemes)[number])}
      onAddVersion={fn(async () => sampleSchemes[0] as (typeof sampleSchemes)[number])}
    />
  ),
  outbox: <OutboxCard mails={sampleMails.slice(0, 1)} onRefresh={fn()} />,
  audit: (
    <AuditLogCard
      page={pageOf(sampleEntries, DEFAULT_AUDIT_FILTERS)}
      filters={DEFAULT_AUDIT_FILTERS}
      onFiltersChange={fn()}
      onRefresh={fn()}
    />
  ),
  backups: <BackupStatusPanel status={withBackups} onBackUpNow={fn(async () => madeNow)} />,
};

/** What the server answers to a saved section: every setting, the section's changed. */
const storedWith = (change: SettingsChange): Promise<Settings> =>
  Promise.resolve({ ...kalinga, ...change });

const meta = {
  title: 'Screens/Settings',
  component: SettingsPage,
  decorators: [withToasts, withAppProviders],
  parameters: { layout: 'padded', route: '/settings' },
  args: { settings: kalinga, onSave: fn(storedWith), onRetry: fn() },
  // "Today" is the stories' day, so which settlement scheme is in force never changes.
  beforeEach: () => {
    setClock(new Date(`${STORY_TODAY}T06:30:00Z`));
    return resetClock;
  },
} satisfies Meta<typeof SettingsPage>;

export default meta;
type Story = StoryObj<typeof meta>;

type Canvas = ReturnType<typeof within>;

/** Opens a tab the way a user does, and waits for its panel. */
const openTab = async (canvas: Canvas, name: string) => {
  await userEvent.click(canvas.getByRole('tab', { name }));
  await expect(canvas.getByRole('tab', { name })).toHaveAttribute('aria-selected', 'true');
  return canvas.getByRole('tabpanel', { name });
};

const allTabs = [
  'Company',
  'Notifications',
  'Preferences',
  'Users',
  'Schemes',
  'Mail Outbox',
  'Audit Log',
  'Backups',
];

/** An Administrator on the first tab: every tab, and the Company Information card with its Save. */
export const Loaded: Story = {
  // One of the screens' pictures in the dark theme too (decision 0051).
  parameters: { screenshot: { dark: true } },
  args: { administration },
  play: async ({ canvas, step }) => {
    await step('the tabs, Company first', async () => {
      await expect(canvas.getByRole('heading', { name: 'Settings', level: 1 })).toBeVisible();
      const tabs = within(canvas.getByRole('tablist', { name: 'Settings sections' })).getAllByRole(
        'tab',
      );
      await expect(tabs.map((tab) => tab.textContent)).toEqual(allTabs);
      await expect(tabs[0]).toHaveAttribute('aria-selected', 'true');
      // Nothing typed yet: no tab says it has unsaved changes.
      for (const tab of tabs) await expect(tab).not.toHaveAccessibleDescription(UNSAVED_CHANGES);
    });
    await step('the specification’s Company Information card', async () => {
      const panel = canvas.getByRole('tabpanel', { name: 'Company' });
      await expect(
        within(panel).getByRole('heading', { name: 'Company Information', level: 2 }),
      ).toBeVisible();
      await expect(within(panel).getByLabelText(/Company Name/)).toHaveValue(
        'Kalinga Broilers Pvt. Ltd.',
      );
      await expect(within(panel).getByLabelText(/^Email$/)).toHaveValue(
        'accounts@kalingabroilers.in',
      );
      await expect(within(panel).getByLabelText(/^Phone$/)).toHaveValue('9437012345');
      await expect(within(panel).getByRole('button', { name: 'Save Changes' })).toBeVisible();
      // The other sections are on their own tabs.
      await expect(canvas.queryByRole('switch', { name: 'Email Notifications' })).toBeNull();
    });
  },
};

/** Arrow keys go through the tabs: Notification Settings, with the specification's switches. */
export const NotificationsTab: Story = {
  args: { administration },
  play: async ({ canvas, step }) => {
    await step('from Company to Notifications with the right arrow', async () => {
      canvas.getByRole('tab', { name: 'Company' }).focus();
      await userEvent.keyboard('{ArrowRight}');
      const tab = canvas.getByRole('tab', { name: 'Notifications' });
      await expect(tab).toHaveFocus();
      await expect(tab).toHaveAttribute('aria-selected', 'true');
      // Left from the first tab wraps to the last, and back.
      canvas.getByRole('tab', { name: 'Company' }).focus();
      await userEvent.keyboard('{ArrowLeft}');
      await expect(canvas.getByRole('tab', { name: 'Backups' })).toHaveFocus();
      await userEvent.keyboard('{ArrowRight}{ArrowRight}');
      await expect(tab).toHaveAttribute('aria-selected', 'true');
    });
    await step('the switches, the threshold and the due days', async () => {
      const panel = canvas.getByRole('tabpanel', { name: 'Notifications' });
      await expect(
        within(panel).getByRole('heading', { name: 'Notification Settings', level: 2 }),
      ).toBeVisible();
      await expect(
        within(panel).getByRole('switch', { name: 'Email Notifications' }),
      ).not.toBeChecked();
      await expect(within(panel).getByRole('switch', { name: 'Low Stock Alerts' })).toBeChecked();
      const mortality = within(panel).getByRole('switch', { name: 'Mortality Alerts' });
      await expect(mortality).toBeChecked();
      await expect(mortality).toHaveAccessibleDescription(
        'Alert when mortality rate exceeds threshold',
      );
      await expect(within(panel).getByLabelText(/Mortality alert threshold/)).toHaveValue('5');
      const dueDays = within(panel).getByLabelText(/Payment Due After \(days\)/);
      await expect(dueDays).toHaveValue('7');
      await expect(dueDays).toHaveAccessibleDescription(
        'A pending voucher or collection older than this is shown as due on the dashboard.',
      );
      await expect(within(panel).getByRole('button', { name: 'Save Changes' })).toBeVisible();
    });
  },
};

/** System Preferences: currency, date format, the company's language, books start and Auto Backup. */
export const PreferencesTab: Story = {
  args: { administration },
  play: async ({ canvas }) => {
    const panel = await openTab(canvas, 'Preferences');
    await expect(
      within(panel).getByRole('heading', { name: 'System Preferences', level: 2 }),
    ).toBeVisible();
    await expect(within(panel).getByLabelText(/Currency Symbol/)).toHaveValue('₹');
    await expect(within(panel).getByRole('combobox', { name: /Date Format/ })).toHaveTextContent(
      'DD/MM/YYYY',
    );
    await expect(within(panel).getByLabelText(/Books start date/)).toHaveAccessibleDescription(
      'No document can be dated before this day.',
    );
    await expect(within(panel).getByLabelText(/Books start date/)).toHaveValue('01/04/2025');
    // No company language: each person reads their own choice, else their browser's.
    const language = within(panel).getByRole('combobox', { name: /Default Language/ });
    await expect(language).toHaveTextContent('Each person’s browser');
    await expect(language).toHaveAccessibleDescription(
      'For everyone who has not chosen their own in Profile; files they download are in it too.',
    );
    await expect(
      within(panel).getByRole('switch', { name: 'Auto Backup' }),
    ).toHaveAccessibleDescription('Automatically backup data daily');
    await expect(within(panel).getByRole('button', { name: 'Save Changes' })).toBeVisible();
  },
};

/** The Users tab: the users card, and no settings form (nothing of it to save here). */
export const UsersTab: Story = {
  args: { administration },
  play: async ({ canvas }) => {
    const panel = await openTab(canvas, 'Users');
    await expect(within(panel).getByRole('heading', { name: 'Users', level: 2 })).toBeVisible();
    await expect(within(panel).getByRole('button', { name: 'Add User' })).toBeVisible();
    await expect(within(panel).queryByRole('button', { name: 'Save Changes' })).toBeNull();
  },
};

/** The Schemes tab: the settlement schemes and their versions. */
export const SchemesTab: Story = {
  args: { administration },
  play: async ({ canvas }) => {
    const panel = await openTab(canvas, 'Schemes');
    await expect(
      within(panel).getByRole('heading', { name: 'Settlement Schemes', level: 2 }),
    ).toBeVisible();
    await expect(within(panel).getByRole('button', { name: 'Add Scheme' })).toBeVisible();
  },
};

/** A link to a tab (`/settings?tab=outbox`) opens it: the Mail Outbox. */
export const MailOutboxTab: Story = {
  args: { administration, tab: 'outbox' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('tab', { name: 'Mail Outbox' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    const panel = canvas.getByRole('tabpanel', { name: 'Mail Outbox' });
    await expect(within(panel).getByRole('region', { name: 'Mail Outbox' })).toBeVisible();
  },
};

/** The Audit Log tab: who changed what, newest first. */
export const AuditLogTab: Story = {
  args: { administration },
  play: async ({ canvas }) => {
    const panel = await openTab(canvas, 'Audit Log');
    await expect(within(panel).getByRole('heading', { name: 'Audit Log', level: 2 })).toBeVisible();
    await expect(within(panel).getByRole('searchbox')).toBeVisible();
  },
};

/** The threshold shows only while mortality alerts are on. */
export const MortalityAlertsOff: Story = {
  args: { tab: 'notifications' },
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('switch', { name: 'Mortality Alerts' }));
    await expect(canvas.queryByLabelText(/Mortality alert threshold/)).not.toBeInTheDocument();
    await userEvent.click(canvas.getByRole('switch', { name: 'Mortality Alerts' }));
    await expect(canvas.getByLabelText(/Mortality alert threshold/)).toHaveValue('5');
  },
};

/**
 * What is typed in one tab stays while another is open, and both tabs say they have unsaved
 * changes (a mark, and in words for a screen reader).
 */
export const UnsavedAcrossTabs: Story = {
  play: async ({ args, canvas, step }) => {
    await step('type in Company, then open Notifications and change a switch', async () => {
      const name = canvas.getByLabelText(/Company Name/);
      await userEvent.clear(name);
      await userEvent.type(name, 'Mahanadi Poultry Integration');
      await openTab(canvas, 'Notifications');
      await userEvent.click(canvas.getByRole('switch', { name: 'Low Stock Alerts' }));
    });
    await step('both tabs say so; Preferences, untouched, does not', async () => {
      await expect(canvas.getByRole('tab', { name: 'Company' })).toHaveAccessibleDescription(
        UNSAVED_CHANGES,
      );
      await expect(canvas.getByRole('tab', { name: 'Notifications' })).toHaveAccessibleDescription(
        UNSAVED_CHANGES,
      );
      await expect(
        canvas.getByRole('tab', { name: 'Preferences' }),
      ).not.toHaveAccessibleDescription(UNSAVED_CHANGES);
    });
    await step('back on Company, the typing is there', async () => {
      await openTab(canvas, 'Company');
      await expect(canvas.getByLabelText(/Company Name/)).toHaveValue(
        'Mahanadi Poultry Integration',
      );
      await openTab(canvas, 'Notifications');
      await expect(canvas.getByRole('switch', { name: 'Low Stock Alerts' })).not.toBeChecked();
      await expect(args.onSave).not.toHaveBeenCalled();
    });
  },
};

/**
 * The page as the screen wires it — the settings query, the save (`PATCH /api/settings`) and the
 * tab in the URL — against a stand-in server that keeps what it is sent. A probe outside the page
 * carries the URL's search for the play function.
 */
function SettingsOnStandInServer() {
  const settings = useQuery(settingsQuery);
  const save = useSaveSettings();
  const [tab, setTab] = useSettingsTabParam();
  const location = useLocation();
  return (
    <div data-search={location.search}>
      <SettingsPage
        settings={settings.data}
        onSave={(change) => save.mutateAsync(change)}
        tab={tab}
        onTabChange={setTab}
      />
    </div>
  );
}

/** The bodies the stand-in server was sent, by method. */
const sent: { method: string; body: unknown }[] = [];

/**
 * Each section's Save Changes sends only what changed in it. Another Administrator turned Low
 * Stock Alerts off meanwhile (the server's answer to the first save says so): the page takes it
 * without losing what is typed in Notifications, and saving Notifications does not turn it back on.
 */
export const Saved: Story = {
  render: () => <SettingsOnStandInServer />,
  parameters: { route: '/settings' },
  beforeEach: () => {
    const original = window.fetch;
    let stored: Settings = { ...kalinga };
    sent.length = 0;
    window.fetch = fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      const url = new URL(String(input), window.location.origin);
      const json = (body: unknown) =>
        new Response(JSON.stringify(body), { headers: { 'Content-Type': 'application/json' } });
      if (url.pathname !== apiPaths.settings) return new Response('Not found', { status: 404 });
      if (init?.method === 'PATCH') {
        const change = JSON.parse(String(init.body)) as SettingsChange;
        sent.push({ method: 'PATCH', body: change });
        stored = { ...stored, lowStockAlerts: false, ...change };
        return json(stored);
      }
      if (init?.method && init.method !== 'GET')
        sent.push({ method: init.method, body: init.body });
      return json(stored);
    });
    return () => {
      window.fetch = original;
    };
  },
  play: async ({ canvasElement, step }) => {
    const canvas = within(canvasElement);
    const search = () => canvasElement.querySelector('[data-search]')?.getAttribute('data-search');
    await step('type in Company, then in Notifications, without saving', async () => {
      const name = await canvas.findByLabelText(/Company Name/);
      await userEvent.clear(name);
      await userEvent.type(name, 'Mahanadi Poultry Integration');
      await openTab(canvas, 'Notifications');
      await expect(search()).toBe('?tab=notifications');
      await userEvent.click(canvas.getByRole('switch', { name: 'Email Notifications' }));
      const threshold = canvas.getByLabelText(/Mortality alert threshold/);
      await userEvent.clear(threshold);
      await userEvent.type(threshold, '4.5');
    });
    await step('Company’s Save Changes sends the company name only', async () => {
      await openTab(canvas, 'Company');
      await expect(search()).toBe('');
      await userEvent.click(canvas.getByRole('button', { name: 'Save Changes' }));
      await expect(await screen.findByText('Settings saved')).toBeVisible();
      await expect(sent).toEqual([
        { method: 'PATCH', body: { companyName: 'Mahanadi Poultry Integration' } },
      ]);
      await waitFor(() =>
        expect(canvas.getByRole('tab', { name: 'Company' })).not.toHaveAccessibleDescription(
          UNSAVED_CHANGES,
        ),
      );
      await expect(canvas.getByRole('tab', { name: 'Notifications' })).toHaveAccessibleDescription(
        UNSAVED_CHANGES,
      );
    });
    await step(
      'Notifications kept its typing and took the other Administrator’s change',
      async () => {
        await openTab(canvas, 'Notifications');
        await expect(canvas.getByRole('switch', { name: 'Email Notifications' })).toBeChecked();
        await expect(canvas.getByLabelText(/Mortality alert threshold/)).toHaveValue('4.5');
        await expect(canvas.getByRole('switch', { name: 'Low Stock Alerts' })).not.toBeChecked();
      },
    );
    await step('its Save Changes sends its own two changes', async () => {
      await userEvent.click(canvas.getByRole('button', { name: 'Save Changes' }));
      await waitFor(() => expect(sent).toHaveLength(2));
      await expect(sent[1]).toEqual({
        method: 'PATCH',
        body: { emailNotifications: true, mortalityThreshold: 4.5 },
      });
    });
    await step('Preferences: the date format and the company’s language', async () => {
      await openTab(canvas, 'Preferences');
      await expect(search()).toBe('?tab=preferences');
      await userEvent.click(canvas.getByRole('combobox', { name: /Date Format/ }));
      await userEvent.click(await screen.findByRole('option', { name: 'DD-MMM-YYYY' }));
      await userEvent.click(canvas.getByRole('combobox', { name: /Default Language/ }));
      await userEvent.click(await screen.findByRole('option', { name: 'ଓଡ଼ିଆ' }));
      await userEvent.click(canvas.getByRole('button', { name: 'Save Changes' }));
      await waitFor(() => expect(sent).toHaveLength(3));
      await expect(sent[2]).toEqual({
        method: 'PATCH',
        body: { dateFormat: 'DD-MMM-YYYY', defaultLanguage: 'or' },
      });
      for (const tab of ['Company', 'Notifications', 'Preferences']) {
        await expect(canvas.getByRole('tab', { name: tab })).not.toHaveAccessibleDescription(
          UNSAVED_CHANGES,
        );
      }
    });
    await step('Save Changes with nothing changed sends nothing', async () => {
      await userEvent.click(canvas.getByRole('button', { name: 'Save Changes' }));
      await expect(await screen.findByText('No changes to save')).toBeVisible();
      await expect(sent).toHaveLength(3);
    });
  },
};

/** Cancel puts back what is saved, in its own section only. */
export const Cancelled: Story = {
  play: async ({ args, canvas }) => {
    const name = canvas.getByLabelText(/Company Name/);
    await userEvent.clear(name);
    await userEvent.type(name, 'Somebody Else');
    await openTab(canvas, 'Preferences');
    await userEvent.click(canvas.getByRole('switch', { name: 'Auto Backup' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Cancel' }));
    await expect(canvas.getByRole('switch', { name: 'Auto Backup' })).toBeChecked();
    // Company still holds its typing until its own Cancel.
    await expect(canvas.getByRole('tab', { name: 'Company' })).toHaveAccessibleDescription(
      UNSAVED_CHANGES,
    );
    await openTab(canvas, 'Company');
    await expect(canvas.getByLabelText(/Company Name/)).toHaveValue('Somebody Else');
    await userEvent.click(canvas.getByRole('button', { name: 'Cancel' }));
    await expect(canvas.getByLabelText(/Company Name/)).toHaveValue('Kalinga Broilers Pvt. Ltd.');
    await expect(args.onSave).not.toHaveBeenCalled();
  },
};

/** Each section checks its own fields when it is saved: their messages show beside them. */
export const ValidationErrors: Story = {
  play: async ({ args, canvas, step }) => {
    await step('Company', async () => {
      await userEvent.clear(canvas.getByLabelText(/Company Name/));
      const email = canvas.getByLabelText(/^Email$/);
      await userEvent.clear(email);
      await userEvent.type(email, 'accounts@');
      const phone = canvas.getByLabelText(/^Phone$/);
      await userEvent.clear(phone);
      await userEvent.type(phone, '12345');
      await userEvent.click(canvas.getByRole('button', { name: 'Save Changes' }));
      await expect(await canvas.findByText('Enter the company name.')).toBeVisible();
      await expect(canvas.getByText('Enter a valid email address.')).toBeVisible();
      await expect(
        canvas.getByText('Enter a 10-digit mobile number (optionally with +91).'),
      ).toBeVisible();
      await expect(canvas.getByLabelText(/Company Name/)).toHaveAttribute('aria-invalid', 'true');
      await expect(canvas.getByLabelText(/Company Name/)).toHaveFocus();
    });
    await step('Notifications', async () => {
      await openTab(canvas, 'Notifications');
      const threshold = canvas.getByLabelText(/Mortality alert threshold/);
      await userEvent.clear(threshold);
      await userEvent.type(threshold, '150');
      const dueDays = canvas.getByLabelText(/Payment Due After/);
      await userEvent.clear(dueDays);
      await userEvent.type(dueDays, '2.5');
      await userEvent.click(canvas.getByRole('button', { name: 'Save Changes' }));
      await expect(await canvas.findByText('Use a value from 0 to 100.')).toBeVisible();
      await expect(canvas.getByText('Enter a whole number of days.')).toBeVisible();
      await expect(canvas.getByLabelText(/Payment Due After/)).toHaveAttribute(
        'aria-invalid',
        'true',
      );
    });
    await step('Preferences', async () => {
      await openTab(canvas, 'Preferences');
      await userEvent.clear(canvas.getByLabelText(/Currency Symbol/));
      await userEvent.click(canvas.getByRole('button', { name: 'Save Changes' }));
      await expect(await canvas.findByText('Enter a currency symbol.')).toBeVisible();
      await expect(canvas.getByLabelText(/Currency Symbol/)).toHaveFocus();
    });
    await expect(args.onSave).not.toHaveBeenCalled();
  },
};

/** The server refuses a field: its message shows beside it and what was typed stays. */
export const ServerFieldError: Story = {
  args: {
    tab: 'preferences',
    onSave: fn(async (_change: SettingsChange): Promise<Settings> => {
      throw new ApiError(400, 'validation_failed', 'Check the highlighted fields.', {
        currencySymbol: 'Use at most 5 characters.',
      });
    }),
  },
  play: async ({ args, canvas }) => {
    const symbol = canvas.getByLabelText(/Currency Symbol/);
    await userEvent.clear(symbol);
    await userEvent.type(symbol, 'Rs.');
    await userEvent.click(canvas.getByRole('button', { name: 'Save Changes' }));
    await expect(await canvas.findByText('Use at most 5 characters.')).toBeVisible();
    await expect(symbol).toHaveAttribute('aria-invalid', 'true');
    await expect(symbol).toHaveValue('Rs.');
    await expect(args.onSave).toHaveBeenCalledWith({ currencySymbol: 'Rs.' });
  },
};

/** The save fails as a whole: the reason shows above the buttons and nothing typed is lost. */
export const ServerError: Story = {
  args: {
    onSave: fn(async (_change: SettingsChange): Promise<Settings> => {
      throw new ApiError(
        503,
        'http_error',
        'The server could not answer (503 Service Unavailable). Please try again.',
      );
    }),
  },
  play: async ({ canvas }) => {
    const name = canvas.getByLabelText(/Company Name/);
    await userEvent.clear(name);
    await userEvent.type(name, 'Mahanadi Poultry Integration');
    await userEvent.click(canvas.getByRole('button', { name: 'Save Changes' }));
    await expect(await canvas.findByRole('alert')).toHaveTextContent('503 Service Unavailable');
    await expect(name).toHaveValue('Mahanadi Poultry Integration');
  },
};

export const Saving: Story = {
  args: { onSave: fn((_change: SettingsChange) => new Promise<Settings>(() => {})) },
  play: async ({ args, canvas }) => {
    await userEvent.type(canvas.getByLabelText(/^Phone$/), '{Backspace}6');
    await userEvent.click(canvas.getByRole('button', { name: 'Save Changes' }));
    await waitFor(() =>
      expect(canvas.getByRole('button', { name: 'Save Changes' })).toHaveAttribute(
        'aria-busy',
        'true',
      ),
    );
    await userEvent.click(canvas.getByRole('button', { name: 'Save Changes' }));
    await expect(args.onSave).toHaveBeenCalledTimes(1);
    await expect(args.onSave).toHaveBeenCalledWith({ phone: '9437012346' });
  },
};

/** Staff see the settings but cannot change them; only the three settings tabs. */
export const Staff: Story = {
  args: { readOnly: true },
  play: async ({ args, canvas }) => {
    await expect(canvas.getByText(READ_ONLY_NOTE)).toBeVisible();
    await expect(
      within(canvas.getByRole('tablist'))
        .getAllByRole('tab')
        .map((tab) => tab.textContent),
    ).toEqual(['Company', 'Notifications', 'Preferences']);
    await expect(canvas.queryByRole('button', { name: 'Save Changes' })).not.toBeInTheDocument();
    await expect(canvas.queryByRole('heading', { name: 'Users' })).not.toBeInTheDocument();
    await expect(canvas.getByLabelText(/Company Name/)).toHaveAttribute('readonly');
    // Enter in a read-only field does not try to save.
    await userEvent.type(canvas.getByLabelText(/Company Name/), '{Enter}');
    await openTab(canvas, 'Notifications');
    await expect(canvas.getByRole('switch', { name: 'Low Stock Alerts' })).toBeDisabled();
    await expect(canvas.getByLabelText(/Payment Due After/)).toHaveAttribute('readonly');
    await openTab(canvas, 'Preferences');
    await expect(canvas.getByRole('combobox', { name: /Date Format/ })).toBeDisabled();
    await expect(canvas.queryByRole('button', { name: 'Save Changes' })).not.toBeInTheDocument();
    await expect(args.onSave).not.toHaveBeenCalled();
  },
};

export const Loading: Story = {
  args: { settings: undefined },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('Loading settings…');
    await expect(canvas.queryByLabelText(/Company Name/)).not.toBeInTheDocument();
    // The tabs are there at once.
    await expect(canvas.getByRole('tab', { name: 'Notifications' })).toBeVisible();
  },
};

export const LoadError: Story = {
  args: {
    settings: undefined,
    loadError: 'The server could not answer (500 Internal Server Error). Please try again.',
  },
  play: async ({ args, canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('Could not load the settings');
    await userEvent.click(canvas.getByRole('button', { name: 'Retry' }));
    await expect(args.onRetry).toHaveBeenCalledTimes(1);
  },
};

/** Every tab on the screen at 360 px, three to a row; the page never scrolls sideways. */
const expectTabsOnScreen = async (canvas: Canvas, names: readonly string[]) => {
  const tabs = within(canvas.getByRole('tablist')).getAllByRole('tab');
  await expect(tabs.map((tab) => tab.textContent)).toEqual(names);
  const width = document.documentElement.clientWidth;
  for (const tab of tabs) {
    const box = tab.getBoundingClientRect();
    await expect(box.left).toBeGreaterThanOrEqual(0);
    await expect(box.right).toBeLessThanOrEqual(width);
  }
  const rows = new Set(tabs.map((tab) => Math.round(tab.getBoundingClientRect().top)));
  await expect(rows.size).toBe(Math.ceil(names.length / 3));
  await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(360);
};

export const Narrow: Story = {
  args: { administration },
  globals: { viewport: { value: 'narrow' } },
  play: async ({ canvas }) => {
    await expectTabsOnScreen(canvas, allTabs);
    // Save Changes spans the phone's width under the card.
    await expect(canvas.getByRole('button', { name: 'Save Changes' }).offsetWidth).toBeGreaterThan(
      280,
    );
  },
};

export const NarrowStaff: Story = {
  args: { readOnly: true },
  globals: { viewport: { value: 'narrow' } },
  play: async ({ canvas }) => {
    await expectTabsOnScreen(canvas, ['Company', 'Notifications', 'Preferences']);
  },
};

// Backups: the Backups tab of an Administrator.

/** Before the first backup: the daily one has not run yet; the tab says Auto Backup is on. */
export const NoBackupYet: Story = {
  args: {
    administration: {
      ...administration,
      backups: <BackupStatusPanel status={noBackups} onBackUpNow={fn(async () => madeNow)} />,
    },
  },
  play: async ({ canvas }) => {
    // The switch still says only what it does, under Preferences.
    await openTab(canvas, 'Preferences');
    await expect(canvas.getByRole('switch', { name: 'Auto Backup' })).toHaveAccessibleDescription(
      'Automatically backup data daily',
    );
    const panel = await openTab(canvas, 'Backups');
    await expect(within(panel).getByRole('heading', { name: 'Backups', level: 2 })).toBeVisible();
    await expect(
      within(panel).getByText(
        'Auto Backup is on: the data is backed up daily. It is set under Preferences.',
      ),
    ).toBeVisible();
    await expect(within(panel).getByText('No backup yet')).toBeVisible();
    await expect(within(panel).getByRole('button', { name: 'Back Up Now' })).toBeEnabled();
  },
};

const backUpNow = fn(async () => madeNow);

/** The last backup's time (in the settings' date format) and size; Back Up Now makes another. */
export const LastBackupShown: Story = {
  args: {
    tab: 'backups',
    settings: { ...kalinga, autoBackup: false },
    administration: {
      backups: (
        <BackupStatusPanel status={withBackups} dateFormat="DD/MM/YYYY" onBackUpNow={backUpNow} />
      ),
    },
  },
  play: async ({ canvas, step }) => {
    await step('the last backup; Auto Backup is off', async () => {
      await expect(canvas.getByText(/^Last backup/)).toHaveTextContent(
        'Last backup 24/11/2026 10:00 · 1.2 MB',
      );
      await expect(
        canvas.getByText(
          'Auto Backup is off: a backup is made only with Back Up Now. It is set under Preferences.',
        ),
      ).toBeVisible();
    });
    await step('back up now', async () => {
      await userEvent.click(canvas.getByRole('button', { name: 'Back Up Now' }));
      await expect(backUpNow).toHaveBeenCalledTimes(1);
      await expect(await screen.findByText('Backup made')).toBeVisible();
      await expect(screen.getByText('pfm-2026-11-25T06-15-00Z.tar.gz · 1.3 MB')).toBeVisible();
    });
  },
};

const neverFinishes = fn(() => new Promise<never>(() => {}));

/** A backup under way: the button shows progress and cannot be pressed again. */
export const BackingUp: Story = {
  args: {
    tab: 'backups',
    administration: {
      backups: <BackupStatusPanel status={withBackups} onBackUpNow={neverFinishes} />,
    },
  },
  play: async ({ canvas }) => {
    const button = canvas.getByRole('button', { name: 'Back Up Now' });
    await userEvent.click(button);
    await waitFor(() => expect(button).toHaveAttribute('aria-busy', 'true'));
    await expect(canvas.getByText('Backing up…')).toBeVisible();
    await userEvent.click(button);
    await expect(neverFinishes).toHaveBeenCalledTimes(1);
  },
};

const PG_DUMP_MISSING =
  "pg_dump was not found on the server's PATH. Backups of a PostgreSQL database need the PostgreSQL client tools (for example: apt-get install postgresql-client), of the server's major version or newer.";

/** On PostgreSQL without pg_dump: the screen says why, and Back Up Now cannot be pressed. */
export const BackupsUnavailable: Story = {
  args: {
    tab: 'backups',
    administration: {
      backups: (
        <BackupStatusPanel
          status={{
            ...noBackups,
            available: false,
            unavailableReason: PG_DUMP_MISSING,
          }}
          onBackUpNow={fn(async () => madeNow)}
        />
      ),
    },
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('No backup yet')).toBeVisible();
    const button = canvas.getByRole('button', { name: 'Back Up Now' });
    await expect(button).toBeDisabled();
    await expect(button).toHaveAccessibleDescription(
      `Backups cannot be made on this server. ${PG_DUMP_MISSING}`,
    );
  },
};

const refused = fn(async (): Promise<BackupMade> => {
  throw new ApiError(
    409,
    'conflict',
    'A backup is already being made. Wait for it to finish, then look again.',
  );
});

/** The backup fails: a toast says why, and the last backup shows again. */
export const BackupFailed: Story = {
  args: {
    tab: 'backups',
    administration: { backups: <BackupStatusPanel status={withBackups} onBackUpNow={refused} /> },
  },
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Back Up Now' }));
    await expect(await screen.findByText('Backup failed')).toBeVisible();
    await expect(
      screen.getByText('A backup is already being made. Wait for it to finish, then look again.'),
    ).toBeVisible();
    await expect(canvas.getByText(/^Last backup/)).toHaveTextContent(
      'Last backup 24/11/2026 10:00 · 1.2 MB',
    );
    await expect(canvas.getByRole('button', { name: 'Back Up Now' })).not.toHaveAttribute(
      'aria-busy',
    );
  },
};
