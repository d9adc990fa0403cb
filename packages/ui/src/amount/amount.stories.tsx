import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { ThemeGrid } from '../theme/theme-scope.tsx';
import { amountAligns, amountTones } from './amount.styles.ts';
import { Amount } from './amount.tsx';

const meta = {
  title: 'Display/Amount',
  component: Amount,
  tags: ['autodocs'],
  args: { value: 1234567850, symbol: '₹', balance: false, negativeIsBad: false, tone: 'auto' },
  argTypes: {
    value: { control: 'number', description: 'Integer paise' },
    symbol: { control: 'text' },
    balance: { control: 'boolean' },
    align: { control: 'inline-radio', options: amountAligns },
    tone: { control: 'inline-radio', options: amountTones },
    negativeIsBad: { control: 'boolean' },
  },
} satisfies Meta<typeof Amount>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByText('₹1,23,45,678.50')).toBeVisible();
  },
};

/** Integer paise in Indian digit grouping: 1234567850 paise → ₹1,23,45,678.50. */
export const Positive: Story = {
  args: { value: 1234567850 },
  play: async ({ canvas }) => {
    const amount = canvas.getByText('₹1,23,45,678.50');
    await expect(amount).toHaveAttribute('data-tone', 'default');
  },
};

export const Zero: Story = {
  args: { value: 0 },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('₹0.00')).toBeVisible();
  },
};

/** A negative amount keeps the surrounding colour unless it is bad news. */
export const Negative: Story = {
  args: { value: -50000 },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('-₹500.00')).toHaveAttribute('data-tone', 'default');
  },
};

/** `negativeIsBad`: a loss or a shortfall is shown in the destructive colour. */
export const NegativeIsBad: Story = {
  args: { value: -1250000, negativeIsBad: true },
  play: async ({ canvas }) => {
    const amount = canvas.getByText('-₹12,500.00');
    await expect(amount).toHaveAttribute('data-tone', 'destructive');
  },
};

/** A party balance the party owes us: Dr. */
export const BalanceDebit: Story = {
  args: { value: 4500000, balance: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('₹45,000.00 Dr')).toBeVisible();
  },
};

/** A party balance we owe the party: Cr, shown without a minus. */
export const BalanceCredit: Story = {
  args: { value: -4500000, balance: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('₹45,000.00 Cr')).toBeVisible();
  },
};

export const CustomSymbol: Story = {
  args: { value: 4250, symbol: 'Rs. ' },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Rs. 42.50')).toBeVisible();
  },
};

/** No amount yet: an em dash. */
export const Missing: Story = {
  args: { value: null },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('—')).toBeVisible();
  },
};

export const Tones: Story = {
  render: (args) => (
    <div style={{ display: 'grid', gap: 8, justifyItems: 'start' }}>
      {amountTones.map((tone) => (
        <span key={tone}>
          {tone}: <Amount {...args} value={-1250000} negativeIsBad tone={tone} />
        </span>
      ))}
    </div>
  ),
};

const ledger = [
  { date: '2025-03-01', particular: 'Chicks issued (B001)', debit: 17500000, balance: 17500000 },
  { date: '2025-03-08', particular: 'Feed issued (B001)', debit: 5400000, balance: 22900000 },
  { date: '2025-04-15', particular: 'Sale (SL001)', credit: 27400000, balance: -4500000 },
];

/** `align="end"` lines figures up on the right of a column; tabular digits keep them aligned. */
export const AlignedColumn: Story = {
  render: () => (
    <table style={{ borderCollapse: 'collapse', width: '100%', maxWidth: 640 }}>
      <caption style={{ textAlign: 'left', paddingBottom: 8 }}>
        Ledger — Ramesh Kumar (F001)
      </caption>
      <thead>
        <tr>
          {['Date', 'Particular', 'Debit', 'Credit', 'Balance'].map((heading) => (
            <th
              key={heading}
              scope="col"
              style={{
                padding: 8,
                textAlign: ['Date', 'Particular'].includes(heading) ? 'left' : 'right',
              }}
            >
              {heading}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {ledger.map((row) => (
          <tr key={row.particular} style={{ borderTop: '1px solid var(--color-border)' }}>
            <td style={{ padding: 8 }}>{row.date}</td>
            <td style={{ padding: 8 }}>{row.particular}</td>
            <td style={{ padding: 8 }}>
              <Amount value={row.debit} align="end" />
            </td>
            <td style={{ padding: 8 }}>
              <Amount value={row.credit} align="end" />
            </td>
            <td style={{ padding: 8 }}>
              <Amount value={row.balance} balance align="end" />
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getByText('₹45,000.00 Cr')).toHaveAttribute('data-align', 'end');
    await expect(canvas.getByText('₹2,29,000.00 Dr')).toBeVisible();
  },
};

export const LightAndDark: Story = {
  render: () => (
    <ThemeGrid>
      {() => (
        <div style={{ display: 'grid', gap: 8, justifyItems: 'start' }}>
          <Amount value={1234567850} />
          <Amount value={-1250000} negativeIsBad />
          <Amount value={4500000} balance />
          <Amount value={-4500000} balance />
          <Amount value={1250000} tone="success" />
          <Amount value={null} tone="muted" />
        </div>
      )}
    </ThemeGrid>
  ),
};
