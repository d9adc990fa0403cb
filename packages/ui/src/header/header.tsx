import { Moon, Sun } from 'lucide-react';
import { useState } from 'react';
import { Button } from '../button/index.ts';
import { deferredModule, useDeferredModule } from '../deferred/deferred-module.ts';
import { SidebarTrigger } from '../sidebar/index.ts';
import { useTheme } from '../theme/theme-provider.tsx';
import { englishWords, useWords } from '../theme/words.tsx';
import {
  HeaderActions,
  HeaderBar,
  HeaderBrand,
  HeaderCompanyName,
  HeaderTagline,
  UserMenuButton,
} from './header.styles.ts';
import { type HeaderUser, UserMenuFace, type UserMenuProps } from './user-menu-face.tsx';

export type { HeaderUser } from './user-menu-face.tsx';

/** The tagline under the company name (specification), in English. */
export const HEADER_TAGLINE = englishWords.tagline;

export interface HeaderProps {
  /** The business's name, first line of the brand; truncated with an ellipsis when space runs out. */
  companyName: string;
  /** Second line of the brand (the specification's "Poultry Farm Management" in the reader's words). */
  tagline?: string;
  /** The signed-in user, shown in the account menu. */
  user: HeaderUser;
  /** Called when "Profile" is chosen in the account menu (e.g. navigate to /profile). */
  onProfile?: () => void;
  /** Called when "Settings" is chosen in the account menu (e.g. navigate to /settings). */
  onSettings?: () => void;
  /** Called when "Log out" is chosen in the account menu. */
  onSignOut?: () => void;
  /** The languages the account menu offers, and the one shown (no choice without it). */
  languages?: UserMenuProps['languages'];
}

function ThemeToggle() {
  const { theme, toggleTheme } = useTheme();
  const dark = theme === 'dark';
  const words = useWords();
  return (
    <Button
      variant="ghost"
      size="icon"
      aria-label={dark ? words.switchToLight : words.switchToDark}
      onClick={toggleTheme}
    >
      {dark ? <Sun aria-hidden="true" /> : <Moon aria-hidden="true" />}
    </Button>
  );
}

// The menu (Radix dropdown and its positioning) is not needed to paint the header: it loads right after.
const menuModule = deferredModule(() => import('./user-menu.tsx'));

/**
 * The account menu. Until its code has arrived, the same button stands in; a click on it then opens
 * the menu as soon as it is there.
 */
function UserMenu(props: UserMenuProps) {
  const menu = useDeferredModule(menuModule);
  const [requested, setRequested] = useState(false);
  if (menu) return <menu.UserMenuDropdown {...props} defaultOpen={requested} />;
  return (
    <UserMenuButton
      type="button"
      aria-haspopup="menu"
      aria-expanded="false"
      onClick={() => {
        setRequested(true);
        void menuModule.preload().catch(() => setRequested(false));
      }}
    >
      <UserMenuFace user={props.user} />
    </UserMenuButton>
  );
}

/**
 * The bar above every screen: sidebar toggle, company name and tagline, light/dark switch and the
 * account menu. Must be inside `SidebarProvider` and `ThemeProvider`.
 */
export function Header({
  companyName,
  tagline,
  user,
  onProfile,
  onSettings,
  onSignOut,
  languages,
}: HeaderProps) {
  const words = useWords();
  return (
    <HeaderBar>
      <SidebarTrigger />
      <HeaderBrand>
        <HeaderCompanyName title={companyName}>{companyName}</HeaderCompanyName>
        <HeaderTagline>{tagline ?? words.tagline}</HeaderTagline>
      </HeaderBrand>
      <HeaderActions>
        <ThemeToggle />
        <UserMenu
          user={user}
          onProfile={onProfile}
          onSettings={onSettings}
          onSignOut={onSignOut}
          languages={languages}
        />
      </HeaderActions>
    </HeaderBar>
  );
}
