import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { amountAligns, amountTones } from './amount.styles.ts';
import { Amount } from './amount.tsx';

const meta = {
  title: 'Display/Amount',
  component: Amount,
  tags: ['autodocs'],
  args: { children: '₹1,23,45,678.50', negative: false, negativeIsBad: false, tone: 'auto' },
  argTypes: {
    children: { control: 'text', description: 'The amount as the app formatted it' },
    negative: { control: 'boolean' },
    align: { control: 'inline-radio', options: amountAligns },
    tone: { control: 'inline-radio', options: amountTones },
    negativeIsBad: { control: 'boolean' },
  },
} satisfies Meta<typeof Amount>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {
  play: async ({ canvas }) => {
    const amount = canvas.getByText('₹1,23,45,678.50');
    await expect(amount).toHaveAttribute('data-tone', 'default');
  },
};

/** A negative amount keeps the surrounding colour unless it is bad news. */
export const Negative: Story = {
  args: { children: '-₹500.00', negative: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('-₹500.00')).toHaveAttribute('data-tone', 'default');
  },
};

/** `negativeIsBad`: a loss or a shortfall is shown in the destructive colour. */
export const NegativeIsBad: Story = {
  args: { children: '-₹12,500.00', negative: true, negativeIsBad: true },
  play: async ({ canvas }) => {
    const amount = canvas.getByText('-₹12,500.00');
    await expect(amount).toHaveAttribute('data-tone', 'destructive');
  },
};

/** No amount yet: an em dash. */
export const Missing: Story = {
  args: { children: null },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('—')).toBeVisible();
  },
};

export const Tones: Story = {
  render: (args) => (
    <div style={{ display: 'grid', gap: 8, justifyItems: 'start' }}>
      {amountTones.map((tone) => (
        <span key={tone}>
          {tone}:{' '}
          <Amount {...args} negative negativeIsBad tone={tone}>
            -₹12,500.00
          </Amount>
        </span>
      ))}
    </div>
  ),
};

/** As the app formats them from paise (fixtures: the design system formats nothing). */
const ledger = [
  {
    date: '2025-03-01',
    particular: 'Chicks issued (B001)',
    debit: '₹1,75,000.00',
    credit: null,
    balance: '₹1,75,000.00 Dr',
  },
  {
    date: '2025-03-08',
    particular: 'Feed issued (B001)',
    debit: '₹54,000.00',
    credit: null,
    balance: '₹2,29,000.00 Dr',
  },
  {
    date: '2025-04-15',
    particular: 'Sale (SL001)',
    debit: null,
    credit: '₹2,74,000.00',
    balance: '₹45,000.00 Cr',
  },
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
              <Amount align="end">{row.debit}</Amount>
            </td>
            <td style={{ padding: 8 }}>
              <Amount align="end">{row.credit}</Amount>
            </td>
            <td style={{ padding: 8 }}>
              <Amount align="end">{row.balance}</Amount>
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
