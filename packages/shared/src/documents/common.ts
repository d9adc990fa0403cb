import { z } from 'zod';
import { isoDate, optionalText, requiredText, text, wholeNumber } from '../fields.ts';
import { pageParams, recordCode, searchParam } from '../masters/list.ts';
import {
  amountLimitMessage,
  amountWithinLimit,
  MAX_QUANTITY_MILLI,
  MAX_RATE_PAISE,
  maxQuantityText,
  maxRateText,
} from '../units/limits.ts';

/** A master's code in a form (G001, FM002): chosen from a list, so a bad one is a plain refusal. */
export const codeOf = (what: string) =>
  text({ error: `Choose ${what}.` })
    .trim()
    .min(1, `Choose ${what}.`)
    .regex(recordCode, `Choose ${what}.`);

/** Quantities travel as whole thousandths of the item's unit (1 kg = 1000), at most 1,00,00,000. */
export const quantityMilli = wholeNumber(
  {
    invalid: 'Enter the quantity.',
    fraction: 'Enter the quantity with at most three decimals.',
    tooSmall: 'The quantity must be more than 0.',
    tooLarge: `The quantity can be at most ${maxQuantityText}.`,
  },
  { max: MAX_QUANTITY_MILLI },
);

/** A rate per unit in paise, at most ₹1,00,00,000.00. */
export const ratePaise = wholeNumber(
  {
    invalid: 'Enter the rate in rupees, e.g. 42.50.',
    fraction: 'Enter the rate with at most two decimals.',
    tooSmall: 'The rate must be more than ₹0.',
    tooLarge: `The rate can be at most ${maxRateText}.`,
  },
  { max: MAX_RATE_PAISE },
);

/**
 * The object rule of a document priced as `quantityField` × `ratePaise`: the amount within one
 * document's limit, refused beside the rate (the amount itself is computed, never typed).
 */
export const amountWithinLimitOf =
  (quantityField: string, what = 'quantity') =>
  (value: Record<string, unknown>, context: z.RefinementCtx) => {
    const quantity = value[quantityField];
    const rate = value.ratePaise;
    // A quantity or rate refused on its own is not also blamed for the amount.
    if (!quantityMilli.safeParse(quantity).success || !ratePaise.safeParse(rate).success) return;
    if (!amountWithinLimit(rate as number, quantity as number)) {
      context.addIssue({ code: 'custom', message: amountLimitMessage(what), path: ['ratePaise'] });
    }
  };

export const documentDate = isoDate;

/** Settling a pending document (a dispatched transfer, a voucher, a collection): the day it happened. */
export const settleInput = z.object({ date: documentDate }).strict();
export type SettleInput = z.infer<typeof settleInput>;

/** Cancelling a document (Administrators): why, in a sentence, for the audit log and the ledger. */
export const cancelInput = z
  .object({ reason: requiredText('why it is cancelled', 300).min(3, 'Say why in a few words.') })
  .strict();
export type CancelInput = z.infer<typeof cancelInput>;

export const documentStatuses = ['posted', 'cancelled'] as const;
export type DocumentStatus = (typeof documentStatuses)[number];
/** A document's status as its list, its filter and its files name it. */
export const postedLabels: Record<DocumentStatus, string> = {
  posted: 'Posted',
  cancelled: 'Cancelled',
};
/** The status filter of kinds whose posted documents are paid or pending, completed or pending. */
export const notCancelledLabels: Record<DocumentStatus, string> = {
  posted: 'Not cancelled',
  cancelled: 'Cancelled',
};

/** Who made a document and, if it was cancelled, who cancelled it, when and why. */
export const documentTrailSchema = z.object({
  createdAt: z.string(),
  createdBy: z.string(),
  cancelledAt: z.string().nullable(),
  cancelledOn: z.string().nullable(),
  cancelledBy: z.string().nullable(),
  cancelReason: z.string().nullable(),
});
export type DocumentTrail = z.infer<typeof documentTrailSchema>;

/** A stock movement as a document's detail shows it. */
export const stockPostingSchema = z.object({
  godownCode: z.string(),
  godownName: z.string(),
  itemCode: z.string(),
  itemName: z.string(),
  unit: z.string(),
  date: z.string(),
  quantityMilli: z.number(),
  reversal: z.boolean(),
});
export type StockPosting = z.infer<typeof stockPostingSchema>;

/** A ledger entry as a document's detail shows it. */
export const ledgerPostingSchema = z.object({
  accountType: z.string(),
  accountCode: z.string(),
  accountName: z.string(),
  date: z.string(),
  particular: z.string(),
  debitPaise: z.number(),
  creditPaise: z.number(),
});
export type LedgerPosting = z.infer<typeof ledgerPostingSchema>;

export const postingsSchema = z.object({
  stock: z.array(stockPostingSchema),
  ledger: z.array(ledgerPostingSchema),
});
export type Postings = z.infer<typeof postingsSchema>;

/** The query string of a document list: search, date range, the kind's filters, sort and page. */
export const documentListQuery = <
  Sort extends string,
  Filter extends string,
  Extra extends z.ZodRawShape = Record<never, never>,
>(
  sortIds: readonly [Sort, ...Sort[]],
  filters: readonly Filter[],
  /** The kind's own filters that are not codes (a voucher's state…). */
  extra?: Extra,
) =>
  z
    .object({
      q: searchParam,
      from: isoDate.optional(),
      to: isoDate.optional(),
      status: z.enum(documentStatuses, { error: 'Status is posted or cancelled.' }).optional(),
      ...(Object.fromEntries(
        filters.map((filter) => [filter, codeOf(`a ${filter}`).optional()]),
      ) as Record<Filter, z.ZodOptional<ReturnType<typeof codeOf>>>),
      ...(extra as Extra),
      sort: z.enum(sortIds, { error: `Sort by one of: ${sortIds.join(', ')}.` }).optional(),
      dir: z.enum(['asc', 'desc'], { error: 'Sort direction is asc or desc.' }).default('desc'),
      ...pageParams,
    })
    .strict()
    .superRefine((query, context) => {
      const { from, to } = query as { from?: string; to?: string };
      if (from && to && from > to) {
        context.addIssue({
          code: 'custom',
          message: 'The start date is after the end date.',
          path: ['to'],
        });
      }
    });

export const optionalRemarks = optionalText(300, { multiline: true }).default('');
