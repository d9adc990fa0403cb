import { z } from 'zod';
import { isoDate, text } from './fields.ts';
import { pageParams, searchParam } from './masters/list.ts';

/** What the audit log records, in the words the Audit log screen shows. */
export const auditActions = {
  create: 'Created',
  update: 'Changed',
  delete: 'Deleted',
  cancel: 'Cancelled',
  'sign-in': 'Signed in',
  'sign-in-failed': 'Sign-in failed',
  'locked-out': 'Locked out',
  'sign-out': 'Signed out',
  'password-reset-requested': 'Reset requested',
  'password-reset': 'Password reset',
  'password-changed': 'Password changed',
  'two-factor-enabled': 'Two-factor on',
  backup: 'Backup',
} as const;
export type AuditAction = keyof typeof auditActions;
export const auditActionIds = Object.keys(auditActions) as [AuditAction, ...AuditAction[]];

/** One entry of the audit log as the API returns it. */
export const auditEntrySchema = z.object({
  id: z.number().int(),
  /** ISO timestamp. */
  at: z.string(),
  /** Username of who acted ("system" for the server itself). */
  actor: z.string(),
  action: z.string(),
  entity: z.string(),
  entityKey: z.string().nullable(),
  summary: z.string(),
  details: z.unknown(),
  address: z.string().nullable(),
});
export type AuditEntry = z.infer<typeof auditEntrySchema>;

/** GET /api/audit: search, action, entity, date range (India days) and page. */
export const auditQuery = z
  .object({
    q: searchParam,
    action: z.enum(auditActionIds, { error: 'Choose one of the listed actions.' }).optional(),
    entity: text()
      .trim()
      .regex(/^[a-z-]{1,40}$/, 'Choose one of the listed record kinds.')
      .optional(),
    from: isoDate.optional(),
    to: isoDate.optional(),
    ...pageParams,
  })
  .strict()
  .refine((value) => !value.from || !value.to || value.from <= value.to, {
    message: 'The start date is after the end date.',
    path: ['to'],
  });
export type AuditQuery = z.infer<typeof auditQuery>;
