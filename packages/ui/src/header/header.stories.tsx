import type { Meta, StoryObj } from '@storybook/react-vite';
import { useEffect } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { useStoryTheme } from '../../../../.storybook/story-theme.ts';
import { SidebarProvider } from '../sidebar/index.ts';
import { THEME_STORAGE_KEY, ThemeProvider, useTheme } from '../theme/theme-provider.tsx';
import type { ThemeName } from '../theme/tokens.ts';
import { HEADER_TAGLINE, Header } from './header.tsx';

const adminUser = { name: 'Admin User', role: 'Administrator', photoUrl: null };

const meta = {
  title: 'Navigation/Header',
  component: Header,
  tags: ['autodocs'],
  parameters: { layout: 'fullscreen' },
  args: {
    companyName: 'Sri Lakshmi Poultry Farms',
    tagline: HEADER_TAGLINE,
    user: adminUser,
    onProfile: fn(),
    onSettings: fn(),
    onSignOut: fn(),
  },
  decorators: [
    (Story, { globals }) => (
      // Storybook's own ThemeProvider forces the toolbar's theme; this inner one lets the header's
      // toggle really switch `<html data-theme>`, starting from the theme under test.
      <ThemeProvider defaultTheme={(globals.theme ?? 'light') as ThemeName}>
        <FollowStoryTheme />
        <SidebarProvider defaultCollapsed={false}>
          <Story />
        </SidebarProvider>
      </ThemeProvider>
    ),
  ],
  beforeEach: () => {
    localStorage.removeItem(THEME_STORAGE_KEY);
    return () => localStorage.removeItem(THEME_STORAGE_KEY);
  },
} satisfies Meta<typeof Header>;

export default meta;

/** When the test setup shows the rendered story in another theme, the inner provider follows. */
function FollowStoryTheme() {
  const storyTheme = useStoryTheme();
  const { setTheme } = useTheme();
  useEffect(() => {
    if (storyTheme) setTheme(storyTheme);
  }, [storyTheme, setTheme]);
  return null;
}
type Story = StoryObj<typeof meta>;

const body = () => within(document.body);

export const Playground: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('banner')).toBeVisible();
    await expect(canvas.getByText('Sri Lakshmi Poultry Farms')).toBeVisible();
    await expect(canvas.getByText('Poultry Farm Management')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Toggle sidebar' })).toBeVisible();
    await expect(
      canvas.getByRole('button', { name: 'Account menu for Admin User' }),
    ).toHaveTextContent('Admin User');
  },
};

/** The sun/moon button switches the whole page's theme, and back. */
export const ThemeToggle: Story = {
  play: async ({ canvas, globals, step }) => {
    const root = document.documentElement;
    const start = (globals.theme ?? 'light') as ThemeName;
    const other: ThemeName = start === 'dark' ? 'light' : 'dark';
    const toggle = () => canvas.getByRole('button', { name: /^Switch to (dark|light) theme$/ });
    await expect(root.dataset.theme).toBe(start);
    await expect(toggle()).toHaveAccessibleName(`Switch to ${other} theme`);
    await step(`A click switches to the ${other} theme`, async () => {
      await userEvent.click(toggle());
      await waitFor(() => expect(root.dataset.theme).toBe(other));
      await expect(toggle()).toHaveAccessibleName(`Switch to ${start} theme`);
      await expect(localStorage.getItem(THEME_STORAGE_KEY)).toBe(other);
    });
    await step(`A second click switches back to the ${start} theme`, async () => {
      await userEvent.click(toggle());
      await waitFor(() => expect(root.dataset.theme).toBe(start));
      await expect(toggle()).toHaveAccessibleName(`Switch to ${other} theme`);
    });
  },
};

/** The account menu by keyboard: Enter opens it, arrows move, Enter on "Log out" signs out. */
export const UserMenuKeyboard: Story = {
  play: async ({ args, canvas, step }) => {
    const trigger = canvas.getByRole('button', { name: 'Account menu for Admin User' });
    await step('Enter opens the menu with the name and role', async () => {
      trigger.focus();
      await userEvent.keyboard('{Enter}');
      const menu = await body().findByRole('menu');
      await expect(within(menu).getByText('Admin User')).toBeVisible();
      await expect(within(menu).getByText('Administrator')).toBeVisible();
      await expect(
        within(menu)
          .getAllByRole('menuitem')
          .map((item) => item.textContent),
      ).toEqual(['Profile', 'Settings', 'Log out']);
    });
    await step('Arrow keys reach "Log out"; Enter chooses it', async () => {
      await userEvent.keyboard('{ArrowDown}{ArrowDown}{ArrowDown}');
      await expect(body().getByRole('menuitem', { name: 'Log out' })).toHaveFocus();
      await userEvent.keyboard('{Enter}');
      await expect(args.onSignOut).toHaveBeenCalledTimes(1);
      await waitFor(() => expect(body().queryByRole('menu')).not.toBeInTheDocument());
      await waitFor(() => expect(trigger).toHaveFocus());
      await expect(args.onProfile).not.toHaveBeenCalled();
    });
  },
};

/**
 * The open account menu (left open for the screenshot); Profile and Settings call back. The menu
 * opens inside the banner, like everything on the page in a landmark: axe's `region` rule, off for
 * other stories (a component alone has no landmarks), is on here.
 */
export const UserMenuOpen: Story = {
  parameters: { a11y: { config: { rules: [{ id: 'region', enabled: true }] } } },
  play: async ({ args, canvas, step }) => {
    const trigger = canvas.getByRole('button', { name: 'Account menu for Admin User' });
    await step('Profile and Settings call their callbacks', async () => {
      await userEvent.click(trigger);
      await userEvent.click(await body().findByRole('menuitem', { name: 'Profile' }));
      await expect(args.onProfile).toHaveBeenCalledTimes(1);
      // The closed menu gives the focus back to its trigger a task later (Radix's focus scope); a
      // menu opened before that loses the focus to it and closes, so wait as a person would.
      await waitFor(() => expect(trigger).toHaveFocus());
      await userEvent.click(trigger);
      await userEvent.click(await body().findByRole('menuitem', { name: 'Settings' }));
      await expect(args.onSettings).toHaveBeenCalledTimes(1);
      await waitFor(() => expect(trigger).toHaveFocus());
    });
    await step('Opened again, it stays open', async () => {
      await userEvent.click(trigger);
      const menu = await body().findByRole('menu');
      await expect(menu).toBeVisible();
      await expect(canvas.getByRole('banner')).toContainElement(menu);
      await expect(trigger).toHaveAttribute('aria-expanded', 'true');
      await expect(args.onSignOut).not.toHaveBeenCalled();
    });
  },
};

/** A long company name is cut with an ellipsis; the full name is its title. */
export const LongCompanyName: Story = {
  args: {
    companyName:
      'Sri Venkateswara Poultry Farms and Hatcheries Private Limited, Namakkal District Contract Farming Division',
    user: { name: 'Ramesh Kumar Subramanian', role: 'Administrator', photoUrl: null },
  },
  play: async ({ canvas }) => {
    const name = canvas.getByTitle(/^Sri Venkateswara/);
    await expect(name.scrollWidth).toBeGreaterThan(name.clientWidth);
    await expect(getComputedStyle(name).textOverflow).toBe('ellipsis');
  },
};

/** 360 px: the name truncates, the user's name hides behind the avatar, nothing overflows. */
export const Narrow: Story = {
  globals: { viewport: { value: 'narrow' } },
  args: { companyName: 'Sri Venkateswara Poultry Farms and Hatcheries' },
  play: async ({ canvas }) => {
    const name = canvas.getByTitle('Sri Venkateswara Poultry Farms and Hatcheries');
    await expect(name.scrollWidth).toBeGreaterThan(name.clientWidth);
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(360);
    const account = canvas.getByRole('button', { name: 'Account menu for Admin User' });
    await expect(account.getBoundingClientRect().right).toBeLessThanOrEqual(360);
    // Hidden from view, still part of the button's name.
    await expect(
      within(account).getByText('Admin User').getBoundingClientRect().width,
    ).toBeLessThanOrEqual(1);
  },
};
