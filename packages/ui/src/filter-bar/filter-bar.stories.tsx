import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, screen, userEvent, waitFor } from 'storybook/test';
import { FormField } from '../form-field/index.ts';
import { SearchBox } from '../search-box/index.ts';
import { Select } from '../select/index.ts';
import { DATE_RANGE_BACKWARDS, type DateRange, DateRangeFilter } from './date-range-filter.tsx';
import { FilterBar, FilterBarItem } from './filter-bar.tsx';

const suppliers = [
  { value: 'all', label: 'All suppliers' },
  { value: 'S001', label: 'Venkateshwara Hatcheries' },
  { value: 'S002', label: 'Godrej Agrovet Feeds' },
  { value: 'S003', label: 'Hester Biosciences' },
];

const statuses = [
  { value: 'all', label: 'All statuses' },
  { value: 'posted', label: 'Posted' },
  { value: 'cancelled', label: 'Cancelled' },
];

interface Filters extends DateRange {
  q: string;
  supplier: string;
  status: string;
}

const none: Filters = { q: '', supplier: 'all', status: 'all', from: '', to: '' };

interface DemoProps {
  /** The filters the story starts with. */
  initial?: Partial<Filters>;
  /** Spy for every change. */
  onFiltersChange?: (filters: Filters) => void;
  /** Spy for Clear filters. */
  onClear?: () => void;
  idPrefix?: string;
  /** Names the search landmark. */
  label?: string;
  /** On phones, the filters hide behind a "Filters (n)" button. */
  collapsible?: boolean;
}

/** A purchase list's filters, held in state as a screen would keep them (in its URL). */
function PurchaseFilters({
  initial,
  onFiltersChange,
  onClear,
  idPrefix = 'demo',
  label = 'Filter purchases',
  collapsible = false,
}: DemoProps) {
  const [filters, setFilters] = useState<Filters>({ ...none, ...initial });
  const change = (next: Partial<Filters>) => {
    const merged = { ...filters, ...next };
    setFilters(merged);
    onFiltersChange?.(merged);
  };
  // The date range is one filter, however many of its ends are set.
  const activeCount = [
    filters.q !== '',
    filters.supplier !== 'all',
    filters.status !== 'all',
    filters.from !== '' || filters.to !== '',
  ].filter(Boolean).length;
  return (
    <FilterBar
      aria-label={label}
      active={activeCount > 0}
      collapsible={collapsible}
      activeCount={activeCount}
      onClear={() => {
        onClear?.();
        change(none);
      }}
    >
      <FilterBarItem wide>
        <FormField label="Search">
          <SearchBox
            id={`${idPrefix}-search`}
            placeholder="Code, supplier, item or invoice"
            value={filters.q}
            onValueChange={(q) => change({ q })}
          />
        </FormField>
      </FilterBarItem>
      <FilterBarItem>
        <FormField label="Supplier">
          <Select
            options={suppliers}
            value={filters.supplier}
            onValueChange={(supplier) => change({ supplier })}
          />
        </FormField>
      </FilterBarItem>
      <FilterBarItem>
        <FormField label="Status">
          <Select
            options={statuses}
            value={filters.status}
            onValueChange={(status) => change({ status })}
          />
        </FormField>
      </FilterBarItem>
      <FilterBarItem wide>
        <DateRangeFilter
          from={filters.from}
          to={filters.to}
          max="2026-03-14"
          onChange={(range) => change(range)}
        />
      </FilterBarItem>
    </FilterBar>
  );
}

const meta = {
  title: 'Data/FilterBar',
  component: PurchaseFilters,
  tags: ['autodocs'],
  args: { onFiltersChange: fn(), onClear: fn() },
} satisfies Meta<typeof PurchaseFilters>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Nothing chosen: every filter shows "All", no Clear filters button. */
export const Playground: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('search', { name: 'Filter purchases' })).toBeVisible();
    await expect(canvas.getByRole('group', { name: 'Dates' })).toBeVisible();
    await expect(canvas.queryByRole('button', { name: 'Clear filters' })).not.toBeInTheDocument();
  },
};

/** Filters set: Clear filters sets them back and puts focus on the first field. */
export const Filtered: Story = {
  args: {
    initial: {
      q: 'feed',
      supplier: 'S002',
      status: 'posted',
      from: '2026-03-01',
      to: '2026-03-14',
    },
  },
  play: async ({ args, canvas }) => {
    await expect(canvas.getByLabelText('Supplier')).toHaveTextContent('Godrej Agrovet Feeds');
    await expect(canvas.getByLabelText('From')).toHaveValue('01/03/2026');
    await userEvent.click(canvas.getByRole('button', { name: 'Clear filters' }));
    await expect(args.onClear).toHaveBeenCalledTimes(1);
    await expect(canvas.getByLabelText('Supplier')).toHaveTextContent('All suppliers');
    await expect(canvas.getByLabelText('From')).toHaveValue('');
    await waitFor(() => expect(canvas.getByRole('searchbox', { name: 'Search' })).toHaveFocus());
    await expect(canvas.queryByRole('button', { name: 'Clear filters' })).not.toBeInTheDocument();
  },
};

/** A start after the end is said under To (the list is not asked for it). */
export const DatesBackwards: Story = {
  args: { initial: { from: '2026-03-14', to: '2026-03-01' } },
  play: async ({ canvas }) => {
    const to = canvas.getByLabelText('To');
    await expect(to).toHaveAttribute('aria-invalid', 'true');
    await expect(to).toHaveAccessibleDescription(DATE_RANGE_BACKWARDS);
    await expect(canvas.getByLabelText('From')).toHaveAttribute('data-max', '2026-03-01');
  },
};

/** Choosing a date tells the screen at once, with the other date kept. */
export const ChoosingDates: Story = {
  parameters: { screenshot: false },
  play: async ({ args, canvas }) => {
    const from = canvas.getByLabelText('From');
    await userEvent.type(from, '05/03/2026');
    await waitFor(() =>
      expect(args.onFiltersChange).toHaveBeenLastCalledWith(
        expect.objectContaining({ from: '2026-03-05', to: '' }),
      ),
    );
    await expect(canvas.getByRole('button', { name: 'Clear filters' })).toBeVisible();
  },
};

/** 360 px: the fields wrap one under another; From and To stay side by side. */
export const Narrow: Story = {
  globals: { viewport: { value: 'narrow' } },
  args: { initial: { supplier: 'S001' } },
  play: async ({ canvas }) => {
    const from = canvas.getByLabelText('From').getBoundingClientRect();
    const to = canvas.getByLabelText('To').getBoundingClientRect();
    await expect(Math.round(from.top)).toBe(Math.round(to.top));
    await expect(canvas.getByRole('button', { name: 'Clear filters' })).toBeVisible();
  },
};

/**
 * A list's filters at 360 px: behind a Filters button that counts the two set (supplier and dates),
 * so the list starts on the first screen.
 */
export const FiltersButtonNarrow: Story = {
  globals: { viewport: { value: 'narrow' } },
  args: { collapsible: true, initial: { supplier: 'S001', from: '2026-03-01' } },
  play: async ({ canvas }) => {
    const button = canvas.getByRole('button', { name: 'Filters (2)' });
    await expect(button).toHaveAttribute('aria-expanded', 'false');
    await expect(canvas.getByRole('search', { name: 'Filter purchases' })).toContainElement(button);
    await expect(canvas.getByLabelText('Supplier')).not.toBeVisible();
    await expect(canvas.queryByRole('button', { name: 'Clear filters' })).not.toBeInTheDocument();
  },
};

/** The Filters button pressed (Enter): the fields open under it, Clear filters with them. */
export const FiltersOpenNarrow: Story = {
  globals: { viewport: { value: 'narrow' } },
  args: { collapsible: true, initial: { supplier: 'S001', from: '2026-03-01' } },
  play: async ({ args, canvas, step }) => {
    const button = canvas.getByRole('button', { name: 'Filters (2)' });
    await step('Enter opens the filters', async () => {
      button.focus();
      await userEvent.keyboard('{Enter}');
      await expect(button).toHaveAttribute('aria-expanded', 'true');
      await expect(canvas.getByLabelText('Supplier')).toBeVisible();
      await expect(canvas.getByLabelText('From')).toHaveValue('01/03/2026');
    });
    await step('Choosing a status counts one more', async () => {
      await userEvent.click(canvas.getByLabelText('Status'));
      await userEvent.click(await screen.findByRole('option', { name: 'Posted' }));
      await expect(args.onFiltersChange).toHaveBeenLastCalledWith(
        expect.objectContaining({ status: 'posted' }),
      );
      await expect(canvas.getByRole('button', { name: 'Filters (3)' })).toBeVisible();
      await expect(canvas.getByRole('button', { name: 'Clear filters' })).toBeVisible();
    });
  },
};

/** Wider than a phone, a collapsible bar shows its fields inline and no Filters button. */
export const CollapsibleOnDesktop: Story = {
  args: { collapsible: true, initial: { supplier: 'S001' } },
  parameters: { screenshot: false },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('button', { name: /^Filters/ })).not.toBeInTheDocument();
    await expect(canvas.getByLabelText('Supplier')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Clear filters' }));
    await waitFor(() => expect(canvas.getByRole('searchbox', { name: 'Search' })).toHaveFocus());
  },
};
