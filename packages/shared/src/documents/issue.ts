import { z } from 'zod';
import { text } from '../fields.ts';
import { itemCategories } from '../masters/item.ts';
import { recordCode } from '../masters/list.ts';
import {
  codeOf,
  documentDate,
  documentListQuery,
  documentStatuses,
  documentTrailSchema,
  postingsSchema,
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
      .union([z.literal(''), text().regex(recordCode, 'Choose a batch of this farm.')], {
        error: 'Choose a batch of this farm.',
      })
      .default(''),
  })
  .strict();
export type IssueInput = z.input<typeof issueInput>;

export const issueSchema = z.object({
  code: z.string(),
  date: z.string(),
  status: z.enum(documentStatuses),
  farmCode: z.string(),
  farmName: z.string(),
  farmerCode: z.string(),
  farmerName: z.string(),
  batchCode: z.string(),
  itemCode: z.string(),
  itemName: z.string(),
  category: z.enum(itemCategories),
  unit: z.string(),
  godownCode: z.string(),
  godownName: z.string(),
  quantityMilli: z.number(),
  ratePaise: z.number(),
  amountPaise: z.number(),
  rateBasis: z.enum(['rate', 'average-cost']),
});
export type Issue = z.infer<typeof issueSchema>;

/** One issue with who made (and cancelled) it and its postings. */
export const issueDetailSchema = issueSchema.extend({
  ...documentTrailSchema.shape,
  postings: postingsSchema,
});
export type IssueDetail = z.infer<typeof issueDetailSchema>;

export const issueSorts = ['code', 'date', 'farm', 'item', 'amount'] as const;
export const issueFilters = ['farm', 'item', 'godown', 'batch'] as const;
export const issueListQuery = documentListQuery(issueSorts, issueFilters);
export type IssueListQuery = z.infer<typeof issueListQuery>;

export const batchStatuses = ['open', 'sold-out', 'settled', 'void'] as const;
export type BatchStatus = (typeof batchStatuses)[number];

/** The cycle a batch is grown for: days remaining = 45 − age, never below 0. */
export const BATCH_CYCLE_DAYS = 45;

/** A batch (flock) as the batch list answers it. */
export const batchSummarySchema = z.object({
  code: z.string(),
  farmCode: z.string(),
  farmName: z.string(),
  farmerCode: z.string(),
  farmerName: z.string(),
  placementDate: z.string(),
  placed: z.number(),
  /** Days since placement (placement day = 0), to today or the day the batch ended. */
  age: z.number().int(),
  /** 45 − age while open (never below 0); 0 once the batch has ended. */
  daysRemaining: z.number().int(),
  status: z.enum(batchStatuses),
});
export type BatchSummary = z.infer<typeof batchSummarySchema>;

/**
 * A batch's birds: placed, dead (growth updates), sold (posted sales), missing when it was closed
 * by hand, and alive = placed − dead − sold while it is open (none once it has ended).
 */
export const batchBirdsSchema = z.object({
  placed: z.number().int(),
  dead: z.number().int(),
  sold: z.number().int(),
  missing: z.number().int(),
  alive: z.number().int(),
});
export type BatchBirds = z.infer<typeof batchBirdsSchema>;

/** A batch (flock) as its read endpoint answers, with the inputs issued so far. */
export const batchSchema = batchSummarySchema.extend({
  birds: batchBirdsSchema,
  /** Inputs issued so far (cancelled issues left out), by item. */
  inputs: z.array(
    z.object({
      itemCode: z.string(),
      itemName: z.string(),
      unit: z.string(),
      quantityMilli: z.number(),
      amountPaise: z.number(),
    }),
  ),
});
export type Batch = z.infer<typeof batchSchema>;
