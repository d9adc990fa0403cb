import { dayMonthYear } from '@pfm/shared';
import { recordAudit } from '../audit/service.ts';
import type { Db } from '../db/database.ts';
import type { documents } from '../db/schema.ts';
import type { Actor } from '../domain/actor.ts';
import { AppError, fieldError } from '../domain/errors.ts';
import { type LedgerEntry, postEntries } from '../ledger/posting.ts';
import { assertDocumentDate } from './common.ts';

type DocumentRow = typeof documents.$inferSelect;

/** Who settled a document, and when: the columns each kind keeps under its own names. */
export interface SettledBy {
  on: string;
  at: Date;
  by: Actor['id'];
  byName: string;
}

export interface Settling<Detail> {
  kind: 'payment' | 'collection' | 'transfer';
  code: string;
  actor: Actor;
  /** The day it is settled (paid, received). */
  date: string;
  verb: 'paid' | 'received';
  /** The document and its own row, locked for the rest of the transaction; none when no such code. */
  lock: () => Promise<{ document: DocumentRow; detail: Detail } | undefined>;
  /** The 404's message, e.g. "There is no such payment voucher." */
  missing: string;
  /** The day it was settled already, or null while it is pending. */
  settledOn: (detail: Detail, document: DocumentRow) => string | null;
  /** Why it may not be settled before the document's own date, where a kind says it its own way. */
  tooEarly?: (document: DocumentRow) => string;
  /**
   * What settling posts, after the kind's own checks: the stock it moves, then the ledger entries
   * returned (written here).
   */
  post: (document: DocumentRow, detail: Detail) => Promise<LedgerEntry[]>;
  /** Marks the document's own row settled. */
  mark: (documentId: number, settled: SettledBy) => Promise<unknown>;
}

/**
 * Settles a pending document (a voucher paid, a collection or a transfer received): the one path
 * that checks the day, locks the document, refuses one that is cancelled, settled already or dated
 * later, posts what settling posts, marks it settled with who and when, and writes the audit line,
 * all in the caller's transaction.
 */
export async function settleDocument<Detail>(tx: Db, settling: Settling<Detail>) {
  const { code, verb, date, actor } = settling;
  await assertDocumentDate(tx, date);
  const locked = await settling.lock();
  if (!locked) throw new AppError('not_found', settling.missing);
  const { document, detail } = locked;
  if (document.status === 'cancelled') throw new AppError('conflict', `${code} was cancelled.`);
  const settledOn = settling.settledOn(detail, document);
  if (settledOn !== null) {
    throw new AppError('conflict', `${code} was already ${verb} on ${dayMonthYear(settledOn)}.`);
  }
  if (date < document.date) {
    throw fieldError(
      'validation_failed',
      'date',
      settling.tooEarly?.(document) ??
        `${code} is dated ${dayMonthYear(document.date)}; it cannot be ${verb} before that.`,
    );
  }
  await postEntries(tx, document.id, await settling.post(document, detail));
  await settling.mark(document.id, {
    on: date,
    at: new Date(),
    by: actor.id,
    byName: actor.username,
  });
  await recordAudit(tx, actor, {
    action: 'update',
    entity: settling.kind,
    entityKey: code,
    summary: `${verb === 'paid' ? 'Paid' : 'Received'} ${code} on ${dayMonthYear(date)}`,
  });
}
