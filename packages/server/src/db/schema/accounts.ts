import { languages } from '@pfm/shared';
import { sql } from 'drizzle-orm';
import {
  bigint,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { bytea, timestamps } from './columns.ts';

export const users = pgTable(
  'users',
  {
    id: serial('id').primaryKey(),
    username: text('username').notNull(),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull(),
    email: text('email').notNull(),
    phone: text('phone').notNull().default(''),
    role: text('role', { enum: ['Administrator', 'Staff'] }).notNull(),
    passwordHash: text('password_hash').notNull(),
    passwordChangedAt: timestamp('password_changed_at', { withTimezone: true })
      .notNull()
      .defaultNow(),
    /** Base32 TOTP secret; confirmed once `totpEnabledAt` is set. */
    totpSecret: text('totp_secret'),
    totpEnabledAt: timestamp('totp_enabled_at', { withTimezone: true }),
    /** Last TOTP time step accepted, so a code cannot be replayed. */
    totpLastStep: bigint('totp_last_step', { mode: 'number' }),
    photoId: text('photo_id'),
    disabledAt: timestamp('disabled_at', { withTimezone: true }),
    /** The language they chose for themselves (Profile, the account menu); null: none chosen. */
    language: text('language', { enum: languages }),
    ...timestamps,
  },
  (table) => [
    uniqueIndex('users_username_unique').on(sql`lower(${table.username})`),
    uniqueIndex('users_email_unique').on(sql`lower(${table.email})`),
    check(
      'users_language_known',
      sql`${table.language} is null or ${table.language} in (${sql.raw(languages.map((code) => `'${code}'`).join(', '))})`,
    ),
  ],
);

/** Server-side sessions. Only a SHA-256 of the cookie's token is stored. */
export const sessions = pgTable(
  'sessions',
  {
    tokenHash: text('token_hash').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    lastSeenAt: timestamp('last_seen_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (table) => [index('sessions_user_idx').on(table.userId)],
);

export const passwordResetTokens = pgTable('password_reset_tokens', {
  tokenHash: text('token_hash').primaryKey(),
  userId: integer('user_id')
    .notNull()
    .references(() => users.id, { onDelete: 'cascade' }),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  usedAt: timestamp('used_at', { withTimezone: true }),
});

/**
 * Sign-in attempt counters per username + client address, per username and per client address,
 * shared by every server process (see auth/throttle.ts). `failures` counts attempts taken in the
 * current window that have not succeeded.
 */
export const signInThrottle = pgTable('sign_in_throttle', {
  key: text('key').primaryKey(),
  failures: integer('failures').notNull().default(0),
  windowStartedAt: timestamp('window_started_at', { withTimezone: true }).notNull().defaultNow(),
  lockedUntil: timestamp('locked_until', { withTimezone: true }),
  /** A username's next attempt may not be checked before this. */
  nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }),
});

/** Mail that would be sent; there is no mail server, so an Administrator reads it here. */
export const outbox = pgTable('outbox', {
  id: serial('id').primaryKey(),
  recipient: text('recipient').notNull(),
  subject: text('subject').notNull(),
  body: text('body').notNull(),
  /** The reset link this mail carries: once used or expired, the mail is no longer listed. */
  resetTokenHash: text('reset_token_hash'),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/** Uploaded images (profile photos), kept in the database so every server process can serve them. */
export const uploads = pgTable('uploads', {
  id: text('id').primaryKey(),
  contentType: text('content_type').notNull(),
  data: bytea('data').notNull(),
  byteSize: integer('byte_size').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/** Company settings: one row, the whole settings object as JSON validated by the shared schema. */
export const settings = pgTable('settings', {
  id: integer('id').primaryKey().default(1),
  value: jsonb('value').notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  updatedBy: integer('updated_by').references(() => users.id, { onDelete: 'set null' }),
});
