import {
  BATCH_CYCLE_DAYS,
  type Batch,
  type BatchStatus,
  daysBetween,
  exactInteger,
  today,
} from '@pfm/shared';
import { and, asc, eq, ne, type SQL, sql } from 'drizzle-orm';
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
import { nextCode } from '../../masters/codes.ts';

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

/** Age (placement day = 0) and days left of the 45-day cycle, as of `on`. */
export const ageOf = (placementDate: string, on = today()) => {
  const age = Math.max(0, daysBetween(placementDate, on));
  return { age, daysRemaining: Math.max(0, BATCH_CYCLE_DAYS - age) };
};

/**
 * The standing issues of a batch by item, at the rates charged on issue, with the item's category
 * (the batch detail and the settlement read them alike).
 */
export async function standingInputsOf(db: Db, code: string) {
  const rows = await db
    .select({
      itemCode: issues.itemCode,
      itemName: items.name,
      category: items.category,
      unit: items.unit,
      quantityMilli: sql<string>`sum(${issues.quantityMilli})`,
      amountPaise: sql<string>`sum(${issues.amountPaise})`,
    })
    .from(issues)
    .innerJoin(documents, eq(documents.id, issues.documentId))
    .innerJoin(items, eq(items.code, issues.itemCode))
    .where(and(eq(issues.batchCode, code), ne(documents.status, 'cancelled')))
    .groupBy(issues.itemCode, items.name, items.category, items.unit)
    .orderBy(asc(issues.itemCode));
  return rows.map((row) => ({
    ...row,
    quantityMilli: exactInteger(row.quantityMilli),
    amountPaise: exactInteger(row.amountPaise),
  }));
}

const inputsOf = async (db: Db, code: string): Promise<Batch['inputs']> =>
  (await standingInputsOf(db, code)).map(({ category: _category, ...input }) => input);

/**
 * Birds of a batch: placed, dead by its standing growth updates, sold by its posted sales, and
 * alive = placed − dead − sold.
 */
export async function birdsOf(db: Db, code: string, placed: number): Promise<Batch['birds']> {
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

/** A batch with its age and the inputs issued to it so far. */
export async function getBatch(db: Db, code: string): Promise<Batch> {
  const [row] = await db
    .select(batchColumns)
    .from(batches)
    .innerJoin(farms, eq(farms.code, batches.farmCode))
    .innerJoin(farmers, eq(farmers.code, farms.farmerCode))
    .where(eq(batches.code, code));
  if (!row) throw new AppError('not_found', 'There is no such batch.');
  return {
    ...row,
    ...ageOf(row.placementDate),
    birds: await birdsOf(db, code, row.placed),
    inputs: await inputsOf(db, code),
  };
}

/** Batches with farm and farmer, newest first, where `condition` holds (at most `limit`). */
export async function listBatchSummary(db: Db, condition: SQL | undefined, limit = 500) {
  const rows = await db
    .select(batchColumns)
    .from(batches)
    .innerJoin(farms, eq(farms.code, batches.farmCode))
    .innerJoin(farmers, eq(farmers.code, farms.farmerCode))
    .where(condition)
    .orderBy(sql`length(${batches.code}) desc`, sql`${batches.code} desc`)
    .limit(limit);
  return rows.map((row) => ({ ...row, ...ageOf(row.placementDate) }));
}

/** Batches, newest first, optionally of one farm and one status (the pickers' lists). */
export const listBatches = (db: Db, filter: { farm?: string; status?: BatchStatus }) =>
  listBatchSummary(
    db,
    and(
      filter.farm ? eq(batches.farmCode, filter.farm) : undefined,
      filter.status ? eq(batches.status, filter.status) : undefined,
    ),
  );

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
