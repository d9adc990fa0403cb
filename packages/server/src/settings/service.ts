import { defaultSettings, type Settings, settingsInput } from '@pfm/shared';
import { eq } from 'drizzle-orm';
import { type Actor, changedFields, describeChanges, recordAudit } from '../audit/service.ts';
import type { Db } from '../db/database.ts';
import { settings } from '../db/schema.ts';

/** The saved settings, or the defaults when none were saved yet. Unknown stored keys are dropped. */
export async function getSettings(db: Db): Promise<Settings> {
  const [row] = await db.select().from(settings).where(eq(settings.id, 1));
  if (!row) return defaultSettings;
  const parsed = settingsInput.safeParse({ ...defaultSettings, ...(row.value as object) });
  return parsed.success ? parsed.data : defaultSettings;
}

export async function saveSettings(db: Db, actor: Actor & { id: number }, value: Settings) {
  const now = new Date();
  return db.transaction(async (tx) => {
    const before = await getSettings(tx);
    await tx
      .insert(settings)
      .values({ id: 1, value, updatedAt: now, updatedBy: actor.id })
      .onConflictDoUpdate({
        target: settings.id,
        set: { value, updatedAt: now, updatedBy: actor.id },
      });
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
