import { type FeedStandard, kgPer100Birds } from '@pfm/shared';
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
import { feedConfig } from './feed-config.tsx';

const standard = (id: number, feedType: string, gramsPerBirdPerDay: number): FeedStandard => ({
  id,
  week: id,
  feedType,
  gramsPerBirdPerDay,
  kgPer100BirdsPerDay: kgPer100Birds(gramsPerBirdPerDay),
});

const standards: FeedStandard[] = [
  standard(1, 'Pre-Starter', 22),
  standard(2, 'Starter', 48),
  standard(3, 'Grower', 85),
  standard(4, 'Grower', 125.5),
  standard(5, 'Finisher', 160),
];

const meta = {
  title: 'Screens/Masters/Feed Consumption Setup',
  decorators: [withToasts, withAppProviders],
  parameters: { layout: 'padded', route: '/master/feed' },
  args: masterArgs(standards),
  render: (args) => <MasterStory config={feedConfig} {...args} />,
} satisfies Meta<MasterStoryArgs<FeedStandard>>;

export default meta;

type Story = StoryObj<typeof meta>;

const stories = masterStories(feedConfig, {
  rows: standards,
  headers: [
    'Week',
    'Feed Type',
    'Quantity per Bird per Day (g)',
    'Total per Day per 100 Birds (kg)',
    'Actions',
  ],
  editValues: {
    Week: '2',
    'Feed Type': 'Starter',
    'Quantity per Bird per Day (g)': '48',
  },
  requiredMessages: {
    Week: 'Enter the week as a number.',
    'Feed Type': 'Enter the feed type.',
    'Quantity per Bird per Day (g)': 'Enter the quantity in grams.',
  },
  refusal: {
    label: 'Week',
    value: '3',
    field: 'week',
    message: 'Week 3 already has a feed standard; edit it instead.',
  },
  fillValid: async (dialog, user) => {
    await user.type(dialog.getByLabelText(/^Week/), '6');
    await user.type(dialog.getByLabelText(/^Feed Type/), 'Finisher');
    await user.type(dialog.getByLabelText(/^Quantity per Bird/), '175.5');
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

/** The table shows the feed for 100 birds a day; the dialog works it out while the user types. */
export const LiveTotal: Story = {
  args: { dialog: { mode: 'add' } },
  play: async () => {
    const dialog = within(await screen.findByRole('dialog', { name: feedConfig.addTitle }));
    const quantity = dialog.getByLabelText(/^Quantity per Bird/);
    await expect(quantity).not.toHaveAccessibleDescription();
    await userEvent.type(quantity, 'abc');
    await expect(quantity).not.toHaveAccessibleDescription();
    await userEvent.clear(quantity);
    await userEvent.type(quantity, '22');
    await expect(quantity).toHaveAccessibleDescription('= 2.2 kg per day for 100 birds');
    await userEvent.type(quantity, '.5');
    await expect(quantity).toHaveAccessibleDescription('= 2.25 kg per day for 100 birds');
  },
};
