import {
  createContext,
  type ReactNode,
  useCallback,
  useContext,
  useEffect,
  useMemo,
  useState,
} from 'react';
import { ThemeProvider as StyledThemeProvider } from 'styled-components';
import { GlobalStyles } from './global-styles.ts';
import type { ThemeName } from './tokens.ts';
import { vars } from './vars.ts';

/** localStorage key under which the chosen theme is remembered. */
export const THEME_STORAGE_KEY = 'theme';

interface ThemeContextValue {
  theme: ThemeName;
  setTheme: (theme: ThemeName) => void;
  toggleTheme: () => void;
}

const ThemeContext = createContext<ThemeContextValue | null>(null);

const readStoredTheme = (): ThemeName | null => {
  try {
    const stored = globalThis.localStorage?.getItem(THEME_STORAGE_KEY);
    return stored === 'dark' || stored === 'light' ? stored : null;
  } catch {
    return null;
  }
};

export interface ThemeProviderProps {
  children: ReactNode;
  /** Force a theme (Storybook, tests). When set, the choice is neither read from nor written to storage. */
  theme?: ThemeName;
  /** Theme used when nothing is stored. Defaults to light. */
  defaultTheme?: ThemeName;
}

/**
 * Applies a theme to the document root (`data-theme` on `<html>`), so portalled content (dialogs,
 * menus, toasts) rendered under `<body>` gets the same theme, and remembers the choice in localStorage.
 */
export function ThemeProvider({
  children,
  theme: forced,
  defaultTheme = 'light',
}: ThemeProviderProps) {
  const [chosen, setChosen] = useState<ThemeName>(
    () => forced ?? readStoredTheme() ?? defaultTheme,
  );
  const theme = forced ?? chosen;

  useEffect(() => {
    document.documentElement.dataset.theme = theme;
  }, [theme]);

  const setTheme = useCallback(
    (next: ThemeName) => {
      setChosen(next);
      if (forced) return;
      try {
        localStorage.setItem(THEME_STORAGE_KEY, next);
      } catch {
        // Storage can be unavailable (private mode); the choice then lasts for this page only.
      }
    },
    [forced],
  );

  const value = useMemo<ThemeContextValue>(
    () => ({ theme, setTheme, toggleTheme: () => setTheme(theme === 'dark' ? 'light' : 'dark') }),
    [theme, setTheme],
  );

  return (
    <ThemeContext.Provider value={value}>
      <StyledThemeProvider theme={vars}>
        <GlobalStyles />
        {children}
      </StyledThemeProvider>
    </ThemeContext.Provider>
  );
}

/** The current theme and a way to change it. Must be used inside `ThemeProvider`. */
export function useTheme(): ThemeContextValue {
  const context = useContext(ThemeContext);
  if (!context) throw new Error('useTheme must be used inside <ThemeProvider>');
  return context;
}
