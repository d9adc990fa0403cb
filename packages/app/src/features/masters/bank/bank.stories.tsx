import type { BankAccount } from '@pfm/shared';
import type { Meta } from '@storybook/react-vite';
import { withAppProviders } from '../../../testing/story-decorators.tsx';
import {
  MasterStory,
  type MasterStoryArgs,
  masterArgs,
  masterStories,
  withToasts,
} from '../testing/master-story.tsx';
import { bankConfig } from './bank-config.tsx';

const accounts: BankAccount[] = [
  {
    code: 'BK001',
    bankName: 'State Bank of India',
    branch: 'Bhubaneswar Main',
    accountNumber: '10987654321',
    ifscCode: 'SBIN0000030',
    accountType: 'current',
    status: 'active',
  },
  {
    code: 'BK002',
    bankName: 'HDFC Bank',
    branch: 'Cuttack Link Road',
    accountNumber: '50200012345678',
    ifscCode: 'HDFC0001234',
    accountType: 'cash-credit',
    status: 'active',
  },
  {
    code: 'BK003',
    bankName: 'Punjab National Bank',
    branch: 'Berhampur',
    accountNumber: '4012000100054321',
    ifscCode: 'PUNB0401200',
    accountType: '',
    status: 'inactive',
  },
];

const meta = {
  title: 'Screens/Masters/Bank Master',
  decorators: [withToasts, withAppProviders],
  parameters: { layout: 'padded', route: '/master/bank' },
  args: masterArgs(accounts),
  render: (args) => <MasterStory config={bankConfig} {...args} />,
} satisfies Meta<MasterStoryArgs<BankAccount>>;

export default meta;

const stories = masterStories(bankConfig, {
  rows: accounts,
  headers: [
    'Account ID',
    'Bank Name',
    'Branch',
    'Account Number',
    'IFSC Code',
    'Account Type',
    'Status',
    'Actions',
  ],
  editValues: {
    'Bank Name': 'HDFC Bank',
    Branch: 'Cuttack Link Road',
    'Account Number': '50200012345678',
    'IFSC Code': 'HDFC0001234',
    'Account Type': 'Cash Credit',
    Status: 'Active',
  },
  requiredMessages: {
    'Bank Name': 'Enter the bank name.',
    Branch: 'Enter the branch.',
    'Account Number': 'Enter an account number of 9 to 18 digits.',
    'IFSC Code': 'Enter an IFSC like SBIN0001234: 4 letters, 0, then 6 letters or digits.',
  },
  // The same account number at the same branch (IFSC) as BK001.
  refusal: {
    label: 'Account Number',
    value: '10987654321',
    field: 'accountNumber',
    message: 'Account 10987654321 at SBIN0000030 is already saved as BK001.',
  },
  fillValid: async (dialog, user) => {
    await user.type(dialog.getByLabelText(/^Bank Name/), 'State Bank of India');
    await user.type(dialog.getByLabelText(/^Branch/), 'Bhubaneswar Main');
    await user.type(dialog.getByLabelText(/^Account Number/), '30211456789');
    await user.type(dialog.getByLabelText(/^IFSC Code/), 'SBIN0000030');
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
