import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { spinnerSizes } from './spinner.styles.ts';
import { Spinner } from './spinner.tsx';

const meta = {
  title: 'Display/Spinner',
  component: Spinner,
  tags: ['autodocs'],
  args: { size: 'md', label: 'Loading', showLabel: false },
  argTypes: {
    size: { control: 'inline-radio', options: spinnerSizes },
    label: { control: 'text' },
    showLabel: { control: 'boolean' },
  },
} satisfies Meta<typeof Spinner>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {
  play: async ({ canvas }) => {
    const status = canvas.getByRole('status');
    await expect(status).toHaveTextContent('Loading');
  },
};

export const Sizes: Story = {
  render: (args) => (
    <div style={{ display: 'flex', gap: 16, alignItems: 'center' }}>
      {spinnerSizes.map((size) => (
        <Spinner key={size} {...args} size={size} label={`Loading (${size})`} />
      ))}
    </div>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getAllByRole('status')).toHaveLength(spinnerSizes.length);
  },
};

/** A specific label says what is loading; screen readers announce it. */
export const CustomLabel: Story = {
  args: { label: 'Loading batches' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('Loading batches');
    // Read out, not shown: the label is clipped to a 1 px box.
    await expect(canvas.getByText('Loading batches').getBoundingClientRect().width).toBe(1);
  },
};

export const VisibleLabel: Story = {
  args: { label: 'Loading stock for Main Warehouse…', showLabel: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Loading stock for Main Warehouse…')).toBeVisible();
  },
};
