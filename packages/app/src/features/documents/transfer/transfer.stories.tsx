import type { Transfer } from '@pfm/shared';
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
import { pendingDetail, transfers } from './story-data.ts';
import { receiveAction, SAME_GODOWN, transferConfig } from './transfer-config.tsx';

const [st004] = transfers as [Transfer];

type TransferStoryArgs = DocumentStoryArgs<Transfer> & {
  onReceive: (transfer: Transfer, date: string) => Promise<unknown>;
};

const meta = {
  title: 'Screens/Transactions/Stock Transfer',
  decorators: [withToasts, withAppProviders],
  parameters: { layout: 'padded', route: '/transaction/transfer' },
  beforeEach: pinClock,
  args: {
    ...documentArgs(transfers),
    details: { ST004: pendingDetail },
    stock: { 'G001/I002': 1_200_000, 'G002/I002': 0 },
    onReceive: fn(async () => st004),
  },
  render: ({ onReceive, ...args }) => (
    <DocumentStory config={transferConfig} actions={[receiveAction(onReceive)]} {...args} />
  ),
} satisfies Meta<TransferStoryArgs>;

export default meta;
type Story = StoryObj<typeof meta>;

const table = () => screen.getByRole('table', { name: 'Stock transfers' });

/** Fills Record Transfer: 500 kg of Broiler Starter Feed from Main Warehouse to `to`. */
async function fillTransfer(dialog: ReturnType<typeof within>, to = 'North Godown') {
  await pickFrom(dialog, /^Item/, 'starter', 'Broiler Starter Feed');
  await chooseIn(dialog, /^From Godown/, 'Main Warehouse');
  await chooseIn(dialog, /^To Godown/, to);
  await userEvent.type(dialog.getByLabelText(/^Quantity/), '500');
}

/** Transfers with the specification's statuses: Completed, Pending (Receive offered), Cancelled. */
export const Loaded: Story = {
  play: async () => {
    await expect(screen.getByRole('heading', { level: 1, name: 'Stock Transfer' })).toBeVisible();
    const headers = within(table())
      .getAllByRole('columnheader')
      .map((header) => header.textContent?.trim());
    await expect(headers).toEqual([
      'Transfer ID',
      'Date',
      'Item',
      'Quantity',
      'From',
      'To',
      'Remarks',
      'Status',
      'Actions',
    ]);
    const row = (code: string) =>
      within(table()).getByRole('rowheader', { name: code }).closest('tr') as HTMLElement;
    await expect(row('ST004')).toHaveTextContent('Pending');
    await expect(row('ST003')).toHaveTextContent('Completed');
    await expect(row('ST003')).toHaveTextContent('12.5 liters');
    await expect(row('ST002')).toHaveTextContent('Cancelled');
    await expect(screen.getByRole('button', { name: 'Receive ST004' })).toBeVisible();
    for (const code of ['ST003', 'ST002', 'ST001']) {
      await expect(
        screen.queryByRole('button', { name: `Receive ${code}` }),
      ).not.toBeInTheDocument();
    }
  },
};

/** Record Transfer filled in as pending: the stock the source godown has shows under Quantity. */
export const RecordDialog: Story = {
  play: async ({ args }) => {
    await userEvent.click(screen.getByRole('button', { name: 'Record Transfer' }));
    const dialog = await dialogNamed('Record Transfer');
    const quantity = dialog.getByLabelText(/^Quantity/);
    await expect(quantity).toHaveAccessibleDescription(
      'Choose the item and the godown it leaves to see the stock there.',
    );
    await expect(dialog.getByRole('combobox', { name: /^Status/ })).toHaveTextContent('Completed');
    await fillTransfer(dialog);
    await chooseIn(dialog, /^Status/, 'Pending');
    await userEvent.type(dialog.getByLabelText('Remarks'), 'Lorry OD-02-AB-4471');
    await waitFor(() =>
      expect(dialog.getByLabelText(/^Quantity \(kg\)/)).toHaveAccessibleDescription(
        'Available in Main Warehouse on 14/03/2026: 1,200 kg',
      ),
    );
    await expect(args.onRecord).not.toHaveBeenCalled();
  },
};

/** From and To the same godown, and half a chick: each reason beside its field. */
export const ValidationErrors: Story = {
  args: { recording: true },
  play: async ({ args }) => {
    const dialog = await dialogNamed('Record Transfer');
    await pickFrom(dialog, /^Item/, 'chicks', 'Day Old Chicks');
    await chooseIn(dialog, /^From Godown/, 'Main Warehouse');
    await chooseIn(dialog, /^To Godown/, 'Main Warehouse');
    await userEvent.type(dialog.getByLabelText(/^Quantity/), '10.5');
    await userEvent.click(dialog.getByRole('button', { name: 'Save Transfer' }));
    await waitFor(() =>
      expect(dialog.getByRole('combobox', { name: /^To Godown/ })).toHaveAccessibleDescription(
        SAME_GODOWN,
      ),
    );
    await expect(dialog.getByLabelText(/^Quantity \(piece\)/)).toHaveAccessibleDescription(
      expect.stringContaining('This item is counted in whole pieces.'),
    );
    await expect(args.onRecord).not.toHaveBeenCalled();
  },
};

/** The server refuses to take stock below zero: its reason (item, godown, day, what is there) beside Quantity. */
export const NegativeStock: Story = {
  args: {
    recording: true,
    onRecord: fn(async () => {
      const message = 'Only 1,200 kg of Broiler Starter Feed in Main Warehouse on 14/03/2026.';
      throw new ApiError(409, 'conflict', message, { quantityMilli: message });
    }),
  },
  play: async ({ args }) => {
    const dialog = await dialogNamed('Record Transfer');
    await fillTransfer(dialog);
    const quantity = dialog.getByLabelText(/^Quantity/);
    await userEvent.clear(quantity);
    await userEvent.type(quantity, '1500');
    await userEvent.click(dialog.getByRole('button', { name: 'Save Transfer' }));
    await waitFor(() =>
      expect(args.onRecord).toHaveBeenCalledWith(
        {
          date: '2026-03-14',
          itemCode: 'I002',
          quantityMilli: 1_500_000,
          fromGodownCode: 'G001',
          toGodownCode: 'G002',
          remarks: '',
          receiveNow: true,
        },
        expect.any(String),
      ),
    );
    await waitFor(() =>
      expect(quantity).toHaveAccessibleDescription(
        expect.stringContaining('Only 1,200 kg of Broiler Starter Feed in Main Warehouse'),
      ),
    );
    await expect(quantity).toHaveValue('1500');
  },
};

/** A pending transfer's sheet: in transit, its value moved into transit's account, and Receive. */
export const PendingDetail: Story = {
  play: async () => {
    await userEvent.click(screen.getByRole('button', { name: 'View ST004' }));
    const sheet = await dialogNamed('Transfer ST004');
    await expect(sheet.getByText('Not yet (in transit)')).toBeVisible();
    const stock = within(sheet.getByRole('table', { name: 'Stock movements' }));
    await expect(stock.getByRole('rowheader', { name: 'In transit' })).toBeVisible();
    await expect(stock.getByText('-500 kg')).toBeVisible();
    const ledger = within(sheet.getByRole('table', { name: 'Ledger entries' }));
    const transit = ledger.getByRole('rowheader', { name: 'Stock in transit (TRANSIT)' });
    await expect(transit.closest('tr')).toHaveTextContent('₹19,000.00');
    await expect(ledger.getByRole('rowheader', { name: 'Stock in godowns (G001)' })).toBeVisible();
    await expect(sheet.getByRole('button', { name: 'Receive' })).toBeVisible();
    await expect(sheet.getByRole('button', { name: 'Cancel Transfer' })).toBeVisible();
  },
};

/** Receive asks the day it arrived: today by default, never before it left. */
export const Receive: Story = {
  play: async ({ args, step }) => {
    await step('received today', async () => {
      await userEvent.click(screen.getByRole('button', { name: 'Receive ST004' }));
      const dialog = await dialogNamed('Receive ST004');
      await expect(dialog.getByLabelText(/^Received On/)).toHaveValue('14/03/2026');
      await userEvent.click(dialog.getByRole('button', { name: 'Receive' }));
      await waitFor(() => expect(args.onReceive).toHaveBeenCalledWith(st004, '2026-03-14'));
      await dismissToast('Transfer received');
    });
    await step('not before it left', async () => {
      await userEvent.click(screen.getByRole('button', { name: 'Receive ST004' }));
      const dialog = await dialogNamed('Receive ST004');
      const date = dialog.getByLabelText(/^Received On/);
      await userEvent.clear(date);
      await userEvent.type(date, '11/03/2026');
      await userEvent.click(dialog.getByRole('button', { name: 'Receive' }));
      await waitFor(() =>
        expect(date).toHaveAccessibleDescription(
          expect.stringContaining('ST004 left on 12/03/2026; it cannot arrive before that.'),
        ),
      );
      await expect(args.onReceive).toHaveBeenCalledTimes(1);
    });
  },
};

/** Staff record and receive transfers; only an Administrator cancels. */
export const Staff: Story = {
  args: { canCancel: false },
  play: async () => {
    await expect(screen.getByRole('button', { name: 'Record Transfer' })).toBeVisible();
    await expect(screen.getByRole('button', { name: 'Receive ST004' })).toBeVisible();
    await expect(screen.queryByRole('button', { name: /^Cancel ST/ })).not.toBeInTheDocument();
  },
};

/** 360 px: Record Transfer with its fields one under another. */
export const Narrow: Story = {
  globals: { viewport: { value: 'narrow' } },
  args: { recording: true },
  play: async () => {
    const dialog = await dialogNamed('Record Transfer');
    const from = dialog.getByRole('combobox', { name: /^From Godown/ }).getBoundingClientRect();
    const to = dialog.getByRole('combobox', { name: /^To Godown/ }).getBoundingClientRect();
    await expect(to.top).toBeGreaterThan(from.bottom);
  },
};
