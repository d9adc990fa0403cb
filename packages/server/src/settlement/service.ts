// Over 400 lines: preview, finalise, cancel and close share one computation of a batch's settlement and its postings.
import {
  type CloseBatchInput,
  dayMonthYear,
  epefGrade,
  exactInteger,
  type FinaliseInput,
  formatNumber,
  type Settlement,
  type SettlementBatch,
  type SettlementBreakdown,
  type SettlementReport,
  type SettlementReportQuery,
  settlementBreakdownSchema,
  settlementNet,
  sumExactly,
  today,
} from '@pfm/shared';
import { and, eq, gte, lte, ne, sql } from 'drizzle-orm';
import { recordAudit } from '../audit/service.ts';
import type { Db } from '../db/database.ts';
import { batches, documents, farmers, farms, sales, settlements } from '../db/schema.ts';
import { standingInputsOf } from '../documents/batch/service.ts';
import { assertDocumentDate, fieldError, trailOf } from '../documents/common.ts';
import type { Actor } from '../domain/actor.ts';
import { AppError } from '../domain/errors.ts';
import { type BatchRules, batchFactsOf, batchRulesOf } from '../growth/facts.ts';
import { batchFigures, fcrOf, round } from '../growth/figures.ts';
import { cancelDocument, type LedgerEntry, particularOf, postDocument } from '../ledger/posting.ts';
import { computeSettlement, type InputFacts, type SettlementFacts } from './compute.ts';
import { schemeFor } from './schemes.ts';

const count = (value: number) => formatNumber(value, 0);

/** The batch with its farm and farmer, optionally locked for this transaction. */
async function batchOf(db: Db, code: string, lock = false) {
  const query = db
    .select({ batch: batches, farmerCode: farms.farmerCode, farmerName: farmers.name })
    .from(batches)
    .innerJoin(farms, eq(farms.code, batches.farmCode))
    .innerJoin(farmers, eq(farmers.code, farms.farmerCode))
    .where(eq(batches.code, code));
  const [row] = await (lock ? query.for('update', { of: batches }) : query);
  if (!row || row.batch.status === 'void')
    throw new AppError('not_found', 'There is no such batch.');
  return row;
}

/** Standing sales of a batch: birds, live weight, revenue and the last sale's day. */
async function salesTotals(db: Db, code: string) {
  const [row] = await db
    .select({
      birds: sql<string | null>`sum(${sales.birds})`,
      weightMilli: sql<string | null>`sum(${sales.weightMilli})`,
      amountPaise: sql<string | null>`sum(${sales.amountPaise})`,
      lastDate: sql<string | null>`max(${documents.date})`,
    })
    .from(sales)
    .innerJoin(documents, eq(documents.id, sales.documentId))
    .where(and(eq(sales.batchCode, code), eq(documents.status, 'posted')));
  return {
    birds: exactInteger(row?.birds),
    weightMilli: exactInteger(row?.weightMilli),
    amountPaise: exactInteger(row?.amountPaise),
    lastDate: row?.lastDate ? String(row.lastDate).slice(0, 10) : null,
  };
}

const categoryOrder = { chicks: 0, feed: 1, medicine: 2 } as const;

/** The batch's inputs as a farmer reads them: chicks, then feed, then medicine. */
const inputsOf = async (db: Db, code: string): Promise<InputFacts[]> =>
  (await standingInputsOf(db, code)).sort(
    (a, b) => categoryOrder[a.category] - categoryOrder[b.category],
  );

/**
 * Everything the settlement of a batch is computed from: its figures (`batchFigures`, the ones every
 * screen shows — birds, age to the day it ended, live weight sold, feed issued), its revenue and its
 * inputs. An open batch is previewed as if it were closed by hand today. `end` is the day the batch
 * ended (null while open).
 */
async function settlementFacts(
  db: Db,
  row: Awaited<ReturnType<typeof batchOf>>,
  rules?: BatchRules,
) {
  const { batch } = row;
  const day = today();
  const [sold, inputs, facts] = await Promise.all([
    salesTotals(db, batch.code),
    inputsOf(db, batch.code),
    batchFactsOf(db, [batch], rules),
  ]);
  const batchFacts = facts.get(batch.code);
  if (!batchFacts) throw new AppError('not_found', 'There is no such batch.');
  const figures = batchFigures(
    batch.status === 'open' ? { ...batchFacts, status: 'sold-out', closedOn: day } : batchFacts,
    day,
  );
  const settled: SettlementFacts = {
    batchCode: batch.code,
    farmerCode: row.farmerCode,
    farmerName: row.farmerName,
    farmCode: batch.farmCode,
    placed: figures.birds.placed,
    dead: figures.birds.dead,
    sold: figures.birds.sold,
    liveWeightMilli: figures.liveWeightMilli,
    saleRevenuePaise: sold.amountPaise,
    age: figures.age,
    inputs,
    feedMilli: figures.feedIssuedMilli,
  };
  return { facts: settled, end: batch.status === 'open' ? null : figures.endedOn };
}

/** The standing settlement of a batch, if it is settled. */
async function standingSettlement(db: Db, batchCode: string) {
  const [row] = await db
    .select({ document: documents, settlement: settlements })
    .from(settlements)
    .innerJoin(documents, eq(documents.id, settlements.documentId))
    .where(and(eq(settlements.batchCode, batchCode), eq(documents.status, 'posted')));
  return row;
}

/**
 * What the batch's settlement is, computed now without saving anything: a settled batch answers
 * with the breakdown it was settled with.
 */
export async function previewSettlement(db: Db, batchCode: string): Promise<SettlementBreakdown> {
  const row = await batchOf(db, batchCode);
  if (row.batch.status === 'settled') {
    const standing = await standingSettlement(db, batchCode);
    if (standing) return settlementBreakdownSchema.parse(standing.settlement.breakdown);
  }
  const { facts } = await settlementFacts(db, row);
  return computeSettlement(facts, await schemeFor(db, row.farmerCode, row.batch.placementDate));
}

const signed = (entry: Omit<LedgerEntry, 'debitPaise' | 'creditPaise'>, creditPaise: number) =>
  creditPaise >= 0 ? { ...entry, creditPaise } : { ...entry, debitPaise: -creditPaise };

/**
 * Finalises a sold-out batch's settlement on `date`: posts to the farmer's ledger a credit closing
 * the batch's input debits and a credit of the net payable (a debit when it is recoverable),
 * keeps the scheme version and the whole breakdown, and makes the batch settled.
 */
export async function finaliseSettlement(
  tx: Db,
  actor: Actor,
  batchCode: string,
  input: FinaliseInput,
): Promise<Settlement> {
  await assertDocumentDate(tx, input.date);
  const row = await batchOf(tx, batchCode, true);
  const { batch } = row;
  if (batch.status === 'settled') {
    const standing = await standingSettlement(tx, batchCode);
    throw new AppError(
      'conflict',
      `${batch.code} is already settled${standing ? ` (${standing.document.code})` : ''}.`,
    );
  }
  const { facts, end } = await settlementFacts(tx, row);
  if (batch.status !== 'sold-out') {
    const alive = facts.placed - facts.dead - facts.sold;
    throw new AppError(
      'conflict',
      `${batch.code} still has ${count(alive)} birds alive: only a sold-out batch can be settled. Sell them, or close the batch by hand if they are missing.`,
    );
  }
  if (end && input.date < end) {
    throw fieldError(
      'validation_failed',
      'date',
      `${batch.code} was sold out on ${dayMonthYear(end)}; it cannot be settled before that.`,
    );
  }
  const scheme = await schemeFor(tx, row.farmerCode, batch.placementDate);
  const breakdown = computeSettlement(facts, scheme);
  const inputsDebited = sumExactly(facts.inputs.map((line) => line.amountPaise));
  const tds = breakdown.deductions.find((line) => line.key === 'tds')?.amountPaise ?? 0;
  const gross = breakdown.netPayablePaise + tds;
  // The farmer's statement says what the net is, on its side, without a minus sign.
  const net = settlementNet(breakdown.netPayablePaise).text;
  // The farmer's statement: "Settlement SE001 (B001): TDS"; a reversal repeats from "(B001)".
  const said = (code: string, what: string) =>
    particularOf(`Settlement ${code} `, `(${batch.code}): ${what}`);
  const document = await postDocument(tx, {
    kind: 'settlement',
    date: input.date,
    actor,
    entries: (code) => [
      {
        accountType: 'farmer',
        accountCode: row.farmerCode,
        date: input.date,
        ...said(code, 'inputs closed'),
        creditPaise: inputsDebited,
      },
      {
        accountType: 'inputs-issued',
        accountCode: batch.code,
        date: input.date,
        ...said(code, 'inputs closed'),
        debitPaise: inputsDebited,
      },
      signed(
        {
          accountType: 'farmer',
          accountCode: row.farmerCode,
          date: input.date,
          ...said(code, net),
        },
        breakdown.netPayablePaise,
      ),
      {
        accountType: 'tds-payable',
        accountCode: row.farmerCode,
        date: input.date,
        ...said(code, 'TDS'),
        creditPaise: tds,
      },
      // Growing charges and incentives less shortage and FCR penalty: the company's cost.
      signed(
        {
          accountType: 'growing-charges',
          accountCode: batch.code,
          date: input.date,
          ...said(code, 'growing charges less deductions'),
        },
        -gross,
      ),
    ],
    details: ({ id }) =>
      tx.insert(settlements).values({
        documentId: id,
        batchCode: batch.code,
        schemeCode: scheme.code,
        schemeVersion: scheme.version,
        netPayablePaise: breakdown.netPayablePaise,
        breakdown,
      }),
    summary: (code) => `Settlement ${code} of ${batch.code} for ${row.farmerName}: ${net}`,
  });
  await tx.update(batches).set({ status: 'settled' }).where(eq(batches.code, batch.code));
  return getSettlement(tx, document.code);
}

/** A settlement (FS001) as it was posted. */
export async function getSettlement(db: Db, code: string): Promise<Settlement> {
  const [row] = await db
    .select({ document: documents, settlement: settlements })
    .from(settlements)
    .innerJoin(documents, eq(documents.id, settlements.documentId))
    .where(eq(documents.code, code));
  if (!row) throw new AppError('not_found', 'There is no such settlement.');
  return {
    ...settlementBreakdownSchema.parse(row.settlement.breakdown),
    code: row.document.code,
    date: row.document.date,
    status: row.document.status,
    trail: trailOf(row.document),
  };
}

/**
 * Cancels a settlement: its postings are reversed and the batch is sold out again, open to
 * correction (cancelling a sale reopens it) and to a new settlement.
 */
export async function cancelSettlement(tx: Db, actor: Actor, code: string, reason: string) {
  const [row] = await tx
    .select({ batchCode: settlements.batchCode })
    .from(settlements)
    .innerJoin(documents, eq(documents.id, settlements.documentId))
    .where(eq(documents.code, code));
  if (!row) throw new AppError('not_found', 'There is no such settlement.');
  await batchOf(tx, row.batchCode, true);
  await cancelDocument(tx, {
    code,
    kind: 'settlement',
    actor,
    reason,
    on: today(),
    particular: (detail) => `Cancelled ${code}: ${detail}`,
  });
  await tx.update(batches).set({ status: 'sold-out' }).where(eq(batches.code, row.batchCode));
  return getSettlement(tx, code);
}

/**
 * Closes an open batch by hand: its last birds are missing, not sold. It becomes sold out; the birds
 * placed − dead − sold are its shortage, deducted at settlement.
 */
export async function closeBatch(tx: Db, actor: Actor, batchCode: string, input: CloseBatchInput) {
  await assertDocumentDate(tx, input.date);
  const row = await batchOf(tx, batchCode, true);
  const { batch } = row;
  if (batch.status !== 'open') {
    throw new AppError(
      'conflict',
      `${batch.code} is ${batch.status === 'settled' ? 'settled' : 'sold out'} already.`,
    );
  }
  const sold = await salesTotals(tx, batch.code);
  const start = sold.lastDate ?? batch.placementDate;
  if (input.date < start) {
    throw fieldError(
      'validation_failed',
      'date',
      `${batch.code} ${sold.lastDate ? 'had a sale' : 'was placed'} on ${dayMonthYear(start)}; it cannot be closed before that.`,
    );
  }
  await tx
    .update(batches)
    .set({
      status: 'sold-out',
      closedOn: input.date,
      closeReason: input.reason,
      closedByName: actor.username,
    })
    .where(eq(batches.code, batch.code));
  await recordAudit(tx, actor, {
    action: 'update',
    entity: 'batch',
    entityKey: batch.code,
    summary: `Closed ${batch.code} by hand on ${dayMonthYear(input.date)}: ${input.reason}`,
  });
  return previewSettlement(tx, batch.code);
}

/** Batches listed by the report, at most. */
const REPORT_LIMIT = 200;

/**
 * The Farmer Settlement Report: the batches placed in the period (of one farmer, or all), each with
 * where it stands — open, ready to settle (sold out), settled — and its figures: the settled
 * breakdown of a settled batch, the preview of any other. Totals over the batches with sales.
 */
export async function settlementReport(
  db: Db,
  query: SettlementReportQuery,
): Promise<SettlementReport> {
  const rows = await db
    .select({ code: batches.code })
    .from(batches)
    .innerJoin(farms, eq(farms.code, batches.farmCode))
    .where(
      and(
        ne(batches.status, 'void'),
        query.farmer ? eq(farms.farmerCode, query.farmer) : undefined,
        query.from ? gte(batches.placementDate, query.from) : undefined,
        query.to ? lte(batches.placementDate, query.to) : undefined,
      ),
    )
    .orderBy(sql`length(${batches.code}) desc`, sql`${batches.code} desc`)
    .limit(REPORT_LIMIT);
  const list: SettlementBatch[] = [];
  const rules = await batchRulesOf(db);
  for (const { code } of rows) {
    const row = await batchOf(db, code);
    const standing =
      row.batch.status === 'settled' ? await standingSettlement(db, code) : undefined;
    const breakdown = standing
      ? settlementBreakdownSchema.parse(standing.settlement.breakdown)
      : computeSettlement(
          (await settlementFacts(db, row, rules)).facts,
          await schemeFor(db, row.farmerCode, row.batch.placementDate),
        );
    list.push({
      batchCode: code,
      farmCode: row.batch.farmCode,
      farmerCode: row.farmerCode,
      farmerName: row.farmerName,
      placementDate: row.batch.placementDate,
      status: row.batch.status,
      settlementCode: standing?.document.code ?? null,
      saleRevenuePaise: breakdown.saleRevenuePaise,
      totalCostPaise: breakdown.totalCostPaise,
      netPayablePaise: row.batch.status === 'open' ? null : breakdown.netPayablePaise,
      fcr: breakdown.performance.fcr,
      epef: breakdown.performance.epef,
      liveWeightMilli: breakdown.liveWeightMilli,
      feedMilli: breakdown.feedMilli,
    });
  }
  const sold = list.filter((batch) => batch.liveWeightMilli > 0);
  const weight = sumExactly(sold.map((batch) => batch.liveWeightMilli));
  const feed = sumExactly(sold.map((batch) => batch.feedMilli));
  const fcr = fcrOf(feed, weight);
  // EPEF of the period: each batch's EPEF weighted by the live weight it produced.
  const weighted = sold.filter((batch) => batch.epef !== null);
  const weightedKg = weighted.reduce((sum, batch) => sum + batch.liveWeightMilli, 0);
  const epef =
    weightedKg > 0
      ? Math.round(
          weighted.reduce((sum, batch) => sum + (batch.epef ?? 0) * batch.liveWeightMilli, 0) /
            weightedKg,
        )
      : null;
  return {
    batches: list,
    totals: {
      saleRevenuePaise: sumExactly(list.map((batch) => batch.saleRevenuePaise)),
      totalCostPaise: sumExactly(list.map((batch) => batch.totalCostPaise)),
      netPayablePaise: sumExactly(list.map((batch) => batch.netPayablePaise ?? 0)),
      fcr: fcr === null ? null : round(fcr, 3),
      epef,
      grade: epefGrade(epef),
    },
  };
}
