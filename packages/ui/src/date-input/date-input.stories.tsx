import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent } from 'storybook/test';
import { fieldSizes } from '../input/field.styles.ts';
import { ThemeGrid } from '../theme/theme-scope.tsx';
import { DateInput } from './date-input.tsx';

const meta = {
  title: 'Inputs/DateInput',
  component: DateInput,
  tags: ['autodocs'],
  args: {
    'aria-label': 'Effective From',
    defaultValue: '2024-03-15',
    size: 'md',
    invalid: false,
    disabled: false,
    onChange: fn(),
  },
  argTypes: { size: { control: 'inline-radio', options: fieldSizes } },
  // Fields fill their container; stories show them at a typical form width.
  parameters: { maxWidth: 240 },
  decorators: [
    (Story, { parameters }) => (
      <div style={{ maxWidth: parameters.maxWidth }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof DateInput>;

export default meta;
type Story = StoryObj<typeof meta>;

const dateField = (canvas: { getByLabelText: (name: string) => HTMLElement }, name: string) =>
  canvas.getByLabelText(name) as HTMLInputElement;

export const Playground: Story = {
  play: async ({ args, canvas }) => {
    const input = dateField(canvas, 'Effective From');
    await expect(input).toHaveAttribute('type', 'date');
    await expect(input).toHaveValue('2024-03-15');
    await userEvent.clear(input);
    await userEvent.type(input, '2024-04-01');
    await expect(input).toHaveValue('2024-04-01');
    await expect(args.onChange).toHaveBeenCalled();
  },
};

export const Empty: Story = {
  args: { defaultValue: undefined, 'aria-label': 'From Date' },
  play: async ({ canvas }) => {
    await expect(dateField(canvas, 'From Date')).toHaveValue('');
  },
};

export const MinAndMax: Story = {
  args: {
    'aria-label': 'Date of sale',
    defaultValue: '2024-03-20',
    min: '2024-03-01',
    max: '2024-03-31',
  },
  play: async ({ canvas, step }) => {
    const input = dateField(canvas, 'Date of sale');
    await step('A date inside the range is valid', async () => {
      await expect(input.validity.valid).toBe(true);
    });
    await step('A date after max is out of range', async () => {
      await userEvent.clear(input);
      await userEvent.type(input, '2024-04-02');
      await expect(input).toHaveValue('2024-04-02');
      await expect(input.validity.rangeOverflow).toBe(true);
    });
  },
};

function ControlledDate() {
  const [from, setFrom] = useState('2024-03-01');
  return (
    <div style={{ display: 'grid', gap: 8 }}>
      <DateInput
        aria-label="From Date"
        value={from}
        onChange={(event) => setFrom(event.target.value)}
      />
      <output>Statement from {from || 'not set'}</output>
    </div>
  );
}

export const Controlled: Story = {
  render: () => <ControlledDate />,
  play: async ({ canvas }) => {
    const input = dateField(canvas, 'From Date');
    await userEvent.clear(input);
    await expect(canvas.getByText('Statement from not set')).toBeVisible();
    await userEvent.type(input, '2024-02-15');
    await expect(canvas.getByText('Statement from 2024-02-15')).toBeVisible();
  },
};

export const Sizes: Story = {
  render: (args) => (
    <div style={{ display: 'grid', gap: 12 }}>
      {fieldSizes.map((size) => (
        <DateInput key={size} {...args} size={size} aria-label={`Effective From (${size})`} />
      ))}
    </div>
  ),
};

export const Invalid: Story = {
  args: { invalid: true },
  play: async ({ canvas }) => {
    await expect(dateField(canvas, 'Effective From')).toHaveAttribute('aria-invalid', 'true');
  },
};

export const Disabled: Story = {
  args: { disabled: true },
  play: async ({ canvas }) => {
    await expect(dateField(canvas, 'Effective From')).toBeDisabled();
  },
};

/** The native picker icon follows the theme's colour scheme, so it stays visible in dark mode. */
export const LightAndDark: Story = {
  parameters: { maxWidth: 'none' },
  render: (args) => (
    <ThemeGrid>
      {(theme) => (
        <div style={{ display: 'grid', gap: 12 }}>
          <DateInput {...args} aria-label={`Filled ${theme}`} />
          <DateInput {...args} aria-label={`Empty ${theme}`} defaultValue="" />
          <DateInput {...args} aria-label={`Invalid ${theme}`} invalid />
          <DateInput {...args} aria-label={`Disabled ${theme}`} disabled />
        </div>
      )}
    </ThemeGrid>
  ),
  play: async ({ canvas }) => {
    const dark = dateField(canvas, 'Filled dark');
    await expect(getComputedStyle(dark).colorScheme).toBe('dark');
    await expect(getComputedStyle(dateField(canvas, 'Filled light')).colorScheme).toBe('light');
  },
};

export const Narrow: Story = {
  parameters: { maxWidth: 'none' },
  globals: { viewport: { value: 'narrow' } },
};
