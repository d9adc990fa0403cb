import type { Meta, StoryObj } from '@storybook/react-vite';
import { FileSpreadsheet, FileText, Plus } from 'lucide-react';
import { expect, fn, userEvent } from 'storybook/test';
import { Button } from '../button/index.ts';
import { PageHeader } from './page-header.tsx';

const onAdd = fn();

const meta = {
  title: 'Display/PageHeader',
  component: PageHeader,
  tags: ['autodocs'],
  args: {
    title: 'Godown Setup',
    subtitle: 'Manage storage facilities',
    actions: (
      <Button leadingIcon={<Plus aria-hidden="true" />} onClick={onAdd}>
        Add Godown
      </Button>
    ),
  },
  argTypes: {
    title: { control: 'text' },
    subtitle: { control: 'text' },
    actions: { control: false },
  },
  beforeEach: () => {
    onAdd.mockClear();
  },
} satisfies Meta<typeof PageHeader>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'Godown Setup' })).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Add Godown' }));
    await expect(onAdd).toHaveBeenCalledTimes(1);
  },
};

export const TitleOnly: Story = {
  args: { title: 'Dashboard', subtitle: undefined, actions: undefined },
};

export const WithSubtitle: Story = {
  args: {
    title: 'Dashboard',
    subtitle: 'Overview of your poultry farm operations',
    actions: undefined,
  },
};

/** Several actions, as on the report screens. */
export const MultipleActions: Story = {
  args: {
    title: 'Ledger Reports',
    subtitle: 'Account statements for farmers, traders, and suppliers',
    actions: (
      <>
        <Button variant="outline" leadingIcon={<FileText aria-hidden="true" />}>
          Export PDF
        </Button>
        <Button variant="outline" leadingIcon={<FileSpreadsheet aria-hidden="true" />}>
          Export Excel
        </Button>
      </>
    ),
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Export PDF' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Export Excel' })).toBeVisible();
  },
};

export const LongTitle: Story = {
  args: {
    title: 'Farmer Settlement Report — Ramesh Kumar, Sri Jagannath Poultry Farm, Batch B001',
    subtitle:
      'Sale revenue, chick, feed and medicine costs, growing charges and the net amount payable for the batch, from 01/03/2025 to 15/04/2025',
    actions: (
      <Button variant="outline" leadingIcon={<FileText aria-hidden="true" />}>
        Export PDF
      </Button>
    ),
  },
};

/** At 360 px the actions wrap below the title. */
export const Narrow: Story = {
  globals: { viewport: { value: 'narrow' } },
  play: async ({ canvas }) => {
    const heading = canvas.getByRole('heading', { level: 1, name: 'Godown Setup' });
    const button = canvas.getByRole('button', { name: 'Add Godown' });
    await expect(button.getBoundingClientRect().top).toBeGreaterThanOrEqual(
      heading.getBoundingClientRect().bottom,
    );
  },
};

export const NarrowMultipleActions: Story = {
  ...MultipleActions,
  globals: { viewport: { value: 'narrow' } },
};
