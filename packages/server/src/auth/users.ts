import { apiPaths, type Role, recordPath, type SessionUser, type UserSummary } from '@pfm/shared';
import type { users } from '../db/schema.ts';

type UserRow = typeof users.$inferSelect;

export const photoUrl = (photoId: string | null) =>
  photoId ? recordPath(apiPaths.uploads, photoId) : null;

/** What the API may show of a user: never the hash or the TOTP secret. */
export function toSessionUser(row: UserRow): SessionUser {
  return {
    id: row.id,
    username: row.username,
    firstName: row.firstName,
    lastName: row.lastName,
    email: row.email,
    phone: row.phone,
    role: row.role as Role,
    photoUrl: photoUrl(row.photoId),
    totpEnabled: row.totpEnabledAt !== null,
    passwordChangedAt: row.passwordChangedAt.toISOString(),
    language: row.language,
  };
}

export function toUserSummary(row: UserRow): UserSummary {
  return {
    ...toSessionUser(row),
    disabled: row.disabledAt !== null,
    createdAt: row.createdAt.toISOString(),
  };
}
