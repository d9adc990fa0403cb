import { VisuallyHidden } from '@radix-ui/react-visually-hidden';
import { ChevronDown, LogOut, Moon, Settings, Sun, User } from 'lucide-react';
import { Button } from '../button/index.ts';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuLabel,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from '../dropdown-menu/index.ts';
import { SidebarTrigger } from '../sidebar/index.ts';
import { useTheme } from '../theme/theme-provider.tsx';
import {
  HeaderActions,
  HeaderBar,
  HeaderBrand,
  HeaderCompanyName,
  HeaderTagline,
  UserMenuAvatar,
  UserMenuButton,
  UserMenuChevron,
  UserMenuName,
} from './header.styles.ts';

/** The tagline under the company name (specification). */
export const HEADER_TAGLINE = 'Poultry Farm Management';

/** The signed-in person shown in the user menu. */
export interface HeaderUser {
  /** Full name, e.g. "Admin User". */
  name: string;
  /** Role shown under the name in the menu, e.g. "Administrator". */
  role: string;
  /** Profile photo URL; initials show without it. */
  photoUrl?: string | null;
}

export interface HeaderProps {
  /** The business's name, first line of the brand; truncated with an ellipsis when space runs out. */
  companyName: string;
  /** Second line of the brand. */
  tagline?: string;
  /** The signed-in user, shown in the account menu. */
  user: HeaderUser;
  /** Called when "Profile" is chosen in the account menu (e.g. navigate to /profile). */
  onProfile?: () => void;
  /** Called when "Settings" is chosen in the account menu (e.g. navigate to /settings). */
  onSettings?: () => void;
  /** Called when "Log out" is chosen in the account menu. */
  onSignOut?: () => void;
}

function ThemeToggle() {
  const { theme, toggleTheme } = useTheme();
  const dark = theme === 'dark';
  return (
    <Button
      variant="ghost"
      size="icon"
      aria-label={dark ? 'Switch to light theme' : 'Switch to dark theme'}
      onClick={toggleTheme}
    >
      {dark ? <Sun aria-hidden="true" /> : <Moon aria-hidden="true" />}
    </Button>
  );
}

function UserMenu({
  user,
  onProfile,
  onSettings,
  onSignOut,
}: Pick<HeaderProps, 'user' | 'onProfile' | 'onSettings' | 'onSignOut'>) {
  return (
    <DropdownMenu>
      <DropdownMenuTrigger asChild>
        {/* Named by its content, not aria-label, so the name always contains the visible text. */}
        <UserMenuButton type="button">
          <VisuallyHidden>Account menu for </VisuallyHidden>
          <UserMenuName>{user.name}</UserMenuName>
          {/* After the name, so the circle sits on whole pixels from the right edge. */}
          <UserMenuAvatar name={user.name} src={user.photoUrl ?? undefined} alt="" size="sm" />
          <UserMenuChevron>
            <ChevronDown aria-hidden="true" />
          </UserMenuChevron>
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

/**
 * The bar above every screen: sidebar toggle, company name and tagline, light/dark switch and the
 * account menu. Must be inside `SidebarProvider` and `ThemeProvider`.
 */
export function Header({
  companyName,
  tagline = HEADER_TAGLINE,
  user,
  onProfile,
  onSettings,
  onSignOut,
}: HeaderProps) {
  return (
    <HeaderBar>
      <SidebarTrigger />
      <HeaderBrand>
        <HeaderCompanyName title={companyName}>{companyName}</HeaderCompanyName>
        <HeaderTagline>{tagline}</HeaderTagline>
      </HeaderBrand>
      <HeaderActions>
        <ThemeToggle />
        <UserMenu user={user} onProfile={onProfile} onSettings={onSettings} onSignOut={onSignOut} />
      </HeaderActions>
    </HeaderBar>
  );
}
