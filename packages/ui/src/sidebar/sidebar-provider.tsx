import {
  createContext,
  type ReactNode,
  useCallback,
  useContext,
  useEffect,
  useId,
  useMemo,
  useState,
  useSyncExternalStore,
} from 'react';
import {
  collapsedCookie,
  isSidebarShortcut,
  readCollapsedCookie,
  SIDEBAR_MOBILE_QUERY,
} from './sidebar-state.ts';

export interface SidebarContextValue {
  /** Desktop: the sidebar is a 3rem icon rail. */
  collapsed: boolean;
  /** Collapse or expand the desktop sidebar (remembered in the `sidebar_state` cookie). */
  setCollapsed: (collapsed: boolean) => void;
  /** Phone: the navigation sheet is open. */
  mobileOpen: boolean;
  /** Open or close the navigation sheet on phones. */
  setMobileOpen: (open: boolean) => void;
  /** Collapses/expands on desktop, opens/closes the sheet on phones. */
  toggle: () => void;
  /** The screen is narrower than 768 px: the sidebar is a sheet, not part of the layout. */
  isMobile: boolean;
  /** Id of the navigation element, for `aria-controls` on triggers. */
  navId: string;
}

const SidebarContext = createContext<SidebarContextValue | null>(null);

/**
 * Whether the navigation is on the page (it is not while the phone sheet is closed), so triggers
 * point `aria-controls` only at an element that exists. Internal to the sidebar folder.
 */
export const SidebarNavPresence = createContext<{
  navPresent: boolean;
  setNavPresent: (present: boolean) => void;
}>({ navPresent: false, setNavPresent: () => {} });

const subscribeToPhoneQuery = (onChange: () => void) => {
  const query = window.matchMedia(SIDEBAR_MOBILE_QUERY);
  query.addEventListener('change', onChange);
  return () => query.removeEventListener('change', onChange);
};
const isPhoneScreen = () => window.matchMedia(SIDEBAR_MOBILE_QUERY).matches;
const isPhoneScreenOnServer = () => false;

const readCookieState = (): boolean | null =>
  typeof document === 'undefined' ? null : readCollapsedCookie(document.cookie);

export interface SidebarProviderProps {
  /**
   * Whether the desktop sidebar starts collapsed. Leave it out to use the remembered state from the
   * `sidebar_state` cookie (expanded when there is none).
   */
  defaultCollapsed?: boolean;
  /** Force the phone layout on or off (stories, tests). Left out, it follows the screen width. */
  isMobile?: boolean;
  /** The part of the app that shows or toggles the sidebar (usually the whole shell). */
  children: ReactNode;
}

/**
 * Holds the sidebar's state for the `Sidebar`, `SidebarTrigger` and `useSidebar()` inside it, and
 * toggles it on Ctrl+B / Cmd+B anywhere on the page.
 */
export function SidebarProvider({
  defaultCollapsed,
  isMobile: forcedMobile,
  children,
}: SidebarProviderProps) {
  const navId = useId();
  const phoneScreen = useSyncExternalStore(
    subscribeToPhoneQuery,
    isPhoneScreen,
    isPhoneScreenOnServer,
  );
  const isMobile = forcedMobile ?? phoneScreen;
  const [collapsed, setCollapsedState] = useState(
    () => defaultCollapsed ?? readCookieState() ?? false,
  );
  const [mobileOpen, setMobileOpen] = useState(false);
  const [navPresent, setNavPresent] = useState(false);

  const setCollapsed = useCallback((next: boolean) => {
    setCollapsedState(next);
    // biome-ignore lint/suspicious/noDocumentCookie: the specification keeps this state in a cookie; the Cookie Store API is not in every supported browser.
    document.cookie = collapsedCookie(next);
  }, []);

  const toggle = useCallback(() => {
    if (isMobile) setMobileOpen((open) => !open);
    else setCollapsed(!collapsed);
  }, [isMobile, collapsed, setCollapsed]);

  // A sheet left open on a phone must not pop up again after a trip through the desktop layout.
  useEffect(() => {
    if (!isMobile) setMobileOpen(false);
  }, [isMobile]);

  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if (!isSidebarShortcut(event)) return;
      // Ctrl+B would otherwise open the browser's bookmarks.
      event.preventDefault();
      toggle();
    };
    window.addEventListener('keydown', onKeyDown);
    return () => window.removeEventListener('keydown', onKeyDown);
  }, [toggle]);

  const value = useMemo<SidebarContextValue>(
    () => ({ collapsed, setCollapsed, mobileOpen, setMobileOpen, toggle, isMobile, navId }),
    [collapsed, setCollapsed, mobileOpen, toggle, isMobile, navId],
  );

  const presence = useMemo(() => ({ navPresent, setNavPresent }), [navPresent]);

  return (
    <SidebarContext value={value}>
      <SidebarNavPresence value={presence}>{children}</SidebarNavPresence>
    </SidebarContext>
  );
}

/** The sidebar's state and controls. Must be used inside `SidebarProvider`. */
export function useSidebar(): SidebarContextValue {
  const context = useContext(SidebarContext);
  if (!context) throw new Error('useSidebar must be used inside <SidebarProvider>');
  return context;
}
