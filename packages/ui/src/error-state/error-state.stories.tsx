import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor } from 'storybook/test';
import { Button } from '../button/index.ts';
import { ErrorState } from './error-state.tsx';

const meta = {
  title: 'Display/ErrorState',
  component: ErrorState,
  tags: ['autodocs'],
  args: {
    message: '500: Internal Server Error',
    onRetry: fn(),
    retrying: false,
  },
  argTypes: {
    title: { control: 'text' },
    message: { control: 'text' },
    retrying: { control: 'boolean' },
    retryLabel: { control: 'text' },
    headingLevel: { control: 'inline-radio', options: [2, 3, 4, 5, 6] },
    actions: { control: false },
  },
} satisfies Meta<typeof ErrorState>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {
  play: async ({ args, canvas, step }) => {
    await step('the failure is an alert with the default title and the message', async () => {
      const alert = canvas.getByRole('alert');
      await expect(alert).toHaveTextContent('Something went wrong');
      await expect(alert).toHaveTextContent('500: Internal Server Error');
    });
    await step('Retry calls onRetry', async () => {
      await userEvent.click(canvas.getByRole('button', { name: 'Retry' }));
      await expect(args.onRetry).toHaveBeenCalledTimes(1);
    });
  },
};

export const CustomTitle: Story = {
  args: {
    title: 'Could not load godowns',
    message: '503: Service Unavailable',
  },
  play: async ({ canvas }) => {
    await expect(
      canvas.getByRole('heading', { level: 3, name: 'Could not load godowns' }),
    ).toBeVisible();
  },
};

/** While retrying, the button shows progress and further presses do nothing. */
export const Retrying: Story = {
  args: { retrying: true },
  play: async ({ args, canvas }) => {
    const retry = canvas.getByRole('button', { name: 'Retry' });
    await expect(retry).toHaveAttribute('aria-busy', 'true');
    await userEvent.click(retry);
    await expect(args.onRetry).not.toHaveBeenCalled();
  },
};

/** Without `onRetry` there is nothing to press. */
export const WithoutRetry: Story = {
  args: { onRetry: undefined, message: '404: Not Found' },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('button')).toBeNull();
  },
};

export const WithoutMessage: Story = { args: { message: undefined } };

export const WithExtraAction: Story = {
  args: {
    title: 'Could not load the ledger',
    message: '401: Unauthorized',
    actions: <Button variant="ghost">Go to Dashboard</Button>,
  },
};

export const LongMessage: Story = {
  args: {
    title: 'Could not load the Farmer Settlement Report for Ramesh Kumar (F001), batch B001',
    message:
      '500: {"code":"SETTLEMENT_CALCULATION_FAILED","message":"Feed issued to batch B001 on 2025-03-08 has no rate effective on that date; add a rate for Broiler Starter Feed in Rate Setup"}',
  },
};

/** A whole round trip: Retry → retrying → the caller's work finishes. */
export const RetryFlow: Story = {
  render: function RetryFlowStory(args) {
    const [retrying, setRetrying] = useState(false);
    return (
      <ErrorState
        {...args}
        retrying={retrying}
        onRetry={() => {
          args.onRetry?.();
          setRetrying(true);
        }}
      />
    );
  },
  play: async ({ args, canvas, step }) => {
    const retry = canvas.getByRole('button', { name: 'Retry' });
    await step('press Retry', async () => {
      await userEvent.click(retry);
      await expect(args.onRetry).toHaveBeenCalledTimes(1);
    });
    await step('the button shows progress', async () => {
      await waitFor(() => expect(retry).toHaveAttribute('aria-busy', 'true'));
    });
  },
};

export const Narrow: Story = {
  globals: { viewport: { value: 'narrow' } },
  args: LongMessage.args,
};
