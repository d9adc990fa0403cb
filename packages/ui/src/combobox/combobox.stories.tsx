import type { Meta, StoryObj } from '@storybook/react-vite';
import { useEffect, useState } from 'react';
import { expect, fn, screen, userEvent, waitFor } from 'storybook/test';
import { fieldSizes } from '../input/field.styles.ts';
import { Combobox, type ComboboxProps } from './combobox.tsx';
import { sampleFarmers } from './farmers.ts';
import type { ComboboxOption } from './filter.ts';

const meta = {
  title: 'Inputs/Combobox',
  component: Combobox,
  tags: ['autodocs'],
  args: {
    options: sampleFarmers,
    placeholder: 'Search farmers…',
    'aria-label': 'Farmer',
    size: 'md',
    invalid: false,
    disabled: false,
    loading: false,
    onValueChange: fn(),
    onSearchChange: fn(),
  },
  argTypes: {
    size: { control: 'inline-radio', options: fieldSizes },
    options: { control: false },
  },
  // Fields fill their container; stories show them at a typical form width (.storybook/preview.tsx).
  parameters: { maxWidth: 340 },
  // Room below the field for the open list.
  decorators: [
    (Story) => (
      <div style={{ minHeight: 340 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof Combobox>;

export default meta;
type Story = StoryObj<typeof meta>;

const farmerField = (canvas: { getByRole: typeof screen.getByRole }) =>
  canvas.getByRole('combobox', { name: 'Farmer' });

const activeOption = (input: HTMLElement) => {
  const id = input.getAttribute('aria-activedescendant');
  return id ? document.getElementById(id) : null;
};

export const Playground: Story = {
  play: async ({ args, canvas, step }) => {
    const input = farmerField(canvas);
    await expect(input).toHaveAttribute('aria-expanded', 'false');

    await step('Clicking the field opens the full list', async () => {
      await userEvent.click(input);
      const listbox = await screen.findByRole('listbox');
      await expect(input).toHaveAttribute('aria-expanded', 'true');
      await expect(input).toHaveAttribute('aria-controls', listbox.id);
      await expect(screen.getAllByRole('option')).toHaveLength(sampleFarmers.length);
    });

    await step('Typing filters by name, ignoring case', async () => {
      await userEvent.type(input, 'RAMESH');
      await expect(args.onSearchChange).toHaveBeenLastCalledWith('RAMESH');
      const options = screen.getAllByRole('option');
      await expect(options).toHaveLength(1);
      await expect(options[0]).toHaveTextContent('F001 — Ramesh Kumar');
      await expect(activeOption(input)).toBe(options[0]);
    });

    await step('Enter chooses the highlighted farmer', async () => {
      await userEvent.keyboard('{Enter}');
      await expect(args.onValueChange).toHaveBeenCalledWith('F001');
      await expect(input).toHaveValue('F001 — Ramesh Kumar');
      await expect(input).toHaveAttribute('aria-expanded', 'false');
      await waitFor(() => expect(screen.queryByRole('listbox')).not.toBeInTheDocument());
      // Closing resets the search, so a server-driven list can reload.
      await expect(args.onSearchChange).toHaveBeenLastCalledWith('');
    });
  },
};

export const Filtering: Story = {
  play: async ({ canvas, step }) => {
    const input = farmerField(canvas);
    await step('Matches the description (village, state) too', async () => {
      await userEvent.type(input, 'bhadrak');
      const options = await screen.findAllByRole('option');
      await expect(options.map((option) => option.textContent)).toEqual([
        'F001 — Ramesh KumarBhadrak, Odisha',
        'F033 — Santosh LenkaBhadrak, Odisha',
      ]);
    });
    await step('Matches part of an id', async () => {
      await userEvent.clear(input);
      await userEvent.type(input, 'f01');
      await expect(screen.getAllByRole('option')).toHaveLength(10);
    });
    await step('An empty search shows every farmer again', async () => {
      await userEvent.clear(input);
      await expect(screen.getAllByRole('option')).toHaveLength(sampleFarmers.length);
    });
  },
};

export const KeyboardSelection: Story = {
  play: async ({ args, canvas, step }) => {
    const input = farmerField(canvas);
    await step('Tab in, ArrowDown opens with the first farmer active', async () => {
      await userEvent.tab();
      await expect(input).toHaveFocus();
      await userEvent.keyboard('{ArrowDown}');
      await screen.findByRole('listbox');
      await expect(activeOption(input)).toHaveTextContent('F001 — Ramesh Kumar');
    });
    await step('ArrowDown and ArrowUp move the active option', async () => {
      await userEvent.keyboard('{ArrowDown}{ArrowDown}{ArrowDown}{ArrowUp}');
      await expect(activeOption(input)).toHaveTextContent('F003 — Anita Das');
      await expect(activeOption(input)).toHaveAttribute('data-highlighted');
    });
    await step('Enter chooses it and focus stays in the field', async () => {
      await userEvent.keyboard('{Enter}');
      await expect(args.onValueChange).toHaveBeenCalledWith('F003');
      await expect(input).toHaveValue('F003 — Anita Das');
      await expect(input).toHaveFocus();
    });
    await step('Reopening starts on the chosen farmer', async () => {
      await userEvent.keyboard('{ArrowDown}');
      await screen.findByRole('listbox');
      const active = activeOption(input);
      await expect(active).toHaveTextContent('F003 — Anita Das');
      await expect(active).toHaveAttribute('aria-selected', 'true');
    });
    await step('Tab takes the highlighted farmer and moves on, as a native select', async () => {
      await userEvent.keyboard('{ArrowDown}');
      await expect(activeOption(input)).toHaveTextContent('F004');
      await userEvent.tab();
      await expect(args.onValueChange).toHaveBeenLastCalledWith('F004');
      await expect(input).toHaveValue('F004 — Bikash Mohanty');
      await expect(input).not.toHaveFocus();
      await waitFor(() => expect(screen.queryByRole('listbox')).not.toBeInTheDocument());
    });
  },
};

export const MouseSelection: Story = {
  play: async ({ args, canvas }) => {
    const input = farmerField(canvas);
    await userEvent.click(input);
    await userEvent.click(await screen.findByRole('option', { name: /Sanjay Mahato/ }));
    await expect(args.onValueChange).toHaveBeenCalledWith('F005');
    await expect(input).toHaveValue('F005 — Sanjay Mahato');
    await expect(input).toHaveFocus();
  },
};

export const EscapeCloses: Story = {
  args: { defaultValue: 'F002' },
  play: async ({ args, canvas }) => {
    const input = farmerField(canvas);
    await expect(input).toHaveValue('F002 — Suresh Patel');
    await userEvent.click(input);
    await userEvent.clear(input);
    await userEvent.type(input, 'Anita');
    await expect(screen.getAllByRole('option')).toHaveLength(1);
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('listbox')).not.toBeInTheDocument());
    await expect(input).toHaveAttribute('aria-expanded', 'false');
    // The half-typed search is dropped; the chosen farmer stays.
    await expect(input).toHaveValue('F002 — Suresh Patel');
    await expect(args.onValueChange).not.toHaveBeenCalled();
  },
};

export const EmptyResult: Story = {
  play: async ({ canvas }) => {
    const input = farmerField(canvas);
    await userEvent.type(input, 'Mumbai');
    await expect(await screen.findByRole('status')).toHaveTextContent('No matches');
    await expect(screen.queryAllByRole('option')).toHaveLength(0);
    await expect(activeOption(input)).toBeNull();
    // Enter with nothing to choose does nothing (and does not submit a form).
    await userEvent.keyboard('{Enter}');
    await expect(input).toHaveValue('Mumbai');
  },
};

export const CustomEmptyMessage: Story = {
  args: { emptyMessage: 'No farmer found. Check the farmer ID or register the farmer first.' },
  play: async ({ canvas }) => {
    await userEvent.type(farmerField(canvas), 'F999');
    await expect(await screen.findByRole('status')).toHaveTextContent(
      'No farmer found. Check the farmer ID or register the farmer first.',
    );
  },
};

export const Loading: Story = {
  args: { loading: true, loadingMessage: 'Searching farmers…' },
  play: async ({ canvas }) => {
    await userEvent.click(farmerField(canvas));
    await expect(await screen.findByRole('status')).toHaveTextContent('Searching farmers…');
    await expect(screen.getByRole('listbox', { hidden: true })).toHaveAttribute(
      'aria-busy',
      'true',
    );
    await expect(screen.queryAllByRole('option')).toHaveLength(0);
  },
};

/** Fixed "server": matches names only, answers after a short pause. */
function ServerSearchFarmers(props: ComboboxProps) {
  const [search, setSearch] = useState('');
  const [results, setResults] = useState<readonly ComboboxOption[]>(sampleFarmers);
  const [loading, setLoading] = useState(false);
  useEffect(() => {
    setLoading(true);
    const reply = setTimeout(() => {
      const needle = search.toLowerCase();
      setResults(sampleFarmers.filter((farmer) => farmer.label.toLowerCase().includes(needle)));
      setLoading(false);
    }, 150);
    return () => clearTimeout(reply);
  }, [search]);
  return (
    <Combobox
      {...props}
      options={results}
      loading={loading}
      loadingMessage="Searching farmers…"
      shouldFilter={false}
      onSearchChange={(next) => {
        setSearch(next);
        props.onSearchChange?.(next);
      }}
    />
  );
}

/** `onSearchChange` drives a server search; the component shows what comes back unfiltered. */
export const ServerSearch: Story = {
  render: (args) => <ServerSearchFarmers {...args} />,
  play: async ({ args, canvas }) => {
    const input = farmerField(canvas);
    await userEvent.type(input, 'das');
    await expect(args.onSearchChange).toHaveBeenLastCalledWith('das');
    await waitFor(() => expect(screen.getAllByRole('option')).toHaveLength(2));
    await expect(screen.getAllByRole('option')[1]).toHaveTextContent('F025 — Nirmala Dash');
    await userEvent.keyboard('{ArrowDown}{Enter}');
    await expect(args.onValueChange).toHaveBeenCalledWith('F025');
    // The chosen farmer stays shown after the list resets to everyone.
    await waitFor(() => expect(input).toHaveValue('F025 — Nirmala Dash'));
  },
};

export const WithValue: Story = {
  args: { defaultValue: 'F007' },
  play: async ({ canvas }) => {
    await expect(farmerField(canvas)).toHaveValue('F007 — Manoj Behera');
  },
};

export const DisabledOption: Story = {
  args: {
    options: sampleFarmers.map((farmer) =>
      farmer.value === 'F002' ? { ...farmer, description: 'Inactive', disabled: true } : farmer,
    ),
  },
  play: async ({ args, canvas }) => {
    const input = farmerField(canvas);
    await userEvent.click(input);
    const inactive = await screen.findByRole('option', { name: /Suresh Patel/ });
    await expect(inactive).toHaveAttribute('aria-disabled', 'true');
    await userEvent.click(inactive);
    await expect(args.onValueChange).not.toHaveBeenCalled();
    // The keyboard skips it.
    await userEvent.keyboard('{ArrowDown}');
    await expect(activeOption(input)).toHaveTextContent('F003 — Anita Das');
  },
};

/** The list open with the third farmer active (screenshot of the open state). */
export const Open: Story = {
  args: { defaultValue: 'F001' },
  play: async ({ canvas }) => {
    const input = farmerField(canvas);
    await userEvent.click(input);
    await screen.findByRole('listbox');
    await userEvent.keyboard('{ArrowDown}{ArrowDown}');
    const active = activeOption(input) as HTMLElement;
    await expect(active).toHaveTextContent('F003 — Anita Das');
    // The highlight must differ from the list's own background, in both themes.
    const listbox = screen.getByRole('listbox');
    const surface = getComputedStyle(listbox.parentElement as HTMLElement).backgroundColor;
    await expect(getComputedStyle(active).backgroundColor).not.toBe(surface);
  },
};

export const Sizes: Story = {
  render: (args) => (
    <div style={{ display: 'grid', gap: 12 }}>
      {fieldSizes.map((size) => (
        <Combobox
          key={size}
          {...args}
          size={size}
          aria-label={`Farmer (${size})`}
          defaultValue="F001"
        />
      ))}
    </div>
  ),
};

export const Invalid: Story = {
  args: { invalid: true },
  play: async ({ canvas }) => {
    await expect(farmerField(canvas)).toHaveAttribute('aria-invalid', 'true');
  },
};

export const Disabled: Story = {
  args: { disabled: true, defaultValue: 'F001' },
  play: async ({ canvas }) => {
    const input = farmerField(canvas);
    await expect(input).toBeDisabled();
    await userEvent.click(input, { pointerEventsCheck: 0 });
    await expect(screen.queryByRole('listbox')).not.toBeInTheDocument();
  },
};

export const Narrow: Story = {
  globals: { viewport: { value: 'narrow' } },
  parameters: { maxWidth: 'none' },
  play: async ({ canvas }) => {
    await userEvent.type(farmerField(canvas), 'odisha');
    const listbox = await screen.findByRole('listbox');
    await expect(listbox.getBoundingClientRect().right).toBeLessThanOrEqual(360);
  },
};
