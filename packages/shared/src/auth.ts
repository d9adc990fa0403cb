import { z } from 'zod';
import { email, indianMobile, optional, requiredText, text } from './fields.ts';
import { languageSchema } from './i18n/language-schema.ts';
import { languages } from './i18n/languages.ts';

export const roles = ['Administrator', 'Staff'] as const;
export type Role = (typeof roles)[number];

export const PASSWORD_MIN_LENGTH = 8;
export const PASSWORD_MAX_LENGTH = 128;

/** New passwords: length only, no composition rules (NIST SP 800-63B); the server also refuses common ones. */
export const newPassword = text({ error: 'Enter a password.' })
  .min(PASSWORD_MIN_LENGTH, `Use at least ${PASSWORD_MIN_LENGTH} characters.`)
  .max(PASSWORD_MAX_LENGTH, `Use at most ${PASSWORD_MAX_LENGTH} characters.`);

export const signInInput = z
  .object({
    username: text().trim().min(1, 'Enter your username.').max(64, 'Use at most 64 characters.'),
    password: text().min(1, 'Enter your password.').max(1024, 'Use at most 1024 characters.'),
    totpCode: text()
      .trim()
      .regex(/^\d{6}$/, 'Enter the 6-digit code from your authenticator app.')
      .optional(),
  })
  .strict();
export type SignInInput = z.infer<typeof signInInput>;

export const forgotPasswordInput = z.object({ email }).strict();
export type ForgotPasswordInput = z.infer<typeof forgotPasswordInput>;

export const resetPasswordInput = z
  .object({
    token: text().min(1, 'The reset link is incomplete.').max(200),
    password: newPassword,
  })
  .strict();
export type ResetPasswordInput = z.infer<typeof resetPasswordInput>;

export const changePasswordInput = z
  .object({
    currentPassword: text().min(1, 'Enter your current password.').max(1024),
    newPassword,
  })
  .strict();
export type ChangePasswordInput = z.infer<typeof changePasswordInput>;

export const profileInput = z
  .object({
    firstName: requiredText('your first name', 60),
    lastName: requiredText('your last name', 60),
    email,
    phone: optional(indianMobile),
  })
  .strict();
export type ProfileInput = z.infer<typeof profileInput>;

/**
 * `PATCH /api/profile/language`: the signed-in user's own language, or `null` to clear it (they
 * then read the company's default, else their browser's, `chooseLanguage`).
 */
export const profileLanguageInput = z.object({ language: languageSchema.nullable() }).strict();
export type ProfileLanguageInput = z.infer<typeof profileLanguageInput>;

export const username = text()
  .trim()
  .toLowerCase()
  .regex(/^[a-z0-9._-]{3,32}$/, 'Use 3–32 letters, digits, dots, dashes or underscores.');

export const newUserInput = profileInput
  .extend({ username, role: z.enum(roles, { error: 'Choose a role.' }), password: newPassword })
  .strict();
export type NewUserInput = z.infer<typeof newUserInput>;

export const updateUserInput = z
  .object({
    role: z.enum(roles, { error: 'Choose a role.' }).optional(),
    disabled: z.boolean().optional(),
  })
  .strict()
  .refine(
    (value) => value.role !== undefined || value.disabled !== undefined,
    'Nothing to change.',
  );
export type UpdateUserInput = z.infer<typeof updateUserInput>;

export const totpCodeInput = z
  .object({
    code: text()
      .trim()
      .regex(/^\d{6}$/, 'Enter the 6-digit code from your authenticator app.'),
  })
  .strict();

/** The signed-in user as the API returns it. Never includes secrets. */
export const sessionUserSchema = z.object({
  id: z.number().int(),
  username: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  email: z.string(),
  phone: z.string(),
  role: z.enum(roles),
  photoUrl: z.string().nullable(),
  totpEnabled: z.boolean(),
  /** ISO timestamp. */
  passwordChangedAt: z.string(),
  /** The language they chose for themselves; `null` when they chose none. */
  language: z.enum(languages).nullable(),
});
export type SessionUser = z.infer<typeof sessionUserSchema>;

/** A user as the Users screen lists them. */
export const userSummarySchema = sessionUserSchema.extend({
  disabled: z.boolean(),
  /** ISO timestamp. */
  createdAt: z.string(),
});
export type UserSummary = z.infer<typeof userSummarySchema>;

/** Starting two-factor authentication: the new secret, as text and as a QR code to scan. */
export const totpEnrolmentSchema = z.object({
  secret: z.string(),
  otpauthUrl: z.string(),
  /** An SVG document of the QR code. */
  qrSvg: z.string(),
});
export type TotpEnrolment = z.infer<typeof totpEnrolmentSchema>;

/** A mail in the outbox (this server sends none: an Administrator passes them on). */
export const outboxMailSchema = z.object({
  id: z.number().int(),
  recipient: z.string(),
  subject: z.string(),
  body: z.string(),
  /** ISO timestamp. */
  createdAt: z.string(),
});
export type OutboxMail = z.infer<typeof outboxMailSchema>;
