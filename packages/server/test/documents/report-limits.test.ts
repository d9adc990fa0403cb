// Over 400 lines: documents at every limit of amount, quantity and rate, then every report read back, as properties.
import { addDays, MAX_AMOUNT_PAISE, MAX_QUANTITY_MILLI, MAX_RATE_PAISE, today } from '@pfm/shared';
import fc from 'fast-check';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testDatabases } from '../databases.ts';
import { type DocumentsApp, expectStatus, startDocumentsApp } from './helpers.ts';

/**
 * No accepted document can make a report fail (decision 0032). Sequences of documents at and near
 * the limits — purchases of 1,00,00,000 units at the largest rate the amount allows, rates of
 * ₹1,00,00,000.00, issues, transfers, sales of a crore birds, vouchers and collections of
 * ₹99,99,99,999.99, settlements and cancellations, on days up to a week back — are posted through
 * the API on one app (each run adds to the last), with values a step past the limits and the
 * hardening issue's purchases (1e12 thousandths at ₹90,000 and more) among them, which must be
 * refused; after each run every report answers: inventory
 * today and on each day in between, the dashboard, ledger statements, growth and settlement
 * reports, party lists, and exports (PDF and Excel of a report and a list, a document's PDF).
 *
 * PROPERTY_RUNS sets the runs (5 in `npm test`), PROPERTY_SEED replays one (printed on failure).
 */
const RUNS = Number(process.env.PROPERTY_RUNS ?? 5);
const seed = Number(process.env.PROPERTY_SEED ?? Date.now() % 2_147_483_647);

/** The farm at the capacity limit (a crore birds), so batches and sales reach the limits too. */
const FARM = { code: 'FM005', farmer: 'F003' };

/** The largest rate a quantity can carry within one document's amount. */
const largestRateFor = (quantityMilli: number) =>
  Math.max(1, Math.min(MAX_RATE_PAISE, Math.floor((MAX_AMOUNT_PAISE * 1000) / quantityMilli)));

/** How near the limit: at it, a step below or past it, or anywhere up to it (in thousandths). */
const nearness = fc.oneof(
  { weight: 2, arbitrary: fc.constantFrom<'at' | 'below' | 'past'>('at', 'below', 'past') },
  { weight: 3, arbitrary: fc.integer({ min: 1, max: 1000 }) },
);
type Nearness = 'at' | 'below' | 'past' | number;
/** `limit` at, a step below or past, or a fraction of it, at least `step`, in whole `step`s. */
const near = (limit: number, how: Nearness, step = 1) => {
  const value =
    how === 'at'
      ? limit
      : how === 'below'
        ? limit - step
        : how === 'past'
          ? limit + step
          : (limit * how) / 1000;
  return Math.max(step, Math.floor(value / step) * step);
};

/** The hardening issue's purchases: accepted once, they broke the reports of every day after. */
const oversized = [
  { quantityMilli: 1e12, ratePaise: 9_000_000 },
  { quantityMilli: 1e12, ratePaise: 9_007_200 },
  { quantityMilli: 1e12, ratePaise: 1e9 },
];

const back = fc.integer({ min: 0, max: 6 });
/** The later of two YYYY-MM-DD days (a document cannot precede its batch). */
const laterDay = (a: string, b: string) => [a, b].sort()[1] as string;
const operation = fc.oneof(
  fc.record({
    kind: fc.constant('purchase' as const),
    item: fc.constantFrom('I001', 'I002', 'I003', 'I005'),
    godown: fc.constantFrom('G001', 'G002'),
    quantity: nearness,
    rate: nearness,
    back,
  }),
  fc.record({
    kind: fc.constant('rate' as const),
    item: fc.constantFrom('chicks', 'starter', 'grower'),
    rate: nearness,
    back,
  }),
  fc.record({ kind: fc.constant('chicks' as const), quantity: nearness, back }),
  fc.record({
    kind: fc.constant('feed' as const),
    item: fc.constantFrom('I002', 'I003', 'I005'),
    godown: fc.constantFrom('G001', 'G002'),
    quantity: nearness,
    back,
  }),
  fc.record({
    kind: fc.constant('transfer' as const),
    item: fc.constantFrom('I001', 'I002', 'I003'),
    quantity: nearness,
    receiveNow: fc.boolean(),
    back,
  }),
  fc.record({
    kind: fc.constant('sale' as const),
    birds: nearness,
    gramsPerBird: fc.integer({ min: 300, max: 5000 }),
    rate: nearness,
    back,
  }),
  fc.record({
    kind: fc.constant('pay' as const),
    payee: fc.constantFrom('supplier' as const, 'farmer' as const, 'other' as const),
    amount: nearness,
    now: fc.boolean(),
    back,
  }),
  fc.record({
    kind: fc.constant('collect' as const),
    againstSale: fc.boolean(),
    amount: nearness,
    now: fc.boolean(),
    back,
  }),
  fc.record({
    kind: fc.constant('oversized' as const),
    which: fc.constantFrom(0, 1, 2),
    back,
  }),
  fc.record({ kind: fc.constant('settle' as const) }),
  fc.record({ kind: fc.constant('cancel' as const), pick: fc.nat() }),
);
type Operation = typeof operation extends fc.Arbitrary<infer T> ? T : never;

describe.each(testDatabases)('reports after documents at the limits, on $kind', (kind) => {
  let d: DocumentsApp;
  /** Posted documents that may be cancelled: their API path and code. */
  const posted: { path: string; code: string }[] = [];
  /** Answers to the documents posted, by kind and status class, for the report at the end. */
  const answers = new Map<string, number>();
  const noMode = { bankAccountCode: '', chequeNumber: '', chequeDate: '', reference: '' };

  beforeAll(async () => {
    d = await startDocumentsApp(kind);
    const farm = await d.t.call({
      method: 'POST',
      url: '/api/farms',
      cookie: d.admin,
      payload: {
        name: 'Mahato Mega Farm',
        farmerCode: FARM.farmer,
        location: 'Ormanjhi, Ranchi',
        capacityBirds: 10_000_000,
        areaSqFt: null,
        status: 'active',
      },
    });
    expectStatus(farm, 201);
    expect(farm.json().code).toBe(FARM.code);
  });
  afterAll(() => d.t.close());

  const available = async (godown: string, item: string, date: string) =>
    (await d.get(`/api/stock/available?godown=${godown}&item=${item}&date=${date}`)).json()
      .quantityMilli as number;
  const openBatch = async () => {
    const rows = (await d.get(`/api/batches?farm=${FARM.code}`)).json() as {
      code: string;
      status: string;
      placementDate: string;
    }[];
    return rows.find((batch) => batch.status === 'open');
  };
  const latestBatch = async () =>
    ((await d.get(`/api/batches?farm=${FARM.code}`)).json() as { code: string; status: string }[])
      .filter((batch) => batch.status !== 'void')
      .sort((a, b) => Number(b.code.slice(1)) - Number(a.code.slice(1)))[0];

  /** Posts one operation, adapted to what the app holds now; a refusal is fine, a 5xx is not. */
  async function apply(op: Operation): Promise<string | null> {
    const day = 'back' in op ? addDays(today(), -op.back) : today();
    let response: LightMyRequestResponse;
    let path = '';
    switch (op.kind) {
      case 'purchase': {
        path = '/api/purchases';
        const step = op.item === 'I001' ? 1000 : 1;
        const quantityMilli = near(MAX_QUANTITY_MILLI, op.quantity, step);
        const ratePaise = near(largestRateFor(quantityMilli), op.rate);
        response = await d.create(path, {
          date: day,
          supplierCode: 'S001',
          itemCode: op.item,
          quantityMilli,
          ratePaise,
          godownCode: op.godown,
          invoiceNumber: '',
        });
        break;
      }
      case 'oversized': {
        path = '/api/purchases';
        response = await d.create(path, {
          date: day,
          supplierCode: 'S002',
          itemCode: 'I002',
          ...oversized[op.which],
          godownCode: 'G001',
          invoiceNumber: '',
        });
        break;
      }
      case 'rate': {
        response = await d.t.call({
          method: 'POST',
          url: '/api/rates',
          cookie: d.admin,
          payload: {
            item: op.item,
            ratePaise: near(MAX_RATE_PAISE, op.rate),
            effectiveFrom: day,
            unit: op.item === 'chicks' ? 'piece' : 'kg',
          },
        });
        break;
      }
      case 'chicks': {
        if (await openBatch()) return null;
        path = '/api/issues';
        const stock = Math.min(await available('G001', 'I001', day), MAX_QUANTITY_MILLI);
        if (stock < 1000) return null;
        response = await d.create(path, {
          farmCode: FARM.code,
          itemCode: 'I001',
          godownCode: 'G001',
          quantityMilli: near(stock, op.quantity, 1000),
          date: day,
          batchCode: '',
        });
        break;
      }
      case 'feed': {
        const batch = await openBatch();
        if (!batch) return null;
        path = '/api/issues';
        const date = laterDay(day, batch.placementDate);
        const stock = Math.min(await available(op.godown, op.item, date), MAX_QUANTITY_MILLI);
        if (stock < 1) return null;
        response = await d.create(path, {
          farmCode: FARM.code,
          itemCode: op.item,
          godownCode: op.godown,
          quantityMilli: near(stock, op.quantity),
          date,
          batchCode: batch.code,
        });
        break;
      }
      case 'transfer': {
        path = '/api/transfers';
        const step = op.item === 'I001' ? 1000 : 1;
        const stock = Math.min(await available('G001', op.item, day), MAX_QUANTITY_MILLI);
        if (stock < step) return null;
        response = await d.create(path, {
          date: day,
          itemCode: op.item,
          quantityMilli: near(stock, op.quantity, step),
          fromGodownCode: 'G001',
          toGodownCode: 'G002',
          remarks: '',
          receiveNow: op.receiveNow,
        });
        break;
      }
      case 'sale': {
        const batch = await openBatch();
        if (!batch) return null;
        path = '/api/sales';
        const alive = (await d.get(`/api/batches/${batch.code}`)).json().birds.alive as number;
        if (alive < 1) return null;
        const birds = near(
          Math.min(alive, Math.floor(MAX_QUANTITY_MILLI / op.gramsPerBird)),
          op.birds,
        );
        const weightMilli = birds * op.gramsPerBird;
        response = await d.create(path, {
          date: laterDay(day, batch.placementDate),
          batchCode: batch.code,
          traderCode: 'T001',
          weightMilli,
          ratePaise: near(largestRateFor(weightMilli), op.rate),
          birds,
        });
        break;
      }
      case 'pay': {
        path = '/api/payments';
        response = await d.create(path, {
          date: day,
          payeeType: op.payee,
          payeeCode: op.payee === 'supplier' ? 'S001' : op.payee === 'farmer' ? FARM.farmer : '',
          payeeName: op.payee === 'other' ? 'Odisha Transport Co.' : '',
          amountPaise: near(MAX_AMOUNT_PAISE, op.amount),
          mode: 'cash',
          ...noMode,
          purpose: 'Settling up',
          state: op.now ? 'paid' : 'pending',
        });
        break;
      }
      case 'collect': {
        path = '/api/collections';
        const open = op.againstSale
          ? ((await d.get('/api/sales/outstanding?trader=T001')).json() as {
              code: string;
              outstandingPaise: number;
            }[])
          : [];
        const sale = open[0];
        response = await d.create(path, {
          date: today(),
          traderCode: 'T001',
          saleCode: sale?.code ?? '',
          amountPaise: near(sale?.outstandingPaise ?? MAX_AMOUNT_PAISE, op.amount),
          mode: 'cash',
          ...noMode,
          remarks: '',
          state: op.now ? 'received' : 'pending',
        });
        break;
      }
      case 'settle': {
        const batch = await latestBatch();
        if (batch?.status !== 'sold-out') return null;
        path = '/api/settlements';
        response = await d.create(
          path,
          { batchCode: batch.code, date: today() },
          { cookie: d.admin },
        );
        break;
      }
      case 'cancel': {
        const target = posted[op.pick % Math.max(1, posted.length)];
        if (!target) return null;
        response = await d.cancel(`${target.path}/${target.code}`);
        break;
      }
    }
    const label = `${op.kind} ${response.statusCode < 300 ? 'accepted' : 'refused'}`;
    answers.set(label, (answers.get(label) ?? 0) + 1);
    expect(response.statusCode, `${JSON.stringify(op)}: ${response.body}`).toBeLessThan(500);
    if (response.statusCode === 201 && path) {
      posted.push({ path, code: response.json().code });
      return day;
    }
    return null;
  }

  /** Every report, statement, list with balances and export: each answers in full. */
  async function everyReportAnswers(days: string[]) {
    const batch = await latestBatch();
    const from = [...days].sort()[0] ?? today();
    const lastPurchase = posted.filter((entry) => entry.path === '/api/purchases').at(-1);
    const urls = [
      '/api/reports/inventory',
      '/api/reports/inventory?godown=G002',
      ...days.map((day) => `/api/reports/inventory?date=${day}`),
      '/api/dashboard',
      '/api/ledger/supplier/S001',
      `/api/ledger/trader/T001?from=${from}&to=${today()}`,
      `/api/ledger/farmer/${FARM.farmer}`,
      '/api/suppliers',
      '/api/traders',
      '/api/farmers',
      '/api/purchases?sort=amount',
      `/api/reports/settlement?farmer=${FARM.farmer}`,
      ...(batch
        ? [
            `/api/batches/${batch.code}`,
            `/api/reports/growth?batch=${batch.code}`,
            `/api/settlements/preview/${batch.code}`,
          ]
        : []),
      '/api/reports/inventory/export/pdf',
      '/api/reports/inventory/export/xlsx',
      '/api/purchases/export/xlsx',
      '/api/payments/export/pdf',
      '/api/ledger/supplier/S001/export/pdf',
      `/api/reports/settlement/export/xlsx?farmer=${FARM.farmer}`,
      ...(lastPurchase ? [`/api/purchases/${lastPurchase.code}/pdf`] : []),
    ];
    for (const url of urls) {
      const response = await d.get(url);
      expect(response.statusCode, `${url}: ${response.body.slice(0, 300)}`).toBe(200);
    }
  }

  it('answers every report after any sequence of accepted documents at the limits', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.array(operation, { minLength: 4, maxLength: 10 }),
        back,
        async (ops, day) => {
          const days = new Set<string>();
          // Every run holds a purchase and a voucher at the limits, whatever else it draws.
          const anchors: Operation[] = [
            {
              kind: 'purchase',
              item: 'I002',
              godown: 'G001',
              quantity: 'at',
              rate: 'at',
              back: day,
            },
            { kind: 'pay', payee: 'supplier', amount: 'at', now: true, back: day },
          ];
          for (const op of [...anchors, ...ops]) {
            const day = await apply(op);
            if (day) days.add(day);
          }
          await everyReportAnswers([...days]);
        },
      ),
      { numRuns: RUNS, seed, endOnFailure: true },
    );
    // The property held over documents at the limits that were accepted, not only over refusals.
    const tally = JSON.stringify(Object.fromEntries([...answers].sort()));
    expect(answers.get('purchase accepted'), tally).toBeGreaterThanOrEqual(RUNS);
    expect(answers.get('pay accepted'), tally).toBeGreaterThanOrEqual(RUNS);
  }, 240_000);
});
