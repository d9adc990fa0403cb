import {
  apiPaths,
  type FeedStandard,
  feedStandardInput,
  feedStandardSchema,
  feedStandardSorts,
  kgPer100Birds,
  type ListQuery,
} from '@pfm/shared';
import { and, eq, ilike, ne, or } from 'drizzle-orm';
import type { z } from 'zod';
import type { Db } from '../db/database.ts';
import { by, containing, type ListSource, listPage, orderFor } from '../db/list.ts';
import { feedStandards } from '../db/schema.ts';
import { AppError } from '../domain/errors.ts';
import type { MasterDefinition, MasterService } from './definition.ts';
import { weekMatches } from './growth-standards.ts';

type Input = z.infer<typeof feedStandardInput>;
type Sort = (typeof feedStandardSorts)[number];

const columns = {
  id: feedStandards.id,
  week: feedStandards.week,
  feedType: feedStandards.feedType,
  gramsPerBirdPerDay: feedStandards.gramsPerBirdPerDay,
};

type Stored = Omit<FeedStandard, 'kgPer100BirdsPerDay'>;
/** The stored row plus the feed a hundred birds eat in a day. */
const record = (row: Stored): FeedStandard => ({
  ...row,
  kgPer100BirdsPerDay: kgPer100Birds(row.gramsPerBirdPerDay),
});

const notFound = () => new AppError('not_found', 'There is no such feed standard.');
const weekTaken = (week: number) => {
  const message = `Week ${week} already has a feed standard; edit it instead.`;
  return new AppError('conflict', message, { week: message });
};

async function assertWeekFree(db: Db, week: number, except?: number) {
  const [clash] = await db
    .select({ id: feedStandards.id })
    .from(feedStandards)
    .where(
      and(
        eq(feedStandards.week, week),
        except === undefined ? undefined : ne(feedStandards.id, except),
      ),
    );
  if (clash) throw weekTaken(week);
}

/** The feed standards a list query matches, in the list's order: a page of them or every one. */
export function feedStandardList(query: ListQuery<Sort>): ListSource<FeedStandard> {
  const where = query.q
    ? or(
        ilike(feedStandards.feedType, containing(query.q)),
        weekMatches(feedStandards.week, query.q),
      )
    : undefined;
  return {
    table: feedStandards,
    where,
    rows: async (limit, offset, db) =>
      (
        await db
          .select(columns)
          .from(feedStandards)
          .where(where)
          .orderBy(
            ...orderFor(
              query,
              {
                week: by(feedStandards.week),
                feedType: by(feedStandards.feedType),
                gramsPerBirdPerDay: by(feedStandards.gramsPerBirdPerDay),
              },
              'week',
              by(feedStandards.id),
            ),
          )
          .limit(limit)
          .offset(offset)
      ).map(record),
  };
}

/**
 * Feed per bird per day by week of age. `q` finds any part of the feed type (ignoring case) or,
 * when it is a week number ("3", "week 3"), that week as well.
 */
export const feedStandardService: MasterService<FeedStandard, Input, Sort, number> = {
  list: (db, query) => listPage(db, { query, ...feedStandardList(query) }),

  get: async (db, id) => {
    const [row] = await db.select(columns).from(feedStandards).where(eq(feedStandards.id, id));
    if (!row) throw notFound();
    return record(row);
  },

  create: (db, input) =>
    db.transaction(async (tx) => {
      await assertWeekFree(tx, input.week);
      const [row] = await tx.insert(feedStandards).values(input).returning(columns);
      return record(row as Stored);
    }),

  update: (db, id, input) =>
    db.transaction(async (tx) => {
      await assertWeekFree(tx, input.week, id);
      const [row] = await tx
        .update(feedStandards)
        .set({ ...input, updatedAt: new Date() })
        .where(eq(feedStandards.id, id))
        .returning(columns);
      if (!row) throw notFound();
      return record(row);
    }),

  remove: async (db, id) => {
    const [row] = await db
      .delete(feedStandards)
      .where(eq(feedStandards.id, id))
      .returning({ id: feedStandards.id });
    if (!row) throw notFound();
  },
};

export const feedStandardMaster: MasterDefinition<
  FeedStandard,
  typeof feedStandardInput,
  Sort,
  number
> = {
  path: apiPaths.feedStandards,
  noun: 'feed standard',
  key: 'id',
  input: feedStandardInput,
  row: feedStandardSchema,
  sorts: feedStandardSorts,
  service: feedStandardService,
  constraints: {
    feed_standards_week_unique: {
      field: 'week',
      message: 'This week already has a feed standard; edit it instead.',
    },
    feed_standards_quantity_positive: {
      field: 'gramsPerBirdPerDay',
      message: 'The quantity must be more than 0 g.',
    },
  },
};
