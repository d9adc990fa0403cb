// Over 400 lines: every state of the growth update list, form (with its live figures), view and cancel dialog.
import type { GrowthUpdate } from '@pfm/shared';
import { vars } from '@pfm/ui';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { ApiError } from '../../../lib/api.ts';
import {
  type BatchFacts,
  BatchLookupProvider,
  type FeedFacts,
  FeedLookupProvider,
} from '../../../lib/documents/batch-lookup.tsx';
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
import type { ListParams } from '../../../lib/list-params.ts';
import { withAppProviders } from '../../../testing/story-decorators.tsx';
import { growthUpdateConfig } from './growth-config.tsx';
import { cancelledDetail, growthBatches, growthFeed, growthUpdates } from './story-data.ts';

const [, gu010] = growthUpdates as [GrowthUpdate, GrowthUpdate];
const gu005 = growthUpdates.find((update) => update.code === 'GU005') as GrowthUpdate;

type GrowthStoryArgs = DocumentStoryArgs<GrowthUpdate> & {
  /** What GET /api/batches/:code answers of each open batch. */
  batches: Record<string, BatchFacts>;
  /** Each open batch's feed issued and consumed (its Growth Report's figures). */
  feed: Record<string, FeedFacts>;
};

const meta = {
  title: 'Screens/Transactions/Weekly Growth Update',
  decorators: [withToasts, withAppProviders],
  parameters: { layout: 'padded', route: '/transaction/growth' },
  beforeEach: pinClock,
  args: {
    ...documentArgs(growthUpdates),
    details: { GU005: cancelledDetail },
    batches: growthBatches,
    feed: growthFeed,
  },
  render: ({ batches, feed, ...args }) => (
    <BatchLookupProvider
      lookup={async (batch) => {
        const found = batches[batch];
        if (!found) throw new ApiError(404, 'not_found', `Batch ${batch} was not found.`);
        return found;
      }}
    >
      <FeedLookupProvider
        lookup={async (batch) => {
          const found = feed[batch];
          if (!found) throw new ApiError(404, 'not_found', `Batch ${batch} was not found.`);
          return found;
        }}
      >
        <DocumentStory config={growthUpdateConfig} {...args} />
      </FeedLookupProvider>
    </BatchLookupProvider>
  ),
} satisfies Meta<GrowthStoryArgs>;

export default meta;
type Story = StoryObj<typeof meta>;

const table = () => screen.getByRole('table', { name: 'Growth updates' });
const rowOf = (code: string) =>
  within(table()).getByRole('rowheader', { name: code }).closest('tr') as HTMLElement;

/** The colour `vars.color.destructiveText` resolves to next to `element`, in the theme shown. */
function destructiveColourAt(element: HTMLElement) {
  const probe = document.createElement('span');
  probe.style.color = vars.color.destructiveText;
  element.append(probe);
  const colour = getComputedStyle(probe).color;
  probe.remove();
  return colour;
}

/** The text is shown in the destructive colour (or, with `not`, in another). */
async function expectDestructive(element: HTMLElement, destructive = true) {
  const colour = getComputedStyle(element).color;
  const expected = destructiveColourAt(element);
  await (destructive ? expect(colour).toBe(expected) : expect(colour).not.toBe(expected));
}

/**
 * The updates table: the specification's fields, the week's target, deviation and performance;
 * a week more than 3 % under target in the destructive colour, a week past the standard unjudged.
 */
export const Loaded: Story = {
  play: async ({ args }) => {
    await expect(
      screen.getByRole('heading', { level: 1, name: 'Weekly Growth Update' }),
    ).toBeVisible();
    const headers = within(table())
      .getAllByRole('columnheader')
      .map((header) => header.textContent?.trim());
    await expect(headers).toEqual([
      'Update ID',
      'Date',
      'Batch',
      'Farmer',
      'Week',
      'Avg Weight (g)',
      'Target (g)',
      'Deviation',
      'Mortality',
      'Feed (kg)',
      'Performance',
      'Status',
      'Actions',
    ]);
    // GU009: B003's week 5 at 1,742 g against 1,800 g is 3.22 % short — a warning.
    const gu009 = within(rowOf('GU009'));
    for (const cell of [
      '05/03/2026',
      'B003',
      'Bikash Nayak',
      '5',
      '1,742',
      '1,800',
      '30',
      '6,180.25',
      'Warning',
      'Posted',
    ]) {
      await expect(gu009.getByText(cell)).toBeVisible();
    }
    await expectDestructive(gu009.getByText('-3.22%'));
    // Within 3 % of target is Good, in the ordinary colour; above target is Excellent.
    const gu004 = within(rowOf('GU004'));
    await expect(gu004.getByText('Good')).toBeVisible();
    await expectDestructive(gu004.getByText('-0.27%'), false);
    await expect(within(rowOf('GU007')).getByText('+3.00%')).toBeVisible();
    await expect(within(rowOf('GU007')).getByText('Excellent')).toBeVisible();
    // Week 6 is past the growth standard: no target, no deviation, no verdict.
    const gu011 = within(rowOf('GU011'));
    await expect(gu011.getByText('No standard')).toBeVisible();
    await expect(gu011.getAllByText('—')).toHaveLength(2);
    // A cancelled update stays listed, marked, with nothing left to cancel.
    await expect(rowOf('GU005')).toHaveTextContent('Cancelled');
    await expect(screen.queryByRole('button', { name: 'Cancel GU005' })).not.toBeInTheDocument();
    await expect(screen.getByRole('button', { name: 'Cancel GU006' })).toBeVisible();
    const filters = within(screen.getByRole('search', { name: 'Filter growth updates' }));
    await expect(filters.getByRole('combobox', { name: 'Batch' })).toHaveTextContent('All batches');
    await expect(filters.getByRole('combobox', { name: 'Performance' })).toHaveTextContent(
      'Any performance',
    );
    // The server sorts.
    await userEvent.click(within(table()).getByRole('button', { name: /Week/ }));
    await expect(args.onParamsChange).toHaveBeenCalledWith({
      sort: { id: 'week', direction: 'asc' },
    });
  },
};

/** No updates yet: the way to record the first. */
export const Empty: Story = {
  args: { rows: [] },
  play: async () => {
    await expect(screen.getByRole('heading', { name: 'No growth updates yet' })).toBeVisible();
    await expect(
      screen.getByText('Record the first update when a batch is weighed at the end of its week.'),
    ).toBeVisible();
    await expect(screen.getAllByRole('button', { name: 'Record Update' })).toHaveLength(2);
  },
};

/**
 * Record Update: the week follows the chosen batch's age and the date until the user types one;
 * a week more than one from the age and more deaths than birds alive are refused in the server's
 * words before it is asked; then saved with the feed in thousandths and the form's idempotency key.
 */
export const RecordUpdate: Story = {
  parameters: { screenshot: false },
  args: {
    onRecord: fn(
      async (): Promise<GrowthUpdate> => ({
        ...gu010,
        code: 'GU012',
        date: '2026-03-14',
        week: 3,
        age: 18,
        averageWeightG: 702,
        mortality: 12,
        feedMilli: 2_150_500,
        targetWeightG: 750,
        deviationPct: -6.4,
      }),
    ),
  },
  play: async ({ args, step }) => {
    let dialog = within(document.body);
    const week = () => dialog.getByLabelText(/^Week/);
    const date = () => dialog.getByLabelText(/^Date/);
    await step('open: dated today, the week waits for a batch', async () => {
      await userEvent.click(screen.getByRole('button', { name: 'Record Update' }));
      dialog = await dialogNamed('Record Update');
      await expect(date()).toHaveValue('14/03/2026');
      await expect(week()).toHaveValue('');
      await expect(week()).toHaveAccessibleDescription(
        'Choose the batch to see the week by its age.',
      );
      await expect(dialog.getByLabelText(/^Mortality/)).toHaveAccessibleDescription(
        'Choose the batch to see its birds alive.',
      );
    });
    await step('B004, placed 24/02: day 18 is week 3', async () => {
      await pickFrom(dialog, /^Batch/, 'sunrise', 'B004 · Sunrise Poultry');
      await waitFor(() => expect(week()).toHaveValue('3'));
      await expect(week()).toHaveAccessibleDescription('Week 3 by age (day 18); 2–4 allowed.');
      await expect(dialog.getByLabelText(/^Mortality/)).toHaveAccessibleDescription(
        'B004 has 4,940 birds alive.',
      );
    });
    await step('an earlier date, an earlier week', async () => {
      await userEvent.clear(date());
      await userEvent.type(date(), '09/03/2026');
      await waitFor(() => expect(week()).toHaveValue('2'));
      await expect(week()).toHaveAccessibleDescription('Week 2 by age (day 13); 1–3 allowed.');
      await userEvent.clear(date());
      await userEvent.type(date(), '14/03/2026');
      await waitFor(() => expect(week()).toHaveValue('3'));
    });
    await step(
      'a typed week stays; too far from the age, and more deaths than birds, refused',
      async () => {
        await userEvent.clear(week());
        await userEvent.type(week(), '5');
        await userEvent.type(dialog.getByLabelText(/^Average Weight/), '702');
        await userEvent.type(dialog.getByLabelText(/^Mortality/), '5000');
        await userEvent.type(dialog.getByLabelText(/^Feed Consumed/), '2150.5');
        await userEvent.clear(date());
        await userEvent.type(date(), '10/03/2026');
        await waitFor(() =>
          expect(week()).toHaveAccessibleDescription('Week 2 by age (day 14); 1–3 allowed.'),
        );
        await expect(week()).toHaveValue('5');
        await userEvent.click(dialog.getByRole('button', { name: 'Save Update' }));
        await waitFor(() =>
          expect(week()).toHaveAccessibleDescription(
            expect.stringContaining('On 10/03/2026 B004 is 14 days old: week 2 (1–3 allowed).'),
          ),
        );
        await expect(dialog.getByLabelText(/^Mortality/)).toHaveAccessibleDescription(
          expect.stringContaining('B004 has 4,940 birds alive; 5,000 cannot have died.'),
        );
        await expect(args.onRecord).not.toHaveBeenCalled();
      },
    );
    await step('saved in whole grams and feed thousandths, with a toast', async () => {
      await userEvent.clear(date());
      await userEvent.type(date(), '14/03/2026');
      await userEvent.clear(week());
      await userEvent.type(week(), '3');
      await userEvent.clear(dialog.getByLabelText(/^Mortality/));
      await userEvent.type(dialog.getByLabelText(/^Mortality/), '12');
      await userEvent.click(dialog.getByRole('button', { name: 'Save Update' }));
      await waitFor(() => expect(args.onRecord).toHaveBeenCalledTimes(1));
      await expect(args.onRecord).toHaveBeenCalledWith(
        {
          date: '2026-03-14',
          batchCode: 'B004',
          week: 3,
          averageWeightG: 702,
          mortality: 12,
          feedMilli: 2_150_500,
        },
        expect.stringMatching(/^[\w-]{16,}$/),
      );
      await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
      await expect(await screen.findByText('GU012: week 3 of B004, 702 g a bird.')).toBeVisible();
      await dismissToast('Growth Update recorded');
    });
  },
};

/**
 * Feed Consumed says what the batch has been issued and not yet eaten as soon as the batch is
 * chosen; 800 kg against 790 kg left is refused beside the field as it is typed, and Save asks
 * nothing of the server.
 */
export const FeedLimit: Story = {
  args: {
    recording: true,
    feed: { ...growthFeed, B004: { issuedMilli: 2_967_500, consumedMilli: 2_177_500 } },
  },
  play: async ({ args, step }) => {
    const dialog = await dialogNamed('Record Update');
    const feed = dialog.getByLabelText(/^Feed Consumed/);
    await step('the limit, once the batch is chosen', async () => {
      await expect(feed).toHaveAccessibleDescription(
        'Eaten since the last update, up to 3 decimals.',
      );
      await pickFrom(dialog, /^Batch/, 'sunrise', 'B004 · Sunrise Poultry');
      await waitFor(() =>
        expect(feed).toHaveAccessibleDescription(
          'Available: 790 kg (2,967.5 kg issued, 2,177.5 kg consumed).',
        ),
      );
    });
    await step('800 kg refused as it is typed', async () => {
      await userEvent.type(dialog.getByLabelText(/^Average Weight/), '702');
      await userEvent.type(dialog.getByLabelText(/^Mortality/), '12');
      await userEvent.type(feed, '790');
      await expect(feed).not.toHaveAttribute('aria-invalid');
      await userEvent.clear(feed);
      await userEvent.type(feed, '800');
      await expect(feed).toHaveAttribute('aria-invalid', 'true');
      await expect(feed).toHaveAccessibleDescription(
        'Available: 790 kg (2,967.5 kg issued, 2,177.5 kg consumed). B004 has been issued 2,967.5 kg of feed and has consumed 2,177.5 kg: at most 790 kg can be recorded.',
      );
    });
    await step('and by Save, without asking the server', async () => {
      await userEvent.click(dialog.getByRole('button', { name: 'Save Update' }));
      await waitFor(() => expect(feed).toHaveFocus());
      await expect(args.onRecord).not.toHaveBeenCalled();
    });
  },
};

/**
 * Week 3 of B003 entered again, back-dated to its weighing day: the server's refusal beside Week,
 * the suggested week and everything typed kept, the dialog open.
 */
export const WeekAlreadyRecorded: Story = {
  args: {
    recording: true,
    onRecord: fn(async () => {
      const message = 'B003 already has week 3 (GU004); cancel it to record it again.';
      throw new ApiError(409, 'conflict', message, { week: message });
    }),
  },
  play: async ({ args }) => {
    const dialog = await dialogNamed('Record Update');
    const date = dialog.getByLabelText(/^Date/);
    await userEvent.clear(date);
    await userEvent.type(date, '19/02/2026');
    await pickFrom(dialog, /^Batch/, 'hill', 'B003 · Hillside Farm');
    const week = dialog.getByLabelText(/^Week/);
    await waitFor(() => expect(week).toHaveValue('3'));
    await userEvent.type(dialog.getByLabelText(/^Average Weight/), '748');
    await userEvent.type(dialog.getByLabelText(/^Mortality/), '35');
    await userEvent.type(dialog.getByLabelText(/^Feed Consumed/), '3410');
    await userEvent.click(dialog.getByRole('button', { name: 'Save Update' }));
    await waitFor(() => expect(args.onRecord).toHaveBeenCalledTimes(1));
    await waitFor(() => expect(week).toHaveAttribute('aria-invalid', 'true'));
    await expect(week).toHaveAccessibleDescription(
      expect.stringContaining('B003 already has week 3 (GU004); cancel it to record it again.'),
    );
    await expect(week).toHaveAccessibleDescription(
      expect.stringContaining('Week 3 by age (day 21); 2–4 allowed.'),
    );
    await expect(dialog.getByLabelText(/^Mortality/)).toHaveAccessibleDescription(
      'B003 has 4,650 birds alive.',
    );
    await expect(dialog.getByLabelText(/^Feed Consumed/)).toHaveValue('3,410');
    await expect(screen.getByRole('dialog', { name: 'Record Update' })).toBeVisible();
  },
};

/** GU005, cancelled for a mistyped weight: why and by whom, its figures, nothing to cancel. */
export const CancelledUpdate: Story = {
  args: { viewing: gu005 },
  play: async () => {
    const sheet = await dialogNamed('Growth Update GU005');
    await expect(
      sheet.getByText(/Cancelled by admin on 24\/02\/2026: Average weight typed as 1,176 g/),
    ).toBeVisible();
    await expect(sheet.getByText('GU005: week 5 of B001, 1,176 g a bird')).toBeVisible();
    for (const fact of [
      'Cancelled',
      'Green Valley Farm (FM001)',
      'Ramesh Sahoo (F001)',
      'Week 5',
      '35 days',
      '1,176 g',
      '1,800 g',
      'Warning',
      '22 birds',
      '4,980 kg',
      'sunita.mohanty',
    ]) {
      await expect(sheet.getByText(fact)).toBeVisible();
    }
    await expectDestructive(sheet.getByText('-34.67%'));
    // It posts nothing: the sheet says so instead of listing empty postings, and reversed nothing.
    await expect(
      sheet.getByText(/^A growth update moves no stock and charges no account/),
    ).toBeVisible();
    await expect(sheet.queryByText('Stock movements')).not.toBeInTheDocument();
    await expect(sheet.queryByText('Reversed on')).not.toBeInTheDocument();
    await expect(sheet.getByRole('link', { name: "Open B001's growth report" })).toHaveAttribute(
      'href',
      '/report/growth?batch=B001',
    );
    await expect(
      sheet.queryByRole('button', { name: 'Cancel Growth Update' }),
    ).not.toBeInTheDocument();
  },
};

/**
 * The rows the server answers for the list's performance filter, so choosing one in the story
 * narrows the table as it would on the screen.
 */
function FilteredByServer({ rows, onParamsChange, ...args }: Omit<GrowthStoryArgs, 'batches'>) {
  const [performance, setPerformance] = useState('');
  return (
    <DocumentStory
      config={growthUpdateConfig}
      {...args}
      rows={rows.filter((row) => !performance || row.performance === performance)}
      onParamsChange={(next: Partial<ListParams>) => {
        onParamsChange?.(next);
        if (next.filters) setPerformance(next.filters.performance ?? '');
      }}
    />
  );
}

/** Only the warnings: the weeks more than 3 % under target, every deviation in the destructive colour. */
export const WarningsOnly: Story = {
  render: ({ batches: _batches, ...args }) => <FilteredByServer {...args} />,
  play: async ({ args }) => {
    const filters = within(screen.getByRole('search', { name: 'Filter growth updates' }));
    await chooseIn(filters, /^Performance/, 'Warning');
    await expect(args.onParamsChange).toHaveBeenCalledWith({
      filters: { performance: 'warning' },
    });
    await waitFor(() => expect(within(table()).getAllByRole('rowheader')).toHaveLength(3));
    for (const [code, deviation] of [
      ['GU010', '-3.75%'],
      ['GU009', '-3.22%'],
      ['GU005', '-34.67%'],
    ] as const) {
      const row = within(rowOf(code));
      await expect(row.getByText('Warning')).toBeVisible();
      await expectDestructive(row.getByText(deviation));
    }
    await expect(filters.getByRole('button', { name: /Clear/ })).toBeVisible();
  },
};

/** 360 px: Record Update with its fields one under another and the hints beneath them. */
export const Narrow: Story = {
  globals: { viewport: { value: 'narrow' } },
  args: { recording: true },
  play: async () => {
    const dialog = await dialogNamed('Record Update');
    await pickFrom(dialog, /^Batch/, 'sunrise', 'B004 · Sunrise Poultry');
    const week = dialog.getByLabelText(/^Week/);
    await waitFor(() =>
      expect(week).toHaveAccessibleDescription('Week 3 by age (day 18); 2–4 allowed.'),
    );
    const weight = dialog.getByLabelText(/^Average Weight/).getBoundingClientRect();
    await expect(weight.top).toBeGreaterThan(week.getBoundingClientRect().bottom);
    const dialogBox = screen.getByRole('dialog', { name: 'Record Update' }).getBoundingClientRect();
    await expect(dialogBox.right).toBeLessThanOrEqual(360);
  },
};
