// Over 400 lines: every account kind's statement and its states, on one shared API mock.
import {
  apiPaths,
  defaultSettings,
  formatBalance,
  formatDate,
  formatMoney,
  resetClock,
  setClock,
  type Trader,
} from '@pfm/shared';
import { Toaster, ToastProvider } from '@pfm/ui';
import type { Decorator, Meta, StoryObj } from '@storybook/react-vite';
import { expect, fireEvent, fn, screen, spyOn, userEvent, waitFor, within } from 'storybook/test';
import { englishLeftIn } from '../../../testing/english-left.ts';
import { withAppProviders } from '../../../testing/story-decorators.tsx';
import { LedgerReportScreen } from './ledger-report-screen.tsx';
import { LedgerReportView } from './ledger-report-view.tsx';
import {
  defaultParams,
  farmerStatement,
  longParams,
  longStatement,
  partyChoices,
  quietStatement,
  STORY_FY_START,
  STORY_TODAY,
  storyParties,
  supplierStatement,
  traderStatement,
} from './story-data.ts';

/** The app mounts ToastProvider and Toaster at its root (the export buttons toast a failure). */
const withToasts: Decorator = (Story) => (
  <ToastProvider>
    <Story />
    <Toaster />
  </ToastProvider>
);

const meta = {
  title: 'Screens/Reports/Ledger Reports',
  component: LedgerReportView,
  // The document codes are router links: the view needs a router.
  decorators: [withToasts, withAppProviders],
  parameters: { layout: 'padded' },
  args: {
    params: { ...defaultParams, party: 'F001' },
    parties: partyChoices('farmer'),
    statement: farmerStatement,
    loading: false,
    error: null,
    companyName: 'Sai Poultry Integration',
    onParamsChange: fn(),
    onRetry: fn(),
    onPrint: fn(),
  },
  // Parameters are the story's: a change only calls onParamsChange, so each picture shows its state.
  // "Today" is the stories' day, so the default period and the pictures never change.
  beforeEach: () => {
    setClock(new Date(`${STORY_TODAY}T06:30:00Z`));
    return resetClock;
  },
} satisfies Meta<typeof LedgerReportView>;

export default meta;
type Story = StoryObj<typeof meta>;

const table = () => screen.getByRole('table', { name: /^Statement of / });
const bodyRows = () => within(table()).getAllByRole('row').slice(1, -1);
const closingRow = () => within(table()).getAllByRole('row').at(-1) as HTMLElement;
/** A row's cells as text, in column order. */
const cellsOf = (row: HTMLElement) =>
  Array.from(row.querySelectorAll('th, td'), (cell) => cell.textContent?.trim());
/** The summary strip over the rows, by its name. */
const summaryGroup = () => screen.getByRole('group', { name: /^Summary of the statement, / });
/** The strip's figures as a screen reader meets them: each name with its value and hint. */
const summaryOf = () =>
  Object.fromEntries(
    within(summaryGroup())
      .getAllByRole('term')
      .map((term) => {
        const [value, hint] = Array.from(
          term.nextElementSibling?.children ?? [],
          (part) => part.textContent,
        );
        return [term.textContent, hint ? [value, hint] : [value]];
      }),
  );
const rowOf = (code: string, nth = 0) =>
  bodyRows().filter((row) => within(row).queryByRole('link', { name: new RegExp(`^${code}:`) }))[
    nth
  ] as HTMLElement;

/** Ramesh Sahoo this financial year: opening Cr, issues turn it Dr, the closing row sums it up. */
export const FarmerStatement: Story = {
  play: async ({ args, step }) => {
    await step('title, tabs and the chosen farmer and period', async () => {
      await expect(screen.getByRole('heading', { level: 1, name: 'Ledger Reports' })).toBeVisible();
      await expect(
        screen.getByText('Account statements for farmers, traders, and suppliers'),
      ).toBeVisible();
      await expect(screen.getByRole('tab', { name: 'Farmer Accounts' })).toHaveAttribute(
        'aria-selected',
        'true',
      );
      await expect(screen.getByRole('combobox', { name: 'Select Farmer' })).toHaveValue(
        'Ramesh Sahoo',
      );
      await expect(screen.getByLabelText('From Date')).toHaveValue('01/04/2025');
      await expect(screen.getByLabelText('To Date')).toHaveValue(formatDate(STORY_TODAY));
    });
    await step(
      'opening balance, postings with running Dr/Cr balances, closing balance',
      async () => {
        const headers = within(table())
          .getAllByRole('columnheader')
          .map((header) => header.textContent?.trim());
        await expect(headers).toEqual(['Date', 'Particular', 'Debit', 'Credit', 'Balance']);
        const rows = bodyRows();
        await expect(rows).toHaveLength(6);
        await expect(cellsOf(rows[0] as HTMLElement)).toEqual([
          '01/04/2025',
          'Opening Balance',
          '',
          '',
          '₹48,000.00 Cr',
        ]);
        await expect(cellsOf(rowOf('PV001'))).toEqual([
          '20/01/2026',
          'Payment made PV001: Settlement of batch B000, bank transfer',
          '₹30,000.00',
          '-',
          '₹18,000.00 Cr',
        ]);
        await expect(cellsOf(rowOf('IS001'))).toEqual([
          '02/02/2026',
          'Chicks issued IS001 (B001): Day Old Chicks, 5,000 pieces',
          '₹1,90,000.00',
          '-',
          '₹1,72,000.00 Dr',
        ]);
        await expect(rowOf('IS003')).toHaveTextContent('₹1,60,020.00');
        await expect(cellsOf(closingRow())).toEqual([
          '14/03/2026',
          'Closing Balance',
          '₹4,90,770.00',
          '₹0.00',
          '₹4,42,770.00 Dr',
        ]);
      },
    );
    await step(
      'the summary over the rows: opening, the period’s debits and credits, closing',
      async () => {
        const strip = summaryGroup();
        await expect(strip).toHaveAccessibleName(
          `Summary of the statement, 01/04/2025 to ${formatDate(STORY_TODAY)}`,
        );
        await expect(summaryOf()).toEqual({
          'Opening Balance': ['₹48,000.00 Cr', 'on 01/04/2025'],
          'Total Debit': ['₹4,90,770.00'],
          'Total Credit': ['₹0.00'],
          'Closing Balance': ['₹4,42,770.00 Dr', `on ${formatDate(STORY_TODAY)}`],
        });
        await expect(strip.getBoundingClientRect().bottom).toBeLessThanOrEqual(
          table().getBoundingClientRect().top,
        );
        // Four in a row on a desk.
        const tops = within(strip)
          .getAllByRole('term')
          .map((term) => term.getBoundingClientRect().top);
        await expect(new Set(tops).size).toBe(1);
      },
    );
    await step('a document code opens that document', async () => {
      await expect(
        within(rowOf('IS001')).getByRole('link', { name: 'IS001: open the issue' }),
      ).toHaveAttribute('href', '/transaction/issue?view=IS001');
      await expect(within(rowOf('PV001')).getByRole('link')).toHaveAttribute(
        'href',
        '/transaction/payment?view=PV001',
      );
    });
    await step(
      'Print, and Export Excel downloads the statement of the farmer and period',
      async () => {
        await userEvent.click(screen.getByRole('button', { name: 'Print' }));
        await expect(args.onPrint).toHaveBeenCalledTimes(1);
        await expect(screen.getByRole('button', { name: 'Export PDF' })).toBeEnabled();
        const name = `ledger-F001-${STORY_FY_START}-to-${STORY_TODAY}.xlsx`;
        const original = window.fetch;
        window.fetch = fn(
          async () =>
            new Response('PK', {
              headers: {
                'Content-Type': 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
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
          await userEvent.click(screen.getByRole('button', { name: 'Export Excel' }));
          await waitFor(() => expect(saved).toEqual([name]));
          await expect(window.fetch).toHaveBeenCalledWith(
            `${apiPaths.ledger}/farmer/F001/export/xlsx?from=${STORY_FY_START}&to=${STORY_TODAY}`,
            expect.objectContaining({ credentials: 'include' }),
          );
          await expect(await screen.findByRole('button', { name: 'Export Excel' })).toBeEnabled();
        } finally {
          click.mockRestore();
          window.fetch = original;
        }
      },
    );
    await step('another period', async () => {
      // A date picked in the browser's calendar arrives as one change.
      fireEvent.change(screen.getByLabelText('From Date'), { target: { value: '01/02/2026' } });
      await expect(args.onParamsChange).toHaveBeenLastCalledWith({
        from: '2026-02-01',
        to: STORY_TODAY,
      });
    });
  },
};

const traders = storyParties.trader.map(
  (party): Trader => ({
    code: party.value,
    name: party.label,
    contact: party.description ?? '',
    email: '',
    address: 'Unit 4, Bhubaneswar',
    gstin: '',
    avgMonthlyPurchasePaise: 0,
    balancePaise: 0,
  }),
);

/**
 * The screen against a stand-in server, opened from a link to a trader's account: the first answer
 * fails and Retry brings the statement — a trader who paid in advance, so we owe them (Cr). The
 * dates are in the format chosen in Settings.
 */
export const TraderCreditBalance: Story = {
  render: () => <LedgerReportScreen />,
  parameters: { route: '/report/ledger?tab=trader&party=T001' },
  beforeEach: () => {
    const original = window.fetch;
    let statementCalls = 0;
    window.fetch = fn(async (input: RequestInfo | URL) => {
      const url = new URL(String(input), window.location.origin);
      const json = (body: unknown) =>
        new Response(JSON.stringify(body), { headers: { 'Content-Type': 'application/json' } });
      if (url.pathname === apiPaths.traders) {
        return json({ rows: traders, total: traders.length, page: 1, size: 100 });
      }
      if (url.pathname === `${apiPaths.ledger}/trader/T001`) {
        statementCalls += 1;
        return statementCalls === 1
          ? new Response('', { status: 503, statusText: 'Service Unavailable' })
          : json(traderStatement);
      }
      if (url.pathname === apiPaths.settings) {
        return json({ ...defaultSettings, dateFormat: 'DD-MMM-YYYY' });
      }
      return new Response('Not found', { status: 404 });
    });
    return () => {
      window.fetch = original;
    };
  },
  play: async ({ step }) => {
    await step('the statement could not be loaded: the reason and Retry', async () => {
      await expect(
        await screen.findByRole('heading', { name: 'Could not load the statement' }),
      ).toBeVisible();
      await expect(screen.queryByRole('group', { name: /^Summary of the statement/ })).toBeNull();
      await expect(screen.getByText(/503 Service Unavailable/)).toBeVisible();
      await expect(screen.getByRole('button', { name: 'Print' })).toBeDisabled();
      await expect(screen.getByRole('button', { name: 'Export PDF' })).toBeDisabled();
      await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    });
    await step('the statement of the link, in Cr', async () => {
      await expect(await screen.findByRole('table', { name: /^Statement of / })).toBeVisible();
      const asked = (window.fetch as ReturnType<typeof fn>).mock.calls.map(([input]) =>
        String(input),
      );
      await expect(asked).toContain(
        `${apiPaths.ledger}/trader/T001?from=2025-04-01&to=${STORY_TODAY}&page=1&size=100`,
      );
      await expect(screen.getByRole('tab', { name: 'Trader Accounts' })).toHaveAttribute(
        'aria-selected',
        'true',
      );
      await waitFor(() =>
        expect(screen.getByRole('combobox', { name: 'Select Trader' })).toHaveValue(
          'Jagannath Chicken Centre',
        ),
      );
      await expect(cellsOf(rowOf('SL001'))).toEqual([
        '03-Mar-2026',
        'Sale SL001: 2,400 birds, 5,280 kg at ₹105.00/kg (B001)',
        '₹5,54,400.00',
        '-',
        '₹5,74,400.00 Dr',
      ]);
      await expect(rowOf('PC001')).toHaveTextContent('₹0.00');
      await expect(within(rowOf('PC002')).getByRole('link')).toHaveAttribute(
        'href',
        '/transaction/collection?view=PC002',
      );
      await expect(cellsOf(closingRow())).toEqual([
        '14-Mar-2026',
        'Closing Balance',
        '₹5,54,400.00',
        '₹6,24,400.00',
        '₹50,000.00 Cr',
      ]);
      await expect(
        screen.getByText(/^Dr: the trader owes us; Cr: we owe the trader/),
      ).toBeVisible();
      // The summary in the Settings format too; none stood over the refusal.
      await expect(summaryOf()).toEqual({
        'Opening Balance': ['₹20,000.00 Dr', 'on 01-Apr-2025'],
        'Total Debit': ['₹5,54,400.00'],
        'Total Credit': ['₹6,24,400.00'],
        'Closing Balance': ['₹50,000.00 Cr', 'on 14-Mar-2026'],
      });
    });
  },
};

/** A cancelled purchase and its reversal stay in the statement, marked in words, not colour alone. */
export const SupplierWithCancelled: Story = {
  args: {
    params: { ...defaultParams, tab: 'supplier', party: 'S001' },
    parties: partyChoices('supplier'),
    statement: supplierStatement,
  },
  play: async () => {
    await expect(screen.getByRole('combobox', { name: 'Select Supplier' })).toHaveValue(
      'Venkateshwara Hatcheries',
    );
    const cancelled = rowOf('P002', 0);
    const reversal = rowOf('P002', 1);
    await expect(within(cancelled).getByText('Cancelled')).toBeVisible();
    await expect(cancelled).toHaveTextContent('₹2,10,000.00');
    await expect(within(reversal).getByText('Reversal')).toBeVisible();
    await expect(reversal).toHaveTextContent(
      'Cancelled P002: Day Old Chicks, 6,000 pieces, invoice VH/2026/0201',
    );
    // Muted figures on both, the live purchases in the ordinary colour.
    for (const row of [cancelled, reversal]) {
      for (const figure of within(row).getAllByText(/^₹/)) {
        await expect(figure).toHaveAttribute('data-tone', 'muted');
      }
      await expect(within(row).getByRole('link')).toHaveAttribute(
        'href',
        '/transaction/purchase?view=P002',
      );
    }
    await expect(within(rowOf('P003')).queryByText(/^(Cancelled|Reversal)$/)).toBeNull();
    await expect(within(rowOf('P003')).getAllByText(/^₹/)[0]).toHaveAttribute(
      'data-tone',
      'default',
    );
    await expect(cellsOf(rowOf('P003')).at(-1)).toBe('₹3,85,000.00 Cr');
    await expect(cellsOf(closingRow()).slice(1)).toEqual([
      'Closing Balance',
      '₹3,30,000.00',
      '₹5,95,000.00',
      '₹3,85,000.00 Cr',
    ]);
  },
};

/** Nothing chosen yet: the table says what to do; choosing a farmer or another tab asks for it. */
export const NoPartyChosen: Story = {
  args: { params: defaultParams, statement: undefined },
  play: async ({ args }) => {
    await expect(
      screen.getByRole('heading', { name: 'Choose a farmer to see the statement' }),
    ).toBeVisible();
    await expect(screen.queryByRole('group', { name: /^Summary of the statement/ })).toBeNull();
    // Nothing to print or export until there is a statement.
    for (const name of ['Print', 'Export PDF', 'Export Excel']) {
      await expect(screen.getByRole('button', { name })).toBeDisabled();
    }
    // The picker searches codes too.
    await userEvent.type(screen.getByRole('combobox', { name: 'Select Farmer' }), 'F002');
    await userEvent.click(await screen.findByRole('option', { name: /Sunita Das/ }));
    await expect(args.onParamsChange).toHaveBeenLastCalledWith({ party: 'F002' });
    await userEvent.click(screen.getByRole('tab', { name: 'Supplier Accounts' }));
    await expect(args.onParamsChange).toHaveBeenLastCalledWith({ tab: 'supplier' });
  },
};

/** A period with no postings: the opening balance, and a closing row with nothing added. */
export const OpeningBalanceOnly: Story = {
  args: {
    params: { ...defaultParams, party: 'F002', from: '2026-03-01' },
    statement: quietStatement,
  },
  play: async () => {
    const rows = bodyRows();
    await expect(rows).toHaveLength(1);
    await expect(cellsOf(rows[0] as HTMLElement)).toEqual([
      '01/03/2026',
      'Opening Balance',
      '',
      '',
      '₹8,450.50 Dr',
    ]);
    await expect(cellsOf(closingRow())).toEqual([
      '14/03/2026',
      'Closing Balance',
      '₹0.00',
      '₹0.00',
      '₹8,450.50 Dr',
    ]);
    // Nothing moved: the summary closes where it opened.
    await expect(summaryOf()).toEqual({
      'Opening Balance': ['₹8,450.50 Dr', 'on 01/03/2026'],
      'Total Debit': ['₹0.00'],
      'Total Credit': ['₹0.00'],
      'Closing Balance': ['₹8,450.50 Dr', 'on 14/03/2026'],
    });
    await expect(screen.queryByRole('navigation', { name: 'Statement pages' })).toBeNull();
  },
};

/** Page 2 of a long statement: the balance brought forward from page 1 heads it, pages below. */
export const LongStatementPaged: Story = {
  args: {
    params: longParams,
    parties: partyChoices('trader'),
    statement: longStatement,
  },
  play: async ({ args }) => {
    const rows = bodyRows();
    await expect(rows).toHaveLength(11);
    const broughtForward = cellsOf(rows[0] as HTMLElement);
    await expect(broughtForward.slice(1)).toEqual([
      'Balance Brought Forward',
      '',
      '',
      formatBalance(longStatement.pageOpeningBalancePaise),
    ]);
    // The first posting of the page runs on from the brought-forward balance.
    const [first] = longStatement.rows;
    await expect(first?.balancePaise).toBe(
      longStatement.pageOpeningBalancePaise + (first?.debitPaise ?? 0) - (first?.creditPaise ?? 0),
    );
    await expect(cellsOf(rows[1] as HTMLElement).at(-1)).toBe(formatBalance(first?.balancePaise));
    // The closing row is the whole period's, not the page's.
    await expect(cellsOf(closingRow()).slice(2)).toEqual([
      formatMoney(longStatement.totalDebitPaise),
      formatMoney(longStatement.totalCreditPaise),
      formatBalance(longStatement.closingBalancePaise),
    ]);
    // The summary is the whole period's too: it opens on 1 January, not at the page's carry.
    await expect(longStatement.pageOpeningBalancePaise).not.toBe(longStatement.openingBalancePaise);
    await expect(summaryOf()).toEqual({
      'Opening Balance': [formatBalance(longStatement.openingBalancePaise), 'on 01/01/2026'],
      'Total Debit': [formatMoney(longStatement.totalDebitPaise)],
      'Total Credit': [formatMoney(longStatement.totalCreditPaise)],
      'Closing Balance': [
        formatBalance(longStatement.closingBalancePaise),
        `on ${formatDate(STORY_TODAY)}`,
      ],
    });
    const pages = screen.getByRole('navigation', { name: 'Statement pages' });
    await expect(within(pages).getByText('Showing 11–20 of 34')).toBeVisible();
    await userEvent.click(within(pages).getByRole('button', { name: /next/i }));
    await expect(args.onParamsChange).toHaveBeenLastCalledWith({ page: '3' });
    await userEvent.selectOptions(within(pages).getByLabelText('Rows per page'), '25');
    await expect(args.onParamsChange).toHaveBeenLastCalledWith({ size: '25' });
  },
};

/**
 * 360 px: the three tabs share the row, the filters stack, the summary is two by two, and the
 * statement scrolls sideways inside its own box (said over it) while the page does not.
 */
export const Narrow360: Story = {
  globals: { viewport: { value: 'narrow' } },
  play: async ({ step }) => {
    await expect(screen.getByRole('heading', { level: 1, name: 'Ledger Reports' })).toBeVisible();
    await step('every tab is on the screen, in one row', async () => {
      const tabs = within(screen.getByRole('tablist', { name: 'Ledger accounts' })).getAllByRole(
        'tab',
      );
      await expect(tabs.map((tab) => tab.textContent)).toEqual([
        'Farmer Accounts',
        'Trader Accounts',
        'Supplier Accounts',
      ]);
      const width = document.documentElement.clientWidth;
      for (const tab of tabs) {
        const box = tab.getBoundingClientRect();
        await expect(box.left).toBeGreaterThanOrEqual(0);
        await expect(box.right).toBeLessThanOrEqual(width);
      }
      const tops = tabs.map((tab) => tab.getBoundingClientRect().top);
      await expect(new Set(tops).size).toBe(1);
    });
    await step('the filters stack; the summary is two by two', async () => {
      const picker = screen
        .getByRole('combobox', { name: 'Select Farmer' })
        .getBoundingClientRect();
      const from = screen.getByLabelText('From Date').getBoundingClientRect();
      await expect(from.top).toBeGreaterThan(picker.bottom);
      const [opening, debit, credit, closing] = within(summaryGroup())
        .getAllByRole('term')
        .map((term) => (term.parentElement as HTMLElement).getBoundingClientRect());
      await expect(debit?.top).toBe(opening?.top);
      await expect(credit?.top).toBeGreaterThan(opening?.bottom ?? 0);
      await expect(credit?.left).toBe(opening?.left);
      await expect(closing?.top).toBe(credit?.top);
      await expect(summaryOf()['Closing Balance']).toEqual([
        '₹4,42,770.00 Dr',
        `on ${formatDate(STORY_TODAY)}`,
      ]);
    });
    await step('each line is a card, its balance large, nothing scrolls sideways', async () => {
      await expect(screen.queryByRole('table')).toBeNull();
      const cards = screen.getAllByRole('article');
      await expect(cards.length).toBeGreaterThan(1);
      const [opening, first] = cards;
      await expect(opening).toHaveTextContent('Opening Balance');
      await expect(within(first as HTMLElement).getByText('Debit')).toBeVisible();
      await expect(within(first as HTMLElement).getByText('Credit')).toBeVisible();
      await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(360);
      for (const card of cards) {
        await expect(card.getBoundingClientRect().right).toBeLessThanOrEqual(360);
      }
    });
  },
};

/** The statement on its way: the summary and the rows hold their places with skeletons. */
export const LoadingStatement: Story = {
  args: { statement: undefined, loading: true },
  play: async () => {
    const strip = summaryGroup();
    await expect(strip).toHaveAttribute('aria-busy', 'true');
    await expect(
      within(strip)
        .getAllByRole('term')
        .map((term) => term.textContent),
    ).toEqual(['Opening Balance', 'Total Debit', 'Total Credit', 'Closing Balance']);
    for (const figure of within(strip).getAllByRole('definition')) {
      await expect(figure).toHaveTextContent(/^Loading…/);
      await expect(within(figure).queryByText(/₹/)).toBeNull();
    }
    for (const name of ['Print', 'Export PDF', 'Export Excel']) {
      await expect(screen.getByRole('button', { name })).toBeDisabled();
    }
  },
};

/**
 * The supplier's statement read in Odia: tabs, picker, summary, columns, the Cancelled and Reversal
 * badges, Dr/Cr and the note in Odia; what the server wrote (names, particulars) and the codes
 * stay as written.
 */
export const InOdia: Story = {
  globals: { language: 'or' },
  args: {
    params: { ...defaultParams, tab: 'supplier', party: 'S001' },
    parties: partyChoices('supplier'),
    statement: supplierStatement,
  },
  play: async ({ canvasElement }) => {
    await expect(screen.getByRole('heading', { level: 1, name: 'ଖାତା ରିପୋର୍ଟ' })).toBeVisible();
    await expect(screen.getByRole('tab', { name: 'ଯୋଗାଣକାରୀ ଖାତା' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    const headers = within(screen.getByRole('table'))
      .getAllByRole('columnheader')
      .map((header) => header.textContent?.trim());
    await expect(headers).toEqual(['ତାରିଖ', 'ବିବରଣୀ', 'ଡେବିଟ୍', 'କ୍ରେଡିଟ୍', 'ବାକି']);
    await expect(screen.getAllByText('ବାତିଲ').length).toBeGreaterThan(0);
    await expect(screen.getByText('ଓଲଟା ଏଣ୍ଟ୍ରି')).toBeVisible();
    // The cancelled purchase and its reversal each open the purchase.
    await expect(screen.getAllByRole('link', { name: 'P002: କ୍ରୟ ଖୋଲନ୍ତୁ' })).toHaveLength(2);
    // What stays as written: the company, the supplier, file formats.
    const written = [
      'Sai Poultry Integration',
      supplierStatement.accountName,
      // The server's particulars (stored in English), around their document code's link.
      ...supplierStatement.rows.flatMap((row) => row.particular.split(row.documentCode)),
      // The date fields' format, as Settings names it.
      'DD/MM/YYYY',
      ...partyChoices('supplier').map((party) => party.label),
      'PDF',
      'Excel',
    ];
    await expect(englishLeftIn(canvasElement, 'or', written)).toEqual([]);
  },
};
