import type { Farm } from '@pfm/shared';
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
import { farmConfig } from './farm-config.tsx';
import { type FarmerSearch, FarmerSearchProvider, farmerOptionLabel } from './farmer-picker.tsx';

const farms: Farm[] = [
  {
    code: 'FM001',
    name: 'Sahoo Poultry Farm',
    farmerCode: 'F001',
    farmerName: 'Ramesh Sahoo',
    location: 'Jatni, Khurda',
    capacityBirds: 5000,
    areaSqFt: 6000,
    status: 'active',
  },
  {
    code: 'FM002',
    name: 'Sahoo Farm II',
    farmerCode: 'F001',
    farmerName: 'Ramesh Sahoo',
    location: 'Pipli, Puri',
    capacityBirds: 3000,
    areaSqFt: 3600,
    status: 'active',
  },
  {
    code: 'FM003',
    name: 'Mondal Broiler Farm',
    farmerCode: 'F002',
    farmerName: 'Bikash Mondal',
    location: 'Memari, Bardhaman',
    capacityBirds: 4000,
    areaSqFt: null,
    status: 'active',
  },
  {
    code: 'FM004',
    name: 'Mahato Poultry',
    farmerCode: 'F003',
    farmerName: 'Sunil Mahato',
    location: 'Ormanjhi, Ranchi',
    capacityBirds: 6000,
    areaSqFt: 7500,
    status: 'inactive',
  },
];

/** The farmers the picker's stand-in search knows: code, name, city. */
const farmers = [
  ['F001', 'Ramesh Sahoo', 'Khurda'],
  ['F002', 'Bikash Mondal', 'Bardhaman'],
  ['F003', 'Sunil Mahato', 'Ranchi'],
  ['F004', 'Ramesh Behera', 'Cuttack'],
  ['F005', 'Anita Das', 'Bankura'],
] as const;

/** Searches the fixed farmers the way the server does (name, code or city contain the text). */
const searchFixedFarmers: FarmerSearch = async (text) => {
  const wanted = text.trim().toLowerCase();
  return farmers
    .filter((farmer) => farmer.some((part) => part.toLowerCase().includes(wanted)))
    .sort((a, b) => a[1].localeCompare(b[1]))
    .slice(0, 10)
    .map(([code, name, city]) => ({
      value: code,
      label: farmerOptionLabel({ name, code }),
      description: city,
    }));
};

type FarmStoryArgs = MasterStoryArgs<Farm> & { searchFarmers: FarmerSearch };

const meta = {
  title: 'Screens/Masters/Farm Registration',
  decorators: [withToasts, withAppProviders],
  parameters: { layout: 'padded', route: '/master/farm' },
  args: { ...masterArgs(farms), searchFarmers: fn(searchFixedFarmers) },
  // The picker searches the fixed farmers above, never the network.
  render: ({ searchFarmers, ...args }) => (
    <FarmerSearchProvider search={searchFarmers}>
      <MasterStory config={farmConfig} {...args} />
    </FarmerSearchProvider>
  ),
} satisfies Meta<FarmStoryArgs>;

export default meta;

const stories = masterStories(farmConfig, {
  rows: farms,
  headers: ['Farm ID', 'Farm Name', 'Farmer', 'Location', 'Capacity', 'Status', 'Actions'],
  editValues: {
    'Farm Name': 'Sahoo Farm II',
    Farmer: 'Ramesh Sahoo (F001)',
    Location: 'Pipli, Puri',
    'Capacity (birds)': '3,000',
    'Area (sq ft)': '3,600',
    Status: 'Active',
  },
  requiredMessages: {
    'Farm Name': 'Enter the farm name.',
    Farmer: 'Choose the farmer.',
    Location: 'Enter the location.',
    'Capacity (birds)': 'Enter capacity as a number.',
  },
  refusal: {
    label: 'Farm Name',
    value: 'Sahoo Farm II',
    field: 'name',
    message: 'Ramesh Sahoo already has a farm named “Sahoo Farm II”.',
  },
  fillValid: async (dialog, user) => {
    await user.type(dialog.getByLabelText(/^Farm Name/), 'Sahoo Farm III');
    await user.type(dialog.getByRole('combobox', { name: /^Farmer/ }), 'sahoo');
    await user.click(await screen.findByRole('option', { name: /^Ramesh Sahoo \(F001\)/ }));
    await user.type(dialog.getByLabelText(/^Location/), 'Khurda Road, Khurda');
    await user.type(dialog.getByLabelText(/^Capacity/), '2500');
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

type Story = StoryObj<FarmStoryArgs>;

/** The farmer is picked with the keyboard: type, arrow down, Enter; one search per pause in typing. */
export const PickFarmerWithKeyboard: Story = {
  args: { dialog: { mode: 'add' } },
  play: async ({ args }) => {
    const dialog = within(await screen.findByRole('dialog', { name: farmConfig.addTitle }));
    const picker = dialog.getByRole('combobox', { name: /^Farmer/ });
    await userEvent.click(picker);
    await userEvent.type(picker, 'zzz');
    await expect(await screen.findByText('No farmers match')).toBeVisible();
    await userEvent.clear(picker);
    await userEvent.type(picker, 'ramesh');
    const list = within(await screen.findByRole('listbox'));
    await waitFor(() => expect(list.getAllByRole('option')).toHaveLength(2));
    await expect(args.searchFarmers).toHaveBeenCalledWith('ramesh');
    await expect(args.searchFarmers).not.toHaveBeenCalledWith('rames');
    // Options are in name order: Ramesh Behera, then Ramesh Sahoo.
    await userEvent.keyboard('{ArrowDown}{Enter}');
    await expect(picker).toHaveValue('Ramesh Sahoo (F001)');
    await expect(picker).toHaveAttribute('aria-expanded', 'false');
    await userEvent.type(dialog.getByLabelText(/^Farm Name/), 'Sahoo Farm III');
    await userEvent.type(dialog.getByLabelText(/^Location/), 'Khurda Road, Khurda');
    await userEvent.type(dialog.getByLabelText(/^Capacity/), '2500');
    await userEvent.type(dialog.getByLabelText(/^Area/), '3000');
    await userEvent.click(dialog.getByRole('button', { name: farmConfig.addSubmit }));
    await waitFor(() =>
      expect(args.onSave).toHaveBeenCalledWith(
        {
          name: 'Sahoo Farm III',
          farmerCode: 'F001',
          location: 'Khurda Road, Khurda',
          capacityBirds: 2500,
          areaSqFt: 3000,
          status: 'active',
        },
        undefined,
      ),
    );
  },
};

/** The search results open under the field, with each farmer's city. */
export const FarmerSearchResults: Story = {
  args: { dialog: { mode: 'add' } },
  play: async () => {
    const dialog = within(await screen.findByRole('dialog', { name: farmConfig.addTitle }));
    await userEvent.type(dialog.getByRole('combobox', { name: /^Farmer/ }), 'ram');
    const list = within(await screen.findByRole('listbox'));
    await waitFor(() => expect(list.getAllByRole('option')).toHaveLength(2));
    await expect(list.getByText('Cuttack')).toBeVisible();
  },
};

/** Editing shows the farm's farmer even when the first search results do not include them. */
export const EditKeepsFarmer: Story = {
  args: {
    dialog: { mode: 'edit', row: farms[3] as Farm },
    searchFarmers: fn(async () => []),
  },
  parameters: { screenshot: false },
  play: async ({ args }) => {
    const dialog = within(await screen.findByRole('dialog', { name: farmConfig.editTitle }));
    const picker = dialog.getByRole('combobox', { name: /^Farmer/ });
    await expect(picker).toHaveValue('Sunil Mahato (F003)');
    await waitFor(() => expect(args.searchFarmers).toHaveBeenCalledWith(''));
    await userEvent.click(dialog.getByRole('button', { name: farmConfig.editSubmit }));
    await waitFor(() =>
      expect(args.onSave).toHaveBeenCalledWith(
        expect.objectContaining({ farmerCode: 'F003', areaSqFt: 7500, status: 'inactive' }),
        farms[3],
      ),
    );
  },
};
