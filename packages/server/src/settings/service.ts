import {
  defaultSettings,
  financialYearStart,
  formatDate,
  indianDay,
  type Settings,
  type SettingsChange,
  settingsInput,
  today,
} from '@pfm/shared';
import { eq, min } from 'drizzle-orm';
import { changedFields, describeChanges, recordAudit } from '../audit/service.ts';
import type { Db } from '../db/database.ts';
import { documents, settings, users } from '../db/schema.ts';
import type { Actor } from '../domain/actor.ts';
import { fieldError } from '../domain/errors.ts';

/** What may be stored: databases saved before the books start have none (the default applies). */
const storedSettings = settingsInput.partial({ booksStartDate: true });

/**
 * The saved settings over the defaults, or the defaults when none (or none valid) were saved. The
 * books start, when none was saved, is the books' own default (`defaultBooksStart`).
 */
export async function getSettings(db: Db): Promise<Settings> {
  const [row] = await db.select().from(settings).where(eq(settings.id, 1));
  const parsed = storedSettings.safeParse({
    ...defaultSettings,
    booksStartDate: undefined,
    ...(row?.value as object | undefined),
  });
  const saved = parsed.success ? parsed.data : { ...defaultSettings, booksStartDate: undefined };
  return { ...saved, booksStartDate: saved.booksStartDate ?? (await defaultBooksStart(db)) };
}

/**
 * 1 April of the financial year the books began in: the earliest of the database's first day (its
 * first user's), its earliest document and today, so every document already in it is inside.
 */
async function defaultBooksStart(db: Db): Promise<string> {
  const [user] = await db.select({ at: min(users.createdAt) }).from(users);
  const [document] = await db.select({ date: min(documents.date) }).from(documents);
  const earliest = [user?.at ? indianDay(user.at) : undefined, document?.date].reduce<string>(
    (first, day) => (day && day < first ? day : first),
    today(),
  );
  return financialYearStart(earliest);
}

/** A books start from 1900 to today, and not after the earliest document (or it would be outside). */
async function assertBooksStart(db: Db, day: string, format: Settings['dateFormat']) {
  const refuse = (message: string) => fieldError('validation_failed', 'booksStartDate', message);
  const first = '1900-01-01';
  if (day < first) throw refuse(`The books cannot start before ${formatDate(first, format)}.`);
  if (day > today()) {
    throw refuse(`The books cannot start after today (${formatDate(today(), format)}).`);
  }
  const [earliest] = await db.select({ date: min(documents.date) }).from(documents);
  if (earliest?.date && earliest.date < day) {
    throw refuse(
      `The books cannot start after the earliest document, dated ${formatDate(earliest.date, format)}.`,
    );
  }
}

/** Replaces the settings with `value` (`PUT /api/settings`). */
export const saveSettings = (db: Db, actor: Actor & { id: number }, value: Settings) =>
  changeSettings(db, actor, value);

/**
 * Changes the settings `change` names and keeps the rest as stored (`PATCH /api/settings`, one
 * section of the screen). The row is locked while the change is merged, so two sections saved at
 * the same moment, by one user or two, both land.
 */
export async function changeSettings(
  db: Db,
  actor: Actor & { id: number },
  change: SettingsChange,
): Promise<Settings> {
  const now = new Date();
  return db.transaction(async (tx) => {
    // A database whose settings were never saved has no row to lock: make it first.
    await tx.insert(settings).values({ id: 1, value: {} }).onConflictDoNothing();
    await tx.select({ id: settings.id }).from(settings).where(eq(settings.id, 1)).for('update');
    const before = await getSettings(tx);
    const value: Settings = { ...before, ...definedOf(change) };
    if (change.booksStartDate !== undefined) {
      await assertBooksStart(tx, change.booksStartDate, before.dateFormat);
    }
    await tx
      .update(settings)
      .set({ value, updatedAt: now, updatedBy: actor.id })
      .where(eq(settings.id, 1));
    const changes = changedFields(before, value);
    await recordAudit(tx, actor, {
      action: 'update',
      entity: 'settings',
      summary: `Changed settings: ${describeChanges(changes)}`,
      details: changes,
    });
    return value;
  });
}

/** The fields a change gives a value (a key sent as `undefined` keeps what is stored). */
const definedOf = (change: SettingsChange): Partial<Settings> =>
  Object.fromEntries(Object.entries(change).filter(([, value]) => value !== undefined));
