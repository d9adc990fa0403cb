import { sql } from 'drizzle-orm';
import { expect } from 'vitest';
import type { Db } from '../../src/db/database.ts';
import { cancelCollection } from '../../src/documents/collection/service.ts';
import { cancelIssue } from '../../src/documents/issue/service.ts';
import { cancelVoucher } from '../../src/documents/payment/service.ts';
import { cancelPurchase } from '../../src/documents/purchase/service.ts';
import { cancelSale } from '../../src/documents/sale/service.ts';
import { cancelTransfer } from '../../src/documents/transfer/service.ts';
import { SYSTEM_ACTOR } from '../../src/domain/actor.ts';
import { cancelSettlement } from '../../src/settlement/service.ts';

const reason = 'Checking what a reversal says';
/**
 * The cancel of each kind that has one, as an Administrator's request makes it: a collection before
 * the sale it pays, a settlement before its batch's sales and issues, so that each can be taken.
 */
const cancels: Record<string, (tx: Db, code: string) => Promise<unknown>> = {
  settlement: (tx, code) => cancelSettlement(tx, SYSTEM_ACTOR, code, reason),
  collection: (tx, code) => cancelCollection(tx, SYSTEM_ACTOR, code, { reason }),
  sale: (tx, code) => cancelSale(tx, SYSTEM_ACTOR, code, { reason }),
  payment: (tx, code) => cancelVoucher(tx, SYSTEM_ACTOR, code, { reason }),
  transfer: (tx, code) => cancelTransfer(tx, SYSTEM_ACTOR, code, { reason }),
  issue: (tx, code) => cancelIssue(tx, SYSTEM_ACTOR, code, { reason }),
  purchase: (tx, code) => cancelPurchase(tx, SYSTEM_ACTOR, code, { reason }),
};

const rows = async <T>(db: Db, query: ReturnType<typeof sql>) => {
  const result = await db.execute(query);
  return ((result as unknown as { rows?: T[] }).rows ?? result) as T[];
};

/**
 * What a statement has always said for a reversal, written out from the original's words: the
 * original's lead ("Purchase P004: ", "Chicks issued ", "Payment received C002 against S001, ")
 * becomes "Cancelled P004: " ("Cancelled " for an issue, whose detail starts with its code).
 */
export function reversalOf(kind: string, code: string, original: string): string {
  const leads: Record<string, string[]> = {
    purchase: [`Purchase ${code}: `],
    transfer: [`Transfer ${code}: `, `Received ${code}: `],
    sale: [`Sale ${code}: `],
    payment: [`Payment made ${code}: `],
    settlement: [`Settlement ${code} `],
  };
  if (kind === 'issue') {
    const issued = ['Chicks', 'Feed', 'Medicine']
      .map((category) => `${category} issued `)
      .find((lead) => original.startsWith(lead));
    return `Cancelled ${issued ? original.slice(issued.length) : original}`;
  }
  const lead =
    kind === 'collection'
      ? /^Payment received \S+(?: against \S+)?, /.exec(original)?.[0]
      : leads[kind]?.find((candidate) => original.startsWith(candidate));
  return `Cancelled ${code}: ${lead ? original.slice(lead.length) : original}`;
}

/**
 * Cancels one posted document of each kind that allows it (the newest that has posted entries), and checks that every
 * reversing entry reads as the statement always said, from its own original. Returns the kinds
 * cancelled.
 */
export async function expectReversalsSayTheirOriginals(db: Db): Promise<string[]> {
  const posted = await rows<{ id: number; code: string; kind: string }>(
    db,
    sql`select d.id, d.code, d.kind from documents d
        where d.status = 'posted'
          and exists (select 1 from ledger_entries e where e.document_id = d.id)
        order by d.id desc`,
  );
  const cancelled: { id: number; code: string; kind: string }[] = [];
  for (const [kind, cancel] of Object.entries(cancels)) {
    for (const document of posted.filter((candidate) => candidate.kind === kind)) {
      // A refusal (the stock it brought was issued, the sale has collections) rolls back: try another.
      const done = await db
        .transaction((tx) => cancel(tx, document.code))
        .then(() => true)
        .catch(() => false);
      if (done) {
        cancelled.push(document);
        break;
      }
    }
  }
  for (const document of cancelled) {
    const entries = await rows<{ particular: string; reversal: boolean; account_type: string }>(
      db,
      sql`select particular, reversal, account_type from ledger_entries
          where document_id = ${document.id} order by id`,
    );
    const originals = entries.filter((entry) => !entry.reversal);
    const said = new Set(
      originals.map((entry) => reversalOf(document.kind, document.code, entry.particular)),
    );
    const reversals = entries.filter((entry) => entry.reversal);
    expect(reversals.length, document.code).toBeGreaterThan(0);
    for (const entry of reversals) {
      expect([...said], `${document.code} ${entry.account_type}`).toContain(entry.particular);
    }
  }
  return cancelled.map((document) => document.kind);
}
