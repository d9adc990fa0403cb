import {
  amountFor,
  amountLimitMessage,
  amountWithinLimit,
  type CancelInput,
  dayMonthYear,
  formatMilli,
  formatMoney,
  type IssueDetail,
  type issueInput,
  itemCategoryLabels,
  rateItems,
  today,
} from '@pfm/shared';
import { and, eq, ne } from 'drizzle-orm';
import type { z } from 'zod';
import type { Db } from '../../db/database.ts';
import {
  batches,
  documents,
  farmers,
  farms,
  godowns,
  growthUpdates,
  issues,
  items,
  sales,
} from '../../db/schema.ts';
import type { Actor } from '../../domain/actor.ts';
import { AppError } from '../../domain/errors.ts';
import { feedIssuedTo, updatesOf } from '../../growth/facts.ts';
import { cancelDocument, particularOf, postDocument } from '../../ledger/posting.ts';
import { rateInForce } from '../../masters/rates.ts';
import { averagePurchaseCost } from '../../stock/valuation.ts';
import { openBatch, openBatchOf } from '../batch/service.ts';
import { assertDocumentDate, fieldError, postingsOf, trailOf } from '../common.ts';
import { issueRows } from './queries.ts';

type Input = z.infer<typeof issueInput>;

export async function getIssue(db: Db, code: string): Promise<IssueDetail> {
  const [row] = await issueRows(db).where(eq(documents.code, code));
  const [document] = await db.select().from(documents).where(eq(documents.code, code));
  if (!row || !document) throw new AppError('not_found', 'There is no such issue.');
  return { ...row, ...trailOf(document), postings: await postingsOf(db, document.id) };
}

/** What an issue of the item on the day is charged at: its rate line in force, else average cost. */
async function chargeRate(
  tx: Db,
  item: { name: string; unit: string; rateItem: string | null },
  itemCode: string,
  date: string,
) {
  if (item.rateItem) {
    try {
      const rate = await rateInForce(tx, item.rateItem as keyof typeof rateItems, date);
      if (rate.unit !== item.unit) {
        // A rate per kg times a quantity in bags would charge the farmer a wrong amount.
        throw fieldError(
          'validation_failed',
          'itemCode',
          `${item.name} is counted in ${item.unit} but the ${rateItems[item.rateItem as keyof typeof rateItems]} rate in force on ${dayMonthYear(date)} is per ${rate.unit}: make the units agree in the Item Master or under Rate Setup.`,
        );
      }
      return { ratePaise: rate.ratePaise, rateBasis: 'rate' as const };
    } catch (error) {
      if (error instanceof AppError && error.code === 'not_found') {
        throw fieldError(
          'validation_failed',
          'date',
          `No ${rateItems[item.rateItem as keyof typeof rateItems]} rate is in force on ${dayMonthYear(date)}: add one under Rate Setup.`,
        );
      }
      throw error;
    }
  }
  const average = await averagePurchaseCost(tx, itemCode, date);
  if (average === undefined) {
    throw fieldError(
      'validation_failed',
      'itemCode',
      `${item.name} has no purchase up to ${dayMonthYear(date)} to price it at: record the purchase first.`,
    );
  }
  return { ratePaise: average, rateBasis: 'average-cost' as const };
}

/**
 * Issues chicks, feed or medicine from a godown to a farm's batch: stock out of the godown at its
 * average cost (to the batch's cost of inputs), and the farmer's ledger debited at the rate in force
 * on the issue day (medicine at its weighted average purchase cost). Chicks open a new batch (placement = issue day, birds placed = quantity, within
 * the farm's capacity, one open batch per farm); feed and medicine go to an open batch of the farm.
 */
export async function createIssue(tx: Db, actor: Actor, input: Input) {
  await assertDocumentDate(tx, input.date);
  const [farm] = await tx
    .select({
      name: farms.name,
      farmerCode: farms.farmerCode,
      capacity: farms.capacityBirds,
      status: farms.status,
      farmerName: farmers.name,
    })
    .from(farms)
    .innerJoin(farmers, eq(farmers.code, farms.farmerCode))
    .where(eq(farms.code, input.farmCode))
    .for('share', { of: farms });
  if (!farm)
    throw fieldError('validation_failed', 'farmCode', `There is no farm ${input.farmCode}.`);
  if (farm.status !== 'active') {
    throw fieldError(
      'validation_failed',
      'farmCode',
      `${farm.name} is inactive: nothing can be issued to it.`,
    );
  }
  const [item] = await tx
    .select({
      name: items.name,
      category: items.category,
      unit: items.unit,
      rateItem: items.rateItem,
    })
    .from(items)
    .where(eq(items.code, input.itemCode))
    .for('key share');
  if (!item)
    throw fieldError('validation_failed', 'itemCode', `There is no item ${input.itemCode}.`);
  const [godown] = await tx
    .select({ name: godowns.name })
    .from(godowns)
    .where(eq(godowns.code, input.godownCode))
    .for('key share');
  if (!godown) {
    throw fieldError('validation_failed', 'godownCode', `There is no godown ${input.godownCode}.`);
  }
  if ((item.unit === 'piece' || item.unit === 'bag') && input.quantityMilli % 1000 !== 0) {
    throw fieldError(
      'validation_failed',
      'quantityMilli',
      `${item.name} is counted in whole ${item.unit}s.`,
    );
  }

  let batchCode = input.batchCode;
  let placedBirds: number | undefined;
  if (item.category === 'chicks') {
    const open = await openBatchOf(tx, input.farmCode);
    if (open) {
      throw fieldError(
        'conflict',
        'farmCode',
        `${farm.name} already has an open batch (${open.code}, placed ${dayMonthYear(open.placementDate)}): a farm raises one batch at a time.`,
      );
    }
    if (input.batchCode) {
      throw fieldError(
        'validation_failed',
        'batchCode',
        'Chicks open a new batch: leave the batch empty.',
      );
    }
    placedBirds = input.quantityMilli / 1000;
    if (placedBirds > farm.capacity) {
      throw fieldError(
        'validation_failed',
        'quantityMilli',
        `${farm.name} holds at most ${farm.capacity.toLocaleString('en-IN')} birds.`,
      );
    }
  } else {
    if (!input.batchCode) {
      throw fieldError(
        'validation_failed',
        'batchCode',
        `Choose the open batch of ${farm.name} this goes to.`,
      );
    }
    const [batch] = await tx
      .select()
      .from(batches)
      .where(eq(batches.code, input.batchCode))
      .for('share');
    if (!batch || batch.farmCode !== input.farmCode) {
      throw fieldError(
        'validation_failed',
        'batchCode',
        `${input.batchCode} is not a batch of ${farm.name}.`,
      );
    }
    if (batch.status !== 'open') {
      throw fieldError(
        'conflict',
        'batchCode',
        `${batch.code} is ${batch.status}: nothing more can be issued to it.`,
      );
    }
    if (input.date < batch.placementDate) {
      throw fieldError(
        'validation_failed',
        'date',
        `${batch.code} was placed on ${dayMonthYear(batch.placementDate)}; issue on that day or later.`,
      );
    }
  }

  const { ratePaise, rateBasis } = await chargeRate(tx, item, input.itemCode, input.date);
  if (!amountWithinLimit(ratePaise, input.quantityMilli)) {
    throw fieldError(
      'validation_failed',
      'quantityMilli',
      amountLimitMessage('quantity', `rate ${formatMoney(ratePaise)} per ${item.unit}`),
    );
  }
  const amountPaise = amountFor(ratePaise, input.quantityMilli);
  const quantity = formatMilli(input.quantityMilli, item.unit);
  const particular = (code: string) =>
    particularOf(
      `${itemCategoryLabels[item.category]} issued `,
      `${code} (${batchCode}): ${item.name}, ${quantity}`,
    );
  const posted = await postDocument(tx, {
    kind: 'issue',
    date: input.date,
    actor,
    details: async (document) => {
      if (placedBirds !== undefined) {
        batchCode = await openBatch(tx, {
          farmCode: input.farmCode,
          placementDate: input.date,
          placed: placedBirds,
          documentId: document.id,
        });
      }
      await tx.insert(issues).values({
        documentId: document.id,
        farmCode: input.farmCode,
        farmerCode: farm.farmerCode,
        batchCode,
        itemCode: input.itemCode,
        godownCode: input.godownCode,
        quantityMilli: input.quantityMilli,
        ratePaise,
        amountPaise,
        rateBasis,
      });
    },
    movements: () => [
      {
        godownCode: input.godownCode,
        itemCode: input.itemCode,
        date: input.date,
        quantityMilli: -input.quantityMilli,
      },
    ],
    particular,
    // The farmer at the rate in force; the stock leaves the godown's account at its cost.
    entries: (code, stock) => [
      {
        accountType: 'farmer',
        accountCode: farm.farmerCode,
        date: input.date,
        ...particular(code),
        debitPaise: amountPaise,
      },
      {
        accountType: 'inputs-issued',
        accountCode: input.godownCode,
        date: input.date,
        ...particular(code),
        creditPaise: amountPaise,
      },
      {
        accountType: 'inputs-cost',
        accountCode: batchCode,
        date: input.date,
        ...particular(code),
        debitPaise: -stock.reduce((sum, movement) => sum + movement.valuePaise, 0),
      },
    ],
    summary: (code) =>
      `Issued ${code}: ${quantity} of ${item.name} from ${godown.name} to ${farm.name} (${batchCode})`,
    stockField: 'quantityMilli',
  });
  return getIssue(tx, posted.code);
}

/**
 * Cancels an issue (Administrators): the stock returns to the godown and the farmer's debit is
 * reversed, today. A chick issue voids the batch it opened, once nothing else was issued to it.
 */
export async function cancelIssue(tx: Db, actor: Actor, code: string, input: CancelInput) {
  const [issue] = await tx
    .select({
      batchCode: issues.batchCode,
      documentId: issues.documentId,
      category: items.category,
      unit: items.unit,
      quantityMilli: issues.quantityMilli,
    })
    .from(issues)
    .innerJoin(documents, eq(documents.id, issues.documentId))
    .innerJoin(items, eq(items.code, issues.itemCode))
    .where(eq(documents.code, code));
  if (!issue) throw new AppError('not_found', 'There is no such issue.');
  const [batch] = await tx
    .select()
    .from(batches)
    .where(eq(batches.code, issue.batchCode))
    .for('update');
  if (batch && batch.status === 'settled') {
    throw new AppError(
      'conflict',
      `${batch.code} is settled: its issues can no longer be cancelled.`,
    );
  }
  if (issue.category === 'chicks' && batch?.openedBy === issue.documentId) {
    const others = await tx
      .select({ code: documents.code })
      .from(issues)
      .innerJoin(documents, eq(documents.id, issues.documentId))
      .where(
        and(
          eq(issues.batchCode, batch.code),
          ne(issues.documentId, issue.documentId),
          ne(documents.status, 'cancelled'),
        ),
      );
    if (others.length > 0) {
      throw new AppError(
        'conflict',
        `${batch.code} has other issues (${others.map((row) => row.code).join(', ')}): cancel them first.`,
      );
    }
    const later = [
      ...(await tx
        .select({ code: documents.code })
        .from(sales)
        .innerJoin(documents, eq(documents.id, sales.documentId))
        .where(and(eq(sales.batchCode, batch.code), ne(documents.status, 'cancelled')))),
      ...(await tx
        .select({ code: documents.code })
        .from(growthUpdates)
        .innerJoin(documents, eq(documents.id, growthUpdates.documentId))
        .where(and(eq(growthUpdates.batchCode, batch.code), ne(documents.status, 'cancelled')))),
    ];
    if (later.length > 0) {
      throw new AppError(
        'conflict',
        `${batch.code} has sales or growth updates (${later.map((row) => row.code).join(', ')}): cancel them first.`,
      );
    }
    await tx.update(batches).set({ status: 'void' }).where(eq(batches.code, batch.code));
  }
  if (batch && issue.category === 'feed' && issue.unit === 'kg') {
    // The feed the updates say was eaten must stay within the feed issued.
    const issued = (await feedIssuedTo(tx, [batch.code])).get(batch.code) ?? 0;
    const consumed = ((await updatesOf(tx, [batch.code])).get(batch.code) ?? []).reduce(
      (sum, update) => sum + update.feedMilli,
      0,
    );
    if (issued - issue.quantityMilli < consumed) {
      throw new AppError(
        'conflict',
        `${batch.code}'s growth updates record ${formatMilli(consumed, 'kg')} of feed eaten; without ${code} only ${formatMilli(issued - issue.quantityMilli, 'kg')} would have been issued. Cancel or correct the updates first.`,
      );
    }
  }
  await cancelDocument(tx, {
    code,
    kind: 'issue',
    actor,
    reason: input.reason,
    on: today(),
    particular: (detail) => `Cancelled ${detail}`,
  });
  return getIssue(tx, code);
}
