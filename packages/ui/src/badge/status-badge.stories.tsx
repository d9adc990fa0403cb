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
