import { eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../db/database.ts';
import { signInThrottle } from '../db/schema.ts';
import { authPolicy } from './policy.ts';

/**
 * The three counters a sign-in attempt is held against (decision 0013):
 * - `pair`: this username from this client address — the guesser's own counter; it locks hard.
 * - `user`: this username from anywhere — never locks, only spaces attempts out, so that a guesser
 *   elsewhere cannot shut the rightful user out for more than a short wait.
 * - `address`: this client address, whatever username — stops one address spraying many names.
 */
export const throttleKeys = (username: string, address: string) => {
  const name = username.trim().toLowerCase();
  return { pair: `pair:${name}|${address}`, user: `user:${name}`, address: `address:${address}` };
};

export type ThrottleKeys = ReturnType<typeof throttleKeys>;

type Row = typeof signInThrottle.$inferSelect;

/** Why an attempt may not be checked now, and for how long. */
export interface Refusal {
  reason: 'locked' | 'spaced';
  until: Date;
}

/** How long an attempt on a username must wait after `failures` unsuccessful ones (0 below the 3rd). */
export function attemptSpacingMs(failures: number): number {
  if (failures < authPolicy.slowAfterFailures) return 0;
  return Math.min(
    authPolicy.firstSpacingMs * 2 ** (failures - authPolicy.slowAfterFailures),
    authPolicy.maxSpacingMs,
  );
}

const inWindow = (row: Row, now: Date) =>
  row.windowStartedAt.getTime() > now.getTime() - authPolicy.throttleWindowMs;

/**
 * Takes one attempt's place on every counter before the password is checked, atomically: the rows
 * are locked (in key order, so two attempts never wait on each other crosswise) for the length of
 * the transaction, so however many attempts arrive at once, no more are checked than the limits
 * allow. Returns a refusal instead when a counter does not let this attempt through now; a refused
 * attempt counts nowhere.
 */
export async function reserveAttempt(
  db: Db,
  keys: ThrottleKeys,
  now: Date,
): Promise<Refusal | undefined> {
  return db.transaction(async (tx) => {
    const ordered = [keys.address, keys.pair, keys.user].sort();
    await tx
      .insert(signInThrottle)
      .values(ordered.map((key) => ({ key, failures: 0, windowStartedAt: now })))
      .onConflictDoNothing();
    const rows = await tx
      .select()
      .from(signInThrottle)
      .where(inArray(signInThrottle.key, ordered))
      .orderBy(signInThrottle.key)
      .for('update');
    const byKey = new Map(rows.map((row) => [row.key, row]));
    const current = (key: string): Row => {
      const row = byKey.get(key) as Row;
      // An old window starts again from nothing (a lock still running stays).
      return inWindow(row, now) ? row : { ...row, failures: 0, windowStartedAt: now };
    };
    const pair = current(keys.pair);
    const user = current(keys.user);
    const address = current(keys.address);
    const windowEnd = (row: Row) =>
      new Date(row.windowStartedAt.getTime() + authPolicy.throttleWindowMs);

    for (const [row, limit] of [
      [pair, authPolicy.lockPairAfter],
      [address, authPolicy.lockAddressAfter],
    ] as const) {
      if (row.lockedUntil && row.lockedUntil > now)
        return { reason: 'locked', until: row.lockedUntil };
      // The limit's worth of attempts is already being checked or has failed in this window.
      if (row.failures >= limit) return { reason: 'locked', until: windowEnd(row) };
    }
    if (user.nextAttemptAt && user.nextAttemptAt > now) {
      return { reason: 'spaced', until: user.nextAttemptAt };
    }

    for (const row of [pair, address, user]) {
      const failures = row.failures + 1;
      await tx
        .update(signInThrottle)
        .set({
          failures,
          windowStartedAt: row.windowStartedAt,
          ...(row === user && {
            nextAttemptAt: new Date(now.getTime() + attemptSpacingMs(failures)),
          }),
        })
        .where(eq(signInThrottle.key, row.key));
    }
    return undefined;
  });
}

/**
 * The checked attempt failed: a counter that has reached its limit locks for `lockMs` (the pair
 * after 10, the address after 30), and the username's next attempt is spaced from now (checking
 * took time). Returns whether this failure locked something.
 */
export async function recordFailure(db: Db, keys: ThrottleKeys, now: Date): Promise<boolean> {
  const lockedUntil = new Date(now.getTime() + authPolicy.lockMs);
  const locked = await db
    .update(signInThrottle)
    .set({ lockedUntil, failures: 0, windowStartedAt: now })
    .where(
      sql`(${signInThrottle.key} = ${keys.pair} and ${signInThrottle.failures} >= ${authPolicy.lockPairAfter}) or (${signInThrottle.key} = ${keys.address} and ${signInThrottle.failures} >= ${authPolicy.lockAddressAfter})`,
    )
    .returning({ key: signInThrottle.key });
  const [user] = await db
    .select({ failures: signInThrottle.failures })
    .from(signInThrottle)
    .where(eq(signInThrottle.key, keys.user));
  const spaced = new Date(now.getTime() + attemptSpacingMs(user?.failures ?? 0));
  await db
    .update(signInThrottle)
    .set({
      nextAttemptAt: sql`greatest(${signInThrottle.nextAttemptAt}, ${spaced.toISOString()}::timestamptz)`,
    })
    .where(eq(signInThrottle.key, keys.user));
  return locked.length > 0;
}

/**
 * A successful sign-in: this username's counters start again, and the address gets back the place
 * this attempt took (so an office signing in all morning from one address is never locked).
 */
export async function clearAttempts(db: Db, keys: ThrottleKeys): Promise<void> {
  await db.delete(signInThrottle).where(inArray(signInThrottle.key, [keys.pair, keys.user]));
  await db
    .update(signInThrottle)
    .set({ failures: sql`greatest(${signInThrottle.failures} - 1, 0)` })
    .where(eq(signInThrottle.key, keys.address));
}

/** Drops counters whose window and lock have both ended. */
export async function purgeThrottle(db: Db, now: Date): Promise<void> {
  const windowStart = new Date(now.getTime() - authPolicy.throttleWindowMs).toISOString();
  await db
    .delete(signInThrottle)
    .where(
      sql`${signInThrottle.windowStartedAt} < ${windowStart}::timestamptz and (${signInThrottle.lockedUntil} is null or ${signInThrottle.lockedUntil} < ${now.toISOString()}::timestamptz) and (${signInThrottle.nextAttemptAt} is null or ${signInThrottle.nextAttemptAt} < ${now.toISOString()}::timestamptz)`,
    );
}

/**
 * Counts one attempt at something limited per key (checking the current password, queuing reset
 * mails for an account, uploading a photo) in one atomic statement, and refuses it once `limit`
 * attempts were counted in the window (at most the throttle window: purgeThrottle drops older rows).
 * Parallel attempts on several server processes are all counted.
 */
export async function takeAttempt(
  db: Db,
  key: string,
  limit: number,
  now: Date,
  windowMs = authPolicy.throttleWindowMs,
): Promise<Refusal | undefined> {
  const windowStart = sql`${new Date(now.getTime() - windowMs).toISOString()}::timestamptz`;
  const nowSql = sql`${now.toISOString()}::timestamptz`;
  const expired = sql`${signInThrottle.windowStartedAt} < ${windowStart}`;
  const [row] = await db
    .insert(signInThrottle)
    .values({ key, failures: 1, windowStartedAt: now })
    .onConflictDoUpdate({
      target: signInThrottle.key,
      set: {
        failures: sql`case when ${expired} then 1 else ${signInThrottle.failures} + 1 end`,
        windowStartedAt: sql`case when ${expired} then ${nowSql} else ${signInThrottle.windowStartedAt} end`,
      },
    })
    .returning();
  if (!row || row.failures <= limit) return undefined;
  return { reason: 'locked', until: new Date(row.windowStartedAt.getTime() + windowMs) };
}

/** Forgets the attempts counted against `key` (the thing succeeded). */
export async function forgetAttempts(db: Db, key: string): Promise<void> {
  await db.delete(signInThrottle).where(eq(signInThrottle.key, key));
}
