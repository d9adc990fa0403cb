import type { Trader } from '@pfm/shared';
import type { Meta } from '@storybook/react-vite';
import { withAppProviders } from '../../../testing/story-decorators.tsx';
import {
  MasterStory,
  type MasterStoryArgs,
  masterArgs,
  masterStories,
  withToasts,
} from '../testing/master-story.tsx';
import { traderConfig } from './trader-config.tsx';

const traders: Trader[] = [
  {
    code: 'T001',
    name: 'Jagannath Chicken Centre',
    contact: '9437600111',
    email: '',
    address: 'Unit 2 Market, Bhubaneswar',
    gstin: '21ABCPJ4321M1Z1',
    avgMonthlyPurchasePaise: 4_85_000_00,
    balancePaise: 2_14_392_00,
  },
  {
    code: 'T002',
    name: 'Maa Tarini Traders',
    contact: '9778800222',
    email: 'tarini@example.com',
    address: 'Link Road, Cuttack',
    gstin: '',
    avgMonthlyPurchasePaise: 1_20_500_50,
    balancePaise: -8_500_00,
  },
  {
    code: 'T003',
    name: 'Ranchi Poultry Mart',
    contact: '7004400333',
    email: '',
    address: 'Kantatoli Chowk, Ranchi',
    gstin: '20AAFFR9876Q1ZD',
    avgMonthlyPurchasePaise: 0,
    balancePaise: 0,
  },
];

const meta = {
  title: 'Screens/Masters/Trader Registration',
  decorators: [withToasts, withAppProviders],
  parameters: { layout: 'padded', route: '/master/trader' },
  args: masterArgs(traders),
  render: (args) => <MasterStory config={traderConfig} {...args} />,
} satisfies Meta<MasterStoryArgs<Trader>>;

export default meta;

const stories = masterStories(traderConfig, {
  rows: traders,
  headers: ['Trader ID', 'Name', 'Contact', 'Address', 'Avg Purchase', 'Balance', 'Actions'],
  cells: {
    'Jagannath Chicken Centre': ['₹2,14,392.00 Dr'],
    'Maa Tarini Traders': ['₹8,500.00 Cr'],
  },
  editValues: {
    'Trader Name': 'Maa Tarini Traders',
    'Contact Number': '9778800222',
    Email: 'tarini@example.com',
    Address: 'Link Road, Cuttack',
    'GST Number': '',
  },
  requiredMessages: {
    'Trader Name': 'Enter the name.',
    'Contact Number': 'Enter a 10-digit mobile number (optionally with +91).',
    Address: 'Enter the address.',
  },
  refusal: {
    label: 'Trader Name',
    value: 'Maa Tarini Traders',
    field: 'name',
    message: 'A trader named “Maa Tarini Traders” already exists.',
  },
  fillValid: async (dialog, user) => {
    await user.type(dialog.getByLabelText(/^Trader Name/), 'Balasore Broiler House');
    await user.type(dialog.getByLabelText(/^Contact Number/), '9861234567');
    await user.type(dialog.getByLabelText(/^Address/), 'Motiganj Market, Balasore');
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
