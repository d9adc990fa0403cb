import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor } from 'storybook/test';
import { Button } from '../button/index.ts';
import { fieldSizes } from '../input/field.styles.ts';
import { NumberInput, type NumberInputProps } from './number-input.tsx';

const meta = {
  title: 'Inputs/NumberInput',
  component: NumberInput,
  tags: ['autodocs'],
  args: {
    'aria-label': 'Capacity (kg)',
    unit: 'kg',
    defaultValue: '5000',
    step: 100,
    min: 0,
    size: 'md',
    invalid: false,
    disabled: false,
    readOnly: false,
    onValueChange: fn(),
  },
  argTypes: { size: { control: 'inline-radio', options: fieldSizes } },
  // Fields fill their container; stories show them at a typical form width (.storybook/preview.tsx).
  parameters: { maxWidth: 240 },
} satisfies Meta<typeof NumberInput>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {
  play: async ({ args, canvas, step }) => {
    const input = canvas.getByRole('textbox', { name: 'Capacity (kg)' });
    await expect(input).toHaveAttribute('inputmode', 'decimal');
    await step('ArrowUp adds one step', async () => {
      await userEvent.click(input);
      await userEvent.keyboard('{ArrowUp}');
      await expect(input).toHaveValue('5100');
      await expect(args.onValueChange).toHaveBeenLastCalledWith('5100');
    });
    await step('ArrowDown removes one step each time', async () => {
      await userEvent.keyboard('{ArrowDown}{ArrowDown}');
      await expect(input).toHaveValue('4900');
    });
    await step('Typing works like any text field', async () => {
      await userEvent.clear(input);
      await userEvent.type(input, '12500.5');
      await expect(input).toHaveValue('12500.5');
      await expect(args.onValueChange).toHaveBeenLastCalledWith('12500.5');
    });
  },
};

export const Empty: Story = {
  args: { defaultValue: undefined, placeholder: '0' },
  play: async ({ canvas }) => {
    const input = canvas.getByRole('textbox', { name: 'Capacity (kg)' });
    await userEvent.click(input);
    await userEvent.keyboard('{ArrowDown}');
    // Empty counts as 0, and the step down stops at min 0.
    await expect(input).toHaveValue('0');
    await userEvent.keyboard('{ArrowUp}');
    await expect(input).toHaveValue('100');
  },
};

/** Units are drawn inside the field and hidden from screen readers, so each label names its unit. */
export const Units: Story = {
  render: () => (
    <div style={{ display: 'grid', gap: 12 }}>
      <NumberInput aria-label="Capacity (kg)" unit="kg" defaultValue="12500" step={100} />
      <NumberInput aria-label="Target weight (g)" unit="g" defaultValue="1800" step={50} />
      <NumberInput
        aria-label="Expected mortality (%)"
        unit="%"
        defaultValue="1.5"
        step={0.1}
        min={0}
        max={100}
      />
      <NumberInput aria-label="Rate per kg (₹)" prefix="₹" defaultValue="45.00" step={0.01} />
      <NumberInput aria-label="Rate per kg (₹/kg)" prefix="₹" unit="/kg" defaultValue="120" />
    </div>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('textbox', { name: 'Rate per kg (₹)' })).toHaveValue('45.00');
    // The unit text is not part of the value or the name.
    await expect(canvas.getByText('kg')).toHaveAttribute('aria-hidden', 'true');
  },
};

export const StepsWithinMinMax: Story = {
  args: {
    'aria-label': 'Expected mortality (%)',
    unit: '%',
    defaultValue: '99.8',
    step: 0.1,
    min: 0,
    max: 100,
  },
  play: async ({ canvas, step }) => {
    const input = canvas.getByRole('textbox', { name: 'Expected mortality (%)' });
    await userEvent.click(input);
    await step('Stops at max', async () => {
      await userEvent.keyboard('{ArrowUp}{ArrowUp}{ArrowUp}');
      await expect(input).toHaveValue('100.0');
    });
    await step('Stops at min', async () => {
      await userEvent.clear(input);
      await userEvent.type(input, '0.1');
      await userEvent.keyboard('{ArrowDown}{ArrowDown}');
      await expect(input).toHaveValue('0.0');
    });
  },
};

function ControlledRate(props: NumberInputProps) {
  const [rate, setRate] = useState('45.00');
  return (
    <div style={{ display: 'grid', gap: 8 }}>
      <NumberInput
        {...props}
        value={rate}
        onValueChange={(value) => {
          setRate(value);
          props.onValueChange?.(value);
        }}
      />
      <output>Rate saved: ₹{rate}</output>
    </div>
  );
}

export const Controlled: Story = {
  args: { 'aria-label': 'Rate per kg (₹)', prefix: '₹', unit: undefined, step: 0.01, min: 0 },
  render: (args) => <ControlledRate {...args} />,
  play: async ({ args, canvas }) => {
    const input = canvas.getByRole('textbox', { name: 'Rate per kg (₹)' });
    await userEvent.click(input);
    await userEvent.keyboard('{ArrowUp}{ArrowUp}');
    await expect(input).toHaveValue('45.02');
    await expect(canvas.getByText('Rate saved: ₹45.02')).toBeVisible();
    await expect(args.onValueChange).toHaveBeenCalledTimes(2);
  },
};

export const Sizes: Story = {
  render: (args) => (
    <div style={{ display: 'grid', gap: 12 }}>
      {fieldSizes.map((size) => (
        <NumberInput key={size} {...args} size={size} aria-label={`Capacity (kg), ${size}`} />
      ))}
    </div>
  ),
};

export const Invalid: Story = {
  args: { invalid: true, defaultValue: '-20' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('textbox', { name: 'Capacity (kg)' })).toHaveAttribute(
      'aria-invalid',
      'true',
    );
  },
};

export const Disabled: Story = {
  args: { disabled: true },
  play: async ({ args, canvas }) => {
    const input = canvas.getByRole('textbox', { name: 'Capacity (kg)' });
    await expect(input).toBeDisabled();
    input.focus();
    await userEvent.keyboard('{ArrowUp}');
    await expect(input).toHaveValue('5,000');
    await expect(args.onValueChange).not.toHaveBeenCalled();
  },
};

export const ReadOnly: Story = {
  args: { readOnly: true },
  play: async ({ args, canvas }) => {
    const input = canvas.getByRole('textbox', { name: 'Capacity (kg)' });
    await userEvent.click(input);
    await userEvent.keyboard('{ArrowUp}');
    await expect(input).toHaveValue('5000');
    await expect(args.onValueChange).not.toHaveBeenCalled();
  },
};

/** What a form submits of an amount field: the plain number its hidden input carries. */
function AmountForm(props: NumberInputProps) {
  const [submitted, setSubmitted] = useState<string | null>(null);
  return (
    <form
      style={{ display: 'grid', gap: 8 }}
      onSubmit={(event) => {
        event.preventDefault();
        setSubmitted(String(new FormData(event.currentTarget).get('amount')));
      }}
    >
      <NumberInput {...props} name="amount" />
      <Button type="submit">Save</Button>
      <output>{submitted === null ? 'Nothing saved yet' : `Saved: ${submitted}`}</output>
    </form>
  );
}

/**
 * Typed 344400: shown as 3,44,400.00 once the field is left (money keeps two decimals), while the
 * value sent and submitted is the plain 344400.00. Back in the field the plain digits return.
 */
export const GroupedAfterTyping: Story = {
  args: {
    'aria-label': 'Amount (₹)',
    prefix: '₹',
    unit: undefined,
    decimals: 2,
    step: 0.01,
    defaultValue: undefined,
  },
  render: (args) => <AmountForm {...args} />,
  play: async ({ args, canvas, step }) => {
    const amount = canvas.getByRole('textbox', { name: 'Amount (₹)' });
    await step('typed as plain digits', async () => {
      await userEvent.type(amount, '344400');
      await expect(amount).toHaveValue('344400');
      await expect(args.onValueChange).toHaveBeenLastCalledWith('344400');
    });
    await step('grouped, with its paise, once left', async () => {
      await userEvent.tab();
      await expect(amount).toHaveValue('3,44,400.00');
      await expect(args.onValueChange).toHaveBeenLastCalledWith('344400.00');
    });
    await step('back in the field: the plain digits, all selected as after any Tab', async () => {
      await userEvent.tab({ shift: true });
      await expect(amount).toHaveFocus();
      await waitFor(() => expect(amount).toHaveValue('344400.00'));
      const input = amount as HTMLInputElement;
      await expect([input.selectionStart, input.selectionEnd]).toEqual([0, 9]);
      await userEvent.tab();
    });
    await step('the form submits the plain number', async () => {
      await userEvent.click(canvas.getByRole('button', { name: 'Save' }));
      await expect(canvas.getByText('Saved: 344400.00')).toBeVisible();
      await expect(amount).toHaveValue('3,44,400.00');
    });
    await step('another amount filled over the grouped one replaces it', async () => {
      // As Playwright fills a field: select all (which focuses it), then insert the text at once.
      const input = amount as HTMLInputElement;
      input.select();
      input.focus();
      document.execCommand('insertText', false, '60000');
      await expect(amount).toHaveValue('60000');
      await expect(args.onValueChange).toHaveBeenLastCalledWith('60000');
      await userEvent.tab();
      await expect(amount).toHaveValue('60,000.00');
      await userEvent.click(canvas.getByRole('button', { name: 'Save' }));
      await expect(canvas.getByText('Saved: 60000.00')).toBeVisible();
    });
  },
};

/** Pasted "3,44,400" (copied from a statement): read as 344400, the commas dropped. */
export const PastedGrouped: Story = {
  args: { 'aria-label': 'Amount (₹)', prefix: '₹', unit: undefined, defaultValue: undefined },
  play: async ({ args, canvas }) => {
    const amount = canvas.getByRole('textbox', { name: 'Amount (₹)' });
    await userEvent.click(amount);
    await userEvent.paste('3,44,400');
    await expect(amount).toHaveValue('344400');
    await expect(args.onValueChange).toHaveBeenLastCalledWith('344400');
    await userEvent.tab();
    await expect(amount).toHaveValue('3,44,400');
  },
};

export const LongContent: Story = {
  args: { 'aria-label': 'Total inventory value (₹)', prefix: '₹', unit: undefined },
  render: (args) => <NumberInput {...args} defaultValue="123456789012.50" />,
};

export const Narrow: Story = {
  globals: { viewport: { value: 'narrow' } },
  parameters: { maxWidth: 'none' },
  args: { 'aria-label': 'Total feed consumed (kg)', defaultValue: '1250000.75' },
};
