import {
  type PartyType,
  recordCode,
  type Statement,
  type StatementRow,
  type statementQuery,
} from '@pfm/shared';
import { and, asc, eq, gte, lt, lte, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { Db } from '../db/database.ts';
import { documents, ledgerEntries } from '../db/schema.ts';
import { accountName } from '../documents/common.ts';
import { AppError } from '../domain/errors.ts';

const signed = sql<string | null>`sum(${ledgerEntries.debitPaise} - ${ledgerEntries.creditPaise})`;

/**
 * A party's account for a period: the balance brought forward, a page of postings in date then
 * entry order with a running balance (marked when their document was cancelled, or when a
 * cancellation posted them), the period's totals and the closing balance. Debit = the party owes
 * us. Every figure is a sum in the database over the account's index (type, code, date, id), so a
 * page costs the same however long the account's history is, but for the rows before it.
 */
export async function partyStatement(
  db: Db,
  type: PartyType,
  code: string,
  { from, to, page, size }: z.output<typeof statementQuery>,
): Promise<Statement> {
  if (!recordCode.test(code)) throw new AppError('not_found', `There is no such ${type}.`);
  const name = await accountName(db, type, code);
  const account = and(eq(ledgerEntries.accountType, type), eq(ledgerEntries.accountCode, code));
  const period = and(
    account,
    from ? gte(ledgerEntries.date, from) : undefined,
    to ? lte(ledgerEntries.date, to) : undefined,
  );
  const order = [asc(ledgerEntries.date), asc(ledgerEntries.id)];
  const offset = (page - 1) * size;

  const [opening] = from
    ? await db
        .select({ balance: signed })
        .from(ledgerEntries)
        .where(and(account, lt(ledgerEntries.date, from)))
    : [{ balance: '0' }];
  const [totals] = await db
    .select({
      rows: sql<string>`count(*)`,
      debit: sql<string | null>`sum(${ledgerEntries.debitPaise})`,
      credit: sql<string | null>`sum(${ledgerEntries.creditPaise})`,
    })
    .from(ledgerEntries)
    .where(period);
  // The rows of the period before this page, summed where they lie.
  const before =
    offset > 0
      ? db
          .select({
            change: sql`${ledgerEntries.debitPaise} - ${ledgerEntries.creditPaise}`.as('change'),
          })
          .from(ledgerEntries)
          .where(period)
          .orderBy(...order)
          .limit(offset)
          .as('before')
      : null;
  const [carried] = before
    ? await db.select({ balance: sql<string | null>`sum(${before.change})` }).from(before)
    : [{ balance: '0' }];
  const entries = await db
    .select({
      id: ledgerEntries.id,
      date: ledgerEntries.date,
      documentCode: documents.code,
      documentKind: documents.kind,
      particular: ledgerEntries.particular,
      debitPaise: ledgerEntries.debitPaise,
      creditPaise: ledgerEntries.creditPaise,
      cancelled: sql<boolean>`${documents.status} = 'cancelled'`,
      reversal: ledgerEntries.reversal,
    })
    .from(ledgerEntries)
    .innerJoin(documents, eq(documents.id, ledgerEntries.documentId))
    .where(period)
    .orderBy(...order)
    .limit(size)
    .offset(offset);

  const openingPaise = Number(opening?.balance ?? 0);
  const debit = Number(totals?.debit ?? 0);
  const credit = Number(totals?.credit ?? 0);
  const pageOpening = openingPaise + Number(carried?.balance ?? 0);
  let balance = pageOpening;
  const rows: StatementRow[] = entries.map((entry) => {
    balance += entry.debitPaise - entry.creditPaise;
    return { ...entry, balancePaise: balance };
  });
  return {
    accountType: type,
    accountCode: code,
    accountName: name,
    from: from ?? null,
    to: to ?? null,
    openingBalancePaise: openingPaise,
    pageOpeningBalancePaise: pageOpening,
    rows,
    total: Number(totals?.rows ?? 0),
    page,
    size,
    totalDebitPaise: debit,
    totalCreditPaise: credit,
    closingBalancePaise: openingPaise + debit - credit,
  };
}
