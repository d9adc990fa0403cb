import type { Supplier } from '@pfm/shared';
import type { Meta } from '@storybook/react-vite';
import { screen } from 'storybook/test';
import { withAppProviders } from '../../../testing/story-decorators.tsx';
import {
  MasterStory,
  type MasterStoryArgs,
  masterArgs,
  masterStories,
  withToasts,
} from '../testing/master-story.tsx';
import { supplierConfig } from './supplier-config.tsx';

const suppliers: Supplier[] = [
  {
    code: 'S001',
    name: 'Kalinga Hatcheries',
    contact: '9437798001',
    email: 'sales@kalingahatcheries.example',
    address: 'Khordha Industrial Estate, Odisha',
    gstin: '21AAACK1234F1ZC',
    type: 'Chicks',
    balancePaise: -3_20_000_00,
  },
  {
    code: 'S002',
    name: 'Utkal Feeds Pvt Ltd',
    contact: '9861122334',
    email: '',
    address: 'Plot 7, Rasulgarh, Bhubaneswar',
    gstin: '21AABCU5678K1Z2',
    type: 'Feed',
    balancePaise: -1_85_400_00,
  },
  {
    code: 'S003',
    name: 'Eastern Animal Health',
    contact: '9830055667',
    email: 'orders@eah.example',
    address: 'Salt Lake Sector V, Kolkata',
    gstin: '',
    type: 'Medicine',
    balancePaise: 0,
  },
];

const meta = {
  title: 'Screens/Masters/Supplier Master',
  decorators: [withToasts, withAppProviders],
  parameters: { layout: 'padded', route: '/master/supplier' },
  args: masterArgs(suppliers),
  render: (args) => <MasterStory config={supplierConfig} {...args} />,
} satisfies Meta<MasterStoryArgs<Supplier>>;

export default meta;

const stories = masterStories(supplierConfig, {
  rows: suppliers,
  headers: ['Supplier ID', 'Name', 'Contact', 'Address', 'Type', 'Balance', 'Actions'],
  cells: { 'Kalinga Hatcheries': ['₹3,20,000.00 Cr'], 'Utkal Feeds Pvt Ltd': ['₹1,85,400.00 Cr'] },
  editValues: {
    'Supplier Name': 'Utkal Feeds Pvt Ltd',
    'Contact Number': '9861122334',
    Email: '',
    Address: 'Plot 7, Rasulgarh, Bhubaneswar',
    'GST Number': '21AABCU5678K1Z2',
    Type: 'Feed',
  },
  requiredMessages: {
    'Supplier Name': 'Enter the name.',
    'Contact Number': 'Enter a 10-digit mobile number (optionally with +91).',
    Address: 'Enter the address.',
    Type: 'Choose a type.',
  },
  refusal: {
    label: 'Supplier Name',
    value: 'Kalinga Hatcheries',
    field: 'name',
    message: 'A supplier named “Kalinga Hatcheries” already exists.',
  },
  fillValid: async (dialog, user) => {
    await user.type(dialog.getByLabelText(/^Supplier Name/), 'Mahanadi Chicks');
    await user.type(dialog.getByLabelText(/^Contact Number/), '9437012345');
    await user.type(dialog.getByLabelText(/^Address/), 'Station Road, Sambalpur');
    await user.click(dialog.getByRole('combobox', { name: /^Type/ }));
    await user.click(await screen.findByRole('option', { name: 'Chicks' }));
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
