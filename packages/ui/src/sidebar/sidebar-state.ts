import { breakpoint } from '../theme/tokens.ts';

/** Width of the expanded sidebar (specification). */
export const SIDEBAR_WIDTH = '16rem';
/** Width of the collapsed icon rail (specification). */
export const SIDEBAR_WIDTH_COLLAPSED = '3rem';
/** Width of the slide-out sheet on phones (specification). */
export const SIDEBAR_WIDTH_MOBILE = '18rem';
/** Cookie that remembers whether the sidebar is collapsed ("true") or expanded ("false"). */
export const SIDEBAR_COOKIE_NAME = 'sidebar_state';
/** Lifetime of that cookie in seconds: 7 days (specification). */
export const SIDEBAR_COOKIE_MAX_AGE = 604800;
/** With Ctrl (Windows, Linux) or Cmd (macOS), this key toggles the sidebar. */
export const SIDEBAR_KEYBOARD_SHORTCUT = 'b';

/** Media query of the phone layout, where the sidebar becomes a sheet (below 768 px). */
export const SIDEBAR_MOBILE_QUERY = `(max-width: ${breakpoint.mobile - 1}px)`;

/**
 * Whether a `document.cookie` string says the sidebar is collapsed; `null` when it says nothing
 * (no cookie, or a value other than "true"/"false").
 */
export function readCollapsedCookie(cookies: string): boolean | null {
  for (const pair of cookies.split(';')) {
    const [name, value] = pair.trim().split('=');
    if (name !== SIDEBAR_COOKIE_NAME) continue;
    if (value === 'true') return true;
    if (value === 'false') return false;
  }
  return null;
}

/** The assignment to `document.cookie` that remembers the state for 7 days, site-wide. */
export function collapsedCookie(collapsed: boolean): string {
  return `${SIDEBAR_COOKIE_NAME}=${collapsed}; path=/; max-age=${SIDEBAR_COOKIE_MAX_AGE}; SameSite=Lax`;
}

/** Whether a key press is the sidebar shortcut: Ctrl+B or Cmd+B, without Shift or Alt. */
export function isSidebarShortcut(
  event: Pick<KeyboardEvent, 'key' | 'ctrlKey' | 'metaKey' | 'shiftKey' | 'altKey'>,
): boolean {
  return (
    (event.ctrlKey || event.metaKey) &&
    !event.shiftKey &&
    !event.altKey &&
    event.key.toLowerCase() === SIDEBAR_KEYBOARD_SHORTCUT
  );
}
