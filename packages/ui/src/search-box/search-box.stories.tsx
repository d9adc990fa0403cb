import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor } from 'storybook/test';
import { fieldSizes } from '../input/field.styles.ts';
import { SearchBox, type SearchBoxProps } from './search-box.tsx';

/** The stories name the box with `aria-label` (the other ways to name it are `aria-labelledby` and `id`). */
type LabelledSearchBoxProps = Extract<SearchBoxProps, { 'aria-label': string }>;

const meta = {
  title: 'Inputs/SearchBox',
  component: SearchBox,
  tags: ['autodocs'],
  args: {
    'aria-label': 'Search godowns',
    placeholder: 'Search godowns...',
    size: 'md',
    disabled: false,
    onValueChange: fn(),
  },
  argTypes: { size: { control: 'inline-radio', options: fieldSizes } },
  // Fields fill their container; stories show them at a typical form width (.storybook/preview.tsx).
  parameters: { maxWidth: 360 },
} satisfies Meta<LabelledSearchBoxProps>;

export default meta;
type Story = StoryObj<LabelledSearchBoxProps>;

export const Playground: Story = {
  play: async ({ args, canvas, step }) => {
    const search = canvas.getByRole('searchbox', { name: 'Search godowns' });
    await expect(canvas.queryByRole('button', { name: 'Clear search' })).not.toBeInTheDocument();
    await step('Typing reports each change and shows the clear button', async () => {
      await userEvent.type(search, 'North');
      await expect(args.onValueChange).toHaveBeenLastCalledWith('North');
      await expect(canvas.getByRole('button', { name: 'Clear search' })).toBeVisible();
    });
    await step('The clear button empties the box and gives focus back', async () => {
      await userEvent.click(canvas.getByRole('button', { name: 'Clear search' }));
      await expect(search).toHaveValue('');
      await expect(search).toHaveFocus();
      await expect(args.onValueChange).toHaveBeenLastCalledWith('');
      await expect(canvas.queryByRole('button', { name: 'Clear search' })).not.toBeInTheDocument();
    });
  },
};

export const WithValue: Story = {
  args: { defaultValue: 'Main Warehouse' },
};

export const EscapeClears: Story = {
  args: { defaultValue: 'South' },
  play: async ({ args, canvas }) => {
    const search = canvas.getByRole('searchbox', { name: 'Search godowns' });
    await userEvent.click(search);
    await userEvent.keyboard('{Escape}');
    await expect(search).toHaveValue('');
    await expect(args.onValueChange).toHaveBeenCalledWith('');
  },
};

export const Debounced: Story = {
  // Long enough that no pause between two typed letters reaches it, even on a busy machine.
  args: { debounceMs: 1500 },
  play: async ({ args, canvas }) => {
    const search = canvas.getByRole('searchbox', { name: 'Search godowns' });
    await userEvent.type(search, 'Main');
    // The text shows at once; the callback waits for the pause.
    await expect(search).toHaveValue('Main');
    await expect(args.onValueChange).not.toHaveBeenCalled();
    await waitFor(() => expect(args.onValueChange).toHaveBeenCalledWith('Main'));
    await expect(args.onValueChange).toHaveBeenCalledTimes(1);
  },
};

const godowns = [
  { id: 'G001', name: 'Main Warehouse', location: 'Bhadrak, Odisha' },
  { id: 'G002', name: 'North Godown', location: 'Balasore, Odisha' },
  { id: 'G003', name: 'South Godown', location: 'Ganjam, Odisha' },
];

/** `commitMs` stands for a parent that stores the search a little later (e.g. in the address bar). */
function GodownSearch({ debounceMs, commitMs = 0 }: { debounceMs?: number; commitMs?: number }) {
  const [search, storeSearch] = useState('');
  const setSearch = (next: string) =>
    commitMs > 0 ? setTimeout(() => storeSearch(next), commitMs) : storeSearch(next);
  const shown = godowns.filter((godown) =>
    `${godown.id} ${godown.name} ${godown.location}`.toLowerCase().includes(search.toLowerCase()),
  );
  return (
    <div style={{ display: 'grid', gap: 12 }}>
      <SearchBox
        aria-label="Search godowns"
        placeholder="Search godowns..."
        value={search}
        onValueChange={setSearch}
        debounceMs={debounceMs}
      />
      <ul aria-label="Godowns" style={{ margin: 0, paddingLeft: 20 }}>
        {shown.map((godown) => (
          <li key={godown.id}>
            {godown.id} — {godown.name}, {godown.location}
          </li>
        ))}
      </ul>
    </div>
  );
}

/**
 * Controlled by the list it filters; the debounced value updates the list after the pause. Typed slower
 * than the pause, each letter comes back from the list while the next is being typed: none is lost.
 */
export const FilteringAList: Story = {
  render: () => <GodownSearch debounceMs={50} commitMs={150} />,
  play: async ({ canvas }) => {
    const list = canvas.getByRole('list', { name: 'Godowns' });
    const search = canvas.getByRole('searchbox', { name: 'Search godowns' });
    await userEvent.type(search, 'north', { delay: 100 });
    await expect(search).toHaveValue('north');
    await waitFor(() => expect(list.children).toHaveLength(1));
    await expect(list).toHaveTextContent('G002 — North Godown');
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(list.children).toHaveLength(3));
  },
};

export const Sizes: Story = {
  render: (args) => (
    <div style={{ display: 'grid', gap: 12 }}>
      {fieldSizes.map((size) => (
        <SearchBox
          key={size}
          {...args}
          size={size}
          aria-label={`Search godowns (${size})`}
          defaultValue="North"
        />
      ))}
    </div>
  ),
};

export const Disabled: Story = {
  args: { disabled: true, defaultValue: 'North' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('searchbox', { name: 'Search godowns' })).toBeDisabled();
    // Nothing to clear while disabled.
    await expect(canvas.queryByRole('button', { name: 'Clear search' })).not.toBeInTheDocument();
  },
};

export const LongContent: Story = {
  args: { defaultValue: 'Broiler Starter Feed pre-starter crumbles 50 kg bag from Shree Feeds' },
};

export const Narrow: Story = {
  globals: { viewport: { value: 'narrow' } },
  parameters: { maxWidth: 'none' },
  args: { defaultValue: 'Broiler Starter Feed pre-starter crumbles' },
};
