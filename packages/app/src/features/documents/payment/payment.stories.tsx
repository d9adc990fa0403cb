import type { Voucher } from '@pfm/shared';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
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
import { payAction, voucherConfig } from './payment-config.tsx';
import { pendingDetail, vouchers } from './story-data.ts';

const [pv005, pv004] = vouchers as [Voucher, Voucher];

type VoucherStoryArgs = DocumentStoryArgs<Voucher> & {
  onPay: (voucher: Voucher, date: string) => Promise<unknown>;
};

const meta = {
  title: 'Screens/Transactions/Payment Voucher',
  decorators: [withToasts, withAppProviders],
  parameters: { layout: 'padded', route: '/transaction/payment' },
  beforeEach: pinClock,
  args: {
    ...documentArgs(vouchers),
    details: { PV004: pendingDetail },
    onPay: fn(async () => ({ ...pv004, state: 'paid', paidOn: '2026-03-14' })),
  },
  render: ({ onPay, ...args }) => (
    <DocumentStory config={voucherConfig} actions={[payAction(onPay)]} {...args} />
  ),
} satisfies Meta<VoucherStoryArgs>;

export default meta;
type Story = StoryObj<typeof meta>;

const table = () => screen.getByRole('table', { name: 'Outgoing payments' });
const row = (code: string) =>
  within(table()).getByRole('rowheader', { name: code }).closest('tr') as HTMLElement;

/** Outgoing payments: payee with its type, amount, mode with its cheque or reference, status. */
export const Loaded: Story = {
  play: async ({ args }) => {
    await expect(screen.getByRole('heading', { level: 1, name: 'Payment Voucher' })).toBeVisible();
    const headers = within(table())
      .getAllByRole('columnheader')
      .map((header) => header.textContent?.trim());
    await expect(headers).toEqual([
      'Voucher ID',
      'Date',
      'Payee',
      'Amount',
      'Mode',
      'Purpose',
      'Status',
      'Actions',
    ]);
    await expect(row('PV004')).toHaveTextContent('13/03/2026');
    await expect(row('PV004')).toHaveTextContent('Ramesh SahooFarmer');
    await expect(row('PV004')).toHaveTextContent('₹48,250.50');
    await expect(row('PV004')).toHaveTextContent('ChequeNo. 004512');
    await expect(row('PV004')).toHaveTextContent('Pending');
    await expect(row('PV005')).toHaveTextContent('₹1,05,000.00');
    await expect(row('PV005')).toHaveTextContent('Paid');
    await expect(row('PV003')).toHaveTextContent('Maa Mangala ElectricalsOther');
    await expect(row('PV002')).toHaveTextContent('Cancelled');
    // Only the pending voucher is marked paid.
    await expect(screen.getByRole('button', { name: 'Mark Paid PV004' })).toBeVisible();
    for (const code of ['PV005', 'PV003', 'PV002', 'PV001']) {
      await expect(
        screen.queryByRole('button', { name: `Mark Paid ${code}` }),
      ).not.toBeInTheDocument();
    }
    // Pending ones can be listed alone (the server filters by state).
    const filters = within(screen.getByRole('search'));
    await chooseIn(filters, /^Payment/, 'Pending');
    await expect(args.onParamsChange).toHaveBeenLastCalledWith({
      filters: { state: 'pending' },
    });
    await chooseIn(filters, /^Payment/, 'All payments');
    await expect(args.onParamsChange).toHaveBeenLastCalledWith({ filters: {} });
  },
};

/**
 * A farmer paid by cheque, pending until it clears: the payee type changes the payee list, the
 * cheque's fields appear with Cheque, and the input goes with the opened form's key.
 */
export const RecordChequePayment: Story = {
  parameters: { screenshot: false },
  args: { onRecord: fn(async () => pv004) },
  play: async ({ args, step }) => {
    await userEvent.click(screen.getByRole('button', { name: 'Record Payment' }));
    const dialog = await dialogNamed('Record Payment');
    await step('the payee type chooses the list of payees', async () => {
      await expect(dialog.getByRole('combobox', { name: /^Payee Type/ })).toHaveTextContent(
        'Supplier',
      );
      await pickFrom(dialog, /^Payee$/, 'venk', 'Venkateshwara Hatcheries');
      await chooseIn(dialog, /^Payee Type/, 'Farmer');
      const payee = dialog.getByRole('combobox', { name: 'Payee' });
      await expect(payee).toHaveValue('');
      await expect(payee).toHaveAttribute('placeholder', 'Search farmers');
      await pickFrom(dialog, /^Payee$/, 'sahoo', 'Ramesh Sahoo');
    });
    await step('cheque asks the bank account, cheque number and date', async () => {
      await expect(dialog.queryByRole('combobox', { name: 'Bank Account' })).toBeNull();
      await userEvent.type(dialog.getByLabelText(/^Amount/), '48250.50');
      await chooseIn(dialog, /^Payment Mode/, 'Cheque');
      await chooseIn(dialog, /^Bank Account/, 'State Bank of India ····4321');
      await userEvent.type(dialog.getByLabelText(/^Cheque Number/), '004512');
      await userEvent.type(dialog.getByLabelText(/^Cheque Date/), '16/03/2026');
      await expect(dialog.queryByLabelText(/^Reference/)).toBeNull();
    });
    await userEvent.type(dialog.getByLabelText(/^Purpose/), 'Growing charges, batch B001');
    await chooseIn(dialog, /^Status/, 'Pending');
    await userEvent.click(dialog.getByRole('button', { name: 'Save Payment' }));
    await waitFor(() => expect(args.onRecord).toHaveBeenCalledTimes(1));
    await expect(args.onRecord).toHaveBeenCalledWith(
      {
        date: '2026-03-14',
        payeeType: 'farmer',
        payeeCode: 'F001',
        payeeName: '',
        amountPaise: 4_825_050,
        mode: 'cheque',
        bankAccountCode: 'BK001',
        chequeNumber: '004512',
        chequeDate: '2026-03-16',
        reference: '',
        purpose: 'Growing charges, batch B001',
        state: 'pending',
      },
      expect.stringMatching(/^[0-9a-f-]{32,36}$/),
    );
    await dismissToast('Voucher recorded');
  },
};

/**
 * Someone who is not a supplier or farmer, paid in cash: a typed name, no bank account. A UPI
 * reference typed before switching back to cash is not sent; with UPI, its details are asked for.
 */
export const OtherPayee: Story = {
  args: { onRecord: fn(async () => pv005) },
  play: async ({ args, step }) => {
    let dialog = within(document.body);
    await step('other: a name, cash: no bank account', async () => {
      await userEvent.click(screen.getByRole('button', { name: 'Record Payment' }));
      dialog = await dialogNamed('Record Payment');
      await chooseIn(dialog, /^Payee Type/, 'Other');
      await expect(dialog.queryByRole('combobox', { name: 'Payee' })).toBeNull();
      await userEvent.type(dialog.getByLabelText(/^Payee Name/), 'Maa Mangala Electricals');
      await userEvent.type(dialog.getByLabelText(/^Amount/), '3450');
      await chooseIn(dialog, /^Payment Mode/, 'UPI');
      await userEvent.type(dialog.getByLabelText(/^Reference/), '606412873391');
      await chooseIn(dialog, /^Payment Mode/, 'Cash');
      await expect(dialog.queryByLabelText(/^Reference/)).toBeNull();
      await expect(dialog.queryByRole('combobox', { name: /^Bank Account/ })).toBeNull();
      await userEvent.type(dialog.getByLabelText(/^Purpose/), 'Brooder wiring repair');
      await userEvent.click(dialog.getByRole('button', { name: 'Save Payment' }));
      await waitFor(() =>
        expect(args.onRecord).toHaveBeenCalledWith(
          {
            date: '2026-03-14',
            payeeType: 'other',
            payeeCode: '',
            payeeName: 'Maa Mangala Electricals',
            amountPaise: 345_000,
            mode: 'cash',
            bankAccountCode: '',
            chequeNumber: '',
            chequeDate: '',
            reference: '',
            purpose: 'Brooder wiring repair',
            state: 'paid',
          },
          expect.any(String),
        ),
      );
      await dismissToast('Voucher recorded');
    });
    await step('UPI needs the bank account and the reference', async () => {
      await userEvent.click(screen.getByRole('button', { name: 'Record Payment' }));
      dialog = await dialogNamed('Record Payment');
      await chooseIn(dialog, /^Payee Type/, 'Other');
      await userEvent.type(dialog.getByLabelText(/^Payee Name/), 'Maa Mangala Electricals');
      await userEvent.type(dialog.getByLabelText(/^Amount/), '1200');
      await chooseIn(dialog, /^Payment Mode/, 'UPI');
      await userEvent.type(dialog.getByLabelText(/^Purpose/), 'Fan motor rewinding');
      await userEvent.click(dialog.getByRole('button', { name: 'Save Payment' }));
      const reference = dialog.getByLabelText(/^Reference/);
      await waitFor(() => expect(reference).toHaveAttribute('aria-invalid', 'true'));
      await expect(reference).toHaveAccessibleDescription(
        expect.stringContaining('Enter the reference (UTR or UPI transaction id).'),
      );
      await expect(
        dialog.getByRole('combobox', { name: /^Bank Account/ }),
      ).toHaveAccessibleDescription(expect.stringContaining('Choose the bank account.'));
      await expect(args.onRecord).toHaveBeenCalledTimes(1);
    });
  },
};

/**
 * Mark Paid asks the day the cheque was paid (not before the voucher's date, today by default) and
 * sends it; the pending voucher's sheet shows the cheque's bank, number and date, not yet paid, and
 * nothing in the ledger.
 */
export const MarkPaid: Story = {
  play: async ({ args, step }) => {
    await step('not before the voucher’s date, then today', async () => {
      await userEvent.click(screen.getByRole('button', { name: 'Mark Paid PV004' }));
      const dialog = await dialogNamed('Mark Paid PV004');
      await expect(
        dialog.getByText('PV004: ₹48,250.50 to Ramesh Sahoo by cheque, recorded as pending.'),
      ).toBeVisible();
      const date = dialog.getByLabelText(/^Paid On/);
      await expect(date).toHaveValue('14/03/2026');
      await userEvent.clear(date);
      await userEvent.type(date, '12/03/2026');
      await userEvent.click(dialog.getByRole('button', { name: 'Mark Paid' }));
      await waitFor(() =>
        expect(date).toHaveAccessibleDescription(
          expect.stringContaining('PV004 is dated 13/03/2026; it cannot be paid before that.'),
        ),
      );
      await expect(args.onPay).not.toHaveBeenCalled();
      await userEvent.clear(date);
      await userEvent.type(date, '14/03/2026');
      await userEvent.click(dialog.getByRole('button', { name: 'Mark Paid' }));
      await waitFor(() => expect(args.onPay).toHaveBeenCalledWith(pv004, '2026-03-14'));
      await dismissToast('Voucher paid');
    });
    await step('the pending cheque’s sheet', async () => {
      await userEvent.click(screen.getByRole('button', { name: 'View PV004' }));
      const sheet = await dialogNamed('Voucher PV004');
      await expect(sheet.getByText('State Bank of India (BK001)')).toBeVisible();
      await expect(sheet.getByText('004512')).toBeVisible();
      await expect(sheet.getByText('16/03/2026')).toBeVisible();
      await expect(sheet.getByText('Not yet (pending)')).toBeVisible();
      await expect(sheet.getByText('No ledger entries')).toBeVisible();
      await expect(sheet.getByRole('button', { name: 'Mark Paid' })).toBeVisible();
    });
  },
};
