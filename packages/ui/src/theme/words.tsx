import { createContext, type ReactNode, useContext, useMemo } from 'react';

/**
 * The design system's own words: what its components say that no prop names (a skip link, a menu's
 * items, a button's accessible name). English by default; an app shows them in its reader's
 * language by giving its translations to `WordsProvider`. The design system loads no catalogue.
 */
export interface Words {
  /** The skip link, first in the page's tab order. */
  skipToMain: string;
  /** The line under the company name in the header. */
  tagline: string;
  /** The header's theme button, by the theme it switches to. */
  switchToLight: string;
  switchToDark: string;
  /** Read before the signed-in person's name on the account menu's button. */
  accountMenuFor: string;
  profile: string;
  settings: string;
  signOut: string;
  /** The account menu's group of languages. */
  language: string;
  /** The main navigation's landmark, and the sheet it opens in on phones. */
  mainNavigation: string;
  navigation: string;
  closeNavigation: string;
  toggleSidebar: string;
  /** The notification area's name for screen readers (" (F8)" follows it). */
  notifications: string;
  /** What screen readers call each toast. */
  notification: string;
  /** The accessible name of a toast's X button. */
  close: string;
}

export const englishWords: Words = {
  skipToMain: 'Skip to main content',
  tagline: 'Poultry Farm Management',
  switchToLight: 'Switch to light theme',
  switchToDark: 'Switch to dark theme',
  accountMenuFor: 'Account menu for',
  profile: 'Profile',
  settings: 'Settings',
  signOut: 'Log out',
  language: 'Language',
  mainNavigation: 'Main',
  navigation: 'Navigation',
  closeNavigation: 'Close navigation',
  toggleSidebar: 'Toggle sidebar',
  notifications: 'Notifications',
  notification: 'Notification',
  close: 'Close',
};

const WordsContext = createContext<Words>(englishWords);

/** Gives the components below it these words instead of the English ones (any left out stay English). */
export function WordsProvider({ words, children }: { words: Partial<Words>; children: ReactNode }) {
  const merged = useMemo(() => ({ ...englishWords, ...words }), [words]);
  return <WordsContext.Provider value={merged}>{children}</WordsContext.Provider>;
}

/** The design system's words in the reader's language (English without a `WordsProvider`). */
export const useWords = (): Words => useContext(WordsContext);
