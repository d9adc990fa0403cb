import { z } from 'zod';
import {
  codeOf,
  type DocumentStatus,
  type DocumentTrail,
  documentDate,
  documentListQuery,
  optionalRemarks,
  type Postings,
  quantityMilli,
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
export const receiveInput = z.object({ date: documentDate }).strict();

export const transferStates = ['pending', 'completed'] as const;
export type TransferState = (typeof transferStates)[number];

export interface Transfer {
  code: string;
  date: string;
  status: DocumentStatus;
  state: TransferState;
  itemCode: string;
  itemName: string;
  unit: string;
  quantityMilli: number;
  fromGodownCode: string;
  fromGodownName: string;
  toGodownCode: string;
  toGodownName: string;
  remarks: string;
  receivedOn: string | null;
}

export interface TransferDetail extends Transfer, DocumentTrail {
  receivedBy: string | null;
  postings: Postings;
}

export const transferSorts = ['code', 'date', 'item', 'quantity'] as const;
export const transferFilters = ['item', 'godown'] as const;
export const transferListQuery = documentListQuery(transferSorts, transferFilters);
export type TransferListQuery = z.infer<typeof transferListQuery>;
