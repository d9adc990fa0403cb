import type { Meta, StoryObj } from '@storybook/react-vite';
import { type FormEvent, useState } from 'react';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { Button } from '../button/button.tsx';
import { Combobox } from '../combobox/combobox.tsx';
import { sampleFarmers } from '../combobox/farmers.ts';
import { DateInput } from '../date-input/date-input.tsx';
import { Input } from '../input/input.tsx';
import { NumberInput } from '../number-input/number-input.tsx';
import { SearchBox } from '../search-box/search-box.tsx';
import { Select } from '../select/select.tsx';
import { Textarea } from '../textarea/textarea.tsx';
import { FormField } from './form-field.tsx';

const meta = {
  title: 'Inputs/FormField',
  component: FormField,
  tags: ['autodocs'],
  args: {
    label: 'Godown Name',
    hint: 'As written on the godown signboard.',
    required: false,
    children: <Input placeholder="e.g. Main Warehouse" />,
  },
  argTypes: { children: { control: false } },
  // Fields fill their container; stories show them at a typical form width (.storybook/preview.tsx).
  parameters: { maxWidth: 360 },
} satisfies Meta<typeof FormField>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {
  play: async ({ canvas }) => {
    const input = canvas.getByRole('textbox', { name: 'Godown Name' });
    await expect(input).toHaveAccessibleDescription('As written on the godown signboard.');
    await userEvent.click(canvas.getByText('Godown Name'));
    await expect(input).toHaveFocus();
  },
};

export const WithHint: Story = {
  args: { label: 'Location', hint: 'Village or town, then district.', children: <Input /> },
  play: async ({ canvas }) => {
    const input = canvas.getByRole('textbox', { name: 'Location' });
    await expect(input).toHaveAccessibleDescription('Village or town, then district.');
    await expect(input).not.toHaveAttribute('aria-invalid');
  },
};

export const WithError: Story = {
  args: {
    label: 'Capacity (kg)',
    hint: 'Total storage in kilograms.',
    error: 'Capacity must be more than 0 kg.',
    children: <NumberInput unit="kg" defaultValue="0" />,
  },
  play: async ({ canvas }) => {
    const input = canvas.getByRole('textbox', { name: 'Capacity (kg)' });
    await expect(input).toHaveAttribute('aria-invalid', 'true');
    // Hint first, then the error, in the order they are shown.
    await expect(input).toHaveAccessibleDescription(
      'Total storage in kilograms. Capacity must be more than 0 kg.',
    );
    await expect(canvas.getByRole('alert')).toHaveTextContent('Capacity must be more than 0 kg.');
  },
};

export const Required: Story = {
  args: { required: true, hint: undefined },
  play: async ({ canvas }) => {
    // The asterisk is not part of the name; `required` on the input says it instead.
    const input = canvas.getByRole('textbox', { name: 'Godown Name' });
    await expect(input).toBeRequired();
  },
};

export const KeepsTheControlsOwnIds: Story = {
  args: {
    label: 'Phone number',
    hint: '10 digits, without +91.',
    children: <Input id="farmer-phone" aria-describedby="phone-policy" inputMode="tel" />,
  },
  render: (args) => (
    <div style={{ display: 'grid', gap: 8 }}>
      <FormField {...args} />
      <p id="phone-policy">We only call about payments and growth updates.</p>
    </div>
  ),
  play: async ({ canvas }) => {
    const input = canvas.getByRole('textbox', { name: 'Phone number' });
    await expect(input).toHaveAttribute('id', 'farmer-phone');
    await expect(input).toHaveAccessibleDescription(
      'We only call about payments and growth updates. 10 digits, without +91.',
    );
  },
};

export const WithNumberInput: Story = {
  args: {
    label: 'Capacity (kg)',
    hint: undefined,
    required: true,
    children: <NumberInput unit="kg" step={100} min={0} defaultValue="5000" />,
  },
  play: async ({ canvas }) => {
    const input = canvas.getByRole('textbox', { name: 'Capacity (kg)' });
    await expect(input).toBeRequired();
    await userEvent.click(input);
    await userEvent.keyboard('{ArrowUp}');
    await expect(input).toHaveValue('5100');
  },
};

export const WithSelect: Story = {
  args: {
    label: 'State',
    hint: undefined,
    required: true,
    error: 'Select the farmer’s state.',
    children: (
      <Select
        placeholder="Select state"
        options={[
          { value: 'odisha', label: 'Odisha' },
          { value: 'west-bengal', label: 'West Bengal' },
          { value: 'jharkhand', label: 'Jharkhand' },
          { value: 'chhattisgarh', label: 'Chhattisgarh' },
        ]}
      />
    ),
  },
  play: async ({ canvas }) => {
    const trigger = canvas.getByRole('combobox', { name: 'State' });
    await expect(trigger).toHaveAttribute('aria-invalid', 'true');
    await expect(trigger).toHaveAttribute('aria-required', 'true');
    await expect(trigger).toHaveAccessibleDescription('Select the farmer’s state.');
    await userEvent.click(trigger);
    await userEvent.click(await screen.findByRole('option', { name: 'Odisha' }));
    await expect(trigger).toHaveTextContent('Odisha');
  },
};

export const WithDateInput: Story = {
  args: {
    label: 'Effective From',
    hint: 'The new rate applies from this date.',
    required: true,
    children: <DateInput defaultValue="2024-04-01" />,
  },
  play: async ({ canvas }) => {
    // getByLabelText reads the label's text, asterisk included.
    const input = canvas.getByLabelText(/^Effective From/);
    await expect(input).toBeRequired();
    await expect(input).toHaveAccessibleDescription('The new rate applies from this date.');
  },
};

export const WithTextarea: Story = {
  args: {
    label: 'Address',
    hint: 'Village, post office, district and PIN code.',
    required: true,
    children: <Textarea rows={3} />,
  },
  play: async ({ canvas }) => {
    const textarea = canvas.getByRole('textbox', { name: 'Address' });
    await expect(textarea).toBeRequired();
    await expect(textarea).toHaveAccessibleDescription(
      'Village, post office, district and PIN code.',
    );
  },
};

export const WithCombobox: Story = {
  args: {
    label: 'Farmer',
    hint: 'Search by farmer ID, name or village.',
    required: true,
    children: <Combobox options={sampleFarmers} placeholder="Search farmers…" />,
  },
  decorators: [
    (Story) => (
      <div style={{ minHeight: 360 }}>
        <Story />
      </div>
    ),
  ],
  play: async ({ canvas }) => {
    const input = canvas.getByRole('combobox', { name: 'Farmer' });
    await expect(input).toBeRequired();
    await expect(input).toHaveAccessibleDescription('Search by farmer ID, name or village.');
    await userEvent.type(input, 'Lakshmi');
    await userEvent.keyboard('{Enter}');
    await expect(input).toHaveValue('F008 — Lakshmi Nayak');
  },
};

export const WithSearchBox: Story = {
  args: {
    label: 'Search items',
    hint: 'Item name or ID, e.g. I001.',
    children: <SearchBox id="item-search" placeholder="Search items..." />,
  },
  play: async ({ canvas }) => {
    await expect(
      canvas.getByRole('searchbox', { name: 'Search items' }),
    ).toHaveAccessibleDescription('Item name or ID, e.g. I001.');
  },
};

interface GodownErrors {
  name?: string;
  location?: string;
  capacity?: string;
}

function AddGodownForm({ onSave }: { onSave: (godown: Record<string, string>) => void }) {
  const [errors, setErrors] = useState<GodownErrors>({});
  const handleSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = event.currentTarget;
    const data = Object.fromEntries(new FormData(form)) as Record<string, string>;
    const next: GodownErrors = {};
    if (!data.name?.trim()) next.name = 'Enter the godown name.';
    if (!data.location?.trim()) next.location = 'Enter the location.';
    const capacity = Number(data.capacity);
    if (!data.capacity?.trim()) next.capacity = 'Enter the capacity in kg.';
    else if (!(capacity > 0)) next.capacity = 'Capacity must be a number above 0.';
    setErrors(next);
    const firstInvalid = Object.keys(next)[0];
    if (firstInvalid) {
      form.querySelector<HTMLInputElement>(`[name="${firstInvalid}"]`)?.focus();
      return;
    }
    onSave(data);
  };
  return (
    <form noValidate onSubmit={handleSubmit} style={{ display: 'grid', gap: 16 }}>
      <div style={{ display: 'grid', gap: 4 }}>
        <h2 style={{ fontSize: 18 }}>Add New Godown</h2>
        <p>Enter the details of the new storage facility.</p>
      </div>
      <FormField label="Godown Name" required error={errors.name}>
        <Input name="name" placeholder="e.g. North Godown" />
      </FormField>
      <FormField label="Location" required error={errors.location}>
        <Input name="location" placeholder="e.g. Balasore, Odisha" />
      </FormField>
      <FormField label="Capacity (kg)" required error={errors.capacity}>
        <NumberInput name="capacity" unit="kg" step={100} min={0} placeholder="0" />
      </FormField>
      <div style={{ display: 'flex', gap: 8, justifyContent: 'flex-end' }}>
        <Button type="reset" variant="outline" onClick={() => setErrors({})}>
          Cancel
        </Button>
        <Button type="submit">Save Godown</Button>
      </div>
    </form>
  );
}

/** The Add New Godown dialog's form: submitting it empty shows an error beside each field. */
export const AddNewGodown: StoryObj<typeof AddGodownForm> = {
  args: { onSave: fn() },
  render: (args) => <AddGodownForm {...args} />,
  parameters: { maxWidth: 420 },
  play: async ({ args, canvasElement, step }) => {
    const canvas = within(canvasElement);
    const { onSave } = args;
    const name = canvas.getByRole('textbox', { name: 'Godown Name' });
    const location = canvas.getByRole('textbox', { name: 'Location' });
    const capacity = canvas.getByRole('textbox', { name: 'Capacity (kg)' });

    await step('Submitting empty shows an error beside every field', async () => {
      await userEvent.click(canvas.getByRole('button', { name: 'Save Godown' }));
      await expect(canvas.getAllByRole('alert')).toHaveLength(3);
      await expect(name).toHaveAttribute('aria-invalid', 'true');
      await expect(name).toHaveAccessibleDescription('Enter the godown name.');
      await expect(location).toHaveAccessibleDescription('Enter the location.');
      await expect(capacity).toHaveAccessibleDescription('Enter the capacity in kg.');
      await expect(name).toHaveFocus();
      await expect(onSave).not.toHaveBeenCalled();
    });

    await step('Fixing a field clears its error on the next submit', async () => {
      await userEvent.type(name, 'North Godown');
      await userEvent.type(location, 'Balasore, Odisha');
      await userEvent.click(canvas.getByRole('button', { name: 'Save Godown' }));
      await expect(canvas.getAllByRole('alert')).toHaveLength(1);
      await expect(name).not.toHaveAttribute('aria-invalid');
      await expect(capacity).toHaveFocus();
    });

    await step('A complete form is saved', async () => {
      await userEvent.type(capacity, '12000');
      await userEvent.click(canvas.getByRole('button', { name: 'Save Godown' }));
      await waitFor(() => expect(canvas.queryAllByRole('alert')).toHaveLength(0));
      await expect(onSave).toHaveBeenCalledWith({
        name: 'North Godown',
        location: 'Balasore, Odisha',
        capacity: '12000',
      });
    });

    await step('Submitting empty again for the screenshot', async () => {
      await userEvent.click(canvas.getByRole('button', { name: 'Cancel' }));
      await userEvent.click(canvas.getByRole('button', { name: 'Save Godown' }));
      await expect(canvas.getAllByRole('alert')).toHaveLength(3);
    });
  },
};

export const LongContent: Story = {
  args: {
    label: 'Expected mortality for the first week of a broiler batch placed in winter (%)',
    hint: 'Used by the growth report to flag batches that lose more birds than the standard. Enter a percentage of birds placed, with one decimal.',
    error:
      'Expected mortality must be between 0 and 100 %. Check the growth standard for week 1 before saving.',
    required: true,
    children: <NumberInput unit="%" step={0.1} min={0} max={100} defaultValue="120" />,
  },
};

export const Narrow: Story = {
  globals: { viewport: { value: 'narrow' } },
  parameters: { maxWidth: 'none' },
  args: LongContent.args,
};
