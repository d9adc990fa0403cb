import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { amountAligns, amountTones } from './amount.styles.ts';
import { Deviation, Percent } from './amount.tsx';

const meta = {
  title: 'Display/Percent',
  component: Percent,
  tags: ['autodocs'],
  args: { value: 1.2, fractionDigits: 1, signed: false, tone: 'auto' },
  argTypes: {
    value: { control: 'number', description: 'Percentage points' },
    fractionDigits: { control: { type: 'number', min: 0, max: 4 } },
    signed: { control: 'boolean' },
    destructiveBelow: { control: 'number' },
    align: { control: 'inline-radio', options: amountAligns },
    tone: { control: 'inline-radio', options: amountTones },
  },
} satisfies Meta<typeof Percent>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByText('1.2%')).toBeVisible();
  },
};

/** A mortality rate: a plain percentage, no threshold. */
export const MortalityRate: Story = {
  args: { value: 2.456, fractionDigits: 2 },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('2.46%')).toHaveAttribute('data-tone', 'default');
  },
};

export const Signed: Story = {
  args: { value: 2, signed: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('+2.0%')).toBeVisible();
  },
};

export const Missing: Story = {
  args: { value: null },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('—')).toBeVisible();
  },
};

const deviations = [4.2, 0, -1.5, -3, -3.04, -3.06, -4.5, -12.8];

/**
 * The Growth Report rule: a deviation below -3 % is destructive. Exactly -3.0 % (and -3.04 %, which
 * shows as -3.0 %) is not; -3.06 % (shown -3.1 %) is.
 */
export const DeviationThreshold: Story = {
  render: () => (
    <table style={{ borderCollapse: 'collapse' }}>
      <caption style={{ textAlign: 'left', paddingBottom: 8 }}>Weight deviation by week</caption>
      <thead>
        <tr>
          <th scope="col" style={{ padding: '4px 16px 4px 0', textAlign: 'left' }}>
            Raw value
          </th>
          <th scope="col" style={{ padding: 4, textAlign: 'right' }}>
            Deviation
          </th>
        </tr>
      </thead>
      <tbody>
        {deviations.map((value) => (
          <tr key={value}>
            <td style={{ padding: '4px 16px 4px 0' }}>{value}</td>
            <td style={{ padding: 4 }}>
              <Deviation value={value} align="end" data-testid={`deviation-${value}`} />
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  ),
  play: async ({ canvas, step }) => {
    const toneOf = (value: number) =>
      canvas.getByTestId(`deviation-${value}`).getAttribute('data-tone');
    await step('at or above -3 % keeps the normal colour', async () => {
      await expect(canvas.getByTestId('deviation-4.2')).toHaveTextContent('+4.2%');
      await expect(toneOf(4.2)).toBe('default');
      await expect(toneOf(-3)).toBe('default');
      await expect(canvas.getByTestId('deviation--3.04')).toHaveTextContent('-3.0%');
      await expect(toneOf(-3.04)).toBe('default');
    });
    await step('below -3 % is destructive', async () => {
      await expect(canvas.getByTestId('deviation--3.06')).toHaveTextContent('-3.1%');
      await expect(toneOf(-3.06)).toBe('destructive');
      await expect(toneOf(-4.5)).toBe('destructive');
      await expect(toneOf(-12.8)).toBe('destructive');
    });
  },
};

/** A stricter threshold for another report. */
export const DeviationCustomThreshold: Story = {
  render: () => (
    <div style={{ display: 'flex', gap: 16 }}>
      <Deviation value={-1.5} threshold={-1} />
      <Deviation value={-0.5} threshold={-1} />
    </div>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getByText('-1.5%')).toHaveAttribute('data-tone', 'destructive');
    await expect(canvas.getByText('-0.5%')).toHaveAttribute('data-tone', 'default');
  },
};
