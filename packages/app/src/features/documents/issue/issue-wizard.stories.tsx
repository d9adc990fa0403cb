// Over 400 lines: one story for each step and refusal of the three-step issue wizard, on one shared API mock.
import type { Farm, Godown, IssueDetail, IssueInput, Item, Rate } from '@pfm/shared';
import { formatDate } from '@pfm/shared';
import { Toaster, ToastProvider } from '@pfm/ui';
import type { Decorator, Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { ApiError } from '../../../lib/api.ts';
import {
  emptyIssueDraft,
  type IssueDraft,
  type IssueErrors,
  isChicks,
  type OpenBatch,
} from './issue-draft.ts';
import { IssueWizardView } from './issue-wizard.tsx';
import type { IssueWizardData, RateQuote, SendIssue } from './use-issue-wizard.ts';
import { useIssueWizard } from './use-issue-wizard.ts';

/** The stories' today: every date below is relative to it. */
const TODAY = '2026-10-12';

const farm = (
  code: string,
  name: string,
  farmerCode: string,
  farmerName: string,
  location: string,
  capacityBirds: number,
): Farm => ({
  code,
  name,
  farmerCode,
  farmerName,
  location,
  capacityBirds,
  areaSqFt: null,
  status: 'active',
});

const farms: Farm[] = [
  farm('FM001', 'Sahoo Poultry Farm', 'F001', 'Ramesh Sahoo', 'Jatni, Khurda', 5000),
  farm('FM002', 'Sahoo Farm II', 'F001', 'Ramesh Sahoo', 'Pipli, Puri', 3000),
  farm('FM003', 'Mondal Broiler Farm', 'F002', 'Bikash Mondal', 'Memari, Bardhaman', 4000),
  farm('FM004', 'Mahato Poultry', 'F003', 'Sunil Mahato', 'Ormanjhi, Ranchi', 6000),
];
const [sahoo, sahooII, mondal] = farms as [Farm, Farm, Farm, Farm];

const item = (
  code: string,
  name: string,
  category: Item['category'],
  unit: Item['unit'],
  rateItem: Item['rateItem'],
  currentStock: number,
): Item => ({
  code,
  name,
  category,
  unit,
  description: '',
  reorderLevel: 100,
  rateItem,
  currentStock,
  status: 'active',
});

const items: Item[] = [
  item('I001', 'Day Old Chicks', 'chicks', 'piece', 'chicks', 12000),
  item('I002', 'Broiler Starter Feed', 'feed', 'kg', 'starter', 1320),
  item('I003', 'Broiler Grower Feed', 'feed', 'kg', 'grower', 5400),
  item('I004', 'Broiler Finisher Feed', 'feed', 'kg', 'finisher', 3800),
  item('I005', 'Vitamin AD3 Supplement', 'medicine', 'liter', '', 45),
];
const [dayOldChicks, starterFeed, , , vitamin] = items as [Item, Item, Item, Item, Item];

const godowns: Godown[] = [
  {
    code: 'G001',
    name: 'Main Warehouse',
    location: 'Bhubaneswar, Odisha',
    capacityKg: 50000,
    status: 'active',
  },
  {
    code: 'G002',
    name: 'North Godown',
    location: 'Cuttack, Odisha',
    capacityKg: 25000,
    status: 'active',
  },
  {
    code: 'G003',
    name: 'South Godown',
    location: 'Berhampur, Odisha',
    capacityKg: 30000,
    status: 'active',
  },
];

const openBatch = (
  code: string,
  owner: Farm,
  placementDate: string,
  placed: number,
  age: number,
): OpenBatch => ({
  code,
  farmCode: owner.code,
  farmName: owner.name,
  farmerCode: owner.farmerCode,
  farmerName: owner.farmerName,
  placementDate,
  placed,
  age,
  daysRemaining: 45 - age,
  status: 'open',
});

/** Sahoo Poultry Farm and Mondal Broiler Farm raise a batch; Sahoo Farm II and Mahato Poultry do not. */
const openBatches: OpenBatch[] = [
  openBatch('B003', sahoo, '2026-10-01', 4800, 11),
  openBatch('B004', mondal, '2026-09-20', 3900, 22),
];

/** Stock in thousandths of the item's unit, by godown and item. */
const stock: Record<string, number> = {
  'G001:I001': 12_000_000,
  'G001:I002': 1_200_000,
  'G002:I002': 120_000,
  'G001:I005': 45_000,
};

const rate = (id: number, rateItem: Rate['item'], ratePaise: number, unit: Rate['unit']): Rate => ({
  id,
  item: rateItem,
  ratePaise,
  effectiveFrom: '2026-04-01',
  effectiveTo: null,
  unit,
  status: 'active',
});
const rates: Rate[] = [
  rate(1, 'chicks', 3500, 'piece'),
  rate(2, 'starter', 4500, 'kg'),
  rate(3, 'grower', 4200, 'kg'),
  rate(4, 'finisher', 4000, 'kg'),
];

const matches = (text: string, ...fields: string[]) =>
  fields.some((field) => field.toLowerCase().includes(text.trim().toLowerCase()));

/** What the server would answer for `draft`, from the fixtures above. */
function fixtureData(draft: IssueDraft, search: { farm: string; item: string }): IssueWizardData {
  const ready = <T,>(data: T) => ({ data, loading: false, error: null });
  const itemCode = draft.item?.code;
  const canCheckStock = itemCode && draft.godownCode && draft.date;
  const found = rates.find((candidate) => candidate.item === draft.item?.rateItem);
  const quote: RateQuote | undefined = !draft.item
    ? undefined
    : draft.item.rateItem === ''
      ? { basis: 'average-cost' }
      : found
        ? { basis: 'rate', rate: found }
        : { basis: 'none', message: 'No rate is in force.' };
  return {
    farms: ready(farms.filter((row) => matches(search.farm, row.name, row.code, row.farmerName))),
    openBatches,
    farmBatch: draft.farm
      ? ready(openBatches.find((batch) => batch.farmCode === draft.farm?.code) ?? null)
      : { data: undefined, loading: false, error: null },
    items: ready(items.filter((row) => matches(search.item, row.name, row.code))),
    godowns: ready(godowns),
    available: canCheckStock
      ? ready(stock[`${draft.godownCode}:${itemCode}`] ?? 0)
      : { data: undefined, loading: false, error: null },
    rate: quote ? ready(quote) : { data: undefined, loading: false, error: null },
  };
}

/** What the server answers to a good issue: IS001 (chicks open B001) or IS002 (feed). */
const issued = (input: IssueInput): IssueDetail => {
  const issuedItem = items.find((row) => row.code === input.itemCode) ?? starterFeed;
  const issuedFarm = farms.find((row) => row.code === input.farmCode) ?? sahoo;
  const chicks = isChicks(issuedItem);
  const ratePaise = rates.find((row) => row.item === issuedItem.rateItem)?.ratePaise ?? 0;
  return {
    code: chicks ? 'IS001' : 'IS002',
    date: input.date,
    status: 'posted',
    farmCode: issuedFarm.code,
    farmName: issuedFarm.name,
    farmerCode: issuedFarm.farmerCode,
    farmerName: issuedFarm.farmerName,
    batchCode: chicks ? 'B001' : (input.batchCode ?? ''),
    itemCode: issuedItem.code,
    itemName: issuedItem.name,
    category: issuedItem.category,
    unit: issuedItem.unit,
    godownCode: input.godownCode,
    godownName: godowns.find((row) => row.code === input.godownCode)?.name ?? '',
    quantityMilli: input.quantityMilli,
    ratePaise,
    amountPaise: (ratePaise * input.quantityMilli) / 1000,
    rateBasis: 'rate',
    createdAt: `${input.date}T10:00:00.000Z`,
    createdBy: 'admin',
    cancelledAt: null,
    cancelledOn: null,
    cancelledBy: null,
    cancelReason: null,
    postings: { stock: [], ledger: [] },
  };
};

interface IssueWizardStoryProps {
  send: SendIssue;
  initialDraft?: IssueDraft;
  initialStep?: number;
  initialErrors?: IssueErrors;
}

/** The wizard's real state (`useIssueWizard`) on fixture data instead of the server. */
function IssueWizardStory({
  send,
  initialDraft,
  initialStep,
  initialErrors,
}: IssueWizardStoryProps) {
  const state = useIssueWizard({
    today: TODAY,
    send,
    ...(initialDraft && { initialDraft }),
    ...(initialStep !== undefined && { initialStep }),
    ...(initialErrors && { initialErrors }),
  });
  const [farmSearch, setFarmSearch] = useState('');
  const [itemSearch, setItemSearch] = useState('');
  return (
    <IssueWizardView
      {...state}
      data={fixtureData(state.draft, { farm: farmSearch, item: itemSearch })}
      today={TODAY}
      onFarmSearch={setFarmSearch}
      onItemSearch={setItemSearch}
    />
  );
}

/** The app mounts ToastProvider and Toaster at its root; these stories do it here. */
const withToasts: Decorator = (Story) => (
  <ToastProvider>
    <Story />
    <Toaster />
  </ToastProvider>
);

const send = fn<SendIssue>(async (input) => issued(input));

const meta = {
  title: 'Screens/Transactions/Issue to Farmer/Wizard',
  component: IssueWizardStory,
  decorators: [withToasts],
  args: { send },
  argTypes: { send: { control: false }, initialDraft: { control: false } },
  parameters: { a11y: { test: 'error' } },
  beforeEach: () => {
    send.mockClear();
    send.mockImplementation(async (input) => issued(input));
  },
} satisfies Meta<typeof IssueWizardStory>;

export default meta;
type Story = StoryObj<typeof meta>;

const draft = (change: Partial<IssueDraft>): IssueDraft => ({
  ...emptyIssueDraft(TODAY),
  ...change,
});
/** Starter feed for Sahoo Poultry Farm's batch B003, from Main Warehouse. */
const feedDraft = draft({
  farm: sahoo,
  item: starterFeed,
  godownCode: 'G001',
  quantity: '250',
  batchCode: 'B003',
});
/** Chicks for Sahoo Farm II, which has no open batch. */
const chicksDraft = draft({
  farm: sahooII,
  item: dayOldChicks,
  godownCode: 'G001',
  quantity: '3000',
});

/** The state of every step in the step indicator, in order. */
const stepStates = (canvasElement: HTMLElement) =>
  within(within(canvasElement).getByRole('list', { name: 'Issue to Farmer progress' }))
    .getAllByRole('listitem')
    .map((step) => step.dataset.state);

const stepGroup = (canvasElement: HTMLElement, name: string) =>
  within(canvasElement).getByRole('group', { name });

/** The toast (a list item of the notification area) whose text matches. */
const toastNamed = async (text: RegExp) => {
  const region = await screen.findByRole('region', { name: 'Notifications (F8)' });
  return waitFor(() => {
    const found = within(region)
      .queryAllByRole('listitem')
      .find((toast) => text.test(toast.textContent ?? ''));
    if (!found) throw new Error(`No toast matches ${text}`);
    return found;
  });
};

/** A KeyValueList by its name (a `<dl>` is a list to axe, but not to Testing Library's queries). */
const summary = (canvasElement: HTMLElement, name: string) => {
  const list = canvasElement.querySelector<HTMLElement>(`dl[aria-label="${name}"]`);
  if (!list) throw new Error(`No summary named ${name}`);
  return list;
};

/** Step 1 as a new issue starts: nothing chosen, Back disabled, no Submit yet. */
export const SelectFarm: Story = {
  // One of the screens' pictures in the dark theme too (decision 0051).
  parameters: { screenshot: { dark: true } },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByRole('heading', { level: 3, name: 'Select Farm' })).toBeVisible();
    await expect(stepGroup(canvasElement, 'Step 1 of 4: Select Farm')).toBeVisible();
    await expect(stepStates(canvasElement)).toEqual([
      'current',
      'upcoming',
      'upcoming',
      'upcoming',
    ]);
    await expect(
      within(canvas.getByRole('list', { name: 'Issue to Farmer progress' }))
        .getByText('Select Farm')
        .closest('li'),
    ).toHaveAttribute('aria-current', 'step');
    await expect(canvas.getByRole('combobox', { name: 'Farm' })).toHaveValue('');
    await expect(canvas.getByRole('combobox', { name: 'Farm' })).toBeRequired();
    await expect(canvas.getByRole('button', { name: 'Back' })).toBeDisabled();
    await expect(canvas.getByRole('button', { name: 'Next' })).toBeEnabled();
    await expect(canvas.queryByRole('button', { name: 'Submit Issue' })).not.toBeInTheDocument();
  },
};

/** Next without a farm: the message stands beside the field, which takes focus. */
export const SelectFarmRequired: Story = {
  play: async ({ canvas, canvasElement }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Next' }));
    const field = canvas.getByRole('combobox', { name: 'Farm' });
    await expect(field).toHaveAccessibleDescription(expect.stringContaining('Choose the farm.'));
    await expect(field).toHaveAttribute('aria-invalid', 'true');
    await waitFor(() => expect(field).toHaveFocus());
    await expect(canvas.getAllByRole('alert')).toHaveLength(1);
    await expect(stepGroup(canvasElement, 'Step 1 of 4: Select Farm')).toBeVisible();
    await expect(send).not.toHaveBeenCalled();
  },
};

/** A farm that raises a batch: the picker and the step say so (no chicks until it is sold out). */
export const FarmWithOpenBatch: Story = {
  play: async ({ canvas, canvasElement, step }) => {
    const field = canvas.getByRole('combobox', { name: 'Farm' });
    await step('The search lists farmer, capacity and open batch of each farm', async () => {
      await userEvent.type(field, 'sahoo');
      const option = await screen.findByRole('option', { name: /Sahoo Poultry Farm \(FM001\)/ });
      await expect(option).toHaveTextContent('Ramesh Sahoo · 5,000 birds · Open batch B003');
      await expect(screen.getByRole('option', { name: /Sahoo Farm II/ })).toHaveTextContent(
        'No open batch',
      );
      await userEvent.click(option);
    });
    await step('The chosen farm shows its open batch', async () => {
      const chosen = summary(canvasElement, 'Chosen farm');
      await expect(chosen).toHaveTextContent('Ramesh Sahoo (F001)');
      await expect(chosen).toHaveTextContent('5,000 birds');
      await expect(chosen).toHaveTextContent('B003');
      await expect(chosen).toHaveTextContent(
        'Placed 01/10/2026 · 11 days old · 4,800 birds placed',
      );
      await expect(
        canvas.getByText('B003 is open on this farm: feed and medicine go to this batch.'),
      ).toBeVisible();
      await expect(
        canvas.getByText('No chicks can be issued to Sahoo Poultry Farm until B003 is sold out.'),
      ).toBeVisible();
    });
  },
};

/** Step 2: chicks are refused for a farm with an open batch; feed is taken, with its unit and rate. */
export const SelectItem: Story = {
  args: { initialDraft: draft({ farm: sahoo }), initialStep: 1 },
  play: async ({ canvas, canvasElement, step }) => {
    const field = canvas.getByRole('combobox', { name: 'Item' });
    await step('Each item shows its category and unit', async () => {
      await userEvent.click(field);
      await expect(
        await screen.findByRole('option', { name: /Day Old Chicks \(I001\)/ }),
      ).toHaveTextContent('Chicks · pieces');
      await expect(screen.getByRole('option', { name: /Vitamin AD3/ })).toHaveTextContent(
        'Medicine · liters',
      );
      await userEvent.click(screen.getByRole('option', { name: /Day Old Chicks/ }));
    });
    await step('Chicks for a farm with an open batch: the message stands beside Item', async () => {
      await userEvent.click(canvas.getByRole('button', { name: 'Next' }));
      await expect(field).toHaveAccessibleDescription(
        expect.stringContaining(
          'Sahoo Poultry Farm already has an open batch (B003, placed 01/10/2026)',
        ),
      );
      await expect(stepGroup(canvasElement, 'Step 2 of 4: Select Item')).toBeVisible();
    });
    await step('Feed goes to the open batch', async () => {
      await userEvent.click(field);
      await userEvent.click(await screen.findByRole('option', { name: /Broiler Starter Feed/ }));
      const chosen = summary(canvasElement, 'Chosen item');
      await expect(chosen).toHaveTextContent('Feed');
      await expect(chosen).toHaveTextContent('1,320 kg');
      await expect(chosen).toHaveTextContent('Starter Feed rate');
      await expect(field).not.toHaveAttribute('aria-invalid');
      await expect(canvas.getByRole('button', { name: 'Back' })).toBeEnabled();
    });
  },
};

/** Step 3 for chicks: a new batch will be opened, within the farm's capacity. */
export const EnterDetailsChicks: Story = {
  args: { initialDraft: draft({ farm: sahooII, item: dayOldChicks }), initialStep: 2 },
  play: async ({ canvas, step }) => {
    await step('The batch is a new one and the quantity is bounded by the capacity', async () => {
      await expect(canvas.getByText('A new batch will be opened')).toBeVisible();
      await expect(canvas.getByLabelText(/^Quantity \(pieces\)/)).toHaveAccessibleDescription(
        'Birds placed in the new batch: at most 3,000 (the capacity of Sahoo Farm II).',
      );
      await expect(canvas.queryByRole('combobox', { name: /Batch/ })).not.toBeInTheDocument();
    });
    await step(
      'The godown shows what it holds, and the rate and amount follow the quantity',
      async () => {
        await userEvent.click(canvas.getByRole('combobox', { name: /Source Godown/ }));
        await userEvent.click(await screen.findByRole('option', { name: 'Main Warehouse (G001)' }));
        await expect(
          canvas.getByText('Available in Main Warehouse on 12/10/2026: 12,000 pieces'),
        ).toBeVisible();
        await userEvent.type(canvas.getByLabelText(/^Quantity/), '3500');
        await expect(canvas.getByText('₹35.00 per piece')).toBeVisible();
        await expect(canvas.getByText('₹1,22,500.00')).toBeVisible();
      },
    );
    await step('More chicks than the farm holds are refused beside Quantity', async () => {
      await userEvent.click(canvas.getByRole('button', { name: 'Next' }));
      await expect(canvas.getByLabelText(/^Quantity/)).toHaveAccessibleDescription(
        expect.stringContaining('Sahoo Farm II holds at most 3,000 birds.'),
      );
    });
  },
};

/** Step 3 for feed: the farm's open batch is chosen, the stock available in the godown is shown. */
export const EnterDetailsFeed: Story = {
  args: { initialDraft: draft({ farm: sahoo, item: starterFeed }), initialStep: 2 },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByLabelText(/^Date/)).toHaveValue(formatDate(TODAY));
    await expect(canvas.getByLabelText(/^Date/)).toHaveAttribute('data-max', TODAY);
    await userEvent.click(canvas.getByRole('combobox', { name: /Source Godown/ }));
    await userEvent.click(await screen.findByRole('option', { name: 'Main Warehouse (G001)' }));
    await expect(
      canvas.getByText('Available in Main Warehouse on 12/10/2026: 1,200 kg'),
    ).toBeVisible();
    await userEvent.click(canvas.getByRole('combobox', { name: /Batch/ }));
    await userEvent.click(
      await screen.findByRole('option', { name: 'B003 · placed 01/10/2026 · 11 days old' }),
    );
    await userEvent.type(canvas.getByLabelText(/^Quantity \(kg\)/), '250');
    await expect(canvas.getByText('₹45.00 per kg')).toBeVisible();
    await expect(canvas.getByText('Starter Feed rate in force on 12/10/2026')).toBeVisible();
    await expect(canvas.getByText('₹11,250.00')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Next' }));
    await waitFor(() => expect(canvas.getByRole('heading', { name: 'Confirm' })).toHaveFocus());
    await expect(stepStates(canvasElement)).toEqual([
      'complete',
      'complete',
      'complete',
      'current',
    ]);
  },
};

/** More than the godown holds: the server's words, beside Quantity, before anything is sent. */
export const EnterDetailsAboveStock: Story = {
  args: {
    initialDraft: draft({
      farm: sahoo,
      item: starterFeed,
      godownCode: 'G002',
      quantity: '150',
      batchCode: 'B003',
    }),
    initialStep: 2,
  },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByText('Available in North Godown on 12/10/2026: 120 kg')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Next' }));
    const quantity = canvas.getByLabelText(/^Quantity/);
    await expect(quantity).toHaveAccessibleDescription(
      'Only 120 kg of Broiler Starter Feed in North Godown on 12/10/2026.',
    );
    await waitFor(() => expect(quantity).toHaveFocus());
    await expect(stepGroup(canvasElement, 'Step 3 of 4: Enter Details')).toBeVisible();
  },
};

/** The review before anything is entered: the specification's fallbacks Not selected, 0 and N/A. */
export const ConfirmWithFallbacks: Story = {
  args: { initialDraft: draft({ date: '' }), initialStep: 3 },
  play: async ({ canvas, canvasElement }) => {
    const review = within(summary(canvasElement, 'Issue summary'));
    await expect(review.getAllByText('Not selected')).toHaveLength(3);
    await expect(review.getByText('0')).toBeVisible();
    await expect(review.getAllByText('N/A')).toHaveLength(4);
    await expect(canvas.getByRole('button', { name: 'Submit Issue' })).toBeEnabled();
    await expect(canvas.queryByRole('button', { name: 'Next' })).not.toBeInTheDocument();
  },
};

/** The review of a feed issue, filled in; Submit Issue sends it and starts a new one. */
export const ConfirmFilled: Story = {
  args: { initialDraft: feedDraft, initialStep: 3 },
  play: async ({ canvas, canvasElement, step }) => {
    await step('The review lists every field', async () => {
      const review = summary(canvasElement, 'Issue summary');
      for (const text of [
        'Sahoo Poultry Farm (FM001)',
        'Ramesh Sahoo (F001)',
        'Broiler Starter Feed (I002)',
        'Main Warehouse (G001)',
        '250 kg',
        '12/10/2026',
        'B003',
        '₹45.00 per kg',
        '₹11,250.00',
      ]) {
        await expect(review).toHaveTextContent(text);
      }
    });
    await step(
      'Submit Issue sends the issue with an Idempotency-Key and starts again',
      async () => {
        await userEvent.click(canvas.getByRole('button', { name: 'Submit Issue' }));
        await expect(send).toHaveBeenCalledTimes(1);
        const [input, key] = send.mock.calls[0] ?? [];
        await expect(input).toEqual({
          farmCode: 'FM001',
          itemCode: 'I002',
          godownCode: 'G001',
          quantityMilli: 250_000,
          date: TODAY,
          batchCode: 'B003',
        });
        await expect(key).toMatch(/^[0-9a-f-]{36}$/);
        const toast = await toastNamed(/Issue IS00\d recorded/);
        await expect(toast).toHaveTextContent('Issue IS002 recorded');
        await expect(toast).toHaveTextContent(
          '250 kg of Broiler Starter Feed issued to Sahoo Poultry Farm (B003).',
        );
        await waitFor(() =>
          expect(canvas.getByRole('heading', { name: 'Select Farm' })).toHaveFocus(),
        );
        await expect(canvas.getByRole('combobox', { name: 'Farm' })).toHaveValue('');
        await expect(stepStates(canvasElement)).toEqual([
          'current',
          'upcoming',
          'upcoming',
          'upcoming',
        ]);
      },
    );
  },
};

/** Chicks: the toast names the issue (IS001) and the batch it opened (B001). */
export const SubmittedChicks: Story = {
  args: { initialDraft: chicksDraft, initialStep: 3 },
  play: async ({ canvas, canvasElement }) => {
    await expect(summary(canvasElement, 'Issue summary')).toHaveTextContent('New batch');
    await userEvent.click(canvas.getByRole('button', { name: 'Submit Issue' }));
    const toast = await toastNamed(/Issue IS00\d recorded/);
    await expect(toast).toHaveTextContent('Issue IS001 recorded');
    await expect(toast).toHaveTextContent(
      'New batch B001 opened on Sahoo Farm II with 3,000 pieces of Day Old Chicks.',
    );
    await expect(send.mock.calls[0]?.[0]).toMatchObject({
      quantityMilli: 3_000_000,
      batchCode: '',
    });
    await waitFor(() => expect(canvas.getByRole('heading', { name: 'Select Farm' })).toHaveFocus());
  },
};

const stockRefusal = 'Only 120 kg of Broiler Starter Feed in Main Warehouse on 12/10/2026.';

/**
 * Refusals: one that names no field stays on Confirm as an alert; one about a field goes to its
 * step. Both retries send the same Idempotency-Key, so a retry never makes a second issue.
 */
export const ServerRefusal: Story = {
  args: { initialDraft: feedDraft, initialStep: 3 },
  play: async ({ canvas, canvasElement, step }) => {
    await step('A refusal without a field is an alert on Confirm', async () => {
      send.mockRejectedValueOnce(
        new ApiError(
          409,
          'conflict',
          'This issue is still being recorded. Wait a moment, then try again.',
        ),
      );
      await userEvent.click(canvas.getByRole('button', { name: 'Submit Issue' }));
      await expect(await canvas.findByRole('alert')).toHaveTextContent(
        'This issue is still being recorded. Wait a moment, then try again.',
      );
      await expect(stepGroup(canvasElement, 'Step 4 of 4: Confirm')).toBeVisible();
    });
    await step(
      'A refusal about the quantity goes back to Enter Details, beside Quantity',
      async () => {
        send.mockRejectedValueOnce(
          new ApiError(409, 'insufficient_stock', stockRefusal, { quantityMilli: stockRefusal }),
        );
        await userEvent.click(canvas.getByRole('button', { name: 'Submit Issue' }));
        await waitFor(() =>
          expect(canvas.getByRole('heading', { name: 'Enter Details' })).toHaveFocus(),
        );
        await expect(canvas.getByLabelText(/^Quantity/)).toHaveAccessibleDescription(stockRefusal);
        await expect(canvas.getByLabelText(/^Quantity/)).toHaveValue('250');
        await expect(send).toHaveBeenCalledTimes(2);
        await expect(send.mock.calls[1]?.[1]).toBe(send.mock.calls[0]?.[1]);
      },
    );
  },
};

/** While the issue is being posted: Submit Issue is busy and Back is disabled. */
export const Submitting: Story = {
  args: { initialDraft: feedDraft, initialStep: 3 },
  play: async ({ canvas }) => {
    // Never settles, so the story stays in progress.
    send.mockImplementation(() => new Promise<IssueDetail>(() => {}));
    const submit = canvas.getByRole('button', { name: 'Submit Issue' });
    await userEvent.click(submit);
    await expect(submit).toHaveAttribute('aria-busy', 'true');
    await expect(canvas.getByRole('button', { name: 'Back' })).toBeDisabled();
    await userEvent.click(submit);
    await expect(send).toHaveBeenCalledTimes(1);
  },
};

/** Medicine is charged at its average purchase cost, which the server works out. */
export const EnterDetailsMedicine: Story = {
  args: {
    initialDraft: draft({
      farm: mondal,
      item: vitamin,
      godownCode: 'G001',
      quantity: '5',
      batchCode: 'B004',
    }),
    initialStep: 2,
  },
  play: async ({ canvas }) => {
    await expect(
      canvas.getByText('Available in Main Warehouse on 12/10/2026: 45 liters'),
    ).toBeVisible();
    await expect(canvas.getByText('Weighted average purchase cost')).toBeVisible();
    await expect(canvas.getByText('Worked out when posted')).toBeVisible();
  },
};

/** 360 px: one column of fields, the step indicator keeps only the current label, nothing overflows. */
export const Narrow: Story = {
  globals: { viewport: { value: 'narrow' } },
  args: { initialDraft: feedDraft, initialStep: 2 },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByRole('heading', { name: 'Enter Details' })).toBeVisible();
    await expect(canvas.getByText('₹11,250.00')).toBeVisible();
    await expect(canvasElement.scrollWidth).toBeLessThanOrEqual(canvasElement.clientWidth);
  },
};
