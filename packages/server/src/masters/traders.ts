import {
  addDays,
  apiPaths,
  exactInteger,
  type ListQuery,
  type Trader,
  today,
  traderInput,
  traderSchema,
  traderSorts,
} from '@pfm/shared';
import { and, eq, ne, sql } from 'drizzle-orm';
import type { z } from 'zod';
import { codePrefixes, nextCode } from '../db/codes.ts';
import type { Db } from '../db/database.ts';
import { by, byCode, type ListSource, listPage, orderFor, searchMatches } from '../db/list.ts';
import { collections, documents, sales, traders } from '../db/schema.ts';
import { AppError } from '../domain/errors.ts';
import type { MasterDefinition, MasterService } from './definition.ts';
import { balanceOf, qualified } from './payees.ts';

type Input = z.infer<typeof traderInput>;
type Sort = (typeof traderSorts)[number];

/** Months the average purchase is taken over. */
const AVERAGE_MONTHS = 6;

/**
 * The trader's average monthly purchase: posted sales to it in the last six months (183 days up
 * to today), divided by six, to the paisa.
 */
const avgMonthlyPurchase = () =>
  sql<number>`coalesce((select round(sum(${sales.amountPaise}) / ${AVERAGE_MONTHS}) from ${sales} join ${documents} on ${documents.id} = ${sales.documentId} where ${sales.traderCode} = ${qualified(traders.code)} and ${documents.status} = 'posted' and ${documents.date} > ${addDays(today(), -183)}), 0)::bigint`;

const columns = () => ({
  code: traders.code,
  name: traders.name,
  contact: traders.contact,
  email: traders.email,
  address: traders.address,
  gstin: traders.gstin,
  avgMonthlyPurchasePaise: avgMonthlyPurchase().mapWith(exactInteger),
  balancePaise: balanceOf('trader', traders.code),
});

const notFound = () => new AppError('not_found', 'There is no such trader.');
const duplicateName = (name: string) => {
  const message = `A trader named “${name}” already exists.`;
  return new AppError('conflict', message, { name: message });
};

async function assertNameFree(db: Db, name: string, except?: string) {
  const [clash] = await db
    .select({ code: traders.code })
    .from(traders)
    .where(
      and(
        eq(sql`lower(${traders.name})`, name.toLowerCase()),
        except ? ne(traders.code, except) : undefined,
      ),
    );
  if (clash) throw duplicateName(name);
}

/** The traders a list query matches, in the list's order: a page of them or every one. */
export function traderList(query: ListQuery<Sort>): ListSource<Trader> {
  const where = searchMatches(traders.search, query.q);
  return {
    table: traders,
    where,
    rows: (limit, offset, db) =>
      db
        .select(columns())
        .from(traders)
        .where(where)
        .orderBy(
          ...orderFor(
            query,
            {
              code: byCode(traders.code),
              name: by(traders.name),
              contact: by(traders.contact),
              avgMonthlyPurchase: by(avgMonthlyPurchase()),
            },
            'code',
            byCode(traders.code),
          ),
        )
        .limit(limit)
        .offset(offset),
  };
}

export const traderService: MasterService<Trader, Input, Sort, string> = {
  list: (db, query) => listPage(db, { query, ...traderList(query) }),

  get: async (db, code) => {
    const [row] = await db.select(columns()).from(traders).where(eq(traders.code, code));
    if (!row) throw notFound();
    return row;
  },

  create: (db, input) =>
    db.transaction(async (tx) => {
      await assertNameFree(tx, input.name);
      const code = await nextCode(tx, codePrefixes.trader);
      const [row] = await tx
        .insert(traders)
        .values({ code, ...input })
        .returning(columns());
      return row as Trader;
    }),

  update: (db, code, input) =>
    db.transaction(async (tx) => {
      await assertNameFree(tx, input.name, code);
      const [row] = await tx
        .update(traders)
        .set({ ...input, updatedAt: new Date() })
        .where(eq(traders.code, code))
        .returning(columns());
      if (!row) throw notFound();
      return row;
    }),

  remove: async (db, code) => {
    const [used] = await db
      .select({
        sales:
          sql<number>`(select count(*) from ${sales} where ${sales.traderCode} = ${code})`.mapWith(
            Number,
          ),
        collections:
          sql<number>`(select count(*) from ${collections} where ${collections.traderCode} = ${code})`.mapWith(
            Number,
          ),
        name: traders.name,
      })
      .from(traders)
      .where(eq(traders.code, code));
    if (used && used.sales + used.collections > 0) {
      const what = [
        used.sales ? `${used.sales} ${used.sales === 1 ? 'sale' : 'sales'}` : '',
        used.collections
          ? `${used.collections} ${used.collections === 1 ? 'collection' : 'collections'}`
          : '',
      ]
        .filter(Boolean)
        .join(' and ');
      throw new AppError(
        'conflict',
        `${used.name} has ${what}; a trader with documents cannot be deleted.`,
      );
    }
    const [row] = await db
      .delete(traders)
      .where(eq(traders.code, code))
      .returning({ code: traders.code });
    if (!row) throw notFound();
  },
};

export const traderMaster: MasterDefinition<Trader, typeof traderInput, Sort, string> = {
  path: apiPaths.traders,
  noun: 'trader',
  key: 'code',
  input: traderInput,
  row: traderSchema,
  sorts: traderSorts,
  service: traderService,
  constraints: {
    traders_name_unique: { field: 'name', message: 'A trader with this name already exists.' },
    sales_trader_code_traders_code_fk: {
      message: 'This trader has sales (cancelled ones count too), so it cannot be deleted.',
    },
    collections_trader_code_traders_code_fk: {
      message: 'This trader has payment collections, so it cannot be deleted.',
    },
  },
};
