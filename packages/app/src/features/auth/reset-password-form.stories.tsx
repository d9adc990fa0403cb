import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor } from 'storybook/test';
import { ApiError } from '../../lib/api.ts';
import { withAppProviders } from '../../testing/story-decorators.tsx';
import { ResetPasswordForm } from './reset-password-form.tsx';

const meta = {
  title: 'Screens/Reset Password',
  component: ResetPasswordForm,
  decorators: [withAppProviders],
  parameters: { layout: 'fullscreen' },
  args: { token: 'token-from-the-mail', onSubmit: fn(async () => {}) },
} satisfies Meta<typeof ResetPasswordForm>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {};

export const Changed: Story = {
  play: async ({ args, canvas }) => {
    await userEvent.type(canvas.getByLabelText(/^New password/), 'layer farm at dawn');
    await userEvent.type(canvas.getByLabelText(/Confirm new password/), 'layer farm at dawn');
    await userEvent.click(canvas.getByRole('button', { name: 'Set New Password' }));
    await waitFor(() =>
      expect(args.onSubmit).toHaveBeenCalledWith({
        token: 'token-from-the-mail',
        password: 'layer farm at dawn',
      }),
    );
    await expect(await canvas.findByRole('heading', { name: 'Password Changed' })).toBeVisible();
  },
};

export const Mismatch: Story = {
  play: async ({ args, canvas }) => {
    await userEvent.type(canvas.getByLabelText(/^New password/), 'layer farm at dawn');
    await userEvent.type(canvas.getByLabelText(/Confirm new password/), 'layer farm at dusk');
    await userEvent.click(canvas.getByRole('button', { name: 'Set New Password' }));
    await expect(await canvas.findByText('The passwords do not match.')).toBeVisible();
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

export const ExpiredLink: Story = {
  args: {
    onSubmit: fn(async () => {
      throw new ApiError(
        400,
        'bad_request',
        'This reset link has expired or has already been used. Ask for a new one.',
        {
          token: 'This reset link has expired or has already been used. Ask for a new one.',
        },
      );
    }),
  },
  play: async ({ canvas }) => {
    await userEvent.type(canvas.getByLabelText(/^New password/), 'layer farm at dawn');
    await userEvent.type(canvas.getByLabelText(/Confirm new password/), 'layer farm at dawn');
    await userEvent.click(canvas.getByRole('button', { name: 'Set New Password' }));
    await expect(await canvas.findByRole('alert')).toHaveTextContent(
      'expired or has already been used',
    );
  },
};

export const CommonPassword: Story = {
  args: {
    onSubmit: fn(async () => {
      throw new ApiError(400, 'validation_failed', 'Choose a less common password.', {
        password: 'This password is too common. Choose one that is harder to guess.',
      });
    }),
  },
  play: async ({ canvas }) => {
    await userEvent.type(canvas.getByLabelText(/^New password/), 'password123');
    await userEvent.type(canvas.getByLabelText(/Confirm new password/), 'password123');
    await userEvent.click(canvas.getByRole('button', { name: 'Set New Password' }));
    await expect(
      await canvas.findByText('This password is too common. Choose one that is harder to guess.'),
    ).toBeVisible();
  },
};

export const MissingToken: Story = {
  args: { token: null },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('This reset link is incomplete.');
    await expect(canvas.getByRole('button', { name: 'Set New Password' })).toBeDisabled();
  },
};

export const Narrow: Story = { globals: { viewport: { value: 'narrow' } } };
