import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../src/db/database.ts';
import { seedSampleDocuments } from '../../src/seed/sample-documents.ts';
import { seedSampleData } from '../../src/seed/seed.ts';
import { testDatabases } from '../databases.ts';
import { expectReversalsSayTheirOriginals, reversalOf } from './reversal-texts.ts';

describe('the words of a reversal', () => {
  it('are the original’s, with “Cancelled” and the code for its lead', () => {
    expect(reversalOf('purchase', 'P004', 'Purchase P004: Broiler Grower Feed, 2,500 kg')).toBe(
      'Cancelled P004: Broiler Grower Feed, 2,500 kg',
    );
    expect(
      reversalOf('issue', 'IS004', 'Feed issued IS004 (B001): Broiler Starter Feed, 200 kg'),
    ).toBe('Cancelled IS004 (B001): Broiler Starter Feed, 200 kg');
    expect(
      reversalOf('collection', 'C002', 'Payment received C002 against S001, by cheque 448120'),
    ).toBe('Cancelled C002: by cheque 448120');
    expect(reversalOf('settlement', 'SE001', 'Settlement SE001 (B005): TDS')).toBe(
      'Cancelled SE001: (B005): TDS',
    );
  });
});

/**
 * A cancellation's entries say what the original said, after "Cancelled" and the code: built from
 * the original's stored detail (decision 0049), for every kind that can be cancelled.
 */
describe.each(testDatabases)('reversals of the sample month on $kind', (kind) => {
  let database: Database;

  beforeAll(async () => {
    database = await kind.create();
    await seedSampleData(database.db);
    await seedSampleDocuments(database.db);
  });
  afterAll(() => database.close());

  it('read as the originals, for one document of each kind', async () => {
    expect(await expectReversalsSayTheirOriginals(database.db)).toEqual([
      'settlement',
      'collection',
      'sale',
      'payment',
      'transfer',
      'issue',
      'purchase',
    ]);
  });
});
