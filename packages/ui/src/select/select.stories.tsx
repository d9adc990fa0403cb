import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, screen, userEvent, waitFor } from 'storybook/test';
import { fieldSizes } from '../input/field.styles.ts';
import { Select, type SelectOption } from './select.tsx';

const states: SelectOption[] = [
  { value: 'odisha', label: 'Odisha' },
  { value: 'west-bengal', label: 'West Bengal' },
  { value: 'jharkhand', label: 'Jharkhand' },
  { value: 'chhattisgarh', label: 'Chhattisgarh' },
];

const meta = {
  title: 'Inputs/Select',
  component: Select,
  tags: ['autodocs'],
  args: {
    options: states,
    placeholder: 'Select state',
    'aria-label': 'State',
    size: 'md',
    invalid: false,
    disabled: false,
    onValueChange: fn(),
  },
  argTypes: {
    size: { control: 'inline-radio', options: fieldSizes },
    options: { control: false },
  },
  // Fields fill their container; stories show them at a typical form width (.storybook/preview.tsx).
  parameters: { maxWidth: 280 },
} satisfies Meta<typeof Select>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {
  play: async ({ args, canvas, step }) => {
    const trigger = canvas.getByRole('combobox', { name: 'State' });
    await expect(trigger).toHaveTextContent('Select state');

    await step('Open with the mouse and choose an option', async () => {
      await userEvent.click(trigger);
      const listbox = await screen.findByRole('listbox');
      await expect(listbox).toBeVisible();
      await userEvent.click(screen.getByRole('option', { name: 'Jharkhand' }));
      await waitFor(() => expect(screen.queryByRole('listbox')).not.toBeInTheDocument());
      await expect(trigger).toHaveTextContent('Jharkhand');
      await expect(args.onValueChange).toHaveBeenLastCalledWith('jharkhand');
    });

    await step('Open with the keyboard and choose the next option', async () => {
      trigger.focus();
      await userEvent.keyboard('{Enter}');
      await screen.findByRole('listbox');
      await waitFor(() => expect(screen.getByRole('option', { name: 'Jharkhand' })).toHaveFocus());
      await userEvent.keyboard('{ArrowDown}');
      await expect(screen.getByRole('option', { name: 'Chhattisgarh' })).toHaveFocus();
      await userEvent.keyboard('{Enter}');
      await waitFor(() => expect(trigger).toHaveTextContent('Chhattisgarh'));
      await expect(args.onValueChange).toHaveBeenLastCalledWith('chhattisgarh');
      await expect(trigger).toHaveFocus();
    });
  },
};

export const WithValue: Story = {
  args: { defaultValue: 'west-bengal' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('combobox', { name: 'State' })).toHaveTextContent('West Bengal');
  },
};

/** The list open, keyboard focus on the chosen option (screenshot of the open state). */
export const Open: Story = {
  args: { defaultValue: 'odisha' },
  decorators: [
    (Story) => (
      <div style={{ minHeight: 240 }}>
        <Story />
      </div>
    ),
  ],
  play: async ({ canvas }) => {
    canvas.getByRole('combobox', { name: 'State' }).focus();
    await userEvent.keyboard('{ArrowDown}');
    await screen.findByRole('listbox');
    const odisha = screen.getByRole('option', { name: 'Odisha' });
    await expect(odisha).toHaveAttribute('aria-selected', 'true');
    await waitFor(() => expect(odisha).toHaveFocus());
  },
};

export const DisabledOption: Story = {
  args: {
    options: states.map((state) =>
      state.value === 'jharkhand' ? { ...state, disabled: true } : state,
    ),
  },
  play: async ({ args, canvas }) => {
    await userEvent.click(canvas.getByRole('combobox', { name: 'State' }));
    const jharkhand = await screen.findByRole('option', { name: 'Jharkhand' });
    await expect(jharkhand).toHaveAttribute('aria-disabled', 'true');
    await userEvent.click(jharkhand, { pointerEventsCheck: 0 });
    await expect(args.onValueChange).not.toHaveBeenCalled();
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('listbox')).not.toBeInTheDocument());
  },
};

export const Sizes: Story = {
  render: (args) => (
    <div style={{ display: 'grid', gap: 12 }}>
      {fieldSizes.map((size) => (
        <Select
          key={size}
          {...args}
          size={size}
          aria-label={`State (${size})`}
          defaultValue="odisha"
        />
      ))}
    </div>
  ),
};

export const Invalid: Story = {
  args: { invalid: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('combobox', { name: 'State' })).toHaveAttribute(
      'aria-invalid',
      'true',
    );
  },
};

export const Disabled: Story = {
  args: { disabled: true, defaultValue: 'odisha' },
  play: async ({ canvas }) => {
    const trigger = canvas.getByRole('combobox', { name: 'State' });
    await expect(trigger).toBeDisabled();
    await userEvent.click(trigger, { pointerEventsCheck: 0 });
    await expect(screen.queryByRole('listbox')).not.toBeInTheDocument();
  },
};

export const LongContent: Story = {
  args: {
    'aria-label': 'Item',
    placeholder: 'Select item',
    defaultValue: 'starter',
    options: [
      { value: 'chicks', label: 'Day-old Broiler Chicks (Cobb 430, vaccinated)' },
      { value: 'starter', label: 'Broiler Starter Feed — Pre-starter crumbles, 50 kg bag' },
      { value: 'grower', label: 'Broiler Grower Feed — Pellets, 50 kg bag' },
      { value: 'finisher', label: 'Broiler Finisher Feed — Pellets, 50 kg bag' },
      { value: 'vitamin', label: 'Vitamin and Electrolyte Supplement for Drinking Water, 1 liter' },
    ],
  },
  play: async ({ canvas }) => {
    const trigger = canvas.getByRole('combobox', { name: 'Item' });
    // The chosen label is cut with an ellipsis instead of widening the trigger.
    await expect(trigger.getBoundingClientRect().width).toBeLessThanOrEqual(280);
  },
};

function SubmitState({ onSubmit }: { onSubmit: (state: FormDataEntryValue | null) => void }) {
  const [submitted, setSubmitted] = useState<string>();
  return (
    <form
      onSubmit={(event) => {
        event.preventDefault();
        const state = new FormData(event.currentTarget).get('state');
        setSubmitted(String(state));
        onSubmit(state);
      }}
      style={{ display: 'grid', gap: 8 }}
    >
      <input aria-label="Farmer" name="farmer" defaultValue="Ramesh Kumar" />
      <Select options={states} name="state" aria-label="State" defaultValue="odisha" />
      <button type="submit">Save Farmer</button>
      {submitted ? <output>Submitted state: {submitted}</output> : null}
    </form>
  );
}

/**
 * With `name`, the choice is submitted with the form. As with a native select, Tab in the open list
 * takes the highlighted option and moves on to the next field (Shift+Tab to the one before).
 */
export const InAForm: Story = {
  args: { onValueChange: fn() },
  render: (args) => <SubmitState onSubmit={args.onValueChange as (value: unknown) => void} />,
  play: async ({ args, canvas, step }) => {
    const trigger = canvas.getByRole('combobox', { name: 'State' });
    const save = canvas.getByRole('button', { name: 'Save Farmer' });
    await step('Choose with the mouse and submit', async () => {
      await userEvent.click(trigger);
      await userEvent.click(await screen.findByRole('option', { name: 'West Bengal' }));
      await userEvent.click(save);
      await expect(args.onValueChange).toHaveBeenCalledWith('west-bengal');
      await expect(canvas.getByText('Submitted state: west-bengal')).toBeVisible();
    });
    await step('Tab takes the highlighted option and moves on to Save Farmer', async () => {
      trigger.focus();
      await userEvent.keyboard('{Enter}');
      await waitFor(() =>
        expect(screen.getByRole('option', { name: 'West Bengal' })).toHaveFocus(),
      );
      await userEvent.keyboard('{ArrowDown}');
      await userEvent.tab();
      await waitFor(() => expect(save).toHaveFocus());
      await expect(trigger).toHaveTextContent('Jharkhand');
      await userEvent.keyboard('{Enter}');
      await expect(canvas.getByText('Submitted state: jharkhand')).toBeVisible();
    });
    await step('Shift+Tab takes it and goes back to the field before', async () => {
      trigger.focus();
      await userEvent.keyboard('{Enter}');
      await waitFor(() => expect(screen.getByRole('option', { name: 'Jharkhand' })).toHaveFocus());
      await userEvent.keyboard('{ArrowDown}');
      await userEvent.tab({ shift: true });
      await waitFor(() => expect(canvas.getByRole('textbox', { name: 'Farmer' })).toHaveFocus());
      await expect(trigger).toHaveTextContent('Chhattisgarh');
    });
  },
};

export const Narrow: Story = {
  globals: { viewport: { value: 'narrow' } },
  parameters: { maxWidth: 'none' },
  args: LongContent.args,
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('combobox', { name: 'Item' }));
    await expect(await screen.findByRole('listbox')).toBeVisible();
  },
};
