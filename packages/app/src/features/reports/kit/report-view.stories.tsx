import {
  Amount,
  type DataTableColumn,
  FilterBarItem,
  FormField,
  Select,
  Toaster,
  ToastProvider,
} from '@pfm/ui';
import type { Decorator, Meta, StoryObj } from '@storybook/react-vite';
import { IndianRupee } from 'lucide-react';
import { expect, fn, screen, spyOn, userEvent, waitFor } from 'storybook/test';
import { type ReportConfig, ReportView, type ReportViewProps } from './report-view.tsx';

// The kit's export buttons, which no report uses until the server can export (a later issue): here
// a sample report with an export path, and `fetch` answered by each story.

const withToasts: Decorator = (Story) => (
  <ToastProvider>
    <Story />
    <Toaster />
  </ToastProvider>
);

interface SampleRow {
  code: string;
  name: string;
  amountPaise: number;
  amount: string;
}

const rows: SampleRow[] = [
  { code: 'S001', name: 'Odisha Hatcheries', amountPaise: 3_55_000_00, amount: '₹3,55,000.00' },
  { code: 'S002', name: 'Kalinga Feeds', amountPaise: 2_24_000_00, amount: '₹2,24,000.00' },
];

const columns: DataTableColumn<SampleRow>[] = [
  { id: 'name', header: 'Supplier', accessor: (row) => row.name, rowHeader: true, footer: 'Total' },
  {
    id: 'amount',
    header: 'Amount',
    align: 'end',
    cell: (row) => <Amount>{row.amount}</Amount>,
    footer: <Amount>₹5,79,000.00</Amount>,
  },
];

const config: ReportConfig = {
  title: 'Purchases Report',
  subtitle: 'A sample report with exports.',
  itemsLabel: 'suppliers',
  errorTitle: 'Could not load the purchases report',
  exportPath: '/api/reports/purchases/export',
  minWidth: '20rem',
};

const props: ReportViewProps<SampleRow> = {
  config,
  filters: (
    <FilterBarItem>
      <FormField label="Supplier">
        <Select options={[{ value: 'all', label: 'All suppliers' }]} value="all" />
      </FormField>
    </FilterBarItem>
  ),
  appliedFilters: [{ label: 'Supplier', value: 'All suppliers' }],
  exportQuery: 'date=2026-11-21',
  tiles: [
    {
      id: 'total',
      label: 'Total Purchases',
      value: <Amount>₹5,79,000.00</Amount>,
      icon: IndianRupee,
    },
  ],
  caption: 'Purchases by supplier',
  columns,
  rows,
  getRowId: (row) => row.code,
  empty: { title: 'No purchases' },
  loading: false,
};

/** Answers every `fetch` of the story with `answer` until the story ends. */
const answerFetch = (answer: () => Promise<Response>) => () => {
  const original = window.fetch;
  window.fetch = fn(answer);
  return () => {
    window.fetch = original;
  };
};

const meta = {
  title: 'Screens/Reports/Kit',
  component: ReportView<SampleRow>,
  decorators: [withToasts],
  parameters: { layout: 'padded' },
  args: props,
} satisfies Meta<typeof ReportView<SampleRow>>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Export PDF downloads the server's file under the name the server gives it. */
export const Exported: Story = {
  beforeEach: answerFetch(
    async () =>
      new Response('%PDF-1.7', {
        headers: {
          'Content-Type': 'application/pdf',
          'Content-Disposition': `attachment; filename="purchases.pdf"; filename*=UTF-8''Purchases%20Report%2021-11-2026.pdf`,
        },
      }),
  ),
  play: async () => {
    const saved: string[] = [];
    const click = spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
      this: HTMLAnchorElement,
    ) {
      saved.push(this.download);
    });
    try {
      await expect(screen.getByRole('button', { name: 'Print' })).toBeEnabled();
      await expect(screen.getByRole('button', { name: 'Export Excel' })).toBeEnabled();
      await userEvent.click(screen.getByRole('button', { name: 'Export PDF' }));
      await waitFor(() => expect(saved).toEqual(['Purchases Report 21-11-2026.pdf']));
      await expect(window.fetch).toHaveBeenCalledWith(
        '/api/reports/purchases/export/pdf?date=2026-11-21',
        expect.objectContaining({ credentials: 'include' }),
      );
      await expect(await screen.findByRole('button', { name: 'Export PDF' })).toBeEnabled();
    } finally {
      click.mockRestore();
    }
  },
};

/** While a file is made: the pressed button says so and is busy; the other export waits. */
export const Exporting: Story = {
  beforeEach: answerFetch(() => new Promise<Response>(() => {})),
  play: async () => {
    await userEvent.click(screen.getByRole('button', { name: 'Export Excel' }));
    const busy = await screen.findByRole('button', { name: 'Exporting Excel…' });
    await expect(busy).toHaveAttribute('aria-busy', 'true');
    await expect(screen.getByRole('button', { name: 'Export PDF' })).toBeDisabled();
    await expect(screen.getByRole('button', { name: 'Print' })).toBeEnabled();
  },
};

/** The server refuses: a toast with its message, and the button is ready to try again. */
export const ExportFailed: Story = {
  beforeEach: answerFetch(
    async () =>
      new Response(
        JSON.stringify({
          error: { code: 'too_large', message: 'The report has too many rows to export.' },
        }),
        { status: 422, headers: { 'Content-Type': 'application/json' } },
      ),
  ),
  play: async () => {
    await userEvent.click(screen.getByRole('button', { name: 'Export PDF' }));
    await expect(await screen.findByText('Export PDF failed')).toBeVisible();
    await expect(screen.getByText('The report has too many rows to export.')).toBeVisible();
    await expect(screen.getByRole('button', { name: 'Export PDF' })).toBeEnabled();
  },
};
