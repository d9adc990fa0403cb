import { type MouseEvent, type ReactNode, useEffect, useRef, useState } from 'react';
import { Header, type HeaderProps } from '../header/index.ts';
import {
  Sidebar,
  type SidebarProps,
  SidebarProvider,
  type SidebarProviderProps,
} from '../sidebar/index.ts';
import { useWords } from '../theme/words.tsx';
import { ShellColumn, ShellMain, ShellRoot, SkipLink } from './app-shell.styles.ts';

/** Id of the `<main>` element, the target of the skip link. */
export const MAIN_CONTENT_ID = 'main-content';

export interface AppShellProps
  extends Pick<SidebarProps, 'groups' | 'activeId' | 'linkComponent'>,
    Pick<
      HeaderProps,
      'companyName' | 'tagline' | 'user' | 'onProfile' | 'onSettings' | 'onSignOut' | 'languages'
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
 * Moves focus to `<main>` once the screen chosen in the sidebar is the current one (`activeId`), so
 * the next Tab lands in that screen, not back in the sidebar. Only after a choice: on the page's
 * first load focus stays at the top. A screen whose code is still loading keeps the old one (and
 * the focus) until it shows.
 */
function useFocusOnChosenScreen(activeId: string | undefined) {
  const main = useRef<HTMLElement>(null);
  // A new object per choice: choosing the current screen again moves focus too.
  const [chosen, setChosen] = useState<{ id: string } | null>(null);
  useEffect(() => {
    if (!chosen || chosen.id !== activeId) return;
    setChosen(null);
    main.current?.focus();
  }, [chosen, activeId]);
  return { main, onNavigate: ({ id }: { id: string }) => setChosen({ id }) };
}

/**
 * The frame of every signed-in screen: a skip link, the sidebar (a sheet below 768 px), the header
 * and a scrolling `<main>`, which takes focus when a screen is chosen in the sidebar. Provides the
 * sidebar state; must be inside `ThemeProvider`.
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
  languages,
  defaultCollapsed,
  isMobile,
  children,
}: AppShellProps) {
  const focusOnScreen = useFocusOnChosenScreen(activeId);
  const words = useWords();
  return (
    <SidebarProvider defaultCollapsed={defaultCollapsed} isMobile={isMobile}>
      <ShellRoot>
        <SkipLink href={`#${MAIN_CONTENT_ID}`} onClick={skipToMain}>
          {words.skipToMain}
        </SkipLink>
        <Sidebar
          groups={groups}
          activeId={activeId}
          linkComponent={linkComponent}
          header={sidebarHeader}
          footer={sidebarFooter}
          onNavigate={focusOnScreen.onNavigate}
        />
        <ShellColumn>
          <Header
            companyName={companyName}
            tagline={tagline}
            user={user}
            onProfile={onProfile}
            onSettings={onSettings}
            onSignOut={onSignOut}
            languages={languages}
          />
          <ShellMain ref={focusOnScreen.main} id={MAIN_CONTENT_ID} tabIndex={-1}>
            {children}
          </ShellMain>
        </ShellColumn>
      </ShellRoot>
    </SidebarProvider>
  );
}
