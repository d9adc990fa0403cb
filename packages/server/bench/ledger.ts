// A party statement on a long account, on PostgreSQL: fills one trader with BENCH_POSTINGS ledger
// entries (default 100,000) over three years, then measures through the API (1 connection) one
// year's statement — first page with its opening balance, and a page deep in the year — and, in
// the same run, the statement's SQL alone with pgbench, so the server's own share is a ratio.
// Run: npm run bench:ledger -w @pfm/server
//   BENCH_DATABASE_URL  PostgreSQL server for the throwaway database (default postgres://postgres@127.0.0.1:5432/test)
//   BENCH_DURATION      seconds per scenario (default 15); BENCH_POSTINGS (default 100,000)
import { addDays, today } from '@pfm/shared';
import pg from 'pg';
import { load, onThrowawayPostgres, pgbench, servedSignedIn, type Timed } from './harness.ts';

const POSTINGS = Number(process.env.BENCH_POSTINGS ?? 100_000);
const DURATION = Number(process.env.BENCH_DURATION ?? 15);
const DAYS = 1095;

/** `POSTINGS` sales to T001 over three years, each debiting the trader; every fifth a collection. */
async function fill(url: string) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  const start = addDays(today(), -DAYS);
  await client.query('set synchronous_commit = off');
  await client.query(
    `insert into documents (code, kind, date, created_by_name)
     select 'X' || g, case when g % 5 = 0 then 'collection' else 'sale' end,
            $1::date + (g * ${DAYS} / $2::int), 'bench'
     from generate_series(1, $2::int) g`,
    [start, POSTINGS],
  );
  await client.query(
    `insert into ledger_entries (document_id, account_type, account_code, date, particular, debit_paise, credit_paise)
     select d.id, 'trader', 'T001', d.date, 'Bench ' || d.code,
            case when d.kind = 'sale' then 1000000 + d.id % 997 else 0 end,
            case when d.kind = 'collection' then 3000000 else 0 end
     from documents d where d.code like 'X%'`,
  );
  await client.query('vacuum analyze');
  await client.end();
}

const from = addDays(today(), -365);
const to = today();
/** The statement's four queries, as `partyStatement` sends them for page `page` of 100. */
const statementSql = (page: number) => `
SELECT sum(debit_paise - credit_paise) FROM ledger_entries WHERE account_type = 'trader' AND account_code = 'T001' AND date < '${from}';
SELECT count(*), sum(debit_paise), sum(credit_paise) FROM ledger_entries WHERE account_type = 'trader' AND account_code = 'T001' AND date >= '${from}' AND date <= '${to}';
${page > 1 ? `SELECT sum(change) FROM (SELECT debit_paise - credit_paise AS change FROM ledger_entries WHERE account_type = 'trader' AND account_code = 'T001' AND date >= '${from}' AND date <= '${to}' ORDER BY date, id LIMIT ${(page - 1) * 100}) b;` : ''}
SELECT e.id, e.date, d.code, d.kind, e.particular, e.debit_paise, e.credit_paise, d.status = 'cancelled', e.reversal FROM ledger_entries e JOIN documents d ON d.id = e.document_id WHERE e.account_type = 'trader' AND e.account_code = 'T001' AND e.date >= '${from}' AND e.date <= '${to}' ORDER BY e.date, e.id LIMIT 100 OFFSET ${(page - 1) * 100};
`;

await onThrowawayPostgres('ledger', async (database, url) => {
  const filling = performance.now();
  await fill(url);
  const fillSeconds = ((performance.now() - filling) / 1000).toFixed(0);
  const { app, address, cookie } = await servedSignedIn(database);
  const year = (await (
    await fetch(`${address}/api/ledger/trader/T001?from=${from}&to=${to}&size=10`, {
      headers: { cookie },
    })
  ).json()) as { total: number };
  const deep = Math.max(1, Math.floor(year.total / 100 / 2));
  const rows: string[] = [];
  const row = (what: string, result: Timed) => {
    rows.push(
      `| ${what} | ${result.p50} | ${result.p99} | ${result.perSecond} | ${result.failed} |`,
    );
    process.stderr.write(`${what}: p50 ${result.p50} ms, p99 ${result.p99} ms\n`);
    return result;
  };
  const statement = (page: number) =>
    load({
      url: `${address}/api/ledger/trader/T001?from=${from}&to=${to}&page=${page}&size=100`,
      method: 'GET',
      cookie,
      connections: 1,
      seconds: DURATION,
    });
  const api1 = row('API: a year, page 1 of 100 rows with opening balance', await statement(1));
  const sql1 = row(
    'SQL: the same queries (pgbench)',
    await pgbench(url, statementSql(1), 1, DURATION),
  );
  const apiDeep = row(`API: a year, page ${deep} (mid-year)`, await statement(deep));
  const sqlDeep = row(
    'SQL: the same queries (pgbench)',
    await pgbench(url, statementSql(deep), 1, DURATION),
  );
  await app.close();
  const ratio = (a: Timed, b: Timed) => (b.p50 ? (a.p50 / b.p50).toFixed(2) : '—');
  process.stdout.write(
    [
      `${POSTINGS.toLocaleString('en-IN')} postings on trader T001 over ${DAYS} days, filled in ${fillSeconds} s; a year (${from} to ${to}) holds ${year.total.toLocaleString('en-IN')} of them; ${DURATION} s per row, 1 connection.`,
      '',
      '| Scenario | p50 ms | p99 ms | Per second | Failed |',
      '|---|---:|---:|---:|---:|',
      ...rows,
      '',
      `Ratios of p50, API ÷ SQL: first page ${ratio(api1, sql1)}×, page ${deep} ${ratio(apiDeep, sqlDeep)}×.`,
      '',
    ].join('\n'),
  );
});
