import type { Godown } from '@pfm/shared';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { withAppProviders } from '../../../testing/story-decorators.tsx';
import {
  MasterStory,
  type MasterStoryArgs,
  masterArgs,
  masterStories,
  withToasts,
} from '../testing/master-story.tsx';
import { godownConfig } from './godown-config.tsx';

const godowns: Godown[] = [
  {
    code: 'G001',
    name: 'Main Warehouse',
    location: 'Bhubaneswar, Odisha',
    capacityKg: 50_000,
    status: 'active',
  },
  {
    code: 'G002',
    name: 'North Godown',
    location: 'Cuttack, Odisha',
    capacityKg: 25_000,
    status: 'active',
  },
  {
    code: 'G003',
    name: 'South Godown',
    location: 'Berhampur, Odisha',
    capacityKg: 30_000,
    status: 'inactive',
  },
];

const meta = {
  title: 'Screens/Masters/Godown Setup',
  decorators: [withToasts, withAppProviders],
  parameters: { layout: 'padded', route: '/master/godown' },
  args: masterArgs(godowns),
  render: (args) => <MasterStory config={godownConfig} {...args} />,
} satisfies Meta<MasterStoryArgs<Godown>>;

export default meta;

const stories = masterStories(godownConfig, {
  rows: godowns,
  headers: ['ID', 'Name', 'Location', 'Capacity', 'Status', 'Actions'],
  editValues: {
    'Godown Name': 'North Godown',
    Location: 'Cuttack, Odisha',
    'Capacity (kg)': '25,000',
    Status: 'Active',
  },
  requiredMessages: {
    'Godown Name': 'Enter the godown name.',
    Location: 'Enter the location.',
    'Capacity (kg)': 'Enter capacity as a number.',
  },
  refusal: {
    label: 'Godown Name',
    value: 'North Godown',
    field: 'name',
    message: 'A godown named “North Godown” already exists.',
  },
  fillValid: async (dialog, user) => {
    await user.type(dialog.getByLabelText(/^Godown Name/), 'East Godown');
    await user.type(dialog.getByLabelText(/^Location/), 'Balasore, Odisha');
    await user.type(dialog.getByLabelText(/^Capacity/), '20000');
  },
});

// One of the screens' pictures in the dark theme too (decision 0051).
export const Loaded = {
  ...stories.Loaded,
  parameters: { ...stories.Loaded.parameters, screenshot: { dark: true } },
};
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

/** Saves a new godown with the next code, as the server would: G004 first (calls are counted). */
const saveNewGodown = fn(async (input: unknown) => ({
  ...(input as Omit<Godown, 'code'>),
  code: `G${String(3 + saveNewGodown.mock.calls.length).padStart(3, '0')}`,
}));

/**
 * Save & add another (Ctrl+Enter): each godown is added with a toast, the form starts empty again
 * with the focus on Godown Name, and each save is a new godown (never an edit of the one before).
 * Editing a godown offers no second save.
 */
export const SaveAndAddAnother: StoryObj<MasterStoryArgs<Godown>> = {
  // It ends on the edit dialog with toasts that may or may not still be showing.
  parameters: { screenshot: false },
  args: { onSave: saveNewGodown },
  play: async ({ args, step }) => {
    await userEvent.click(screen.getByRole('button', { name: 'Add Godown' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Add New Godown' }));
    const name = () => dialog.getByLabelText(/^Godown Name/);
    await step('Ctrl+Enter adds the godown and empties the form', async () => {
      await userEvent.type(name(), 'East Godown');
      await userEvent.type(dialog.getByLabelText(/^Location/), 'Balasore, Odisha');
      await userEvent.type(dialog.getByLabelText(/^Capacity/), '20000');
      await userEvent.keyboard('{Control>}{Enter}{/Control}');
      await waitFor(() => expect(args.onSave).toHaveBeenCalledTimes(1));
      await expect(args.onSave).toHaveBeenLastCalledWith(
        { name: 'East Godown', location: 'Balasore, Odisha', capacityKg: 20_000, status: 'active' },
        undefined,
      );
      await expect(await screen.findByText('East Godown (G004) was added.')).toBeVisible();
      await waitFor(() => expect(name()).toHaveFocus());
      await expect(name()).toHaveValue('');
      await expect(dialog.getByLabelText(/^Location/)).toHaveValue('');
      await expect(dialog.getByLabelText(/^Capacity/)).toHaveValue('');
      await expect(screen.getByRole('dialog', { name: 'Add New Godown' })).toBeVisible();
    });
    await step('the next one is a second new godown', async () => {
      await userEvent.type(name(), 'West Godown');
      await userEvent.type(dialog.getByLabelText(/^Location/), 'Sambalpur, Odisha');
      await userEvent.type(dialog.getByLabelText(/^Capacity/), '15000');
      await userEvent.click(dialog.getByRole('button', { name: 'Save & add another' }));
      await waitFor(() => expect(args.onSave).toHaveBeenCalledTimes(2));
      await expect(args.onSave).toHaveBeenLastCalledWith(
        {
          name: 'West Godown',
          location: 'Sambalpur, Odisha',
          capacityKg: 15_000,
          status: 'active',
        },
        undefined,
      );
      await expect(await screen.findByText('West Godown (G005) was added.')).toBeVisible();
      await waitFor(() => expect(name()).toHaveFocus());
      await expect(name()).toHaveValue('');
    });
    await step('an edit has only its own save', async () => {
      await userEvent.click(dialog.getByRole('button', { name: 'Cancel' }));
      await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
      await userEvent.click(screen.getByRole('button', { name: 'Edit North Godown' }));
      const edit = within(await screen.findByRole('dialog', { name: godownConfig.editTitle }));
      await expect(edit.getByRole('button', { name: godownConfig.editSubmit })).toBeVisible();
      await expect(
        edit.queryByRole('button', { name: 'Save & add another' }),
      ).not.toBeInTheDocument();
      await expect(args.onSave).toHaveBeenCalledTimes(2);
    });
  },
};
