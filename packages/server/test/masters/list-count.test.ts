import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { countMatching, EXACT_COUNT_LIMIT, roughly } from '../../src/db/list.ts';
import { farmers } from '../../src/db/schema.ts';
import { startTestApp, type TestApp } from '../app.ts';
import { testDatabases } from '../databases.ts';
import { signInBoth } from './helpers.ts';

describe('roughly', () => {
  it('keeps two significant figures of an estimate', () => {
    expect(roughly(198_734)).toBe(200_000);
    expect(roughly(10_001)).toBe(10_000);
    expect(roughly(12_345)).toBe(12_000);
    expect(roughly(57)).toBe(57);
  });
});

const FARMERS = EXACT_COUNT_LIMIT + 2_000;

describe.each(testDatabases)('list totals on $kind', (kind) => {
  let t: TestApp;
  let admin: string;
  const list = async (query: string) => {
    const response = await t.call({ method: 'GET', url: `/api/farmers${query}`, cookie: admin });
    expect(response.statusCode).toBe(200);
    return response.json() as { rows: unknown[]; total: number; estimated?: boolean };
  };

  beforeAll(async () => {
    t = await startTestApp(kind);
    ({ admin } = await signInBoth(t));
    await t.database.db.execute(sql`
      insert into farmers (code, name, phone, email, address, city, state, pincode, bank_name, account_number, ifsc_code, status)
      select 'F' || lpad(i::text, 6, '0'), 'Farmer ' || i, (9000000000 + i)::text, '', 'Village', 'Puri',
             'odisha', '752001', 'UCO Bank', (100000000000 + i)::text, 'UCBA0001122',
             case when i % 1000 = 0 then 'inactive' else 'active' end
      from generate_series(1, ${FARMERS}) as i`);
    await t.database.db.execute(sql`analyze farmers`);
  }, 60_000);
  afterAll(() => t?.close());

  it('counts up to the limit exactly', async () => {
    const small = await countMatching(
      t.database.db,
      () =>
        t.database.db
          .select({ one: sql`1` })
          .from(farmers)
          .where(sql`status = 'inactive'`)
          .$dynamic(),
      100,
    );
    expect(small).toEqual({ total: FARMERS / 1000 });
  });

  it('answers a large list with an estimate, marked as one and never below the limit', async () => {
    const page = await list('');
    expect(page.rows).toHaveLength(10);
    expect(page.estimated).toBe(true);
    expect(page.total).toBeGreaterThan(EXACT_COUNT_LIMIT);
    // The planner's figure after ANALYZE, rounded to two significant figures.
    expect(page.total).toBeGreaterThanOrEqual(roughly(FARMERS * 0.9));
    expect(page.total).toBeLessThanOrEqual(roughly(FARMERS * 1.1));
  });

  it('counts exactly when a page lies past the end of the estimate', async () => {
    const beyond = await list('?page=5000&size=100');
    expect(beyond).toMatchObject({ rows: [], total: FARMERS });
    expect(beyond.estimated).toBeUndefined();
  });

  it('counts a narrow search exactly, without the mark', async () => {
    const page = await list('?q=farmer%2011999');
    expect(page).toMatchObject({ total: 1, rows: [expect.objectContaining({ code: 'F011999' })] });
    expect(page.estimated).toBeUndefined();
  });
});
