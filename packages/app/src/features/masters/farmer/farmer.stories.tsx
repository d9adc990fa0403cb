import type { Farmer } from '@pfm/shared';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, spyOn, userEvent, waitFor, within } from 'storybook/test';
import { withAppProviders } from '../../../testing/story-decorators.tsx';
import {
  MasterStory,
  type MasterStoryArgs,
  masterArgs,
  masterStories,
  withToasts,
} from '../testing/master-story.tsx';
import { farmerConfig } from './farmer-config.tsx';

const farmers: Farmer[] = [
  {
    code: 'F001',
    name: 'Ramesh Sahoo',
    phone: '9437012345',
    email: 'ramesh.sahoo@example.com',
    address: 'At/Po Jatni',
    city: 'Khurda',
    state: 'odisha',
    pincode: '752050',
    bankName: 'State Bank of India',
    accountNumber: '32145678901',
    ifscCode: 'SBIN0001234',
    status: 'active',
    activeFarms: 2,
    balancePaise: -1_25_430_00,
  },
  {
    code: 'F002',
    name: 'Bikash Mondal',
    phone: '9832045678',
    email: 'bikash.mondal@example.com',
    address: 'Vill. Memari, Ward 4',
    city: 'Bardhaman',
    state: 'west-bengal',
    pincode: '713146',
    bankName: 'Punjab National Bank',
    accountNumber: '0456000100123456',
    ifscCode: 'PUNB0045600',
    status: 'active',
    activeFarms: 1,
    balancePaise: 56_780_50,
  },
  {
    code: 'F003',
    name: 'Sunil Mahato',
    phone: '7004512398',
    email: '',
    address: 'Ormanjhi Road, Plot 12',
    city: 'Ranchi',
    state: 'jharkhand',
    pincode: '835219',
    bankName: 'Bank of India',
    accountNumber: '480110110004567',
    ifscCode: 'BKID0004801',
    status: 'inactive',
    activeFarms: 0,
    balancePaise: 0,
  },
];

const meta = {
  title: 'Screens/Masters/Farmer Registration',
  decorators: [withToasts, withAppProviders],
  parameters: { layout: 'padded', route: '/master/farmer' },
  args: masterArgs(farmers),
  render: (args) => <MasterStory config={farmerConfig} {...args} />,
} satisfies Meta<MasterStoryArgs<Farmer>>;

export default meta;

const stories = masterStories(farmerConfig, {
  rows: farmers,
  headers: [
    'Farmer ID',
    'Name',
    'Contact',
    'Address',
    'Active Farms',
    'Balance',
    'Status',
    'Actions',
  ],
  cells: { 'Ramesh Sahoo': ['₹1,25,430.00 Cr'], 'Bikash Mondal': ['₹56,780.50 Dr'] },
  editValues: {
    'Farmer Name': 'Bikash Mondal',
    'Mobile Number': '9832045678',
    Email: 'bikash.mondal@example.com',
    Address: 'Vill. Memari, Ward 4',
    City: 'Bardhaman',
    State: 'West Bengal',
    'PIN Code': '713146',
    'Bank Name': 'Punjab National Bank',
    'Account Number': '0456000100123456',
    'IFSC Code': 'PUNB0045600',
    Status: 'Active',
  },
  requiredMessages: {
    'Farmer Name': 'Enter the farmer name.',
    'Mobile Number': 'Enter a 10-digit mobile number (optionally with +91).',
    Address: 'Enter the address.',
    City: 'Enter the city.',
    State: 'Choose a state.',
    'PIN Code': 'Enter a 6-digit PIN code that does not start with 0.',
    'Bank Name': 'Enter the bank name.',
    'Account Number': 'Enter an account number of 9 to 18 digits.',
    'IFSC Code': 'Enter an IFSC like SBIN0001234: 4 letters, 0, then 6 letters or digits.',
  },
  refusal: {
    label: 'Account Number',
    value: '32145678901',
    field: 'accountNumber',
    message: 'Account 32145678901 is already registered to Ramesh Sahoo (F001).',
  },
  fillValid: async (dialog, user) => {
    await user.type(dialog.getByLabelText(/^Farmer Name/), 'Prakash Nayak');
    await user.type(dialog.getByLabelText(/^Mobile Number/), '+91 9437123456');
    await user.type(dialog.getByLabelText(/^Address/), 'At/Po Pipli');
    await user.type(dialog.getByLabelText(/^City/), 'Puri');
    await user.click(dialog.getByLabelText(/^State/));
    await user.click(await screen.findByRole('option', { name: 'Odisha' }));
    await user.type(dialog.getByLabelText(/^PIN Code/), '752104');
    await user.type(dialog.getByLabelText(/^Bank Name/), 'State Bank of India');
    await user.type(dialog.getByLabelText(/^Account Number/), '32145000999');
    await user.type(dialog.getByLabelText(/^IFSC Code/), 'sbin0004321');
  },
  deleteRefusal: 'Ramesh Sahoo has 2 farms; delete or move them first.',
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

/** The address cell joins address, city, state name and PIN code. */
export const AddressCell: StoryObj<MasterStoryArgs<Farmer>> = {
  parameters: { screenshot: false },
  play: async () => {
    const table = screen.getByRole('table', { name: farmerConfig.caption });
    await expect(within(table).getByText('At/Po Jatni, Khurda, Odisha 752050')).toBeVisible();
    await expect(
      within(table).getByText('Vill. Memari, Ward 4, Bardhaman, West Bengal 713146'),
    ).toBeVisible();
  },
};

/** The long form on a 360 px phone: one field under another, nothing cut off. */
export const NarrowDialog: StoryObj<MasterStoryArgs<Farmer>> = {
  globals: { viewport: { value: 'narrow' } },
  args: { dialog: { mode: 'edit', row: farmers[1] as Farmer } },
  play: async () => {
    const dialog = within(await screen.findByRole('dialog', { name: farmerConfig.editTitle }));
    const city = dialog.getByLabelText(/^City/);
    const pin = dialog.getByLabelText(/^PIN Code/);
    // Stacked: the PIN code sits below the city, at the same left edge.
    await expect(pin.getBoundingClientRect().top).toBeGreaterThan(
      city.getBoundingClientRect().bottom,
    );
    await expect(dialog.getByRole('button', { name: farmerConfig.editSubmit })).toBeVisible();
  },
};

/**
 * Export, by keyboard: its menu offers the PDF and the Excel file, and the file holds every farmer
 * the search matches in the table's order — the list's query without its page. The menu is left
 * open for the screenshot.
 */
export const Exported: StoryObj<MasterStoryArgs<Farmer>> = {
  args: {
    // The list as searched: the file holds the same rows.
    rows: farmers.filter((farmer) => /sahoo/i.test(farmer.name)),
    params: { q: 'sahoo', sort: { id: 'name', direction: 'desc' }, size: 25 },
    exportPath: '/api/farmers/export',
  },
  beforeEach: () => {
    const original = window.fetch;
    window.fetch = fn(
      async () =>
        new Response('PK', {
          headers: {
            'Content-Type': 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
            'Content-Disposition': `attachment; filename="farmers-search-sahoo.xlsx"; filename*=UTF-8''farmers-search-sahoo.xlsx`,
          },
        }),
    );
    return () => {
      window.fetch = original;
    };
  },
  play: async () => {
    const saved: string[] = [];
    const click = spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
      this: HTMLAnchorElement,
    ) {
      saved.push(this.download);
    });
    try {
      const button = screen.getByRole('button', { name: 'Export' });
      await expect(button).toHaveAttribute('aria-haspopup', 'menu');
      button.focus();
      await userEvent.keyboard('{Enter}');
      const menu = await screen.findByRole('menu');
      await expect(
        within(menu)
          .getAllByRole('menuitem')
          .map((item) => item.textContent),
      ).toEqual(['Export PDF', 'Export Excel']);
      await userEvent.keyboard('{ArrowDown}{Enter}');
      await waitFor(() => expect(saved).toEqual(['farmers-search-sahoo.xlsx']));
      await expect(window.fetch).toHaveBeenCalledWith(
        '/api/farmers/export/xlsx?q=sahoo&sort=name&dir=desc',
        expect.objectContaining({ credentials: 'include' }),
      );
      await waitFor(() => expect(screen.getByRole('button', { name: 'Export' })).toHaveFocus());
      await userEvent.keyboard('{ArrowDown}');
      await expect(await screen.findByRole('menuitem', { name: 'Export PDF' })).toHaveFocus();
    } finally {
      click.mockRestore();
    }
  },
};
