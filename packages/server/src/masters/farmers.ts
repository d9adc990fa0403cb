import {
  apiPaths,
  type Farmer,
  farmerInput,
  farmerSchema,
  farmerSorts,
  type IndianState,
  type ListQuery,
} from '@pfm/shared';
import { and, count, eq, getTableName, ne, sql } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { z } from 'zod';
import { codePrefixes, nextCode } from '../db/codes.ts';
import type { Db } from '../db/database.ts';
import { by, byCode, type ListSource, listPage, orderFor, searchMatches } from '../db/list.ts';
import { farmers, farms } from '../db/schema.ts';
import { AppError } from '../domain/errors.ts';
import type { MasterDefinition, MasterService } from './definition.ts';
import { assertNoVouchers, balanceOf } from './payees.ts';

type Input = z.infer<typeof farmerInput>;
type Sort = (typeof farmerSorts)[number];

/** `table.column`, written out: Drizzle leaves names bare when a query has one table. */
const qualified = (table: PgTable, column: PgColumn) =>
  sql`${sql.identifier(getTableName(table))}.${sql.identifier(column.name)}`;

/** How many of the farmer's farms are active: a correlated subquery on the farmer index of farms. */
const activeFarms = sql<number>`(
  select count(*)::integer from ${farms}
  where ${qualified(farms, farms.farmerCode)} = ${qualified(farmers, farmers.code)}
    and ${qualified(farms, farms.status)} = 'active'
)`.mapWith(Number);

const columns = {
  code: farmers.code,
  name: farmers.name,
  phone: farmers.phone,
  email: farmers.email,
  address: farmers.address,
  city: farmers.city,
  state: sql<IndianState>`${farmers.state}`,
  pincode: farmers.pincode,
  bankName: farmers.bankName,
  accountNumber: farmers.accountNumber,
  ifscCode: farmers.ifscCode,
  status: farmers.status,
  activeFarms,
  balancePaise: balanceOf('farmer', farmers.code),
};

const notFound = () => new AppError('not_found', 'There is no such farmer.');

const plural = (value: number, one: string, many: string) => `${value} ${value === 1 ? one : many}`;

/** One farmer per bank account: a second farmer with the same account is a typing mistake. */
async function assertAccountFree(db: Db, accountNumber: string, except?: string) {
  const [clash] = await db
    .select({ code: farmers.code, name: farmers.name })
    .from(farmers)
    .where(
      and(eq(farmers.accountNumber, accountNumber), except ? ne(farmers.code, except) : undefined),
    );
  if (clash) {
    const message = `Account ${accountNumber} is already registered to ${clash.name} (${clash.code}).`;
    throw new AppError('conflict', message, { accountNumber: message });
  }
}

async function readFarmer(db: Db, code: string): Promise<Farmer> {
  const [row] = await db.select(columns).from(farmers).where(eq(farmers.code, code));
  if (!row) throw notFound();
  return row;
}

/** The farmers a list query matches, in the list's order: a page of them or every one. */
export function farmerList(query: ListQuery<Sort>): ListSource<Farmer> {
  const where = searchMatches(farmers.search, query.q);
  return {
    table: farmers,
    where,
    rows: (limit, offset, db) =>
      db
        .select(columns)
        .from(farmers)
        .where(where)
        .orderBy(
          ...orderFor(
            query,
            {
              code: byCode(farmers.code),
              name: by(farmers.name),
              phone: by(farmers.phone),
              city: by(farmers.city),
              activeFarms: by(activeFarms),
              status: by(farmers.status),
            },
            'code',
            byCode(farmers.code),
          ),
        )
        .limit(limit)
        .offset(offset),
  };
}

export const farmerService: MasterService<Farmer, Input, Sort, string> = {
  list: (db, query) => listPage(db, { query, ...farmerList(query) }),

  get: (db, code) => readFarmer(db, code),

  create: (db, input) =>
    db.transaction(async (tx) => {
      await assertAccountFree(tx, input.accountNumber);
      const code = await nextCode(tx, codePrefixes.farmer);
      await tx.insert(farmers).values({ code, ...input });
      return readFarmer(tx, code);
    }),

  update: (db, code, input) =>
    db.transaction(async (tx) => {
      await assertAccountFree(tx, input.accountNumber, code);
      const [row] = await tx
        .update(farmers)
        .set({ ...input, updatedAt: new Date() })
        .where(eq(farmers.code, code))
        .returning({ code: farmers.code });
      if (!row) throw notFound();
      // Farms carry their farmer's name for search; a rename reaches them in the same transaction.
      await tx
        .update(farms)
        .set({ farmerName: input.name })
        .where(and(eq(farms.farmerCode, code), ne(farms.farmerName, input.name)));
      return readFarmer(tx, code);
    }),

  remove: (db, code) =>
    db.transaction(async (tx) => {
      // Locking the farmer first means no farm can be added for them until this decision is made.
      const [farmer] = await tx
        .select({ name: farmers.name })
        .from(farmers)
        .where(eq(farmers.code, code))
        .for('update');
      if (!farmer) throw notFound();
      const [owned] = await tx
        .select({ farms: count() })
        .from(farms)
        .where(eq(farms.farmerCode, code));
      const farmCount = owned?.farms ?? 0;
      if (farmCount > 0) {
        throw new AppError(
          'conflict',
          `${farmer.name} has ${plural(farmCount, 'farm', 'farms')}; delete or move ${farmCount === 1 ? 'it' : 'them'} first.`,
        );
      }
      await assertNoVouchers(tx, 'farmer', code);
      await tx.delete(farmers).where(eq(farmers.code, code));
    }),
};

export const farmerMaster: MasterDefinition<Farmer, typeof farmerInput, Sort, string> = {
  path: apiPaths.farmers,
  noun: 'farmer',
  key: 'code',
  input: farmerInput,
  row: farmerSchema,
  sorts: farmerSorts,
  service: farmerService,
  constraints: {
    farmers_account_number_unique: {
      field: 'accountNumber',
      message: 'This account number is already registered to another farmer.',
    },
    farms_farmer_code_farmers_code_fk: {
      message: 'This farmer has farms; delete or move them first.',
    },
  },
};
