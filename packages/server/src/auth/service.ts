import type { ChangePasswordInput, ResetPasswordInput, SignInInput } from '@pfm/shared';
import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import { recordAudit } from '../audit/service.ts';
import type { Db } from '../db/database.ts';
import { outbox, passwordResetTokens, users } from '../db/schema.ts';
import type { Actor } from '../domain/actor.ts';
import { AppError } from '../domain/errors.ts';
import { issueDeviceToken, trustedDevice } from './devices.ts';
import { decoyPasswordHash, hashPassword, isCommonPassword, verifyPassword } from './passwords.ts';
import { authPolicy } from './policy.ts';
import { createSession, deleteUserSessions } from './sessions.ts';
import { addressGate, deviceGate, forgetAttempts, type Refusal, takeAttempt } from './throttle.ts';
import { hashToken, newToken } from './tokens.ts';
import { matchTotp } from './totp.ts';

export const WRONG_CREDENTIALS = 'The username or password is incorrect.';
export const WRONG_TOTP =
  'That code is not right. Enter the current 6-digit code from your authenticator app.';

const findUserByUsername = async (db: Db, username: string) =>
  (
    await db
      .select()
      .from(users)
      .where(eq(sql`lower(${users.username})`, username.trim().toLowerCase()))
  )[0];

export interface SignInContext {
  address: string;
  /** The time now; a test passes a simulated clock to play minutes of attempts in a moment. */
  clock?: () => Date;
  /** The browser's device cookie, when it sent one (auth/devices.ts). */
  device?: string | undefined;
}

const waitMessage = (refusal: Refusal, now: Date) => {
  const seconds = Math.max(1, Math.ceil((refusal.until.getTime() - now.getTime()) / 1000));
  const count = (n: number, unit: string) => `${n} ${unit}${n === 1 ? '' : 's'}`;
  if (refusal.reason === 'spaced') {
    // A turn is kept for turnGraceMs, so a minute rounded up still finds it.
    const wait = seconds < 60 ? count(seconds, 'second') : count(Math.ceil(seconds / 60), 'minute');
    return `Too many failed sign-in attempts for this account. Try again in ${wait}.`;
  }
  return `Too many failed sign-in attempts. Try again in ${count(Math.ceil(seconds / 60), 'minute')}.`;
};

/**
 * Checks credentials (and the TOTP code when enabled) and starts a new session. Each attempt first
 * takes its place on the throttle counters (auth/throttle.ts) — a browser trusted for this user on
 * its device's own, any other on the username's and the address's — so no more attempts are
 * checked than the limits allow, however many arrive at once. One message for any wrong
 * credential. A success also answers a new device token for the browser's device cookie.
 */
export async function signIn(
  db: Db,
  input: SignInInput,
  { address, clock = () => new Date(), device }: SignInContext,
) {
  const now = clock();
  const actor = { id: null, username: input.username.trim().toLowerCase(), address };
  // Looked up first only to check a device cookie: a guesser's refused attempts stay one read.
  let found: ReturnType<typeof findUserByUsername> | undefined;
  const findUser = () => (found ??= findUserByUsername(db, input.username));
  const trusted = device ? trustedDevice(await findUser(), device, now) : undefined;
  const gate = trusted
    ? deviceGate(db, trusted, address)
    : addressGate(db, input.username, address);
  const refusal = await gate.reserve(now);
  if (refusal) {
    throw new AppError('too_many_requests', waitMessage(refusal, now), undefined, {
      retryAfterSeconds: Math.max(1, Math.ceil((refusal.until.getTime() - now.getTime()) / 1000)),
    });
  }

  const user = await findUser();
  // A missing user costs the same hash as a real one, so response time does not reveal usernames.
  const passwordOk = await verifyPassword(
    input.password,
    user?.passwordHash ?? (await decoyPasswordHash()),
  );
  const fail = async (
    message: string,
    code: 'unauthenticated' | 'totp_required' = 'unauthenticated',
  ) => {
    // Checking took time: the lock and the spacing run from when the answer is known.
    const locked = await gate.fail(clock());
    await recordAudit(
      db,
      { ...actor, id: user?.id ?? null },
      {
        action: 'sign-in-failed',
        entity: 'session',
        summary:
          code === 'totp_required'
            ? `Wrong two-factor code for ${actor.username}`
            : `Wrong username or password for ${actor.username}`,
      },
    );
    if (locked) {
      await recordAudit(
        db,
        { ...actor, id: user?.id ?? null },
        {
          action: 'locked-out',
          entity: 'session',
          summary: `Sign-in for ${actor.username} ${gate.lockout}`,
        },
      );
    }
    throw new AppError(code, message);
  };
  if (!user || !passwordOk || user.disabledAt) return fail(WRONG_CREDENTIALS);

  if (user.totpEnabledAt && user.totpSecret) {
    if (!input.totpCode) {
      // The attempt stays counted (as a failure would), so asking for the code again and again
      // cannot be used to reset the counters between guesses at the code.
      throw new AppError('totp_required', 'Enter the 6-digit code from your authenticator app.');
    }
    const step = matchTotp(user.totpSecret, input.totpCode, now);
    if (step === undefined || (user.totpLastStep !== null && step <= user.totpLastStep)) {
      return fail(WRONG_TOTP, 'totp_required');
    }
    await db.update(users).set({ totpLastStep: step }).where(eq(users.id, user.id));
  }

  await gate.succeed();
  const token = await createSession(db, user.id, now);
  await recordAudit(
    db,
    { id: user.id, username: user.username, address },
    {
      action: 'sign-in',
      entity: 'session',
      summary: `${user.username} signed in${trusted ? ' on a trusted device' : ''}`,
    },
  );
  return { token, user, deviceToken: issueDeviceToken(user, now) };
}

export const assertAcceptablePassword = (password: string, field: string) => {
  if (isCommonPassword(password)) {
    throw new AppError('validation_failed', 'Choose a less common password.', {
      [field]: 'This password is too common. Choose one that is harder to guess.',
    });
  }
};

/**
 * Issues a single-use reset link valid for 30 minutes and puts the mail in the outbox. Unknown or
 * disabled addresses get no mail, and neither does an account that already had
 * `resetMailsPerWindow` mails in the window; the caller answers the same in every case.
 */
export async function requestPasswordReset(
  db: Db,
  email: string,
  appOrigin: string,
  { address, now = new Date() }: { address?: string; now?: Date } = {},
) {
  const [user] = await db
    .select()
    .from(users)
    .where(eq(sql`lower(${users.email})`, email.trim().toLowerCase()));
  if (!user || user.disabledAt) return undefined;
  if (await takeAttempt(db, `reset-mail:${user.id}`, authPolicy.resetMailsPerWindow, now)) {
    return undefined;
  }
  const token = newToken();
  const tokenHash = hashToken(token);
  const link = `${appOrigin}/reset-password?token=${encodeURIComponent(token)}`;
  return db.transaction(async (tx) => {
    await tx.insert(passwordResetTokens).values({
      tokenHash,
      userId: user.id,
      createdAt: now,
      expiresAt: new Date(now.getTime() + authPolicy.resetTokenTtlMs),
    });
    const [mail] = await tx
      .insert(outbox)
      .values({
        recipient: user.email,
        subject: 'Reset your Poultry Farm Management password',
        body: [
          `Hello ${user.firstName},`,
          '',
          'Someone asked to reset the password of your Poultry Farm Management account.',
          `Open this link within 30 minutes to choose a new password: ${link}`,
          '',
          'If it was not you, ignore this message; your password stays as it is.',
        ].join('\n'),
        resetTokenHash: tokenHash,
        createdAt: now,
      })
      .returning();
    await recordAudit(
      tx,
      { id: null, username: user.username, address },
      {
        action: 'password-reset-requested',
        entity: 'user',
        entityKey: user.id,
        summary: `Password reset mail queued for ${user.username}`,
      },
    );
    return mail;
  });
}

export const RESET_LINK_INVALID =
  'This reset link has expired or has already been used. Ask for a new one.';

/**
 * Sets a new password from a reset link. The link, and every other outstanding link of that user,
 * is used up; every session of that user ends.
 */
export async function resetPassword(
  db: Db,
  input: ResetPasswordInput,
  { address, now = new Date() }: { address?: string; now?: Date } = {},
) {
  assertAcceptablePassword(input.password, 'password');
  const passwordHash = await hashPassword(input.password);
  await db.transaction(async (tx) => {
    const [used] = await tx
      .update(passwordResetTokens)
      .set({ usedAt: now })
      .where(
        and(
          eq(passwordResetTokens.tokenHash, hashToken(input.token)),
          isNull(passwordResetTokens.usedAt),
          gt(passwordResetTokens.expiresAt, now),
        ),
      )
      .returning();
    if (!used) throw new AppError('bad_request', RESET_LINK_INVALID, { token: RESET_LINK_INVALID });
    await tx
      .update(passwordResetTokens)
      .set({ usedAt: now })
      .where(and(eq(passwordResetTokens.userId, used.userId), isNull(passwordResetTokens.usedAt)));
    const [user] = await tx
      .update(users)
      .set({ passwordHash, passwordChangedAt: now, updatedAt: now })
      .where(eq(users.id, used.userId))
      .returning();
    await deleteUserSessions(tx, used.userId);
    await recordAudit(
      tx,
      { id: used.userId, username: user?.username ?? '?', address },
      {
        action: 'password-reset',
        entity: 'user',
        entityKey: used.userId,
        summary: `${user?.username ?? 'A user'} set a new password from a reset link`,
      },
    );
  });
}

/**
 * Changes the signed-in user's password after checking the current one; other sessions end. The
 * current-password check is limited like a sign-in (`passwordChecksPerWindow` in the window).
 */
export async function changePassword(
  db: Db,
  actor: Actor & { id: number },
  currentTokenHash: string,
  input: ChangePasswordInput,
  now = new Date(),
) {
  const key = `password-check:${actor.id}`;
  const refusal = await takeAttempt(db, key, authPolicy.passwordChecksPerWindow, now);
  if (refusal) {
    const minutes = Math.max(1, Math.ceil((refusal.until.getTime() - now.getTime()) / 60_000));
    throw new AppError(
      'too_many_requests',
      `Too many wrong current passwords. Try again in ${minutes} minute${minutes === 1 ? '' : 's'}.`,
      undefined,
      { retryAfterSeconds: minutes * 60 },
    );
  }
  const [user] = await db.select().from(users).where(eq(users.id, actor.id));
  if (!user || !(await verifyPassword(input.currentPassword, user.passwordHash))) {
    throw new AppError('validation_failed', 'Your current password is not right.', {
      currentPassword: 'This is not your current password.',
    });
  }
  await forgetAttempts(db, key);
  assertAcceptablePassword(input.newPassword, 'newPassword');
  const passwordHash = await hashPassword(input.newPassword);
  await db.transaction(async (tx) => {
    await tx
      .update(users)
      .set({ passwordHash, passwordChangedAt: now, updatedAt: now })
      .where(eq(users.id, actor.id));
    await deleteUserSessions(tx, actor.id, currentTokenHash);
    await recordAudit(tx, actor, {
      action: 'password-changed',
      entity: 'user',
      entityKey: actor.id,
      summary: `${actor.username} changed their password`,
    });
  });
}
