import english from '@pfm/shared/locales/en-IN.json';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor } from 'storybook/test';
import { ApiError } from '../../lib/api.ts';
import { englishLeftIn } from '../../testing/english-left.ts';
import { withAppProviders } from '../../testing/story-decorators.tsx';
import { SignInForm } from './sign-in-form.tsx';

const SIGN_IN_TEXT = english['auth.signInText'];

const meta = {
  title: 'Screens/Sign In',
  component: SignInForm,
  decorators: [withAppProviders],
  parameters: { layout: 'fullscreen' },
  args: { onSubmit: fn(async () => {}) },
} satisfies Meta<typeof SignInForm>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {
  // One of the screens' pictures in the dark theme too (decision 0051).
  parameters: { screenshot: { dark: true } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: 'Sign In', level: 1 })).toBeVisible();
    await expect(canvas.getByText(SIGN_IN_TEXT)).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Forgot password?' })).toHaveAttribute(
      'href',
      '/forgot-password',
    );
  },
};

export const Filled: Story = {
  play: async ({ args, canvas }) => {
    await userEvent.type(canvas.getByLabelText(/Username/), 'admin');
    await userEvent.type(canvas.getByLabelText(/Password/), 'broiler-demo-2026');
    await userEvent.click(canvas.getByRole('button', { name: 'Sign In' }));
    await waitFor(() =>
      expect(args.onSubmit).toHaveBeenCalledWith({
        username: 'admin',
        password: 'broiler-demo-2026',
      }),
    );
  },
};

export const ValidationErrors: Story = {
  play: async ({ args, canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Sign In' }));
    await expect(await canvas.findByText('Enter your username.')).toBeVisible();
    await expect(canvas.getByText('Enter your password.')).toBeVisible();
    await expect(canvas.getByLabelText(/Username/)).toHaveAttribute('aria-invalid', 'true');
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

export const WrongCredentials: Story = {
  args: {
    onSubmit: fn(async () => {
      throw new ApiError(401, 'unauthenticated', 'The username or password is incorrect.');
    }),
  },
  play: async ({ canvas }) => {
    await userEvent.type(canvas.getByLabelText(/Username/), 'admin');
    await userEvent.type(canvas.getByLabelText(/Password/), 'wrong password');
    await userEvent.click(canvas.getByRole('button', { name: 'Sign In' }));
    await expect(await canvas.findByRole('alert')).toHaveTextContent(
      'The username or password is incorrect.',
    );
    // What the user typed is kept.
    await expect(canvas.getByLabelText(/Username/)).toHaveValue('admin');
  },
};

export const Throttled: Story = {
  args: {
    onSubmit: fn(async () => {
      throw new ApiError(
        429,
        'too_many_requests',
        'Too many failed sign-in attempts. Try again in 15 minutes.',
      );
    }),
  },
  play: async ({ canvas }) => {
    await userEvent.type(canvas.getByLabelText(/Username/), 'admin');
    await userEvent.type(canvas.getByLabelText(/Password/), 'another guess');
    await userEvent.click(canvas.getByRole('button', { name: 'Sign In' }));
    await expect(await canvas.findByRole('alert')).toHaveTextContent('Try again in 15 minutes.');
  },
};

export const ServerUnreachable: Story = {
  args: {
    onSubmit: fn(async () => {
      throw new ApiError(
        0,
        'network',
        'Could not reach the server. Check your connection and try again.',
      );
    }),
  },
  play: async ({ canvas }) => {
    await userEvent.type(canvas.getByLabelText(/Username/), 'admin');
    await userEvent.type(canvas.getByLabelText(/Password/), 'broiler-demo-2026');
    await userEvent.click(canvas.getByRole('button', { name: 'Sign In' }));
    await expect(await canvas.findByRole('alert')).toHaveTextContent('Could not reach the server.');
  },
};

export const Signing: Story = {
  args: { onSubmit: fn(() => new Promise<never>(() => {})) },
  play: async ({ canvas }) => {
    await userEvent.type(canvas.getByLabelText(/Username/), 'admin');
    await userEvent.type(canvas.getByLabelText(/Password/), 'broiler-demo-2026');
    await userEvent.click(canvas.getByRole('button', { name: 'Sign In' }));
    await waitFor(() =>
      expect(canvas.getByRole('button', { name: 'Sign In' })).toHaveAttribute('aria-busy', 'true'),
    );
  },
};

export const AuthenticatorCode: Story = {
  args: {
    onSubmit: fn(async () => {
      throw new ApiError(
        401,
        'totp_required',
        'Enter the 6-digit code from your authenticator app.',
      );
    }),
  },
  play: async ({ args, canvas }) => {
    await userEvent.type(canvas.getByLabelText(/Username/), 'admin');
    await userEvent.type(canvas.getByLabelText(/Password/), 'broiler-demo-2026');
    await userEvent.click(canvas.getByRole('button', { name: 'Sign In' }));
    const code = await canvas.findByLabelText(/Authentication code/);
    await userEvent.type(code, '123456');
    await userEvent.click(canvas.getByRole('button', { name: 'Sign In' }));
    await waitFor(() =>
      expect(args.onSubmit).toHaveBeenLastCalledWith({
        username: 'admin',
        password: 'broiler-demo-2026',
        totpCode: '123456',
      }),
    );
  },
};

export const Narrow: Story = {
  globals: { viewport: { value: 'narrow' } },
};

/** The sign-in card in Bengali (the language this browser showed last): every word of it. */
export const InBengali: Story = {
  globals: { language: 'bn' },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByRole('heading', { name: 'সাইন ইন', level: 1 })).toBeVisible();
    await expect(canvas.getByLabelText(/ইউজারনেম/)).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'পাসওয়ার্ড ভুলে গেছেন?' })).toBeVisible();
    await expect(englishLeftIn(canvasElement, 'bn')).toEqual([]);
  },
};
