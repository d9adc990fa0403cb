import { dayMonthYear } from '@pfm/shared';
import { asc, eq } from 'drizzle-orm';
import type { Actor } from '../audit/service.ts';
import { recordAudit } from '../audit/service.ts';
import type { Db } from '../db/database.ts';
import { documents, ledgerEntries } from '../db/schema.ts';
import { AppError } from '../domain/errors.ts';
import { nextCode } from '../masters/codes.ts';
import { movementsOf, postStockMovements, type StockMovement } from '../stock/movements.ts';

export type DocumentKind = (typeof documents.$inferSelect)['kind'];

/** Accounts of the general ledger: the parties, and the company's own accounts on the other side. */
export type AccountType =
  | 'supplier'
  | 'farmer'
  | 'trader'
  | 'inventory'
  | 'inputs-issued'
  /** Sales of live birds, by batch. */
  | 'sales'
  /** The company's bank accounts (BK001…) and its cash in hand (CASH). */
  | 'bank'
  | 'cash'
  /** Payments to anyone who is not a supplier or a farmer. */
  | 'other-payments'
  /** Growing charges and incentives earned by farmers, net of shortage and FCR deductions. */
  | 'growing-charges'
  /** Tax deducted at source from growing charges, owed to the government. */
  | 'tds-payable';

/** One money posting: a debit or a credit (never both) on an account, in paise. */
export interface LedgerEntry {
  accountType: AccountType;
  accountCode: string;
  date: string;
  /** What the statement shows, with the document's code: "Chicks issued IS004 (B001)". */
  particular: string;
  debitPaise?: number;
  creditPaise?: number;
  /** Posted by a cancellation. */
  reversal?: boolean;
}

/** The code prefix of each kind of document (P001, IS001, ST001). */
export const documentPrefixes: Record<DocumentKind, string> = {
  purchase: 'P',
  issue: 'IS',
  transfer: 'ST',
  sale: 'SL',
  payment: 'PV',
  collection: 'PC',
  growth: 'GU',
  settlement: 'FS',
};

export interface PostedDocument {
  id: number;
  code: string;
}

const assertBalanced = (entries: LedgerEntry[]) => {
  const debits = entries.reduce((sum, entry) => sum + (entry.debitPaise ?? 0), 0);
  const credits = entries.reduce((sum, entry) => sum + (entry.creditPaise ?? 0), 0);
  if (debits !== credits) {
    // A programming error, never the user's: refuse rather than post a lopsided document.
    throw new Error(`Ledger entries do not balance: debits ${debits}, credits ${credits}`);
  }
};

/**
 * Writes a document's ledger entries, which must balance. `postDocument` and `cancelDocument` call
 * it; a document that posts later (a pending voucher marked paid) calls it in its own transaction.
 */
export async function postEntries(tx: Db, documentId: number, entries: LedgerEntry[]) {
  assertBalanced(entries);
  for (const entry of entries) {
    const debit = entry.debitPaise ?? 0;
    const credit = entry.creditPaise ?? 0;
    if (debit === 0 && credit === 0) continue;
    await tx.insert(ledgerEntries).values({
      documentId,
      accountType: entry.accountType,
      accountCode: entry.accountCode,
      date: entry.date,
      particular: entry.particular,
      debitPaise: debit,
      creditPaise: credit,
      reversal: entry.reversal ?? false,
    });
  }
}

/**
 * The posting core: creates a document with its code and, in the caller's transaction, every stock
 * movement and ledger entry it makes — all of it or none (a refusal anywhere rolls all back).
 * `details` writes the kind's own row once the document id is known.
 */
export async function postDocument(
  tx: Db,
  {
    kind,
    date,
    actor,
    movements = () => [],
    entries = () => [],
    details,
    summary,
    stockField,
  }: {
    kind: DocumentKind;
    date: string;
    actor: Actor;
    movements?: (code: string) => StockMovement[];
    entries?: (code: string) => LedgerEntry[];
    details: (document: PostedDocument) => Promise<unknown>;
    /** The audit log's sentence, given the new code. */
    summary: (code: string) => string;
    /** The form field a stock refusal is shown beside. */
    stockField?: string;
  },
): Promise<PostedDocument> {
  const code = await nextCode(tx, documentPrefixes[kind]);
  const [document] = await tx
    .insert(documents)
    .values({ code, kind, date, createdBy: actor.id, createdByName: actor.username })
    .returning({ id: documents.id, code: documents.code });
  if (!document) throw new Error('The document was not written');
  await details(document);
  await postStockMovements(tx, document.id, movements(code), {
    ...(stockField && { field: stockField }),
  });
  await postEntries(tx, document.id, entries(code));
  await recordAudit(tx, actor, {
    action: 'create',
    entity: kind,
    entityKey: code,
    summary: summary(code),
  });
  return document;
}

/**
 * Cancels a posted document: its stock movements and ledger entries are reversed by new ones dated
 * `on` (the day of the cancellation, decision 0017), the document is marked cancelled with who,
 * when and why. Refused, changing nothing, if a reversal would drive stock negative.
 */
export async function cancelDocument(
  tx: Db,
  {
    code,
    kind,
    actor,
    reason,
    on,
    particular,
  }: {
    code: string;
    kind: DocumentKind;
    actor: Actor;
    reason: string;
    on: string;
    /** The statement's text for a reversing entry: "Cancelled P004: …". */
    particular: (original: string) => string;
  },
) {
  const [document] = await tx
    .select()
    .from(documents)
    .where(eq(documents.code, code))
    .for('update');
  if (!document || document.kind !== kind) {
    throw new AppError('not_found', `There is no such ${kind}.`);
  }
  if (document.status === 'cancelled') {
    throw new AppError(
      'conflict',
      `${code} was already cancelled on ${dayMonthYear(String(document.cancelledOn))}.`,
    );
  }
  const movements = await movementsOf(tx, document.id);
  await postStockMovements(
    tx,
    document.id,
    movements.map((movement) => ({
      godownCode: movement.godownCode,
      itemCode: movement.itemCode,
      date: on < movement.date ? movement.date : on,
      quantityMilli: -movement.quantityMilli,
      valuePaise: -movement.valuePaise,
      reversal: true,
    })),
  );
  const entries = await tx
    .select()
    .from(ledgerEntries)
    .where(eq(ledgerEntries.documentId, document.id))
    .orderBy(asc(ledgerEntries.id));
  await postEntries(
    tx,
    document.id,
    entries.map((entry) => ({
      accountType: entry.accountType as AccountType,
      accountCode: entry.accountCode,
      date: on < entry.date ? entry.date : on,
      particular: particular(entry.particular),
      debitPaise: entry.creditPaise,
      creditPaise: entry.debitPaise,
      reversal: true,
    })),
  );
  await tx
    .update(documents)
    .set({
      status: 'cancelled',
      cancelledAt: new Date(),
      cancelledOn: on,
      cancelledBy: actor.id,
      cancelledByName: actor.username,
      cancelReason: reason,
    })
    .where(eq(documents.id, document.id));
  await recordAudit(tx, actor, {
    action: 'cancel',
    entity: kind,
    entityKey: code,
    summary: `Cancelled ${kind} ${code}: ${reason}`,
  });
  return document;
}

/** A document's ledger entries, for its detail view. */
export async function entriesOf(tx: Db, documentId: number) {
  return tx
    .select()
    .from(ledgerEntries)
    .where(eq(ledgerEntries.documentId, documentId))
    .orderBy(asc(ledgerEntries.id));
}
