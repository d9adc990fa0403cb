import { Toaster, ToastProvider } from '@pfm/ui';
import type { Decorator, Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { ApiError } from '../../../lib/api.ts';
import { withAppProviders } from '../../../testing/story-decorators.tsx';
import { sampleUsers } from './story-data.ts';
import { DISABLE_USER_TEXT, UsersCard } from './users-card.tsx';

/** The app mounts ToastProvider and Toaster at its root; stories do it here. */
const withToasts: Decorator = (Story) => (
  <ToastProvider>
    <Story />
    <Toaster />
  </ToastProvider>
);

const meta = {
  title: 'Screens/Users',
  component: UsersCard,
  decorators: [withToasts, withAppProviders],
  parameters: { layout: 'padded', route: '/settings' },
  args: {
    users: sampleUsers,
    currentUserId: 1,
    onCreate: fn(async () => {}),
    onChangeRole: fn(async () => {}),
    onSetDisabled: fn(async () => {}),
    onRetry: fn(),
  },
} satisfies Meta<typeof UsersCard>;

export default meta;
type Story = StoryObj<typeof meta>;

const body = () => within(document.body);

const openAddUser = async (canvas: ReturnType<typeof within>) => {
  await userEvent.click(canvas.getByRole('button', { name: 'Add User' }));
  return body().findByRole('dialog', { name: 'Add User' });
};

const fillNewUser = async (dialog: HTMLElement) => {
  const form = within(dialog);
  await userEvent.type(form.getByLabelText(/Username/), 'meena.behera');
  await userEvent.type(form.getByLabelText(/First Name/), 'Meena');
  await userEvent.type(form.getByLabelText(/Last Name/), 'Behera');
  await userEvent.type(form.getByLabelText(/Email/), 'meena.behera@kalingabroilers.in');
  await userEvent.type(form.getByLabelText(/Phone/), '9438098765');
  await userEvent.type(form.getByLabelText(/Password/), 'feed store at khordha');
};

export const Loaded: Story = {
  play: async ({ canvas }) => {
    const table = canvas.getByRole('table', { name: 'Users' });
    const headers = within(table)
      .getAllByRole('columnheader')
      .map((header) => header.textContent);
    await expect(headers).toEqual(['Username', 'Name', 'Email', 'Role', 'Status', 'Actions']);
    const pradeep = within(table).getByRole('row', { name: /Pradeep Sahu/ });
    await expect(within(pradeep).getByText('Inactive')).toBeVisible();
    await expect(
      within(pradeep).getByRole('button', { name: 'Enable Pradeep Sahu' }),
    ).toBeVisible();
    // The signed-in Administrator is marked and cannot disable themself.
    const admin = within(table).getByRole('row', { name: /Admin User/ });
    await expect(within(admin).getByText('You')).toBeVisible();
    await expect(within(admin).queryByRole('button', { name: /Disable/ })).not.toBeInTheDocument();
  },
};

export const AddUser: Story = {
  play: async ({ args, canvas, step }) => {
    const dialog = await openAddUser(canvas);
    await step('fill in the new user and choose Administrator', async () => {
      await fillNewUser(dialog);
      await userEvent.click(within(dialog).getByRole('combobox', { name: /Role/ }));
      await userEvent.click(await screen.findByRole('option', { name: 'Administrator' }));
      await userEvent.click(within(dialog).getByRole('button', { name: 'Add User' }));
    });
    await step('the user is added and the dialog closes', async () => {
      await waitFor(() =>
        expect(args.onCreate).toHaveBeenCalledWith({
          username: 'meena.behera',
          firstName: 'Meena',
          lastName: 'Behera',
          email: 'meena.behera@kalingabroilers.in',
          phone: '9438098765',
          role: 'Administrator',
          password: 'feed store at khordha',
        }),
      );
      await waitFor(() => expect(body().queryByRole('dialog')).not.toBeInTheDocument());
      await expect(await screen.findByText('User added')).toBeVisible();
    });
  },
};

export const AddUserValidationErrors: Story = {
  play: async ({ args, canvas }) => {
    const dialog = await openAddUser(canvas);
    const form = within(dialog);
    await userEvent.type(form.getByLabelText(/Username/), 'M B');
    await userEvent.type(form.getByLabelText(/Password/), 'short');
    await userEvent.click(form.getByRole('button', { name: 'Add User' }));
    await expect(
      await form.findByText('Use 3–32 letters, digits, dots, dashes or underscores.'),
    ).toBeVisible();
    await expect(form.getByText('Enter your first name.')).toBeVisible();
    await expect(form.getByText('Enter your last name.')).toBeVisible();
    await expect(form.getByText('Enter a valid email address.')).toBeVisible();
    await expect(form.getByText('Use at least 8 characters.')).toBeVisible();
    await expect(args.onCreate).not.toHaveBeenCalled();
  },
};

/** A taken username: the server's message shows beside the field and what was typed stays. */
export const AddUserServerError: Story = {
  args: {
    onCreate: fn(async () => {
      throw new ApiError(409, 'conflict', 'This username is taken.', {
        username: 'This username is taken.',
      });
    }),
  },
  play: async ({ canvas }) => {
    const dialog = await openAddUser(canvas);
    await fillNewUser(dialog);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Add User' }));
    await expect(await within(dialog).findByText('This username is taken.')).toBeVisible();
    await expect(within(dialog).getByLabelText(/Username/)).toHaveValue('meena.behera');
    await expect(within(dialog).getByLabelText(/Username/)).toHaveAttribute('aria-invalid', 'true');
  },
};

export const ChangeRole: Story = {
  play: async ({ args, canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Change Role of Ravi Das' }));
    const dialog = await body().findByRole('dialog', { name: 'Change Role' });
    await expect(dialog).toHaveAccessibleDescription('Choose what Ravi Das may do.');
    await userEvent.click(within(dialog).getByRole('combobox', { name: /Role/ }));
    await userEvent.click(await screen.findByRole('option', { name: 'Administrator' }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save Role' }));
    await waitFor(() =>
      expect(args.onChangeRole).toHaveBeenCalledWith(sampleUsers[1], 'Administrator'),
    );
    await expect(await screen.findByText('Ravi Das is now Administrator.')).toBeVisible();
  },
};

/** The server keeps at least one active Administrator and says so in the dialog. */
export const LastAdministrator: Story = {
  args: {
    onChangeRole: fn(async () => {
      throw new ApiError(
        409,
        'conflict',
        'Keep at least one active Administrator: promote another user first.',
      );
    }),
  },
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Change Role of Admin User' }));
    const dialog = await body().findByRole('dialog', { name: 'Change Role' });
    await userEvent.click(within(dialog).getByRole('combobox', { name: /Role/ }));
    await userEvent.click(await screen.findByRole('option', { name: 'Staff' }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save Role' }));
    await expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'Keep at least one active Administrator',
    );
  },
};

export const DisableUser: Story = {
  play: async ({ args, canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Disable Ravi Das' }));
    const dialog = await body().findByRole('alertdialog', { name: 'Disable Ravi Das?' });
    await expect(dialog).toHaveAccessibleDescription(DISABLE_USER_TEXT);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Disable' }));
    await waitFor(() => expect(args.onSetDisabled).toHaveBeenCalledWith(sampleUsers[1], true));
    await waitFor(() => expect(body().queryByRole('alertdialog')).not.toBeInTheDocument());
    await expect(await screen.findByText('Ravi Das can no longer sign in.')).toBeVisible();
  },
};

export const DisableRefused: Story = {
  args: {
    onSetDisabled: fn(async () => {
      throw new ApiError(
        409,
        'conflict',
        'Keep at least one active Administrator: promote another user first.',
      );
    }),
  },
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Disable Sunita Mohanty' }));
    const dialog = await body().findByRole('alertdialog', { name: 'Disable Sunita Mohanty?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Disable' }));
    await expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'Keep at least one active Administrator: promote another user first.',
    );
  },
};

export const EnableUser: Story = {
  play: async ({ args, canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Enable Pradeep Sahu' }));
    await waitFor(() => expect(args.onSetDisabled).toHaveBeenCalledWith(sampleUsers[3], false));
    await expect(await screen.findByText('Pradeep Sahu can sign in again.')).toBeVisible();
  },
};

export const Loading: Story = {
  args: { users: undefined },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('region', { name: 'Users' })).toHaveAttribute(
      'aria-busy',
      'true',
    );
  },
};

export const LoadError: Story = {
  args: {
    users: undefined,
    loadError: 'The server could not answer (500 Internal Server Error). Please try again.',
  },
  play: async ({ args, canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('Could not load the users');
    await userEvent.click(canvas.getByRole('button', { name: 'Retry' }));
    await expect(args.onRetry).toHaveBeenCalledTimes(1);
  },
};

export const Narrow: Story = {
  globals: { viewport: { value: 'narrow' } },
};

export const NarrowAddUser: Story = {
  globals: { viewport: { value: 'narrow' } },
  play: async ({ canvas }) => {
    const dialog = await openAddUser(canvas);
    await expect(within(dialog).getByLabelText(/Username/)).toBeVisible();
  },
};
