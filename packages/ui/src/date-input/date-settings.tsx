import { createContext, type ReactNode, useContext } from 'react';
import { type DateDisplayFormat, localToday } from './date-text.ts';

/** What every date field of an app shares: the format dates are shown and typed in, and today. */
export interface DateSettings {
  format: DateDisplayFormat;
  /** Today as `yyyy-mm-dd` (the app's business calendar; the browser's by default). */
  today: () => string;
}

const DateSettingsContext = createContext<DateSettings>({
  format: 'DD/MM/YYYY',
  today: localToday,
});

/** Sets the date format (and today) of every DateInput inside, e.g. from the app's Settings. */
export function DateSettingsProvider({
  format,
  today = localToday,
  children,
}: {
  format: DateDisplayFormat;
  today?: () => string;
  children: ReactNode;
}) {
  return (
    <DateSettingsContext.Provider value={{ format, today }}>
      {children}
    </DateSettingsContext.Provider>
  );
}

/** The date format and today of the nearest DateSettingsProvider (DD/MM/YYYY and the browser's day). */
export const useDateSettings = (): DateSettings => useContext(DateSettingsContext);
