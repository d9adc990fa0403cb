import { z } from 'zod';
import { isoDate } from '../fields.ts';
import { pageParams } from '../masters/list.ts';

/** The parties that have a ledger account: farmers (F###), traders (T###), suppliers (S###). */
export const partyTypes = ['farmer', 'trader', 'supplier'] as const;
export type PartyType = (typeof partyTypes)[number];

/** A statement page holds this many rows unless asked for fewer. */
export const STATEMENT_PAGE_SIZE = 100;

/** `GET /api/ledger/:type/:code?from&to&page&size`: a period (either end open) and a page of it. */
export const statementQuery = z
  .object({
    from: isoDate.optional(),
    to: isoDate.optional(),
    page: pageParams.page,
    size: pageParams.size.default(STATEMENT_PAGE_SIZE),
  })
  .strict()
  .refine((query) => !query.from || !query.to || query.from <= query.to, {
    message: 'The start date is after the end date.',
    path: ['to'],
  });
export type StatementQuery = z.input<typeof statementQuery>;

/** One line of a party statement; `balancePaise` is positive when the party owes us (Dr). */
export const statementRowSchema = z.object({
  /** The ledger entry's id: rows are in date, then entry order. */
  id: z.number(),
  date: z.string(),
  documentCode: z.string(),
  documentKind: z.string(),
  particular: z.string(),
  debitPaise: z.number(),
  creditPaise: z.number(),
  balancePaise: z.number(),
  /** The entry of a document that was later cancelled. */
  cancelled: z.boolean(),
  /** The entry a cancellation posted, reversing the document's own. */
  reversal: z.boolean(),
});
export type StatementRow = z.infer<typeof statementRowSchema>;

/**
 * A party's statement for a period: the balance brought forward, a page of postings with their
 * running balance, the period's totals and the closing balance. Positive balances are Dr.
 */
export const statementSchema = z.object({
  accountType: z.enum(partyTypes),
  accountCode: z.string(),
  accountName: z.string(),
  from: z.string().nullable(),
  to: z.string().nullable(),
  openingBalancePaise: z.number(),
  /** The running balance just before this page's first row (the opening balance on page 1). */
  pageOpeningBalancePaise: z.number(),
  rows: z.array(statementRowSchema),
  /** Rows in the whole period, and the page asked for. */
  total: z.number(),
  page: z.number(),
  size: z.number(),
  totalDebitPaise: z.number(),
  totalCreditPaise: z.number(),
  closingBalancePaise: z.number(),
});
export type Statement = z.infer<typeof statementSchema>;
