import { existsSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../src/db/database.ts';
import { writePgliteTemplate } from '../src/db/pglite-template.ts';
import { seedSampleData } from '../src/seed/seed.ts';
import { migrationsFolder } from './databases.ts';

const count = async (db: Awaited<ReturnType<typeof openDatabase>>['db'], query: string) => {
  const result = await db.execute(sql.raw(query));
  return Number((result as unknown as { rows: { n: string | number }[] }).rows[0]?.n);
};

describe('a new embedded database from the build’s prepared data folder', () => {
  let root: string;
  let template: string;

  beforeAll(async () => {
    root = await mkdtemp(join(tmpdir(), 'pfm-template-'));
    template = join(root, 'pglite-template.tar.gz');
    await writePgliteTemplate(template, migrationsFolder);
  });
  afterAll(() => rm(root, { recursive: true, force: true }));

  it('starts migrated, keeps what is written, and is not replaced on the next start', async () => {
    const dataDir = join(root, 'data');
    const first = await openDatabase({ kind: 'pglite', dataDir, template });
    expect(existsSync(join(dataDir, 'PG_VERSION'))).toBe(true);
    const applied = await count(first.db, 'select count(*) as n from drizzle.__drizzle_migrations');
    expect(applied).toBeGreaterThan(0);
    // Nothing left to migrate, and the tables are there and empty.
    await first.migrate(migrationsFolder);
    expect(await count(first.db, 'select count(*) as n from drizzle.__drizzle_migrations')).toBe(
      applied,
    );
    expect(await count(first.db, 'select count(*) as n from godowns')).toBe(0);
    expect(await seedSampleData(first.db)).toBe(true);
    const godowns = await count(first.db, 'select count(*) as n from godowns');
    expect(godowns).toBeGreaterThan(0);
    await first.close();

    const second = await openDatabase({ kind: 'pglite', dataDir, template });
    expect(await count(second.db, 'select count(*) as n from godowns')).toBe(godowns);
    await second.close();
  });
});
