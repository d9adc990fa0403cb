import type { BackupMade, BackupStatus, Settings } from '@pfm/shared';
import { Toaster, ToastProvider } from '@pfm/ui';
import type { Decorator, Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, waitFor } from 'storybook/test';
import { ApiError } from '../../lib/api.ts';
import { withAppProviders } from '../../testing/story-decorators.tsx';
import { OutboxCard } from '../users/outbox-card.tsx';
import { sampleMails, sampleUsers } from '../users/story-data.ts';
import { UsersCard } from '../users/users-card.tsx';
import { BackupStatusPanel } from './backup-status.tsx';
import { READ_ONLY_NOTE, SettingsPage } from './settings-page.tsx';

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
};

const adminSections = (
  <>
    <UsersCard
      users={sampleUsers}
      currentUserId={1}
      onCreate={fn(async () => {})}
      onChangeRole={fn(async () => {})}
      onSetDisabled={fn(async () => {})}
    />
    <OutboxCard mails={sampleMails.slice(0, 1)} onRefresh={fn()} />
  </>
);

const meta = {
  title: 'Screens/Settings',
  component: SettingsPage,
  decorators: [withToasts, withAppProviders],
  parameters: { layout: 'padded', route: '/settings' },
  args: { settings: kalinga, onSave: fn(async () => {}), onRetry: fn() },
} satisfies Meta<typeof SettingsPage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** An Administrator: the three settings cards, then Users and Mail Outbox. */
export const Loaded: Story = {
  args: { children: adminSections },
  play: async ({ canvas, step }) => {
    await step('the specification’s cards and texts', async () => {
      await expect(canvas.getByRole('heading', { name: 'Settings', level: 1 })).toBeVisible();
      for (const title of [
        'Company Information',
        'Notification Settings',
        'System Preferences',
        'Users',
        'Mail Outbox',
      ]) {
        await expect(canvas.getByRole('heading', { name: title, level: 2 })).toBeVisible();
      }
      await expect(canvas.getByLabelText(/Company Name/)).toHaveValue('Kalinga Broilers Pvt. Ltd.');
      await expect(canvas.getByRole('switch', { name: 'Email Notifications' })).not.toBeChecked();
      await expect(canvas.getByRole('switch', { name: 'Low Stock Alerts' })).toBeChecked();
      const mortality = canvas.getByRole('switch', { name: 'Mortality Alerts' });
      await expect(mortality).toBeChecked();
      await expect(mortality).toHaveAccessibleDescription(
        'Alert when mortality rate exceeds threshold',
      );
      await expect(canvas.getByRole('switch', { name: 'Auto Backup' })).toHaveAccessibleDescription(
        'Automatically backup data daily',
      );
      await expect(canvas.getByRole('combobox', { name: /Date Format/ })).toHaveTextContent(
        'DD/MM/YYYY',
      );
      await expect(canvas.getByLabelText(/Mortality alert threshold/)).toHaveValue('5');
      const dueDays = canvas.getByLabelText(/Payment Due After \(days\)/);
      await expect(dueDays).toHaveValue('7');
      await expect(dueDays).toHaveAccessibleDescription(
        'A pending voucher or collection older than this is shown as due on the dashboard.',
      );
      await expect(canvas.getByLabelText(/Books start date/)).toHaveAccessibleDescription(
        'No document can be dated before this day.',
      );
      await expect(canvas.getByRole('button', { name: 'Save Changes' })).toBeVisible();
    });
  },
};

/** The threshold shows only while mortality alerts are on. */
export const MortalityAlertsOff: Story = {
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('switch', { name: 'Mortality Alerts' }));
    await expect(canvas.queryByLabelText(/Mortality alert threshold/)).not.toBeInTheDocument();
    await userEvent.click(canvas.getByRole('switch', { name: 'Mortality Alerts' }));
    await expect(canvas.getByLabelText(/Mortality alert threshold/)).toHaveValue('5');
  },
};

export const Saved: Story = {
  play: async ({ args, canvas, step }) => {
    await step(
      'change the name, a switch, the threshold, the due days and the date format',
      async () => {
        const name = canvas.getByLabelText(/Company Name/);
        await userEvent.clear(name);
        await userEvent.type(name, 'Mahanadi Poultry Integration');
        await userEvent.click(canvas.getByRole('switch', { name: 'Email Notifications' }));
        const threshold = canvas.getByLabelText(/Mortality alert threshold/);
        await userEvent.clear(threshold);
        await userEvent.type(threshold, '4.5');
        const dueDays = canvas.getByLabelText(/Payment Due After/);
        await userEvent.clear(dueDays);
        await userEvent.type(dueDays, '15');
        await userEvent.click(canvas.getByRole('combobox', { name: /Date Format/ }));
        await userEvent.click(await screen.findByRole('option', { name: 'DD-MMM-YYYY' }));
      },
    );
    await step('save', async () => {
      await userEvent.click(canvas.getByRole('button', { name: 'Save Changes' }));
      await waitFor(() =>
        expect(args.onSave).toHaveBeenCalledWith({
          ...kalinga,
          companyName: 'Mahanadi Poultry Integration',
          emailNotifications: true,
          mortalityThreshold: 4.5,
          paymentDueDays: 15,
          dateFormat: 'DD-MMM-YYYY',
        }),
      );
      await expect(await screen.findByText('Settings saved')).toBeVisible();
    });
  },
};

/** Cancel puts back what is saved. */
export const Cancelled: Story = {
  play: async ({ args, canvas }) => {
    const name = canvas.getByLabelText(/Company Name/);
    await userEvent.clear(name);
    await userEvent.type(name, 'Somebody Else');
    await userEvent.click(canvas.getByRole('switch', { name: 'Auto Backup' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Cancel' }));
    await expect(name).toHaveValue('Kalinga Broilers Pvt. Ltd.');
    await expect(canvas.getByRole('switch', { name: 'Auto Backup' })).toBeChecked();
    await expect(args.onSave).not.toHaveBeenCalled();
  },
};

export const ValidationErrors: Story = {
  play: async ({ args, canvas }) => {
    await userEvent.clear(canvas.getByLabelText(/Company Name/));
    const email = canvas.getByLabelText(/^Email$/);
    await userEvent.clear(email);
    await userEvent.type(email, 'accounts@');
    const phone = canvas.getByLabelText(/^Phone$/);
    await userEvent.clear(phone);
    await userEvent.type(phone, '12345');
    const threshold = canvas.getByLabelText(/Mortality alert threshold/);
    await userEvent.clear(threshold);
    await userEvent.type(threshold, '150');
    const dueDays = canvas.getByLabelText(/Payment Due After/);
    await userEvent.clear(dueDays);
    await userEvent.type(dueDays, '2.5');
    await userEvent.clear(canvas.getByLabelText(/Currency Symbol/));
    await userEvent.click(canvas.getByRole('button', { name: 'Save Changes' }));
    await expect(await canvas.findByText('Enter the company name.')).toBeVisible();
    await expect(canvas.getByText('Enter a valid email address.')).toBeVisible();
    await expect(
      canvas.getByText('Enter a 10-digit mobile number (optionally with +91).'),
    ).toBeVisible();
    await expect(canvas.getByText('Use a value from 0 to 100.')).toBeVisible();
    await expect(canvas.getByText('Enter a whole number of days.')).toBeVisible();
    await expect(canvas.getByLabelText(/Payment Due After/)).toHaveAttribute(
      'aria-invalid',
      'true',
    );
    await expect(canvas.getByText('Enter a currency symbol.')).toBeVisible();
    await expect(canvas.getByLabelText(/Company Name/)).toHaveAttribute('aria-invalid', 'true');
    await expect(canvas.getByLabelText(/Company Name/)).toHaveFocus();
    await expect(args.onSave).not.toHaveBeenCalled();
  },
};

/** The server refuses a field: its message shows beside it and what was typed stays. */
export const ServerFieldError: Story = {
  args: {
    onSave: fn(async () => {
      throw new ApiError(400, 'validation_failed', 'Check the highlighted fields.', {
        currencySymbol: 'Use at most 5 characters.',
      });
    }),
  },
  play: async ({ canvas }) => {
    const symbol = canvas.getByLabelText(/Currency Symbol/);
    await userEvent.clear(symbol);
    await userEvent.type(symbol, 'Rs.');
    await userEvent.click(canvas.getByRole('button', { name: 'Save Changes' }));
    await expect(await canvas.findByText('Use at most 5 characters.')).toBeVisible();
    await expect(symbol).toHaveAttribute('aria-invalid', 'true');
    await expect(symbol).toHaveValue('Rs.');
  },
};

/** The save fails as a whole: the reason shows above the buttons and nothing typed is lost. */
export const ServerError: Story = {
  args: {
    onSave: fn(async () => {
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
  args: { onSave: fn(() => new Promise<never>(() => {})) },
  play: async ({ args, canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Save Changes' }));
    await waitFor(() =>
      expect(canvas.getByRole('button', { name: 'Save Changes' })).toHaveAttribute(
        'aria-busy',
        'true',
      ),
    );
    await userEvent.click(canvas.getByRole('button', { name: 'Save Changes' }));
    await expect(args.onSave).toHaveBeenCalledTimes(1);
  },
};

/** Staff see the settings but cannot change them; no Users or Mail Outbox. */
export const Staff: Story = {
  args: { readOnly: true },
  play: async ({ args, canvas }) => {
    await expect(canvas.getByText(READ_ONLY_NOTE)).toBeVisible();
    await expect(canvas.queryByRole('button', { name: 'Save Changes' })).not.toBeInTheDocument();
    await expect(canvas.queryByRole('heading', { name: 'Users' })).not.toBeInTheDocument();
    await expect(canvas.getByLabelText(/Company Name/)).toHaveAttribute('readonly');
    await expect(canvas.getByRole('switch', { name: 'Low Stock Alerts' })).toBeDisabled();
    await expect(canvas.getByRole('combobox', { name: /Date Format/ })).toBeDisabled();
    await expect(canvas.getByLabelText(/Payment Due After/)).toHaveAttribute('readonly');
    // Enter in a read-only field does not try to save.
    await userEvent.type(canvas.getByLabelText(/Company Name/), '{Enter}');
    await expect(args.onSave).not.toHaveBeenCalled();
  },
};

export const Loading: Story = {
  args: { settings: undefined },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('Loading settings…');
    await expect(canvas.queryByLabelText(/Company Name/)).not.toBeInTheDocument();
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

export const Narrow: Story = {
  args: { children: adminSections },
  globals: { viewport: { value: 'narrow' } },
};

export const NarrowStaff: Story = {
  args: { readOnly: true },
  globals: { viewport: { value: 'narrow' } },
};

// Backups. Times are given without a zone so that they show the same wherever the stories run.
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

/** An Administrator before the first backup: the daily one has not run yet. */
export const NoBackupYet: Story = {
  args: {
    backup: <BackupStatusPanel status={noBackups} onBackUpNow={fn(async () => madeNow)} />,
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('No backup yet')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Back Up Now' })).toBeEnabled();
    // The switch still says only what it does.
    await expect(canvas.getByRole('switch', { name: 'Auto Backup' })).toHaveAccessibleDescription(
      'Automatically backup data daily',
    );
  },
};

const backUpNow = fn(async () => madeNow);

/** The last backup's time (in the settings' date format) and size; Back Up Now makes another. */
export const LastBackupShown: Story = {
  args: {
    backup: (
      <BackupStatusPanel status={withBackups} dateFormat="DD/MM/YYYY" onBackUpNow={backUpNow} />
    ),
  },
  play: async ({ canvas, step }) => {
    await step('the last backup', async () => {
      await expect(canvas.getByText(/^Last backup/)).toHaveTextContent(
        'Last backup 24/11/2026 10:00 · 1.2 MB',
      );
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
    backup: <BackupStatusPanel status={withBackups} onBackUpNow={neverFinishes} />,
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
    backup: (
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
    backup: <BackupStatusPanel status={withBackups} onBackUpNow={refused} />,
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
