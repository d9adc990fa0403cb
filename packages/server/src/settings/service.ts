import { defaultSettings, type Settings, settingsInput } from '@pfm/shared';
import { eq } from 'drizzle-orm';
import type { Db } from '../db/database.ts';
import { settings } from '../db/schema.ts';

/** The saved settings, or the defaults when none were saved yet. Unknown stored keys are dropped. */
export async function getSettings(db: Db): Promise<Settings> {
  const [row] = await db.select().from(settings).where(eq(settings.id, 1));
  if (!row) return defaultSettings;
  const parsed = settingsInput.safeParse({ ...defaultSettings, ...(row.value as object) });
  return parsed.success ? parsed.data : defaultSettings;
}

export async function saveSettings(db: Db, value: Settings, userId: number): Promise<Settings> {
  const now = new Date();
  await db
    .insert(settings)
    .values({ id: 1, value, updatedAt: now, updatedBy: userId })
    .onConflictDoUpdate({ target: settings.id, set: { value, updatedAt: now, updatedBy: userId } });
  return value;
}
