import { type Statement, sumExactly, today } from '@pfm/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testDatabases } from '../databases.ts';
import { type DocumentsApp, daysAgo, expectStatus, startDocumentsApp } from './helpers.ts';

/**
 * The figures the Ledger Report's summary strip shows over the rows — opening balance, the period's
 * debits and credits, closing balance — are the whole period's on every page of the statement.
 */
describe.each(testDatabases)('a paged party statement on $kind', (kind) => {
  let d: DocumentsApp;
  const from = daysAgo(25);
  const period = `from=${from}&to=${today()}`;
  const pieceDays = [24, 23, 22, 21, 20, 19, 18, 17, 16, 15, 14, 13];
  beforeAll(async () => {
    d = await startDocumentsApp(kind);
    // Chicks from S001 once before the period and on twelve days in it (P002–P013, 100 to 1,200
    // pieces); P003 is cancelled, so its reversal debits the supplier today: 13 postings.
    await d.stock(daysAgo(30), [['I001', 1000, 3_550]]);
    for (const [index, back] of pieceDays.entries()) {
      await d.stock(daysAgo(back), [['I001', 100 * (index + 1), 3_550]]);
    }
    expectStatus(await d.cancel('/api/purchases/P003'), 200);
  });
  afterAll(() => d.t.close());

  const pageOf = (page: number, size = 10): Promise<Statement> =>
    d.ledger('supplier', 'S001', `?${period}&page=${page}&size=${size}`);

  it('carries the whole period’s opening, totals and closing on every page', async () => {
    const whole = await d.ledger('supplier', 'S001', `?${period}`);
    expect(whole.total).toBe(13);
    expect(whole.openingBalancePaise).toBe(-1000 * 3_550);
    const debits = sumExactly(whole.rows.map((row) => row.debitPaise));
    const credits = sumExactly(whole.rows.map((row) => row.creditPaise));
    expect(debits).toBe(200 * 3_550);
    expect(credits).toBe(7_800 * 3_550);
    expect(whole.closingBalancePaise).toBe(
      sumExactly([whole.openingBalancePaise, debits, -credits]),
    );

    const pages = [await pageOf(1), await pageOf(2)];
    expect(pages.map((page) => page.rows.length)).toEqual([10, 3]);
    expect(pages.flatMap((page) => page.rows)).toEqual(whole.rows);
    for (const page of pages) {
      expect(page).toMatchObject({
        total: whole.total,
        openingBalancePaise: whole.openingBalancePaise,
        totalDebitPaise: debits,
        totalCreditPaise: credits,
        closingBalancePaise: whole.closingBalancePaise,
      });
    }
    // Only the page's own opening moves: page 2 starts where page 1's rows end.
    expect(pages[0]?.pageOpeningBalancePaise).toBe(whole.openingBalancePaise);
    expect(pages[1]?.pageOpeningBalancePaise).toBe(pages[0]?.rows.at(-1)?.balancePaise);
  });

  it('closes where it opens for a period with no postings, on a page past the last too', async () => {
    const quiet = `from=${daysAgo(9)}&to=${daysAgo(6)}`;
    const before = await d.ledger('supplier', 'S001', `?to=${daysAgo(10)}`);
    for (const query of [`?${quiet}`, `?${quiet}&page=3&size=10`]) {
      const statement = await d.ledger('supplier', 'S001', query);
      expect(statement).toMatchObject({
        total: 0,
        rows: [],
        openingBalancePaise: before.closingBalancePaise,
        totalDebitPaise: 0,
        totalCreditPaise: 0,
        closingBalancePaise: before.closingBalancePaise,
      });
    }
  });
});
