import { z } from 'zod';
import type { ItemCategory } from '../masters/item.ts';
import { recordCode } from '../masters/list.ts';
import {
  codeOf,
  type DocumentStatus,
  type DocumentTrail,
  documentDate,
  documentListQuery,
  type Postings,
  quantityMilli,
} from './common.ts';

/**
 * Issue to Farmer: the farm, the item, the source godown, quantity, date and batch. Issuing chicks
 * opens a new batch (leave `batchCode` empty); feed and medicine name an open batch of the farm.
 */
export const issueInput = z
  .object({
    farmCode: codeOf('the farm'),
    itemCode: codeOf('the item'),
    godownCode: codeOf('the godown it leaves from'),
    quantityMilli,
    date: documentDate,
    batchCode: z
      .union([z.literal(''), z.string().regex(recordCode, 'Choose a batch of this farm.')], {
        error: 'Choose a batch of this farm.',
      })
      .default(''),
  })
  .strict();
export type IssueInput = z.input<typeof issueInput>;

export interface Issue {
  code: string;
  date: string;
  status: DocumentStatus;
  farmCode: string;
  farmName: string;
  farmerCode: string;
  farmerName: string;
  batchCode: string;
  itemCode: string;
  itemName: string;
  category: ItemCategory;
  unit: string;
  godownCode: string;
  godownName: string;
  quantityMilli: number;
  ratePaise: number;
  amountPaise: number;
  rateBasis: 'rate' | 'average-cost';
}

export interface IssueDetail extends Issue, DocumentTrail {
  postings: Postings;
}

export const issueSorts = ['code', 'date', 'farm', 'item', 'amount'] as const;
export const issueFilters = ['farm', 'item', 'godown', 'batch'] as const;
export const issueListQuery = documentListQuery(issueSorts, issueFilters);
export type IssueListQuery = z.infer<typeof issueListQuery>;

export const batchStatuses = ['open', 'sold-out', 'settled', 'void'] as const;
export type BatchStatus = (typeof batchStatuses)[number];

/** The cycle a batch is grown for: days remaining = 45 − age, never below 0. */
export const BATCH_CYCLE_DAYS = 45;

/** A batch (flock) as its read endpoint answers. */
export interface Batch {
  code: string;
  farmCode: string;
  farmName: string;
  farmerCode: string;
  farmerName: string;
  placementDate: string;
  placed: number;
  /** Days since placement (placement day = 0). */
  age: number;
  daysRemaining: number;
  status: BatchStatus;
  /** Inputs issued so far (cancelled issues left out), by item. */
  inputs: {
    itemCode: string;
    itemName: string;
    unit: string;
    quantityMilli: number;
    amountPaise: number;
  }[];
}
