import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { badgeStatuses, StatusBadge, statusBadges } from './status-badge.tsx';

const meta = {
  title: 'Display/StatusBadge',
  component: StatusBadge,
  tags: ['autodocs'],
  args: { status: 'active' },
  argTypes: { status: { control: 'select', options: badgeStatuses } },
} satisfies Meta<typeof StatusBadge>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Active')).toHaveAttribute('data-tone', 'success');
  },
};

/** Every status of the product, with its key, tone and label. */
export const AllStatuses: Story = {
  render: () => (
    <table style={{ borderCollapse: 'collapse' }}>
      <caption style={{ textAlign: 'left', paddingBottom: 8 }}>Statuses and their badges</caption>
      <thead>
        <tr>
          <th scope="col" style={{ textAlign: 'left', padding: '4px 16px 4px 0' }}>
            Key
          </th>
          <th scope="col" style={{ textAlign: 'left', padding: '4px 16px 4px 0' }}>
            Tone
          </th>
          <th scope="col" style={{ textAlign: 'left', padding: 4 }}>
            Badge
          </th>
        </tr>
      </thead>
      <tbody>
        {badgeStatuses.map((status) => (
          <tr key={status}>
            <td style={{ padding: '4px 16px 4px 0' }}>
              <code>{status}</code>
            </td>
            <td style={{ padding: '4px 16px 4px 0' }}>{statusBadges[status].tone}</td>
            <td style={{ padding: 4 }}>
              <StatusBadge status={status} />
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  ),
  play: async ({ canvas, step }) => {
    await step('every status renders its label in its tone', async () => {
      for (const status of badgeStatuses) {
        const badge = canvas
          .getAllByText(statusBadges[status].label)
          .find((element) => element.dataset.status === status);
        await expect(badge).toBeDefined();
        await expect(badge).toHaveAttribute('data-tone', statusBadges[status].tone);
      }
    });
    await step('the two meanings of "warning" have different labels', async () => {
      await expect(canvas.getByText('Needs Attention')).toHaveAttribute(
        'data-status',
        'batch-warning',
      );
      await expect(canvas.getByText('Warning')).toHaveAttribute(
        'data-status',
        'performance-warning',
      );
    });
  },
};

/** Dashboard, Recent Batches. */
export const BatchStatuses: Story = {
  render: () => (
    <div style={{ display: 'flex', gap: 8 }}>
      <StatusBadge status="on-track" />
      <StatusBadge status="batch-warning" />
    </div>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getByText('On Track')).toBeVisible();
    await expect(canvas.getByText('Needs Attention')).toBeVisible();
  },
};

/** Weekly Growth Update, performance column. */
export const PerformanceStatuses: Story = {
  render: () => (
    <div style={{ display: 'flex', gap: 8 }}>
      <StatusBadge status="excellent" />
      <StatusBadge status="good" />
      <StatusBadge status="performance-warning" />
    </div>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Warning')).toHaveAttribute('data-tone', 'warning');
  },
};

/** Purchases and issues (Posted, Cancelled) and stock transfers (Completed, Pending, Cancelled). */
export const DocumentStatuses: Story = {
  render: () => (
    <div style={{ display: 'flex', gap: 8 }}>
      <StatusBadge status="posted" />
      <StatusBadge status="completed" />
      <StatusBadge status="pending" />
      <StatusBadge status="cancelled" />
    </div>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Posted')).toHaveAttribute('data-tone', 'success');
    await expect(canvas.getByText('Pending')).toHaveAttribute('data-tone', 'warning');
    await expect(canvas.getByText('Cancelled')).toHaveAttribute('data-tone', 'danger');
  },
};

/** Inventory Report. */
export const InventoryStatuses: Story = {
  render: () => (
    <div style={{ display: 'flex', gap: 8 }}>
      <StatusBadge status="sufficient" />
      <StatusBadge status="low-stock" />
    </div>
  ),
};

/** Payment Voucher and Payment Collection. */
export const PaymentStatuses: Story = {
  render: () => (
    <div style={{ display: 'flex', gap: 8 }}>
      <StatusBadge status="paid" />
      <StatusBadge status="received" />
      <StatusBadge status="pending" />
    </div>
  ),
};
