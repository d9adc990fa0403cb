import type { Godown } from '@pfm/shared';
import type { Meta } from '@storybook/react-vite';
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
    'Capacity (kg)': '25000',
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
