// Over 400 lines: the posting core: a document's ledger entries, its stock and its cancellation, in one transaction (decision 0017).
import { dayMonthYear } from '@pfm/shared';
import { asc, eq, inArray } from 'drizzle-orm';
import { recordAudit } from '../audit/service.ts';
import { nextCode } from '../db/codes.ts';
import type { Db } from '../db/database.ts';
import {
  documents,
  IN_TRANSIT,
  issues,
  ledgerEntries,
  type stockMovements,
  systemState,
} from '../db/schema.ts';
import type { Actor } from '../domain/actor.ts';
import { AppError } from '../domain/errors.ts';
import {
  movementsOf,
  type PostedMovement,
  postStockMovements,
  type Revaluation,
  revalueAll,
  type StockMovement,
} from '../stock/movements.ts';

export type DocumentKind = (typeof documents.$inferSelect)['kind'];

/** Accounts of the general ledger: the parties, and the company's own accounts on the other side. */
export type AccountType =
  | 'supplier'
  | 'farmer'
  | 'trader'
  /** Stock in a godown (or in transit), at its value, by godown (decision 0035). */
  | 'inventory'
  /** What farmers are charged for inputs issued, until their settlement closes it. */
  | 'inputs-issued'
  /** What the stock issued to a batch cost, by batch. */
  | 'inputs-cost'
  /** Differences of stock value: a cancelled purchase's amount against what its stock was worth. */
  | 'stock-adjustment'
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
  /**
   * The particular without the document's lead ("IS004 (B001)" of the one above): what the text of
   * a reversal repeats. The whole particular when not given.
   */
  detail?: string;
  debitPaise?: number;
  creditPaise?: number;
  /** Posted by a cancellation. */
  reversal?: boolean;
}

/** A posting's text: the particular, and the detail a reversal repeats when it is not all of it. */
export type Particular = Pick<LedgerEntry, 'particular' | 'detail'>;

/**
 * A particular in its two parts: the document's lead ("Purchase P004: ") and the detail
 * ("Broiler Grower Feed, 2,500 kg"), kept apart so that a reversal can say the detail again.
 */
export const particularOf = (lead: string, detail: string): Particular => ({
  particular: `${lead}${detail}`,
  detail,
});

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
      detail: entry.detail ?? entry.particular,
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
    particular = (code) => ({ particular: code }),
  }: {
    kind: DocumentKind;
    date: string;
    actor: Actor;
    movements?: (code: string) => StockMovement[];
    /** The document's own entries; the inventory entries of its movements are added to them. */
    entries?: (code: string, stock: PostedMovement[]) => LedgerEntry[];
    /** The statement's text of its postings, also of the inventory entries: "Purchase P004: …". */
    particular?: (code: string) => Particular;
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
  const stock = await postStock(tx, document.id, movements(code), code, {
    ...(stockField && { field: stockField }),
  });
  await postEntries(tx, document.id, [
    ...inventoryEntries(stock.movements, particular(code)),
    ...entries(code, stock.movements),
  ]);
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
 * when and why. Refused, changing nothing, if a reversal would drive stock negative. Stock goes
 * back at the values of decision 0035 (what comes back at the value that leaves, or that it left
 * with), and a difference from the entries reversed (a purchase's amount) to stock adjustment.
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
    /**
     * The statement's text for a reversing entry, from the detail of the entry it reverses (never
     * parsed out of its particular): "Cancelled P004: " and the detail.
     */
    particular: (detail: string) => string;
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
  const entries = await entriesOf(tx, document.id);
  const text = particular(entries[0]?.detail ?? code);
  const stock = await postStock(
    tx,
    document.id,
    reversalsOf(await movementsOf(tx, document.id), {
      on,
      purchase: kind === 'purchase',
    }),
    code,
  );
  const reversed: LedgerEntry[] = [
    // Party and company accounts exactly back; the stock at the values it moves at now.
    ...entries
      .filter((entry) => entry.accountType !== 'inventory')
      .map((entry) => ({
        accountType: entry.accountType as AccountType,
        accountCode: entry.accountCode,
        date: on < entry.date ? entry.date : on,
        particular: particular(entry.detail),
        debitPaise: entry.creditPaise,
        creditPaise: entry.debitPaise,
        reversal: true,
      })),
    ...inventoryEntries(stock.movements, text),
  ];
  const difference = reversed.reduce(
    (sum, entry) => sum + (entry.debitPaise ?? 0) - (entry.creditPaise ?? 0),
    0,
  );
  // A purchase's stock leaves at what it is worth now, not at what the supplier charged.
  const leaving = stock.movements.find((movement) => movement.godownCode !== IN_TRANSIT);
  if (difference !== 0 && leaving) {
    reversed.push(
      entryOf(
        {
          accountType: 'stock-adjustment',
          accountCode: leaving.godownCode,
          date: leaving.date,
          particular: text,
          reversal: true,
        },
        -difference,
      ),
    );
  }
  await postEntries(tx, document.id, reversed);
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

/** A debit of `debitPaise`, or a credit when it is below zero. */
const entryOf = (
  entry: Omit<LedgerEntry, 'debitPaise' | 'creditPaise'>,
  debitPaise: number,
): LedgerEntry =>
  debitPaise >= 0 ? { ...entry, debitPaise } : { ...entry, creditPaise: -debitPaise };

/** The inventory account's side of stock movements: each godown's account moves by their values. */
export const inventoryEntries = (
  movements: PostedMovement[],
  particular: string | Particular,
): LedgerEntry[] =>
  movements.map((movement) =>
    entryOf(
      {
        accountType: 'inventory',
        accountCode: movement.godownCode,
        date: movement.date,
        ...(typeof particular === 'string' ? { particular } : particular),
        ...(movement.reversal && { reversal: true }),
      },
      movement.valuePaise,
    ),
  );

/**
 * The reverse of a document's movements, last first, valued as decision 0035 says: stock that had
 * come into a godown leaves at the godown's average; what had left comes back at the value of what
 * leaves in the same cancellation (a transfer), or at the value it left with (an issue); stock in
 * transit leaves at its own value.
 */
function reversalsOf(
  movements: (typeof stockMovements.$inferSelect)[],
  { on, purchase }: { on: string; purchase: boolean },
): StockMovement[] {
  const reversed = [...movements].reverse();
  return reversed.map((movement) => {
    const mirror = movements.find((other) => other.valueSourceId === movement.id);
    const valueFrom = mirror
      ? reversed.indexOf(mirror)
      : movement.quantityMilli < 0 || movement.godownCode === IN_TRANSIT
        ? { id: movement.id }
        : undefined;
    return {
      godownCode: movement.godownCode,
      itemCode: movement.itemCode,
      date: on < movement.date ? movement.date : on,
      quantityMilli: -movement.quantityMilli,
      ...(valueFrom !== undefined && { valueFrom }),
      ...(purchase && { purchasePaise: -movement.valuePaise }),
      reversal: true,
    };
  });
}

/**
 * Posts stock movements of a document (`cause`) and, to the documents whose later movements they
 * revalued, the changes: each godown's inventory against the cost of the batch an issue went to,
 * or stock adjustment; a transfer's changes net to nothing across its godowns.
 */
export async function postStock(
  tx: Db,
  documentId: number,
  movements: StockMovement[],
  cause: string,
  options: { field?: string } = {},
) {
  const stock = await postStockMovements(tx, documentId, movements, options);
  await postRevaluations(
    tx,
    stock.revaluations,
    (code) => `${code}: revalued at the average cost after ${cause}`,
  );
  return stock;
}

/** Posts changes of movements' values to their documents, with the other side of each (decision 0035). */
async function postRevaluations(
  tx: Db,
  revaluations: Revaluation[],
  particular: (code: string) => string,
) {
  if (revaluations.length === 0) return;
  const ids = [...new Set(revaluations.map((change) => change.documentId))];
  const owners = new Map(
    (
      await tx
        .select({
          id: documents.id,
          code: documents.code,
          kind: documents.kind,
          batchCode: issues.batchCode,
        })
        .from(documents)
        .leftJoin(issues, eq(issues.documentId, documents.id))
        .where(inArray(documents.id, ids))
    ).map((owner) => [owner.id, owner]),
  );
  for (const id of ids) {
    const owner = owners.get(id);
    if (!owner) throw new Error(`There is no document ${id}`);
    const text = particular(owner.code);
    await postEntries(
      tx,
      id,
      revaluations
        .filter((change) => change.documentId === id)
        .flatMap((change) => {
          const day = { date: change.date, particular: text };
          const inventory = entryOf(
            { accountType: 'inventory', accountCode: change.godownCode, ...day },
            change.deltaPaise,
          );
          if (owner.kind === 'transfer') return [inventory];
          const other =
            owner.kind === 'issue' && owner.batchCode
              ? { accountType: 'inputs-cost' as const, accountCode: owner.batchCode }
              : { accountType: 'stock-adjustment' as const, accountCode: change.godownCode };
          return [inventory, entryOf({ ...other, ...day }, -change.deltaPaise)];
        }),
    );
  }
}

/** Marks a database whose movements were posted before they carried values (migration 0010). */
const STOCK_VALUES_PENDING = 'stock_values_pending';

/**
 * Brings the books of a database from before decision 0035 in step, once, when the server starts:
 * every movement valued in date order as posting values it now, each change posted to its document
 * (issues' cost, transfers between godowns, cancelled purchases' differences to stock adjustment).
 * @returns how many movements changed value, or null when there was nothing to do.
 */
export async function bringStockValuesInStep(db: Db): Promise<number | null> {
  return db.transaction(async (tx) => {
    const [pending] = await tx
      .delete(systemState)
      .where(eq(systemState.key, STOCK_VALUES_PENDING))
      .returning();
    if (!pending) return null;
    const revaluations = await revalueAll(tx);
    await postRevaluations(
      tx,
      revaluations,
      (code) => `${code}: stock valued at its average cost (books brought in step)`,
    );
    return revaluations.length;
  });
}
