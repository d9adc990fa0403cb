import type { Meta, StoryObj } from '@storybook/react-vite';
import { Plus } from 'lucide-react';
import { expect, fn, userEvent } from 'storybook/test';
import { Button } from '../button/index.ts';
import { cardHeadingLevels, cardPaddings } from './card.styles.ts';
import { Card, CardContent, CardFooter, CardHeader } from './card.tsx';

const onAddGodown = fn();

const meta = {
  title: 'Display/Card',
  component: Card,
  tags: ['autodocs'],
  args: { padding: 'md' },
  argTypes: { padding: { control: 'inline-radio', options: cardPaddings } },
  beforeEach: () => {
    onAddGodown.mockClear();
  },
} satisfies Meta<typeof Card>;

export default meta;
type Story = StoryObj<typeof meta>;

const stock = [
  { item: 'Broiler Starter Feed', quantity: '1,200 kg' },
  { item: 'Broiler Grower Feed', quantity: '850 kg' },
  { item: 'Day-old Chicks', quantity: '5,000 pcs' },
];

const StockList = () => (
  <ul style={{ margin: 0, padding: 0, listStyle: 'none', display: 'grid', gap: 8 }}>
    {stock.map(({ item, quantity }) => (
      <li key={item} style={{ display: 'flex', justifyContent: 'space-between', gap: 12 }}>
        <span>{item}</span>
        <span>{quantity}</span>
      </li>
    ))}
  </ul>
);

export const Playground: Story = {
  args: { style: { maxWidth: 420 } },
  render: (args) => (
    <Card {...args}>
      <CardHeader title="Main Warehouse" description="G001 · Bhubaneswar · Capacity 50,000 kg" />
      <CardContent>
        <StockList />
      </CardContent>
      <CardFooter>
        <Button variant="outline">View Stock</Button>
      </CardFooter>
    </Card>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 3, name: 'Main Warehouse' })).toBeVisible();
    await expect(canvas.getByText('G001 · Bhubaneswar · Capacity 50,000 kg')).toBeVisible();
  },
};

export const ContentOnly: Story = {
  args: { style: { maxWidth: 420 } },
  render: (args) => (
    <Card {...args}>
      <CardContent>Stock was last counted on 15/03/2025 by Ramesh Kumar.</CardContent>
    </Card>
  ),
};

export const TitleOnly: Story = {
  args: { style: { maxWidth: 420 } },
  render: (args) => (
    <Card {...args}>
      <CardHeader title="Recent Batches" />
      <CardContent>
        <StockList />
      </CardContent>
    </Card>
  ),
};

/** Actions sit to the right of the title and wrap below it when the card is narrow. */
export const WithHeaderActions: Story = {
  render: (args) => (
    <Card {...args}>
      <CardHeader
        title="Godowns"
        description="Storage facilities and their capacity"
        actions={
          <Button size="sm" leadingIcon={<Plus aria-hidden="true" />} onClick={onAddGodown}>
            Add Godown
          </Button>
        }
      />
      <CardContent>
        <StockList />
      </CardContent>
    </Card>
  ),
  args: { style: { maxWidth: 520 } },
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Add Godown' }));
    await expect(onAddGodown).toHaveBeenCalledTimes(1);
  },
};

export const WithFooter: Story = {
  args: { style: { maxWidth: 420 } },
  render: (args) => (
    <Card {...args}>
      <CardHeader title="Farmer Settlement" description="Ramesh Kumar · Batch B001" />
      <CardContent>Net payable after feed, chicks and medicine costs.</CardContent>
      <CardFooter>
        <Button variant="outline">Cancel</Button>
        <Button>Settle</Button>
      </CardFooter>
    </Card>
  ),
};

export const Paddings: Story = {
  render: (args) => (
    <div style={{ display: 'grid', gap: 16, maxWidth: 420 }}>
      {cardPaddings.map((padding) => (
        <Card key={padding} {...args} padding={padding}>
          <CardHeader title={`Padding ${padding}`} description="North Godown" />
          <CardContent>Capacity 30,000 kg</CardContent>
        </Card>
      ))}
    </div>
  ),
};

/** The title's heading level follows the page outline. */
export const HeadingLevels: Story = {
  render: (args) => (
    <div style={{ display: 'grid', gap: 16, maxWidth: 420 }}>
      {cardHeadingLevels.map((level) => (
        <Card key={level} {...args} padding="sm">
          <CardHeader title={`Weekly Growth (h${level})`} headingLevel={level} />
        </Card>
      ))}
    </div>
  ),
  play: async ({ canvas }) => {
    for (const level of cardHeadingLevels) {
      await expect(
        canvas.getByRole('heading', { level, name: `Weekly Growth (h${level})` }),
      ).toBeVisible();
    }
  },
};

/** Flush content runs edge to edge, for tables. */
export const FlushContent: Story = {
  args: { style: { maxWidth: 520 } },
  render: (args) => (
    <Card {...args}>
      <CardHeader title="Inventory" headingLevel={2} titleId="inventory-title" />
      <CardContent flush>
        <table
          aria-labelledby="inventory-title"
          style={{ width: '100%', borderCollapse: 'collapse' }}
        >
          <thead>
            <tr>
              <th scope="col" style={{ textAlign: 'left', padding: '8px 20px' }}>
                Item
              </th>
              <th scope="col" style={{ textAlign: 'right', padding: '8px 20px' }}>
                Stock
              </th>
            </tr>
          </thead>
          <tbody>
            {stock.map(({ item, quantity }) => (
              <tr key={item} style={{ borderTop: '1px solid var(--color-border)' }}>
                <td style={{ padding: '8px 20px' }}>{item}</td>
                <td style={{ padding: '8px 20px', textAlign: 'right' }}>{quantity}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </CardContent>
    </Card>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('table', { name: 'Inventory' })).toBeVisible();
  },
};

export const LongContent: Story = {
  args: { style: { maxWidth: 420 } },
  render: (args) => (
    <Card {...args}>
      <CardHeader
        title="Sri Jagannath Poultry Farm, Khordha — Shed 3 (Environment-controlled house)"
        description="Farmer Ramesh Kumar · Village Tangi, Khordha district, Odisha 752023 · Capacity 12,000 birds · Area 9,500 sq ft"
        actions={<Button size="sm">Edit</Button>}
      />
      <CardContent>
        Batch B001 was placed on 01/03/2025 with 5,000 day-old chicks. Weekly weights have tracked
        the standard within 3 % since week 2; mortality is 1.2 %, below the expected 2 % for week 1.
        Feed issued so far: 1,200 kg Broiler Starter Feed and 850 kg Broiler Grower Feed.
      </CardContent>
    </Card>
  ),
};

export const Narrow: Story = {
  globals: { viewport: { value: 'narrow' } },
  render: (args) => (
    <Card {...args}>
      <CardHeader
        title="Godowns"
        description="Storage facilities and their capacity"
        actions={
          <Button size="sm" leadingIcon={<Plus aria-hidden="true" />}>
            Add Godown
          </Button>
        }
      />
      <CardContent>
        <StockList />
      </CardContent>
      <CardFooter>
        <Button variant="outline">Cancel</Button>
        <Button>Save Godown</Button>
      </CardFooter>
    </Card>
  ),
  play: async ({ canvas, canvasElement }) => {
    const heading = canvas.getByRole('heading', { name: 'Godowns' });
    const button = canvas.getByRole('button', { name: 'Add Godown' });
    // Nothing runs off a 360 px screen.
    await expect(canvasElement.scrollWidth).toBeLessThanOrEqual(canvasElement.clientWidth);
    await expect(button.getBoundingClientRect().right).toBeLessThanOrEqual(
      canvasElement.getBoundingClientRect().right,
    );
    await expect(heading).toBeVisible();
  },
};
