import {
  addExactly,
  type Batch,
  type BatchFigures,
  type BatchStatus,
  type BatchSummary,
  today,
} from '@pfm/shared';
import { and, asc, eq, ne, type SQL, sql } from 'drizzle-orm';
import { nextCode } from '../../db/codes.ts';
import type { Db } from '../../db/database.ts';
import {
  batches,
  documents,
  farmers,
  farms,
  growthUpdates,
  issues,
  items,
  sales,
} from '../../db/schema.ts';
import { AppError } from '../../domain/errors.ts';
import { type BatchRules, batchFactsOf } from '../../growth/facts.ts';
import { type BatchFacts, batchFigures } from '../../growth/figures.ts';

/** Batches are B001, B002… */
export const BATCH_PREFIX = 'B';

const batchColumns = {
  code: batches.code,
  farmCode: batches.farmCode,
  farmName: farms.name,
  farmerCode: farms.farmerCode,
  farmerName: farmers.name,
  placementDate: batches.placementDate,
  placed: batches.placed,
  status: batches.status,
};

/**
 * The standing issues of a batch by item, at the rates charged on issue, with the item's category and
 * each issue oldest first (its quantity, rate and amount, as it was rounded on its own): the batch
 * detail shows the items' totals, the settlement prints every rate beside its amount.
 */
export async function standingInputsOf(db: Db, code: string) {
  const rows = await db
    .select({
      itemCode: issues.itemCode,
      itemName: items.name,
      category: items.category,
      unit: items.unit,
      quantityMilli: issues.quantityMilli,
      ratePaise: issues.ratePaise,
      amountPaise: issues.amountPaise,
    })
    .from(issues)
    .innerJoin(documents, eq(documents.id, issues.documentId))
    .innerJoin(items, eq(items.code, issues.itemCode))
    .where(and(eq(issues.batchCode, code), ne(documents.status, 'cancelled')))
    .orderBy(asc(issues.itemCode), asc(documents.date), asc(documents.id));
  type Issue = Pick<(typeof rows)[number], 'quantityMilli' | 'ratePaise' | 'amountPaise'>;
  const inputs = new Map<
    string,
    Omit<(typeof rows)[number], keyof Issue> & {
      quantityMilli: number;
      amountPaise: number;
      issues: Issue[];
    }
  >();
  for (const { quantityMilli, ratePaise, amountPaise, ...item } of rows) {
    const input = inputs.get(item.itemCode) ?? {
      ...item,
      quantityMilli: 0,
      amountPaise: 0,
      issues: [],
    };
    input.quantityMilli = addExactly(input.quantityMilli, quantityMilli);
    input.amountPaise = addExactly(input.amountPaise, amountPaise);
    input.issues.push({ quantityMilli, ratePaise, amountPaise });
    inputs.set(item.itemCode, input);
  }
  return [...inputs.values()];
}

const inputsOf = async (db: Db, code: string): Promise<Batch['inputs']> =>
  (await standingInputsOf(db, code)).map(
    ({ category: _category, issues: _issues, ...input }) => input,
  );

/**
 * Birds of an open batch as a posting checks them under its lock: placed, dead by its standing
 * growth updates, sold by its posted sales, and alive = placed − dead − sold.
 */
export async function birdsOf(db: Db, code: string, placed: number) {
  const [soldRow] = await db
    .select({ sold: sql<string | null>`sum(${sales.birds})` })
    .from(sales)
    .innerJoin(documents, eq(documents.id, sales.documentId))
    .where(and(eq(sales.batchCode, code), eq(documents.status, 'posted')));
  const [deadRow] = await db
    .select({ dead: sql<string | null>`sum(${growthUpdates.mortality})` })
    .from(growthUpdates)
    .innerJoin(documents, eq(documents.id, growthUpdates.documentId))
    .where(and(eq(growthUpdates.batchCode, code), eq(documents.status, 'posted')));
  const sold = Number(soldRow?.sold ?? 0);
  const dead = Number(deadRow?.dead ?? 0);
  return { placed, dead, sold, alive: placed - dead - sold };
}

/** A batch with its age and birds (its figures) and the inputs issued so far. */
export async function getBatch(db: Db, code: string): Promise<Batch> {
  const [batch] = await listBatchFigures(db, eq(batches.code, code));
  if (!batch) throw new AppError('not_found', 'There is no such batch.');
  return { ...batch.summary, birds: batch.figures.birds, inputs: await inputsOf(db, code) };
}

/**
 * Batches with farm and farmer, newest first, where `condition` holds (at most `limit`): each as
 * the lists show it, with the facts and the figures (`batchFigures`, today) its age and days
 * remaining come from.
 */
export async function listBatchFigures(
  db: Db,
  condition: SQL | undefined,
  limit = 500,
  rules?: BatchRules,
): Promise<{ summary: BatchSummary; facts: BatchFacts; figures: BatchFigures }[]> {
  const rows = await db
    .select({ ...batchColumns, closedOn: batches.closedOn })
    .from(batches)
    .innerJoin(farms, eq(farms.code, batches.farmCode))
    .innerJoin(farmers, eq(farmers.code, farms.farmerCode))
    .where(condition)
    .orderBy(sql`length(${batches.code}) desc`, sql`${batches.code} desc`)
    .limit(limit);
  const facts = await batchFactsOf(db, rows, rules);
  const day = today();
  return rows.flatMap(({ closedOn: _, ...row }) => {
    const batchFacts = facts.get(row.code);
    if (!batchFacts) return [];
    const figures = batchFigures(batchFacts, day);
    const summary = { ...row, age: figures.age, daysRemaining: figures.daysRemaining };
    return [{ summary, facts: batchFacts, figures }];
  });
}

/** Batches, newest first, optionally of one farm and one status (the pickers' lists). */
export const listBatches = async (db: Db, filter: { farm?: string; status?: BatchStatus }) =>
  (
    await listBatchFigures(
      db,
      and(
        filter.farm ? eq(batches.farmCode, filter.farm) : undefined,
        filter.status ? eq(batches.status, filter.status) : undefined,
      ),
    )
  ).map((batch) => batch.summary);

/** The open batch of a farm, locked for this transaction, if it has one. */
export async function openBatchOf(tx: Db, farmCode: string) {
  const [row] = await tx
    .select()
    .from(batches)
    .where(and(eq(batches.farmCode, farmCode), eq(batches.status, 'open')))
    .for('update');
  return row;
}

/** Opens a new batch on a farm (an issue of chicks): placement day and birds placed. */
export async function openBatch(
  tx: Db,
  {
    farmCode,
    placementDate,
    placed,
    documentId,
  }: {
    farmCode: string;
    placementDate: string;
    placed: number;
    documentId: number;
  },
) {
  const code = await nextCode(tx, BATCH_PREFIX);
  await tx.insert(batches).values({ code, farmCode, placementDate, placed, openedBy: documentId });
  return code;
}

/**
 * A sold-out batch can open again (its last sale or deaths cancelled) only while its farm has no
 * other open batch: refuses naming the new one.
 */
export async function assertReopenable(
  tx: Db,
  batch: { code: string; farmCode: string },
  cancelling: string,
) {
  const [other] = await tx
    .select({ code: batches.code })
    .from(batches)
    .where(and(eq(batches.farmCode, batch.farmCode), eq(batches.status, 'open')));
  if (other) {
    throw new AppError(
      'conflict',
      `Cancelling ${cancelling} would reopen ${batch.code}, but its farm has placed ${other.code} since.`,
    );
  }
}

/** A sold-out batch open again (its last sale or deaths cancelled): a closing by hand is undone too. */
export async function reopenBatch(tx: Db, code: string) {
  await tx
    .update(batches)
    .set({ status: 'open', closedOn: null, closeReason: null, closedByName: null })
    .where(eq(batches.code, code));
}
