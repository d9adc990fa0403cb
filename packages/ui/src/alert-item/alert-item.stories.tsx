import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { alertSeverities, alertTypes } from './alert-item.styles.ts';
import { AlertItem, type AlertItemProps, alertSeverityTexts } from './alert-item.tsx';

const meta = {
  title: 'Display/AlertItem',
  component: AlertItem,
  tags: ['autodocs'],
  args: {
    type: 'mortality',
    severity: 'high',
    message: 'High mortality rate detected in Farm FM002',
    time: '2 hours ago',
  },
  argTypes: {
    type: { control: 'inline-radio', options: alertTypes },
    severity: { control: 'inline-radio', options: alertSeverities },
    message: { control: 'text' },
    time: { control: 'text' },
  },
  render: (args) => (
    <div style={{ maxWidth: 480 }}>
      <AlertItem {...args} />
    </div>
  ),
} satisfies Meta<typeof AlertItem>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByText('High mortality rate detected in Farm FM002')).toBeVisible();
    await expect(canvas.getByText('Requires immediate attention')).toBeVisible();
    await expect(canvas.getByRole('img', { name: 'Mortality alert' })).toBeVisible();
  },
};

export const High: Story = {
  args: { severity: 'high' },
  play: async ({ canvas }) => {
    await expect(canvas.getByText(alertSeverityTexts.high)).toBeVisible();
  },
};

export const Medium: Story = {
  args: {
    type: 'feed',
    severity: 'medium',
    message: 'Feed stock running low at North Godown',
    time: '5 hours ago',
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Review soon')).toBeVisible();
  },
};

export const Low: Story = {
  args: {
    type: 'payment',
    severity: 'low',
    message: 'Payment pending from Sri Jagannath Traders',
    time: '1 day ago',
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Low priority')).toBeVisible();
  },
};

export const Stock: Story = {
  args: {
    type: 'stock',
    severity: 'medium',
    message: 'Broiler Starter Feed below 500 kg at Main Warehouse',
  },
};

export const WithoutTime: Story = { args: { time: undefined } };

/** A date with a machine-readable `dateTime`. */
export const WithDate: Story = {
  args: { time: '15/03/2025', dateTime: '2025-03-15' },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('15/03/2025')).toHaveAttribute('datetime', '2025-03-15');
  },
};

export const LongMessage: Story = {
  args: {
    message:
      'Mortality in batch B001 at Sri Jagannath Poultry Farm (FM002) reached 4.8 % in week 3, well above the expected 1 %; check water lines, ventilation and the last vaccination record with the farmer Ramesh Kumar',
  },
};

const dashboardAlerts: AlertItemProps[] = [
  {
    type: 'mortality',
    severity: 'high',
    message: 'High mortality rate detected in Farm FM002',
    time: '2 hours ago',
  },
  {
    type: 'feed',
    severity: 'medium',
    message: 'Feed stock running low at North Godown',
    time: '5 hours ago',
  },
  {
    type: 'payment',
    severity: 'low',
    message: 'Payment pending from Sri Jagannath Traders',
    time: '1 day ago',
  },
  {
    type: 'stock',
    severity: 'medium',
    message: 'Broiler Starter Feed below 500 kg at Main Warehouse',
    time: '1 day ago',
  },
];

const AlertList = () => (
  <ul
    aria-label="Alerts and Notifications"
    style={{ listStyle: 'none', margin: 0, padding: 0, display: 'grid', gap: 8 }}
  >
    {dashboardAlerts.map((alert) => (
      <li key={String(alert.message)}>
        <AlertItem {...alert} />
      </li>
    ))}
  </ul>
);

/** The dashboard list: every type and severity. */
export const AlertsList: Story = {
  render: () => (
    <div style={{ maxWidth: 480 }}>
      <AlertList />
    </div>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getAllByRole('listitem')).toHaveLength(dashboardAlerts.length);
    for (const severity of alertSeverities) {
      await expect(canvas.getAllByText(alertSeverityTexts[severity]).length).toBeGreaterThan(0);
    }
    for (const label of ['Mortality alert', 'Feed alert', 'Payment alert', 'Stock alert']) {
      await expect(canvas.getByRole('img', { name: label })).toBeVisible();
    }
  },
};

export const Narrow: Story = {
  globals: { viewport: { value: 'narrow' } },
  render: () => <AlertList />,
};
