// Over 400 lines: every state of the report, its chart and its filters, on one shared API mock.
import { apiPaths, defaultSettings, resetClock, setClock } from '@pfm/shared';
import { Toaster, ToastProvider } from '@pfm/ui';
import type { Decorator, Meta, StoryObj } from '@storybook/react-vite';
import { expect, fireEvent, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { themeColour, withAppProviders } from '../../../testing/story-decorators.tsx';
import { CHART_TITLE } from './growth-chart.tsx';
import { GrowthReportScreen } from './growth-report-screen.tsx';
import { GrowthReportView, NO_BATCH_PROMPT } from './growth-report-view.tsx';
import {
  batchChoices,
  belowStandardReport,
  fullReport,
  noParams,
  noUpdatesReport,
  STORY_TODAY,
  settledReport,
  storyBatches,
} from './story-data.ts';

/** The app mounts ToastProvider and Toaster at its root (the export buttons toast a failure). */
const withToasts: Decorator = (Story) => (
  <ToastProvider>
    <Story />
    <Toaster />
  </ToastProvider>
);

const meta = {
  title: 'Screens/Reports/Growth Report',
  component: GrowthReportView,
  decorators: [withToasts],
  parameters: { layout: 'padded' },
  args: {
    params: { ...noParams, batch: 'B002' },
    batches: batchChoices,
    report: fullReport,
    loading: false,
    error: null,
    companyName: 'Sai Poultry Integration',
    onParamsChange: fn(),
    onRetry: fn(),
    onPrint: fn(),
  },
  // Parameters are the story's: a change only calls onParamsChange, so each picture shows its state.
  // "Today" is the stories' day, so ages and the dates' limits never change.
  beforeEach: () => {
    setClock(new Date(`${STORY_TODAY}T06:30:00Z`));
    return resetClock;
  },
} satisfies Meta<typeof GrowthReportView>;

export default meta;
type Story = StoryObj<typeof meta>;

const table = () => screen.getByRole('table', { name: /^Weekly growth of / });
const bodyRows = () => within(table()).getAllByRole('row').slice(1);
/** A row's cells as text, in column order. */
const cellsOf = (row: HTMLElement) =>
  Array.from(row.querySelectorAll('th, td'), (cell) => cell.textContent?.trim());
const rowOf = (week: number) =>
  within(table())
    .getByRole('rowheader', { name: `Week ${week}` })
    .closest('tr') as HTMLElement;
const tile = (id: string) => document.querySelector(`[data-tile="${id}"]`) as HTMLElement;
const chart = () => screen.getByRole('img', { name: CHART_TITLE });
const colourOf = (element: Element) => getComputedStyle(element).color;

/** Nothing chosen yet: a prompt instead of the table, no tiles, nothing to print or export. */
export const NoBatchChosen: Story = {
  args: { params: noParams, report: undefined },
  play: async ({ args, step }) => {
    await step('title, filters and the prompt', async () => {
      await expect(screen.getByRole('heading', { level: 1, name: 'Growth Report' })).toBeVisible();
      await expect(
        screen.getByText(
          "A batch's weight, mortality and feed week by week, against the growth standard.",
        ),
      ).toBeVisible();
      await expect(screen.getByRole('heading', { level: 2, name: NO_BATCH_PROMPT })).toBeVisible();
      await expect(screen.queryByRole('table')).not.toBeInTheDocument();
      await expect(screen.queryByRole('img', { name: CHART_TITLE })).not.toBeInTheDocument();
      await expect(screen.queryByText('Current Age')).not.toBeInTheDocument();
      await expect(screen.getByLabelText('From Date')).toHaveValue('');
      await expect(screen.getByLabelText('To Date')).toHaveValue('');
    });
    await step('print and both exports wait for a batch', async () => {
      for (const name of ['Print', 'Export PDF', 'Export Excel']) {
        await expect(screen.getByRole('button', { name })).toBeDisabled();
      }
    });
    await step('the picker offers every batch with its farm, searchable by farmer', async () => {
      const picker = screen.getByRole('combobox', { name: 'Batch' });
      await userEvent.click(picker);
      const options = await screen.findAllByRole('option');
      await expect(options.map((option) => option.textContent)).toEqual([
        expect.stringContaining('B004 · Greenfield Farm'),
        expect.stringContaining('B003 · Riverside Farm'),
        expect.stringContaining('B002 · Hillside Farm'),
        expect.stringContaining('B001 · Hillside Farm'),
      ]);
      await userEvent.type(picker, 'Sunita');
      await userEvent.click(await screen.findByRole('option', { name: /B003 · Riverside Farm/ }));
      await expect(args.onParamsChange).toHaveBeenLastCalledWith({ batch: 'B003' });
    });
  },
};

/** While the report loads: skeletons in the tiles, the chart and the table; print waits. */
export const Loading: Story = {
  args: { report: undefined, loading: true },
  play: async () => {
    await expect(screen.getAllByText('Loading…').length).toBeGreaterThan(1);
    await expect(screen.getByRole('region', { name: /^Weekly growth of / })).toHaveAttribute(
      'aria-busy',
      'true',
    );
    for (const id of ['age', 'weight', 'mortality', 'deviation']) {
      await expect(tile(id)).toHaveAttribute('aria-busy', 'true');
    }
    await expect(screen.getByRole('group', { name: 'Weight against the standard' })).toBeVisible();
    await expect(screen.queryByRole('img', { name: CHART_TITLE })).not.toBeInTheDocument();
    await expect(screen.getByRole('button', { name: 'Print' })).toBeDisabled();
    await expect(screen.getByRole('button', { name: 'Export PDF' })).toBeDisabled();
  },
};

/**
 * The real screen's server for a story: the batches and settings, and `report` for the growth
 * report. Puts fetch back afterwards.
 */
function stubServer(report: () => Response) {
  const original = window.fetch;
  window.fetch = fn(async (input: RequestInfo | URL) => {
    const url = new URL(String(input), window.location.origin);
    const json = (body: unknown) =>
      new Response(JSON.stringify(body), { headers: { 'Content-Type': 'application/json' } });
    if (url.pathname === apiPaths.batches) return json(storyBatches);
    if (url.pathname === apiPaths.growthReport) return report();
    if (url.pathname === apiPaths.settings) return json(defaultSettings);
    return new Response('Not found', { status: 404 });
  });
  return () => {
    window.fetch = original;
  };
}

/**
 * The screen against a stand-in server that cannot answer: the link's batch and dates reach the
 * API, the batches fill the picker, and the reason shows with Retry, which asks again.
 */
export const LoadError: Story = {
  render: () => <GrowthReportScreen />,
  decorators: [withAppProviders],
  parameters: { route: '/report/growth?batch=B003&from=2026-02-14&to=bad-date' },
  beforeEach: () =>
    stubServer(() => new Response('', { status: 503, statusText: 'Service Unavailable' })),
  play: async ({ step }) => {
    const reportCalls = () =>
      (window.fetch as ReturnType<typeof fn>).mock.calls
        .map(([input]) => String(input))
        .filter((url) => url.startsWith(apiPaths.growthReport));
    await step('the reason, no tiles or chart with stale figures', async () => {
      await expect(
        await screen.findByRole('heading', { name: 'Could not load the growth report' }),
      ).toBeVisible();
      await expect(screen.getByText(/503 Service Unavailable/)).toBeVisible();
      await expect(screen.queryByText('Current Age')).not.toBeInTheDocument();
      await expect(screen.queryByRole('img', { name: CHART_TITLE })).not.toBeInTheDocument();
      await expect(screen.getByRole('button', { name: 'Print' })).toBeDisabled();
    });
    await step(
      "the link's batch and From Date were asked for; the bad date was left out",
      async () => {
        await expect(reportCalls()).toEqual([
          `${apiPaths.growthReport}?batch=B003&from=2026-02-14`,
        ]);
        await waitFor(() =>
          expect(screen.getByRole('combobox', { name: 'Batch' })).toHaveValue(
            'B003 · Riverside Farm',
          ),
        );
        await expect(screen.getByLabelText('To Date')).toHaveValue('');
      },
    );
    await step('Retry asks again', async () => {
      await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
      await waitFor(() => expect(reportCalls()).toHaveLength(2));
      await expect(
        await screen.findByRole('heading', { name: 'Could not load the growth report' }),
      ).toBeVisible();
    });
  },
};

/** A link to a batch that does not exist: the server's words, and no Retry (it would not help). */
export const NoSuchBatch: Story = {
  render: () => <GrowthReportScreen />,
  decorators: [withAppProviders],
  parameters: { route: '/report/growth?batch=B099' },
  beforeEach: () =>
    stubServer(
      () =>
        new Response(
          JSON.stringify({ error: { code: 'not_found', message: 'There is no such batch.' } }),
          { status: 404, headers: { 'Content-Type': 'application/json' } },
        ),
    ),
  play: async () => {
    await expect(
      await screen.findByRole('heading', { name: 'Could not load the growth report' }),
    ).toBeVisible();
    await expect(screen.getByText(/There is no such batch\./)).toBeVisible();
    await expect(screen.queryByRole('button', { name: 'Retry' })).not.toBeInTheDocument();
    await expect(screen.queryByText('Current Age')).not.toBeInTheDocument();
  },
};

/** A batch placed four days ago: its age, no weights yet, the standard alone in the chart. */
export const NoUpdatesYet: Story = {
  args: { params: { ...noParams, batch: 'B004' }, report: noUpdatesReport },
  play: async () => {
    await expect(tile('age')).toHaveTextContent('4 days');
    await expect(tile('age')).toHaveTextContent('41 days remaining');
    await expect(tile('weight')).toHaveTextContent('—');
    await expect(tile('weight')).toHaveTextContent('No growth updates yet');
    await expect(tile('mortality')).toHaveTextContent('0.00%');
    await expect(tile('mortality')).toHaveTextContent('0 of 4,800 birds');
    await expect(tile('deviation')).toHaveTextContent('—');
    await expect(screen.getByRole('heading', { name: 'No growth updates yet' })).toBeVisible();
    await expect(
      screen.getByText(/Record the weekly weight, mortality and feed in Weekly Growth Update/),
    ).toBeVisible();
    const image = chart();
    await expect(image).toHaveAccessibleDescription(
      /^No weights are recorded in this period\. The standard's target rises from 150 g in week 1 to 1,800 g in week 5\./,
    );
    await expect(within(image).getByText('No weights recorded yet')).toBeVisible();
    await expect(image.querySelectorAll('[data-part="point"]')).toHaveLength(0);
    await expect(image.querySelector('[data-part="target"]')).not.toBeNull();
    await expect(image.querySelector('[data-part="band"]')).not.toBeNull();
  },
};

/**
 * Six weeks of Hillside Farm's batch: the full table, week 6 without a standard ("—"), the chart
 * of all six weeks against the standard's five, the further figures, Print and the exports.
 */
export const FullBatch: Story = {
  play: async ({ args, step }) => {
    await step('filters and tiles', async () => {
      await expect(screen.getByRole('combobox', { name: 'Batch' })).toHaveValue(
        'B002 · Hillside Farm',
      );
      await expect(tile('age')).toHaveTextContent('42 days');
      await expect(tile('age')).toHaveTextContent('3 days remaining');
      await expect(tile('weight')).toHaveTextContent('2,350 g');
      await expect(tile('weight')).toHaveTextContent('Week 6 · 2.35 kg');
      await expect(tile('mortality')).toHaveTextContent('3.06%');
      await expect(tile('mortality')).toHaveTextContent('147 of 4,800 birds');
      await expect(tile('deviation')).toHaveTextContent('—');
      await expect(tile('deviation')).toHaveTextContent('Week 6 has no standard');
    });
    await step('the batch to date in one line', async () => {
      const figures = document.querySelector('[data-report-part="batch-figures"]') as HTMLElement;
      await expect(figures).toHaveTextContent('On Track');
      await expect(figures).toHaveTextContent('Birds alive4,653');
      await expect(figures).toHaveTextContent('FarmerRamesh Sahoo');
      await expect(figures).toHaveTextContent('Placed31/01/2026, 4,800 birds');
      await expect(figures).toHaveTextContent('Daily gain56 g/day');
      await expect(figures).toHaveTextContent(`FCR${fullReport.figures.fcr}`);
      await expect(figures).toHaveTextContent(`EPEF${fullReport.figures.epef}`);
    });
    await step('the weekly table, "—" where week 6 has no standard', async () => {
      const headers = within(table())
        .getAllByRole('columnheader')
        .map((header) => header.textContent?.trim());
      await expect(headers).toEqual([
        'Week',
        'Date',
        'Age (days)',
        'Avg Weight (g)',
        'Target (g)',
        'Range (g)',
        'Deviation',
        'Mortality',
        'Mortality %',
        'Cumulative Mortality',
        'Feed (kg)',
        'Cumulative Feed (kg)',
        'FCR',
      ]);
      await expect(bodyRows()).toHaveLength(6);
      await expect(cellsOf(rowOf(1))).toEqual([
        'Week 1',
        '07/02/2026',
        '7',
        '155',
        '150',
        '140–165',
        '+3.33%',
        '60',
        '1.25%expected 2.00%',
        '60 (1.25%)',
        '650',
        '650',
        '0.885',
      ]);
      await expect(cellsOf(rowOf(6))).toEqual([
        'Week 6',
        '14/03/2026',
        '42',
        '2,350',
        '—',
        '—',
        '—',
        '12',
        '0.25%',
        '147 (3.06%)',
        '5,800',
        '19,150',
        '1.751',
      ]);
    });
    await step('the chart: six weeks of points against the standard, in words too', async () => {
      const image = chart();
      await expect(image.querySelectorAll('[data-part="point"]')).toHaveLength(6);
      await expect(image).toHaveAccessibleDescription(
        /^Week 6 was 2,350 g; the standard has no target for week 6\. 6 weeks recorded, none below the standard range\./,
      );
      await expect(image).toHaveAccessibleDescription(/every figure of the chart/);
      const legend = screen.getByRole('list', { name: 'Legend' });
      await expect(
        within(legend)
          .getAllByRole('listitem')
          .map((item) => item.textContent),
      ).toEqual(['Actual', 'Standard target', 'Standard range']);
      const weekLabels = Array.from(
        image.querySelectorAll('[data-part="tick-label"][text-anchor="middle"]'),
        (label) => label.textContent,
      );
      await expect(weekLabels).toEqual(['1', '2', '3', '4', '5', '6']);
    });
    await step('Print, Export PDF and Export Excel, and a change of period', async () => {
      await userEvent.click(screen.getByRole('button', { name: 'Print' }));
      await expect(args.onPrint).toHaveBeenCalledTimes(1);
      await expect(screen.getByRole('button', { name: 'Export PDF' })).toBeEnabled();
      await expect(screen.getByRole('button', { name: 'Export Excel' })).toBeEnabled();
      // A date picked in the browser's calendar arrives as one change.
      fireEvent.change(screen.getByLabelText('From Date'), { target: { value: '21/02/2026' } });
      await expect(args.onParamsChange).toHaveBeenLastCalledWith({ from: '2026-02-21', to: '' });
    });
  },
};

/**
 * Riverside Farm's batch falling behind: deviations below −3 % in the destructive colour, in the
 * table and the Overall Deviation tile, and the batch Needs Attention.
 */
export const BelowStandard: Story = {
  args: { params: { ...noParams, batch: 'B003' }, report: belowStandardReport },
  play: async () => {
    const destructive = themeColour('destructiveText');
    await expect(tile('age')).toHaveTextContent('28 days');
    await expect(tile('age')).toHaveTextContent('17 days remaining');
    await expect(tile('weight')).toHaveTextContent('1,150 g');
    await expect(tile('mortality')).toHaveTextContent('2.50%');
    await expect(tile('mortality')).toHaveTextContent('120 of 4,800 birds');
    const overall = within(tile('deviation')).getByText('-4.17%');
    await expect(overall).toHaveAttribute('data-tone', 'destructive');
    await expect(colourOf(overall)).toBe(destructive);
    await expect(tile('deviation')).toHaveTextContent('Week 4, more than 3% under target');
    // Within 3 % of target: the ordinary colour; further below: the destructive one.
    const week1 = within(rowOf(1)).getByText('-1.33%');
    await expect(week1).toHaveAttribute('data-tone', 'default');
    await expect(colourOf(week1)).not.toBe(destructive);
    for (const [week, deviation] of [
      [2, '-3.75%'],
      [3, '-8.00%'],
      [4, '-4.17%'],
    ] as const) {
      await expect(colourOf(within(rowOf(week)).getByText(deviation))).toBe(destructive);
    }
    await expect(screen.getByText('Needs Attention')).toBeVisible();
    await expect(chart()).toHaveAccessibleDescription(
      /^Week 4 was 1,150 g against a target of 1,200 g \(-4\.17%\)\. 4 weeks recorded, 1 below the standard range\./,
    );
  },
};

/**
 * Hillside Farm's earlier batch, closed by hand and settled: its state instead of On Track or Needs
 * Attention, its age stopped on the day it ended, none alive and 30 missing, and deaths above the
 * standard in the destructive colour — said in words too, for a screen reader.
 */
export const SettledBatch: Story = {
  args: { params: { ...noParams, batch: 'B001' }, report: settledReport },
  play: async ({ step }) => {
    const destructive = themeColour('destructiveText');
    await step('where it stands: settled, ended on its 42nd day, 30 birds missing', async () => {
      const figures = document.querySelector('[data-report-part="batch-figures"]') as HTMLElement;
      await expect(within(figures).getByText('Settled')).toHaveAttribute('data-tone', 'success');
      await expect(figures).not.toHaveTextContent(/On Track|Needs Attention/);
      await expect(figures).toHaveTextContent('Birds alive0');
      await expect(figures).toHaveTextContent('Birds missing30');
      // Feed issued 14,500 kg ÷ 8,548.5 kg sold.
      await expect(figures).toHaveTextContent('FCR1.696');
      await expect(tile('age')).toHaveTextContent('42 days');
      await expect(tile('age')).toHaveTextContent('Ended 01/01/2026');
      await expect(tile('age')).not.toHaveTextContent('remaining');
    });
    await step('mortality above the standard in the destructive colour, and in words', async () => {
      const rate = within(tile('mortality')).getByText('12.50%');
      await expect(colourOf(rate)).toBe(destructive);
      await expect(tile('mortality')).toHaveTextContent(
        '600 of 4,800 birds, above the 5.80% standard',
      );
      // Week 1 at its 2 % exactly (and 2 % in all): the ordinary colour, nothing said.
      for (const figure of within(rowOf(1)).getAllByText('2.00%')) {
        await expect(figure).toHaveAttribute('data-tone', 'default');
      }
      await expect(rowOf(1)).not.toHaveTextContent('above standard');
      // Week 2 at 2 % against 1.5 %, 4 % in all against 3.5 %; week 3 at 8 % against 1 %.
      for (const [week, weekly, total, expected] of [
        [2, '2.00%', '192 (4.00%', '1.50%'],
        [3, '8.00%', '576 (12.00%', '1.00%'],
      ] as const) {
        const cells = cellsOf(rowOf(week));
        await expect(cells[8]).toBe(`${weekly} above standardexpected ${expected}`);
        await expect(cells[9]).toBe(`${total} above standard)`);
        for (const figure of [weekly, total.split('(')[1] as string]) {
          const shown = within(rowOf(week)).getByText(figure);
          await expect(shown).toHaveAttribute('data-tone', 'destructive');
          await expect(colourOf(shown)).toBe(destructive);
        }
      }
      // The words are for screen readers: not drawn.
      const words = within(rowOf(3)).getAllByText('above standard');
      for (const word of words) {
        await expect(word.getBoundingClientRect().width).toBeLessThanOrEqual(1);
      }
    });
  },
};

/**
 * 360 px: filters and tiles stacked, the chart drawn at the card's width with week labels apart,
 * the weeks as cards, and no sideways scroll of the page.
 */
export const Narrow360: Story = {
  globals: { viewport: { value: 'narrow' } },
  play: async () => {
    await expect(screen.getByRole('heading', { level: 1, name: 'Growth Report' })).toBeVisible();
    const picker = screen.getByRole('combobox', { name: 'Batch' }).getBoundingClientRect();
    const from = screen.getByLabelText('From Date').getBoundingClientRect();
    await expect(from.top).toBeGreaterThan(picker.bottom);
    const image = chart();
    const card = screen.getByRole('group', { name: 'Weight against the standard' });
    await expect(image.getBoundingClientRect().right).toBeLessThanOrEqual(
      card.getBoundingClientRect().right,
    );
    const labels = Array.from(image.querySelectorAll('[data-part="tick-label"]'), (label) =>
      label.getBoundingClientRect(),
    );
    for (const [index, box] of labels.entries()) {
      for (const other of labels.slice(index + 1)) {
        const apart =
          box.right <= other.left ||
          other.right <= box.left ||
          box.bottom <= other.top ||
          other.bottom <= box.top;
        await expect(apart).toBe(true);
      }
    }
    // The weeks are cards, not a table scrolling sideways.
    const region = screen.getByRole('region', { name: /^Weekly growth of / });
    await expect(within(region).queryByRole('table')).not.toBeInTheDocument();
    await expect(within(region).getAllByRole('article').length).toBeGreaterThan(0);
    await expect(region.scrollWidth).toBeLessThanOrEqual(region.clientWidth);
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(360);
  },
};
