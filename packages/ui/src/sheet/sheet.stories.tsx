import type { Meta, StoryObj } from '@storybook/react-vite';
import { Boxes, LayoutDashboard, Menu, Tractor, Users, Warehouse } from 'lucide-react';
import type { ComponentPropsWithRef } from 'react';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import styled from 'styled-components';
import { Button } from '../button/index.ts';
import { vars } from '../theme/vars.ts';
import { SHEET_DEFAULT_WIDTH, sheetSides } from './sheet.styles.ts';
import { Sheet, SheetClose, SheetContent, type SheetContentProps, SheetTrigger } from './sheet.tsx';

// A stand-in for the app's navigation, for the stories only.
const NavList = styled.ul`
  list-style: none;
  margin: 0;
  padding: ${vars.space[2]};
  display: grid;
  gap: ${vars.space[1]};
`;

const NavLink = styled.a`
  display: flex;
  align-items: center;
  gap: ${vars.space[2]};
  padding: ${vars.space[2]} ${vars.space[3]};
  border-radius: ${vars.radius.md};
  color: ${vars.color.foreground};
  text-decoration: none;
  &:hover { background: ${vars.color.accent}; }
  &:focus-visible { outline: 2px solid ${vars.color.ring}; outline-offset: -2px; }
  svg { width: 1rem; height: 1rem; }
`;

/** Like a router's link: runs the given onClick (here: SheetClose's), then stays on the page. */
function RouterLikeLink({ onClick, ...rest }: ComponentPropsWithRef<'a'>) {
  return (
    <NavLink
      {...rest}
      onClick={(event) => {
        onClick?.(event);
        event.preventDefault();
      }}
    />
  );
}

const links = [
  { label: 'Dashboard', icon: <LayoutDashboard aria-hidden="true" /> },
  { label: 'Godowns', icon: <Warehouse aria-hidden="true" /> },
  { label: 'Farmers', icon: <Users aria-hidden="true" /> },
  { label: 'Farms', icon: <Tractor aria-hidden="true" /> },
  { label: 'Item Master', icon: <Boxes aria-hidden="true" /> },
];

function Navigation({ label = 'Main' }: { label?: string }) {
  return (
    <nav aria-label={label}>
      <NavList>
        {links.map(({ label, icon }) => (
          <li key={label}>
            <SheetClose asChild>
              <RouterLikeLink href={`/${label.toLowerCase().replace(' ', '-')}`}>
                {icon}
                {label}
              </RouterLikeLink>
            </SheetClose>
          </li>
        ))}
      </NavList>
    </nav>
  );
}

function NavigationSheet(content: Omit<SheetContentProps, 'children'>) {
  return (
    <Sheet>
      <SheetTrigger asChild>
        <Button variant="outline" size="icon" aria-label="Open navigation">
          <Menu aria-hidden="true" />
        </Button>
      </SheetTrigger>
      <SheetContent {...content}>
        <Navigation />
      </SheetContent>
    </Sheet>
  );
}

const meta = {
  title: 'Overlays/Sheet',
  component: SheetContent,
  subcomponents: { Sheet, SheetTrigger, SheetClose },
  tags: ['autodocs'],
  args: {
    side: 'left',
    width: SHEET_DEFAULT_WIDTH,
    title: 'Poultry Farm Manager',
    description: 'Go to any screen of the back office',
    hideTitle: false,
    closeLabel: 'Close',
    hideCloseButton: false,
  },
  argTypes: {
    side: { control: 'inline-radio', options: sheetSides },
    title: { control: 'text' },
    description: { control: 'text' },
    children: { control: false },
  },
  render: (args) => <NavigationSheet {...args} />,
} satisfies Meta<typeof SheetContent>;

export default meta;
type Story = StoryObj<typeof meta>;

const body = () => within(document.body);

const openSheet = async (canvas: ReturnType<typeof within>) => {
  await userEvent.click(canvas.getByRole('button', { name: 'Open navigation' }));
  return body().findByRole('dialog', { name: 'Poultry Farm Manager' });
};

export const Playground: Story = {
  play: async ({ canvas }) => {
    const sheet = await openSheet(canvas);
    await expect(sheet.getBoundingClientRect().left).toBe(0);
    await expect(sheet.getBoundingClientRect().width).toBe(288);
  },
};

export const Keyboard: Story = {
  play: async ({ canvas, step }) => {
    const trigger = canvas.getByRole('button', { name: 'Open navigation' });
    await step('Enter opens the sheet and focus moves into it', async () => {
      trigger.focus();
      await userEvent.keyboard('{Enter}');
      const sheet = await body().findByRole('dialog', { name: 'Poultry Farm Manager' });
      await waitFor(() => expect(sheet).toContainElement(document.activeElement as HTMLElement));
    });
    await step('Escape closes it and focus returns to the trigger', async () => {
      await userEvent.keyboard('{Escape}');
      await waitFor(() => expect(body().queryByRole('dialog')).not.toBeInTheDocument());
      await expect(trigger).toHaveFocus();
    });
  },
};

export const OverlayAndLinksClose: Story = {
  play: async ({ canvas, step }) => {
    await step('A tap on the overlay closes it', async () => {
      await openSheet(canvas);
      await userEvent.click(document.querySelector('[data-overlay]') as HTMLElement);
      await waitFor(() => expect(body().queryByRole('dialog')).not.toBeInTheDocument());
    });
    await step('Choosing a link closes it', async () => {
      const sheet = await openSheet(canvas);
      await userEvent.click(within(sheet).getByRole('link', { name: 'Godowns' }));
      await waitFor(() => expect(body().queryByRole('dialog')).not.toBeInTheDocument());
    });
  },
};

export const Right: Story = {
  args: { side: 'right' },
  play: async ({ canvas }) => {
    const sheet = await openSheet(canvas);
    await expect(sheet.getBoundingClientRect().right).toBe(window.innerWidth);
  },
};

/** The title is kept for screen readers only, as the mobile sidebar does. */
export const HiddenTitle: Story = {
  args: { hideTitle: true, description: undefined },
  play: async ({ canvas }) => {
    const sheet = await openSheet(canvas);
    // Visually hidden: present for screen readers, one pixel on screen.
    await expect(
      within(sheet).getByText('Poultry Farm Manager').getBoundingClientRect().width,
    ).toBeLessThanOrEqual(1);
  },
};

export const Wide: Story = {
  args: { width: '24rem', side: 'right' },
  play: async ({ canvas }) => {
    const sheet = await openSheet(canvas);
    await expect(sheet.getBoundingClientRect().width).toBe(384);
  },
};

/** The mobile sidebar: 18rem on a 360 px phone, with a strip of overlay left to tap. */
export const Narrow: Story = {
  globals: { viewport: { value: 'narrow' } },
  play: async ({ canvas }) => {
    const sheet = await openSheet(canvas);
    await expect(sheet.getBoundingClientRect().width).toBe(288);
  },
};

export const TooWideForPhone: Story = {
  args: { width: '30rem' },
  globals: { viewport: { value: 'narrow' } },
  play: async ({ canvas }) => {
    const sheet = await openSheet(canvas);
    await expect(sheet.getBoundingClientRect().width).toBe(360 - 48);
  },
};
