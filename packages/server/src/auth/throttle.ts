import { eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../db/database.ts';
import { signInThrottle } from '../db/schema.ts';
import { authPolicy } from './policy.ts';

/**
 * The three counters an ordinary sign-in attempt is held against (decisions 0013 and 0031):
 * - `pair`: this username from this client address — the guesser's own counter; it locks hard.
 *   Its `nextAttemptAt` is this address's turn at the username, while it holds one.
 * - `user`: this username from anywhere — never locks, only spaces checks out; its `nextAttemptAt`
 *   is the next free turn, and its window runs until the username has had 15 quiet minutes.
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

const later = (time: Date, ms: number) => new Date(time.getTime() + ms);

const windowEnd = (row: Row) => later(row.windowStartedAt, authPolicy.throttleWindowMs);

/** A row as it counts now: an old window starts again from nothing (a lock or a turn stays). */
const current = (row: Row, now: Date): Row =>
  inWindow(row, now) ? row : { ...row, failures: 0, windowStartedAt: now };

/** This address's turn at the username, unless it has none or let it lapse. */
const turnOf = (pair: Row | undefined, now: Date) =>
  pair?.nextAttemptAt && later(pair.nextAttemptAt, authPolicy.turnGraceMs) > now
    ? pair.nextAttemptAt
    : undefined;

/** Why the pair and address counters hold this attempt back now, if they do. */
function heldBack(pair: Row | undefined, address: Row | undefined, now: Date): Refusal | undefined {
  for (const [row, limit] of [
    [pair, authPolicy.lockPairAfter],
    [address, authPolicy.lockAddressAfter],
  ] as const) {
    if (!row) continue;
    if (row.lockedUntil && row.lockedUntil > now)
      return { reason: 'locked', until: row.lockedUntil };
    // The limit's worth of attempts is already being checked or has failed in this window.
    if (current(row, now).failures >= limit) return { reason: 'locked', until: windowEnd(row) };
  }
  const turn = turnOf(pair, now);
  return turn && turn > now ? { reason: 'spaced', until: turn } : undefined;
}

/**
 * Takes one attempt's place before the password is checked, atomically: the rows are locked (in
 * key order, so two attempts never wait on each other crosswise) for the length of the
 * transaction, so however many attempts arrive at once, on however many server processes, no more
 * are checked than the limits allow. While the username is spaced out, the checks come in turns:
 * an address refused for the wait is given the next free turn (one at a time) and the refusal says
 * when it comes; at its turn only that address is checked. A guesser polling from k addresses so
 * holds at most k turns, and the rightful user's comes after at most k + 1 spacings. Returns a
 * refusal when the attempt may not be checked now; a refused attempt counts on no lock.
 */
export async function reserveAttempt(
  db: Db,
  keys: ThrottleKeys,
  now: Date,
): Promise<Refusal | undefined> {
  const ordered = [keys.address, keys.pair, keys.user].sort();
  // A guesser polling away is refused on a read without locks: only a success or time lifts a
  // lock or a turn to come, so a stale read can only refuse, never let more through.
  const seen = new Map(
    (await db.select().from(signInThrottle).where(inArray(signInThrottle.key, ordered))).map(
      (row) => [row.key, row],
    ),
  );
  const early = heldBack(seen.get(keys.pair), seen.get(keys.address), now);
  if (early) return early;

  return db.transaction(async (tx) => {
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
    const byKey = new Map(rows.map((row) => [row.key, current(row, now)]));
    const pair = byKey.get(keys.pair) as Row;
    const user = byKey.get(keys.user) as Row;
    const address = byKey.get(keys.address) as Row;
    const refusal = heldBack(pair, address, now);
    if (refusal) return refusal;

    const save = (row: Row, change: Partial<Row>) =>
      tx
        .update(signInThrottle)
        .set({ failures: row.failures, windowStartedAt: row.windowStartedAt, ...change })
        .where(eq(signInThrottle.key, row.key));
    // Counting on the username: a turn counts when it is given, a free attempt when it is taken;
    // the username's window restarts only after 15 quiet minutes, so a steady guesser stays spaced.
    const countOnUser = (at: Date) => {
      const failures = user.failures + 1;
      return save(user, {
        failures,
        windowStartedAt: now,
        nextAttemptAt: later(at, attemptSpacingMs(failures)),
      });
    };
    const turn = turnOf(pair, now);
    if (!turn && user.nextAttemptAt && user.nextAttemptAt > now) {
      const given = user.nextAttemptAt;
      await save(pair, { nextAttemptAt: given });
      await countOnUser(given);
      return { reason: 'spaced', until: given };
    }

    await save(pair, { failures: pair.failures + 1, nextAttemptAt: null });
    await save(address, { failures: address.failures + 1 });
    if (!turn) await countOnUser(now);
    return undefined;
  });
}

/**
 * The checked attempt failed: a counter that has reached its limit locks for `lockMs` (the pair
 * after 10, the address after 30), and the username's next free turn is spaced from now (checking
 * took time). Returns whether this failure locked something.
 */
export async function recordFailure(db: Db, keys: ThrottleKeys, now: Date): Promise<boolean> {
  const lockedUntil = later(now, authPolicy.lockMs);
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
  const spaced = later(now, attemptSpacingMs(user?.failures ?? 0));
  await db
    .update(signInThrottle)
    .set({
      nextAttemptAt: sql`greatest(${signInThrottle.nextAttemptAt}, ${spaced.toISOString()}::timestamptz)`,
    })
    .where(eq(signInThrottle.key, keys.user));
  return locked.length > 0;
}

/**
 * A successful sign-in: this username from this address starts again, and the username and the
 * address get back the place this attempt took (so an office signing in all morning from one
 * address is never locked). The username's other failures stay until it has been quiet: a
 * success does not hand a guesser elsewhere a fresh run of quick attempts.
 */
export async function clearAttempts(db: Db, keys: ThrottleKeys): Promise<void> {
  await db.delete(signInThrottle).where(eq(signInThrottle.key, keys.pair));
  await db
    .update(signInThrottle)
    .set({ failures: sql`greatest(${signInThrottle.failures} - 1, 0)` })
    .where(inArray(signInThrottle.key, [keys.user, keys.address]));
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
 * Counts one attempt against `key` in one atomic statement (a new window when the old one ended,
 * `windowMs` after it started: at most the throttle window, as purgeThrottle drops older rows).
 */
async function countAttempt(
  db: Db,
  key: string,
  now: Date,
  windowMs = authPolicy.throttleWindowMs,
): Promise<Row> {
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
  return row as Row;
}

const overLimit = (row: Row, limit: number, windowMs = authPolicy.throttleWindowMs) =>
  row.failures <= limit
    ? undefined
    : ({ reason: 'locked', until: later(row.windowStartedAt, windowMs) } satisfies Refusal);

/**
 * Counts one attempt at something limited per key (checking the current password, queuing reset
 * mails for an account, uploading a photo) in one atomic statement, and refuses it once `limit`
 * attempts were counted in the window. Parallel attempts on several server processes are all counted.
 */
export async function takeAttempt(
  db: Db,
  key: string,
  limit: number,
  now: Date,
  windowMs = authPolicy.throttleWindowMs,
): Promise<Refusal | undefined> {
  return overLimit(await countAttempt(db, key, now, windowMs), limit, windowMs);
}

/** Forgets the attempts counted against `key` (the thing succeeded). */
export async function forgetAttempts(db: Db, key: string): Promise<void> {
  await db.delete(signInThrottle).where(eq(signInThrottle.key, key));
}

/** The counters one sign-in attempt is held against, whichever they are. */
export interface SignInGate {
  /** What a lockout locks, in the audit log's words (after "Sign-in for <username>"). */
  lockout: string;
  /** Takes the attempt's place before the password is checked, or says why it must wait. */
  reserve(now: Date): Promise<Refusal | undefined>;
  /** The checked attempt failed; answers whether that locked something. */
  fail(now: Date): Promise<boolean>;
  succeed(): Promise<void>;
}

/** An ordinary attempt: the username + address, address and username counters. */
export const addressGate = (db: Db, username: string, address: string): SignInGate => {
  const keys = throttleKeys(username, address);
  return {
    lockout: `from ${address} locked for ${authPolicy.lockMs / 60_000} minutes`,
    reserve: (now) => reserveAttempt(db, keys, now),
    fail: (now) => recordFailure(db, keys, now),
    succeed: () => clearAttempts(db, keys),
  };
};

/**
 * An attempt from a browser trusted for this user (its device cookie, auth/devices.ts): it counts
 * on that device alone, so guessing elsewhere never delays it; the device takes
 * `deviceAttemptsPerWindow` attempts a window, then waits for the window's end.
 */
export const deviceGate = (db: Db, device: string, address: string): SignInGate => {
  const key = `device:${device}`;
  let taken = 0;
  return {
    lockout: `from a trusted device at ${address} locked for up to ${authPolicy.lockMs / 60_000} minutes`,
    reserve: async (now) => {
      const row = await countAttempt(db, key, now);
      taken = row.failures;
      return overLimit(row, authPolicy.deviceAttemptsPerWindow);
    },
    fail: async () => taken === authPolicy.deviceAttemptsPerWindow,
    succeed: () => forgetAttempts(db, key),
  };
};
