import { LogOut, Settings, User } from 'lucide-react';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuLabel,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from '../dropdown-menu/index.ts';
import { UserMenuButton } from './header.styles.ts';
import { UserMenuFace, type UserMenuProps } from './user-menu-face.tsx';

/**
 * The account menu (Radix dropdown). Loaded after the header has painted (see `Header`);
 * `defaultOpen` when it was asked for before it arrived.
 */
export function UserMenuDropdown({
  user,
  onProfile,
  onSettings,
  onSignOut,
  defaultOpen,
}: UserMenuProps & { defaultOpen: boolean }) {
  return (
    <DropdownMenu defaultOpen={defaultOpen}>
      <DropdownMenuTrigger asChild>
        <UserMenuButton type="button">
          <UserMenuFace user={user} />
        </UserMenuButton>
      </DropdownMenuTrigger>
      <DropdownMenuContent align="end">
        <DropdownMenuLabel description={user.role}>{user.name}</DropdownMenuLabel>
        <DropdownMenuSeparator />
        <DropdownMenuItem icon={<User />} onSelect={onProfile}>
          Profile
        </DropdownMenuItem>
        <DropdownMenuItem icon={<Settings />} onSelect={onSettings}>
          Settings
        </DropdownMenuItem>
        <DropdownMenuSeparator />
        <DropdownMenuItem icon={<LogOut />} tone="destructive" onSelect={onSignOut}>
          Log out
        </DropdownMenuItem>
      </DropdownMenuContent>
    </DropdownMenu>
  );
}
