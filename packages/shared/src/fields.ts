import { z } from 'zod';

/** Indian mobile number: 10 digits starting 6–9, optionally written with +91. */
export const indianMobile = z
  .string()
  .trim()
  .regex(/^(?:\+91[\s-]?)?[6-9]\d{9}$/, 'Enter a 10-digit mobile number (optionally with +91).');

export const email = z
  .string()
  .trim()
  .max(254, 'Use at most 254 characters.')
  .pipe(z.email('Enter a valid email address.'));

/** An optional text field that arrives as '' when left empty. */
export const optional = <T extends z.ZodType>(schema: T) => z.union([z.literal(''), schema]);

export const requiredText = (what: string, max = 120) =>
  z
    .string({ error: `Enter ${what}.` })
    .trim()
    .min(1, `Enter ${what}.`)
    .max(max, `Use at most ${max} characters.`);
