import { eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../db/database.ts';
import { signInThrottle } from '../db/schema.ts';
import { authPolicy } from './policy.ts';

export const throttleKeys = (username: string, address: string) => ({
  user: `user:${username.trim().toLowerCase()}`,
  address: `address:${address}`,
});

/** When the username or the address is locked out, the time the lock ends. */
export async function lockedUntil(db: Db, keys: string[], now: Date): Promise<Date | undefined> {
  const rows = await db.select().from(signInThrottle).where(inArray(signInThrottle.key, keys));
  const locks = rows
    .map((row) => row.lockedUntil)
    .filter((until): until is Date => until !== null && until > now);
  return locks.sort((a, b) => b.getTime() - a.getTime())[0];
}

/**
 * Counts one failed attempt against a key, atomically (one statement, so parallel attempts on several
 * server processes are all counted). Returns the failures now in the window.
 */
export async function recordFailure(
  db: Db,
  key: string,
  lockAfter: number,
  now: Date,
): Promise<number> {
  const windowStart = sql`${new Date(now.getTime() - authPolicy.throttleWindowMs).toISOString()}::timestamptz`;
  const nowSql = sql`${now.toISOString()}::timestamptz`;
  const lockEnd = new Date(now.getTime() + authPolicy.lockMs);
  const [row] = await db
    .insert(signInThrottle)
    .values({ key, failures: 1, windowStartedAt: now })
    .onConflictDoUpdate({
      target: signInThrottle.key,
      set: {
        failures: sql`case when ${signInThrottle.windowStartedAt} < ${windowStart} then 1 else ${signInThrottle.failures} + 1 end`,
        windowStartedAt: sql`case when ${signInThrottle.windowStartedAt} < ${windowStart} then ${nowSql} else ${signInThrottle.windowStartedAt} end`,
      },
    })
    .returning();
  const failures = row?.failures ?? 1;
  if (failures >= lockAfter) {
    await db
      .update(signInThrottle)
      .set({ lockedUntil: lockEnd, failures: 0, windowStartedAt: now })
      .where(eq(signInThrottle.key, key));
  }
  return failures;
}

export async function clearFailures(db: Db, key: string): Promise<void> {
  await db.delete(signInThrottle).where(eq(signInThrottle.key, key));
}

/** How long to hold back the answer to a failed attempt, given the failures counted so far. */
export function failureDelayMs(failures: number): number {
  if (failures < authPolicy.slowAfterFailures) return 0;
  return Math.min(250 * 2 ** (failures - authPolicy.slowAfterFailures), authPolicy.maxDelayMs);
}
