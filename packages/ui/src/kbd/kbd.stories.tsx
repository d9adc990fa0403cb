import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { Kbd, KeyShortcut } from './kbd.tsx';

const meta = {
  title: 'Display/Kbd',
  component: Kbd,
  tags: ['autodocs'],
  args: { children: 'K' },
} satisfies Meta<typeof Kbd>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {
  play: async ({ canvas }) => {
    const key = canvas.getByText('K');
    await expect(key.tagName).toBe('KBD');
  },
};

/** Keys held together, pressed one after the other, and a symbol with its spoken name. */
export const Shortcuts: Story = {
  render: () => (
    <div style={{ display: 'grid', gap: 12, justifyItems: 'start' }}>
      <KeyShortcut keys={['Ctrl', 'K']} />
      <KeyShortcut keys={[{ key: '⌘', spoken: 'Command' }, 'K']} />
      <KeyShortcut keys={['g', 'd']} kind="sequence" />
      <KeyShortcut keys={['↑', '↓']} kind="either" />
      <KeyShortcut keys={['?']} />
    </div>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getByText('then')).toBeVisible();
    await expect(canvas.getByText('or')).toBeVisible();
    // The symbol is read by its name; the printed ⌘ is hidden from screen readers.
    await expect(canvas.getByText('Command')).toBeInTheDocument();
    await expect(canvas.getByText('⌘')).toHaveAttribute('aria-hidden', 'true');
    await expect(canvas.getAllByText('+')).toHaveLength(2);
  },
};
