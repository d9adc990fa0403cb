import { type ReactNode, useMemo } from 'react';
import type { TablePreferencesStorage } from './table-preferences.ts';
import { TablePreferencesContext } from './table-preferences-context.ts';

export interface TablePreferencesProviderProps {
  /** The signed-in user's id (or username): whose choices the tables inside remember. */
  userKey: string;
  /** Where the choices are kept. Defaults to the browser's `localStorage`. */
  storage?: TablePreferencesStorage | null;
  /** The part of the app whose tables remember (the signed-in screens). */
  children: ReactNode;
}

/** The browser's localStorage, or `null` where there is none or it may not be touched. */
const browserStorage = (): TablePreferencesStorage | null => {
  try {
    return typeof window === 'undefined' ? null : window.localStorage;
  } catch {
    return null;
  }
};

/**
 * Lets every DataTable with a `listId` inside remember the user's density and hidden columns for
 * that list, per user: another user signing in on the same browser starts from the defaults.
 */
export function TablePreferencesProvider({
  userKey,
  storage,
  children,
}: TablePreferencesProviderProps) {
  const scope = useMemo(
    () => ({ userKey, storage: storage === undefined ? browserStorage() : storage }),
    [userKey, storage],
  );
  return <TablePreferencesContext value={scope}>{children}</TablePreferencesContext>;
}
