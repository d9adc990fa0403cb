// The settings' values that every screen needs at once (the shell formats with them before the saved
// settings arrive), kept apart from the zod schemas in settings.ts: importing a value from a module
// runs all of it, and these must not bring the validation library into the first screen.
import { financialYearStart, today } from './units/clock.ts';

/** Date formats a user can choose in Settings. DD/MM/YYYY is the default. */
export const dateFormats = ['DD/MM/YYYY', 'MM/DD/YYYY', 'YYYY-MM-DD', 'DD-MMM-YYYY'] as const;
export type DateFormat = (typeof dateFormats)[number];

/**
 * The specification's defaults, plus a mortality alert threshold of 5 % and payments due after 7 days,
 * and books starting on 1 April of this financial year (the server answers its own default from the
 * books, settings/service.ts). (settings.ts checks that they are Settings; typing them here would
 * import it back.)
 */
export const defaultSettings = {
  companyName: 'Sai Poultry Integration',
  email: '',
  phone: '',
  address: '',
  currencySymbol: '₹',
  dateFormat: 'DD/MM/YYYY',
  emailNotifications: false,
  lowStockAlerts: true,
  mortalityAlerts: true,
  mortalityThreshold: 5,
  paymentDueDays: 7,
  autoBackup: true,
  booksStartDate: financialYearStart(today()),
  /** None: each person reads their own choice, else their browser's language (`chooseLanguage`). */
  defaultLanguage: null,
} as const satisfies Record<string, string | number | boolean | null> & { dateFormat: DateFormat };
