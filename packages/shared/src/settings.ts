import { z } from 'zod';
import { email, indianMobile, isoDate, optional, requiredText, text } from './fields.ts';
import { languageSchema } from './i18n/language-schema.ts';
import { languages } from './i18n/languages.ts';
import { dateFormats, defaultSettings } from './settings-defaults.ts';

export const settingsInput = z
  .object({
    companyName: requiredText('the company name'),
    email: optional(email),
    phone: optional(indianMobile),
    address: text(undefined, { multiline: true }).trim().max(500, 'Use at most 500 characters.'),
    currencySymbol: text()
      .trim()
      .min(1, 'Enter a currency symbol.')
      .max(5, 'Use at most 5 characters.'),
    dateFormat: z.enum(dateFormats, { error: 'Choose a date format.' }),
    emailNotifications: z.boolean(),
    lowStockAlerts: z.boolean(),
    mortalityAlerts: z.boolean(),
    mortalityThreshold: z
      .number({ error: 'Enter a number.' })
      .min(0, 'Use a value from 0 to 100.')
      .max(100, 'Use a value from 0 to 100.')
      .refine(
        (value) =>
          Number.isInteger(Math.round(value * 10)) &&
          Math.abs(value * 10 - Math.round(value * 10)) < 1e-9,
        'Use at most one decimal place.',
      ),
    /** A pending voucher or collection older than this many days is due (a low alert). */
    paymentDueDays: z
      .number({ error: 'Enter a number of days.' })
      .int('Enter a whole number of days.')
      .min(1, 'Use 1 to 365 days.')
      .max(365, 'Use 1 to 365 days.'),
    autoBackup: z.boolean(),
    /**
     * No document is dated before this day (yyyy-mm-dd). Not always stored: the server answers a
     * default from the books then. Its range and the documents are checked by the server.
     */
    booksStartDate: isoDate,
    /**
     * The language of everyone who chose none of their own; `null`: each person's browser language
     * (`chooseLanguage`). Settings saved before it existed read as `null`.
     */
    defaultLanguage: languageSchema.nullable(),
  })
  .strict();
export type Settings = z.infer<typeof settingsInput>;

/**
 * `PATCH /api/settings`: some of the settings (one section of the Settings screen), each checked as
 * when the whole is saved; the others stay as they are stored, whoever saved them last.
 */
export const settingsChange = settingsInput
  .partial()
  .refine(
    (change) => Object.values(change).some((value) => value !== undefined),
    'Nothing to change.',
  );
export type SettingsChange = z.infer<typeof settingsChange>;

/** Settings as the API answers them: the same fields, without the form's rules. */
export const settingsSchema = z.object({
  companyName: z.string(),
  email: z.string(),
  phone: z.string(),
  address: z.string(),
  currencySymbol: z.string(),
  dateFormat: z.enum(dateFormats),
  emailNotifications: z.boolean(),
  lowStockAlerts: z.boolean(),
  mortalityAlerts: z.boolean(),
  mortalityThreshold: z.number(),
  paymentDueDays: z.number(),
  autoBackup: z.boolean(),
  booksStartDate: z.string(),
  defaultLanguage: z.enum(languages).nullable(),
}) satisfies z.ZodType<Settings>;

// The defaults the first screen uses are valid settings.
defaultSettings satisfies Settings;
