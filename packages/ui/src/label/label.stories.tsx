import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent } from 'storybook/test';
import { Input } from '../input/input.tsx';
import { Label } from './label.tsx';

const meta = {
  title: 'Inputs/Label',
  component: Label,
  tags: ['autodocs'],
  args: { children: 'Godown Name', htmlFor: 'godown-name', required: false, disabled: false },
  render: (args) => (
    <div style={{ display: 'grid', gap: 6, maxWidth: 320 }}>
      <Label {...args} />
      <Input
        id={args.htmlFor}
        placeholder="e.g. Main Warehouse"
        required={args.required}
        disabled={args.disabled}
      />
    </div>
  ),
} satisfies Meta<typeof Label>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {
  play: async ({ canvas, step }) => {
    await step('Clicking the label focuses its input', async () => {
      await userEvent.click(canvas.getByText('Godown Name'));
      await expect(canvas.getByRole('textbox', { name: 'Godown Name' })).toHaveFocus();
    });
  },
};

export const Required: Story = {
  args: { required: true },
  play: async ({ canvas }) => {
    // The asterisk is visual only; the input's own `required` tells screen readers.
    const input = canvas.getByRole('textbox', { name: 'Godown Name' });
    await expect(input).toBeRequired();
    await expect(canvas.getByText('*')).toHaveAttribute('aria-hidden', 'true');
  },
};

export const Disabled: Story = {
  args: { disabled: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('textbox', { name: 'Godown Name' })).toBeDisabled();
    await expect(canvas.getByText('Godown Name')).toHaveAttribute('data-disabled');
  },
};

export const LongContent: Story = {
  args: {
    htmlFor: 'feed-quantity',
    required: true,
    children: 'Feed quantity per bird per day for Broiler Starter Feed in week one (g)',
  },
  play: async ({ canvas }) => {
    await expect(
      canvas.getByRole('textbox', {
        name: 'Feed quantity per bird per day for Broiler Starter Feed in week one (g)',
      }),
    ).toBeRequired();
  },
};

export const Narrow: Story = {
  globals: { viewport: { value: 'narrow' } },
  args: LongContent.args,
};
