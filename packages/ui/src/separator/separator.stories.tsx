import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { Separator, separatorOrientations } from './separator.tsx';

const meta = {
  title: 'Display/Separator',
  component: Separator,
  tags: ['autodocs'],
  args: { orientation: 'horizontal', decorative: true },
  argTypes: {
    orientation: { control: 'inline-radio', options: separatorOrientations },
    decorative: { control: 'boolean' },
  },
  render: (args) =>
    args.orientation === 'vertical' ? (
      <div style={{ display: 'flex', gap: 12, alignItems: 'center', height: 24 }}>
        <span>Main Warehouse</span>
        <Separator {...args} />
        <span>North Godown</span>
        <Separator {...args} />
        <span>South Godown</span>
      </div>
    ) : (
      <div style={{ display: 'grid', gap: 12, maxWidth: 360 }}>
        <p>Broiler Starter Feed — 1,200 kg</p>
        <Separator {...args} />
        <p>Broiler Grower Feed — 850 kg</p>
      </div>
    ),
} satisfies Meta<typeof Separator>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

/** Decorative (the default): drawn, but not in the accessibility tree. */
export const Horizontal: Story = {
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.queryByRole('separator')).toBeNull();
    const line = canvasElement.querySelector('[data-orientation="horizontal"]');
    await expect(line).toHaveAttribute('role', 'none');
  },
};

export const Vertical: Story = {
  args: { orientation: 'vertical' },
  play: async ({ canvasElement }) => {
    const lines = canvasElement.querySelectorAll<HTMLElement>('[data-orientation="vertical"]');
    await expect(lines).toHaveLength(2);
    await expect(lines[0]?.getBoundingClientRect().width).toBe(1);
  },
};

/** Not decorative: a `separator` role that screen readers announce, with its orientation. */
export const Semantic: Story = {
  args: { decorative: false },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('separator')).toBeInTheDocument();
  },
};

export const SemanticVertical: Story = {
  args: { decorative: false, orientation: 'vertical' },
  play: async ({ canvas }) => {
    const [first] = canvas.getAllByRole('separator');
    await expect(first).toHaveAttribute('aria-orientation', 'vertical');
  },
};
