import { sql } from 'drizzle-orm';
import { expect } from 'vitest';
import type { Db } from '../../src/db/database.ts';
import { IN_TRANSIT } from '../../src/db/schema.ts';
import { inventoryReport } from '../../src/stock/inventory.ts';
import { valueLeaving } from '../../src/stock/movements.ts';

const rows = async <T>(db: Db, query: ReturnType<typeof sql>) => {
  const result = await db.execute(query);
  return ((result as unknown as { rows?: T[] }).rows ?? result) as T[];
};

/** The inventory account's balance (debits − credits) per godown at the end of `date`, in paise. */
export async function inventoryAccount(db: Db, date: string) {
  const balances = await rows<{ godown: string; balance: string }>(
    db,
    sql`select account_code as godown, sum(debit_paise - credit_paise) as balance
        from ledger_entries where account_type = 'inventory' and date <= ${date}
        group by account_code`,
  );
  return new Map(
    balances
      .map((row) => [row.godown, Number(row.balance)] as const)
      .filter(([, balance]) => balance !== 0),
  );
}

/** What the Inventory Report (all godowns) says each godown's stock is worth at the end of `date`. */
export async function reportedValues(db: Db, date: string) {
  const report = await inventoryReport(db, { date });
  const byGodown = new Map<string, number>();
  // The item's total row ('' = all godowns) repeats its godowns' values.
  for (const line of report.lines.filter((line) => line.godownCode !== '')) {
    byGodown.set(line.godownCode, (byGodown.get(line.godownCode) ?? 0) + line.valuePaise);
  }
  return {
    report,
    byGodown: new Map([...byGodown].filter(([, value]) => value !== 0)),
  };
}

/**
 * The trial balance and the stock agree: over all ledger entries debits equal credits (and for every
 * document), and on each of `dates` the inventory account of each godown (and of stock in transit)
 * equals the Inventory Report's value of that godown's lines, so the report's total is the account's
 * balance. A line without stock holds no value, and no value is below zero.
 */
export async function expectBooksInStep(db: Db, dates: readonly string[], context = '') {
  await expectValuesByTheRule(db, context);
  const [totals] = await rows<{ debits: string | null; credits: string | null }>(
    db,
    sql`select sum(debit_paise) as debits, sum(credit_paise) as credits from ledger_entries`,
  );
  expect(Number(totals?.debits ?? 0), `Σ debits = Σ credits ${context}`).toBe(
    Number(totals?.credits ?? 0),
  );
  const lopsided = await rows<{ document_id: number }>(
    db,
    sql`select document_id from ledger_entries group by document_id
        having sum(debit_paise) <> sum(credit_paise)`,
  );
  expect(lopsided, `documents whose debits differ from their credits ${context}`).toEqual([]);
  for (const date of dates) {
    const { report, byGodown } = await reportedValues(db, date);
    const account = await inventoryAccount(db, date);
    expect(Object.fromEntries(account), `inventory account on ${date} ${context}`).toEqual(
      Object.fromEntries(byGodown),
    );
    const accountTotal = [...account.values()].reduce((sum, balance) => sum + balance, 0);
    expect(report.totalValuePaise, `report total on ${date} ${context}`).toBe(accountTotal);
    const odd = report.lines.filter(
      (line) => line.valuePaise < 0 || (line.quantityMilli === 0 && line.valuePaise !== 0),
    );
    expect(odd, `lines without stock but with a value, or below zero, on ${date}`).toEqual([]);
  }
}

/**
 * Every movement's value is what decision 0035's rule gives from the values before it, in the order
 * stock moves in its godown (by day, what comes in before what goes out, then as posted): a mirror
 * carries its source's value, stock leaving a godown its share of the value there (all of it with the
 * last unit). Stock coming in at its cost is taken as it is.
 */
async function expectValuesByTheRule(db: Db, context: string) {
  const movements = await rows<{
    id: string;
    godown_code: string;
    item_code: string;
    quantity_milli: string;
    value_paise: string;
    value_source_id: string | null;
  }>(
    db,
    sql`select id, godown_code, item_code, quantity_milli, value_paise, value_source_id
        from stock_movements order by godown_code, item_code, date, quantity_milli < 0, id`,
  );
  const values = new Map(movements.map((m) => [String(m.id), Number(m.value_paise)]));
  const wrong: string[] = [];
  let pair = '';
  const onHand = { quantityMilli: 0, valuePaise: 0 };
  for (const movement of movements) {
    const here = `${movement.godown_code} ${movement.item_code}`;
    if (here !== pair) {
      pair = here;
      onHand.quantityMilli = 0;
      onHand.valuePaise = 0;
    }
    const quantity = Number(movement.quantity_milli);
    const value = Number(movement.value_paise);
    const expected =
      movement.value_source_id !== null
        ? -(values.get(String(movement.value_source_id)) ?? Number.NaN)
        : quantity < 0 && movement.godown_code !== IN_TRANSIT
          ? -valueLeaving(onHand, -quantity)
          : value;
    if (value !== expected) wrong.push(`${here} #${movement.id}: ${value}, not ${expected}`);
    onHand.quantityMilli += quantity;
    onHand.valuePaise += value;
  }
  expect(wrong, `movements valued against the rule ${context}`).toEqual([]);
}
