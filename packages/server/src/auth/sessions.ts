import { and, eq, lt, lte, ne, or } from 'drizzle-orm';
import type { Db } from '../db/database.ts';
import { passwordResetTokens, sessions, users } from '../db/schema.ts';
import { authPolicy } from './policy.ts';
import { purgeThrottle } from './throttle.ts';
import { hashToken, newToken } from './tokens.ts';

/** Starts a session and returns the token for the cookie (a new one at every sign-in). */
export async function createSession(db: Db, userId: number, now: Date): Promise<string> {
  const token = newToken();
  await db.insert(sessions).values({
    tokenHash: hashToken(token),
    userId,
    createdAt: now,
    lastSeenAt: now,
    expiresAt: new Date(now.getTime() + authPolicy.sessionAbsoluteMs),
  });
  return token;
}

/** The user of a live session, or undefined. Ends the session when idle or past its absolute limit. */
export async function resolveSession(db: Db, token: string, now: Date) {
  const tokenHash = hashToken(token);
  const [row] = await db
    .select({ session: sessions, user: users })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(eq(sessions.tokenHash, tokenHash));
  if (!row) return undefined;
  const idleSince = now.getTime() - row.session.lastSeenAt.getTime();
  if (row.session.expiresAt <= now || idleSince > authPolicy.sessionIdleMs || row.user.disabledAt) {
    await db.delete(sessions).where(eq(sessions.tokenHash, tokenHash));
    return undefined;
  }
  if (idleSince > authPolicy.sessionTouchMs) {
    await db.update(sessions).set({ lastSeenAt: now }).where(eq(sessions.tokenHash, tokenHash));
  }
  return { user: row.user, tokenHash };
}

export async function deleteSession(db: Db, token: string): Promise<void> {
  await db.delete(sessions).where(eq(sessions.tokenHash, hashToken(token)));
}

/** Ends every session of a user, except optionally the one making the request. */
export async function deleteUserSessions(
  db: Pick<Db, 'delete'>,
  userId: number,
  keepTokenHash?: string,
) {
  await db
    .delete(sessions)
    .where(
      keepTokenHash
        ? and(eq(sessions.userId, userId), ne(sessions.tokenHash, keepTokenHash))
        : eq(sessions.userId, userId),
    );
}

/**
 * Deletes what can never be used again: sessions past their absolute end or idle too long, reset
 * links that expired, and throttle counters whose window and lock are over.
 */
export async function purgeExpired(db: Db, now: Date): Promise<void> {
  const idleSince = new Date(now.getTime() - authPolicy.sessionIdleMs);
  await db
    .delete(sessions)
    .where(or(lte(sessions.expiresAt, now), lt(sessions.lastSeenAt, idleSince)));
  await db.delete(passwordResetTokens).where(lte(passwordResetTokens.expiresAt, now));
  await purgeThrottle(db, now);
}
