import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { Switch } from './switch.tsx';

const meta = {
  title: 'Inputs/Switch',
  component: Switch,
  tags: ['autodocs'],
  args: { label: 'Low Stock Alerts', disabled: false, onCheckedChange: fn() },
  // Fields fill their container; stories show them at a typical form width (.storybook/preview.tsx).
  parameters: { maxWidth: 480 },
} satisfies Meta<typeof Switch>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {
  play: async ({ args, canvas, step }) => {
    const toggle = canvas.getByRole('switch', { name: 'Low Stock Alerts' });
    await expect(toggle).not.toBeChecked();
    await step('Click turns it on', async () => {
      await userEvent.click(toggle);
      await expect(toggle).toBeChecked();
      await expect(args.onCheckedChange).toHaveBeenLastCalledWith(true);
    });
    await step('Clicking the label turns it off', async () => {
      await userEvent.click(canvas.getByText('Low Stock Alerts'));
      await expect(toggle).not.toBeChecked();
    });
    await step('Space turns it on again', async () => {
      toggle.focus();
      await userEvent.keyboard(' ');
      await expect(toggle).toBeChecked();
    });
  },
};

export const Off: Story = {
  args: { label: 'Email Notifications' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('switch', { name: 'Email Notifications' })).not.toBeChecked();
  },
};

export const On: Story = {
  args: { defaultChecked: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('switch', { name: 'Low Stock Alerts' })).toBeChecked();
  },
};

export const WithDescription: Story = {
  args: {
    label: 'Mortality Alerts',
    description: 'Alert when mortality rate exceeds threshold',
    defaultChecked: true,
  },
  play: async ({ canvas }) => {
    await expect(
      canvas.getByRole('switch', { name: 'Mortality Alerts' }),
    ).toHaveAccessibleDescription('Alert when mortality rate exceeds threshold');
  },
};

export const Disabled: Story = {
  args: {
    label: 'Auto Backup',
    description: 'Automatically backup data daily',
    defaultChecked: true,
    disabled: true,
  },
  play: async ({ args, canvas }) => {
    const toggle = canvas.getByRole('switch', { name: 'Auto Backup' });
    await expect(toggle).toBeDisabled();
    await userEvent.click(toggle, { pointerEventsCheck: 0 });
    await expect(toggle).toBeChecked();
    await expect(args.onCheckedChange).not.toHaveBeenCalled();
  },
};

export const WithoutLabel: Story = {
  args: { label: undefined, 'aria-label': 'Godown G001 active' },
  play: async ({ canvas }) => {
    const toggle = canvas.getByRole('switch', { name: 'Godown G001 active' });
    await userEvent.click(toggle);
    await expect(toggle).toBeChecked();
  },
};

/** The Notification Settings card of the Settings screen. */
export const NotificationSettings: Story = {
  render: () => (
    <div style={{ display: 'grid', gap: 20 }}>
      <Switch
        label="Email Notifications"
        description="Receive email notifications for important updates"
      />
      <Switch
        label="Low Stock Alerts"
        description="Get notified when inventory runs low"
        defaultChecked
      />
      <Switch
        label="Mortality Alerts"
        description="Alert when mortality rate exceeds threshold"
        defaultChecked
      />
      <Switch label="Auto Backup" description="Automatically backup data daily" defaultChecked />
    </div>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('switch', { name: 'Email Notifications' })).not.toBeChecked();
    await expect(canvas.getByRole('switch', { name: 'Low Stock Alerts' })).toBeChecked();
    await expect(canvas.getByRole('switch', { name: 'Mortality Alerts' })).toBeChecked();
    await userEvent.click(canvas.getByRole('switch', { name: 'Email Notifications' }));
    await expect(canvas.getByRole('switch', { name: 'Email Notifications' })).toBeChecked();
  },
};

export const LongContent: Story = {
  args: {
    label: 'Send weekly growth updates to farmers by SMS',
    description:
      'Every Monday, each farmer with an active batch receives the average weight, mortality count and feed consumed for the past week, compared with the growth standard.',
  },
};

export const Narrow: Story = {
  parameters: { maxWidth: 'none' },
  globals: { viewport: { value: 'narrow' } },
  args: LongContent.args,
};
