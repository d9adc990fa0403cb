import { LogOut, Settings, User } from 'lucide-react';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuLabel,
  DropdownMenuRadioGroup,
  DropdownMenuRadioItem,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from '../dropdown-menu/index.ts';
import { useWords } from '../theme/words.tsx';
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
  languages,
  defaultOpen,
}: UserMenuProps & { defaultOpen: boolean }) {
  const words = useWords();
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
          {words.profile}
        </DropdownMenuItem>
        <DropdownMenuItem icon={<Settings />} onSelect={onSettings}>
          {words.settings}
        </DropdownMenuItem>
        {languages && (
          <>
            <DropdownMenuSeparator />
            <DropdownMenuLabel>{words.language}</DropdownMenuLabel>
            <DropdownMenuRadioGroup
              aria-label={words.language}
              value={languages.value}
              onValueChange={languages.onChange}
            >
              {languages.options.map((option) => (
                <DropdownMenuRadioItem key={option.value} value={option.value} lang={option.lang}>
                  {option.label}
                </DropdownMenuRadioItem>
              ))}
            </DropdownMenuRadioGroup>
          </>
        )}
        <DropdownMenuSeparator />
        <DropdownMenuItem icon={<LogOut />} tone="destructive" onSelect={onSignOut}>
          {words.signOut}
        </DropdownMenuItem>
      </DropdownMenuContent>
    </DropdownMenu>
  );
}
