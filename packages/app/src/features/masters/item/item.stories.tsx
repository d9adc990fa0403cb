import type { Item } from '@pfm/shared';
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
import { itemConfig } from './item-config.tsx';

const items: Item[] = [
  {
    code: 'I001',
    name: 'Day Old Chicks',
    category: 'chicks',
    unit: 'piece',
    description: 'Cobb 430 broiler chicks',
    reorderLevel: 2000,
    rateItem: 'chicks',
    currentStock: 12_500,
    status: 'active',
  },
  {
    code: 'I002',
    name: 'Broiler Starter Feed',
    category: 'feed',
    unit: 'kg',
    description: 'Crumbs, days 1–10',
    reorderLevel: 1000,
    rateItem: 'starter',
    currentStock: 850,
    status: 'active',
  },
  {
    code: 'I003',
    name: 'Feed Bag 50 kg',
    category: 'feed',
    unit: 'bag',
    description: '',
    reorderLevel: 20,
    rateItem: 'grower',
    currentStock: 1,
    status: 'active',
  },
  {
    code: 'I004',
    name: 'Vitamin Tonic',
    category: 'medicine',
    unit: 'liter',
    description: 'Given in drinking water',
    reorderLevel: 50,
    rateItem: '',
    currentStock: 0,
    status: 'inactive',
  },
];

const meta = {
  title: 'Screens/Masters/Item Master',
  decorators: [withToasts, withAppProviders],
  parameters: { layout: 'padded', route: '/master/item' },
  args: masterArgs(items),
  render: (args) => <MasterStory config={itemConfig} {...args} />,
} satisfies Meta<MasterStoryArgs<Item>>;

export default meta;

const stories = masterStories(itemConfig, {
  rows: items,
  headers: ['Item ID', 'Item Name', 'Category', 'Unit', 'Current Stock', 'Status', 'Actions'],
  editValues: {
    'Item Name': 'Broiler Starter Feed',
    Category: 'Feed',
    Unit: 'Kg',
    'Issued At': 'Starter Feed rate',
    'Reorder Level': '1,000',
    Description: 'Crumbs, days 1–10',
    Status: 'Active',
  },
  requiredMessages: {
    'Item Name': 'Enter the item name.',
    Category: 'Choose a category.',
    Unit: 'Choose a unit.',
    'Reorder Level': 'Enter the reorder level as a number.',
  },
  refusal: {
    label: 'Item Name',
    value: 'Day Old Chicks',
    field: 'name',
    message: 'An item named “Day Old Chicks” already exists.',
  },
  fillValid: async (dialog, user) => {
    await user.type(dialog.getByLabelText(/^Item Name/), 'Broiler Grower Feed');
    await user.click(dialog.getByLabelText(/^Category/));
    await user.click(await screen.findByRole('option', { name: 'Feed' }));
    await user.click(dialog.getByLabelText(/^Unit/));
    await user.click(await screen.findByRole('option', { name: 'Kg' }));
    await user.click(dialog.getByLabelText(/^Issued At/));
    await user.click(await screen.findByRole('option', { name: 'Grower Feed rate' }));
    await user.type(dialog.getByLabelText(/^Reorder Level/), '2000');
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

/** Category and unit in words; the stock in the item's own unit. */
export const StockCells: StoryObj<MasterStoryArgs<Item>> = {
  parameters: { screenshot: false },
  play: async () => {
    const table = within(screen.getByRole('table', { name: itemConfig.caption }));
    const cells = (name: string) =>
      within(table.getByRole('row', { name: new RegExp(name) }))
        .getAllByRole('cell')
        .map((cell) => cell.textContent?.trim());
    await expect(cells('Day Old Chicks')).toEqual(
      expect.arrayContaining(['Chicks', 'Piece', '12,500 pieces']),
    );
    await expect(cells('Broiler Starter Feed')).toEqual(
      expect.arrayContaining(['Feed', 'Kg', '850 kg']),
    );
    await expect(cells('Feed Bag')).toEqual(expect.arrayContaining(['Bag', '1 bag']));
    await expect(cells('Vitamin Tonic')).toEqual(
      expect.arrayContaining(['Medicine', 'Liter', '0 liters']),
    );
  },
};

/** The reorder level must be a whole number of at least 0. */
export const ReorderLevelRules: StoryObj<MasterStoryArgs<Item>> = {
  args: { dialog: { mode: 'add' } },
  parameters: { screenshot: false },
  play: async ({ args }) => {
    const dialog = within(await screen.findByRole('dialog', { name: itemConfig.addTitle }));
    const level = dialog.getByLabelText(/^Reorder Level/);
    await expect(level).toHaveAccessibleDescription(
      expect.stringContaining('Below this quantity the item shows Low Stock.'),
    );
    await userEvent.type(level, '-5');
    await userEvent.click(dialog.getByRole('button', { name: itemConfig.addSubmit }));
    await expect(await dialog.findByText('The reorder level cannot be negative.')).toBeVisible();
    await userEvent.clear(level);
    await userEvent.type(level, '12.5');
    await userEvent.click(dialog.getByRole('button', { name: itemConfig.addSubmit }));
    await expect(
      await dialog.findByText('Enter the reorder level as a whole number.'),
    ).toBeVisible();
    await expect(args.onSave).not.toHaveBeenCalled();
  },
};

/**
 * What an issue is charged at follows the category: feed offers the three feed rates besides the
 * average cost; chicks take the chicks rate; medicine only its average purchase cost.
 */
export const IssuedAtRules: StoryObj<MasterStoryArgs<Item>> = {
  args: { dialog: { mode: 'add' } },
  play: async ({ step }) => {
    const dialog = within(await screen.findByRole('dialog', { name: itemConfig.addTitle }));
    const issuedAt = () => dialog.getByLabelText(/^Issued At/);
    const choose = async (label: RegExp, option: string) => {
      await userEvent.click(dialog.getByLabelText(label));
      await userEvent.click(await screen.findByRole('option', { name: option }));
    };
    const offered = async () => {
      await userEvent.click(issuedAt());
      const names = (await screen.findAllByRole('option')).map((option) => option.textContent);
      await userEvent.keyboard('{Escape}');
      return names;
    };
    await step('Feed offers the three feed rates besides the average cost', async () => {
      await choose(/^Category/, 'Feed');
      await expect(await offered()).toEqual([
        'Average purchase cost',
        'Starter Feed rate',
        'Grower Feed rate',
        'Finisher Feed rate',
      ]);
      await choose(/^Issued At/, 'Finisher Feed rate');
    });
    await step('Medicine goes back to its average cost, the only choice', async () => {
      await choose(/^Category/, 'Medicine');
      await expect(issuedAt()).toHaveTextContent('Average purchase cost');
      await expect(await offered()).toEqual(['Average purchase cost']);
    });
    await step('Chicks take the chicks rate', async () => {
      await choose(/^Category/, 'Chicks');
      await expect(issuedAt()).toHaveTextContent('Chicks rate');
    });
  },
};
