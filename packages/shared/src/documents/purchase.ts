import { z } from 'zod';
import { text } from '../fields.ts';
import {
  amountWithinLimitOf,
  codeOf,
  documentDate,
  documentListQuery,
  documentStatuses,
  documentTrailSchema,
  postingsSchema,
  quantityMilli,
  ratePaise,
} from './common.ts';

/** Record Purchase: date, supplier, item, quantity, rate, godown, invoice number (optional). */
export const purchaseInput = z
  .object({
    date: documentDate,
    supplierCode: codeOf('the supplier'),
    itemCode: codeOf('the item'),
    quantityMilli,
    ratePaise,
    godownCode: codeOf('the godown'),
    invoiceNumber: text().trim().max(40, 'Use at most 40 characters.').default(''),
  })
  .strict()
  .superRefine(amountWithinLimitOf('quantityMilli'));
export type PurchaseInput = z.input<typeof purchaseInput>;

export const purchaseSchema = z.object({
  code: z.string(),
  date: z.string(),
  status: z.enum(documentStatuses),
  supplierCode: z.string(),
  supplierName: z.string(),
  itemCode: z.string(),
  itemName: z.string(),
  unit: z.string(),
  godownCode: z.string(),
  godownName: z.string(),
  quantityMilli: z.number(),
  ratePaise: z.number(),
  amountPaise: z.number(),
  invoiceNumber: z.string(),
});
export type Purchase = z.infer<typeof purchaseSchema>;

/** One purchase with who made (and cancelled) it and its postings. */
export const purchaseDetailSchema = purchaseSchema.extend({
  ...documentTrailSchema.shape,
  postings: postingsSchema,
});
export type PurchaseDetail = z.infer<typeof purchaseDetailSchema>;

export const purchaseSorts = ['code', 'date', 'supplier', 'item', 'amount'] as const;
export const purchaseFilters = ['supplier', 'item', 'godown'] as const;
export const purchaseListQuery = documentListQuery(purchaseSorts, purchaseFilters);
export type PurchaseListQuery = z.infer<typeof purchaseListQuery>;
