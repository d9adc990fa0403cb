import type { Meta, StoryObj } from '@storybook/react-vite';
import { Plus, SearchX, Warehouse } from 'lucide-react';
import { expect, fn, userEvent } from 'storybook/test';
import { Button } from '../button/index.ts';
import { EmptyState } from './empty-state.tsx';

const onAdd = fn();

const meta = {
  title: 'Display/EmptyState',
  component: EmptyState,
  tags: ['autodocs'],
  args: {
    icon: Warehouse,
    title: 'No godowns yet',
    description: 'Add your first godown to start recording stock.',
    action: (
      <Button leadingIcon={<Plus aria-hidden="true" />} onClick={onAdd}>
        Add Godown
      </Button>
    ),
  },
  argTypes: {
    icon: { control: false },
    title: { control: 'text' },
    description: { control: 'text' },
    action: { control: false },
    headingLevel: { control: 'inline-radio', options: [2, 3, 4, 5, 6] },
  },
  beforeEach: () => {
    onAdd.mockClear();
  },
} satisfies Meta<typeof EmptyState>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 3, name: 'No godowns yet' })).toBeVisible();
    await expect(canvas.getByText('Add your first godown to start recording stock.')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Add Godown' }));
    await expect(onAdd).toHaveBeenCalledTimes(1);
  },
};

export const TitleOnly: Story = {
  args: { icon: undefined, description: undefined, action: undefined, title: 'No batches' },
};

export const WithoutAction: Story = {
  args: {
    icon: SearchX,
    title: 'No farmers match “Ramesh”',
    description: 'Check the spelling or search by farmer ID, such as F001.',
    action: undefined,
  },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('button')).toBeNull();
  },
};

export const HeadingLevel: Story = {
  args: { headingLevel: 2 },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 2, name: 'No godowns yet' })).toBeVisible();
  },
};

export const LongContent: Story = {
  args: {
    title: 'No stock transfers between Main Warehouse and North Godown in this period',
    description:
      'Transfers you record from Transactions › Stock Transfer appear here with their date, item, quantity and status. Change the dates above to see earlier transfers, or record a new transfer now.',
    action: (
      <>
        <Button variant="outline">Change Dates</Button>
        <Button leadingIcon={<Plus aria-hidden="true" />}>Record Transfer</Button>
      </>
    ),
  },
};

export const Narrow: Story = {
  globals: { viewport: { value: 'narrow' } },
  args: LongContent.args,
  play: async ({ canvasElement }) => {
    await expect(canvasElement.scrollWidth).toBeLessThanOrEqual(canvasElement.clientWidth);
  },
};
