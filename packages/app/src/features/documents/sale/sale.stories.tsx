// Over 400 lines: every state of the sale list, form (birds and rate checks), view and cancel dialog.
import type { Rate, Sale } from '@pfm/shared';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { ApiError } from '../../../lib/api.ts';
import { type BatchFacts, BatchLookupProvider } from '../../../lib/documents/batch-lookup.tsx';
import { RateLookupProvider } from '../../../lib/documents/rate-lookup.tsx';
import {
  DocumentStory,
  type DocumentStoryArgs,
  dialogNamed,
  dismissToast,
  documentArgs,
  pickFrom,
  pinClock,
  withToasts,
} from '../../../lib/documents/testing/document-story.tsx';
import { batchOptions, storyOptions } from '../../../lib/documents/testing/story-data.ts';
import { withAppProviders } from '../../../testing/story-decorators.tsx';
import { saleConfig } from './sale-config.tsx';
import { batchBirds, cancelledDetail, chickenRates, postedDetail, sales } from './story-data.ts';

const [sl005, , sl003] = sales as [Sale, Sale, Sale];

type SaleStoryArgs = DocumentStoryArgs<Sale> & {
  /** What GET /api/batches/:code answers of each batch's birds. */
  batchBirds: Record<string, BatchFacts['birds']>;
  /** Rate Setup's Live Chicken rates, oldest first. */
  rates: Rate[];
};

/** The rate in force on `date`, as GET /api/rates/in-force answers it (null when none has started). */
const inForceOn = (rates: Rate[], date: string) =>
  rates.findLast(
    (rate) => rate.effectiveFrom <= date && (rate.effectiveTo === null || rate.effectiveTo >= date),
  ) ?? null;

const meta = {
  title: 'Screens/Transactions/Sale',
  decorators: [withToasts, withAppProviders],
  parameters: { layout: 'padded', route: '/transaction/sale' },
  beforeEach: pinClock,
  args: {
    ...documentArgs(sales),
    details: { SL004: postedDetail, SL003: cancelledDetail },
    batchBirds,
    rates: chickenRates,
  },
  render: ({ batchBirds: birdsByBatch, rates, ...args }) => (
    <BatchLookupProvider
      lookup={async (batch) => {
        const birds = birdsByBatch[batch];
        if (!birds) throw new ApiError(404, 'not_found', `Batch ${batch} was not found.`);
        // The sale form reads only the birds; the placement day is the growth form's.
        return { placementDate: '2026-02-01', birds };
      }}
    >
      <RateLookupProvider lookup={async (_item, date) => inForceOn(rates, date)}>
        <DocumentStory config={saleConfig} {...args} />
      </RateLookupProvider>
    </BatchLookupProvider>
  ),
} satisfies Meta<SaleStoryArgs>;

export default meta;
type Story = StoryObj<typeof meta>;

const table = () => screen.getByRole('table', { name: 'Sales' });
const rowOf = (code: string) =>
  within(table()).getByRole('rowheader', { name: code }).closest('tr') as HTMLElement;

/**
 * Fills Record Sale: `birds` birds of Hillside Farm's B003 weighing `weight` kg, to Maa Tarini, at
 * a rate of ₹112.50 typed over the one in force.
 */
async function fillSale(dialog: ReturnType<typeof within>, birds: string, weight: string) {
  await pickFrom(dialog, /^Batch/, 'hill', 'B003 · Hillside Farm');
  await pickFrom(dialog, /^Trader/, 'tarini', 'Maa Tarini Traders');
  await userEvent.type(dialog.getByLabelText(/^Number of Birds/), birds);
  await userEvent.type(dialog.getByLabelText(/^Total Weight/), weight);
  await userEvent.clear(dialog.getByLabelText(/^Rate/));
  await userEvent.type(dialog.getByLabelText(/^Rate/), '112.50');
}

/** The sales table with the specification's columns plus what each trader still owes. */
export const Loaded: Story = {
  play: async ({ args }) => {
    await expect(screen.getByRole('heading', { level: 1, name: 'Sale' })).toBeVisible();
    const headers = within(table())
      .getAllByRole('columnheader')
      .map((header) => header.textContent?.trim());
    await expect(headers).toEqual([
      'Sale ID',
      'Date',
      'Batch',
      'Farmer',
      'Trader',
      'Birds',
      'Weight (kg)',
      'Rate (₹/kg)',
      'Amount',
      'Outstanding',
      'Status',
      'Actions',
    ]);
    // SL004: 800 birds, 1,684.5 kg at ₹114.75 is ₹1,93,296.38 (to the paisa); ₹1,00,000 received.
    const sl004 = within(rowOf('SL004'));
    for (const cell of [
      '12/03/2026',
      'B003',
      'Bikash Nayak',
      'Jagannath Chicken Centre',
      '800',
      '1,684.5',
      '₹114.75',
      '₹1,93,296.38',
      '₹93,296.38',
      'Posted',
    ]) {
      await expect(sl004.getByText(cell)).toBeVisible();
    }
    // Paid in full: nothing outstanding. Cancelled: listed, nothing to collect or cancel.
    await expect(within(rowOf('SL002')).getByText('₹0.00')).toBeVisible();
    await expect(rowOf('SL003')).toHaveTextContent('Cancelled');
    await expect(within(rowOf('SL003')).getByText('—')).toBeVisible();
    await expect(screen.queryByRole('button', { name: 'Cancel SL003' })).not.toBeInTheDocument();
    const filters = within(screen.getByRole('search', { name: 'Filter sales' }));
    await expect(filters.getByRole('combobox', { name: 'Trader' })).toHaveTextContent(
      'All traders',
    );
    await expect(filters.getByRole('combobox', { name: 'Batch' })).toHaveTextContent('All batches');
    // The server sorts.
    await userEvent.click(within(table()).getByRole('button', { name: /Trader/ }));
    await expect(args.onParamsChange).toHaveBeenCalledWith({
      sort: { id: 'trader', direction: 'asc' },
    });
  },
};

/**
 * Record Sale: the chosen batch's birds alive, the amount and average weight as typed, then saved
 * in paise and grams with the opened form's idempotency key.
 */
export const RecordSale: Story = {
  parameters: { screenshot: false },
  args: { onRecord: fn(async () => ({ ...sl005, code: 'SL006', date: '2026-03-14' })) },
  play: async ({ args, step }) => {
    let dialog = within(document.body);
    await step('open: dated today, nothing worked out yet', async () => {
      await userEvent.click(screen.getByRole('button', { name: 'Record Sale' }));
      dialog = await dialogNamed('Record Sale');
      await expect(dialog.getByLabelText(/^Date/)).toHaveValue('14/03/2026');
      // A count brings up the digits-only keypad on a phone; a weight the decimal one.
      await expect(dialog.getByLabelText(/^Number of Birds/)).toHaveAttribute(
        'inputmode',
        'numeric',
      );
      await expect(dialog.getByLabelText(/^Total Weight/)).toHaveAttribute('inputmode', 'decimal');
      await expect(dialog.getByRole('status', { name: 'Amount' })).toHaveTextContent('—');
      await expect(dialog.getByRole('status', { name: 'Average Weight' })).toHaveTextContent('—');
      await expect(dialog.getByLabelText(/^Number of Birds/)).toHaveAccessibleDescription(
        'Choose the batch to see its birds alive.',
      );
    });
    await step('only open batches are offered; the batch by mouse', async () => {
      await userEvent.type(dialog.getByRole('combobox', { name: /^Batch/ }), 'b00');
      await expect(await screen.findByRole('option', { name: /^B004 · Sunrise/ })).toBeVisible();
      // B001 is sold out: listed in the filter, not offered for a new sale.
      await expect(screen.queryByRole('option', { name: /^B001/ })).not.toBeInTheDocument();
      await userEvent.click(screen.getByRole('option', { name: /^B003 · Hillside/ }));
    });
    await step('the rest by keyboard; the figures follow what is typed', async () => {
      await userEvent.type(dialog.getByRole('combobox', { name: /^Trader/ }), 'tarini{Enter}');
      await expect(dialog.getByRole('combobox', { name: /^Trader/ })).toHaveValue(
        'Maa Tarini Traders',
      );
      await userEvent.tab();
      await userEvent.keyboard('1200');
      await userEvent.tab();
      await userEvent.keyboard('2580');
      // The rate in force is there; Tab selects it, so the trader's rate typed replaces it.
      await expect(dialog.getByLabelText(/^Rate/)).toHaveValue('120.00');
      await userEvent.tab();
      await userEvent.keyboard('112.50');
      // Grouped once left; the rate is still being typed.
      await expect(dialog.getByLabelText(/^Number of Birds/)).toHaveValue('1,200');
      await expect(dialog.getByLabelText(/^Total Weight/)).toHaveValue('2,580');
      await expect(dialog.getByLabelText(/^Rate/)).toHaveValue('112.50');
      await waitFor(() =>
        expect(dialog.getByLabelText(/^Number of Birds/)).toHaveAccessibleDescription(
          'B003 has 4,650 birds alive.',
        ),
      );
      await expect(dialog.getByRole('status', { name: 'Amount' })).toHaveTextContent(
        '₹2,90,250.00',
      );
      await expect(dialog.getByRole('status', { name: 'Average Weight' })).toHaveTextContent(
        '2.15 kg per bird',
      );
    });
    await step('saved, with a toast', async () => {
      await userEvent.click(dialog.getByRole('button', { name: 'Save Sale' }));
      await waitFor(() => expect(args.onRecord).toHaveBeenCalledTimes(1));
      await expect(args.onRecord).toHaveBeenCalledWith(
        {
          date: '2026-03-14',
          batchCode: 'B003',
          traderCode: 'T002',
          weightMilli: 2_580_000,
          ratePaise: 11_250,
          birds: 1_200,
        },
        expect.stringMatching(/^[\w-]{16,}$/),
      );
      await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
      await expect(
        await screen.findByText('SL006: 1,200 birds, 2,580 kg from B003 to Maa Tarini Traders.'),
      ).toBeVisible();
      await dismissToast('Sale recorded');
    });
  },
};

/**
 * The server refuses more birds than the batch has alive: its reason beside Number of Birds, what
 * was typed kept, the dialog open.
 */
export const BirdsRefused: Story = {
  args: {
    recording: true,
    onRecord: fn(async () => {
      const message = 'B003 has 4,650 birds alive; 5,000 cannot be sold.';
      throw new ApiError(409, 'conflict', message, { birds: message });
    }),
  },
  play: async ({ args }) => {
    const dialog = await dialogNamed('Record Sale');
    await fillSale(dialog, '5000', '10750');
    const birds = dialog.getByLabelText(/^Number of Birds/);
    // Said before Submit; Submit still asks the server, which has the last word.
    await expect(birds).toHaveAccessibleDescription(
      expect.stringContaining('B003 has 4,650 birds alive; 5,000 cannot be sold.'),
    );
    await userEvent.click(dialog.getByRole('button', { name: 'Save Sale' }));
    await waitFor(() => expect(args.onRecord).toHaveBeenCalledTimes(1));
    await waitFor(() => expect(birds).toHaveAttribute('aria-invalid', 'true'));
    await expect(birds).toHaveAccessibleDescription(
      expect.stringContaining('B003 has 4,650 birds alive; 5,000 cannot be sold.'),
    );
    await expect(birds).toHaveAccessibleDescription(
      expect.stringContaining('B003 has 4,650 birds alive.'),
    );
    // The refusal took the focus to the field: the plain digits, ready to correct.
    await expect(birds).toHaveFocus();
    await expect(birds).toHaveValue('5000');
    await expect(dialog.getByLabelText(/^Total Weight/)).toHaveValue('10,750');
    await expect(dialog.getByRole('status', { name: 'Amount' })).toHaveTextContent('₹12,09,375.00');
    await expect(screen.getByRole('dialog', { name: 'Record Sale' })).toBeVisible();
  },
};

/**
 * No Live Chicken rate in force yet: the rate waits to be typed. Saved empty, every field is
 * required. Then a weight with a digit too many: the average per bird is no live bird's, and the
 * form says so before the server is asked.
 */
export const AverageWeightOutOfRange: Story = {
  args: { recording: true, rates: [] },
  play: async ({ args, step }) => {
    const dialog = await dialogNamed('Record Sale');
    await step('nothing filled in', async () => {
      await waitFor(() =>
        expect(dialog.getByLabelText(/^Rate/)).toHaveAccessibleDescription(
          'No rate for Live Chicken is in force on 14/03/2026.',
        ),
      );
      await expect(dialog.getByLabelText(/^Rate/)).toHaveValue('');
      await userEvent.click(dialog.getByRole('button', { name: 'Save Sale' }));
      for (const [label, message] of [
        [/^Batch/, 'Choose the batch.'],
        [/^Trader/, 'Choose the trader.'],
      ] as const) {
        await waitFor(() =>
          expect(dialog.getByRole('combobox', { name: label })).toHaveAccessibleDescription(
            expect.stringContaining(message),
          ),
        );
      }
      for (const [label, message] of [
        [/^Number of Birds/, 'Enter the number of birds.'],
        [/^Total Weight/, 'Enter the quantity.'],
        [/^Rate/, 'Enter the rate in rupees, e.g. 42.50.'],
      ] as const) {
        await expect(dialog.getByLabelText(label)).toHaveAccessibleDescription(
          expect.stringContaining(message),
        );
      }
    });
    await step('25,800 kg for 1,200 birds', async () => {
      await fillSale(dialog, '1200', '25800');
      await expect(dialog.getByRole('status', { name: 'Average Weight' })).toHaveTextContent(
        '21.5 kg per bird',
      );
      await userEvent.click(dialog.getByRole('button', { name: 'Save Sale' }));
      await waitFor(() =>
        expect(dialog.getByLabelText(/^Total Weight/)).toHaveAccessibleDescription(
          expect.stringContaining(
            'That is 21.5 kg a bird; a live bird weighs between 0.3 and 5 kg.',
          ),
        ),
      );
      await expect(dialog.getByLabelText(/^Number of Birds/)).not.toHaveAttribute(
        'aria-invalid',
        'true',
      );
    });
    await expect(args.onRecord).not.toHaveBeenCalled();
  },
};

/**
 * The rate starts as Rate Setup's Live Chicken rate in force on the sale's day and follows the day;
 * a rate the user types stays whatever the day; emptied, the field waits for another day's rate.
 */
export const PrefilledRate: Story = {
  args: { recording: true },
  play: async ({ step }) => {
    const dialog = await dialogNamed('Record Sale');
    const rate = dialog.getByLabelText(/^Rate/);
    const date = dialog.getByLabelText(/^Date/);
    await step('today: ₹120.00 a kg since 10/03', async () => {
      await waitFor(() => expect(rate).toHaveValue('120.00'));
      await expect(rate).toHaveAccessibleDescription(
        'Rate in force on 14/03/2026: ₹120.00 per kg.',
      );
    });
    await step('back-dated to 05/03: the rate of that day', async () => {
      await userEvent.clear(date);
      await userEvent.type(date, '05/03/2026');
      await waitFor(() => expect(rate).toHaveValue('118.00'));
      await expect(rate).toHaveAccessibleDescription(
        'Rate in force on 05/03/2026: ₹118.00 per kg.',
      );
    });
    await step('a rate typed stays when the day changes', async () => {
      await userEvent.clear(rate);
      await userEvent.type(rate, '121.5');
      await userEvent.clear(date);
      await userEvent.type(date, '14/03/2026');
      await waitFor(() =>
        expect(rate).toHaveAccessibleDescription('Rate in force on 14/03/2026: ₹120.00 per kg.'),
      );
      // Written with its paise once left.
      await expect(rate).toHaveValue('121.50');
    });
    await step('emptied, it stays empty until another day brings its rate', async () => {
      await userEvent.clear(rate);
      await userEvent.tab();
      await expect(rate).toHaveValue('');
      await userEvent.clear(date);
      await userEvent.type(date, '05/03/2026');
      await waitFor(() => expect(rate).toHaveValue('118.00'));
    });
  },
};

/**
 * The only open batch is chosen already, with its birds alive; more birds than that are refused
 * beside the field as they are typed, before Submit.
 */
export const OnlyOpenBatch: Story = {
  args: {
    recording: true,
    options: { ...storyOptions, batches: batchOptions.filter((batch) => batch.value !== 'B004') },
  },
  play: async ({ args }) => {
    const dialog = await dialogNamed('Record Sale');
    const birds = dialog.getByLabelText(/^Number of Birds/);
    await waitFor(() =>
      expect(dialog.getByRole('combobox', { name: /^Batch/ })).toHaveValue('B003 · Hillside Farm'),
    );
    await waitFor(() => expect(birds).toHaveAccessibleDescription('B003 has 4,650 birds alive.'));
    await userEvent.type(birds, '5000');
    await expect(birds).toHaveAttribute('aria-invalid', 'true');
    await expect(birds).toHaveAccessibleDescription(
      'B003 has 4,650 birds alive. B003 has 4,650 birds alive; 5,000 cannot be sold.',
    );
    await userEvent.clear(birds);
    await userEvent.type(birds, '4650');
    await expect(birds).not.toHaveAttribute('aria-invalid');
    await userEvent.type(birds, '1');
    await expect(birds).toHaveAttribute('aria-invalid', 'true');
    await expect(args.onRecord).not.toHaveBeenCalled();
  },
};

/** View SL004: batch, farm, farmer and trader, the figures, what is received and still owed. */
export const DetailSheet: Story = {
  play: async () => {
    await userEvent.click(screen.getByRole('button', { name: 'View SL004' }));
    const sheet = await dialogNamed('Sale SL004');
    await expect(
      sheet.getByText('SL004: 800 birds, 1,684.5 kg from B003 to Jagannath Chicken Centre'),
    ).toBeVisible();
    for (const fact of [
      'Hillside Farm (FM003)',
      'Bikash Nayak (F003)',
      '800 birds',
      '1,684.5 kg',
      '2.106 kg per bird',
      '₹114.75 per kg',
      '₹1,00,000.00',
      '₹93,296.38',
    ]) {
      await expect(sheet.getByText(fact)).toBeVisible();
    }
    await expect(sheet.getByText('sunita.mohanty')).toBeVisible();
    await expect(sheet.getByText('No stock movements')).toBeVisible();
    const ledger = within(sheet.getByRole('table', { name: 'Ledger entries' }));
    await expect(
      ledger.getByRole('rowheader', { name: 'Jagannath Chicken Centre (T001)' }),
    ).toBeVisible();
    await expect(ledger.getByRole('rowheader', { name: 'Bird sales (B003)' })).toBeVisible();
    await expect(ledger.getAllByText('₹1,93,296.38')).toHaveLength(2);
    await expect(sheet.getByRole('button', { name: 'Cancel Sale' })).toBeVisible();
  },
};

/** A cancelled sale: who cancelled it and why, the trader's debit reversed, nothing to collect. */
export const CancelledSale: Story = {
  args: { viewing: sl003 },
  play: async () => {
    const sheet = await dialogNamed('Sale SL003');
    await expect(
      sheet.getByText(/Cancelled by admin on 11\/03\/2026: Entered against B001 by mistake/),
    ).toBeVisible();
    await expect(sheet.getByText('Green Valley Farm (FM001)')).toBeVisible();
    await expect(sheet.getAllByText(/^Cancelled SL003/)).toHaveLength(2);
    const ledger = within(sheet.getByRole('table', { name: 'Ledger entries' }));
    await expect(ledger.getAllByText('₹1,26,500.00')).toHaveLength(4);
    await expect(sheet.queryByRole('button', { name: 'Cancel Sale' })).not.toBeInTheDocument();
  },
};
