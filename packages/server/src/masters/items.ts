import {
  apiPaths,
  type Item,
  type ItemRateItem,
  itemInput,
  itemSchema,
  itemSorts,
  type ListQuery,
} from '@pfm/shared';
import { and, eq, ne, sql } from 'drizzle-orm';
import type { z } from 'zod';
import { codePrefixes, nextCode } from '../db/codes.ts';
import type { Db } from '../db/database.ts';
import { by, byCode, type ListSource, listPage, orderFor, searchMatches } from '../db/list.ts';
import { IN_TRANSIT, items, stockBalances } from '../db/schema.ts';
import { AppError } from '../domain/errors.ts';
import type { MasterDefinition, MasterService } from './definition.ts';

type Input = z.infer<typeof itemInput>;
type Sort = (typeof itemSorts)[number];

/**
 * Quantity in stock across godowns, in the item's unit: the sum of its current balances (stock in
 * transit between godowns is not in any godown and not counted).
 */
const currentStock =
  sql<number>`coalesce((select sum(${stockBalances.quantityMilli}) from ${stockBalances} where ${stockBalances.itemCode} = ${items.code} and ${stockBalances.godownCode} <> ${IN_TRANSIT}), 0) / 1000.0`.mapWith(
    Number,
  );

/** The rate line as the API shows it: '' for "at the weighted average purchase cost". */
const rateItem = sql<ItemRateItem | ''>`coalesce(${items.rateItem}, '')`;

const toRow = (input: Input) => ({
  ...input,
  rateItem: input.rateItem === '' ? null : input.rateItem,
});

const columns = {
  code: items.code,
  name: items.name,
  category: items.category,
  unit: items.unit,
  description: items.description,
  reorderLevel: items.reorderLevel,
  rateItem,
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

/** The items a list query matches, in the list's order: a page of them or every one. */
export function itemList(query: ListQuery<Sort>): ListSource<Item> {
  const where = searchMatches(items.search, query.q);
  return {
    table: items,
    where,
    rows: (limit, offset, db) =>
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
  };
}

export const itemService: MasterService<Item, Input, Sort, string> = {
  list: (db, query) => listPage(db, { query, ...itemList(query) }),

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
        .values({ code, ...toRow(input) })
        .returning(columns);
      return row as Item;
    }),

  update: (db, code, input) =>
    db.transaction(async (tx) => {
      await assertNameFree(tx, input.name, code);
      const [row] = await tx
        .update(items)
        .set({ ...toRow(input), updatedAt: new Date() })
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
  path: apiPaths.items,
  noun: 'item',
  key: 'code',
  input: itemInput,
  row: itemSchema,
  sorts: itemSorts,
  service: itemService,
  constraints: {
    purchases_item_code_items_code_fk: {
      message: 'This item has purchases (cancelled ones count too), so it cannot be deleted.',
    },
    issues_item_code_items_code_fk: {
      message:
        'This item was issued to farmers (cancelled issues count too), so it cannot be deleted.',
    },
    transfers_item_code_items_code_fk: {
      message: 'This item has stock transfers (cancelled ones count too), so it cannot be deleted.',
    },
    items_name_unique: { field: 'name', message: 'An item with this name already exists.' },
    items_reorder_level_not_negative: {
      field: 'reorderLevel',
      message: 'The reorder level cannot be negative.',
    },
  },
};
