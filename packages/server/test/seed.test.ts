import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../src/db/database.ts';
import { godowns } from '../src/db/schema.ts';
import { sampleGodowns, seededAt, seedSampleData } from '../src/seed/seed.ts';
import { testDatabases } from './databases.ts';

describe.each(testDatabases)('sample data on $kind', ({ create }) => {
  let database: Database;
  beforeAll(async () => {
    database = await create();
  });
  afterAll(() => database.close());

  it('seeds the specification sample godowns into a new database', async () => {
    expect(await seededAt(database.db)).toBeUndefined();
    expect(await seedSampleData(database.db)).toBe(true);
    const rows = await database.db.select().from(godowns).orderBy(godowns.code);
    expect(rows.map((row) => [row.code, row.name])).toEqual(
      sampleGodowns.map((g) => [g.code, g.name]),
    );
    expect(await seededAt(database.db)).toMatch(/^\d{4}-\d\d-\d\dT/);
  });

  it('never seeds the same database twice, even after its sample rows were deleted', async () => {
    await database.db.delete(godowns);
    expect(await seedSampleData(database.db)).toBe(false);
    expect(await database.db.select().from(godowns)).toEqual([]);
  });
});
