import type { MouseEvent, ReactNode } from 'react';
import { Header, type HeaderProps } from '../header/index.ts';
import {
  Sidebar,
  type SidebarProps,
  SidebarProvider,
  type SidebarProviderProps,
} from '../sidebar/index.ts';
import { ShellColumn, ShellMain, ShellRoot, SkipLink } from './app-shell.styles.ts';

/** Id of the `<main>` element, the target of the skip link. */
export const MAIN_CONTENT_ID = 'main-content';

export interface AppShellProps
  extends Pick<SidebarProps, 'groups' | 'activeId' | 'linkComponent'>,
    Pick<
      HeaderProps,
      'companyName' | 'tagline' | 'user' | 'onProfile' | 'onSettings' | 'onSignOut'
    >,
    Pick<SidebarProviderProps, 'defaultCollapsed' | 'isMobile'> {
  /** Brand at the top of the sidebar (logo first: the collapsed rail shows only it). */
  sidebarHeader?: ReactNode;
  /** Content at the bottom of the sidebar. */
  sidebarFooter?: ReactNode;
  /** The screen's content, rendered inside `<main>`. */
  children: ReactNode;
}

/** Moves focus to `<main>` without touching the URL (the router may own the hash). */
const skipToMain = (event: MouseEvent<HTMLAnchorElement>) => {
  const main = document.getElementById(MAIN_CONTENT_ID);
  if (!main) return;
  event.preventDefault();
  main.focus();
};

/**
 * The frame of every signed-in screen: a skip link, the sidebar (a sheet below 768 px), the header
 * and a scrolling `<main>`. Provides the sidebar state; must be inside `ThemeProvider`.
 */
export function AppShell({
  groups,
  activeId,
  linkComponent,
  sidebarHeader,
  sidebarFooter,
  companyName,
  tagline,
  user,
  onProfile,
  onSettings,
  onSignOut,
  defaultCollapsed,
  isMobile,
  children,
}: AppShellProps) {
  return (
    <SidebarProvider defaultCollapsed={defaultCollapsed} isMobile={isMobile}>
      <ShellRoot>
        <SkipLink href={`#${MAIN_CONTENT_ID}`} onClick={skipToMain}>
          Skip to main content
        </SkipLink>
        <Sidebar
          groups={groups}
          activeId={activeId}
          linkComponent={linkComponent}
          header={sidebarHeader}
          footer={sidebarFooter}
        />
        <ShellColumn>
          <Header
            companyName={companyName}
            tagline={tagline}
            user={user}
            onProfile={onProfile}
            onSettings={onSettings}
            onSignOut={onSignOut}
          />
          <ShellMain id={MAIN_CONTENT_ID} tabIndex={-1}>
            {children}
          </ShellMain>
        </ShellColumn>
      </ShellRoot>
    </SidebarProvider>
  );
}
