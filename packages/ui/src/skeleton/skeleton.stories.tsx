import { VisuallyHidden } from '@radix-ui/react-visually-hidden';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { skeletonShapes } from './skeleton.styles.ts';
import { Skeleton } from './skeleton.tsx';

const meta = {
  title: 'Display/Skeleton',
  component: Skeleton,
  tags: ['autodocs'],
  args: { shape: 'line', width: '60%' },
  argTypes: {
    shape: { control: 'inline-radio', options: skeletonShapes },
    width: { control: 'text' },
    height: { control: 'text' },
  },
} satisfies Meta<typeof Skeleton>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {
  play: async ({ canvasElement }) => {
    const skeleton = canvasElement.querySelector('[data-shape="line"]');
    await expect(skeleton).toHaveAttribute('aria-hidden', 'true');
    await expect(skeleton).toBeEmptyDOMElement();
  },
};

export const Line: Story = { args: { shape: 'line', width: '12rem' } };

export const Block: Story = { args: { shape: 'block', width: '100%', height: '8rem' } };

export const Circle: Story = {
  args: { shape: 'circle', width: '3rem' },
  play: async ({ canvasElement }) => {
    const circle = canvasElement.querySelector<HTMLElement>('[data-shape="circle"]');
    if (!circle) throw new Error('circle skeleton not rendered');
    const { width, height } = circle.getBoundingClientRect();
    await expect(width).toBe(48);
    await expect(height).toBe(48);
  },
};

/** Widths are any CSS length; lines of different widths read as a paragraph. */
export const Widths: Story = {
  render: (args) => (
    <div style={{ display: 'grid', gap: 8 }}>
      {['100%', '75%', '50%', '25%', '8rem'].map((width) => (
        <Skeleton key={width} {...args} shape="line" width={width} />
      ))}
    </div>
  ),
};

/**
 * How a component uses skeletons: the container is `aria-busy` and carries one visually hidden
 * "Loading…"; the skeletons themselves are silent.
 */
export const LoadingCardPattern: Story = {
  render: () => (
    <div aria-busy="true" style={{ display: 'flex', gap: 12, alignItems: 'center', maxWidth: 360 }}>
      <VisuallyHidden>Loading farmer…</VisuallyHidden>
      <Skeleton shape="circle" width="2.5rem" />
      <div style={{ display: 'grid', gap: 6, flex: 1 }}>
        <Skeleton width="60%" />
        <Skeleton width="40%" height="0.75rem" />
      </div>
    </div>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Loading farmer…')).toBeInTheDocument();
  },
};
