import type { Meta, StoryObj } from '@storybook/react-vite';
import { Eye, EyeOff, MapPin, Warehouse } from 'lucide-react';
import { useState } from 'react';
import { expect, fn, userEvent } from 'storybook/test';
import { fieldSizes } from './field.styles.ts';
import { Input, type InputProps } from './input.tsx';
import { InputButton } from './input-button.tsx';

const meta = {
  title: 'Inputs/Input',
  component: Input,
  tags: ['autodocs'],
  args: {
    'aria-label': 'Godown Name',
    placeholder: 'e.g. Main Warehouse',
    size: 'md',
    invalid: false,
    disabled: false,
    readOnly: false,
    onChange: fn(),
  },
  argTypes: {
    size: { control: 'inline-radio', options: fieldSizes },
    leadingIcon: { control: false },
    trailing: { control: false },
  },
  // Fields fill their container; stories show them at a typical form width (.storybook/preview.tsx).
  parameters: { maxWidth: 360 },
} satisfies Meta<typeof Input>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {
  play: async ({ args, canvas }) => {
    const input = canvas.getByRole('textbox', { name: 'Godown Name' });
    await userEvent.type(input, 'North Godown');
    await expect(input).toHaveValue('North Godown');
    await expect(args.onChange).toHaveBeenCalledTimes('North Godown'.length);
  },
};

export const WithValue: Story = {
  args: { defaultValue: 'Main Warehouse' },
};

export const Sizes: Story = {
  render: (args) => (
    <div style={{ display: 'grid', gap: 12 }}>
      {fieldSizes.map((size) => (
        <Input
          key={size}
          {...args}
          size={size}
          aria-label={`Godown Name (${size})`}
          defaultValue={size === 'sm' ? 'Small: North Godown' : 'Medium: North Godown'}
        />
      ))}
    </div>
  ),
};

export const Invalid: Story = {
  args: { invalid: true, defaultValue: 'NG' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('textbox', { name: 'Godown Name' })).toHaveAttribute(
      'aria-invalid',
      'true',
    );
  },
};

export const Disabled: Story = {
  args: { disabled: true, defaultValue: 'South Godown' },
  play: async ({ args, canvas }) => {
    const input = canvas.getByRole('textbox', { name: 'Godown Name' });
    await expect(input).toBeDisabled();
    await userEvent.type(input, 'x', { pointerEventsCheck: 0 });
    await expect(input).toHaveValue('South Godown');
    await expect(args.onChange).not.toHaveBeenCalled();
  },
};

export const ReadOnly: Story = {
  args: { readOnly: true, defaultValue: 'Administrator', 'aria-label': 'Role' },
  play: async ({ canvas }) => {
    const input = canvas.getByRole('textbox', { name: 'Role' });
    await userEvent.type(input, 'Staff');
    await expect(input).toHaveValue('Administrator');
  },
};

export const WithLeadingIcon: Story = {
  args: {
    'aria-label': 'Location',
    placeholder: 'Village, district',
    leadingIcon: <MapPin aria-hidden="true" />,
  },
  play: async ({ canvas }) => {
    const input = canvas.getByRole('textbox', { name: 'Location' });
    // A press on the icon focuses the input, as if the icon were part of it.
    await userEvent.click(
      canvas.getByRole('textbox').parentElement?.querySelector('svg') as Element,
    );
    await expect(input).toHaveFocus();
  },
};

function PasswordInput(props: InputProps) {
  const [visible, setVisible] = useState(false);
  return (
    <Input
      {...props}
      type={visible ? 'text' : 'password'}
      trailing={
        <InputButton
          aria-label={visible ? 'Hide password' : 'Show password'}
          onClick={() => setVisible(!visible)}
        >
          {visible ? <EyeOff aria-hidden="true" /> : <Eye aria-hidden="true" />}
        </InputButton>
      }
    />
  );
}

/** The trailing slot holds an InputButton here; it needs its own accessible name. */
export const WithTrailingButton: Story = {
  args: {
    'aria-label': 'Password',
    placeholder: 'Enter your password',
    defaultValue: 'poultry@123',
  },
  render: (args) => <PasswordInput {...args} />,
  play: async ({ canvas, step }) => {
    const input = canvas.getByLabelText('Password');
    await expect(input).toHaveAttribute('type', 'password');
    await step('Show the password', async () => {
      await userEvent.click(canvas.getByRole('button', { name: 'Show password' }));
      await expect(input).toHaveAttribute('type', 'text');
      await expect(canvas.getByRole('button', { name: 'Hide password' })).toBeVisible();
    });
  },
};

export const WithTrailingText: Story = {
  args: {
    'aria-label': 'Godown code',
    defaultValue: 'G004',
    leadingIcon: <Warehouse aria-hidden="true" />,
    trailing: 'auto-generated',
  },
};

export const LongContent: Story = {
  args: {
    'aria-label': 'Address',
    defaultValue:
      'Plot 14, Industrial Estate Road, near Ramesh Kumar Poultry Farm, Bhadrak, Odisha 756100',
  },
  play: async ({ canvas }) => {
    const input = canvas.getByRole('textbox', { name: 'Address' });
    // Long text scrolls inside the field instead of widening it.
    await expect(input.scrollWidth).toBeGreaterThan(input.clientWidth);
  },
};

export const Narrow: Story = {
  parameters: { maxWidth: 'none' },
  globals: { viewport: { value: 'narrow' } },
  args: {
    leadingIcon: <MapPin aria-hidden="true" />,
    defaultValue: 'Plot 14, Industrial Estate Road, Bhadrak, Odisha',
  },
};
