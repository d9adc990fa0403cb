import { z } from 'zod';
import { text } from '../fields.ts';

export const pageSizes = [10, 25, 50, 100] as const;
export const DEFAULT_PAGE_SIZE = 10;
export const SEARCH_MAX_LENGTH = 100;

/** `q`: the text to search for in any part of a list's searched columns. */
export const searchParam = text()
  .trim()
  .max(SEARCH_MAX_LENGTH, `Search for at most ${SEARCH_MAX_LENGTH} characters.`)
  .default('');

/** `page` (1-based) and `size` of every paged list; values arrive as strings. */
export const pageParams = {
  page: z.coerce
    .number({ error: 'Page is a number.' })
    .int('Page is a whole number.')
    .min(1, 'Pages start at 1.')
    .max(1_000_000, 'There are not that many pages.')
    .default(1),
  size: z.coerce
    .number({ error: 'Page size is a number.' })
    .refine((value) => (pageSizes as readonly number[]).includes(value), {
      message: `Page size is one of ${pageSizes.join(', ')}.`,
    })
    .default(DEFAULT_PAGE_SIZE),
};

/**
 * The query string of every master list: `q` (search, any part of the searched columns), `sort`
 * (a column id the master allows), `dir`, `page` (1-based) and `size`. Values arrive as strings.
 */
export const listQuery = <Sort extends string>(sortIds: readonly [Sort, ...Sort[]]) =>
  z
    .object({
      q: searchParam,
      sort: z.enum(sortIds, { error: `Sort by one of: ${sortIds.join(', ')}.` }).optional(),
      dir: z.enum(['asc', 'desc'], { error: 'Sort direction is asc or desc.' }).default('asc'),
      ...pageParams,
    })
    .strict();

export type ListQuery<Sort extends string = string> = {
  q: string;
  sort?: Sort | undefined;
  dir: 'asc' | 'desc';
  page: number;
  size: number;
};

/** One page of a list and how many rows match in all. */
export interface ListPage<Row> {
  rows: Row[];
  /** Exact, or — on a large table, with `estimated` — the database's estimate ("about 2,00,000"). */
  total: number;
  estimated?: true;
  page: number;
  size: number;
}

/** The schema of one page of a list of `row`s. */
export const listPageSchema = <Row extends z.ZodType>(row: Row) =>
  z.object({
    rows: z.array(row),
    total: z.number().int(),
    estimated: z.literal(true).optional(),
    page: z.number().int(),
    size: z.number().int(),
  });

/** Record status of masters that can be switched off without deleting them. */
export const recordStatuses = ['active', 'inactive'] as const;
export type RecordStatus = (typeof recordStatuses)[number];
export const recordStatus = z.enum(recordStatuses, { error: 'Choose Active or Inactive.' });
export const recordStatusLabels: Record<RecordStatus, string> = {
  active: 'Active',
  inactive: 'Inactive',
};

/** The code a server assigns: a prefix and at least three digits (G001, FM012, BK1000). */
export const recordCode = /^[A-Z]{1,2}\d{3,9}$/;
