import type { Meta, StoryObj } from '@storybook/react-vite';
import { Truck, UserRound, Warehouse } from 'lucide-react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import styled from 'styled-components';
import { vars } from '../theme/vars.ts';
import { tabsVariants } from './tabs.styles.ts';
import { Tabs, TabsContent, TabsList, TabsTrigger } from './tabs.tsx';

/** A statement row as the app would show it (the app formats from paise; stories hold the text). */
interface StatementRow {
  date: string;
  particular: string;
  debit: string;
  credit: string;
  balance: string;
}

const accounts = [
  {
    value: 'farmer',
    label: 'Farmer Accounts',
    party: 'F001 · Ramesh Kumar',
    icon: UserRound,
    rows: [
      {
        date: '15/01/2024',
        particular: 'Chicks issued - B001',
        debit: '₹1,75,000.00',
        credit: '-',
        balance: '₹1,75,000.00 Dr',
      },
      {
        date: '20/01/2024',
        particular: 'Feed issued - B001',
        debit: '₹45,000.00',
        credit: '-',
        balance: '₹2,20,000.00 Dr',
      },
      {
        date: '28/02/2024',
        particular: 'Sale payment - SL001',
        debit: '-',
        credit: '₹2,50,000.00',
        balance: '₹30,000.00 Cr',
      },
    ],
  },
  {
    value: 'trader',
    label: 'Trader Accounts',
    party: 'T001 · Sharma Poultry Traders',
    icon: Truck,
    rows: [
      {
        date: '28/02/2024',
        particular: 'Sale - SL001',
        debit: '₹2,50,000.00',
        credit: '-',
        balance: '₹2,50,000.00 Dr',
      },
      {
        date: '02/03/2024',
        particular: 'Payment received - PC001',
        debit: '-',
        credit: '₹2,00,000.00',
        balance: '₹50,000.00 Dr',
      },
    ],
  },
  {
    value: 'supplier',
    label: 'Supplier Accounts',
    party: 'S001 · Venky Hatcheries',
    icon: Warehouse,
    rows: [
      {
        date: '10/01/2024',
        particular: 'Purchase - P001',
        debit: '-',
        credit: '₹3,50,000.00',
        balance: '₹3,50,000.00 Cr',
      },
      {
        date: '25/01/2024',
        particular: 'Payment made - PV001',
        debit: '₹2,00,000.00',
        credit: '-',
        balance: '₹1,50,000.00 Cr',
      },
    ],
  },
] as const satisfies readonly {
  value: string;
  label: string;
  party: string;
  icon: typeof UserRound;
  rows: readonly StatementRow[];
}[];

// Statements are wider than a phone: the table scrolls inside its own region, not the page.
const StatementScroll = styled.div`
  overflow-x: auto;
  &:focus-visible { outline: 2px solid ${vars.color.ring}; outline-offset: 2px; }
`;

const Statement = styled.table`
  width: 100%;
  border-collapse: collapse;
  font-size: ${vars.fontSize.sm};
  caption { text-align: left; font-weight: ${vars.font.weight.semibold}; padding-bottom: ${vars.space[2]}; }
  th, td { padding: ${vars.space[2]}; border-bottom: 1px solid ${vars.color.border}; text-align: left; }
  th { color: ${vars.color.mutedForeground}; font-weight: ${vars.font.weight.medium}; }
  .amount { text-align: right; font-variant-numeric: tabular-nums; white-space: nowrap; }
`;

function LedgerStatement({ account }: { account: (typeof accounts)[number] }) {
  return (
    <StatementScroll
      role="region"
      aria-label={`${account.label} statement`}
      // Keyboard users scroll the region with the arrow keys once it has focus.
      tabIndex={0}
    >
      <Statement>
        <caption>{account.party}</caption>
        <thead>
          <tr>
            <th scope="col">Date</th>
            <th scope="col">Particular</th>
            <th scope="col" className="amount">
              Debit
            </th>
            <th scope="col" className="amount">
              Credit
            </th>
            <th scope="col" className="amount">
              Balance
            </th>
          </tr>
        </thead>
        <tbody>
          {account.rows.map((row: StatementRow) => (
            <tr key={row.particular}>
              <td>{row.date}</td>
              <td>{row.particular}</td>
              <td className="amount">{row.debit}</td>
              <td className="amount">{row.credit}</td>
              <td className="amount">{row.balance}</td>
            </tr>
          ))}
        </tbody>
      </Statement>
    </StatementScroll>
  );
}

const meta = {
  title: 'Navigation/Tabs',
  component: Tabs,
  subcomponents: { TabsList, TabsTrigger, TabsContent },
  tags: ['autodocs'],
  args: { variant: 'underline', defaultValue: 'farmer', onValueChange: fn() },
  argTypes: {
    variant: { control: 'inline-radio', options: tabsVariants },
    activationMode: { control: 'inline-radio', options: ['automatic', 'manual'] },
  },
  render: (args) => (
    <Tabs {...args}>
      <TabsList aria-label="Ledger accounts">
        {accounts.map((account) => (
          <TabsTrigger key={account.value} value={account.value}>
            {account.label}
          </TabsTrigger>
        ))}
      </TabsList>
      {accounts.map((account) => (
        <TabsContent key={account.value} value={account.value}>
          <LedgerStatement account={account} />
        </TabsContent>
      ))}
    </Tabs>
  ),
} satisfies Meta<typeof Tabs>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {
  play: async ({ args, canvas, step }) => {
    const farmer = canvas.getByRole('tab', { name: 'Farmer Accounts' });
    const trader = canvas.getByRole('tab', { name: 'Trader Accounts' });
    const supplier = canvas.getByRole('tab', { name: 'Supplier Accounts' });

    await step('Farmer Accounts is selected by default', async () => {
      await expect(farmer).toHaveAttribute('aria-selected', 'true');
      await expect(trader).toHaveAttribute('aria-selected', 'false');
      await expect(canvas.getByRole('tabpanel', { name: 'Farmer Accounts' })).toHaveTextContent(
        'Ramesh Kumar',
      );
    });

    await step('Clicking a tab shows its panel', async () => {
      await userEvent.click(supplier);
      await expect(args.onValueChange).toHaveBeenLastCalledWith('supplier');
      await expect(supplier).toHaveAttribute('aria-selected', 'true');
      await expect(farmer).toHaveAttribute('aria-selected', 'false');
      await expect(canvas.getByRole('tabpanel', { name: 'Supplier Accounts' })).toHaveTextContent(
        'Venky Hatcheries',
      );
      await expect(canvas.queryByText(/Ramesh Kumar/)).not.toBeInTheDocument();
    });

    await step('Arrow keys move the selection and wrap around', async () => {
      await userEvent.keyboard('{ArrowRight}');
      await expect(farmer).toHaveFocus();
      await expect(farmer).toHaveAttribute('aria-selected', 'true');
      await userEvent.keyboard('{ArrowRight}');
      await expect(trader).toHaveFocus();
      await expect(trader).toHaveAttribute('aria-selected', 'true');
      await expect(canvas.getByRole('tabpanel', { name: 'Trader Accounts' })).toHaveTextContent(
        'Sharma Poultry Traders',
      );
      await userEvent.keyboard('{ArrowLeft}');
      await expect(farmer).toHaveAttribute('aria-selected', 'true');
      await userEvent.keyboard('{End}');
      await expect(supplier).toHaveAttribute('aria-selected', 'true');
      await userEvent.keyboard('{Home}');
      await expect(farmer).toHaveAttribute('aria-selected', 'true');
    });

    await step('Tab moves from the selected tab into its panel', async () => {
      await userEvent.tab();
      await expect(canvas.getByRole('tabpanel', { name: 'Farmer Accounts' })).toHaveFocus();
    });
  },
};

export const Underline: Story = {
  args: { variant: 'underline' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('tab', { name: 'Farmer Accounts' })).toHaveAttribute(
      'data-state',
      'active',
    );
  },
};

export const Pill: Story = {
  args: { variant: 'pill' },
  play: async ({ args, canvas }) => {
    const trader = canvas.getByRole('tab', { name: 'Trader Accounts' });
    await userEvent.click(trader);
    await expect(trader).toHaveAttribute('aria-selected', 'true');
    await expect(args.onValueChange).toHaveBeenCalledWith('trader');
  },
};

export const WithIcons: Story = {
  render: (args) => (
    <Tabs {...args}>
      <TabsList aria-label="Ledger accounts">
        {accounts.map(({ value, label, icon: Icon }) => (
          <TabsTrigger key={value} value={value}>
            <Icon aria-hidden="true" />
            {label}
          </TabsTrigger>
        ))}
      </TabsList>
      {accounts.map((account) => (
        <TabsContent key={account.value} value={account.value}>
          <LedgerStatement account={account} />
        </TabsContent>
      ))}
    </Tabs>
  ),
  play: async ({ canvas }) => {
    // Decorative icons must not change the tab's name.
    await expect(canvas.getByRole('tab', { name: 'Trader Accounts' })).toBeVisible();
  },
};

export const DisabledTab: Story = {
  render: (args) => (
    <Tabs {...args}>
      <TabsList aria-label="Ledger accounts">
        <TabsTrigger value="farmer">Farmer Accounts</TabsTrigger>
        <TabsTrigger value="trader" disabled>
          Trader Accounts
        </TabsTrigger>
        <TabsTrigger value="supplier">Supplier Accounts</TabsTrigger>
      </TabsList>
      {accounts.map((account) => (
        <TabsContent key={account.value} value={account.value}>
          <LedgerStatement account={account} />
        </TabsContent>
      ))}
    </Tabs>
  ),
  play: async ({ args, canvas }) => {
    const farmer = canvas.getByRole('tab', { name: 'Farmer Accounts' });
    const trader = canvas.getByRole('tab', { name: 'Trader Accounts' });
    await expect(trader).toBeDisabled();
    await userEvent.click(trader, { pointerEventsCheck: 0 });
    await expect(trader).toHaveAttribute('aria-selected', 'false');
    await expect(args.onValueChange).not.toHaveBeenCalled();
    await userEvent.click(farmer);
    await userEvent.keyboard('{ArrowRight}');
    await expect(canvas.getByRole('tab', { name: 'Supplier Accounts' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
  },
};

export const ManualActivation: Story = {
  args: { activationMode: 'manual' },
  play: async ({ canvas }) => {
    const farmer = canvas.getByRole('tab', { name: 'Farmer Accounts' });
    const trader = canvas.getByRole('tab', { name: 'Trader Accounts' });
    await userEvent.click(farmer);
    await userEvent.keyboard('{ArrowRight}');
    await expect(trader).toHaveFocus();
    await expect(trader).toHaveAttribute('aria-selected', 'false');
    await userEvent.keyboard('{Enter}');
    await expect(trader).toHaveAttribute('aria-selected', 'true');
  },
};

const godowns = [
  { id: 'G001', name: 'Main Warehouse' },
  { id: 'G002', name: 'North Godown' },
  { id: 'G003', name: 'South Godown' },
  { id: 'G004', name: 'Bhubaneswar Feed Store' },
  { id: 'G005', name: 'Cuttack Chick Hatchery Depot' },
  { id: 'G006', name: 'Sambalpur Medicine Store' },
];

export const ManyTabs: Story = {
  args: { defaultValue: 'G001' },
  render: (args) => (
    <Tabs {...args}>
      <TabsList aria-label="Godowns">
        {godowns.map((godown) => (
          <TabsTrigger key={godown.id} value={godown.id}>
            {godown.name}
          </TabsTrigger>
        ))}
      </TabsList>
      {godowns.map((godown) => (
        <TabsContent key={godown.id} value={godown.id}>
          Stock held at {godown.name}: Broiler Starter Feed, Broiler Grower Feed, Day-old Chicks.
        </TabsContent>
      ))}
    </Tabs>
  ),
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('tab', { name: 'Main Warehouse' }));
    await userEvent.keyboard('{End}');
    const last = canvas.getByRole('tab', { name: 'Sambalpur Medicine Store' });
    await expect(last).toHaveAttribute('aria-selected', 'true');
    await expect(canvas.getByRole('tabpanel')).toHaveTextContent('Sambalpur Medicine Store');
  },
};

export const Narrow: Story = {
  globals: { viewport: { value: 'narrow' } },
  play: async ({ canvas, step }) => {
    const list = canvas.getByRole('tablist', { name: 'Ledger accounts' });
    await step('The tabs do not fit and the list scrolls sideways', async () => {
      await waitFor(() => expect(list.scrollWidth).toBeGreaterThan(list.clientWidth));
      await expect(list.getBoundingClientRect().width).toBeLessThanOrEqual(360);
    });
    await step('Moving to the last tab scrolls it into view', async () => {
      await userEvent.click(canvas.getByRole('tab', { name: 'Farmer Accounts' }));
      await userEvent.keyboard('{End}');
      const supplier = within(list).getByRole('tab', { name: 'Supplier Accounts' });
      await expect(supplier).toHaveAttribute('aria-selected', 'true');
      await waitFor(() => expect(list.scrollLeft).toBeGreaterThan(0));
    });
  },
};
