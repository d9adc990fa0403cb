import {
  apiPaths,
  type ListQuery,
  type Supplier,
  supplierInput,
  supplierSchema,
  supplierSorts,
} from '@pfm/shared';
import { and, eq, ne, sql } from 'drizzle-orm';
import type { z } from 'zod';
import { codePrefixes, nextCode } from '../db/codes.ts';
import type { Db } from '../db/database.ts';
import { by, byCode, type ListSource, listPage, orderFor, searchMatches } from '../db/list.ts';
import { suppliers } from '../db/schema.ts';
import { AppError } from '../domain/errors.ts';
import type { MasterDefinition, MasterService } from './definition.ts';
import { assertNoVouchers, balanceOf } from './payees.ts';

type Input = z.infer<typeof supplierInput>;
type Sort = (typeof supplierSorts)[number];

const columns = {
  code: suppliers.code,
  name: suppliers.name,
  contact: suppliers.contact,
  email: suppliers.email,
  address: suppliers.address,
  gstin: suppliers.gstin,
  type: suppliers.type,
  balancePaise: balanceOf('supplier', suppliers.code),
};

const notFound = () => new AppError('not_found', 'There is no such supplier.');
const duplicateName = (name: string) => {
  const message = `A supplier named “${name}” already exists.`;
  return new AppError('conflict', message, { name: message });
};

async function assertNameFree(db: Db, name: string, except?: string) {
  const [clash] = await db
    .select({ code: suppliers.code })
    .from(suppliers)
    .where(
      and(
        eq(sql`lower(${suppliers.name})`, name.toLowerCase()),
        except ? ne(suppliers.code, except) : undefined,
      ),
    );
  if (clash) throw duplicateName(name);
}

/** The suppliers a list query matches, in the list's order: a page of them or every one. */
export function supplierList(query: ListQuery<Sort>): ListSource<Supplier> {
  const where = searchMatches(suppliers.search, query.q);
  return {
    table: suppliers,
    where,
    rows: (limit, offset, db) =>
      db
        .select(columns)
        .from(suppliers)
        .where(where)
        .orderBy(
          ...orderFor(
            query,
            {
              code: byCode(suppliers.code),
              name: by(suppliers.name),
              contact: by(suppliers.contact),
              type: by(suppliers.type),
            },
            'code',
            byCode(suppliers.code),
          ),
        )
        .limit(limit)
        .offset(offset),
  };
}

export const supplierService: MasterService<Supplier, Input, Sort, string> = {
  list: (db, query) => listPage(db, { query, ...supplierList(query) }),

  get: async (db, code) => {
    const [row] = await db.select(columns).from(suppliers).where(eq(suppliers.code, code));
    if (!row) throw notFound();
    return row;
  },

  create: (db, input) =>
    db.transaction(async (tx) => {
      await assertNameFree(tx, input.name);
      const code = await nextCode(tx, codePrefixes.supplier);
      const [row] = await tx
        .insert(suppliers)
        .values({ code, ...input })
        .returning(columns);
      return row as Supplier;
    }),

  update: (db, code, input) =>
    db.transaction(async (tx) => {
      await assertNameFree(tx, input.name, code);
      const [row] = await tx
        .update(suppliers)
        .set({ ...input, updatedAt: new Date() })
        .where(eq(suppliers.code, code))
        .returning(columns);
      if (!row) throw notFound();
      return row;
    }),

  remove: async (db, code) => {
    // Purchases refer to their supplier by a foreign key (the constraint below answers); vouchers
    // name their payee by code only, so they are counted here.
    await assertNoVouchers(db, 'supplier', code);
    const [row] = await db
      .delete(suppliers)
      .where(eq(suppliers.code, code))
      .returning({ code: suppliers.code });
    if (!row) throw notFound();
  },
};

export const supplierMaster: MasterDefinition<Supplier, typeof supplierInput, Sort, string> = {
  path: apiPaths.suppliers,
  noun: 'supplier',
  key: 'code',
  input: supplierInput,
  row: supplierSchema,
  sorts: supplierSorts,
  service: supplierService,
  constraints: {
    purchases_supplier_code_suppliers_code_fk: {
      message: 'This supplier has purchases (cancelled ones count too), so it cannot be deleted.',
    },
    suppliers_name_unique: { field: 'name', message: 'A supplier with this name already exists.' },
  },
};
