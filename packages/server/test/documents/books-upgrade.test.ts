import { copyFile, mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { today } from '@pfm/shared';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../src/config.ts';
import type { Database, Db } from '../../src/db/database.ts';
import { createLogger } from '../../src/logging.ts';
import { prepareDatabase } from '../../src/server.ts';
import { migrationsFolder, testDatabases } from '../databases.ts';
import { expectBooksInStep } from './books-check.ts';
import { expectReversalsSayTheirOriginals } from './reversal-texts.ts';

/** The last migration before stock movements carried their values (decision 0035). */
const BEFORE = '0009_settlements';

/** Made at commit 41eb566 by test/fixtures/make-books-before-stock-values.ts. */
const fixture = JSON.parse(
  await readFile(new URL('../fixtures/books-before-stock-values.json', import.meta.url), 'utf8'),
) as { madeOn: string; tables: Record<string, Record<string, unknown>[]> };

const rows = async <T>(db: Db, query: ReturnType<typeof sql>) => {
  const result = await db.execute(query);
  return ((result as unknown as { rows?: T[] }).rows ?? result) as T[];
};

/** A copy of the migrations folder that ends with `last`. */
async function migrationsUpTo(last: string) {
  const folder = await mkdtemp(join(tmpdir(), 'pfm-migrations-'));
  await mkdir(join(folder, 'meta'));
  const journal = JSON.parse(await readFile(join(migrationsFolder, 'meta/_journal.json'), 'utf8'));
  const index = journal.entries.findIndex((entry: { tag: string }) => entry.tag === last);
  journal.entries = journal.entries.slice(0, index + 1);
  await writeFile(join(folder, 'meta/_journal.json'), JSON.stringify(journal));
  for (const entry of journal.entries as { tag: string }[]) {
    await copyFile(join(migrationsFolder, `${entry.tag}.sql`), join(folder, `${entry.tag}.sql`));
  }
  return folder;
}

/** Writes the fixture's tables as they were (constraints and triggers aside) and moves the sequences on. */
async function loadFixture(db: Db, tables: Record<string, Record<string, unknown>[]>) {
  await db.transaction(async (tx) => {
    await tx.execute(sql`set local session_replication_role = replica`);
    for (const [table, records] of Object.entries(tables)) {
      const columns = (
        await rows<{ column_name: string }>(
          tx,
          sql`select column_name from information_schema.columns
              where table_schema = 'public' and table_name = ${table} and is_generated = 'NEVER'`,
        )
      ).map((column) => sql.identifier(column.column_name));
      // Rows the migrations write (the default settlement scheme) come from the fixture as well.
      await tx.execute(sql`delete from ${sql.identifier(table)}`);
      await tx.execute(
        sql`insert into ${sql.identifier(table)} (${sql.join(columns, sql`, `)})
            select ${sql.join(columns, sql`, `)}
            from json_populate_recordset(null::${sql.identifier(table)}, ${JSON.stringify(records)}::json)`,
      );
    }
    const serials = await rows<{ table_name: string; column_name: string }>(
      tx,
      sql`select table_name, column_name from information_schema.columns
          where table_schema = 'public' and column_default like 'nextval%'`,
    );
    for (const { table_name, column_name } of serials) {
      if (!tables[table_name]) continue;
      await tx.execute(
        sql`select setval(pg_get_serial_sequence(${table_name}, ${column_name}),
                          (select max(${sql.identifier(column_name)}) from ${sql.identifier(table_name)}))`,
      );
    }
  });
}

const partyBalances = (db: Db) =>
  rows<{ account_type: string; account_code: string; balance: string }>(
    db,
    sql`select account_type, account_code, sum(debit_paise - credit_paise) as balance
        from ledger_entries where account_type in ('supplier', 'farmer', 'trader')
        group by 1, 2 order by 1, 2`,
  );

/**
 * A database written before stock movements carried their values (the sample month, then a purchase
 * cancelled after issues drew on it, a back-dated issue later cancelled, transfers cancelled after
 * being received and while on the way) is brought in step when the server starts: every movement
 * valued in date order and the missing inventory postings made, the parties' balances untouched.
 */
describe.each(testDatabases)('a database from before stock values, on $kind', (kind) => {
  let database: Database;
  let folder: string;
  const config = loadConfig({ ADMIN_PASSWORD: 'a long enough password 1' });
  const log = createLogger('silent');

  beforeAll(async () => {
    folder = await migrationsUpTo(BEFORE);
    database = await kind.create(folder);
    await loadFixture(database.db, fixture.tables);
  });
  afterAll(async () => {
    await database.close();
    await rm(folder, { recursive: true, force: true });
  });

  it('is out of step before the upgrade: issues and transfers posted nothing to the inventory', async () => {
    const [counts] = await rows<{ issues: string; inventory: string }>(
      database.db,
      sql`select count(distinct d.id) as issues,
                 count(e.id) filter (where e.account_type = 'inventory') as inventory
          from documents d left join ledger_entries e on e.document_id = d.id
          where d.kind in ('issue', 'transfer')`,
    );
    expect(Number(counts?.issues)).toBeGreaterThan(20);
    expect(Number(counts?.inventory)).toBe(0);
  });

  it('values every movement and posts it when the server starts, once', async () => {
    const parties = await partyBalances(database.db);
    await prepareDatabase(database, config, migrationsFolder, log);
    const days = (
      await rows<{ date: string }>(
        database.db,
        sql`select distinct date::text as date from stock_movements order by 1`,
      )
    ).map((row) => row.date);
    await expectBooksInStep(database.db, [...days, today()]);
    // What the parties owe and are owed does not change.
    expect(await partyBalances(database.db)).toEqual(parties);
    // Each issue's cost in the books is the value of the stock it took (and returned).
    const costs = await rows<{ code: string; cost: string; stock: string }>(
      database.db,
      sql`select d.code,
                 (select coalesce(sum(e.debit_paise - e.credit_paise), 0) from ledger_entries e
                   where e.document_id = d.id and e.account_type = 'inputs-cost') as cost,
                 (select coalesce(-sum(m.value_paise), 0) from stock_movements m
                   where m.document_id = d.id) as stock
          from documents d where d.kind = 'issue' order by d.id`,
    );
    expect(costs.length).toBeGreaterThan(20);
    for (const issue of costs) expect(Number(issue.cost), issue.code).toBe(Number(issue.stock));
    expect(costs.filter((issue) => Number(issue.cost) > 0).length).toBeGreaterThan(20);
    // Starting again posts nothing more.
    const [before] = await rows<{ n: string }>(
      database.db,
      sql`select count(*) as n from ledger_entries`,
    );
    await prepareDatabase(database, config, migrationsFolder, log);
    const [after] = await rows<{ n: string }>(
      database.db,
      sql`select count(*) as n from ledger_entries`,
    );
    expect(after?.n).toBe(before?.n);
  });

  it('cancels what it held in the words its statements always used (migration 0011 kept the details)', async () => {
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
