import type { ChangePasswordInput, ResetPasswordInput, SignInInput } from '@pfm/shared';
import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import type { Db } from '../db/database.ts';
import { outbox, passwordResetTokens, users } from '../db/schema.ts';
import { AppError } from '../http/errors.ts';
import { decoyPasswordHash, hashPassword, isCommonPassword, verifyPassword } from './passwords.ts';
import { authPolicy } from './policy.ts';
import { createSession, deleteUserSessions } from './sessions.ts';
import {
  clearFailures,
  failureDelayMs,
  lockedUntil,
  recordFailure,
  throttleKeys,
} from './throttle.ts';
import { hashToken, newToken } from './tokens.ts';
import { matchTotp } from './totp.ts';

export const WRONG_CREDENTIALS = 'The username or password is incorrect.';
export const WRONG_TOTP =
  'That code is not right. Enter the current 6-digit code from your authenticator app.';

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

const findUserByUsername = async (db: Db, username: string) =>
  (
    await db
      .select()
      .from(users)
      .where(eq(sql`lower(${users.username})`, username.trim().toLowerCase()))
  )[0];

export interface SignInContext {
  address: string;
  now?: Date;
  /** Tests turn the slow-down off; the count and the lock still apply. */
  delay?: (ms: number) => Promise<unknown>;
}

/**
 * Checks credentials (and the TOTP code when enabled) and starts a new session. Failures are counted
 * per username and per client address: answers slow down from the 3rd failure and both are locked for
 * 15 minutes after 10 (username) or 30 (address). One message for any wrong credential.
 */
export async function signIn(
  db: Db,
  input: SignInInput,
  { address, now = new Date(), delay = sleep }: SignInContext,
) {
  const keys = throttleKeys(input.username, address);
  const locked = await lockedUntil(db, [keys.user, keys.address], now);
  if (locked) {
    const minutes = Math.max(1, Math.ceil((locked.getTime() - now.getTime()) / 60_000));
    throw new AppError(
      'too_many_requests',
      `Too many failed sign-in attempts. Try again in ${minutes} minute${minutes === 1 ? '' : 's'}.`,
    );
  }

  const user = await findUserByUsername(db, input.username);
  // A missing user costs the same hash as a real one, so response time does not reveal usernames.
  const passwordOk = await verifyPassword(
    input.password,
    user?.passwordHash ?? (await decoyPasswordHash()),
  );
  const fail = async (
    message: string,
    code: 'unauthenticated' | 'totp_required' = 'unauthenticated',
  ) => {
    const failures = await recordFailure(db, keys.user, authPolicy.lockUsernameAfter, now);
    await recordFailure(db, keys.address, authPolicy.lockAddressAfter, now);
    await delay(failureDelayMs(failures));
    throw new AppError(code, message);
  };
  if (!user || !passwordOk || user.disabledAt) return fail(WRONG_CREDENTIALS);

  if (user.totpEnabledAt && user.totpSecret) {
    if (!input.totpCode) {
      throw new AppError('totp_required', 'Enter the 6-digit code from your authenticator app.');
    }
    const step = matchTotp(user.totpSecret, input.totpCode, now);
    if (step === undefined || (user.totpLastStep !== null && step <= user.totpLastStep)) {
      return fail(WRONG_TOTP, 'totp_required');
    }
    await db.update(users).set({ totpLastStep: step }).where(eq(users.id, user.id));
  }

  await clearFailures(db, keys.user);
  const token = await createSession(db, user.id, now);
  return { token, user };
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
 * disabled addresses get no mail, and the caller answers the same either way.
 */
export async function requestPasswordReset(
  db: Db,
  email: string,
  appOrigin: string,
  now = new Date(),
) {
  const [user] = await db
    .select()
    .from(users)
    .where(eq(sql`lower(${users.email})`, email.trim().toLowerCase()));
  if (!user || user.disabledAt) return undefined;
  const token = newToken();
  const link = `${appOrigin}/reset-password?token=${encodeURIComponent(token)}`;
  return db.transaction(async (tx) => {
    await tx.insert(passwordResetTokens).values({
      tokenHash: hashToken(token),
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
        createdAt: now,
      })
      .returning();
    return mail;
  });
}

export const RESET_LINK_INVALID =
  'This reset link has expired or has already been used. Ask for a new one.';

/** Sets a new password from a reset link, uses the link up, and ends every session of that user. */
export async function resetPassword(db: Db, input: ResetPasswordInput, now = new Date()) {
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
      .update(users)
      .set({ passwordHash, passwordChangedAt: now, updatedAt: now })
      .where(eq(users.id, used.userId));
    await deleteUserSessions(tx, used.userId);
  });
}

/** Changes the signed-in user's password after checking the current one; other sessions end. */
export async function changePassword(
  db: Db,
  userId: number,
  currentTokenHash: string,
  input: ChangePasswordInput,
  now = new Date(),
) {
  const [user] = await db.select().from(users).where(eq(users.id, userId));
  if (!user || !(await verifyPassword(input.currentPassword, user.passwordHash))) {
    throw new AppError('validation_failed', 'Your current password is not right.', {
      currentPassword: 'This is not your current password.',
    });
  }
  assertAcceptablePassword(input.newPassword, 'newPassword');
  const passwordHash = await hashPassword(input.newPassword);
  await db.transaction(async (tx) => {
    await tx
      .update(users)
      .set({ passwordHash, passwordChangedAt: now, updatedAt: now })
      .where(eq(users.id, userId));
    await deleteUserSessions(tx, userId, currentTokenHash);
  });
}
