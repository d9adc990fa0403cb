import { z } from 'zod';
import { email, indianMobile, optional, requiredText, text } from './fields.ts';

/** Date formats a user can choose in Settings. DD/MM/YYYY is the default. */
export const dateFormats = ['DD/MM/YYYY', 'MM/DD/YYYY', 'YYYY-MM-DD', 'DD-MMM-YYYY'] as const;
export type DateFormat = (typeof dateFormats)[number];

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
    autoBackup: z.boolean(),
  })
  .strict();
export type Settings = z.infer<typeof settingsInput>;

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
  autoBackup: z.boolean(),
}) satisfies z.ZodType<Settings>;

/** The specification's defaults, plus a mortality alert threshold of 5 %. */
export const defaultSettings: Settings = {
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
  autoBackup: true,
};
