import {
  apiPaths,
  type Dashboard,
  defaultSettings,
  resetClock,
  setClock,
  severityText,
} from '@pfm/shared';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { englishLeftIn } from '../../testing/english-left.ts';
import { withAppProviders } from '../../testing/story-decorators.tsx';
import { DashboardScreen } from './dashboard-screen.tsx';
import { DashboardView } from './dashboard-view.tsx';
import { emptyDashboard, loadedDashboard, manyAlertsDashboard, STORY_TODAY } from './story-data.ts';

const meta = {
  title: 'Screens/Dashboard',
  component: DashboardView,
  decorators: [withAppProviders],
  parameters: { layout: 'padded' },
  args: { dashboard: loadedDashboard, loading: false, error: null, onRetry: fn() },
  beforeEach: () => {
    setClock(new Date(`${STORY_TODAY}T06:30:00Z`));
    return resetClock;
  },
} satisfies Meta<typeof DashboardView>;

export default meta;
type Story = StoryObj<typeof meta>;

const tile = (label: string) => screen.getByText(label).closest('[data-tile]') as HTMLElement;
const region = (name: string) => screen.getByRole('region', { name });
/** The lists load apart from the screen (their own chunk, fetched on first use): wait for them. */
const batchList = async () => {
  const batches = within(region('Recent Batches'));
  await batches.findAllByRole('listitem');
  return batches;
};
const alertItems = async () => within(region('Alerts and Notifications')).findAllByRole('listitem');
const batchRow = (code: string) =>
  region('Recent Batches').querySelector(`[data-batch='${code}']`) as HTMLElement;
const severityOf = (item: HTMLElement) =>
  item.querySelector('[data-severity]')?.getAttribute('data-severity');

/**
 * A working business: four figures, batches in every state (On Track, Needs Attention, Sold Out
 * and Settled with the day each ended), an alert of each kind.
 */
export const Loaded: Story = {
  // One of the screens' pictures in the dark theme too (decision 0051).
  parameters: { screenshot: { dark: true } },
  play: async ({ step }) => {
    await step('title and figures', async () => {
      await expect(screen.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
      await expect(screen.getByText('Overview of your poultry farm operations')).toBeVisible();
      await expect(tile('Active Batches')).toHaveTextContent('Active Batches3Flocks with birds');
      await expect(tile('Total Inventory')).toHaveTextContent('₹5,41,007.40');
      await expect(tile('Total Inventory')).toHaveTextContent('Stock in godowns at cost');
      await expect(tile('Pending Settlements')).toHaveTextContent(
        'Pending Settlements1Sold out, awaiting settlement',
      );
      await expect(tile('Active Farmers')).toHaveTextContent(
        'Active Farmers3With a batch on their farm',
      );
      // The page's outline: the title, then one heading per list.
      const headings = screen
        .getAllByRole('heading')
        .map((heading) => `${heading.tagName} ${heading.textContent}`);
      await expect(headings).toEqual([
        'H1 Dashboard',
        'H2 Recent Batches',
        'H2 Alerts and Notifications',
      ]);
    });

    await step('recent batches: health, age and what is left', async () => {
      const batches = await batchList();
      await expect(batches.getAllByRole('listitem')).toHaveLength(5);
      const open = batchRow('B005');
      await expect(open).toHaveTextContent('Sri Jagannath Poultry Farm (FM002) · Ramesh Kumar');
      await expect(open).toHaveTextContent('Age 28 days');
      await expect(open).toHaveTextContent('17 days remaining');
      await expect(within(open).getByText('On Track')).toHaveAttribute('data-tone', 'success');
      await expect(within(batchRow('B004')).getByText('Needs Attention')).toHaveAttribute(
        'data-tone',
        'warning',
      );
      // Ended batches show their state, their age on the day they ended, and that day.
      const soldOut = batchRow('B003');
      await expect(within(soldOut).getByText('Sold Out')).toHaveAttribute('data-tone', 'neutral');
      await expect(soldOut).toHaveTextContent('Age 40 days');
      await expect(soldOut).toHaveTextContent('Ended 07/11/2026');
      await expect(soldOut).not.toHaveTextContent(/remaining|On Track/);
      const settled = batchRow('B002');
      await expect(within(settled).getByText('Settled')).toHaveAttribute('data-tone', 'success');
      await expect(settled).toHaveTextContent('Ended 01/10/2026');
      await expect(settled).not.toHaveTextContent(/remaining|Needs Attention/);
      await expect(
        batches.getByRole('link', { name: "Open B005's growth report" }),
      ).toHaveAttribute('href', '/report/growth?batch=B005');
    });

    await step('alerts: severity, date and where to deal with each', async () => {
      const items = await alertItems();
      await expect(items.map(severityOf)).toEqual(['high', 'medium', 'low', 'low']);
      await expect(items[0]).toHaveTextContent(severityText.high);
      await expect(items[1]).toHaveTextContent(severityText.medium);
      await expect(items[2]).toHaveTextContent(severityText.low);
      await expect(within(items[0] as HTMLElement).getByText('20/11/2026')).toHaveAttribute(
        'datetime',
        '2026-11-20',
      );
      const links = within(region('Alerts and Notifications')).getAllByRole('link');
      await expect(links.map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
        ["Open B004's growth report", '/report/growth?batch=B004'],
        ['Check I003 in the inventory report', '/report/inventory'],
        ['Open payment voucher PV004', '/transaction/payment?view=PV004'],
        ['Open payment collection PC002', '/transaction/collection?view=PC002'],
      ]);
    });
  },
};

/** A business that has just started: zeros, no batches (and the way to place some), no alerts. */
export const NoBatches: Story = {
  args: { dashboard: emptyDashboard },
  play: async () => {
    await expect(await screen.findByRole('heading', { name: 'No batches yet' })).toBeVisible();
    for (const label of ['Active Batches', 'Pending Settlements', 'Active Farmers']) {
      await expect(tile(label)).toHaveTextContent(`${label}0`);
    }
    await expect(tile('Total Inventory')).toHaveTextContent('₹0.00');
    await expect(screen.getByRole('link', { name: 'Go to Issue to Farmer' })).toHaveAttribute(
      'href',
      '/transaction/issue',
    );
    const alerts = region('Alerts and Notifications');
    await expect(within(alerts).getByRole('heading', { name: 'No alerts' })).toBeVisible();
    await expect(within(alerts).getByText('Everything is within its thresholds.')).toBeVisible();
    await expect(screen.queryByRole('list')).not.toBeInTheDocument();
  },
};

/** The first fetch: skeletons in the tiles and lists, said once per part to screen readers. */
export const Loading: Story = {
  args: { dashboard: undefined, loading: true },
  play: async () => {
    await expect(screen.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
    await expect(screen.getAllByText('Loading…')).toHaveLength(4);
    await expect(tile('Active Batches')).toHaveAttribute('aria-busy', 'true');
    await expect(within(region('Recent Batches')).getByText('Loading batches…')).toBeDefined();
    await expect(
      within(region('Alerts and Notifications')).getByText('Loading alerts…'),
    ).toBeDefined();
    await expect(screen.queryByRole('list')).not.toBeInTheDocument();
  },
};

/** The dashboard could not be loaded: why, and Retry; no figures that would be wrong. */
export const LoadError: Story = {
  args: {
    dashboard: undefined,
    error: 'The server could not answer (503 Service Unavailable). Please try again.',
  },
  play: async ({ args }) => {
    await expect(
      screen.getByRole('heading', { level: 2, name: 'Could not load the dashboard' }),
    ).toBeVisible();
    await expect(screen.getByRole('alert')).toHaveTextContent('503 Service Unavailable');
    await expect(screen.queryByText('Active Batches')).not.toBeInTheDocument();
    await expect(screen.queryByRole('region', { name: 'Recent Batches' })).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    await waitFor(() => expect(args.onRetry).toHaveBeenCalledTimes(1));
  },
};

const rank = { high: 0, medium: 1, low: 2 } as const;

/**
 * Twelve alerts: most urgent first, every one with its own link; each batch with a mortality alert
 * Needs Attention, also when its weight is on target.
 */
export const ManyAlerts: Story = {
  args: { dashboard: manyAlertsDashboard },
  play: async () => {
    const items = await alertItems();
    await batchList();
    for (const code of ['B004', 'B005', 'B006']) {
      await expect(within(batchRow(code)).getByText('Needs Attention')).toHaveAttribute(
        'data-tone',
        'warning',
      );
    }
    await expect(within(region('Recent Batches')).queryByText('On Track')).toBeNull();
    await expect(items).toHaveLength(12);
    const severities = items.map((item) => severityOf(item) as keyof typeof rank);
    await expect(severities.map((severity) => rank[severity])).toEqual(
      [...severities.map((severity) => rank[severity])].sort((a, b) => a - b),
    );
    await expect(severities.filter((severity) => severity === 'high')).toHaveLength(3);
    await expect(screen.getAllByText(severityText.medium)).toHaveLength(4);
    await expect(screen.getAllByText(severityText.low)).toHaveLength(5);
    const names = within(region('Alerts and Notifications'))
      .getAllByRole('link')
      .map((link) => link.textContent);
    await expect(new Set(names).size).toBe(12);
  },
};

/** 360 px: figures one under another, lists full width, nothing wider than the phone. */
export const Narrow: Story = {
  globals: { viewport: { value: 'narrow' } },
  play: async () => {
    await alertItems();
    const first = tile('Active Batches').getBoundingClientRect();
    const second = tile('Total Inventory').getBoundingClientRect();
    await expect(second.top).toBeGreaterThanOrEqual(first.bottom);
    const batches = region('Recent Batches').getBoundingClientRect();
    const alerts = region('Alerts and Notifications').getBoundingClientRect();
    await expect(alerts.top).toBeGreaterThan(batches.bottom);
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(360);
  },
};

/**
 * The screen against a stand-in server: it asks for the dashboard once and shows amounts and dates
 * as Settings say. (Same picture as Loaded but for the settings, so none is taken.)
 */
export const FromTheServer: Story = {
  render: () => <DashboardScreen />,
  parameters: { screenshot: false },
  beforeEach: () => {
    const original = window.fetch;
    window.fetch = fn(async (input: RequestInfo | URL) => {
      const url = new URL(String(input), window.location.origin);
      const json = (body: unknown) =>
        new Response(JSON.stringify(body), { headers: { 'Content-Type': 'application/json' } });
      if (url.pathname === apiPaths.dashboard) return json(loadedDashboard satisfies Dashboard);
      if (url.pathname === apiPaths.settings) {
        return json({ ...defaultSettings, currencySymbol: 'Rs. ', dateFormat: 'DD-MMM-YYYY' });
      }
      return new Response('Not found', { status: 404 });
    });
    return () => {
      window.fetch = original;
    };
  },
  play: async () => {
    await waitFor(() => expect(tile('Total Inventory')).toHaveTextContent('Rs. 5,41,007.40'));
    await expect(await screen.findByText('20-Nov-2026')).toBeVisible();
    const asked = (window.fetch as ReturnType<typeof fn>).mock.calls.map(([input]) =>
      String(input),
    );
    await expect(asked.filter((path) => path === apiPaths.dashboard)).toHaveLength(1);
  },
};

/**
 * The dashboard in Hindi: tiles, lists, badges, ages and links in Hindi; what the server wrote (farm
 * and farmer names, the alerts' messages) and the codes stay as written.
 */
export const InHindi: Story = {
  globals: { language: 'hi' },
  play: async ({ canvasElement }) => {
    await expect(screen.getByRole('heading', { level: 1, name: 'डैशबोर्ड' })).toBeVisible();
    await expect(screen.getByRole('region', { name: 'हाल के बैच' })).toBeVisible();
    await expect(tile('चालू बैच')).toBeVisible();
    const written = [
      ...loadedDashboard.recentBatches.flatMap((batch) => [batch.farmName, batch.farmerName]),
      ...loadedDashboard.alerts.map((alert) => alert.message),
    ];
    await waitFor(async () => {
      await expect(screen.getAllByText(/^उम्र \d+ दिन$/).length).toBeGreaterThan(0);
    });
    await expect(englishLeftIn(canvasElement, 'hi', written)).toEqual([]);
  },
};
