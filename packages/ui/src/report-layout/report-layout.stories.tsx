import type { Meta, StoryObj } from '@storybook/react-vite';
import { AlertTriangle, IndianRupee, Printer, Truck } from 'lucide-react';
import { expect, fn, screen, userEvent, within } from 'storybook/test';
import { Amount } from '../amount/index.ts';
import { StatusBadge } from '../badge/index.ts';
import { Button } from '../button/index.ts';
import { DataTable, type DataTableColumn } from '../data-table/index.ts';
import { DateInput } from '../date-input/index.ts';
import { FilterBar, FilterBarItem } from '../filter-bar/index.ts';
import { FormField } from '../form-field/index.ts';
import { Select } from '../select/index.ts';
import { StatTile } from '../stat-tile/index.ts';
import { reportPreviews } from './report-layout.styles.ts';
import { ReportLayout } from './report-layout.tsx';

// Fixed figures, already formatted as the app formats them (the design system only presents them).
interface StockLine {
  id: string;
  item: string;
  godown: string;
  quantity: string;
  value: string;
  valuePaise: number;
  low: boolean;
}

const lines: StockLine[] = [
  {
    id: 'I001-G001',
    item: 'Day Old Chicks',
    godown: 'Main Warehouse',
    quantity: '4,000 pieces',
    value: '₹1,40,000.00',
    valuePaise: 1_40_000_00,
    low: false,
  },
  {
    id: 'I002-G001',
    item: 'Broiler Starter Feed',
    godown: 'Main Warehouse',
    quantity: '1,250.5 kg',
    value: '₹56,272.50',
    valuePaise: 56_272_50,
    low: false,
  },
  {
    id: 'I003-G002',
    item: 'Broiler Grower Feed',
    godown: 'North Godown',
    quantity: '320 kg',
    value: '₹13,440.00',
    valuePaise: 13_440_00,
    low: true,
  },
];

const rupees = (paise: number) =>
  `₹${new Intl.NumberFormat('en-IN', { minimumFractionDigits: 2 }).format(paise / 100)}`;

const columns: DataTableColumn<StockLine>[] = [
  { id: 'item', header: 'Item', accessor: (line) => line.item, rowHeader: true, footer: 'Total' },
  { id: 'godown', header: 'Godown', accessor: (line) => line.godown },
  { id: 'quantity', header: 'Quantity', accessor: (line) => line.quantity, align: 'end' },
  {
    id: 'value',
    header: 'Value',
    align: 'end',
    cell: (line) => <Amount>{line.value}</Amount>,
    footer: (rows) => (
      <Amount>{rupees(rows.reduce((sum, line) => sum + line.valuePaise, 0))}</Amount>
    ),
  },
  {
    id: 'status',
    header: 'Status',
    cell: (line) => <StatusBadge status={line.low ? 'low-stock' : 'sufficient'} />,
  },
];

interface StoryArgs {
  preview: (typeof reportPreviews)[number];
  loading: boolean;
  error: string;
  rows: StockLine[];
  withTiles: boolean;
  withFilters: boolean;
  onPrint: () => void;
  onRetry: () => void;
}

function ExampleReport({
  preview,
  loading,
  error,
  rows,
  withTiles,
  withFilters,
  onPrint,
  onRetry,
}: StoryArgs) {
  return (
    <ReportLayout
      title="Inventory Report"
      subtitle="Stock in each godown and its value"
      preview={preview}
      printHeading="Sai Poultry Integration"
      actions={
        <Button variant="outline" leadingIcon={<Printer aria-hidden="true" />} onClick={onPrint}>
          Print
        </Button>
      }
      filters={
        withFilters ? (
          <FilterBar aria-label="Inventory filters">
            <FilterBarItem>
              <FormField label="Godown">
                <Select
                  options={[
                    { value: 'all', label: 'All godowns' },
                    { value: 'G001', label: 'Main Warehouse' },
                  ]}
                  value="all"
                />
              </FormField>
            </FilterBarItem>
            <FilterBarItem>
              <FormField label="Category">
                <Select options={[{ value: 'all', label: 'All categories' }]} value="all" />
              </FormField>
            </FilterBarItem>
            <FilterBarItem>
              <FormField label="As of">
                <DateInput value="2026-11-21" readOnly />
              </FormField>
            </FilterBarItem>
          </FilterBar>
        ) : undefined
      }
      appliedFilters={[
        { label: 'Godown', value: 'All godowns' },
        { label: 'Category', value: 'All categories' },
        { label: 'As of', value: '21/11/2026' },
      ]}
      tiles={
        withTiles && !error ? (
          <>
            <StatTile
              label="Total Inventory Value"
              value={<Amount>₹2,09,712.50</Amount>}
              icon={IndianRupee}
              hint="3 lines in 2 godowns"
              loading={loading}
            />
            <StatTile
              label="Low Stock Items"
              value="1"
              icon={AlertTriangle}
              hint="Below their reorder level"
              loading={loading}
            />
            <StatTile
              label="In Transit"
              value={<Amount>₹0.00</Amount>}
              icon={Truck}
              hint="No pending transfers"
              loading={loading}
            />
          </>
        ) : undefined
      }
    >
      <DataTable
        caption="Stock on 21/11/2026"
        captionHidden
        itemsLabel="stock lines"
        columns={columns}
        rows={rows}
        getRowId={(line) => line.id}
        paginate={false}
        loading={loading}
        error={error || undefined}
        errorTitle="Could not load the report"
        onRetry={onRetry}
        stateHeadingLevel={2}
        empty={{ title: 'No stock to show', description: 'Nothing was held on this date.' }}
      />
    </ReportLayout>
  );
}

const meta = {
  title: 'Layout/ReportLayout',
  component: ExampleReport,
  tags: ['autodocs'],
  args: {
    preview: 'screen',
    loading: false,
    error: '',
    rows: lines,
    withTiles: true,
    withFilters: true,
    onPrint: fn(),
    onRetry: fn(),
  },
  argTypes: {
    preview: { control: 'inline-radio', options: reportPreviews },
    rows: { control: false },
    onPrint: { control: false },
    onRetry: { control: false },
  },
} satisfies Meta<typeof ExampleReport>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Title and buttons, filters, tiles and a table with its totals row. */
export const Playground: Story = {
  play: async ({ canvas, args }) => {
    const report = canvas.getByRole('region', { name: 'Inventory Report' });
    await expect(
      within(report).getByRole('heading', { level: 1, name: 'Inventory Report' }),
    ).toBeVisible();
    await expect(canvas.getByRole('search', { name: 'Inventory filters' })).toBeVisible();
    await expect(canvas.getByLabelText('Godown')).toHaveTextContent('All godowns');
    await expect(canvas.getByText('Total Inventory Value')).toBeVisible();
    const totals = canvas.getAllByRole('row').at(-1) as HTMLElement;
    await expect(totals).toHaveTextContent('Total');
    await expect(totals).toHaveTextContent('₹2,09,712.50');
    // On screen the filters are fields; their printed words and the paper heading stay hidden.
    await expect(canvas.getByText('Sai Poultry Integration')).not.toBeVisible();
    await expect(canvas.getByText('21/11/2026')).not.toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Print' }));
    await expect(args.onPrint).toHaveBeenCalledTimes(1);
  },
};

/** What goes on paper: no buttons or fields; the company name and the filters as text instead. */
export const PrintPreview: Story = {
  args: { preview: 'print' },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Sai Poultry Integration')).toBeVisible();
    const printed = canvas.getAllByRole('definition').map((value) => value.textContent);
    await expect(printed).toEqual(['All godowns', 'All categories', '21/11/2026']);
    await expect(canvas.getByText('21/11/2026')).toBeVisible();
    await expect(canvas.queryByRole('button', { name: 'Print' })).not.toBeInTheDocument();
    await expect(canvas.queryByRole('search')).not.toBeInTheDocument();
    await expect(canvas.getByText('Broiler Grower Feed')).toBeVisible();
  },
};

/** Figures loading: skeletons in the tiles and the table, which says "Loading…" to screen readers. */
export const Loading: Story = {
  args: { loading: true },
  play: async ({ canvas }) => {
    await expect(canvas.getAllByText('Loading…').length).toBeGreaterThan(0);
    await expect(canvas.getByRole('region', { name: 'Stock on 21/11/2026' })).toHaveAttribute(
      'aria-busy',
      'true',
    );
  },
};

/** Nothing to report for the chosen filters: the table's empty state, no totals row. */
export const Empty: Story = {
  args: { rows: [] },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: 'No stock to show' })).toBeVisible();
    await expect(canvas.queryByText('Total')).not.toBeInTheDocument();
  },
};

/** The report could not be loaded: no tiles, the reason and Retry in the table. */
export const LoadError: Story = {
  args: { error: 'The server could not answer (500 Internal Server Error). Please try again.' },
  play: async ({ canvas, args }) => {
    await expect(canvas.getByRole('heading', { name: 'Could not load the report' })).toBeVisible();
    await expect(canvas.queryByText('Total Inventory Value')).not.toBeInTheDocument();
    await userEvent.click(canvas.getByRole('button', { name: 'Retry' }));
    await expect(args.onRetry).toHaveBeenCalled();
  },
};

/** A report without filters or tiles: title, button and table only. */
export const TableOnly: Story = {
  args: { withTiles: false, withFilters: false },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('search')).not.toBeInTheDocument();
    await expect(canvas.getByRole('table', { name: 'Stock on 21/11/2026' })).toBeVisible();
  },
};

/** 360 px: buttons under the title, one filter per line, tiles stacked, the table scrolls sideways. */
export const Narrow: Story = {
  globals: { viewport: { value: 'narrow' } },
  play: async ({ canvas }) => {
    const godown = canvas.getByLabelText('Godown');
    const category = canvas.getByLabelText('Category');
    await expect(category.getBoundingClientRect().top).toBeGreaterThan(
      godown.getBoundingClientRect().bottom,
    );
    await expect(screen.getByRole('button', { name: 'Print' })).toBeVisible();
  },
};
