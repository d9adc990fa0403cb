import type { Meta, StoryObj } from '@storybook/react-vite';
import {
  ArrowLeftRight,
  CircleUser,
  Ellipsis,
  ListFilter,
  LogOut,
  Pencil,
  Settings,
  Trash2,
  User,
} from 'lucide-react';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { Button } from '../button/index.ts';
import {
  DropdownMenu,
  DropdownMenuCheckboxItem,
  DropdownMenuContent,
  type DropdownMenuContentProps,
  DropdownMenuItem,
  DropdownMenuLabel,
  DropdownMenuRadioGroup,
  DropdownMenuRadioItem,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from './dropdown-menu.tsx';

const chosen = fn();

function UserMenu(content: Omit<DropdownMenuContentProps, 'children'>) {
  return (
    <div style={{ display: 'flex', justifyContent: 'flex-end' }}>
      <DropdownMenu>
        <DropdownMenuTrigger asChild>
          <Button variant="ghost" size="icon" aria-label="User menu">
            <CircleUser aria-hidden="true" />
          </Button>
        </DropdownMenuTrigger>
        <DropdownMenuContent {...content}>
          <DropdownMenuLabel description="admin@example.com">Admin User</DropdownMenuLabel>
          <DropdownMenuSeparator />
          <DropdownMenuItem icon={<User />} onSelect={() => chosen('Profile')}>
            Profile
          </DropdownMenuItem>
          <DropdownMenuItem icon={<Settings />} onSelect={() => chosen('Settings')}>
            Settings
          </DropdownMenuItem>
          <DropdownMenuSeparator />
          <DropdownMenuItem icon={<LogOut />} onSelect={() => chosen('Log out')}>
            Log out
          </DropdownMenuItem>
        </DropdownMenuContent>
      </DropdownMenu>
    </div>
  );
}

const meta = {
  title: 'Overlays/DropdownMenu',
  component: DropdownMenuContent,
  subcomponents: {
    DropdownMenu,
    DropdownMenuTrigger,
    DropdownMenuItem,
    DropdownMenuLabel,
    DropdownMenuSeparator,
  },
  tags: ['autodocs'],
  args: { align: 'end', sideOffset: 4 },
  argTypes: {
    align: { control: 'inline-radio', options: ['start', 'center', 'end'] },
    side: { control: 'inline-radio', options: ['top', 'right', 'bottom', 'left'] },
  },
  render: (args) => <UserMenu {...args} />,
} satisfies Meta<typeof DropdownMenuContent>;

export default meta;
type Story = StoryObj<typeof meta>;

const body = () => within(document.body);

export const Playground: Story = {
  play: async ({ canvas }) => {
    chosen.mockClear();
    await userEvent.click(canvas.getByRole('button', { name: 'User menu' }));
    const menu = await body().findByRole('menu');
    await expect(within(menu).getByText('Admin User')).toBeVisible();
    await expect(within(menu).getByText('admin@example.com')).toBeVisible();
    await expect(
      within(menu)
        .getAllByRole('menuitem')
        .map((item) => item.textContent),
    ).toEqual(['Profile', 'Settings', 'Log out']);
  },
};

export const Keyboard: Story = {
  play: async ({ canvas, step }) => {
    chosen.mockClear();
    const trigger = canvas.getByRole('button', { name: 'User menu' });

    await step('Enter opens the menu on its first item', async () => {
      trigger.focus();
      await userEvent.keyboard('{Enter}');
      const menu = await body().findByRole('menu');
      await waitFor(() =>
        expect(within(menu).getByRole('menuitem', { name: 'Profile' })).toHaveFocus(),
      );
    });

    await step('Arrow keys move between items, wrapping at the ends', async () => {
      await userEvent.keyboard('{ArrowDown}');
      await expect(body().getByRole('menuitem', { name: 'Settings' })).toHaveFocus();
      await userEvent.keyboard('{ArrowDown}');
      await expect(body().getByRole('menuitem', { name: 'Log out' })).toHaveFocus();
      await userEvent.keyboard('{ArrowUp}');
      await expect(body().getByRole('menuitem', { name: 'Settings' })).toHaveFocus();
    });

    await step('Enter chooses the item, closes the menu and returns focus', async () => {
      await userEvent.keyboard('{Enter}');
      await expect(chosen).toHaveBeenCalledTimes(1);
      await expect(chosen).toHaveBeenCalledWith('Settings');
      await waitFor(() => expect(body().queryByRole('menu')).not.toBeInTheDocument());
      await expect(trigger).toHaveFocus();
    });

    await step('ArrowDown opens it too; Escape closes without choosing', async () => {
      await userEvent.keyboard('{ArrowDown}');
      await body().findByRole('menu');
      await userEvent.keyboard('{Escape}');
      await waitFor(() => expect(body().queryByRole('menu')).not.toBeInTheDocument());
      await expect(trigger).toHaveFocus();
      await expect(chosen).toHaveBeenCalledTimes(1);
    });
  },
};

export const ClickToChoose: Story = {
  play: async ({ canvas }) => {
    chosen.mockClear();
    await userEvent.click(canvas.getByRole('button', { name: 'User menu' }));
    await userEvent.click(await body().findByRole('menuitem', { name: 'Log out' }));
    await expect(chosen).toHaveBeenCalledTimes(1);
    await expect(chosen).toHaveBeenCalledWith('Log out');
    await waitFor(() => expect(body().queryByRole('menu')).not.toBeInTheDocument());
  },
};

/** Row actions with a destructive item (highlighted here) and a disabled one that the arrows skip. */
export const RowActions: Story = {
  render: (args) => (
    <DropdownMenu>
      <DropdownMenuTrigger asChild>
        <Button variant="ghost" size="icon" aria-label="Actions for Main Warehouse">
          <Ellipsis aria-hidden="true" />
        </Button>
      </DropdownMenuTrigger>
      <DropdownMenuContent {...args} align="start">
        <DropdownMenuItem icon={<Pencil />} onSelect={() => chosen('Edit')}>
          Edit
        </DropdownMenuItem>
        <DropdownMenuItem icon={<ArrowLeftRight />} disabled>
          Transfer Stock
        </DropdownMenuItem>
        <DropdownMenuSeparator />
        <DropdownMenuItem
          icon={<Trash2 />}
          tone="destructive"
          onSelect={() => chosen('Delete Godown')}
        >
          Delete Godown
        </DropdownMenuItem>
      </DropdownMenuContent>
    </DropdownMenu>
  ),
  play: async ({ canvas }) => {
    chosen.mockClear();
    canvas.getByRole('button', { name: 'Actions for Main Warehouse' }).focus();
    await userEvent.keyboard('{ArrowDown}');
    const menu = await body().findByRole('menu');
    await expect(within(menu).getByRole('menuitem', { name: 'Transfer Stock' })).toHaveAttribute(
      'aria-disabled',
      'true',
    );
    await waitFor(() => expect(within(menu).getByRole('menuitem', { name: 'Edit' })).toHaveFocus());
    await userEvent.keyboard('{ArrowDown}');
    await expect(within(menu).getByRole('menuitem', { name: 'Delete Godown' })).toHaveFocus();
    await expect(chosen).not.toHaveBeenCalled();
  },
};

/** On a 360 px phone the menu stays on screen. */
export const Narrow: Story = {
  globals: { viewport: { value: 'narrow' } },
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'User menu' }));
    const menu = await body().findByRole('menu');
    const { left, right } = menu.getBoundingClientRect();
    await expect(left).toBeGreaterThanOrEqual(0);
    await expect(right).toBeLessThanOrEqual(window.innerWidth);
  },
};

/** A view menu: ticks that stay open for several choices, and one choice out of a group. */
function ViewMenu(content: Omit<DropdownMenuContentProps, 'children'>) {
  const [shown, setShown] = useState({ posted: true, cancelled: false });
  const [order, setOrder] = useState('newest');
  return (
    <DropdownMenu>
      <DropdownMenuTrigger asChild>
        <Button variant="outline" leadingIcon={<ListFilter aria-hidden="true" />}>
          View
        </Button>
      </DropdownMenuTrigger>
      <DropdownMenuContent {...content} align="start">
        <DropdownMenuLabel>Show</DropdownMenuLabel>
        {(['posted', 'cancelled'] as const).map((status) => (
          <DropdownMenuCheckboxItem
            key={status}
            checked={shown[status]}
            onCheckedChange={(checked) =>
              setShown((current) => ({ ...current, [status]: checked }))
            }
            onSelect={(event) => event.preventDefault()}
          >
            {status === 'posted' ? 'Posted' : 'Cancelled'}
          </DropdownMenuCheckboxItem>
        ))}
        <DropdownMenuSeparator />
        <DropdownMenuRadioGroup aria-label="Order" value={order} onValueChange={setOrder}>
          <DropdownMenuRadioItem value="newest">Newest first</DropdownMenuRadioItem>
          <DropdownMenuRadioItem value="oldest">Oldest first</DropdownMenuRadioItem>
        </DropdownMenuRadioGroup>
      </DropdownMenuContent>
    </DropdownMenu>
  );
}

/**
 * Checkbox items (Space ticks and the menu stays open) and radio items (one of a group; choosing
 * closes the menu), each with a drawn box so an unticked item still reads as a choice.
 */
export const CheckboxAndRadioItems: Story = {
  render: (args) => <ViewMenu {...args} />,
  play: async ({ canvas, step }) => {
    const trigger = canvas.getByRole('button', { name: 'View' });
    await step('Space ticks Cancelled and the menu stays open', async () => {
      trigger.focus();
      await userEvent.keyboard('{Enter}');
      const menu = await body().findByRole('menu');
      await userEvent.keyboard('{ArrowDown}');
      const cancelled = within(menu).getByRole('menuitemcheckbox', { name: 'Cancelled' });
      await waitFor(() => expect(cancelled).toHaveFocus());
      await userEvent.keyboard(' ');
      await expect(cancelled).toBeChecked();
      await expect(within(menu).getByRole('menuitemcheckbox', { name: 'Posted' })).toBeChecked();
    });
    await step('Choosing Oldest first checks it alone and closes the menu', async () => {
      await userEvent.click(body().getByRole('menuitemradio', { name: 'Oldest first' }));
      await waitFor(() => expect(body().queryByRole('menu')).not.toBeInTheDocument());
      await expect(trigger).toHaveFocus();
      await userEvent.click(trigger);
      const menu = await body().findByRole('menu');
      await expect(within(menu).getByRole('menuitemradio', { name: 'Oldest first' })).toBeChecked();
      await expect(
        within(menu).getByRole('menuitemradio', { name: 'Newest first' }),
      ).not.toBeChecked();
      await expect(within(menu).getByRole('group', { name: 'Order' })).toBeVisible();
    });
  },
};
