import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { fieldSizes } from '../input/field.styles.ts';
import { DateInput } from './date-input.tsx';
import { DateSettingsProvider } from './date-settings.tsx';

/** Stories' today, so Today, Yesterday and the calendar's month never move. */
const TODAY = '2026-11-27';

const meta = {
  title: 'Inputs/DateInput',
  component: DateInput,
  tags: ['autodocs'],
  args: {
    'aria-label': 'Effective From',
    defaultValue: '2024-03-15',
    size: 'md',
    invalid: false,
    disabled: false,
    onChange: fn(),
  },
  argTypes: { size: { control: 'inline-radio', options: fieldSizes } },
  // Fields fill their container; stories show them at a typical form width (.storybook/preview.tsx).
  parameters: { maxWidth: 240 },
  decorators: [
    (Story, { parameters }) => (
      <DateSettingsProvider format={parameters.dateFormat ?? 'DD/MM/YYYY'} today={() => TODAY}>
        <Story />
      </DateSettingsProvider>
    ),
  ],
} satisfies Meta<typeof DateInput>;

export default meta;
type Story = StoryObj<typeof meta>;

const dateField = (canvas: { getByLabelText: (name: string) => HTMLElement }, name: string) =>
  canvas.getByLabelText(name) as HTMLInputElement;

/** The value the field last sent: what a form receives. */
const lastSent = (onChange: unknown) => {
  const calls = (onChange as ReturnType<typeof fn>).mock.calls;
  return (calls.at(-1)?.[0] as { target: HTMLInputElement } | undefined)?.target.value;
};

export const Playground: Story = {
  play: async ({ args, canvas }) => {
    const input = dateField(canvas, 'Effective From');
    await expect(input).toHaveAttribute('type', 'text');
    await expect(input).toHaveAttribute('inputmode', 'numeric');
    await expect(input).toHaveValue('15/03/2024');
    await userEvent.clear(input);
    await userEvent.type(input, '01042024');
    await expect(input).toHaveValue('01/04/2024');
    await expect(lastSent(args.onChange)).toBe('2024-04-01');
  },
};

export const Empty: Story = {
  args: { defaultValue: undefined, 'aria-label': 'From Date' },
  play: async ({ canvas }) => {
    const input = dateField(canvas, 'From Date');
    await expect(input).toHaveValue('');
    await expect(input).toHaveAttribute('placeholder', 'DD/MM/YYYY');
  },
};

/** Typed the Indian way: 27 then 11 then 2026, the separators supplied; never read as 11 July. */
export const TypedTheIndianWay: Story = {
  args: { defaultValue: undefined, 'aria-label': 'Date' },
  play: async ({ args, canvas, step }) => {
    const input = dateField(canvas, 'Date');
    await step('The separator appears once the day is typed', async () => {
      await userEvent.type(input, '27');
      await expect(input).toHaveValue('27/');
      await expect(lastSent(args.onChange)).toBe('27/');
    });
    await step('The month and year follow; the form gets the day', async () => {
      await userEvent.type(input, '112026');
      await expect(input).toHaveValue('27/11/2026');
      await expect(lastSent(args.onChange)).toBe('2026-11-27');
    });
    await step('A day typed short is padded when its separator is typed', async () => {
      await userEvent.clear(input);
      await userEvent.type(input, '7/3/2026');
      await expect(input).toHaveValue('07/03/2026');
      await expect(lastSent(args.onChange)).toBe('2026-03-07');
    });
  },
};

/** A day the calendar does not have stays as typed and reaches the form as text its rule refuses. */
export const NotADay: Story = {
  args: { defaultValue: undefined, 'aria-label': 'Date', invalid: true },
  play: async ({ args, canvas }) => {
    const input = dateField(canvas, 'Date');
    await userEvent.type(input, '31042026');
    await expect(input).toHaveValue('31/04/2026');
    await expect(lastSent(args.onChange)).toBe('31/04/2026');
    await expect(input).toHaveAttribute('aria-invalid', 'true');
  },
};

/** The Settings' other formats: the same day shown and typed month first, or with the month's name. */
export const OtherFormats: Story = {
  args: { defaultValue: '2026-11-07' },
  render: (args) => (
    <div style={{ display: 'grid', gap: 12 }}>
      <DateInput {...args} format="MM/DD/YYYY" aria-label="MM/DD/YYYY" />
      <DateInput {...args} format="YYYY-MM-DD" aria-label="YYYY-MM-DD" />
      <DateInput {...args} format="DD-MMM-YYYY" aria-label="DD-MMM-YYYY" />
    </div>
  ),
  play: async ({ args, canvas }) => {
    await expect(dateField(canvas, 'MM/DD/YYYY')).toHaveValue('11/07/2026');
    await expect(dateField(canvas, 'YYYY-MM-DD')).toHaveValue('2026-11-07');
    const named = dateField(canvas, 'DD-MMM-YYYY');
    await expect(named).toHaveValue('07-Nov-2026');
    await userEvent.clear(named);
    await userEvent.type(named, '27 dec 2026');
    await expect(lastSent(args.onChange)).toBe('2026-12-27');
    await userEvent.tab();
    await expect(named).toHaveValue('27-Dec-2026');
  },
};

/** T types today and Y yesterday, without opening anything. */
export const TodayAndYesterdayKeys: Story = {
  args: { defaultValue: undefined, 'aria-label': 'Date' },
  play: async ({ args, canvas }) => {
    const input = dateField(canvas, 'Date');
    await userEvent.type(input, 't');
    await expect(input).toHaveValue('27/11/2026');
    await expect(lastSent(args.onChange)).toBe(TODAY);
    await userEvent.type(input, 'y');
    await expect(input).toHaveValue('26/11/2026');
  },
};

/** Alt+↓ opens the month of the day shown; arrows move, Enter chooses, and the focus comes back. */
export const Calendar: Story = {
  args: { defaultValue: '2026-11-20', 'aria-label': 'Date' },
  parameters: { maxWidth: 320 },
  play: async ({ args, canvas, canvasElement }) => {
    const input = dateField(canvas, 'Date');
    input.focus();
    await userEvent.keyboard('{Alt>}{ArrowDown}{/Alt}');
    const body = within(canvasElement.ownerDocument.body);
    const calendar = await body.findByRole('dialog', { name: 'Choose a date' });
    await expect(
      await within(calendar).findByRole('grid', { name: 'November 2026' }),
    ).toBeVisible();
    await waitFor(() =>
      expect(calendar.ownerDocument.activeElement).toHaveAccessibleName(
        /^20 November 2026, Friday, selected$/,
      ),
    );
    await userEvent.keyboard('{ArrowRight}{ArrowDown}{Enter}');
    await expect(input).toHaveValue('28/11/2026');
    await expect(lastSent(args.onChange)).toBe('2026-11-28');
    await waitFor(() => expect(input).toHaveFocus());
    await userEvent.keyboard('{Alt>}{ArrowDown}{/Alt}');
    await body.findByRole('dialog', { name: 'Choose a date' });
  },
};

/** Today and Yesterday in the calendar; days outside the limits cannot be chosen. */
export const CalendarWithLimits: Story = {
  args: {
    defaultValue: undefined,
    'aria-label': 'Date of sale',
    min: '2026-11-10',
    max: TODAY,
  },
  parameters: { maxWidth: 320 },
  play: async ({ args, canvas, canvasElement }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Open calendar' }));
    const calendar = await within(canvasElement.ownerDocument.body).findByRole('dialog', {
      name: 'Choose a date',
    });
    const grid = await within(calendar).findByRole('grid', { name: 'November 2026' });
    await expect(within(grid).getByRole('button', { name: /^28 November 2026/ })).toBeDisabled();
    await expect(within(grid).getByRole('button', { name: /^9 November 2026/ })).toBeDisabled();
    await expect(
      within(calendar).getByRole('button', { name: 'Go to the Next Month' }),
    ).toHaveAttribute('aria-disabled', 'true');
    await userEvent.click(within(calendar).getByRole('button', { name: 'Yesterday' }));
    await expect(dateField(canvas, 'Date of sale')).toHaveValue('26/11/2026');
    await expect(lastSent(args.onChange)).toBe('2026-11-26');
    await userEvent.click(canvas.getByRole('button', { name: 'Open calendar' }));
    await within(canvasElement.ownerDocument.body).findByRole('dialog', { name: 'Choose a date' });
  },
};

function ControlledDate() {
  const [from, setFrom] = useState('2024-03-01');
  return (
    <div style={{ display: 'grid', gap: 8 }}>
      <DateInput
        aria-label="From Date"
        value={from}
        onChange={(event) => setFrom(event.target.value)}
      />
      <button type="button" onClick={() => setFrom('2024-12-31')}>
        Year end
      </button>
      <output>Statement from {from || 'not set'}</output>
    </div>
  );
}

export const Controlled: Story = {
  render: () => <ControlledDate />,
  play: async ({ canvas }) => {
    const input = dateField(canvas, 'From Date');
    await userEvent.clear(input);
    await expect(canvas.getByText('Statement from not set')).toBeVisible();
    await userEvent.type(input, '15022024');
    await expect(canvas.getByText('Statement from 2024-02-15')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Year end' }));
    await expect(input).toHaveValue('31/12/2024');
  },
};

export const Sizes: Story = {
  render: (args) => (
    <div style={{ display: 'grid', gap: 12 }}>
      {fieldSizes.map((size) => (
        <DateInput key={size} {...args} size={size} aria-label={`Effective From (${size})`} />
      ))}
    </div>
  ),
};

export const Invalid: Story = {
  args: { invalid: true },
  play: async ({ canvas }) => {
    await expect(dateField(canvas, 'Effective From')).toHaveAttribute('aria-invalid', 'true');
  },
};

export const Disabled: Story = {
  args: { disabled: true },
  play: async ({ canvas }) => {
    await expect(dateField(canvas, 'Effective From')).toBeDisabled();
    await expect(canvas.getByRole('button', { name: 'Open calendar' })).toBeDisabled();
  },
};

export const Narrow: Story = {
  parameters: { maxWidth: 'none' },
  globals: { viewport: { value: 'narrow' } },
};
