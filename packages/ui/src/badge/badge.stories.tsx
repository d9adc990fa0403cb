import type { Meta, StoryObj } from '@storybook/react-vite';
import { CircleCheck, TriangleAlert } from 'lucide-react';
import { expect } from 'storybook/test';
import { badgeTones } from './badge.styles.ts';
import { Badge } from './badge.tsx';

const meta = {
  title: 'Display/Badge',
  component: Badge,
  tags: ['autodocs'],
  args: { tone: 'neutral', children: 'Broiler Starter Feed' },
  argTypes: {
    tone: { control: 'inline-radio', options: badgeTones },
    children: { control: 'text' },
    icon: { control: false },
  },
} satisfies Meta<typeof Badge>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Broiler Starter Feed')).toHaveAttribute('data-tone', 'neutral');
  },
};

const toneExamples = {
  neutral: 'Feed',
  success: 'Paid',
  warning: 'Pending',
  danger: 'Low Stock',
  info: 'Chicks',
} as const;

export const Tones: Story = {
  render: (args) => (
    <div style={{ display: 'flex', gap: 8, flexWrap: 'wrap' }}>
      {badgeTones.map((tone) => (
        <Badge key={tone} {...args} tone={tone}>
          {toneExamples[tone]}
        </Badge>
      ))}
    </div>
  ),
  play: async ({ canvas }) => {
    for (const tone of badgeTones) {
      await expect(canvas.getByText(toneExamples[tone])).toHaveAttribute('data-tone', tone);
    }
  },
};

export const WithIcon: Story = {
  render: (args) => (
    <div style={{ display: 'flex', gap: 8, flexWrap: 'wrap' }}>
      <Badge {...args} tone="success" icon={<CircleCheck aria-hidden="true" />}>
        Sufficient
      </Badge>
      <Badge {...args} tone="warning" icon={<TriangleAlert aria-hidden="true" />}>
        Needs Attention
      </Badge>
    </div>
  ),
};
