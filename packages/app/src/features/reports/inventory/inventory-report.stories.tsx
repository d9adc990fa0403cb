import {
  apiPaths,
  defaultSettings,
  formatDate,
  formatMoney,
  resetClock,
  setClock,
} from '@pfm/shared';
import { Toaster, ToastProvider } from '@pfm/ui';
import type { Decorator, Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { withAppProviders } from '../../../testing/story-decorators.tsx';
import { InventoryReportScreen } from './inventory-report-screen.tsx';
import { InventoryReportView } from './inventory-report-view.tsx';
import {
  allFilters,
  inTransitReport,
  loadedReport,
  lowStockReport,
  northGodownReport,
  pastDate,
  pastReport,
  STORY_TODAY,
  storyGodowns,
} from './story-data.ts';

/** The app mounts ToastProvider and Toaster at its root (the export buttons toast a failure). */
const withToasts: Decorator = (Story) => (
  <ToastProvider>
    <Story />
    <Toaster />
  </ToastProvider>
);

const meta = {
  title: 'Screens/Reports/Inventory Report',
  component: InventoryReportView,
  decorators: [withToasts],
  parameters: { layout: 'padded' },
  args: {
    report: loadedReport,
    loading: false,
    error: null,
    filters: allFilters,
    godowns: storyGodowns,
    companyName: 'Sai Poultry Integration',
    onFiltersChange: fn(),
    onRetry: fn(),
    onPrint: fn(),
  },
  // Filters are the story's: a change only calls onFiltersChange, so each picture shows its state.
  // "Today" is the stories' day, so the default date and the pictures never change.
  beforeEach: () => {
    setClock(new Date(`${STORY_TODAY}T06:30:00Z`));
    return resetClock;
  },
} satisfies Meta<typeof InventoryReportView>;

export default meta;
type Story = StoryObj<typeof meta>;

const table = () => screen.getByRole('table', { name: /^Stock on / });
const totalsRow = () => within(table()).getAllByRole('row').at(-1) as HTMLElement;
const rowOf = (item: string, godown: string) =>
  within(table())
    .getAllByRole('row')
    .find(
      (row) =>
        within(row).queryByRole('rowheader', { name: new RegExp(`^${item}`) }) &&
        row.textContent?.includes(godown),
    ) as HTMLElement;
const tile = (label: string) => screen.getByText(label).closest('[data-tile]') as HTMLElement;

/** Every godown, today: the stock table with its totals row and the three tiles. */
export const Loaded: Story = {
  play: async ({ args, step }) => {
    await step('title, filters and tiles', async () => {
      await expect(
        screen.getByRole('heading', { level: 1, name: 'Inventory Report' }),
      ).toBeVisible();
      await expect(screen.getByRole('combobox', { name: 'Godown' })).toHaveTextContent(
        'All godowns',
      );
      await expect(screen.getByRole('combobox', { name: 'Category' })).toHaveTextContent(
        'All categories',
      );
      await expect(screen.getByLabelText('As of')).toHaveValue(formatDate(STORY_TODAY));
      await expect(tile('Total Inventory Value')).toHaveTextContent('₹5,40,767.40');
      await expect(tile('Total Inventory Value')).toHaveTextContent('As of 21/11/2026');
      await expect(tile('Low Stock Items')).toHaveTextContent(/^Low Stock Items0Every item/);
    });
    await step('the stock table', async () => {
      const headers = within(table())
        .getAllByRole('columnheader')
        .map((header) => header.textContent?.trim());
      await expect(headers).toEqual([
        'Item',
        'Category',
        'Godown',
        'Quantity',
        'Valuation Rate',
        'Value',
        'Reorder Level',
        'Status',
      ]);
      const starter = rowOf('Broiler Starter Feed', 'North Godown');
      await expect(starter).toHaveTextContent('1,250.5 kg');
      await expect(starter).toHaveTextContent('₹44.80 / kg');
      await expect(starter).toHaveTextContent('₹56,022.40');
      await expect(starter).toHaveTextContent('500 kg');
      await expect(starter).toHaveTextContent('Sufficient');
      // An item in two godowns: its total row, counted once in the total.
      const starterTotal = rowOf('Broiler Starter Feed', 'All godowns');
      await expect(starterTotal).toHaveTextContent('3,750.5 kg');
      await expect(starterTotal).toHaveTextContent('₹1,68,022.40');
      await expect(totalsRow()).toHaveTextContent(/^Total.*₹5,40,767\.40/);
      const note = screen.getByText(/^Quantities are the stock at the end of 21\/11\/2026/);
      await expect(note).toHaveTextContent('All godowns is an item’s total');
      await expect(note).not.toHaveTextContent('Rate master');
    });
    await step('Print, Export PDF and Export Excel are there', async () => {
      await userEvent.click(screen.getByRole('button', { name: 'Print' }));
      await expect(args.onPrint).toHaveBeenCalledTimes(1);
      await expect(screen.getByRole('button', { name: 'Export PDF' })).toBeEnabled();
      await expect(screen.getByRole('button', { name: 'Export Excel' })).toBeEnabled();
    });
  },
};

/** North Godown only: its lines, items it does not hold at 0, transit not counted. */
export const FilteredByGodown: Story = {
  args: { report: northGodownReport, filters: { ...allFilters, godown: 'G002' } },
  play: async ({ args }) => {
    await expect(screen.getByRole('combobox', { name: 'Godown' })).toHaveTextContent(
      'North Godown',
    );
    const godowns = within(table())
      .getAllByRole('row')
      .slice(1, -1)
      .map((row) => row.querySelectorAll('td')[1]?.textContent);
    await expect(new Set(godowns)).toEqual(new Set(['North Godown']));
    await expect(rowOf('Day Old Chicks', 'North Godown')).toHaveTextContent('0 pieces');
    await expect(tile('In Transit')).toHaveTextContent('Counted with all godowns only');
    await expect(tile('Total Inventory Value')).toHaveTextContent(
      formatMoney(northGodownReport.totalValuePaise),
    );
    // Back to every godown.
    await userEvent.click(screen.getByRole('combobox', { name: 'Godown' }));
    await userEvent.click(await screen.findByRole('option', { name: 'All godowns' }));
    await expect(args.onFiltersChange).toHaveBeenCalledWith({ godown: '' });
  },
};

/** As of a past date: the stock and costs of that day, the date in the tile and the table's name. */
export const AsOfPastDate: Story = {
  args: { report: pastReport, filters: { ...allFilters, date: pastDate } },
  play: async ({ args }) => {
    const date = screen.getByLabelText('As of');
    await expect(date).toHaveValue(formatDate(pastDate));
    await expect(date).toHaveAttribute('data-max', STORY_TODAY);
    await expect(screen.getByRole('table', { name: 'Stock on 31/10/2026' })).toBeInTheDocument();
    await expect(tile('Total Inventory Value')).toHaveTextContent('As of 31/10/2026');
    // An item held nowhere on that day still shows, with 0 in All godowns, and never bought: the
    // rate master is its rate, and the cell says so.
    await expect(rowOf('Broiler Finisher Feed', 'All godowns')).toHaveTextContent('0 kg');
    await expect(rowOf('Broiler Finisher Feed', 'All godowns')).toHaveTextContent(
      '₹40.00 / kgRate master',
    );
    await expect(screen.getByText(/“Rate master” marks items never bought/)).toBeVisible();
    await userEvent.click(screen.getByRole('combobox', { name: 'Category' }));
    await userEvent.click(await screen.findByRole('option', { name: 'Feed' }));
    await expect(args.onFiltersChange).toHaveBeenCalledWith({ category: 'feed' });
    // Clear filters goes back to the plain report: every godown and category, today.
    await userEvent.click(screen.getByRole('button', { name: 'Clear filters' }));
    await expect(args.onFiltersChange).toHaveBeenLastCalledWith({
      godown: '',
      category: '',
      date: STORY_TODAY,
    });
  },
};

/** Stock on its way: a pending transfer on its own "In transit" line, and its value in a tile. */
export const WithInTransit: Story = {
  args: { report: inTransitReport },
  play: async () => {
    const transit = rowOf('Broiler Starter Feed', 'In transit');
    await expect(transit).toHaveTextContent('400 kg');
    await expect(transit).toHaveTextContent('₹17,920.00');
    await expect(within(transit).getAllByText('In transit')).toHaveLength(2);
    await expect(transit).not.toHaveTextContent('Low Stock');
    await expect(tile('In Transit')).toHaveTextContent('₹17,920.00');
    await expect(tile('In Transit')).toHaveTextContent('1 item dispatched, not yet received');
    await expect(totalsRow()).toHaveTextContent('₹5,02,832.40');
  },
};

/**
 * Low Stock judged per godown: short lines in the danger tone, an item's total row judged on its
 * total, each item counted once.
 */
export const LowStock: Story = {
  args: { report: lowStockReport },
  play: async ({ step }) => {
    await step('a godown short while the item in all godowns is not', async () => {
      await expect(rowOf('Day Old Chicks', 'North Godown')).toHaveTextContent('500 pieces');
      await expect(rowOf('Day Old Chicks', 'North Godown')).toHaveTextContent('Low Stock');
      await expect(rowOf('Day Old Chicks', 'Main Warehouse')).toHaveTextContent('Sufficient');
      const total = rowOf('Day Old Chicks', 'All godowns');
      await expect(total).toHaveTextContent('4,500 pieces');
      await expect(total).toHaveTextContent('₹1,59,750.00');
      await expect(total).toHaveTextContent('Sufficient');
    });
    await step('short in every godown, and so in total', async () => {
      await expect(rowOf('Broiler Grower Feed', 'North Godown')).toHaveTextContent('Low Stock');
      await expect(rowOf('Broiler Grower Feed', 'South Godown')).toHaveTextContent('Low Stock');
      await expect(rowOf('Broiler Grower Feed', 'All godowns')).toHaveTextContent('420 kg');
      await expect(rowOf('Broiler Grower Feed', 'All godowns')).toHaveTextContent('Low Stock');
    });
    await step('badges, the tile, and the totals counted once', async () => {
      const badges = within(table()).getAllByText('Low Stock');
      await expect(badges).toHaveLength(6);
      for (const badge of badges) await expect(badge).toHaveAttribute('data-tone', 'danger');
      await expect(tile('Low Stock Items')).toHaveTextContent('4');
      await expect(tile('Low Stock Items')).toHaveTextContent('Below their reorder level');
      await expect(totalsRow()).toHaveTextContent(formatMoney(lowStockReport.totalValuePaise));
      await expect(tile('Total Inventory Value')).toHaveTextContent(
        formatMoney(lowStockReport.totalValuePaise),
      );
      await expect(screen.getByText(/All godowns is an item’s total/)).toBeVisible();
    });
    // Never bought and no rate: no value, and the cell says why.
    await expect(rowOf('Coccidiostat Premix', 'All godowns')).toHaveTextContent('No rate');
    await expect(screen.getByText(/“No rate” items have neither/)).toBeVisible();
  },
};

/** A category with no items: the table says so, and there is no totals row. */
export const Empty: Story = {
  args: {
    report: { date: STORY_TODAY, totalValuePaise: 0, lines: [] },
    filters: { ...allFilters, category: 'medicine' },
  },
  play: async () => {
    await expect(screen.getByRole('heading', { name: 'No items to report' })).toBeVisible();
    await expect(screen.getByText('Item Master has no medicine items.')).toBeVisible();
    await expect(screen.queryByText('Total')).not.toBeInTheDocument();
    await expect(tile('Total Inventory Value')).toHaveTextContent('₹0.00');
  },
};

/**
 * While the report loads: skeletons in tiles and table, and no word on the stock before the figures
 * (not "every item is at or above its reorder level"); Print waits for the figures.
 */
export const Loading: Story = {
  args: { report: undefined, loading: true },
  play: async () => {
    await expect(screen.getAllByText('Loading…').length).toBeGreaterThan(1);
    await expect(tile('Low Stock Items')).not.toHaveTextContent(/reorder level/);
    await expect(tile('In Transit')).not.toHaveTextContent('No pending transfers');
    await expect(screen.getByRole('region', { name: /^Stock on / })).toHaveAttribute(
      'aria-busy',
      'true',
    );
    await expect(screen.getByRole('button', { name: 'Print' })).toBeDisabled();
  },
};

/** The report could not be loaded: the reason and Retry, no tiles with stale or empty figures. */
export const LoadError: Story = {
  args: {
    report: undefined,
    error: 'The server could not answer (503 Service Unavailable). Please try again.',
  },
  play: async ({ args }) => {
    await expect(
      screen.getByRole('heading', { name: 'Could not load the inventory report' }),
    ).toBeVisible();
    await expect(screen.getByText(/503 Service Unavailable/)).toBeVisible();
    await expect(screen.queryByText('Total Inventory Value')).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    await waitFor(() => expect(args.onRetry).toHaveBeenCalledTimes(1));
  },
};

/** 360 px: filters one under another, tiles stacked, the stock lines as cards. */
export const Narrow: Story = {
  globals: { viewport: { value: 'narrow' } },
  play: async () => {
    await expect(screen.getByRole('heading', { level: 1, name: 'Inventory Report' })).toBeVisible();
    const godown = screen.getByRole('combobox', { name: 'Godown' }).getBoundingClientRect();
    const category = screen.getByRole('combobox', { name: 'Category' }).getBoundingClientRect();
    await expect(category.top).toBeGreaterThan(godown.bottom);
    // The stock lines are cards, not a table scrolling sideways.
    const region = screen.getByRole('region', { name: /^Stock on / });
    await expect(within(region).queryByRole('table')).not.toBeInTheDocument();
    await expect(within(region).getAllByRole('article').length).toBeGreaterThan(0);
    await expect(region.scrollWidth).toBeLessThanOrEqual(region.clientWidth);
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(360);
  },
};

/**
 * The screen itself against a stand-in server: the filters of the link reach the API, the godowns
 * fill the picker, and the settings' company name heads the printed page. (Same picture as
 * FilteredByGodown, so none is taken.)
 */
export const FromTheServer: Story = {
  render: () => <InventoryReportScreen />,
  decorators: [withAppProviders],
  parameters: { route: '/report/inventory?godown=G002&category=FEED', screenshot: false },
  beforeEach: () => {
    const original = window.fetch;
    window.fetch = fn(async (input: RequestInfo | URL) => {
      const url = new URL(String(input), window.location.origin);
      const json = (body: unknown) =>
        new Response(JSON.stringify(body), { headers: { 'Content-Type': 'application/json' } });
      if (url.pathname === apiPaths.godowns) {
        return json({ rows: storyGodowns, total: storyGodowns.length, page: 1, size: 100 });
      }
      if (url.pathname === apiPaths.inventoryReport) return json(northGodownReport);
      if (url.pathname === apiPaths.settings) {
        return json({ ...defaultSettings, companyName: 'Kalinga Broilers' });
      }
      return new Response('Not found', { status: 404 });
    });
    return () => {
      window.fetch = original;
    };
  },
  play: async () => {
    await expect(await screen.findByRole('cell', { name: '1,250.5 kg' })).toBeVisible();
    const asked = (window.fetch as ReturnType<typeof fn>).mock.calls.map(([input]) =>
      String(input),
    );
    // The misspelt category is ignored; the date is today's, sent so that the day is the app's.
    await expect(asked).toContain(`${apiPaths.inventoryReport}?godown=G002&date=${STORY_TODAY}`);
    await expect(screen.getByRole('combobox', { name: 'Godown' })).toHaveTextContent(
      'North Godown',
    );
    await expect(screen.getByRole('combobox', { name: 'Category' })).toHaveTextContent(
      'All categories',
    );
    await waitFor(() => expect(screen.getByText('Kalinga Broilers')).toBeInTheDocument());
  },
};
