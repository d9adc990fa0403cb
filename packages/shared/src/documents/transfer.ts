import { z } from 'zod';
import {
  codeOf,
  documentDate,
  documentListQuery,
  documentStatuses,
  documentTrailSchema,
  optionalRemarks,
  postingsSchema,
  quantityMilli,
  settleInput,
} from './common.ts';

/**
 * Stock Transfer: date, item, quantity, from, to, remarks. `receiveNow` completes it at once;
 * otherwise it is dispatched (pending) and received later.
 */
export const transferInput = z
  .object({
    date: documentDate,
    itemCode: codeOf('the item'),
    quantityMilli,
    fromGodownCode: codeOf('the godown it leaves'),
    toGodownCode: codeOf('the godown it goes to'),
    remarks: optionalRemarks,
    receiveNow: z.boolean({ error: 'Say whether it arrives now.' }).default(true),
  })
  .strict()
  .refine((transfer) => transfer.fromGodownCode !== transfer.toGodownCode, {
    message: 'Choose a different godown: stock cannot move to where it already is.',
    path: ['toGodownCode'],
  });
export type TransferInput = z.input<typeof transferInput>;

/** Receiving a dispatched transfer: the day it arrived. */
export const receiveInput = settleInput;

export const transferStates = ['pending', 'completed'] as const;
export type TransferState = (typeof transferStates)[number];

export const transferSchema = z.object({
  code: z.string(),
  date: z.string(),
  status: z.enum(documentStatuses),
  state: z.enum(transferStates),
  itemCode: z.string(),
  itemName: z.string(),
  unit: z.string(),
  quantityMilli: z.number(),
  fromGodownCode: z.string(),
  fromGodownName: z.string(),
  toGodownCode: z.string(),
  toGodownName: z.string(),
  remarks: z.string(),
  receivedOn: z.string().nullable(),
});
export type Transfer = z.infer<typeof transferSchema>;

/** One transfer with who made, received (and cancelled) it and its postings. */
export const transferDetailSchema = transferSchema.extend({
  ...documentTrailSchema.shape,
  receivedBy: z.string().nullable(),
  postings: postingsSchema,
});
export type TransferDetail = z.infer<typeof transferDetailSchema>;

export const transferSorts = ['code', 'date', 'item', 'quantity'] as const;
export const transferFilters = ['item', 'godown'] as const;
export const transferListQuery = documentListQuery(transferSorts, transferFilters);
export type TransferListQuery = z.infer<typeof transferListQuery>;
