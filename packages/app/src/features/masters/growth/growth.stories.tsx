import type { GrowthStandard } from '@pfm/shared';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import { withAppProviders } from '../../../testing/story-decorators.tsx';
import {
  MasterStory,
  type MasterStoryArgs,
  masterArgs,
  masterStories,
  withToasts,
} from '../testing/master-story.tsx';
import { growthConfig } from './growth-config.tsx';

const standards: GrowthStandard[] = [
  {
    id: 1,
    week: 1,
    targetWeightG: 150,
    minWeightG: 135,
    maxWeightG: 165,
    expectedMortalityPct: 2,
  },
  {
    id: 2,
    week: 2,
    targetWeightG: 400,
    minWeightG: 360,
    maxWeightG: 440,
    expectedMortalityPct: 1.5,
  },
  {
    id: 3,
    week: 3,
    targetWeightG: 750,
    minWeightG: 675,
    maxWeightG: 825,
    expectedMortalityPct: 1,
  },
  {
    id: 4,
    week: 4,
    targetWeightG: 1200,
    minWeightG: 1080,
    maxWeightG: 1320,
    expectedMortalityPct: 0.8,
  },
  {
    id: 5,
    week: 5,
    targetWeightG: 1800,
    minWeightG: 1620,
    maxWeightG: 1980,
    expectedMortalityPct: 0.5,
  },
];

const meta = {
  title: 'Screens/Masters/Weight-Growth Setup',
  decorators: [withToasts, withAppProviders],
  parameters: { layout: 'padded', route: '/master/growth' },
  args: masterArgs(standards),
  render: (args) => <MasterStory config={growthConfig} {...args} />,
} satisfies Meta<MasterStoryArgs<GrowthStandard>>;

export default meta;

type Story = StoryObj<typeof meta>;

const stories = masterStories(growthConfig, {
  rows: standards,
  headers: [
    'Week',
    'Target Weight (g)',
    'Min Weight (g)',
    'Max Weight (g)',
    'Expected Mortality (%)',
    'Actions',
  ],
  editValues: {
    Week: '2',
    'Target Weight (g)': '400',
    'Min Weight (g)': '360',
    'Max Weight (g)': '440',
    'Expected Mortality (%)': '1.5',
  },
  requiredMessages: {
    Week: 'Enter the week as a number.',
    'Target Weight (g)': 'Enter the target weight in grams.',
    'Min Weight (g)': 'Enter the minimum weight in grams.',
    'Max Weight (g)': 'Enter the maximum weight in grams.',
    'Expected Mortality (%)': 'Enter the expected mortality as a number.',
  },
  refusal: {
    label: 'Week',
    value: '3',
    field: 'week',
    message: 'Week 3 already has a growth standard; edit it instead.',
  },
  fillValid: async (dialog, user) => {
    await user.type(dialog.getByLabelText(/^Week/), '6');
    await user.type(dialog.getByLabelText(/^Target Weight/), '2400');
    await user.type(dialog.getByLabelText(/^Min Weight/), '2160');
    await user.type(dialog.getByLabelText(/^Max Weight/), '2640');
    await user.type(dialog.getByLabelText(/^Expected Mortality/), '0.4');
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

/** Minimum above the target and maximum below it: the shared rule's messages sit beside Min and Max. */
export const WeightsOutOfOrder: Story = {
  args: { dialog: { mode: 'add' } },
  play: async ({ args }) => {
    const dialog = within(await screen.findByRole('dialog', { name: growthConfig.addTitle }));
    await userEvent.type(dialog.getByLabelText(/^Week/), '6');
    await userEvent.type(dialog.getByLabelText(/^Target Weight/), '2400');
    await userEvent.type(dialog.getByLabelText(/^Min Weight/), '2500');
    await userEvent.type(dialog.getByLabelText(/^Max Weight/), '2300');
    await userEvent.type(dialog.getByLabelText(/^Expected Mortality/), '0.4');
    await userEvent.click(dialog.getByRole('button', { name: growthConfig.addSubmit }));
    await waitFor(() =>
      expect(dialog.getByLabelText(/^Min Weight/)).toHaveAccessibleDescription(
        'The minimum weight cannot be more than the target.',
      ),
    );
    await expect(dialog.getByLabelText(/^Max Weight/)).toHaveAccessibleDescription(
      'The maximum weight cannot be less than the target.',
    );
    await expect(dialog.getByLabelText(/^Target Weight/)).not.toHaveAttribute('aria-invalid');
    await expect(args.onSave).not.toHaveBeenCalled();
  },
};
