import {
  amountFor,
  type CancelInput,
  formatMilli,
  type PurchaseDetail,
  type PurchaseInput,
  type purchaseInput,
  today,
} from '@pfm/shared';
import { and, eq, ne, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { Db } from '../../db/database.ts';
import { documents, godowns, items, purchases, suppliers } from '../../db/schema.ts';
import type { Actor } from '../../domain/actor.ts';
import { cancelDocument, particularOf, postDocument } from '../../ledger/posting.ts';
import { assertDocumentDate, documentDetail, fieldError } from '../common.ts';
import { purchaseRows } from './queries.ts';

type Input = z.infer<typeof purchaseInput>;

/** A master row a document names, locked against deletion until the transaction ends. */
async function named<T>(promise: Promise<T[]>, field: string, message: string): Promise<T> {
  const [row] = await promise;
  if (!row) throw fieldError('validation_failed', field, message);
  return row;
}

export async function getPurchase(db: Db, code: string): Promise<PurchaseDetail> {
  const [row] = await purchaseRows(db).where(eq(documents.code, code));
  return documentDetail(db, code, 'purchase', 'purchase', row);
}

/**
 * Records a purchase: stock into the godown at the purchase rate, and the supplier's ledger
 * credited with the amount (the godown's inventory account debited). An invoice number is used once per
 * supplier (cancelled purchases aside, so a corrected purchase can be entered again).
 */
export async function createPurchase(tx: Db, actor: Actor, input: Input) {
  await assertDocumentDate(tx, input.date);
  const supplier = await named(
    tx
      .select({ name: suppliers.name })
      .from(suppliers)
      .where(eq(suppliers.code, input.supplierCode))
      // Serialises purchases of one supplier, so two cannot take the same invoice number at once.
      .for('update'),
    'supplierCode',
    `There is no supplier ${input.supplierCode}.`,
  );
  const item = await named(
    tx
      .select({ name: items.name, unit: items.unit, status: items.status })
      .from(items)
      .where(eq(items.code, input.itemCode))
      .for('key share'),
    'itemCode',
    `There is no item ${input.itemCode}.`,
  );
  const godown = await named(
    tx
      .select({ name: godowns.name })
      .from(godowns)
      .where(eq(godowns.code, input.godownCode))
      .for('key share'),
    'godownCode',
    `There is no godown ${input.godownCode}.`,
  );
  if ((item.unit === 'piece' || item.unit === 'bag') && input.quantityMilli % 1000 !== 0) {
    throw fieldError(
      'validation_failed',
      'quantityMilli',
      `${item.name} is counted in whole ${item.unit}s.`,
    );
  }
  if (input.invoiceNumber) {
    const [clash] = await tx
      .select({ code: documents.code })
      .from(purchases)
      .innerJoin(documents, eq(documents.id, purchases.documentId))
      .where(
        and(
          eq(purchases.supplierCode, input.supplierCode),
          eq(sql`lower(${purchases.invoiceNumber})`, input.invoiceNumber.toLowerCase()),
          ne(documents.status, 'cancelled'),
        ),
      );
    if (clash) {
      throw fieldError(
        'conflict',
        'invoiceNumber',
        `Invoice ${input.invoiceNumber} of ${supplier.name} is already recorded as ${clash.code}.`,
      );
    }
  }
  const amountPaise = amountFor(input.ratePaise, input.quantityMilli);
  const quantity = formatMilli(input.quantityMilli, item.unit);
  const particular = (code: string) =>
    particularOf(
      `Purchase ${code}: `,
      `${item.name}, ${quantity}${input.invoiceNumber ? `, invoice ${input.invoiceNumber}` : ''}`,
    );
  const posted = await postDocument(tx, {
    kind: 'purchase',
    date: input.date,
    actor,
    details: (document) =>
      tx.insert(purchases).values({
        documentId: document.id,
        supplierCode: input.supplierCode,
        itemCode: input.itemCode,
        godownCode: input.godownCode,
        quantityMilli: input.quantityMilli,
        ratePaise: input.ratePaise,
        amountPaise,
        invoiceNumber: input.invoiceNumber,
      }),
    movements: () => [
      {
        godownCode: input.godownCode,
        itemCode: input.itemCode,
        date: input.date,
        quantityMilli: input.quantityMilli,
        costPaise: amountPaise,
        purchasePaise: amountPaise,
      },
    ],
    // The stock account is debited with the stock's value, the amount (decision 0035).
    particular,
    entries: (code) => [
      {
        accountType: 'supplier',
        accountCode: input.supplierCode,
        date: input.date,
        ...particular(code),
        creditPaise: amountPaise,
      },
    ],
    summary: (code) =>
      `Recorded purchase ${code}: ${quantity} of ${item.name} from ${supplier.name} into ${godown.name}`,
    stockField: 'quantityMilli',
  });
  return getPurchase(tx, posted.code);
}

/**
 * Cancels a purchase (Administrators), today: the supplier's credit reversed, the stock out at the
 * godown's average cost, what differs (issues took some at another cost) to stock adjustment.
 */
export async function cancelPurchase(tx: Db, actor: Actor, code: string, input: CancelInput) {
  await cancelDocument(tx, {
    code,
    kind: 'purchase',
    actor,
    reason: input.reason,
    on: today(),
    particular: (detail) => `Cancelled ${code}: ${detail}`,
  });
  return getPurchase(tx, code);
}

export type { PurchaseInput };
