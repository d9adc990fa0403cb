import {
  type CancelInput,
  dayMonthYear,
  formatMilli,
  type ItemUnit,
  type Transfer,
  type TransferDetail,
  today,
  type transferInput,
} from '@pfm/shared';
import { eq } from 'drizzle-orm';
import type { z } from 'zod';
import type { Db } from '../../db/database.ts';
import { documents, godowns, IN_TRANSIT, items, transfers } from '../../db/schema.ts';
import type { Actor } from '../../domain/actor.ts';
import { AppError } from '../../domain/errors.ts';
import {
  cancelDocument,
  inventoryEntries,
  particularOf,
  postDocument,
  postStock,
} from '../../ledger/posting.ts';
import { movementsOf } from '../../stock/movements.ts';
import { assertDocumentDate, fieldError, postingsOf, trailOf } from '../common.ts';
import { settleDocument } from '../settle.ts';
import { transferRows } from './queries.ts';

type Input = z.infer<typeof transferInput>;

export async function getTransfer(db: Db, code: string): Promise<TransferDetail> {
  const [row] = await transferRows(db).where(eq(documents.code, code));
  const [document] = await db.select().from(documents).where(eq(documents.code, code));
  const [transfer] = document
    ? await db.select().from(transfers).where(eq(transfers.documentId, document.id))
    : [];
  if (!row || !document) throw new AppError('not_found', 'There is no such transfer.');
  return {
    ...row,
    ...trailOf(document),
    receivedBy: transfer?.receivedByName ?? null,
    postings: await postingsOf(db, document.id),
  };
}

/** The statement's text of a transfer's postings: "Transfer ST001: Broiler Grower Feed, 500 kg, …". */
const transferParticular = (
  verb: 'Transfer' | 'Received',
  code: string,
  transfer: Pick<
    Transfer,
    'itemName' | 'unit' | 'quantityMilli' | 'fromGodownName' | 'toGodownName'
  >,
) =>
  particularOf(
    `${verb} ${code}: `,
    `${transfer.itemName}, ${formatMilli(transfer.quantityMilli, transfer.unit as ItemUnit)}, ${transfer.fromGodownName} to ${transfer.toGodownName}`,
  );

async function godownNamed(tx: Db, code: string, field: string) {
  const [godown] = await tx
    .select({ name: godowns.name })
    .from(godowns)
    .where(eq(godowns.code, code))
    .for('key share');
  if (!godown) throw fieldError('validation_failed', field, `There is no godown ${code}.`);
  return godown;
}

/**
 * Moves stock between two godowns: completed at once (out of one, into the other, the same day),
 * or dispatched — out of the source into transit — to be received later. It moves at the source's
 * average cost, from one godown's inventory account to the other's (or to transit's).
 */
export async function createTransfer(tx: Db, actor: Actor, input: Input) {
  await assertDocumentDate(tx, input.date);
  const [item] = await tx
    .select({ name: items.name, unit: items.unit })
    .from(items)
    .where(eq(items.code, input.itemCode))
    .for('key share');
  if (!item)
    throw fieldError('validation_failed', 'itemCode', `There is no item ${input.itemCode}.`);
  if ((item.unit === 'piece' || item.unit === 'bag') && input.quantityMilli % 1000 !== 0) {
    throw fieldError(
      'validation_failed',
      'quantityMilli',
      `${item.name} is counted in whole ${item.unit}s.`,
    );
  }
  const from = await godownNamed(tx, input.fromGodownCode, 'fromGodownCode');
  const to = await godownNamed(tx, input.toGodownCode, 'toGodownCode');
  const quantity = formatMilli(input.quantityMilli, item.unit);
  const posted = await postDocument(tx, {
    kind: 'transfer',
    particular: (code) =>
      transferParticular('Transfer', code, {
        itemName: item.name,
        unit: item.unit,
        quantityMilli: input.quantityMilli,
        fromGodownName: from.name,
        toGodownName: to.name,
      }),
    date: input.date,
    actor,
    details: (document) =>
      tx.insert(transfers).values({
        documentId: document.id,
        itemCode: input.itemCode,
        fromGodownCode: input.fromGodownCode,
        toGodownCode: input.toGodownCode,
        quantityMilli: input.quantityMilli,
        remarks: input.remarks,
        state: input.receiveNow ? 'completed' : 'pending',
        ...(input.receiveNow && {
          receivedOn: input.date,
          receivedAt: new Date(),
          receivedBy: actor.id,
          receivedByName: actor.username,
        }),
      }),
    movements: () => [
      {
        godownCode: input.fromGodownCode,
        itemCode: input.itemCode,
        date: input.date,
        quantityMilli: -input.quantityMilli,
      },
      {
        godownCode: input.receiveNow ? input.toGodownCode : IN_TRANSIT,
        itemCode: input.itemCode,
        date: input.date,
        quantityMilli: input.quantityMilli,
        valueFrom: 0,
      },
    ],
    summary: (code) =>
      `${input.receiveNow ? 'Transferred' : 'Dispatched'} ${code}: ${quantity} of ${item.name} from ${from.name} to ${to.name}`,
    stockField: 'quantityMilli',
  });
  return getTransfer(tx, posted.code);
}

/** Receives a dispatched transfer on `date`: out of transit, into the destination, at its value. */
export async function receiveTransfer(tx: Db, actor: Actor, code: string, date: string) {
  await settleDocument(tx, {
    kind: 'transfer',
    code,
    actor,
    date,
    verb: 'received',
    lock: async () => {
      const [row] = await tx
        .select({ document: documents, detail: transfers })
        .from(transfers)
        .innerJoin(documents, eq(documents.id, transfers.documentId))
        .where(eq(documents.code, code))
        .for('update');
      return row;
    },
    missing: 'There is no such transfer.',
    settledOn: (transfer, document) =>
      transfer.state === 'completed' ? (transfer.receivedOn ?? document.date) : null,
    tooEarly: (document) =>
      `${code} left on ${dayMonthYear(document.date)}; it cannot arrive before that.`,
    post: async (document, transfer) => {
      const dispatched = (await movementsOf(tx, document.id)).find(
        (movement) => movement.godownCode === IN_TRANSIT && movement.quantityMilli > 0,
      );
      if (!dispatched) throw new Error(`${code} has no stock in transit`);
      const stock = await postStock(
        tx,
        document.id,
        [
          {
            godownCode: IN_TRANSIT,
            itemCode: transfer.itemCode,
            date,
            quantityMilli: -transfer.quantityMilli,
            valueFrom: { id: dispatched.id },
          },
          {
            godownCode: transfer.toGodownCode,
            itemCode: transfer.itemCode,
            date,
            quantityMilli: transfer.quantityMilli,
            valueFrom: 0,
          },
        ],
        code,
      );
      const [named] = await transferRows(tx).where(eq(documents.id, document.id));
      const text = named ? transferParticular('Received', code, named) : `Received ${code}`;
      return inventoryEntries(stock.movements, text);
    },
    mark: (documentId, received) =>
      tx
        .update(transfers)
        .set({
          state: 'completed',
          receivedOn: received.on,
          receivedAt: received.at,
          receivedBy: received.by,
          receivedByName: received.byName,
        })
        .where(eq(transfers.documentId, documentId)),
  });
  return getTransfer(tx, code);
}

/** Cancels a transfer (Administrators): whatever it moved goes back, today. */
export async function cancelTransfer(tx: Db, actor: Actor, code: string, input: CancelInput) {
  await cancelDocument(tx, {
    code,
    kind: 'transfer',
    actor,
    reason: input.reason,
    on: today(),
    particular: (detail) => `Cancelled ${code}: ${detail}`,
  });
  return getTransfer(tx, code);
}
