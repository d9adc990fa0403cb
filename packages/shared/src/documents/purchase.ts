import { z } from 'zod';
import { text } from '../fields.ts';
import {
  codeOf,
  type DocumentStatus,
  type DocumentTrail,
  documentDate,
  documentListQuery,
  type Postings,
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
  .strict();
export type PurchaseInput = z.input<typeof purchaseInput>;

export interface Purchase {
  code: string;
  date: string;
  status: DocumentStatus;
  supplierCode: string;
  supplierName: string;
  itemCode: string;
  itemName: string;
  unit: string;
  godownCode: string;
  godownName: string;
  quantityMilli: number;
  ratePaise: number;
  amountPaise: number;
  invoiceNumber: string;
}

export interface PurchaseDetail extends Purchase, DocumentTrail {
  postings: Postings;
}

export const purchaseSorts = ['code', 'date', 'supplier', 'item', 'amount'] as const;
export const purchaseFilters = ['supplier', 'item', 'godown'] as const;
export const purchaseListQuery = documentListQuery(purchaseSorts, purchaseFilters);
export type PurchaseListQuery = z.infer<typeof purchaseListQuery>;
