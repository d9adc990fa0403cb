import { today } from '@pfm/shared';
import { DateSettingsProvider } from '@pfm/ui';
import type { ReactNode } from 'react';
import { useSettingsOrDefaults } from '../../lib/settings.ts';

/**
 * Every date field of the signed-in app shows and reads the Settings date format, and its Today is
 * India's day (the business's calendar), whatever the browser's language or time zone.
 */
export function DatesFromSettings({ children }: { children: ReactNode }) {
  const { dateFormat } = useSettingsOrDefaults();
  return (
    <DateSettingsProvider format={dateFormat} today={today}>
      {children}
    </DateSettingsProvider>
  );
}
