import { randomBytes } from 'node:crypto';
import type { Language, NewUserInput, ProfileInput, UpdateUserInput } from '@pfm/shared';
import { and, asc, count, desc, eq, exists, gt, isNull, ne, or, sql } from 'drizzle-orm';
import { changedFields, describeChanges, recordAudit } from '../audit/service.ts';
import { hashPassword } from '../auth/passwords.ts';
import { assertAcceptablePassword } from '../auth/service.ts';
import { deleteUserSessions } from '../auth/sessions.ts';
import { takeAttempt } from '../auth/throttle.ts';
import { matchTotp, newTotpSecret, totpEnrolment } from '../auth/totp.ts';
import { toSessionUser, toUserSummary } from '../auth/users.ts';
import type { Db } from '../db/database.ts';
import { outbox, passwordResetTokens, uploads, users } from '../db/schema.ts';
import type { Actor } from '../domain/actor.ts';
import { AppError } from '../domain/errors.ts';
import { checkImageHeader, ImageRejected, PHOTO_MAX_PIXELS } from './images.ts';
import type { PhotoReencoder } from './photo-reencoder.ts';

const isUniqueViolation = (error: unknown, index: string) => {
  const cause =
    (error as { cause?: { code?: string; constraint?: string; message?: string } }).cause ?? error;
  const { code, constraint, message } = cause as {
    code?: string;
    constraint?: string;
    message?: string;
  };
  return code === '23505' && (constraint === index || (message ?? '').includes(index));
};

const duplicateUserError = (error: unknown) => {
  if (isUniqueViolation(error, 'users_email_unique')) {
    return new AppError('conflict', 'Another user already has this email address.', {
      email: 'Another user already has this email address.',
    });
  }
  if (isUniqueViolation(error, 'users_username_unique')) {
    return new AppError('conflict', 'This username is taken.', {
      username: 'This username is taken.',
    });
  }
  return error;
};

const profileOf = (row: typeof users.$inferSelect) => ({
  firstName: row.firstName,
  lastName: row.lastName,
  email: row.email,
  phone: row.phone,
});

export async function updateProfile(db: Db, actor: Actor & { id: number }, input: ProfileInput) {
  try {
    return await db.transaction(async (tx) => {
      const [before] = await tx.select().from(users).where(eq(users.id, actor.id));
      const [row] = await tx
        .update(users)
        .set({ ...input, updatedAt: new Date() })
        .where(eq(users.id, actor.id))
        .returning();
      if (!row || !before) throw new AppError('not_found', 'Your account no longer exists.');
      const changes = changedFields(profileOf(before), profileOf(row));
      await recordAudit(tx, actor, {
        action: 'update',
        entity: 'user',
        entityKey: actor.id,
        summary: `${actor.username} changed their profile: ${describeChanges(changes)}`,
        details: changes,
      });
      return toSessionUser(row);
    });
  } catch (error) {
    throw duplicateUserError(error);
  }
}

/**
 * Sets or clears (`null`) the signed-in user's own language. Audited when it changes, as the other
 * profile changes are; choosing the language already set changes nothing.
 */
export async function setProfileLanguage(
  db: Db,
  actor: Actor & { id: number },
  language: Language | null,
) {
  return db.transaction(async (tx) => {
    const [before] = await tx.select().from(users).where(eq(users.id, actor.id)).for('update');
    if (!before) throw new AppError('not_found', 'Your account no longer exists.');
    if (before.language === language) return toSessionUser(before);
    const [row] = await tx
      .update(users)
      .set({ language, updatedAt: new Date() })
      .where(eq(users.id, actor.id))
      .returning();
    const changes = changedFields({ language: before.language }, { language: row?.language });
    await recordAudit(tx, actor, {
      action: 'update',
      entity: 'user',
      entityKey: actor.id,
      summary: `${actor.username} changed their language: ${describeChanges(changes)}`,
      details: changes,
    });
    return toSessionUser(row as NonNullable<typeof row>);
  });
}

export const PHOTO_MAX_BYTES = 2 * 1024 * 1024;
/** The window of the per-user upload limit. */
const PHOTO_UPLOAD_WINDOW_MS = 10 * 60_000;

export interface PhotoUploads {
  /** Re-encodes photos off the event loop, one at a time. */
  reencoder: PhotoReencoder;
  /** Uploads per user in ten minutes, counted in the database (all sessions and server processes). */
  perTenMinutes: number;
}

/**
 * Stores a profile photo under a server-chosen name and points the user at it. JPG, GIF or PNG, ≤ 2 MB,
 * ≤ 16 megapixels, at most `perTenMinutes` uploads per user in ten minutes (each costs up to seconds
 * of CPU). What is stored is the image re-encoded from its pixels (see `images.ts`): no metadata,
 * comments or trailing bytes survive, and it is at most 1024 px on the longer side.
 */
export async function setProfilePhoto(
  db: Db,
  actor: Actor & { id: number },
  data: Buffer,
  { reencoder, perTenMinutes }: PhotoUploads,
  now = new Date(),
) {
  const userId = actor.id;
  if (data.length === 0)
    throw new AppError('bad_request', 'Choose a photo to upload.', { photo: 'Choose a photo.' });
  if (data.length > PHOTO_MAX_BYTES) {
    throw new AppError('payload_too_large', 'The photo is larger than 2 MB.', {
      photo: 'Use a photo of at most 2 MB.',
    });
  }
  try {
    checkImageHeader(data); // junk is refused before it counts or waits
  } catch (error) {
    throw photoRefusal(error);
  }
  const refusal = await takeAttempt(
    db,
    `photo:${userId}`,
    perTenMinutes,
    now,
    PHOTO_UPLOAD_WINDOW_MS,
  );
  if (refusal) {
    const minutes = Math.max(1, Math.ceil((refusal.until.getTime() - now.getTime()) / 60_000));
    throw new AppError(
      'too_many_requests',
      `Too many photo uploads: at most ${perTenMinutes} in 10 minutes. Try again in ${minutes} minute${minutes === 1 ? '' : 's'}.`,
      undefined,
      { retryAfterSeconds: minutes * 60 },
    );
  }
  const photo = await reencoder.reencode(data).catch((error: unknown) => {
    throw photoRefusal(error);
  });
  const id = randomBytes(16).toString('hex');
  return db.transaction(async (tx) => {
    const [previous] = await tx
      .select({ photoId: users.photoId })
      .from(users)
      .where(eq(users.id, userId));
    await tx.insert(uploads).values({
      id,
      contentType: photo.contentType,
      data: photo.data,
      byteSize: photo.data.length,
    });
    const [row] = await tx
      .update(users)
      .set({ photoId: id, updatedAt: new Date() })
      .where(eq(users.id, userId))
      .returning();
    if (previous?.photoId) await tx.delete(uploads).where(eq(uploads.id, previous.photoId));
    if (!row) throw new AppError('not_found', 'Your account no longer exists.');
    await recordAudit(tx, actor, {
      action: 'update',
      entity: 'user',
      entityKey: userId,
      summary: `${actor.username} changed their photo`,
    });
    return toSessionUser(row);
  });
}

/** An image's refusal in the photo field's words (other errors as they are). */
function photoRefusal(error: unknown) {
  if (!(error instanceof ImageRejected)) return error;
  if (error.reason === 'too_many_pixels') {
    return new AppError(
      'payload_too_large',
      `The photo is larger than ${PHOTO_MAX_PIXELS / 1e6} megapixels.`,
      { photo: `Use a photo of at most ${PHOTO_MAX_PIXELS / 1e6} megapixels.` },
    );
  }
  return new AppError('unsupported_media_type', 'Only JPG, GIF or PNG photos can be used.', {
    photo: 'Use a JPG, GIF or PNG image.',
  });
}

export async function getUpload(db: Db, id: string) {
  const [row] = await db.select().from(uploads).where(eq(uploads.id, id));
  return row;
}

/** Starts TOTP enrolment: a new secret, not yet in force until confirmed with a code. */
export async function startTotpEnrolment(db: Db, userId: number) {
  const [user] = await db.select().from(users).where(eq(users.id, userId));
  if (!user) throw new AppError('not_found', 'Your account no longer exists.');
  if (user.totpEnabledAt)
    throw new AppError('conflict', 'Two-factor authentication is already on.');
  const secret = newTotpSecret();
  await db
    .update(users)
    .set({ totpSecret: secret, updatedAt: new Date() })
    .where(eq(users.id, userId));
  return totpEnrolment(secret, user.username);
}

/** Turns TOTP on once the user proves their app produces the right code. */
export async function confirmTotp(
  db: Db,
  actor: Actor & { id: number },
  code: string,
  now = new Date(),
) {
  const userId = actor.id;
  const [user] = await db.select().from(users).where(eq(users.id, userId));
  if (!user?.totpSecret)
    throw new AppError('bad_request', 'Start setting up two-factor authentication first.');
  if (user.totpEnabledAt)
    throw new AppError('conflict', 'Two-factor authentication is already on.');
  const step = matchTotp(user.totpSecret, code, now);
  if (step === undefined) {
    throw new AppError('validation_failed', 'That code is not right.', {
      code: 'That code is not right. Enter the current 6-digit code from your authenticator app.',
    });
  }
  return db.transaction(async (tx) => {
    const [row] = await tx
      .update(users)
      .set({ totpEnabledAt: now, totpLastStep: step, updatedAt: now })
      .where(eq(users.id, userId))
      .returning();
    await recordAudit(tx, actor, {
      action: 'two-factor-enabled',
      entity: 'user',
      entityKey: userId,
      summary: `${actor.username} turned on two-factor authentication`,
    });
    return toSessionUser(row as NonNullable<typeof row>);
  });
}

export async function listUsers(db: Db) {
  const rows = await db.select().from(users).orderBy(asc(users.username));
  return rows.map(toUserSummary);
}

export async function createUser(db: Db, actor: Actor, input: NewUserInput) {
  assertAcceptablePassword(input.password, 'password');
  const { password, ...fields } = input;
  const passwordHash = await hashPassword(password);
  try {
    return await db.transaction(async (tx) => {
      const [row] = await tx
        .insert(users)
        .values({ ...fields, passwordHash })
        .returning();
      const user = toUserSummary(row as NonNullable<typeof row>);
      await recordAudit(tx, actor, {
        action: 'create',
        entity: 'user',
        entityKey: user.id,
        summary: `Added user ${user.username} (${user.role})`,
        details: fields,
      });
      return user;
    });
  } catch (error) {
    throw duplicateUserError(error);
  }
}

/** Changes a user's role or disables them (which ends their sessions). The last active Administrator stays. */
export async function updateUser(
  db: Db,
  actor: Actor & { id: number },
  userId: number,
  input: UpdateUserInput,
) {
  const actorId = actor.id;
  return db.transaction(async (tx) => {
    const [user] = await tx.select().from(users).where(eq(users.id, userId));
    if (!user) throw new AppError('not_found', 'There is no such user.');
    const demoting = input.role === 'Staff' && user.role === 'Administrator';
    const disabling = input.disabled === true && !user.disabledAt;
    if ((demoting || disabling) && user.role === 'Administrator') {
      const [others] = await tx
        .select({ n: count() })
        .from(users)
        .where(
          and(eq(users.role, 'Administrator'), isNull(users.disabledAt), ne(users.id, userId)),
        );
      if ((others?.n ?? 0) === 0) {
        throw new AppError(
          'conflict',
          'Keep at least one active Administrator: promote another user first.',
        );
      }
    }
    if (disabling && userId === actorId)
      throw new AppError('conflict', 'You cannot disable your own account.');
    const now = new Date();
    const [row] = await tx
      .update(users)
      .set({
        ...(input.role && { role: input.role }),
        ...(input.disabled !== undefined && { disabledAt: input.disabled ? now : null }),
        updatedAt: now,
      })
      .where(eq(users.id, userId))
      .returning();
    if (disabling) await deleteUserSessions(tx, userId);
    const changes = changedFields(
      { role: user.role, disabled: user.disabledAt !== null },
      { role: row?.role, disabled: row?.disabledAt !== null },
    );
    await recordAudit(tx, actor, {
      action: 'update',
      entity: 'user',
      entityKey: userId,
      summary: `Changed user ${user.username}: ${describeChanges(changes)}`,
      details: changes,
    });
    return toUserSummary(row as NonNullable<typeof row>);
  });
}

/**
 * The newest mails, leaving out reset mails whose link was used, has expired or was replaced: an
 * Administrator never sees a link that could still be opened by mistake after its time.
 */
export async function listOutbox(db: Db, now = new Date(), limit = 100) {
  const liveLink = exists(
    db
      .select({ one: sql`1` })
      .from(passwordResetTokens)
      .where(
        and(
          eq(passwordResetTokens.tokenHash, outbox.resetTokenHash),
          isNull(passwordResetTokens.usedAt),
          gt(passwordResetTokens.expiresAt, now),
        ),
      ),
  );
  const mails = await db
    .select({
      id: outbox.id,
      recipient: outbox.recipient,
      subject: outbox.subject,
      body: outbox.body,
      createdAt: outbox.createdAt,
    })
    .from(outbox)
    .where(or(isNull(outbox.resetTokenHash), liveLink))
    .orderBy(desc(outbox.id))
    .limit(limit);
  return mails.map((mail) => ({ ...mail, createdAt: mail.createdAt.toISOString() }));
}

export const DEMO_ADMIN = { username: 'admin', password: 'broiler-demo-2026' } as const;

/**
 * Makes sure there is a first Administrator. The embedded demo database gets `admin` with the README's
 * password; on PostgreSQL the password must come from ADMIN_PASSWORD (there is no default account).
 * @returns what happened, for the start-up log.
 */
export async function ensureAdministrator(
  db: Db,
  { demo, adminPassword }: { demo: boolean; adminPassword: string | undefined },
): Promise<'exists' | 'created' | 'missing'> {
  const [existing] = await db
    .select({ n: count() })
    .from(users)
    .where(eq(users.role, 'Administrator'));
  if ((existing?.n ?? 0) > 0) return 'exists';
  const password = adminPassword ?? (demo ? DEMO_ADMIN.password : undefined);
  if (!password) return 'missing';
  await db
    .insert(users)
    .values({
      username: DEMO_ADMIN.username,
      firstName: 'Admin',
      lastName: 'User',
      email: 'admin@example.com',
      role: 'Administrator',
      passwordHash: await hashPassword(password),
    })
    .onConflictDoNothing();
  return 'created';
}
