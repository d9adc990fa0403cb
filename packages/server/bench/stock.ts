// Posting and inventory on a large stock ledger, on PostgreSQL: fills 1,000,000 stock movements, then
// measures (1) posting an issue through the API — including the never-negative check — at 1 and 10
// connections, (2) the inventory report as of a date, and in the same run (3) the raw SQL of both
// with pgbench, so the server's own share is a ratio.
// Run: npm run bench:stock -w @pfm/server
//   BENCH_DATABASE_URL  PostgreSQL server for the throwaway database (default postgres://postgres@127.0.0.1:5432/test)
//   BENCH_DURATION      seconds per scenario (default 15); BENCH_MOVEMENTS (default 1,000,000)
import { randomUUID } from 'node:crypto';
import { addDays, today } from '@pfm/shared';
import { sql } from 'drizzle-orm';
import {
  fillMovements,
  load,
  onThrowawayPostgres,
  pgbench,
  servedSignedIn,
  type Timed,
} from './harness.ts';

const MOVEMENTS = Number(process.env.BENCH_MOVEMENTS ?? 1_000_000);
const DURATION = Number(process.env.BENCH_DURATION ?? 15);
const DAYS = 1095;

/** The SQL a posting of an issue runs, as one pgbench transaction. */
const postingSql = `
\\set qty 1000
BEGIN;
SELECT quantity_milli FROM stock_balances WHERE godown_code = 'G001' AND item_code = 'I002' FOR UPDATE;
INSERT INTO documents (code, kind, date, created_by_name) VALUES ('Y' || txid_current(), 'issue', current_date, 'bench') RETURNING id \\gset doc_
SELECT sum(quantity_milli) FILTER (WHERE date <= current_date), sum(value_paise) FILTER (WHERE date <= current_date), bool_or(date > current_date) FROM stock_days WHERE godown_code = 'G001' AND item_code = 'I002';
INSERT INTO stock_movements (document_id, godown_code, item_code, date, quantity_milli, value_paise) VALUES (:doc_id, 'G001', 'I002', current_date, -:qty, -40000);
INSERT INTO stock_days (godown_code, item_code, date, quantity_milli, value_paise) VALUES ('G001', 'I002', current_date, -:qty, -40000)
  ON CONFLICT (godown_code, item_code, date) DO UPDATE SET quantity_milli = stock_days.quantity_milli - :qty, value_paise = stock_days.value_paise - 40000;
UPDATE stock_balances SET quantity_milli = quantity_milli - :qty, value_paise = value_paise - 40000 WHERE godown_code = 'G001' AND item_code = 'I002';
SELECT day, running FROM (SELECT date::text AS day, sum(quantity_milli) OVER (ORDER BY date) AS running FROM stock_days WHERE godown_code = 'G001' AND item_code = 'I002') b WHERE day >= current_date::text ORDER BY running, day LIMIT 1;
INSERT INTO ledger_entries (document_id, account_type, account_code, date, particular, credit_paise) VALUES (:doc_id, 'inventory', 'G001', current_date, 'bench', 40000);
INSERT INTO ledger_entries (document_id, account_type, account_code, date, particular, debit_paise) VALUES (:doc_id, 'farmer', 'F001', current_date, 'bench', 4500);
INSERT INTO ledger_entries (document_id, account_type, account_code, date, particular, credit_paise) VALUES (:doc_id, 'inputs-issued', 'G001', current_date, 'bench', 4500);
INSERT INTO ledger_entries (document_id, account_type, account_code, date, particular, debit_paise) VALUES (:doc_id, 'inputs-cost', 'B900', current_date, 'bench', 40000);
COMMIT;
`;

/**
 * The inventory report's two queries: quantities and values as of a day, and average purchase costs
 * up to it for items without stock (daily sums).
 */
const inventorySql = (day: string) => `
SELECT godown_code, item_code, sum(quantity_milli), sum(value_paise) FROM stock_days WHERE date <= '${day}' GROUP BY 1, 2;
SELECT item_code, sum(value_paise), sum(quantity_milli) FROM purchase_days WHERE date <= '${day}' GROUP BY 1;
`;

await onThrowawayPostgres('stock', async (database, url) => {
  const filling = performance.now();
  await fillMovements(url, MOVEMENTS, DAYS);
  const fillSeconds = ((performance.now() - filling) / 1000).toFixed(0);
  // An open batch on FM001 to issue feed to.
  await database.db.execute(
    sql`insert into batches (code, farm_code, placement_date, placed) values ('B900', 'FM001', ${addDays(today(), -10)}, 1000)`,
  );
  const { app, address, cookie } = await servedSignedIn(database);
  const issue = JSON.stringify({
    farmCode: 'FM001',
    itemCode: 'I002',
    godownCode: 'G001',
    quantityMilli: 1000,
    date: today(),
    batchCode: 'B900',
  });
  const reportDay = addDays(today(), -200);
  const rows: string[] = [];
  const row = (what: string, result: Timed) => {
    rows.push(
      `| ${what} | ${result.p50} | ${result.p99} | ${result.perSecond} | ${result.failed} |`,
    );
    process.stderr.write(
      `${what}: p50 ${result.p50} ms, p99 ${result.p99} ms, ${result.perSecond}/s, ${result.failed} failed\n`,
    );
    return result;
  };
  const api1 = row(
    'API: post an issue, 1 connection',
    await load({
      url: `${address}/api/issues`,
      method: 'POST',
      cookie,
      body: issue,
      connections: 1,
      seconds: DURATION,
    }),
  );
  const sql1 = row(
    'SQL: the posting transaction, 1 client (pgbench)',
    await pgbench(url, postingSql, 1, DURATION),
  );
  const api10 = row(
    'API: post an issue, 10 connections',
    await load({
      url: `${address}/api/issues`,
      method: 'POST',
      cookie,
      body: issue,
      connections: 10,
      seconds: DURATION,
    }),
  );
  const sql10 = row(
    'SQL: the posting transaction, 10 clients (pgbench)',
    await pgbench(url, postingSql, 10, DURATION),
  );
  const report = row(
    `API: inventory report as of ${reportDay}, 1 connection`,
    await load({
      url: `${address}/api/reports/inventory?date=${reportDay}`,
      method: 'GET',
      cookie,
      connections: 1,
      seconds: DURATION,
    }),
  );
  const reportSql = row(
    'SQL: its two queries, 1 client (pgbench)',
    await pgbench(url, inventorySql(reportDay), 1, DURATION),
  );
  // A purchase 30 days back at another cost, once: every later movement of that godown and item is
  // valued again, each change posted (decision 0035) — the busiest pair, with all the issues above.
  const started = performance.now();
  const backDated = await fetch(`${address}/api/purchases`, {
    method: 'POST',
    headers: {
      cookie,
      'content-type': 'application/json',
      'x-requested-with': 'pfm',
      origin: address,
      'idempotency-key': randomUUID(),
    },
    body: JSON.stringify({
      date: addDays(today(), -30),
      supplierCode: 'S002',
      itemCode: 'I002',
      godownCode: 'G001',
      quantityMilli: 1000,
      ratePaise: 50_000,
      invoiceNumber: '',
    }),
  });
  const backDatedMs = Math.round(performance.now() - started);
  const [revalued] = (
    (await database.db.execute(
      sql`select count(*) as n from ledger_entries where particular like '%revalued at the average cost after%' and account_type = 'inventory'`,
    )) as unknown as { rows: { n: string }[] }
  ).rows;
  process.stderr.write(
    `API: a purchase 30 days back (${backDated.status}): ${backDatedMs} ms, ${revalued?.n} movements revalued\n`,
  );
  await app.close();
  const ratio = (a: Timed, b: Timed) => (b.p50 ? (a.p50 / b.p50).toFixed(1) : '—');
  process.stdout.write(
    [
      `${MOVEMENTS.toLocaleString('en-IN')} stock movements over ${DAYS} days (3 godowns × 5 items), filled in ${fillSeconds} s; ${DURATION} s per row; every issue is 1 kg of Broiler Starter Feed from Main Warehouse, all on one item and godown (the worst case: every posting waits for the previous one).`,
      '',
      '| Scenario | p50 ms | p99 ms | Per second | Failed |',
      '|---|---:|---:|---:|---:|',
      ...rows,
      '',
      `Ratios of p50, API ÷ SQL: posting ${ratio(api1, sql1)}× at 1 connection, ${ratio(api10, sql10)}× at 10; inventory ${ratio(report, reportSql)}×.`,
      '',
      `A purchase of that item into that godown 30 days back at another cost (status ${backDated.status}): ${backDatedMs} ms, revaluing ${Number(revalued?.n).toLocaleString('en-IN')} later movements, each posted.`,
      '',
    ].join('\n'),
  );
});
