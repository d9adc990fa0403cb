import { eq } from 'drizzle-orm';
import type { Db } from './database.ts';
import { godowns, systemState } from './schema.ts';

const SEEDED_KEY = 'sample_data_seeded_at';

/** The specification's sample godowns (G001–G003). */
export const sampleGodowns = [
  { code: 'G001', name: 'Main Warehouse', location: 'Bhubaneswar, Odisha', capacityKg: 50_000 },
  { code: 'G002', name: 'North Godown', location: 'Cuttack, Odisha', capacityKg: 25_000 },
  { code: 'G003', name: 'South Godown', location: 'Berhampur, Odisha', capacityKg: 30_000 },
] as const;

/**
 * Seeds the sample data once per database, in one transaction. A database that was seeded before is
 * left alone, even if its users have since deleted the sample rows.
 * @returns whether sample data was written.
 */
export async function seedSampleData(db: Db): Promise<boolean> {
  return db.transaction(async (tx) => {
    const inserted = await tx
      .insert(systemState)
      .values({ key: SEEDED_KEY, value: new Date().toISOString() })
      .onConflictDoNothing()
      .returning();
    if (inserted.length === 0) return false;
    await tx
      .insert(godowns)
      .values([...sampleGodowns])
      .onConflictDoNothing();
    return true;
  });
}

/** When the sample data was seeded, if ever. */
export async function seededAt(db: Db): Promise<string | undefined> {
  const [row] = await db.select().from(systemState).where(eq(systemState.key, SEEDED_KEY));
  return row?.value;
}
