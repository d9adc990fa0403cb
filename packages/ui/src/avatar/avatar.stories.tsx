import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor } from 'storybook/test';
import { avatarSizes } from './avatar.styles.ts';
import { Avatar } from './avatar.tsx';

/** A local portrait (no network): a head and shoulders on a green ground. */
const photo = `data:image/svg+xml,${encodeURIComponent(
  '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 80 80"><rect width="80" height="80" fill="#15803d"/><circle cx="40" cy="32" r="14" fill="#fde68a"/><path d="M12 80c2-18 14-26 28-26s26 8 28 26z" fill="#f8fafc"/></svg>',
)}`;

/** A data: URL that is not an image: loading it fails, as a deleted photo would. */
const brokenPhoto = 'data:image/png;base64,bm90IGFuIGltYWdl';

const meta = {
  title: 'Display/Avatar',
  component: Avatar,
  tags: ['autodocs'],
  args: { name: 'Admin User', size: 'md' },
  argTypes: {
    name: { control: 'text' },
    src: { control: 'text' },
    alt: { control: 'text' },
    size: { control: 'inline-radio', options: avatarSizes },
  },
} satisfies Meta<typeof Avatar>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('img', { name: 'Admin User' })).toHaveTextContent('AU');
  },
};

export const WithPhoto: Story = {
  args: { name: 'Ramesh Kumar', src: photo },
  play: async ({ canvas }) => {
    await waitFor(() =>
      expect(canvas.getByRole('img', { name: 'Ramesh Kumar' }).tagName).toBe('IMG'),
    );
    await expect(canvas.queryByText('RK')).toBeNull();
  },
};

/** No photo: the initials, named by the person's name. */
export const Initials: Story = {
  args: { name: 'Ramesh Kumar' },
  play: async ({ canvas }) => {
    const avatar = canvas.getByRole('img', { name: 'Ramesh Kumar' });
    await expect(avatar).toHaveTextContent('RK');
  },
};

/** The photo fails to load: the initials take its place. */
export const BrokenPhoto: Story = {
  args: { name: 'Admin User', src: brokenPhoto },
  play: async ({ canvas }) => {
    await waitFor(() => expect(canvas.getByText('AU')).toBeVisible());
    await expect(canvas.getByRole('img', { name: 'Admin User' })).toHaveTextContent('AU');
    await expect(canvas.getByRole('img', { name: 'Admin User' }).tagName).not.toBe('IMG');
  },
};

export const SingleName: Story = {
  args: { name: 'Sunita' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('img', { name: 'Sunita' })).toHaveTextContent(/^S$/);
  },
};

/** A different text alternative from the name. */
export const CustomAlt: Story = {
  args: { name: 'Admin User', src: photo, alt: 'Profile photo of Admin User' },
  play: async ({ canvas }) => {
    await waitFor(() =>
      expect(canvas.getByRole('img', { name: 'Profile photo of Admin User' })).toBeVisible(),
    );
  },
};

/** Beside the written name the avatar is decorative (`alt=""`), so the name is read once. */
export const Decorative: Story = {
  render: (args) => (
    <div style={{ display: 'flex', alignItems: 'center', gap: 8 }}>
      <Avatar {...args} alt="" />
      <span>Admin User</span>
    </div>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('img')).toBeNull();
    await expect(canvas.getByText('Admin User')).toBeVisible();
  },
};

export const Sizes: Story = {
  render: (args) => (
    <div style={{ display: 'flex', alignItems: 'center', gap: 12 }}>
      {avatarSizes.map((size) => (
        <Avatar key={size} {...args} size={size} alt={`Admin User (${size})`} />
      ))}
      {avatarSizes.map((size) => (
        <Avatar
          key={`photo-${size}`}
          {...args}
          src={photo}
          size={size}
          alt={`Admin User photo (${size})`}
        />
      ))}
    </div>
  ),
  play: async ({ canvas }) => {
    await waitFor(() =>
      expect(canvas.getByRole('img', { name: 'Admin User photo (xl)' }).tagName).toBe('IMG'),
    );
    const xl = canvas.getByRole('img', { name: 'Admin User (xl)' });
    await expect(xl.getBoundingClientRect().width).toBe(80);
  },
};
