// Over 400 lines: every state of the report and of its finalise, cancel and pay dialogs, on one shared API mock.
import { apiPaths, defaultSettings, formatDate, resetClock, setClock } from '@pfm/shared';
import { Toaster, ToastProvider } from '@pfm/ui';
import type { Decorator, Meta, StoryObj } from '@storybook/react-vite';
import { expect, fireEvent, fn, screen, spyOn, userEvent, waitFor, within } from 'storybook/test';
import { ApiError } from '../../../lib/api.ts';
import { themeColour, withAppProviders } from '../../../testing/story-decorators.tsx';
import { SettlementReportScreen } from './settlement-report-screen.tsx';
import {
  CHOOSE_BATCH_PROMPT,
  SettlementReportView,
  STAFF_NOTE,
} from './settlement-report-view.tsx';
import {
  breakdownB001,
  breakdownB002,
  breakdownB003,
  breakdownB004,
  cancelledReport,
  emptyReport,
  farmerChoices,
  finalisedReport,
  fullReport,
  noParams,
  STORY_TODAY,
  settlementFS001Cancelled,
  settlementFS002,
  storyAdministrator,
  storyBreakdowns,
  storyFarmerRows,
  sunitaReport,
} from './story-data.ts';

/** The app mounts ToastProvider and Toaster at its root (the dialogs and exports toast). */
const withToasts: Decorator = (Story) => (
  <ToastProvider>
    <Story />
    <Toaster />
  </ToastProvider>
);

const meta = {
  title: 'Screens/Reports/Farmer Settlement Report',
  component: SettlementReportView,
  decorators: [withToasts],
  parameters: { layout: 'padded' },
  args: {
    params: { ...noParams, batch: 'B002' },
    farmers: farmerChoices,
    report: fullReport,
    loading: false,
    error: null,
    breakdown: breakdownB002,
    breakdownLoading: false,
    breakdownError: null,
    canSettle: true,
    companyName: 'Sai Poultry Integration',
    onParamsChange: fn(),
    onRetry: fn(),
    onBreakdownRetry: fn(),
    onPrint: fn(),
    onFinalise: fn(async () => settlementFS002),
    onCancelSettlement: fn(async () => undefined),
    onCloseBatch: fn(async () => breakdownB004),
  },
  // Parameters are the story's: a change only calls onParamsChange, so each picture shows its state.
  // "Today" is the stories' day, so the dialogs' dates and their limits never change.
  beforeEach: () => {
    setClock(new Date(`${STORY_TODAY}T06:30:00Z`));
    return resetClock;
  },
} satisfies Meta<typeof SettlementReportView>;

export default meta;
type Story = StoryObj<typeof meta>;

const table = () => screen.getByRole('table', { name: /^Batches of / });
const rowOf = (batch: string) =>
  within(table()).getByRole('button', { name: batch }).closest('tr') as HTMLElement;
/** A row's cells as text, in column order. */
const cellsOf = (row: HTMLElement) =>
  Array.from(row.querySelectorAll('th, td'), (cell) => cell.textContent?.trim());
const tile = (id: string) => document.querySelector(`[data-tile="${id}"]`) as HTMLElement;
const breakdownPanel = () => screen.getByRole('region', { name: /^Settlement of / });
const lines = () => screen.getByRole('table', { name: /, line by line$/ });
/** The amount of a line of the breakdown, by its label. */
const amountOf = (label: string | RegExp) =>
  (within(lines()).getByRole('rowheader', { name: label }).closest('tr') as HTMLElement)
    .querySelector('td')
    ?.textContent?.trim();
const dialogNamed = async (name: string | RegExp) =>
  within(await screen.findByRole('dialog', { name }));
const noActions = async () => {
  for (const name of ['Finalise Settlement', 'Cancel Settlement', 'Close Batch']) {
    await expect(screen.queryByRole('button', { name })).not.toBeInTheDocument();
  }
};

/** While the report loads: skeletons in the tiles and the table; print and exports wait. */
export const Loading: Story = {
  args: { report: undefined, loading: true, breakdown: undefined },
  play: async () => {
    await expect(
      screen.getByRole('heading', { level: 1, name: 'Farmer Settlement Report' }),
    ).toBeVisible();
    await expect(screen.getByRole('region', { name: /^Batches of all farmers/ })).toHaveAttribute(
      'aria-busy',
      'true',
    );
    for (const id of ['revenue', 'costs', 'performance', 'net']) {
      await expect(tile(id)).toHaveAttribute('aria-busy', 'true');
    }
    for (const name of ['Print', 'Export PDF', 'Export Excel']) {
      await expect(screen.getByRole('button', { name })).toBeDisabled();
    }
    // The breakdown waits for the batches: nothing of a batch shows before its row does.
    await expect(screen.queryByRole('region', { name: /^Settlement of / })).not.toBeInTheDocument();
  },
};

interface StubCall {
  method: string;
  url: URL;
  headers: Record<string, string>;
  body: unknown;
}

/**
 * The real screen's server for a story: the session (an Administrator), settings and farmers, and
 * `answer` for the rest (null: 404). Records every call; puts fetch back afterwards.
 */
function stubServer(answer: (call: StubCall) => Response | null) {
  const original = window.fetch;
  const calls: StubCall[] = [];
  const json = (body: unknown, status = 200) =>
    new Response(JSON.stringify(body), {
      status,
      headers: { 'Content-Type': 'application/json' },
    });
  window.fetch = fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(String(input), window.location.origin);
    const call: StubCall = {
      method: init?.method ?? 'GET',
      url,
      headers: (init?.headers ?? {}) as Record<string, string>,
      body: typeof init?.body === 'string' ? JSON.parse(init.body) : undefined,
    };
    calls.push(call);
    if (url.pathname === apiPaths.auth.session) return json({ user: storyAdministrator });
    if (url.pathname === apiPaths.settings) return json(defaultSettings);
    if (url.pathname === apiPaths.farmers) {
      return json({ rows: storyFarmerRows, total: storyFarmerRows.length, page: 1, size: 100 });
    }
    return answer(call) ?? new Response('Not found', { status: 404 });
  });
  return {
    calls,
    json,
    restore: () => {
      window.fetch = original;
    },
  };
}

let loadErrorCalls: StubCall[] = [];

/**
 * The screen against a server that cannot answer: the link's farmer and dates reach the API (the
 * bad date left out), the reason shows with Retry, which asks again; no tiles with stale figures.
 */
export const LoadError: Story = {
  render: () => <SettlementReportScreen />,
  decorators: [withAppProviders],
  parameters: { route: '/report/settlement?farmer=F001&from=2026-01-01&to=bad-date' },
  beforeEach: () => {
    const server = stubServer(() => new Response('', { status: 503, statusText: 'Unavailable' }));
    loadErrorCalls = server.calls;
    return server.restore;
  },
  play: async ({ step }) => {
    const reportCalls = () =>
      loadErrorCalls
        .filter((call) => call.url.pathname === apiPaths.settlementReport)
        .map((call) => `${call.url.pathname}${call.url.search}`);
    await step('the reason, and no tiles or breakdown', async () => {
      await expect(
        await screen.findByRole('heading', { name: 'Could not load the settlement report' }),
      ).toBeVisible();
      await expect(screen.getByText(/503 Unavailable/)).toBeVisible();
      await expect(document.querySelector('[data-tile]')).toBeNull();
      await expect(screen.getByRole('button', { name: 'Print' })).toBeDisabled();
    });
    await step("the link's farmer and From Date were asked for", async () => {
      await expect(reportCalls()).toEqual([
        `${apiPaths.settlementReport}?farmer=F001&from=2026-01-01`,
      ]);
      await waitFor(() =>
        expect(screen.getByRole('combobox', { name: 'Farmer' })).toHaveValue('Ramesh Sahoo'),
      );
      await expect(screen.getByLabelText('From Date')).toHaveValue('01/01/2026');
      await expect(screen.getByLabelText('To Date')).toHaveValue('');
    });
    await step('Retry asks again', async () => {
      await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
      await waitFor(() => expect(reportCalls()).toHaveLength(2));
      await expect(
        await screen.findByRole('heading', { name: 'Could not load the settlement report' }),
      ).toBeVisible();
    });
  },
};

/**
 * A farmer with no batch placed in the period: the table says so and how to widen it, the tiles
 * show nothing owed, and there is no batch to choose. The picker offers All farmers and each one.
 */
export const NoBatches: Story = {
  args: {
    params: { ...noParams, farmer: 'F003', from: '2026-03-01' },
    report: emptyReport,
    breakdown: undefined,
  },
  play: async ({ args, step }) => {
    await step('the empty table, zero tiles, no breakdown', async () => {
      await expect(
        screen.getByRole('heading', { level: 2, name: 'No batches in this period' }),
      ).toBeVisible();
      await expect(
        screen.getByText(
          'Bikash Nayak has no batch placed in these dates. Widen the dates or choose All farmers.',
        ),
      ).toBeVisible();
      await expect(tile('revenue')).toHaveTextContent('₹0.00');
      await expect(tile('revenue')).toHaveTextContent('0 batches, 0 kg sold');
      await expect(tile('performance')).toHaveTextContent('FCR — · EPEF —');
      await expect(tile('net')).toHaveTextContent('₹0.00');
      await expect(screen.queryByRole('heading', { name: CHOOSE_BATCH_PROMPT })).toBeNull();
      await expect(screen.queryByRole('region', { name: /^Settlement of / })).toBeNull();
    });
    await step('the farmer picker: All farmers first, then each, searchable', async () => {
      const picker = screen.getByRole('combobox', { name: 'Farmer' });
      await expect(picker).toHaveValue('Bikash Nayak');
      await userEvent.click(picker);
      const options = await screen.findAllByRole('option');
      await expect(options.map((option) => option.textContent)).toEqual([
        expect.stringContaining('All farmers'),
        expect.stringContaining('Bikash Nayak'),
        expect.stringContaining('Ramesh Sahoo'),
        expect.stringContaining('Sunita Das'),
      ]);
      await userEvent.clear(picker);
      await userEvent.type(picker, 'Puri');
      await userEvent.click(await screen.findByRole('option', { name: /Sunita Das/ }));
      await expect(args.onParamsChange).toHaveBeenLastCalledWith({ farmer: 'F002' });
      // Clear filters: every farmer and every date again.
      await userEvent.click(screen.getByRole('button', { name: /Clear/ }));
      await expect(args.onParamsChange).toHaveBeenLastCalledWith({ farmer: '', from: '', to: '' });
      (document.activeElement as HTMLElement | null)?.blur();
    });
  },
};

/**
 * Every farmer's batches, B002 chosen — sold out, ready to settle: the tiles, the table with each
 * batch's state and the totals, and the worked example line by line with Finalise Settlement.
 */
export const Ready: Story = {
  // One of the screens' pictures in the dark theme too (decision 0051).
  parameters: { screenshot: { dark: true } },
  play: async ({ args, step }) => {
    await step('the tiles over every batch', async () => {
      await expect(tile('revenue')).toHaveTextContent('₹37,48,040.00');
      await expect(tile('revenue')).toHaveTextContent('4 batches, 34,580 kg sold');
      await expect(tile('costs')).toHaveTextContent('₹32,59,200.00');
      await expect(tile('performance')).toHaveTextContent('FCR 1.74 · EPEF 259 Good');
      await expect(tile('net')).toHaveTextContent('₹1,07,498.11');
      await expect(tile('net')).toHaveTextContent('1 batch still open');
    });
    await step('the batches: state in words, money, performance, totals', async () => {
      const headers = within(table())
        .getAllByRole('columnheader')
        .map((header) => header.textContent?.trim());
      await expect(headers).toEqual([
        'Batch',
        'Farm',
        'Farmer',
        'Placed On',
        'State',
        'Sale Revenue',
        'Total Costs',
        'Net Payable',
        'FCR',
        'EPEF',
      ]);
      await expect(cellsOf(rowOf('B004'))).toEqual([
        'B004',
        'FM003',
        'Bikash NayakF003',
        '27/01/2026',
        'Open',
        '₹8,06,400.00',
        '₹6,82,800.00',
        '—',
        '1.722',
        '265',
      ]);
      await expect(cellsOf(rowOf('B003'))).toEqual([
        'B003',
        'FM002',
        'Sunita DasF002',
        '22/01/2026',
        'Ready to settle',
        '₹8,89,200.00',
        '₹8,61,500.00',
        '₹31,213.06recoverable from the farmer (Dr)',
        '1.848',
        '216',
      ]);
      await expect(cellsOf(rowOf('B002'))).toEqual([
        'B002',
        'FM001',
        'Ramesh SahooF001',
        '20/01/2026',
        'Ready to settle',
        '₹10,34,000.00',
        '₹8,68,500.00',
        '₹58,795.00',
        '1.702',
        '266',
      ]);
      await expect(within(rowOf('B001')).getByText('Settled FS001')).toBeVisible();
      const totals = table().querySelector('tfoot tr') as HTMLElement;
      await expect(cellsOf(totals)).toEqual([
        'Total',
        '',
        '',
        '',
        '',
        '₹37,48,040.00',
        '₹32,59,200.00',
        '₹1,07,498.11',
        '1.735',
        '259',
      ]);
    });
    await step(
      'B002 is the chosen batch; another is chosen by its code, from the keyboard',
      async () => {
        await expect(within(table()).getByRole('button', { name: 'B002' })).toHaveAttribute(
          'aria-pressed',
          'true',
        );
        await expect(within(table()).getByRole('button', { name: 'B001' })).toHaveAttribute(
          'aria-pressed',
          'false',
        );
        within(table()).getByRole('button', { name: 'B001' }).focus();
        await userEvent.keyboard('{Enter}');
        await expect(args.onParamsChange).toHaveBeenLastCalledWith({ batch: 'B001' });
        (document.activeElement as HTMLElement | null)?.blur();
      },
    );
    await step('the worked example, line by line', async () => {
      await expect(breakdownPanel()).toHaveTextContent(
        'Ramesh Sahoo (F001) · Farm FM001 · placed 20/01/2026',
      );
      await expect(breakdownPanel()).toHaveTextContent('Ready to settle');
      const sections = within(lines())
        .getAllByRole('rowheader')
        .filter((header) => header.getAttribute('scope') === 'rowgroup')
        .map((header) => header.textContent);
      await expect(sections).toEqual(['Costs', 'Production cost', 'Earnings', 'Deductions']);
      await expect(amountOf(/^Day Old Chicks \(I001\)/)).toBe('₹1,75,000.00');
      await expect(within(lines()).getByText('5,000 pieces × ₹35.00 as issued')).toBeVisible();
      await expect(amountOf(/^Broiler Starter Feed/)).toBe('₹1,12,500.00');
      await expect(amountOf(/^Broiler Grower Feed/)).toBe('₹3,36,000.00');
      await expect(amountOf(/^Broiler Finisher Feed/)).toBe('₹2,20,000.00');
      await expect(amountOf(/^Vitamin Tonic/)).toBe('₹15,000.00');
      await expect(amountOf(/^Administration/)).toBe('₹10,000.00');
      await expect(amountOf('Total costs')).toBe('₹8,68,500.00');
      await expect(amountOf(/^Production cost per kg/)).toBe('₹92.39/kg');
      await expect(amountOf(/^Growing charge per kg/)).toBe('₹7.25/kg');
      await expect(
        within(lines()).getByText(
          '5 slabs of ₹0.50 below the standard ₹95.00/kg: ₹6.00/kg + 5 × ₹0.25',
        ),
      ).toBeVisible();
      await expect(amountOf(/^Growing charge 9,400 kg/)).toBe('₹68,150.00');
      await expect(amountOf(/^Mortality incentive/)).toBe('₹2,350.00');
      await expect(amountOf('Total earnings')).toBe('₹70,500.00');
      await expect(amountOf(/^Shortage 50 birds/)).toBe('-₹11,000.00');
      await expect(amountOf(/^FCR penalty/)).toBe('₹0.00');
      await expect(amountOf(/^TDS/)).toBe('-₹705.00');
      await expect(amountOf('Total deductions')).toBe('-₹11,705.00');
      await expect(amountOf(/^Net payable/)).toBe('₹58,795.00');
    });
    await step('the performance and the scheme', async () => {
      const performance = within(breakdownPanel()).getByRole('heading', { name: 'Performance' })
        .nextElementSibling as HTMLElement;
      await expect(performance).toHaveTextContent('Dead250 (5.00%)');
      await expect(performance).toHaveTextContent('Shortage50 birds');
      await expect(performance).toHaveTextContent('FCR1.702');
      await expect(performance).toHaveTextContent('EPEF266 Good');
      await expect(performance).toHaveTextContent('Average weight2.00 kg');
      await expect(
        within(breakdownPanel()).getByText('Standard Growing Scheme, version 1 (SCH001)'),
      ).toBeVisible();
    });
    await step('Finalise for an Administrator, nothing else; print and export are on', async () => {
      await expect(screen.getByRole('button', { name: 'Finalise Settlement' })).toBeEnabled();
      await expect(screen.queryByRole('button', { name: 'Cancel Settlement' })).toBeNull();
      await expect(screen.queryByRole('button', { name: 'Close Batch' })).toBeNull();
      await userEvent.click(screen.getByRole('button', { name: 'Print' }));
      await expect(args.onPrint).toHaveBeenCalledTimes(1);
      (document.activeElement as HTMLElement | null)?.blur();
      await expect(screen.getByRole('button', { name: 'Export PDF' })).toBeEnabled();
      await expect(screen.getByRole('button', { name: 'Export Excel' })).toBeEnabled();
    });
    await step('Export PDF downloads the report with the chosen batch broken down', async () => {
      const name = 'settlement-all-farmers-B002.pdf';
      const original = window.fetch;
      window.fetch = fn(
        async () =>
          new Response('%PDF-', {
            headers: {
              'Content-Type': 'application/pdf',
              'Content-Disposition': `attachment; filename="${name}"; filename*=UTF-8''${name}`,
            },
          }),
      );
      const saved: string[] = [];
      const click = spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
        this: HTMLAnchorElement,
      ) {
        saved.push(this.download);
      });
      try {
        await userEvent.click(screen.getByRole('button', { name: 'Export PDF' }));
        await waitFor(() => expect(saved).toEqual([name]));
        await expect(window.fetch).toHaveBeenCalledWith(
          `${apiPaths.settlementReport}/export/pdf?batch=B002`,
          expect.objectContaining({ credentials: 'include' }),
        );
        await expect(await screen.findByRole('button', { name: 'Export PDF' })).toBeEnabled();
      } finally {
        click.mockRestore();
        window.fetch = original;
        (document.activeElement as HTMLElement | null)?.blur();
      }
    });
  },
};

/**
 * Finalise Settlement asks the day (today by default, not before the batch sold out): a day too
 * early is refused beside the field, and nothing is sent.
 */
export const FinaliseDialog: Story = {
  play: async ({ args }) => {
    await userEvent.click(screen.getByRole('button', { name: 'Finalise Settlement' }));
    const dialog = await dialogNamed('Finalise Settlement of B002?');
    await expect(
      dialog.getByText(
        /B002 of Ramesh Sahoo is posted to the farmer's ledger on this date with a net of ₹58,795\.00 payable to the farmer \(Cr\)/,
      ),
    ).toBeVisible();
    const date = dialog.getByLabelText(/Settlement Date/);
    await expect(date).toHaveValue(formatDate(STORY_TODAY));
    await expect(date).toHaveAttribute('data-min', '2026-03-03');
    await expect(date).toHaveAttribute('data-max', STORY_TODAY);
    fireEvent.change(date, { target: { value: '01/03/2026' } });
    await userEvent.click(dialog.getByRole('button', { name: 'Finalise Settlement' }));
    await expect(
      await dialog.findByText('B002 was sold out on 03/03/2026; it cannot be settled before that.'),
    ).toBeVisible();
    await expect(args.onFinalise).not.toHaveBeenCalled();
  },
};

let finaliseCalls: StubCall[] = [];

/**
 * The screen, as an Administrator finalises B002: the settlement is sent once with its
 * idempotency key, the toast says FS002 and the net payable, the report and the breakdown come
 * back from the server — B002 now Settled FS002, with Cancel Settlement in place of Finalise.
 */
export const Finalised: Story = {
  render: () => <SettlementReportScreen />,
  decorators: [withAppProviders],
  parameters: { route: '/report/settlement?batch=B002' },
  beforeEach: () => {
    let settled = false;
    const server = stubServer((call) => {
      const { pathname } = call.url;
      if (pathname === apiPaths.settlementReport) {
        return server.json(settled ? finalisedReport : fullReport);
      }
      if (pathname.startsWith(`${apiPaths.settlements}/preview/`)) {
        const batch = pathname.split('/').at(-1) ?? '';
        const breakdown = storyBreakdowns[batch];
        return breakdown ? server.json(breakdown) : null;
      }
      if (pathname === apiPaths.settlements && call.method === 'POST') {
        settled = true;
        return server.json(settlementFS002, 201);
      }
      return null;
    });
    finaliseCalls = server.calls;
    return server.restore;
  },
  play: async ({ step }) => {
    const posts = () => finaliseCalls.filter((call) => call.method === 'POST');
    const reportCalls = () =>
      finaliseCalls.filter((call) => call.url.pathname === apiPaths.settlementReport);
    const previewCalls = () =>
      finaliseCalls.filter((call) => call.url.pathname === `${apiPaths.settlements}/preview/B002`);
    await step('confirm the day (today)', async () => {
      await userEvent.click(await screen.findByRole('button', { name: 'Finalise Settlement' }));
      const dialog = await dialogNamed('Finalise Settlement of B002?');
      await userEvent.click(dialog.getByRole('button', { name: 'Finalise Settlement' }));
    });
    await step('sent once, with its idempotency key', async () => {
      await waitFor(() => expect(posts()).toHaveLength(1));
      const [post] = posts();
      await expect(post?.url.pathname).toBe(apiPaths.settlements);
      await expect(post?.body).toEqual({ batchCode: 'B002', date: STORY_TODAY });
      await expect(post?.headers['Idempotency-Key']).toMatch(/^[\w-]{16,}$/);
    });
    await step('the toast, and the report as the server now has it', async () => {
      await expect(await screen.findByText('Settlement FS002 finalised')).toBeVisible();
      await expect(
        screen.getByText(
          "B002 of Ramesh Sahoo: ₹58,795.00 payable to the farmer (Cr), posted to the farmer's ledger on 14/03/2026.",
        ),
      ).toBeVisible();
      // The report and the breakdown were asked again (every settlement query was invalidated).
      await waitFor(() => expect(reportCalls().length).toBeGreaterThanOrEqual(2));
      await waitFor(() => expect(previewCalls().length).toBeGreaterThanOrEqual(2));
      await waitFor(() => expect(within(rowOf('B002')).getByText('Settled FS002')).toBeVisible());
      await expect(await screen.findByRole('button', { name: 'Cancel Settlement' })).toBeVisible();
      // The farmer's statement to print and sign.
      await expect(screen.getByRole('button', { name: 'Download PDF' })).toBeEnabled();
      await expect(screen.queryByRole('button', { name: 'Finalise Settlement' })).toBeNull();
      await expect(breakdownPanel()).toHaveTextContent('Settled as FS002');
      await expect(tile('net')).toHaveTextContent('₹1,07,498.11');
    });
  },
};

/**
 * A settled batch (B001, FS001): Cancel Settlement asks why, and a word or two is not enough —
 * the reason is for the ledger and the audit log.
 */
export const CancelDialog: Story = {
  args: { params: { ...noParams, batch: 'B001' }, breakdown: breakdownB001 },
  play: async ({ args }) => {
    await expect(breakdownPanel()).toHaveTextContent('Settled FS001');
    await expect(amountOf(/^Net payable/)).toBe('₹79,916.17');
    await userEvent.click(screen.getByRole('button', { name: 'Cancel Settlement' }));
    const dialog = await dialogNamed('Cancel Settlement FS001?');
    await expect(
      dialog.getByText(
        /Its ledger postings are reversed today and the batch is ready to settle again/,
      ),
    ).toBeVisible();
    await userEvent.type(dialog.getByLabelText(/Reason/), 'no');
    await userEvent.click(dialog.getByRole('button', { name: 'Cancel Settlement' }));
    await expect(await dialog.findByText('Say why in a few words.')).toBeVisible();
    await expect(args.onCancelSettlement).not.toHaveBeenCalled();
    await expect(dialog.getByRole('button', { name: 'Keep Settlement' })).toBeVisible();
  },
};

let cancelCalls: StubCall[] = [];

/**
 * The screen, as an Administrator cancels FS001 with a reason: the cancel is sent once, the toast
 * says so, and B001 comes back from the server ready to settle again, with Finalise in place of
 * Cancel Settlement.
 */
export const Cancelled: Story = {
  render: () => <SettlementReportScreen />,
  decorators: [withAppProviders],
  parameters: { route: '/report/settlement?batch=B001' },
  beforeEach: () => {
    let cancelled = false;
    const server = stubServer((call) => {
      const { pathname } = call.url;
      if (pathname === apiPaths.settlementReport) {
        return server.json(cancelled ? cancelledReport : fullReport);
      }
      if (pathname.startsWith(`${apiPaths.settlements}/preview/`)) {
        const batch = pathname.split('/').at(-1) ?? '';
        const breakdown = storyBreakdowns[batch];
        return breakdown ? server.json(breakdown) : null;
      }
      if (pathname === `${apiPaths.settlements}/FS001/cancel` && call.method === 'POST') {
        cancelled = true;
        return server.json(settlementFS001Cancelled);
      }
      return null;
    });
    cancelCalls = server.calls;
    return server.restore;
  },
  play: async ({ step }) => {
    const posts = () => cancelCalls.filter((call) => call.method === 'POST');
    await step('say why', async () => {
      await userEvent.click(await screen.findByRole('button', { name: 'Cancel Settlement' }));
      const dialog = await dialogNamed('Cancel Settlement FS001?');
      await userEvent.type(
        dialog.getByLabelText(/Reason/),
        'Feed rate of the last issue was wrong',
      );
      await userEvent.click(dialog.getByRole('button', { name: 'Cancel Settlement' }));
    });
    await step('sent once, with the reason', async () => {
      await waitFor(() => expect(posts()).toHaveLength(1));
      await expect(posts()[0]?.body).toEqual({ reason: 'Feed rate of the last issue was wrong' });
    });
    await step('the toast, and B001 ready to settle again', async () => {
      await expect(await screen.findByText('Settlement FS001 cancelled')).toBeVisible();
      await waitFor(() => expect(within(rowOf('B001')).getByText('Ready to settle')).toBeVisible());
      await expect(
        await screen.findByRole('button', { name: 'Finalise Settlement' }),
      ).toBeVisible();
      await expect(screen.queryByRole('button', { name: 'Cancel Settlement' })).toBeNull();
    });
  },
};

/**
 * An open batch (B004) whose last 240 birds are missing: its figures so far, no net payable in
 * the table, and Close Batch, whose dialog says the missing birds become its shortage. The server
 * refuses a day before the last sale; its words show beside the date.
 */
export const OpenBatch: Story = {
  args: {
    params: { ...noParams, batch: 'B004' },
    breakdown: breakdownB004,
    onCloseBatch: fn(async () => {
      throw new ApiError(
        400,
        'validation_failed',
        'B004 had a sale on 10/03/2026; it cannot be closed before that.',
        { date: 'B004 had a sale on 10/03/2026; it cannot be closed before that.' },
      );
    }),
  },
  play: async ({ args }) => {
    await expect(cellsOf(rowOf('B004'))[7]).toBe('—');
    await expect(
      within(breakdownPanel()).getByText(
        /B004 is still open: these are its figures so far\. The 240 birds neither sold nor recorded dead count as its shortage here/,
      ),
    ).toBeVisible();
    await expect(screen.queryByRole('button', { name: 'Finalise Settlement' })).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Close Batch' }));
    const dialog = await dialogNamed('Close Batch B004?');
    await expect(
      dialog.getByText(
        /4,000 placed, 160 dead, 3,600 sold: 240 birds of B004 are unaccounted for\. Closing it by hand makes them its shortage, deducted from Bikash Nayak at the average sale rate \(₹53,760\.00 as it stands\)/,
      ),
    ).toBeVisible();
    const date = dialog.getByLabelText(/Closed On/);
    await expect(date).toHaveValue(formatDate(STORY_TODAY));
    fireEvent.change(date, { target: { value: '05/03/2026' } });
    await userEvent.type(dialog.getByLabelText(/Reason/), 'Last 240 birds missing after lifting');
    await userEvent.click(dialog.getByRole('button', { name: 'Close Batch' }));
    await expect(
      await dialog.findByText('B004 had a sale on 10/03/2026; it cannot be closed before that.'),
    ).toBeVisible();
    await expect(args.onCloseBatch).toHaveBeenCalledWith('B004', {
      date: '2026-03-05',
      reason: 'Last 240 birds missing after lifting',
    });
  },
};

/**
 * Sunita Das's poor batch: no mortality incentive, the growing charge cut 11 slabs, 120 birds short
 * and an FCR penalty — the net is recoverable from her (Dr), said in words beside an unsigned amount
 * in the tile, the table and the breakdown, in red; never a minus sign before it.
 */
export const DeductionsHeavy: Story = {
  args: {
    params: { ...noParams, farmer: 'F002', batch: 'B003' },
    report: sunitaReport,
    breakdown: breakdownB003,
  },
  play: async () => {
    await expect(tile('net')).toHaveTextContent('Net Payable');
    await expect(tile('net')).toHaveTextContent('₹31,213.06 recoverable from the farmer (Dr)');
    await expect(tile('net')).not.toHaveTextContent('-₹');
    await expect(tile('performance')).toHaveTextContent('FCR 1.85 · EPEF 216 Acceptable');
    await expect(amountOf(/^Growing charge per kg/)).toBe('₹3.25/kg');
    await expect(
      within(lines()).getByText(
        '11 slabs of ₹0.50 above the standard ₹95.00/kg: ₹6.00/kg − 11 × ₹0.25',
      ),
    ).toBeVisible();
    await expect(amountOf(/^Mortality incentive/)).toBe('₹0.00');
    await expect(amountOf(/^Shortage 120 birds/)).toBe('-₹23,712.00');
    await expect(amountOf(/^FCR penalty FCR 1\.848 above the maximum 1\.75/)).toBe('-₹35,010.68');
    await expect(amountOf(/^TDS/)).toBe('-₹277.88');
    await expect(amountOf('Total deductions')).toBe('-₹59,000.56');
    await expect(amountOf(/^Net payable Deductions ₹59,000\.56 − earnings ₹27,787\.50$/)).toBe(
      '₹31,213.06recoverable from the farmer (Dr)',
    );
    await expect(lines()).not.toHaveTextContent('-₹31,213.06');
    const net = within(lines()).getAllByText('₹31,213.06')[0] as HTMLElement;
    await expect(getComputedStyle(net).color).toBe(themeColour('destructiveText'));
    await expect(screen.getByRole('button', { name: 'Finalise Settlement' })).toBeVisible();
  },
};

/** Staff read the same breakdown, without Finalise, Cancel or Close, and are told why. */
export const Staff: Story = {
  args: { canSettle: false },
  play: async () => {
    await expect(amountOf(/^Net payable/)).toBe('₹58,795.00');
    await noActions();
    await expect(within(breakdownPanel()).getByText(STAFF_NOTE)).toBeVisible();
  },
};

/**
 * 360 px: filters and tiles stacked, the batches as cards, the
 * breakdown's lines wrapping inside the card, and no sideways scroll of the page.
 */
export const Narrow: Story = {
  globals: { viewport: { value: 'narrow' } },
  play: async () => {
    await expect(
      screen.getByRole('heading', { level: 1, name: 'Farmer Settlement Report' }),
    ).toBeVisible();
    const picker = screen.getByRole('combobox', { name: 'Farmer' }).getBoundingClientRect();
    const from = screen.getByLabelText('From Date').getBoundingClientRect();
    await expect(from.top).toBeGreaterThan(picker.bottom);
    // The batches are cards, not a table scrolling sideways.
    const region = screen.getByRole('region', { name: /^Batches of / });
    await expect(within(region).queryByRole('table')).not.toBeInTheDocument();
    await expect(within(region).getAllByRole('article').length).toBeGreaterThan(0);
    await expect(region.scrollWidth).toBeLessThanOrEqual(region.clientWidth);
    const panel = breakdownPanel().getBoundingClientRect();
    await expect(lines().getBoundingClientRect().right).toBeLessThanOrEqual(panel.right);
    await expect(screen.getByRole('button', { name: 'Finalise Settlement' })).toBeVisible();
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(360);
  },
};
