import type { Issue } from '@pfm/shared';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent, within } from 'storybook/test';
import {
  DocumentStory,
  type DocumentStoryArgs,
  dialogNamed,
  documentArgs,
  pinClock,
  withToasts,
} from '../../../lib/documents/testing/document-story.tsx';
import { withAppProviders } from '../../../testing/story-decorators.tsx';
import { issueListConfig } from './issue-list-config.tsx';
import { feedIssueDetail, issues } from './issue-list-story-data.ts';

const meta = {
  title: 'Screens/Transactions/Issue to Farmer/Issue List',
  decorators: [withToasts, withAppProviders],
  parameters: { layout: 'padded', route: '/transaction/issue' },
  beforeEach: pinClock,
  args: { ...documentArgs(issues), headingLevel: 2, details: { IS002: feedIssueDetail } },
  render: (args) => <DocumentStory config={issueListConfig} {...args} />,
} satisfies Meta<DocumentStoryArgs<Issue>>;

export default meta;
type Story = StoryObj<typeof meta>;

const table = () => screen.getByRole('table', { name: 'Issues to farmers' });

/** The issues under the wizard: a section of its own (h2), no record button (the wizard records). */
export const Loaded: Story = {
  play: async () => {
    await expect(screen.getByRole('heading', { level: 2, name: 'Issues' })).toBeVisible();
    await expect(screen.queryByRole('heading', { level: 1 })).not.toBeInTheDocument();
    const headers = within(table())
      .getAllByRole('columnheader')
      .map((header) => header.textContent?.trim());
    await expect(headers).toEqual([
      'Issue ID',
      'Date',
      'Farm',
      'Item',
      'Quantity',
      'Batch',
      'Amount',
      'Status',
      'Actions',
    ]);
    const row = within(table()).getByRole('rowheader', { name: 'IS005' }).closest('tr');
    await expect(row).toHaveTextContent('Ramesh Sahoo');
    await expect(row).toHaveTextContent('₹1,602.50');
    const filters = within(screen.getByRole('search', { name: 'Filter issues' }));
    await expect(filters.getByRole('combobox', { name: 'Farm' })).toHaveTextContent('All farms');
    await expect(screen.queryByRole('button', { name: /^Record/ })).not.toBeInTheDocument();
  },
};

export const Empty: Story = {
  args: { rows: [] },
  play: async () => {
    await expect(screen.getByText('No issues yet')).toBeVisible();
    await expect(
      screen.getByText('Issues recorded with the steps above are listed here.'),
    ).toBeVisible();
  },
};

/** IS002: feed out of Main Warehouse at its cost and the farmer debited at the rate in force. */
export const DetailSheet: Story = {
  play: async () => {
    await userEvent.click(screen.getByRole('button', { name: 'View IS002' }));
    const sheet = await dialogNamed('Issue IS002');
    await expect(sheet.getByText('At the rate in force on the issue date.')).toBeVisible();
    const ledger = within(sheet.getByRole('table', { name: 'Ledger entries' }));
    const farmer = ledger.getByRole('rowheader', { name: 'Ramesh Sahoo (F001)' }).closest('tr');
    await expect(farmer).toHaveTextContent('₹45,000.00');
    // The stock's cost leaves the godown's account for the batch's.
    const cost = ledger.getByRole('rowheader', { name: 'Cost of inputs issued (B001)' });
    await expect(cost.closest('tr')).toHaveTextContent('₹38,000.00');
    await expect(ledger.getByRole('rowheader', { name: 'Stock in godowns (G001)' })).toBeVisible();
    await expect(sheet.getByRole('button', { name: 'Cancel Issue' })).toBeVisible();
  },
};

/** Staff read issues; only an Administrator cancels one. */
export const Staff: Story = {
  args: { canCancel: false },
  play: async () => {
    await expect(screen.queryByRole('button', { name: 'Cancel IS002' })).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'View IS002' }));
    const sheet = await dialogNamed('Issue IS002');
    await expect(sheet.getByText('Only an Administrator can cancel an issue.')).toBeVisible();
  },
};

export const Narrow: Story = {
  globals: { viewport: { value: 'narrow' } },
  play: async () => {
    await expect(screen.getByRole('heading', { level: 2, name: 'Issues' })).toBeVisible();
    await expect(screen.getByRole('region', { name: 'Issues to farmers' })).toBeVisible();
  },
};
