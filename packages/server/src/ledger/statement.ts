import { isoDate, recordCode } from '@pfm/shared';
import { and, asc, eq, gte, lt, lte, sql } from 'drizzle-orm';
import { z } from 'zod';
import type { Db } from '../db/database.ts';
import { documents, ledgerEntries } from '../db/schema.ts';
import { accountName } from '../documents/common.ts';
import { AppError } from '../domain/errors.ts';

export const partyTypes = ['farmer', 'trader', 'supplier'] as const;

export const statementQuery = z
  .object({ from: isoDate.optional(), to: isoDate.optional() })
  .strict()
  .refine((query) => !query.from || !query.to || query.from <= query.to, {
    message: 'The start date is after the end date.',
    path: ['to'],
  });

/** One line of a party statement; `balancePaise` is positive when the party owes us (Dr). */
export const statementRowSchema = z.object({
  date: z.string(),
  documentCode: z.string(),
  particular: z.string(),
  debitPaise: z.number(),
  creditPaise: z.number(),
  balancePaise: z.number(),
});
export type StatementRow = z.infer<typeof statementRowSchema>;

/** A party's statement for a period, as `GET /api/ledger/:type/:code` answers it. */
export const statementSchema = z.object({
  accountType: z.enum(partyTypes),
  accountCode: z.string(),
  accountName: z.string(),
  from: z.string().nullable(),
  to: z.string().nullable(),
  openingBalancePaise: z.number(),
  rows: z.array(statementRowSchema),
  totalDebitPaise: z.number(),
  totalCreditPaise: z.number(),
  closingBalancePaise: z.number(),
});

/**
 * A party's account for a period: the balance brought forward, one row per posting (date, document,
 * particular, debit, credit, running balance) and the closing balance. Debit = the party owes us.
 */
export async function partyStatement(
  db: Db,
  type: (typeof partyTypes)[number],
  code: string,
  { from, to }: z.infer<typeof statementQuery>,
) {
  if (!recordCode.test(code)) throw new AppError('not_found', `There is no such ${type}.`);
  const name = await accountName(db, type, code);
  const account = and(eq(ledgerEntries.accountType, type), eq(ledgerEntries.accountCode, code));
  const [opening] = from
    ? await db
        .select({
          balance: sql<
            string | null
          >`sum(${ledgerEntries.debitPaise} - ${ledgerEntries.creditPaise})`,
        })
        .from(ledgerEntries)
        .where(and(account, lt(ledgerEntries.date, from)))
    : [{ balance: '0' }];
  const entries = await db
    .select({
      date: ledgerEntries.date,
      documentCode: documents.code,
      particular: ledgerEntries.particular,
      debitPaise: ledgerEntries.debitPaise,
      creditPaise: ledgerEntries.creditPaise,
    })
    .from(ledgerEntries)
    .innerJoin(documents, eq(documents.id, ledgerEntries.documentId))
    .where(
      and(
        account,
        from ? gte(ledgerEntries.date, from) : undefined,
        to ? lte(ledgerEntries.date, to) : undefined,
      ),
    )
    .orderBy(asc(ledgerEntries.date), asc(ledgerEntries.id));
  const openingPaise = Number(opening?.balance ?? 0);
  let balance = openingPaise;
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
    rows,
    totalDebitPaise: rows.reduce((sum, row) => sum + row.debitPaise, 0),
    totalCreditPaise: rows.reduce((sum, row) => sum + row.creditPaise, 0),
    closingBalancePaise: balance,
  };
}
