import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Stepper } from './stepper.tsx';

const issueSteps = [
  { id: 'select-farm', label: 'Select Farm' },
  { id: 'select-item', label: 'Select Item' },
  { id: 'enter-details', label: 'Enter Details' },
  { id: 'confirm', label: 'Confirm' },
];

/** The list items with their state, in order, e.g. `['complete', 'current', 'upcoming', 'upcoming']`. */
const statesIn = (canvasElement: HTMLElement, name = 'Progress') =>
  within(canvasElement)
    .getAllByRole('listitem')
    .filter((item) => item.closest('ol')?.getAttribute('aria-label') === name)
    .map((item) => item.dataset.state);

const meta = {
  title: 'Navigation/Stepper',
  component: Stepper,
  tags: ['autodocs'],
  args: { steps: issueSteps, stepIndex: 1 },
  argTypes: {
    stepIndex: { control: { type: 'range', min: 0, max: issueSteps.length, step: 1 } },
  },
} satisfies Meta<typeof Stepper>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {
  play: async ({ canvas, canvasElement, step }) => {
    await step('Earlier steps are complete and later ones upcoming', async () => {
      await expect(statesIn(canvasElement)).toEqual([
        'complete',
        'current',
        'upcoming',
        'upcoming',
      ]);
    });
    await step('The current step is marked for screen readers', async () => {
      const current = canvas.getByText('Select Item').closest('li');
      await expect(current).toHaveAttribute('aria-current', 'step');
      await expect(canvas.getByText('Select Farm').closest('li')).not.toHaveAttribute(
        'aria-current',
      );
    });
    await step('A complete step shows a check instead of its number', async () => {
      const complete = canvas.getByText('Select Farm').closest('li') as HTMLElement;
      await expect(complete.querySelector('svg')).not.toBeNull();
      await expect(complete).toHaveTextContent('Step 1: Select Farm, completed');
      const upcoming = canvas.getByText('Confirm').closest('li') as HTMLElement;
      await expect(upcoming.querySelector('svg')).toBeNull();
      await expect(upcoming).toHaveTextContent('4Step 4: Confirm');
    });
  },
};

export const FirstStep: Story = {
  args: { stepIndex: 0 },
  play: async ({ canvasElement }) => {
    await expect(statesIn(canvasElement)).toEqual(['current', 'upcoming', 'upcoming', 'upcoming']);
  },
};

export const MiddleStep: Story = {
  args: { stepIndex: 2 },
  play: async ({ canvas, canvasElement }) => {
    await expect(statesIn(canvasElement)).toEqual(['complete', 'complete', 'current', 'upcoming']);
    await expect(canvas.getByText('Enter Details').closest('li')).toHaveAttribute(
      'aria-current',
      'step',
    );
  },
};

export const LastStep: Story = {
  args: { stepIndex: 3 },
  play: async ({ canvasElement }) => {
    await expect(statesIn(canvasElement)).toEqual(['complete', 'complete', 'complete', 'current']);
  },
};

export const AllComplete: Story = {
  args: { stepIndex: issueSteps.length },
  play: async ({ canvasElement }) => {
    await expect(statesIn(canvasElement)).toEqual(['complete', 'complete', 'complete', 'complete']);
    await expect(canvasElement.querySelector('[aria-current]')).toBeNull();
  },
};

export const LongLabels: Story = {
  args: {
    stepIndex: 1,
    steps: [
      { id: 'batch', label: 'Choose the batch and the farm it is placed at' },
      { id: 'weights', label: 'Record average weight and mortality for week 3' },
      { id: 'feed', label: 'Feed consumed (Broiler Starter Feed, kg)' },
      { id: 'review', label: 'Review the weekly growth update' },
    ],
  },
  play: async ({ canvas }) => {
    const label = canvas.getByText('Record average weight and mortality for week 3');
    await expect(label).toBeVisible();
    await expect(label.closest('li')).toHaveAttribute('aria-current', 'step');
  },
};

export const Narrow: Story = {
  globals: { viewport: { value: 'narrow' } },
  args: { stepIndex: 2 },
  play: async ({ canvas }) => {
    // Only the current step keeps a visible label; the others shrink to nothing but stay in the text.
    const current = canvas.getByText('Enter Details');
    await expect(current.getBoundingClientRect().width).toBeGreaterThan(40);
    for (const label of ['Select Farm', 'Select Item', 'Confirm']) {
      const hidden = canvas.getByText(label);
      await expect(hidden.getBoundingClientRect().width).toBeLessThanOrEqual(1);
    }
    await expect(canvas.getByRole('list', { name: 'Progress' })).toHaveTextContent(
      'Step 1: Select Farm, completed',
    );
  },
};
