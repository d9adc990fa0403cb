import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor } from 'storybook/test';
import { ApiError } from '../../lib/api.ts';
import { withAppProviders } from '../../testing/story-decorators.tsx';
import { ForgotPasswordForm } from './forgot-password-form.tsx';

const meta = {
  title: 'Screens/Forgot Password',
  component: ForgotPasswordForm,
  decorators: [withAppProviders],
  parameters: { layout: 'fullscreen' },
  args: { onSubmit: fn(async () => {}) },
} satisfies Meta<typeof ForgotPasswordForm>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByLabelText(/Email/)).toHaveAttribute('type', 'email');
    await expect(canvas.getByRole('link', { name: 'Back to login' })).toHaveAttribute(
      'href',
      '/login',
    );
  },
};

export const Sent: Story = {
  play: async ({ args, canvas }) => {
    await userEvent.type(canvas.getByLabelText(/Email/), 'ravi@example.com');
    await userEvent.click(canvas.getByRole('button', { name: 'Send Reset Instructions' }));
    await waitFor(() => expect(args.onSubmit).toHaveBeenCalledWith({ email: 'ravi@example.com' }));
    await expect(await canvas.findByRole('heading', { name: 'Check Your Email' })).toBeVisible();
    await expect(canvas.getByText(/We've sent password reset instructions to/)).toHaveTextContent(
      'ravi@example.com',
    );
    await expect(
      canvas.getByText(
        "If you don't receive an email within a few minutes, please check your spam folder or try again.",
      ),
    ).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Back to Login' })).toBeVisible();
  },
};

export const InvalidEmail: Story = {
  play: async ({ args, canvas }) => {
    await userEvent.type(canvas.getByLabelText(/Email/), 'ravi@');
    await userEvent.click(canvas.getByRole('button', { name: 'Send Reset Instructions' }));
    await expect(await canvas.findByText('Enter a valid email address.')).toBeVisible();
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

export const ServerError: Story = {
  args: {
    onSubmit: fn(async () => {
      throw new ApiError(
        503,
        'http_error',
        'The server could not answer (503 Service Unavailable). Please try again.',
      );
    }),
  },
  play: async ({ canvas }) => {
    await userEvent.type(canvas.getByLabelText(/Email/), 'ravi@example.com');
    await userEvent.click(canvas.getByRole('button', { name: 'Send Reset Instructions' }));
    await expect(await canvas.findByRole('alert')).toHaveTextContent('503 Service Unavailable');
    await expect(canvas.getByLabelText(/Email/)).toHaveValue('ravi@example.com');
  },
};

export const Narrow: Story = {
  args: { sentTo: 'a.very.long.address.for.a.farmer@kalinga-broilers.example.com' },
  globals: { viewport: { value: 'narrow' } },
};
