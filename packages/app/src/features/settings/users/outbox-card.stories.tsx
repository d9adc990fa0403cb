import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { OUTBOX_SHOWN, OutboxCard } from './outbox-card.tsx';
import { sampleMails } from './story-data.ts';

const meta = {
  title: 'Screens/Mail Outbox',
  component: OutboxCard,
  parameters: { layout: 'padded' },
  args: { mails: sampleMails, onRetry: fn(), onRefresh: fn() },
} satisfies Meta<typeof OutboxCard>;

export default meta;
type Story = StoryObj<typeof meta>;

/** How an Administrator reads a password-reset link to pass on. */
export const Loaded: Story = {
  play: async ({ args, canvas }) => {
    const mail = canvas.getByRole('article', {
      name: 'Reset your Poultry Farm Management password To: ravi.das@kalingabroilers.in',
    });
    await expect(canvas.getAllByRole('article')).toHaveLength(3);
    await expect(within(mail).getByText('To: ravi.das@kalingabroilers.in')).toBeVisible();
    await expect(within(mail).getByText('14/03/2026 09:30')).toHaveAttribute(
      'datetime',
      '2026-03-14T09:30:00',
    );
    await expect(within(mail).getByText(/reset-password\?token=/)).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Refresh' }));
    await expect(args.onRefresh).toHaveBeenCalledTimes(1);
  },
};

/** The date part follows the date format of the settings. */
export const OtherDateFormat: Story = {
  args: { mails: sampleMails.slice(0, 1), dateFormat: 'DD-MMM-YYYY' },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('14-Mar-2026 09:30')).toBeVisible();
  },
};

export const Empty: Story = {
  args: { mails: [] },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: 'No mail has been sent yet.' })).toBeVisible();
  },
};

/** Only the latest mails are shown. */
export const ManyMails: Story = {
  args: {
    mails: Array.from({ length: 12 }, (_, index) => ({
      ...sampleMails[index % sampleMails.length],
      id: 100 - index,
    })) as typeof sampleMails,
  },
  play: async ({ canvas }) => {
    await expect(canvas.getAllByRole('article')).toHaveLength(OUTBOX_SHOWN);
    await expect(canvas.getByText(`Showing the latest ${OUTBOX_SHOWN} of 12 mails.`)).toBeVisible();
  },
};

export const Refreshing: Story = {
  args: { refreshing: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Refresh' })).toHaveAttribute(
      'aria-busy',
      'true',
    );
  },
};

export const Loading: Story = {
  args: { mails: undefined },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('Loading mails…');
  },
};

export const LoadError: Story = {
  args: {
    mails: undefined,
    loadError: 'The server could not answer (500 Internal Server Error). Please try again.',
  },
  play: async ({ args, canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('Could not load the mail outbox');
    await userEvent.click(canvas.getByRole('button', { name: 'Retry' }));
    await expect(args.onRetry).toHaveBeenCalledTimes(1);
  },
};

export const Narrow: Story = {
  globals: { viewport: { value: 'narrow' } },
};
