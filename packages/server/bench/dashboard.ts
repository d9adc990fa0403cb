// The dashboard's API on a large business, on PostgreSQL: 1,000,000 stock movements (for Total
// Inventory and the low-stock alerts), BENCH_BATCHES batches (default 2,000) on as many farms — two
// in five open, the rest sold out — each with a growth update per week of age (some with a spike
// of deaths), a sale per sold-out batch and 200 pending vouchers; then GET /api/dashboard at 1 and
// 10 connections, p50 / p99.
// Run: npm run bench:dashboard -w @pfm/server
//   BENCH_DATABASE_URL  PostgreSQL server for the throwaway database (default postgres://postgres@127.0.0.1:5432/test)
//   BENCH_DURATION      seconds per scenario (default 15); BENCH_MOVEMENTS (default 1,000,000)
import { addDays, type Dashboard, today } from '@pfm/shared';
import pg from 'pg';
import { fillMovements, load, onThrowawayPostgres, servedSignedIn, type Timed } from './harness.ts';

const MOVEMENTS = Number(process.env.BENCH_MOVEMENTS ?? 1_000_000);
const BATCHES = Number(process.env.BENCH_BATCHES ?? 2_000);
const DURATION = Number(process.env.BENCH_DURATION ?? 15);

/** Farms, batches placed over the last 200 days, their weekly updates, sales and vouchers. */
async function fillBatches(url: string) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  await client.query('set synchronous_commit = off');
  const start = addDays(today(), -200);
  await client.query(
    `insert into farms (code, name, farmer_code, location, capacity_birds)
     select 'FB' || g, 'Bench Farm ' || g, 'F00' || (1 + g % 3), 'Bench', 10000
     from generate_series(1, $1::int) g`,
    [BATCHES],
  );
  // Two in five open (placed in the last 45 days), the rest sold out.
  await client.query(
    `insert into batches (code, farm_code, placement_date, placed, status)
     select 'BB' || g, 'FB' || g,
            case when g % 5 < 2 then current_date - (g % 45) else $2::date + (g % 150) end,
            5000, case when g % 5 < 2 then 'open' else 'sold-out' end
     from generate_series(1, $1::int) g`,
    [BATCHES, start],
  );
  // A growth update for each full week of age up to six; every 50th batch loses 8 % in its week 2.
  await client.query(
    `insert into documents (code, kind, date, created_by_name)
     select 'GB' || b.code || '-' || w, 'growth', b.placement_date + 7 * w, 'bench'
     from batches b cross join generate_series(1, 6) w
     where b.code like 'BB%' and b.placement_date + 7 * w <= current_date`,
  );
  await client.query(
    `insert into growth_updates (document_id, batch_code, week, average_weight_g, mortality, feed_milli)
     select d.id, split_part(substr(d.code, 3), '-', 1), split_part(d.code, '-', 2)::int,
            (array[150, 400, 750, 1200, 1800, 2300])[split_part(d.code, '-', 2)::int] - d.id % 40,
            case when d.id % 50 = 0 and split_part(d.code, '-', 2) = '2' then 400 else 40 end,
            300000 * split_part(d.code, '-', 2)::int
     from documents d where d.code like 'GBBB%'`,
  );
  await client.query(
    `insert into documents (code, kind, date, created_by_name)
     select 'SB' || b.code, 'sale', b.placement_date + 42, 'bench'
     from batches b where b.code like 'BB%' and b.status = 'sold-out'`,
  );
  await client.query(
    `insert into sales (document_id, batch_code, trader_code, weight_milli, rate_paise, birds, amount_paise)
     select d.id, substr(d.code, 3), 'T001', 9000000, 11000, 4760, 99000000
     from documents d where d.code like 'SBBB%'`,
  );
  await client.query(
    `insert into documents (code, kind, date, created_by_name)
     select 'VB' || g, 'payment', current_date - (g % 30), 'bench' from generate_series(1, 200) g`,
  );
  await client.query(
    `insert into payment_vouchers (document_id, payee_type, payee_code, payee_name, amount_paise, mode, purpose, state)
     select d.id, 'farmer', 'F001', 'Ramesh Sahoo', 1500000, 'cash', 'Advance', 'pending'
     from documents d where d.code like 'VB%'`,
  );
  await client.query('vacuum analyze');
  await client.end();
}

await onThrowawayPostgres('dashboard', async (database, url) => {
  const filling = performance.now();
  await fillMovements(url, MOVEMENTS, 1095);
  await fillBatches(url);
  const fillSeconds = ((performance.now() - filling) / 1000).toFixed(0);
  const { app, address, cookie } = await servedSignedIn(database);
  const first = (await (
    await fetch(`${address}/api/dashboard`, { headers: { cookie, 'x-requested-with': 'pfm' } })
  ).json()) as Dashboard;
  const rows: string[] = [];
  const row = (what: string, result: Timed) => {
    rows.push(
      `| ${what} | ${result.p50} | ${result.p99} | ${result.perSecond} | ${result.failed} |`,
    );
    process.stderr.write(
      `${what}: p50 ${result.p50} ms, p99 ${result.p99} ms, ${result.perSecond}/s, ${result.failed} failed\n`,
    );
  };
  for (const connections of [1, 10]) {
    row(
      `API: GET /api/dashboard, ${connections} connection${connections > 1 ? 's' : ''}`,
      await load({
        url: `${address}/api/dashboard`,
        method: 'GET',
        cookie,
        connections,
        seconds: DURATION,
      }),
    );
  }
  await app.close();
  process.stdout.write(
    [
      `${MOVEMENTS.toLocaleString('en-IN')} stock movements and ${BATCHES.toLocaleString('en-IN')} batches (${first.activeBatches} open, ${first.pendingSettlements} sold out) with their weekly updates, filled in ${fillSeconds} s; the dashboard answered ${first.alerts.length} alerts; ${DURATION} s per row.`,
      '',
      '| Scenario | p50 ms | p99 ms | Per second | Failed |',
      '|---|---:|---:|---:|---:|',
      ...rows,
      '',
    ].join('\n'),
  );
});
