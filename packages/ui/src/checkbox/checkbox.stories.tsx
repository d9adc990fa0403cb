import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent } from 'storybook/test';
import { Checkbox, type CheckedState } from './checkbox.tsx';

const meta = {
  title: 'Inputs/Checkbox',
  component: Checkbox,
  tags: ['autodocs'],
  args: {
    label: 'Include inactive godowns',
    disabled: false,
    invalid: false,
    onCheckedChange: fn(),
  },
} satisfies Meta<typeof Checkbox>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {
  play: async ({ args, canvas, step }) => {
    const checkbox = canvas.getByRole('checkbox', { name: 'Include inactive godowns' });
    await expect(checkbox).not.toBeChecked();
    await step('Clicking the label ticks the box', async () => {
      await userEvent.click(canvas.getByText('Include inactive godowns'));
      await expect(checkbox).toBeChecked();
      await expect(args.onCheckedChange).toHaveBeenLastCalledWith(true);
    });
    await step('Space unticks it', async () => {
      await userEvent.keyboard(' ');
      await expect(checkbox).not.toBeChecked();
      await expect(args.onCheckedChange).toHaveBeenLastCalledWith(false);
    });
  },
};

export const Unchecked: Story = {
  play: async ({ canvas }) => {
    await expect(
      canvas.getByRole('checkbox', { name: 'Include inactive godowns' }),
    ).not.toBeChecked();
  },
};

export const Checked: Story = {
  args: { defaultChecked: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('checkbox', { name: 'Include inactive godowns' })).toBeChecked();
  },
};

export const Indeterminate: Story = {
  args: { defaultChecked: 'indeterminate', label: 'All batches' },
  play: async ({ canvas }) => {
    const checkbox = canvas.getByRole('checkbox', { name: 'All batches' });
    await expect(checkbox).toHaveAttribute('aria-checked', 'mixed');
    // The minus mark shows, not the tick.
    const [tick, minus] = checkbox.querySelectorAll('svg');
    await expect(tick).not.toBeVisible();
    await expect(minus).toBeVisible();
    await userEvent.click(checkbox);
    await expect(checkbox).toBeChecked();
    await expect(tick).toBeVisible();
  },
};

const batches = ['B001', 'B002', 'B003'] as const;

function BatchPicker({ onCheckedChange }: { onCheckedChange?: (checked: CheckedState) => void }) {
  const [chosen, setChosen] = useState<string[]>(['B002']);
  const all: CheckedState =
    chosen.length === batches.length ? true : chosen.length === 0 ? false : 'indeterminate';
  return (
    <fieldset style={{ display: 'grid', gap: 8, border: 0, padding: 0, margin: 0 }}>
      <legend style={{ marginBottom: 8 }}>Batches to export</legend>
      <Checkbox
        label="All batches"
        checked={all}
        onCheckedChange={(checked) => {
          setChosen(checked === true ? [...batches] : []);
          onCheckedChange?.(checked);
        }}
      />
      <div style={{ display: 'grid', gap: 8, paddingLeft: 24 }}>
        {batches.map((batch) => (
          <Checkbox
            key={batch}
            label={`Batch ${batch}`}
            checked={chosen.includes(batch)}
            onCheckedChange={(checked) =>
              setChosen(checked ? [...chosen, batch] : chosen.filter((item) => item !== batch))
            }
          />
        ))}
      </div>
    </fieldset>
  );
}

/** A parent box that is indeterminate while some of its children are ticked. */
export const SelectAll: Story = {
  render: (args) => <BatchPicker onCheckedChange={args.onCheckedChange} />,
  play: async ({ canvas, step }) => {
    const all = canvas.getByRole('checkbox', { name: 'All batches' });
    await expect(all).toHaveAttribute('aria-checked', 'mixed');
    await step('Ticking the parent ticks every batch', async () => {
      await userEvent.click(all);
      await expect(all).toBeChecked();
      for (const batch of batches) {
        await expect(canvas.getByRole('checkbox', { name: `Batch ${batch}` })).toBeChecked();
      }
    });
    await step('Unticking one batch makes the parent mixed again', async () => {
      await userEvent.click(canvas.getByRole('checkbox', { name: 'Batch B001' }));
      await expect(all).toHaveAttribute('aria-checked', 'mixed');
    });
  },
};

export const Disabled: Story = {
  render: (args) => (
    <div style={{ display: 'grid', gap: 8 }}>
      <Checkbox {...args} label="Auto Backup (managed by admin)" disabled defaultChecked />
      <Checkbox {...args} label="Email Notifications (not available)" disabled />
    </div>
  ),
  play: async ({ args, canvas }) => {
    const box = canvas.getByRole('checkbox', { name: 'Auto Backup (managed by admin)' });
    await expect(box).toBeDisabled();
    await userEvent.click(box, { pointerEventsCheck: 0 });
    await expect(box).toBeChecked();
    await expect(args.onCheckedChange).not.toHaveBeenCalled();
  },
};

export const Invalid: Story = {
  args: { invalid: true, label: 'I confirm the stock count for North Godown' },
  play: async ({ canvas }) => {
    await expect(
      canvas.getByRole('checkbox', { name: 'I confirm the stock count for North Godown' }),
    ).toHaveAttribute('aria-invalid', 'true');
  },
};

export const WithoutLabel: Story = {
  args: { label: undefined, 'aria-label': 'Select batch B001' },
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('checkbox', { name: 'Select batch B001' }));
    await expect(canvas.getByRole('checkbox', { name: 'Select batch B001' })).toBeChecked();
  },
};

export const LongLabel: Story = {
  args: {
    label:
      'Send the weekly growth update for every active batch to the farmer by SMS, including average weight, mortality and feed consumed',
  },
};

export const Narrow: Story = {
  globals: { viewport: { value: 'narrow' } },
  args: LongLabel.args,
};
