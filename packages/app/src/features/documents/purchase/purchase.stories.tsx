// Over 400 lines: the first transaction screen: every state of its list, form, view and cancel dialog.
import type { Purchase } from '@pfm/shared';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, spyOn, userEvent, waitFor, within } from 'storybook/test';
import { ApiError } from '../../../lib/api.ts';
import { lastGodownKey } from '../../../lib/documents/last-godown.ts';
import {
  chooseIn,
  DocumentStory,
  type DocumentStoryArgs,
  dialogNamed,
  dismissToast,
  documentArgs,
  pickFrom,
  pinClock,
  storyUser,
  withSignedInUser,
  withToasts,
} from '../../../lib/documents/testing/document-story.tsx';
import { withAppProviders } from '../../../testing/story-decorators.tsx';
import { purchaseConfig } from './purchase-config.tsx';
import { cancelledDetail, postedDetail, purchases } from './story-data.ts';

const [p006, p005] = purchases as [Purchase, Purchase];

const meta = {
  title: 'Screens/Transactions/Purchase',
  decorators: [withToasts, withAppProviders],
  parameters: { layout: 'padded', route: '/transaction/purchase' },
  beforeEach: pinClock,
  args: {
    ...documentArgs(purchases),
    details: { P006: postedDetail, P005: cancelledDetail },
  },
  render: (args) => <DocumentStory config={purchaseConfig} {...args} />,
} satisfies Meta<DocumentStoryArgs<Purchase>>;

export default meta;
type Story = StoryObj<typeof meta>;

const table = () => screen.getByRole('table', { name: 'Purchases' });

/** Fills the Record Purchase dialog: 500 kg of Broiler Starter Feed at ₹45.50 into North Godown. */
async function fillPurchase(dialog: ReturnType<typeof within>) {
  await pickFrom(dialog, /^Supplier/, 'godrej', 'Godrej Agrovet Feeds');
  await pickFrom(dialog, /^Item/, 'starter', 'Broiler Starter Feed');
  await chooseIn(dialog, /^Godown/, 'North Godown');
  await userEvent.type(dialog.getByLabelText(/^Quantity/), '500');
  await userEvent.type(dialog.getByLabelText(/^Rate/), '45.50');
}

const purchaseInput = {
  date: '2026-03-14',
  supplierCode: 'S002',
  itemCode: 'I002',
  godownCode: 'G002',
  quantityMilli: 500_000,
  ratePaise: 4_550,
  invoiceNumber: 'GAF/2026/0420',
};

/** The specification's purchases table, newest first, with the amount and each one's status. */
export const Loaded: Story = {
  // One of the screens' pictures in the dark theme too (decision 0051).
  parameters: { screenshot: { dark: true } },
  play: async ({ args }) => {
    await expect(screen.getByRole('heading', { level: 1, name: 'Purchase' })).toBeVisible();
    const headers = within(table())
      .getAllByRole('columnheader')
      .map((header) => header.textContent?.trim());
    await expect(headers).toEqual([
      'Purchase ID',
      'Date',
      'Supplier',
      'Item',
      'Quantity',
      'Amount',
      'Invoice No.',
      'Status',
      'Actions',
    ]);
    const p006Row = within(table()).getByRole('rowheader', { name: 'P006' }).closest('tr');
    await expect(p006Row).toHaveTextContent('₹1,05,000.00');
    await expect(p006Row).toHaveTextContent('2,500 kg');
    await expect(p006Row).toHaveTextContent('13/03/2026');
    // A cancelled purchase stays listed, marked Cancelled, with nothing left to cancel.
    const p005Row = within(table()).getByRole('rowheader', { name: 'P005' }).closest('tr');
    await expect(p005Row).toHaveTextContent('Cancelled');
    await expect(screen.queryByRole('button', { name: 'Cancel P005' })).not.toBeInTheDocument();
    await expect(screen.getByRole('button', { name: 'Cancel P006' })).toBeVisible();
    // The server sorts.
    await userEvent.click(within(table()).getByRole('button', { name: /Amount/ }));
    await expect(args.onParamsChange).toHaveBeenCalledWith({
      sort: { id: 'amount', direction: 'asc' },
    });
  },
};

export const Loading: Story = {
  args: { loading: true },
  play: async () => {
    await expect(screen.getByText('Loading…')).toBeInTheDocument();
    await expect(screen.getByRole('search', { name: 'Filter purchases' })).toBeVisible();
  },
};

export const Empty: Story = {
  args: { rows: [] },
  play: async () => {
    await expect(screen.getByText('No purchases yet')).toBeVisible();
    await expect(
      screen.getByText('Record the first purchase to bring stock into a godown.'),
    ).toBeVisible();
    await expect(screen.getAllByRole('button', { name: 'Record Purchase' })).toHaveLength(2);
  },
};

export const LoadError: Story = {
  args: { error: 'The server could not answer (500 Internal Server Error). Please try again.' },
  play: async ({ args }) => {
    await expect(screen.getByText('Could not load the purchases')).toBeVisible();
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    await expect(args.onRetry).toHaveBeenCalled();
  },
};

/** Supplier and dates chosen (as a link to the list would carry them); the status narrows further. */
export const Filtered: Story = {
  args: {
    rows: purchases.filter((purchase) => purchase.supplierCode === 'S002'),
    params: { filters: { supplier: 'S002', from: '2026-03-01', to: '2026-03-14' } },
  },
  play: async ({ args }) => {
    const filters = within(screen.getByRole('search', { name: 'Filter purchases' }));
    await expect(filters.getByRole('combobox', { name: 'Supplier' })).toHaveTextContent(
      'Godrej Agrovet Feeds',
    );
    await expect(filters.getByLabelText('From')).toHaveValue('01/03/2026');
    await expect(within(table()).getAllByRole('rowheader')).toHaveLength(3);
    await chooseIn(filters, /^Status/, 'Cancelled');
    await expect(args.onParamsChange).toHaveBeenLastCalledWith({
      filters: { supplier: 'S002', from: '2026-03-01', to: '2026-03-14', status: 'cancelled' },
    });
    await expect(filters.getByRole('button', { name: 'Clear filters' })).toBeVisible();
  },
};

/** Record Purchase filled in: the amount follows quantity × rate as they are typed. */
export const LiveAmount: Story = {
  play: async ({ args, step }) => {
    let dialog = within(document.body);
    await step('open the dialog: dated today, nothing else chosen', async () => {
      await userEvent.click(screen.getByRole('button', { name: 'Record Purchase' }));
      dialog = await dialogNamed('Record Purchase');
      await expect(dialog.getByLabelText(/^Date/)).toHaveValue('14/03/2026');
      await expect(dialog.getByRole('status', { name: 'Amount' })).toHaveTextContent('—');
    });
    await step('the amount follows what is typed, to the paisa', async () => {
      await fillPurchase(dialog);
      await expect(dialog.getByLabelText(/^Quantity \(kg\)/)).toHaveValue('500');
      await expect(dialog.getByRole('status', { name: 'Amount' })).toHaveTextContent('₹22,750.00');
      const rate = dialog.getByLabelText(/^Rate/);
      await userEvent.clear(rate);
      await userEvent.type(rate, '45.555');
      await expect(dialog.getByRole('status', { name: 'Amount' })).toHaveTextContent('—');
      await userEvent.clear(rate);
      await userEvent.type(rate, '45.57');
      await userEvent.clear(dialog.getByLabelText(/^Quantity/));
      await userEvent.type(dialog.getByLabelText(/^Quantity/), '12.345');
      await expect(dialog.getByRole('status', { name: 'Amount' })).toHaveTextContent('₹562.56');
    });
    await expect(args.onRecord).not.toHaveBeenCalled();
  },
};

/**
 * Saved: the input in paise and thousandths with the opened form's idempotency key; a form opened
 * again sends a new key.
 */
export const Recorded: Story = {
  parameters: { screenshot: false },
  args: { onRecord: fn(async () => postedDetail) },
  play: async ({ args }) => {
    await userEvent.click(screen.getByRole('button', { name: 'Record Purchase' }));
    const dialog = await dialogNamed('Record Purchase');
    await fillPurchase(dialog);
    await userEvent.type(dialog.getByLabelText('Invoice Number'), 'GAF/2026/0420');
    await userEvent.click(dialog.getByRole('button', { name: 'Save Purchase' }));
    await waitFor(() => expect(args.onRecord).toHaveBeenCalledTimes(1));
    await expect(args.onRecord).toHaveBeenCalledWith(purchaseInput, expect.any(String));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await expect(await screen.findByText('Purchase recorded')).toBeVisible();

    await userEvent.click(screen.getByRole('button', { name: 'Record Purchase' }));
    const again = await dialogNamed('Record Purchase');
    await expect(again.getByLabelText(/^Quantity/)).toHaveValue('');
    await fillPurchase(again);
    await userEvent.click(again.getByRole('button', { name: 'Save Purchase' }));
    await waitFor(() => expect(args.onRecord).toHaveBeenCalledTimes(2));
    const [first, second] = (args.onRecord as ReturnType<typeof fn>).mock.calls;
    await expect(second?.[1]).not.toBe(first?.[1]);
  },
};

/**
 * Save & add another (Ctrl+Enter): the purchase is recorded with a toast, and the dialog stays
 * with a new form — dated today, nothing typed, the focus on its first field — whose save is a new
 * document with an idempotency key of its own.
 */
export const SaveAndAddAnother: Story = {
  // It ends with a toast that may or may not still be showing; the dialog has its pictures.
  parameters: { screenshot: false },
  args: {
    // The first purchase (with an invoice) is P006, the next one P007.
    onRecord: fn(async (input: unknown) =>
      (input as { invoiceNumber: string }).invoiceNumber
        ? postedDetail
        : { ...postedDetail, code: 'P007' },
    ),
  },
  play: async ({ args, step }) => {
    await userEvent.click(screen.getByRole('button', { name: 'Record Purchase' }));
    const dialog = await dialogNamed('Record Purchase');
    await step('Ctrl+Enter records the purchase and starts the next one', async () => {
      await fillPurchase(dialog);
      await userEvent.type(dialog.getByLabelText('Invoice Number'), 'GAF/2026/0420');
      await userEvent.keyboard('{Control>}{Enter}{/Control}');
      await waitFor(() => expect(args.onRecord).toHaveBeenCalledTimes(1));
      await expect(args.onRecord).toHaveBeenCalledWith(purchaseInput, expect.any(String));
      await expect(await screen.findByText('Purchase recorded')).toBeVisible();
      await expect(screen.getByText(/^P006: /)).toBeVisible();
      await waitFor(() => expect(dialog.getByLabelText(/^Date/)).toHaveFocus());
      await expect(screen.getByRole('dialog', { name: 'Record Purchase' })).toBeVisible();
      await expect(dialog.getByLabelText(/^Date/)).toHaveValue('14/03/2026');
      await expect(dialog.getByRole('combobox', { name: /^Supplier/ })).toHaveValue('');
      await expect(dialog.getByRole('combobox', { name: /^Item/ })).toHaveValue('');
      await expect(dialog.getByLabelText(/^Quantity/)).toHaveValue('');
      await expect(dialog.getByLabelText(/^Rate/)).toHaveValue('');
      await expect(dialog.getByLabelText('Invoice Number')).toHaveValue('');
      await expect(dialog.getByRole('status', { name: 'Amount' })).toHaveTextContent('—');
    });
    await step('the next purchase is a document of its own, with its own key', async () => {
      await fillPurchase(dialog);
      const addAnother = dialog.getByRole('button', { name: 'Save & add another' });
      await expect(addAnother).toHaveAttribute('aria-keyshortcuts', 'Control+Enter');
      await userEvent.click(addAnother);
      await waitFor(() => expect(args.onRecord).toHaveBeenCalledTimes(2));
      const [first, second] = (args.onRecord as ReturnType<typeof fn>).mock.calls;
      await expect(second?.[0]).toEqual({ ...purchaseInput, invoiceNumber: '' });
      await expect(second?.[1]).toEqual(expect.any(String));
      await expect(second?.[1]).not.toBe(first?.[1]);
      // The toast of the second purchase takes the first one's place.
      await expect(await screen.findByText(/^P007: /)).toBeVisible();
      await expect(screen.getByText('Purchase recorded')).toBeVisible();
      await waitFor(() => expect(dialog.getByLabelText(/^Date/)).toHaveFocus());
      await expect(dialog.getByLabelText(/^Quantity/)).toHaveValue('');
    });
  },
};

/**
 * The godown this user worked with last (South Godown, kept in this browser for them) is where the
 * next purchase goes unless another is chosen.
 */
export const LastGodown: Story = {
  decorators: [withSignedInUser],
  args: { recording: true },
  beforeEach: () => {
    localStorage.setItem(lastGodownKey(storyUser.username), 'G003');
    return () => localStorage.removeItem(lastGodownKey(storyUser.username));
  },
  play: async () => {
    const dialog = await dialogNamed('Record Purchase');
    const godown = dialog.getByRole('combobox', { name: /^Godown/ });
    await waitFor(() => expect(godown).toHaveTextContent('South Godown'));
    // Only the godown: the other masters have several to choose from.
    await expect(dialog.getByRole('combobox', { name: /^Supplier/ })).toHaveValue('');
    await expect(dialog.getByRole('combobox', { name: /^Item/ })).toHaveValue('');
  },
};

/** Saved with nothing filled in, and with a date after today: each reason beside its field. */
export const ValidationErrors: Story = {
  args: { recording: true },
  play: async ({ args }) => {
    const dialog = await dialogNamed('Record Purchase');
    const date = dialog.getByLabelText(/^Date/);
    await userEvent.clear(date);
    await userEvent.type(date, '20/03/2026');
    await userEvent.click(dialog.getByRole('button', { name: 'Save Purchase' }));
    const messages: [RegExp, string][] = [
      [/^Date/, 'The date cannot be after today (14/03/2026).'],
      [/^Quantity/, 'Enter the quantity.'],
      [/^Rate/, 'Enter the rate in rupees, e.g. 42.50.'],
    ];
    for (const [label, message] of messages) {
      const field = dialog.getByLabelText(label);
      await waitFor(() => expect(field).toHaveAttribute('aria-invalid', 'true'));
      await expect(field).toHaveAccessibleDescription(expect.stringContaining(message));
    }
    for (const [label, message] of [
      [/^Supplier/, 'Choose the supplier.'],
      [/^Item/, 'Choose the item.'],
      [/^Godown/, 'Choose the godown.'],
    ] as const) {
      await expect(dialog.getByRole('combobox', { name: label })).toHaveAccessibleDescription(
        expect.stringContaining(message),
      );
    }
    await expect(args.onRecord).not.toHaveBeenCalled();
  },
};

/**
 * The server refuses a repeated invoice: the reason sits beside Invoice Number and what was typed
 * stays. Saving again is a retry of the same form and sends the same key.
 */
export const RecordRefused: Story = {
  args: {
    recording: true,
    onRecord: fn(async () => {
      const message = 'Invoice GAF/2026/0412 of Godrej Agrovet Feeds is already recorded as P006.';
      throw new ApiError(409, 'conflict', message, { invoiceNumber: message });
    }),
  },
  play: async ({ args }) => {
    const dialog = await dialogNamed('Record Purchase');
    await fillPurchase(dialog);
    const invoice = dialog.getByLabelText('Invoice Number');
    await userEvent.type(invoice, 'GAF/2026/0412');
    await userEvent.click(dialog.getByRole('button', { name: 'Save Purchase' }));
    await waitFor(() =>
      expect(invoice).toHaveAccessibleDescription(
        expect.stringContaining('already recorded as P006'),
      ),
    );
    await expect(invoice).toHaveValue('GAF/2026/0412');
    await expect(dialog.getByLabelText(/^Quantity \(kg\)/)).toHaveValue('500');
    await userEvent.click(dialog.getByRole('button', { name: 'Save Purchase' }));
    await waitFor(() => expect(args.onRecord).toHaveBeenCalledTimes(2));
    const [first, second] = (args.onRecord as ReturnType<typeof fn>).mock.calls;
    await expect(second?.[1]).toBe(first?.[1]);
    await expect(screen.getByRole('dialog', { name: 'Record Purchase' })).toBeVisible();
  },
};

/** View P006: its facts, who recorded it, the stock it brought in and the supplier's credit. */
export const DetailSheet: Story = {
  play: async () => {
    await userEvent.click(screen.getByRole('button', { name: 'View P006' }));
    const sheet = await dialogNamed('Purchase P006');
    await expect(
      sheet.getByText('P006: 2,500 kg of Broiler Grower Feed from Godrej Agrovet Feeds'),
    ).toBeVisible();
    await expect(sheet.getByText('sunita.mohanty')).toBeVisible();
    await expect(sheet.getByText('13/03/2026 10:42')).toBeVisible();
    const stock = within(sheet.getByRole('table', { name: 'Stock movements' }));
    await expect(stock.getByRole('rowheader', { name: 'North Godown' })).toBeVisible();
    await expect(stock.getByText('+2,500 kg')).toBeVisible();
    const ledger = within(sheet.getByRole('table', { name: 'Ledger entries' }));
    await expect(
      ledger.getByRole('rowheader', { name: 'Godrej Agrovet Feeds (S002)' }),
    ).toBeVisible();
    await expect(ledger.getAllByText('₹1,05,000.00')).toHaveLength(2);
    await expect(sheet.getByRole('button', { name: 'Cancel Purchase' })).toBeVisible();
    await expect(sheet.getByRole('button', { name: 'Download PDF' })).toBeVisible();
  },
};

/** A cancelled purchase: the notice with who and why, and its postings reversed. */
export const CancelledDocument: Story = {
  args: { viewing: p005 },
  play: async () => {
    const sheet = await dialogNamed('Purchase P005');
    await expect(
      sheet.getByText(/Cancelled by admin on 12\/03\/2026: Entered twice/),
    ).toBeVisible();
    await expect(sheet.getByText('-1,000 kg (reversal)')).toBeVisible();
    await expect(sheet.getAllByText(/^Cancelled P005/)).toHaveLength(2);
    await expect(sheet.queryByRole('button', { name: 'Cancel Purchase' })).not.toBeInTheDocument();
  },
};

/** Cancel asks why (a few words at least), then reverses the purchase. */
export const CancelDialog: Story = {
  play: async ({ args, step }) => {
    await step('cancel P006 with a reason', async () => {
      await userEvent.click(screen.getByRole('button', { name: 'Cancel P006' }));
      const dialog = await dialogNamed('Cancel Purchase P006?');
      await expect(dialog.getByText(/reversed today/)).toBeVisible();
      await userEvent.type(
        dialog.getByLabelText(/^Reason/),
        'Not delivered: the lorry was turned back',
      );
      await userEvent.click(dialog.getByRole('button', { name: 'Cancel Purchase' }));
      await waitFor(() =>
        expect(args.onCancel).toHaveBeenCalledWith(p006, {
          reason: 'Not delivered: the lorry was turned back',
        }),
      );
      await dismissToast('Purchase cancelled');
    });
    await step('a reason of a word or two is not enough', async () => {
      await userEvent.click(screen.getByRole('button', { name: 'Cancel P004' }));
      const dialog = await dialogNamed('Cancel Purchase P004?');
      const reason = dialog.getByLabelText(/^Reason/);
      await userEvent.type(reason, 'no');
      await userEvent.click(dialog.getByRole('button', { name: 'Cancel Purchase' }));
      await waitFor(() =>
        expect(reason).toHaveAccessibleDescription(
          expect.stringContaining('Say why in a few words.'),
        ),
      );
      await expect(args.onCancel).toHaveBeenCalledTimes(1);
    });
  },
};

/** Staff record purchases and read them; only an Administrator cancels. */
export const Staff: Story = {
  args: { canCancel: false },
  play: async () => {
    await expect(screen.getByRole('button', { name: 'Record Purchase' })).toBeVisible();
    await expect(screen.queryByRole('button', { name: 'Cancel P006' })).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'View P006' }));
    const sheet = await dialogNamed('Purchase P006');
    await expect(sheet.getByText('Only an Administrator can cancel a purchase.')).toBeVisible();
    await expect(sheet.queryByRole('button', { name: 'Cancel Purchase' })).not.toBeInTheDocument();
  },
};

/** Answers every `fetch` of the story with `answer` until the story ends. */
const answerFetch = (answer: () => Promise<Response>) => () => {
  const original = window.fetch;
  window.fetch = fn(answer);
  return () => {
    window.fetch = original;
  };
};

/** Download PDF in the sheet (Staff too): the printed purchase, saved under the server's name. */
export const DownloadPdf: Story = {
  args: { canCancel: false, viewing: p006 },
  beforeEach: answerFetch(
    async () =>
      new Response('%PDF-1.7', {
        headers: {
          'Content-Type': 'application/pdf',
          'Content-Disposition': `attachment; filename="purchase-P006.pdf"; filename*=UTF-8''purchase-P006.pdf`,
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
      const sheet = await dialogNamed('Purchase P006');
      await userEvent.click(sheet.getByRole('button', { name: 'Download PDF' }));
      await waitFor(() => expect(saved).toEqual(['purchase-P006.pdf']));
      await expect(window.fetch).toHaveBeenCalledWith(
        '/api/purchases/P006/pdf',
        expect.objectContaining({ credentials: 'include' }),
      );
      await expect(await sheet.findByRole('button', { name: 'Download PDF' })).toBeEnabled();
    } finally {
      click.mockRestore();
    }
  },
};

/** While the PDF is made the button says so and is busy; a refusal is a toast with its reason. */
export const DownloadPdfFailed: Story = {
  args: { viewing: p006 },
  beforeEach: answerFetch(
    async () =>
      new Response(
        JSON.stringify({ error: { code: 'not_found', message: 'There is no such purchase.' } }),
        { status: 404, headers: { 'Content-Type': 'application/json' } },
      ),
  ),
  play: async () => {
    const sheet = await dialogNamed('Purchase P006');
    await userEvent.click(sheet.getByRole('button', { name: 'Download PDF' }));
    await expect(await screen.findByText('Download PDF failed')).toBeVisible();
    await expect(screen.getByText('There is no such purchase.')).toBeVisible();
    await expect(sheet.getByRole('button', { name: 'Download PDF' })).toBeEnabled();
  },
};

/** While the file is made: the pressed button says so and is busy. */
export const PreparingPdf: Story = {
  args: { viewing: p006 },
  beforeEach: answerFetch(() => new Promise<Response>(() => {})),
  play: async () => {
    const sheet = await dialogNamed('Purchase P006');
    await userEvent.click(sheet.getByRole('button', { name: 'Download PDF' }));
    const busy = await sheet.findByRole('button', { name: 'Preparing PDF…' });
    await expect(busy).toHaveAttribute('aria-busy', 'true');
  },
};

/** 360 px: the filters one under another, the table scrolls sideways. */
export const Narrow: Story = {
  globals: { viewport: { value: 'narrow' } },
  play: async () => {
    await expect(screen.getByRole('heading', { level: 1, name: 'Purchase' })).toBeVisible();
    await expect(screen.getByRole('button', { name: 'Record Purchase' })).toBeVisible();
    await expect(screen.getByRole('region', { name: 'Purchases' })).toBeVisible();
  },
};
