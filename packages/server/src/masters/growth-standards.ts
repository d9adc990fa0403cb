import {
  apiPaths,
  type GrowthStandard,
  growthStandardInput,
  growthStandardSchema,
  growthStandardSorts,
  type ListQuery,
} from '@pfm/shared';
import { and, eq, ne, type SQL, sql } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import type { z } from 'zod';
import type { Db } from '../db/database.ts';
import { by, type ListSource, listPage, orderFor } from '../db/list.ts';
import { growthStandards } from '../db/schema.ts';
import { AppError } from '../domain/errors.ts';
import type { MasterDefinition, MasterService } from './definition.ts';

type Input = z.infer<typeof growthStandardInput>;
type Sort = (typeof growthStandardSorts)[number];

const columns = {
  id: growthStandards.id,
  week: growthStandards.week,
  targetWeightG: growthStandards.targetWeightG,
  minWeightG: growthStandards.minWeightG,
  maxWeightG: growthStandards.maxWeightG,
  expectedMortalityPct: growthStandards.expectedMortalityPct,
};

/**
 * A search for a week of a standards table: `q` of digits, optionally after the word "week"
 * ("3", "Week 3"), finds that week; any other text is not a week and filters nothing out.
 */
export function weekMatches(column: PgColumn, q: string): SQL | undefined {
  const digits = /^(?:week\s*)?(\d+)$/i.exec(q)?.[1];
  if (digits === undefined) return undefined;
  const week = Number(digits);
  // A number beyond an integer column's range is no week at all (and must not reach the database).
  return week <= 2_147_483_647 ? eq(column, week) : sql`false`;
}

const notFound = () => new AppError('not_found', 'There is no such growth standard.');
const weekTaken = (week: number) => {
  const message = `Week ${week} already has a growth standard; edit it instead.`;
  return new AppError('conflict', message, { week: message });
};

async function assertWeekFree(db: Db, week: number, except?: number) {
  const [clash] = await db
    .select({ id: growthStandards.id })
    .from(growthStandards)
    .where(
      and(
        eq(growthStandards.week, week),
        except === undefined ? undefined : ne(growthStandards.id, except),
      ),
    );
  if (clash) throw weekTaken(week);
}

/** The growth standards a list query matches, in the list's order: a page of them or every one. */
export function growthStandardList(query: ListQuery<Sort>): ListSource<GrowthStandard> {
  const where = weekMatches(growthStandards.week, query.q);
  return {
    table: growthStandards,
    where,
    rows: (limit, offset, db) =>
      db
        .select(columns)
        .from(growthStandards)
        .where(where)
        .orderBy(
          ...orderFor(
            query,
            {
              week: by(growthStandards.week),
              targetWeightG: by(growthStandards.targetWeightG),
              expectedMortalityPct: by(growthStandards.expectedMortalityPct),
            },
            'week',
            by(growthStandards.id),
          ),
        )
        .limit(limit)
        .offset(offset),
  };
}

/** Expected weights and mortality per week of age. `q` finds a week by its number (see `weekMatches`). */
export const growthStandardService: MasterService<GrowthStandard, Input, Sort, number> = {
  list: (db, query) => listPage(db, { query, ...growthStandardList(query) }),

  get: async (db, id) => {
    const [row] = await db.select(columns).from(growthStandards).where(eq(growthStandards.id, id));
    if (!row) throw notFound();
    return row;
  },

  create: (db, input) =>
    db.transaction(async (tx) => {
      await assertWeekFree(tx, input.week);
      const [row] = await tx.insert(growthStandards).values(input).returning(columns);
      return row as GrowthStandard;
    }),

  update: (db, id, input) =>
    db.transaction(async (tx) => {
      await assertWeekFree(tx, input.week, id);
      const [row] = await tx
        .update(growthStandards)
        .set({ ...input, updatedAt: new Date() })
        .where(eq(growthStandards.id, id))
        .returning(columns);
      if (!row) throw notFound();
      return row;
    }),

  remove: async (db, id) => {
    const [row] = await db
      .delete(growthStandards)
      .where(eq(growthStandards.id, id))
      .returning({ id: growthStandards.id });
    if (!row) throw notFound();
  },
};

export const growthStandardMaster: MasterDefinition<
  GrowthStandard,
  typeof growthStandardInput,
  Sort,
  number
> = {
  path: apiPaths.growthStandards,
  noun: 'growth standard',
  key: 'id',
  input: growthStandardInput,
  row: growthStandardSchema,
  sorts: growthStandardSorts,
  service: growthStandardService,
  constraints: {
    growth_standards_week_unique: {
      field: 'week',
      message: 'This week already has a growth standard; edit it instead.',
    },
    growth_standards_weights_ordered: {
      field: 'minWeightG',
      message: 'The weights must run minimum ≤ target ≤ maximum.',
    },
    growth_standards_mortality_range: {
      field: 'expectedMortalityPct',
      message: 'Use a value from 0 to 100.',
    },
  },
};
