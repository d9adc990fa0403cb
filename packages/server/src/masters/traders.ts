import { apiPaths, type Trader, traderInput, traderSchema, traderSorts } from '@pfm/shared';
import { and, eq, ne, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { Db } from '../db/database.ts';
import { traders } from '../db/schema.ts';
import { AppError } from '../domain/errors.ts';
import { codePrefixes, nextCode } from './codes.ts';
import { by, byCode, listPage, orderFor, searchMatches } from './list.ts';
import type { MasterDefinition, MasterService } from './routes.ts';

type Input = z.infer<typeof traderInput>;
type Sort = (typeof traderSorts)[number];

const columns = {
  code: traders.code,
  name: traders.name,
  contact: traders.contact,
  email: traders.email,
  address: traders.address,
  gstin: traders.gstin,
  // Sales do not exist yet, so every trader's average monthly purchase is 0 for now; it will be
  // worked out from the trader's sales once they are recorded.
  avgMonthlyPurchasePaise: sql<number>`0`.mapWith(Number),
};

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

export const traderService: MasterService<Trader, Input, Sort, string> = {
  list: (db, query) => {
    const where = searchMatches(traders.search, query.q);
    return listPage(db, {
      query,
      table: traders,
      where,
      rows: (limit, offset) =>
        db
          .select(columns)
          .from(traders)
          .where(where)
          .orderBy(
            ...orderFor(
              query,
              {
                code: byCode(traders.code),
                name: by(traders.name),
                contact: by(traders.contact),
                // Every average is 0 until sales exist, so only the tiebreak (code) orders them.
                avgMonthlyPurchase: () => [],
              },
              'code',
              byCode(traders.code),
            ),
          )
          .limit(limit)
          .offset(offset),
    });
  },

  get: async (db, code) => {
    const [row] = await db.select(columns).from(traders).where(eq(traders.code, code));
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
        .returning(columns);
      return row as Trader;
    }),

  update: (db, code, input) =>
    db.transaction(async (tx) => {
      await assertNameFree(tx, input.name, code);
      const [row] = await tx
        .update(traders)
        .set({ ...input, updatedAt: new Date() })
        .where(eq(traders.code, code))
        .returning(columns);
      if (!row) throw notFound();
      return row;
    }),

  remove: async (db, code) => {
    // Nothing refers to a trader yet. When sales exist, refuse here (409) to delete a trader that
    // has sales, naming how many.
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
  },
};
