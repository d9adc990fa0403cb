import type { Meta, StoryObj } from '@storybook/react-vite';
import { Bird, IndianRupee, Package, Users } from 'lucide-react';
import { expect } from 'storybook/test';
import { Amount } from '../amount/index.ts';
import { StatTile, type StatTileProps } from './stat-tile.tsx';

const meta = {
  title: 'Display/StatTile',
  component: StatTile,
  tags: ['autodocs'],
  args: { label: 'Active Batches', value: '12', icon: Bird, loading: false },
  argTypes: {
    label: { control: 'text' },
    value: { control: 'text' },
    hint: { control: 'text' },
    icon: { control: false },
    loading: { control: 'boolean' },
  },
  render: (args) => (
    <div style={{ maxWidth: 280 }}>
      <StatTile {...args} />
    </div>
  ),
} satisfies Meta<typeof StatTile>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The dashboard's four metric cards. */
const dashboardTiles: StatTileProps[] = [
  {
    label: 'Active Batches',
    value: '12',
    icon: Bird,
    trend: { direction: 'up', text: '+2 since last week' },
  },
  {
    label: 'Total Inventory',
    value: <Amount>₹12,45,000.00</Amount>,
    icon: Package,
    hint: 'Across 3 godowns',
  },
  {
    label: 'Pending Settlements',
    value: '3',
    icon: IndianRupee,
    trend: { direction: 'down', text: '-1 since last week', upIsGood: false },
  },
  {
    label: 'Active Farmers',
    value: '48',
    icon: Users,
    trend: { direction: 'flat', text: 'No change this month' },
  },
];

const DashboardGrid = ({ loading = false }: { loading?: boolean }) => (
  <div
    style={{
      display: 'grid',
      gap: 16,
      gridTemplateColumns: 'repeat(auto-fit, minmax(min(100%, 13rem), 1fr))',
    }}
  >
    {dashboardTiles.map((tile) => (
      <StatTile key={String(tile.label)} {...tile} loading={loading} />
    ))}
  </div>
);

export const Playground: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Active Batches')).toBeVisible();
    await expect(canvas.getByText('12')).toBeVisible();
  },
};

export const ValueOnly: Story = {
  args: { label: 'Active Farmers', value: '48', icon: undefined },
};

/** Up is good news: green. */
export const TrendUp: Story = {
  args: { trend: { direction: 'up', text: '+2 since last week' } },
  play: async ({ canvas }) => {
    const trend = canvas.getByText('+2 since last week');
    await expect(trend).toHaveAttribute('data-mood', 'good');
  },
};

/** Down on a metric where up is good: red. */
export const TrendDown: Story = {
  args: {
    label: 'Total Inventory',
    value: '₹12,45,000.00',
    icon: Package,
    trend: { direction: 'down', text: '-8.2% since last month' },
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('-8.2% since last month')).toHaveAttribute('data-mood', 'bad');
  },
};

/** On a metric where up is bad news (pending settlements), a rise is red. */
export const TrendUpIsBad: Story = {
  args: {
    label: 'Pending Settlements',
    value: '3',
    icon: IndianRupee,
    trend: { direction: 'up', text: '+1 since last week', upIsGood: false },
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('+1 since last week')).toHaveAttribute('data-mood', 'bad');
  },
};

export const TrendFlat: Story = {
  args: {
    label: 'Active Farmers',
    value: '48',
    icon: Users,
    trend: { direction: 'flat', text: 'No change this month' },
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('No change this month')).toHaveAttribute('data-mood', 'neutral');
  },
};

export const WithHint: Story = {
  args: {
    label: 'Total Inventory',
    value: '₹12,45,000.00',
    icon: Package,
    hint: 'Across 3 godowns',
  },
};

/** The value can be a node, e.g. an Amount from integer paise. */
export const AmountValue: Story = {
  args: { label: 'Total Inventory', value: <Amount>₹12,45,000.00</Amount>, icon: Package },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('₹12,45,000.00')).toBeVisible();
  },
};

export const Loading: Story = {
  args: { loading: true, trend: { direction: 'up', text: '+2 since last week' } },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvasElement.querySelector('[aria-busy="true"]')).not.toBeNull();
    await expect(canvas.getByText('Loading…')).toBeInTheDocument();
    await expect(canvas.queryByText('12')).toBeNull();
    await expect(canvas.queryByText('+2 since last week')).toBeNull();
  },
};

export const LongContent: Story = {
  args: {
    label: 'Outstanding Balance — Traders and Suppliers (all godowns)',
    value: '₹1,23,45,67,890.50',
    icon: IndianRupee,
    hint: 'Includes Sri Jagannath Traders, Odisha Feeds Pvt Ltd and 14 more parties',
    trend: { direction: 'up', text: '+₹4,50,000.00 since the last settlement run on 15/03/2025' },
  },
};

export const Dashboard: Story = {
  render: () => <DashboardGrid />,
  play: async ({ canvas }) => {
    for (const label of [
      'Active Batches',
      'Total Inventory',
      'Pending Settlements',
      'Active Farmers',
    ]) {
      await expect(canvas.getByText(label)).toBeVisible();
    }
    await expect(canvas.getByText('₹12,45,000.00')).toBeVisible();
  },
};

export const DashboardLoading: Story = {
  render: () => <DashboardGrid loading />,
  play: async ({ canvas }) => {
    await expect(canvas.getAllByText('Loading…')).toHaveLength(4);
  },
};

export const Narrow: Story = {
  globals: { viewport: { value: 'narrow' } },
  render: () => <DashboardGrid />,
  play: async ({ canvasElement }) => {
    await expect(canvasElement.scrollWidth).toBeLessThanOrEqual(canvasElement.clientWidth);
  },
};
