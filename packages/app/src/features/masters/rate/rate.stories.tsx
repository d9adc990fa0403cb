import type { Rate, RateItem, RateStatus } from '@pfm/shared';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent, within } from 'storybook/test';
import { withAppProviders } from '../../../testing/story-decorators.tsx';
import {
  MasterStory,
  type MasterStoryArgs,
  masterArgs,
  masterStories,
  withToasts,
} from '../testing/master-story.tsx';
import { rateConfig } from './rate-config.tsx';

const rate = (
  id: number,
  item: RateItem,
  ratePaise: number,
  effectiveFrom: string,
  effectiveTo: string | null,
  status: RateStatus,
): Rate => ({
  id,
  item,
  ratePaise,
  effectiveFrom,
  effectiveTo,
  unit: item === 'chicks' ? 'piece' : 'kg',
  status,
});

/** As the server lists them: by item label, each item's rates from the earliest. */
const rates: Rate[] = [
  rate(1, 'chicks', 3200, '2026-01-01', '2026-03-31', 'closed'),
  rate(2, 'chicks', 3500, '2026-04-01', '2026-06-30', 'active'),
  rate(3, 'chicks', 3800, '2026-07-01', null, 'scheduled'),
  rate(4, 'finisher', 4000, '2026-04-01', null, 'active'),
  rate(5, 'grower', 4200, '2026-04-01', null, 'active'),
  rate(6, 'chicken', 12000, '2026-04-01', null, 'active'),
  rate(7, 'starter', 4550, '2026-04-01', null, 'active'),
];

const meta = {
  title: 'Screens/Masters/Rate Setup',
  decorators: [withToasts, withAppProviders],
  parameters: { layout: 'padded', route: '/master/rate' },
  args: masterArgs(rates),
  render: (args) => <MasterStory config={rateConfig} {...args} />,
} satisfies Meta<MasterStoryArgs<Rate>>;

export default meta;

type Story = StoryObj<typeof meta>;

/** Opens a Select of the open dialog and picks an option (the list sits in a portal). */
const choose = async (
  dialog: ReturnType<typeof within>,
  user: typeof userEvent,
  field: RegExp,
  option: string,
) => {
  await user.click(dialog.getByRole('combobox', { name: field }));
  await user.click(await screen.findByRole('option', { name: option }));
};

const stories = masterStories(rateConfig, {
  rows: rates,
  headers: ['Item', 'Rate', 'Unit', 'Effective From', 'Effective To', 'Status', 'Actions'],
  editValues: {
    Item: 'Chicks',
    'Rate (₹)': '35.00',
    Unit: 'per piece',
    'Effective From': '01/04/2026',
  },
  requiredMessages: {
    Item: 'Choose what the rate is for.',
    'Rate (₹)': 'Enter the rate in rupees, e.g. 35.50.',
    Unit: 'Choose a unit.',
    'Effective From': 'Enter the date the rate takes effect.',
  },
  refusal: {
    label: 'Effective From',
    value: '01/04/2026',
    field: 'effectiveFrom',
    message: 'Starter Feed already has a rate from 01/04/2026; edit that rate instead.',
  },
  fillValid: async (dialog, user) => {
    await choose(dialog, user, /^Item/, 'Starter Feed');
    await user.type(dialog.getByLabelText(/^Rate/), '46.50');
    await user.type(dialog.getByLabelText(/^Effective From/), '01/10/2026');
  },
});

export const Loaded = stories.Loaded;
export const Searching = stories.Searching;
export const Loading = stories.Loading;
export const Empty = stories.Empty;
export const LoadError = stories.LoadError;
export const AddDialog = stories.AddDialog;
export const EditDialog = stories.EditDialog;
export const ValidationErrors = stories.ValidationErrors;
export const SaveRefused = stories.SaveRefused;
export const DeleteConfirm = stories.DeleteConfirm;
export const Staff = stories.Staff;
export const Narrow = stories.Narrow;

/** Until the user picks a unit, choosing an item picks its usual one: piece for chicks, else kg. */
export const UnitFollowsItem: Story = {
  args: { dialog: { mode: 'add' } },
  play: async () => {
    const dialog = within(await screen.findByRole('dialog', { name: rateConfig.addTitle }));
    const unit = dialog.getByRole('combobox', { name: /^Unit/ });
    await expect(unit).toHaveTextContent('Choose a unit');
    await choose(dialog, userEvent, /^Item/, 'Chicks');
    await expect(unit).toHaveTextContent('per piece');
    await choose(dialog, userEvent, /^Item/, 'Live Chicken');
    await expect(unit).toHaveTextContent('per kg');
    // The user's own choice stays.
    await choose(dialog, userEvent, /^Unit/, 'per piece');
    await choose(dialog, userEvent, /^Item/, 'Grower Feed');
    await expect(unit).toHaveTextContent('per piece');
  },
};
