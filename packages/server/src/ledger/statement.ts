import {
  addExactly,
  exactInteger,
  type PartyType,
  recordCode,
  type Statement,
  type StatementRow,
  type statementQuery,
  sumExactly,
} from '@pfm/shared';
import { and, asc, eq, gte, lt, lte, type SQL, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { Db } from '../db/database.ts';
import { documents, farmers, ledgerEntries, suppliers, traders } from '../db/schema.ts';
import { AppError } from '../domain/errors.ts';

const signed = sql<string | null>`sum(${ledgerEntries.debitPaise} - ${ledgerEntries.creditPaise})`;
const order = [asc(ledgerEntries.date), asc(ledgerEntries.id)];
const partyTables = { farmer: farmers, trader: traders, supplier: suppliers } as const;

/** A statement's period: either end may be open. */
export interface StatementPeriod {
  from?: string | undefined;
  to?: string | undefined;
}

/**
 * What a statement knows before its rows: the party, the balance brought forward into the period,
 * and the period's count, totals and closing balance. A page of the screen and an exported file
 * start from the same head.
 */
export interface StatementHead {
  type: PartyType;
  code: string;
  name: string;
  from: string | null;
  to: string | null;
  /** The ledger entries of the account in the period (the `where` of every row query). */
  period: SQL | undefined;
  openingBalancePaise: number;
  rows: number;
  totalDebitPaise: number;
  totalCreditPaise: number;
  closingBalancePaise: number;
  /** The newest entry of the period when the totals were summed: a file stops there. */
  lastEntryId: number | null;
}

/**
 * The party's name, or a 404 when there is no such party: not in its master and no entry in the
 * ledger (a party that has postings keeps its statement).
 */
async function partyName(db: Db, type: PartyType, code: string) {
  const missing = () => new AppError('not_found', `There is no such ${type}.`);
  if (!recordCode.test(code)) throw missing();
  const table = partyTables[type];
  const [party] = await db.select({ name: table.name }).from(table).where(eq(table.code, code));
  if (party) return party.name;
  const [posted] = await db
    .select({ id: ledgerEntries.id })
    .from(ledgerEntries)
    .where(and(eq(ledgerEntries.accountType, type), eq(ledgerEntries.accountCode, code)))
    .limit(1);
  if (!posted) throw missing();
  return code;
}

/**
 * The head of a party's statement for a period: every figure is a sum in the database over the
 * account's index (type, code, date, id). Throws a 404 for a party there is not.
 */
export async function statementHead(
  db: Db,
  type: PartyType,
  code: string,
  { from, to }: StatementPeriod,
): Promise<StatementHead> {
  const name = await partyName(db, type, code);
  const account = and(eq(ledgerEntries.accountType, type), eq(ledgerEntries.accountCode, code));
  const period = and(
    account,
    from ? gte(ledgerEntries.date, from) : undefined,
    to ? lte(ledgerEntries.date, to) : undefined,
  );
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
      last: sql<string | null>`max(${ledgerEntries.id})`,
    })
    .from(ledgerEntries)
    .where(period);
  const openingBalancePaise = exactInteger(opening?.balance);
  const totalDebitPaise = exactInteger(totals?.debit);
  const totalCreditPaise = exactInteger(totals?.credit);
  return {
    type,
    code,
    name,
    from: from ?? null,
    to: to ?? null,
    period,
    openingBalancePaise,
    rows: Number(totals?.rows ?? 0),
    totalDebitPaise,
    totalCreditPaise,
    closingBalancePaise: sumExactly([openingBalancePaise, totalDebitPaise, -totalCreditPaise]),
    lastEntryId: totals?.last == null ? null : Number(totals.last),
  };
}

/** The postings of a statement in date, then entry order, with their document and its state. */
const entriesOf = (db: Db, where: SQL | undefined) =>
  db
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
    .where(where)
    .orderBy(...order);

type Entry = Omit<StatementRow, 'balancePaise'>;

/** Each posting with the running balance after it, from the balance before the first. */
function withBalances(entries: Entry[], before: number): StatementRow[] {
  let balance = before;
  return entries.map((entry) => {
    balance = addExactly(balance, entry.debitPaise - entry.creditPaise);
    return { ...entry, balancePaise: balance };
  });
}

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
  const head = await statementHead(db, type, code, { from, to });
  const offset = (page - 1) * size;
  // The rows of the period before this page, summed where they lie.
  const before =
    offset > 0
      ? db
          .select({
            change: sql`${ledgerEntries.debitPaise} - ${ledgerEntries.creditPaise}`.as('change'),
          })
          .from(ledgerEntries)
          .where(head.period)
          .orderBy(...order)
          .limit(offset)
          .as('before')
      : null;
  const [carried] = before
    ? await db.select({ balance: sql<string | null>`sum(${before.change})` }).from(before)
    : [{ balance: '0' }];
  const entries = await entriesOf(db, head.period).limit(size).offset(offset);
  const pageOpening = addExactly(head.openingBalancePaise, exactInteger(carried?.balance));
  return {
    accountType: type,
    accountCode: code,
    accountName: head.name,
    from: head.from,
    to: head.to,
    openingBalancePaise: head.openingBalancePaise,
    pageOpeningBalancePaise: pageOpening,
    rows: withBalances(entries, pageOpening),
    total: head.rows,
    page,
    size,
    totalDebitPaise: head.totalDebitPaise,
    totalCreditPaise: head.totalCreditPaise,
    closingBalancePaise: head.closingBalancePaise,
  };
}

/** How many postings a file's stream reads at a time. */
export const STATEMENT_CHUNK = 1000;

/**
 * Every posting of the statement's period, in the screen's order with the screen's running
 * balance, read `chunk` rows at a time by the key (date, id) after the previous chunk's last row,
 * so a ledger of any length is held in memory a chunk at a time and each chunk costs the same.
 * Stops at the newest entry the head counted, so the rows are the head's count and end at its
 * closing balance even when a posting arrives while the file is written.
 */
export async function* statementEntries(
  db: Db,
  head: StatementHead,
  chunk = STATEMENT_CHUNK,
): AsyncGenerator<StatementRow> {
  if (head.lastEntryId === null) return;
  let balance = head.openingBalancePaise;
  let after: { date: string; id: number } | null = null;
  for (;;) {
    const where = and(
      head.period,
      lte(ledgerEntries.id, head.lastEntryId),
      after
        ? sql`(${ledgerEntries.date}, ${ledgerEntries.id}) > (${after.date}::date, ${after.id}::bigint)`
        : undefined,
    );
    const rows = withBalances(await entriesOf(db, where).limit(chunk), balance);
    yield* rows;
    const last = rows.at(-1);
    if (!last || rows.length < chunk) return;
    balance = last.balancePaise;
    after = { date: last.date, id: last.id };
  }
}
