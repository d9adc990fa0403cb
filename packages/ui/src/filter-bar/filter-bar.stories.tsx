import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor } from 'storybook/test';
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
}

/** A purchase list's filters, held in state as a screen would keep them (in its URL). */
function PurchaseFilters({
  initial,
  onFiltersChange,
  onClear,
  idPrefix = 'demo',
  label = 'Filter purchases',
}: DemoProps) {
  const [filters, setFilters] = useState<Filters>({ ...none, ...initial });
  const change = (next: Partial<Filters>) => {
    const merged = { ...filters, ...next };
    setFilters(merged);
    onFiltersChange?.(merged);
  };
  const active =
    filters.q !== '' ||
    filters.supplier !== 'all' ||
    filters.status !== 'all' ||
    filters.from !== '' ||
    filters.to !== '';
  return (
    <FilterBar
      aria-label={label}
      active={active}
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
