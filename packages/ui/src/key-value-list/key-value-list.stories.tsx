import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { Amount } from '../amount/index.ts';
import { Badge } from '../badge/index.ts';
import { Card, CardContent, CardHeader } from '../card/index.ts';
import { keyValueListColumns, keyValueListDensities } from './key-value-list.styles.ts';
import { type KeyValueItem, KeyValueList } from './key-value-list.tsx';

/** The Issue to Farmer review, filled in. */
const issueReview: KeyValueItem[] = [
  {
    label: 'Farm',
    value: 'Green Valley Farm (FM001)',
    hint: 'Ramesh Kumar · Capacity 5,000 birds',
  },
  { label: 'Item', value: 'Broiler Starter Feed', hint: 'Feed · kg' },
  { label: 'Source Godown', value: 'Main Warehouse', hint: 'Available: 1,200 kg' },
  { label: 'Quantity', value: '250 kg' },
  { label: 'Date', value: '12/10/2026' },
  { label: 'Batch', value: 'B001' },
  { label: 'Rate', value: <Amount>₹45.00</Amount>, hint: 'per kg, in force from 01/04/2026' },
  { label: 'Amount', value: <Amount>₹11,250.00</Amount> },
];

/** The same review before anything was chosen, with the specification's fallbacks. */
const emptyReview: KeyValueItem[] = [
  { label: 'Farm', value: '', fallback: 'Not selected' },
  { label: 'Item', value: null, fallback: 'Not selected' },
  { label: 'Quantity', value: undefined, fallback: '0' },
  { label: 'Batch', value: '', fallback: 'N/A' },
];

const meta = {
  title: 'Display/KeyValueList',
  component: KeyValueList,
  tags: ['autodocs'],
  args: { items: issueReview, columns: 1, density: 'default', fallback: '—' },
  argTypes: {
    items: { control: false },
    columns: { control: 'inline-radio', options: keyValueListColumns },
    density: { control: 'inline-radio', options: keyValueListDensities },
    fallback: { control: 'text' },
  },
} satisfies Meta<typeof KeyValueList>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {
  play: async ({ canvas }) => {
    const list = canvas.getAllByRole('term');
    await expect(list).toHaveLength(issueReview.length);
    await expect(canvas.getByText('Green Valley Farm (FM001)')).toBeVisible();
    await expect(canvas.getByText('₹11,250.00')).toBeVisible();
  },
};

/** Each label is a `<dt>` and its value the `<dd>` beside it, so a screen reader reads them as pairs. */
export const Default: Story = {
  args: { items: issueReview.slice(0, 4) },
  play: async ({ canvas }) => {
    const terms = canvas.getAllByRole('term').map((term) => term.textContent);
    await expect(terms).toEqual(['Farm', 'Item', 'Source Godown', 'Quantity']);
    const definitions = canvas.getAllByRole('definition');
    await expect(definitions[2]).toHaveTextContent('Main WarehouseAvailable: 1,200 kg');
  },
};

/** Empty values show each row's fallback ("Not selected", "0", "N/A") in muted italics. */
export const Fallbacks: Story = {
  args: { items: emptyReview },
  play: async ({ canvas }) => {
    await expect(canvas.getAllByText('Not selected')).toHaveLength(2);
    await expect(canvas.getByText('0')).toBeVisible();
    await expect(canvas.getByText('N/A')).toBeVisible();
    for (const definition of canvas.getAllByRole('definition')) {
      await expect(definition).toHaveAttribute('data-empty');
    }
  },
};

/** Without a row fallback the list's `fallback` stands in; `0` is a value, not an empty one. */
export const ListFallback: Story = {
  args: {
    fallback: 'Not recorded',
    items: [
      { label: 'Invoice Number', value: '' },
      { label: 'Remarks', value: undefined },
      { label: 'Mortality', value: 0 },
    ],
  },
  play: async ({ canvas }) => {
    await expect(canvas.getAllByText('Not recorded')).toHaveLength(2);
    const definitions = canvas.getAllByRole('definition');
    await expect(definitions[2]).toHaveTextContent('0');
    await expect(definitions[2]).not.toHaveAttribute('data-empty');
  },
};

/** Two columns of pairs side by side; one column below 768 px. */
export const TwoColumns: Story = {
  args: { columns: 2 },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('dl')).toHaveAttribute('data-columns', '2');
  },
};

/** Tighter rows for sheets and side panels. */
export const Dense: Story = {
  args: { density: 'dense' },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('dl')).toHaveAttribute('data-density', 'dense');
  },
};

/** Values can be nodes: amounts, badges. */
export const RichValues: Story = {
  args: {
    items: [
      { label: 'Batch', value: 'B003', hint: 'Placed 01/10/2026 · 11 days old' },
      { label: 'Status', value: <Badge tone="success">Open</Badge> },
      { label: 'Chicks Placed', value: '4,800' },
      { label: 'Inputs so far', value: <Amount>₹2,45,300.00</Amount> },
    ],
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Open')).toBeVisible();
    await expect(canvas.getByText('₹2,45,300.00')).toBeVisible();
  },
};

export const LongContent: Story = {
  args: {
    columns: 2,
    items: [
      {
        label: 'Farm',
        value: 'Sri Jagannath Integrated Broiler Farm, Khurda Road Extension (FM017)',
        hint: 'Bhagyalaxmi Mohapatra-Satpathy · Capacity 12,500 birds · Open batch B0123',
      },
      { label: 'Source Godown of the consignment before transfer', value: 'North Godown' },
      { label: 'Amount', value: <Amount>₹1,23,45,67,890.50</Amount> },
      {
        label: 'Remarks',
        value: 'Delivered in two trips because the bridge near the farm was closed.',
      },
    ],
  },
};

/** In a card, as on the wizard's Confirm step. */
export const InCard: Story = {
  render: (args) => (
    <Card>
      <CardHeader title="Review Issue" description="Check the details before you submit." />
      <CardContent>
        <KeyValueList {...args} />
      </CardContent>
    </Card>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: 'Review Issue' })).toBeVisible();
    await expect(canvas.getAllByRole('term')).toHaveLength(issueReview.length);
  },
};

export const Narrow: Story = {
  args: { columns: 2 },
  globals: { viewport: { value: 'narrow' } },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.scrollWidth).toBeLessThanOrEqual(canvasElement.clientWidth);
  },
};
