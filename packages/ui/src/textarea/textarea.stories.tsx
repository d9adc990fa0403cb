import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { fieldSizes } from '../input/field.styles.ts';
import { Textarea } from './textarea.tsx';

const address = 'Plot 14, Industrial Estate Road\nNear Block Office, Bhadrak\nOdisha 756100';

const meta = {
  title: 'Inputs/Textarea',
  component: Textarea,
  tags: ['autodocs'],
  args: {
    'aria-label': 'Address',
    placeholder: 'Village, post office, district, PIN code',
    rows: 3,
    size: 'md',
    invalid: false,
    disabled: false,
    readOnly: false,
    onChange: fn(),
  },
  argTypes: { size: { control: 'inline-radio', options: fieldSizes } },
  // Fields fill their container; stories show them at a typical form width (.storybook/preview.tsx).
  parameters: { maxWidth: 420 },
} satisfies Meta<typeof Textarea>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {
  play: async ({ args, canvas }) => {
    const textarea = canvas.getByRole('textbox', { name: 'Address' });
    await userEvent.type(textarea, 'Ward 7, Basudevpur{Enter}Bhadrak, Odisha');
    await expect(textarea).toHaveValue('Ward 7, Basudevpur\nBhadrak, Odisha');
    await expect(args.onChange).toHaveBeenCalled();
  },
};

export const WithValue: Story = {
  args: { defaultValue: address },
};

export const Rows: Story = {
  render: (args) => (
    <div style={{ display: 'grid', gap: 12 }}>
      <Textarea
        {...args}
        aria-label="Remarks (2 rows)"
        rows={2}
        defaultValue="Transfer of 40 bags"
      />
      <Textarea {...args} aria-label="Remarks (6 rows)" rows={6} defaultValue={address} />
    </div>
  ),
  play: async ({ canvas }) => {
    const short = canvas.getByRole('textbox', { name: 'Remarks (2 rows)' });
    const tall = canvas.getByRole('textbox', { name: 'Remarks (6 rows)' });
    await expect(tall.clientHeight).toBeGreaterThan(short.clientHeight * 2);
  },
};

export const Sizes: Story = {
  render: (args) => (
    <div style={{ display: 'grid', gap: 12 }}>
      {fieldSizes.map((size) => (
        <Textarea
          key={size}
          {...args}
          size={size}
          aria-label={`Address (${size})`}
          defaultValue={address}
        />
      ))}
    </div>
  ),
};

export const Invalid: Story = {
  args: { invalid: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('textbox', { name: 'Address' })).toHaveAttribute(
      'aria-invalid',
      'true',
    );
  },
};

export const Disabled: Story = {
  args: { disabled: true, defaultValue: address },
  play: async ({ args, canvas }) => {
    const textarea = canvas.getByRole('textbox', { name: 'Address' });
    await expect(textarea).toBeDisabled();
    await userEvent.type(textarea, 'x', { pointerEventsCheck: 0 });
    await expect(args.onChange).not.toHaveBeenCalled();
  },
};

export const ReadOnly: Story = {
  args: { readOnly: true, defaultValue: address },
  play: async ({ canvas }) => {
    const textarea = canvas.getByRole('textbox', { name: 'Address' });
    await userEvent.type(textarea, 'x');
    await expect(textarea).toHaveValue(address);
  },
};

export const LongContent: Story = {
  args: {
    'aria-label': 'Purpose / remarks',
    defaultValue:
      'Payment for Broiler Starter Feed (40 bags) and Broiler Grower Feed (25 bags) delivered to North Godown on 12/03/2024 against invoice INV-2024-0381. Balance of ₹12,500.00 to be settled with the next purchase from Shree Feeds Pvt Ltd after quality check of batch B001 and B002.',
  },
  play: async ({ canvas }) => {
    const textarea = canvas.getByRole('textbox', { name: 'Purpose / remarks' });
    // Long text scrolls inside the box; the box keeps its rows.
    await expect(textarea.scrollHeight).toBeGreaterThan(textarea.clientHeight);
  },
};

export const Narrow: Story = {
  parameters: { maxWidth: 'none' },
  globals: { viewport: { value: 'narrow' } },
  args: { defaultValue: address, rows: 4 },
};
