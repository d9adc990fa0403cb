import { type Item, itemInput, itemSorts } from '@pfm/shared';
import { and, eq, ne, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { Db } from '../db/database.ts';
import { items } from '../db/schema.ts';
import { AppError } from '../domain/errors.ts';
import { codePrefixes, nextCode } from './codes.ts';
import { by, byCode, listPage, orderFor, searchMatches } from './list.ts';
import type { MasterDefinition, MasterService } from './routes.ts';

type Input = z.infer<typeof itemInput>;
type Sort = (typeof itemSorts)[number];

/**
 * Quantity in stock across godowns. There are no stock tables yet, so every item has 0; when stock
 * transactions arrive this becomes their sum, and sorting by it (already accepted) starts to order
 * rows. Written as a cast so that ORDER BY does not read it as a column position.
 */
const currentStock = sql<number>`cast(0 as integer)`.mapWith(Number);

const columns = {
  code: items.code,
  name: items.name,
  category: items.category,
  unit: items.unit,
  description: items.description,
  reorderLevel: items.reorderLevel,
  currentStock,
  status: items.status,
};

const notFound = () => new AppError('not_found', 'There is no such item.');
const duplicateName = (name: string) => {
  const message = `An item named “${name}” already exists.`;
  return new AppError('conflict', message, { name: message });
};

async function assertNameFree(db: Db, name: string, except?: string) {
  const [clash] = await db
    .select({ code: items.code })
    .from(items)
    .where(
      and(
        eq(sql`lower(${items.name})`, name.toLowerCase()),
        except ? ne(items.code, except) : undefined,
      ),
    );
  if (clash) throw duplicateName(name);
}

export const itemService: MasterService<Item, Input, Sort, string> = {
  list: (db, query) => {
    const where = searchMatches(items.search, query.q);
    return listPage(db, {
      query,
      table: items,
      where,
      rows: (limit, offset) =>
        db
          .select(columns)
          .from(items)
          .where(where)
          .orderBy(
            ...orderFor(
              query,
              {
                code: byCode(items.code),
                name: by(items.name),
                category: by(items.category),
                unit: by(items.unit),
                currentStock: by(currentStock),
                status: by(items.status),
              },
              'code',
              byCode(items.code),
            ),
          )
          .limit(limit)
          .offset(offset),
    });
  },

  get: async (db, code) => {
    const [row] = await db.select(columns).from(items).where(eq(items.code, code));
    if (!row) throw notFound();
    return row;
  },

  create: (db, input) =>
    db.transaction(async (tx) => {
      await assertNameFree(tx, input.name);
      const code = await nextCode(tx, codePrefixes.item);
      const [row] = await tx
        .insert(items)
        .values({ code, ...input })
        .returning(columns);
      return row as Item;
    }),

  update: (db, code, input) =>
    db.transaction(async (tx) => {
      await assertNameFree(tx, input.name, code);
      const [row] = await tx
        .update(items)
        .set({ ...input, updatedAt: new Date() })
        .where(eq(items.code, code))
        .returning(columns);
      if (!row) throw notFound();
      return row;
    }),

  remove: async (db, code) => {
    const [row] = await db
      .delete(items)
      .where(eq(items.code, code))
      .returning({ code: items.code });
    if (!row) throw notFound();
  },
};

export const itemMaster: MasterDefinition<Item, typeof itemInput, Sort, string> = {
  path: '/items',
  noun: 'item',
  key: 'code',
  input: itemInput,
  sorts: itemSorts,
  service: itemService,
  constraints: {
    items_name_unique: { field: 'name', message: 'An item with this name already exists.' },
    items_reorder_level_not_negative: {
      field: 'reorderLevel',
      message: 'The reorder level cannot be negative.',
    },
  },
};
