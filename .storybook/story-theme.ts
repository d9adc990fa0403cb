import { useSyncExternalStore } from 'react';

type ThemeName = 'light' | 'dark';

// The theme a story is shown in after its play function: the test setup (vitest.setup.ts) checks and
// photographs every story in light, then switches it here to dark without rendering it again, so the
// dark check sees exactly the state the play function left (an open menu, a typed value).

let current: ThemeName | undefined;
const listeners = new Set<() => void>();

/** Shows the rendered story in `theme`; `undefined` goes back to the toolbar's theme. */
export function setStoryTheme(theme: ThemeName | undefined): void {
  current = theme;
  for (const listener of listeners) listener();
}

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

/** The theme set by `setStoryTheme`, if any (re-renders when it changes). */
export function useStoryTheme(): ThemeName | undefined {
  return useSyncExternalStore(subscribe, () => current);
}
