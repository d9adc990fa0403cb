import { useCallback, useSyncExternalStore } from 'react';
import { breakpoint } from '../theme/tokens.ts';

/** Phones: below the design system's `mobile` breakpoint a list shows cards instead of a table. */
export const PHONE_QUERY = `(max-width: ${breakpoint.mobile - 1}px)`;

/**
 * A desk's screen: from 1024 px wide a table starts compact. Narrower (a tablet, a laptop's half
 * window), rows keep the comfortable height that suits a finger.
 */
export const COMPACT_QUERY = '(min-width: 1024px)';

const noMatchMedia = () => typeof window === 'undefined' || typeof window.matchMedia !== 'function';

/** Whether `query` matches now; re-renders when that changes. `false` where there is no window. */
export function useMediaQuery(query: string): boolean {
  const subscribe = useCallback(
    (onChange: () => void) => {
      if (noMatchMedia()) return () => {};
      const list = window.matchMedia(query);
      list.addEventListener('change', onChange);
      return () => list.removeEventListener('change', onChange);
    },
    [query],
  );
  return useSyncExternalStore(
    subscribe,
    () => !noMatchMedia() && window.matchMedia(query).matches,
    () => false,
  );
}
