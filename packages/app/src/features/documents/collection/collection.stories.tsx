import type { Collection, OutstandingSale } from '@pfm/shared';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { ApiError } from '../../../lib/api.ts';
import {
  chooseIn,
  DocumentStory,
  type DocumentStoryArgs,
  dialogNamed,
  dismissToast,
  documentArgs,
  pickFrom,
  pinClock,
  withToasts,
} from '../../../lib/documents/testing/document-story.tsx';
import { withAppProviders } from '../../../testing/story-decorators.tsx';
import { collectionConfig, receiveAction } from './collection-config.tsx';
import { OutstandingSalesProvider } from './outstanding-sales.tsx';
import { collections, outstandingSales } from './story-data.ts';

const [pc004, pc003] = collections as [Collection, Collection];

type CollectionStoryArgs = DocumentStoryArgs<Collection> & {
  /** Each trader's sales with something outstanding. */
  outstanding: Record<string, OutstandingSale[]>;
  onReceive: (collection: Collection, date: string) => Promise<unknown>;
};

const meta = {
  title: 'Screens/Transactions/Payment Collection',
  decorators: [withToasts, withAppProviders],
  parameters: { layout: 'padded', route: '/transaction/collection' },
  beforeEach: pinClock,
  args: {
    ...documentArgs(collections),
    outstanding: outstandingSales,
    onReceive: fn(async () => ({ ...pc003, state: 'received', receivedOn: '2026-03-14' })),
  },
  render: ({ outstanding, onReceive, ...args }) => (
    <OutstandingSalesProvider lookup={async (trader) => outstanding[trader] ?? []}>
      <DocumentStory config={collectionConfig} actions={[receiveAction(onReceive)]} {...args} />
    </OutstandingSalesProvider>
  ),
} satisfies Meta<CollectionStoryArgs>;

export default meta;
type Story = StoryObj<typeof meta>;

const table = () => screen.getByRole('table', { name: 'Incoming payments' });
const row = (code: string) =>
  within(table()).getByRole('rowheader', { name: code }).closest('tr') as HTMLElement;

/** Jagannath Chicken Centre, then its sale SL003: the outstanding ₹12,500.00 becomes the amount. */
async function chooseSaleSl003(dialog: ReturnType<typeof within>) {
  await pickFrom(dialog, /^Trader/, 'jagannath', 'Jagannath Chicken Centre');
  const sale = dialog.getByRole('combobox', { name: /^Sale Reference/ });
  await waitFor(() => expect(sale).toBeEnabled());
  await chooseIn(dialog, /^Sale Reference/, 'SL003 · 11/03/2026 · ₹12,500.00 outstanding');
}

/** Incoming payments: trader, the sale paid (or none), mode with its cheque or reference, status. */
export const Loaded: Story = {
  play: async ({ args }) => {
    await expect(
      screen.getByRole('heading', { level: 1, name: 'Payment Collection' }),
    ).toBeVisible();
    const headers = within(table())
      .getAllByRole('columnheader')
      .map((header) => header.textContent?.trim());
    await expect(headers).toEqual([
      'Collection ID',
      'Date',
      'Trader',
      'Sale Ref',
      'Amount',
      'Mode',
      'Remarks',
      'Status',
      'Actions',
    ]);
    await expect(row('PC004')).toHaveTextContent('SL003');
    await expect(row('PC004')).toHaveTextContent('₹12,500.00');
    await expect(row('PC004')).toHaveTextContent('UPI407312345678');
    await expect(row('PC004')).toHaveTextContent('Received');
    await expect(row('PC003')).toHaveTextContent('12/03/2026');
    await expect(row('PC003')).toHaveTextContent('Pending');
    await expect(row('PC003')).toHaveTextContent('—');
    await expect(row('PC001')).toHaveTextContent('Cancelled');
    // Only the pending collection is marked received.
    await expect(screen.getByRole('button', { name: 'Mark Received PC003' })).toBeVisible();
    for (const code of ['PC004', 'PC002', 'PC001']) {
      await expect(
        screen.queryByRole('button', { name: `Mark Received ${code}` }),
      ).not.toBeInTheDocument();
    }
    // Pending ones can be listed alone (the server filters by state).
    const filters = within(screen.getByRole('search'));
    await chooseIn(filters, /^Receipt/, 'Pending');
    await expect(args.onParamsChange).toHaveBeenLastCalledWith({
      filters: { state: 'pending' },
    });
    await chooseIn(filters, /^Receipt/, 'All receipts');
    await expect(args.onParamsChange).toHaveBeenLastCalledWith({ filters: {} });
  },
};

/**
 * Against a sale: the trader's outstanding sales are listed with what each still owes, the chosen
 * one's outstanding is suggested as the amount, and the collection is saved with its UPI details.
 */
export const RecordAgainstSale: Story = {
  parameters: { screenshot: false },
  args: { onRecord: fn(async () => pc004) },
  play: async ({ args, step }) => {
    await userEvent.click(screen.getByRole('button', { name: 'Record Collection' }));
    const dialog = await dialogNamed('Record Collection');
    const sale = dialog.getByRole('combobox', { name: /^Sale Reference/ });
    await step('the sales wait for the trader', async () => {
      await expect(sale).toBeDisabled();
      await expect(sale).toHaveAccessibleDescription('Choose the trader first to see their sales.');
    });
    await step('the trader’s outstanding sales, each with what it still owes', async () => {
      await pickFrom(dialog, /^Trader/, 'jagannath', 'Jagannath Chicken Centre');
      await waitFor(() => expect(sale).toBeEnabled());
      await userEvent.click(sale);
      const offered = (await screen.findAllByRole('option')).map((option) =>
        option.textContent?.trim(),
      );
      await expect(offered).toEqual([
        'None (on account)',
        'SL003 · 11/03/2026 · ₹12,500.00 outstanding',
        'SL004 · 13/03/2026 · ₹64,800.00 outstanding',
      ]);
      await userEvent.keyboard('{Escape}');
      await chooseIn(dialog, /^Sale Reference/, 'SL003 · 11/03/2026 · ₹12,500.00 outstanding');
      await expect(dialog.getByLabelText(/^Amount/)).toHaveValue('12,500.00');
      await expect(sale).toHaveAccessibleDescription('₹12,500.00 of ₹25,000.00 still to collect.');
    });
    await step('by UPI into HDFC Bank', async () => {
      await chooseIn(dialog, /^Payment Mode/, 'UPI');
      await chooseIn(dialog, /^Bank Account/, 'HDFC Bank ····5678');
      await userEvent.type(dialog.getByLabelText(/^Reference/), '407398765432');
      await userEvent.click(dialog.getByRole('button', { name: 'Save Collection' }));
      await waitFor(() =>
        expect(args.onRecord).toHaveBeenCalledWith(
          {
            date: '2026-03-14',
            traderCode: 'T001',
            saleCode: 'SL003',
            amountPaise: 1_250_000,
            mode: 'upi',
            bankAccountCode: 'BK002',
            chequeNumber: '',
            chequeDate: '',
            reference: '407398765432',
            remarks: '',
            state: 'received',
          },
          expect.stringMatching(/^[0-9a-f-]{32,36}$/),
        ),
      );
      await dismissToast('Collection recorded');
    });
  },
};

/** More than the sale has outstanding: the server's reason beside Amount, and nothing typed is lost. */
export const MoreThanOutstanding: Story = {
  args: {
    recording: true,
    onRecord: fn(async () => {
      const message = 'SL003 has ₹12,500.00 outstanding; ₹20,000.00 is more than that.';
      throw new ApiError(409, 'conflict', message, { amountPaise: message });
    }),
  },
  play: async ({ args }) => {
    const dialog = await dialogNamed('Record Collection');
    await chooseSaleSl003(dialog);
    const amount = dialog.getByLabelText(/^Amount/);
    await userEvent.clear(amount);
    await userEvent.type(amount, '20000');
    // Said as it is typed; Save still asks the server, which has the last word.
    await expect(amount).toHaveAttribute('aria-invalid', 'true');
    await userEvent.click(dialog.getByRole('button', { name: 'Save Collection' }));
    await waitFor(() =>
      expect(args.onRecord).toHaveBeenCalledWith(
        expect.objectContaining({ saleCode: 'SL003', amountPaise: 2_000_000, mode: 'cash' }),
        expect.any(String),
      ),
    );
    await waitFor(() =>
      expect(amount).toHaveAccessibleDescription(
        expect.stringContaining('SL003 has ₹12,500.00 outstanding; ₹20,000.00 is more than that.'),
      ),
    );
    // Written with its paise when left; the refusal took the focus back to it, plain for editing.
    await expect(amount).toHaveFocus();
    await expect(amount).toHaveValue('20000.00');
    await expect(dialog.getByRole('combobox', { name: /^Sale Reference/ })).toHaveTextContent(
      'SL003',
    );
    await expect(dialog.getByRole('combobox', { name: /^Trader/ })).toHaveValue(
      'Jagannath Chicken Centre',
    );
  },
};

/** Ranchi Poultry Mart's SL006 of ₹3,44,400.00, chosen: its outstanding becomes the amount. */
async function chooseSaleSl006(dialog: ReturnType<typeof within>) {
  await pickFrom(dialog, /^Trader/, 'ranchi', 'Ranchi Poultry Mart');
  const sale = dialog.getByRole('combobox', { name: /^Sale Reference/ });
  await waitFor(() => expect(sale).toBeEnabled());
  await chooseIn(dialog, /^Sale Reference/, 'SL006 · 13/03/2026 · ₹3,44,400.00 outstanding');
}

/**
 * The chosen sale's outstanding beside Amount, which starts as all of it, grouped (3,44,400.00)
 * and sent plain; more than that is refused as it is typed, before Save.
 */
export const OutstandingLimit: Story = {
  args: { recording: true, onRecord: fn(async () => pc004) },
  play: async ({ args, step }) => {
    const dialog = await dialogNamed('Record Collection');
    const amount = dialog.getByLabelText(/^Amount/);
    await step('the outstanding, grouped, as the amount', async () => {
      await chooseSaleSl006(dialog);
      await expect(amount).toHaveValue('3,44,400.00');
      await expect(amount).toHaveAccessibleDescription('Outstanding on SL006: ₹3,44,400.00.');
      await expect(amount).not.toHaveAttribute('aria-invalid');
    });
    await step('more than that, refused before Save', async () => {
      await userEvent.click(amount);
      await expect(amount).toHaveValue('344400.00');
      await userEvent.clear(amount);
      await userEvent.type(amount, '350000');
      await userEvent.tab();
      await expect(amount).toHaveValue('3,50,000.00');
      await expect(amount).toHaveAttribute('aria-invalid', 'true');
      await expect(amount).toHaveAccessibleDescription(
        'Outstanding on SL006: ₹3,44,400.00. SL006 has ₹3,44,400.00 outstanding; ₹3,50,000.00 is more than that.',
      );
      await expect(args.onRecord).not.toHaveBeenCalled();
    });
  },
};

/** 360 px: the chosen sale's reference, date and outstanding wrap inside the field, nothing cut. */
export const Narrow: Story = {
  globals: { viewport: { value: 'narrow' } },
  args: { recording: true },
  play: async () => {
    const dialog = await dialogNamed('Record Collection');
    await chooseSaleSl006(dialog);
    const sale = dialog.getByRole('combobox', { name: /^Sale Reference/ });
    await expect(sale).toHaveTextContent('SL006 · 13/03/2026 · ₹3,44,400.00 outstanding');
    const text = sale.firstElementChild as HTMLElement;
    await expect(text.scrollWidth).toBeLessThanOrEqual(text.clientWidth);
    await expect(sale.getBoundingClientRect().right).toBeLessThanOrEqual(360);
    await expect(dialog.getByLabelText(/^Amount/)).toHaveValue('3,44,400.00');
  },
};

/** Mark Received asks the day the money came: today by default, never before the collection. */
export const MarkReceived: Story = {
  play: async ({ args, step }) => {
    await step('received today', async () => {
      await userEvent.click(screen.getByRole('button', { name: 'Mark Received PC003' }));
      const dialog = await dialogNamed('Mark Received PC003');
      await expect(
        dialog.getByText(
          'PC003: ₹50,000.00 from Maa Tarini Traders by cheque, recorded as pending.',
        ),
      ).toBeVisible();
      await expect(dialog.getByLabelText(/^Received On/)).toHaveValue('14/03/2026');
      await userEvent.click(dialog.getByRole('button', { name: 'Mark Received' }));
      await waitFor(() => expect(args.onReceive).toHaveBeenCalledWith(pc003, '2026-03-14'));
      await dismissToast('Collection received');
    });
    await step('not before the collection’s date', async () => {
      await userEvent.click(screen.getByRole('button', { name: 'Mark Received PC003' }));
      const dialog = await dialogNamed('Mark Received PC003');
      const date = dialog.getByLabelText(/^Received On/);
      await userEvent.clear(date);
      await userEvent.type(date, '11/03/2026');
      await userEvent.click(dialog.getByRole('button', { name: 'Mark Received' }));
      await waitFor(() =>
        expect(date).toHaveAccessibleDescription(
          expect.stringContaining('PC003 is dated 12/03/2026; it cannot be received before that.'),
        ),
      );
      await expect(args.onReceive).toHaveBeenCalledTimes(1);
    });
  },
};
