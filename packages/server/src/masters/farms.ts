import { apiPaths, type Farm, farmInput, farmSchema, farmSorts, type ListQuery } from '@pfm/shared';
import { and, eq, ne, type SQL, sql } from 'drizzle-orm';
import type { z } from 'zod';
import { codePrefixes, nextCode } from '../db/codes.ts';
import type { Db } from '../db/database.ts';
import { by, byCode, type ListSource, listPage, orderFor, searchMatches } from '../db/list.ts';
import { farmers, farms } from '../db/schema.ts';
import { AppError } from '../domain/errors.ts';
import type { MasterDefinition, MasterService } from './definition.ts';

type Input = z.infer<typeof farmInput>;
type Sort = (typeof farmSorts)[number];

const columns = {
  code: farms.code,
  name: farms.name,
  farmerCode: farms.farmerCode,
  farmerName: farmers.name,
  location: farms.location,
  capacityBirds: farms.capacityBirds,
  areaSqFt: farms.areaSqFt,
  status: farms.status,
};

const notFound = () => new AppError('not_found', 'There is no such farm.');

/**
 * Farms whose code, name or location contain `text`, or whose farmer's name does: the farm's
 * `search` column holds its farmer's name too (kept in step by the farmer service), so one trigram
 * index answers.
 */
const farmSearch = (text: string): SQL | undefined => searchMatches(farms.search, text);

/**
 * The farmer a farm is saved for, locked against deletion until the transaction ends; a code that
 * names nobody is refused beside the farmer field.
 */
async function farmerOf(db: Db, farmerCode: string) {
  const [farmer] = await db
    .select({ name: farmers.name })
    .from(farmers)
    .where(eq(farmers.code, farmerCode))
    .for('key share');
  if (!farmer) {
    const message = `There is no farmer ${farmerCode}.`;
    throw new AppError('validation_failed', message, { farmerCode: message });
  }
  return farmer;
}

/** A farmer's farms have different names, so that "which farm" is never ambiguous. */
async function assertNameFree(db: Db, input: Input, farmerName: string, except?: string) {
  const [clash] = await db
    .select({ code: farms.code })
    .from(farms)
    .where(
      and(
        eq(farms.farmerCode, input.farmerCode),
        eq(sql`lower(${farms.name})`, input.name.toLowerCase()),
        except ? ne(farms.code, except) : undefined,
      ),
    );
  if (clash) {
    const message = `${farmerName} already has a farm named “${input.name}”.`;
    throw new AppError('conflict', message, { name: message });
  }
}

async function readFarm(db: Db, code: string): Promise<Farm> {
  const [row] = await db
    .select(columns)
    .from(farms)
    .innerJoin(farmers, eq(farmers.code, farms.farmerCode))
    .where(eq(farms.code, code));
  if (!row) throw notFound();
  return row;
}

/** The farms a list query matches, in the list's order: a page of them or every one. */
export function farmList(query: ListQuery<Sort>): ListSource<Farm> {
  const where = farmSearch(query.q);
  return {
    table: farms,
    where,
    rows: (limit, offset, db) =>
      db
        .select(columns)
        .from(farms)
        .innerJoin(farmers, eq(farmers.code, farms.farmerCode))
        .where(where)
        .orderBy(
          ...orderFor(
            query,
            {
              code: byCode(farms.code),
              name: by(farms.name),
              farmer: by(farmers.name),
              location: by(farms.location),
              capacityBirds: by(farms.capacityBirds),
              status: by(farms.status),
            },
            'code',
            byCode(farms.code),
          ),
        )
        .limit(limit)
        .offset(offset),
  };
}

export const farmService: MasterService<Farm, Input, Sort, string> = {
  list: (db, query) => listPage(db, { query, ...farmList(query) }),

  get: (db, code) => readFarm(db, code),

  create: (db, input) =>
    db.transaction(async (tx) => {
      const farmer = await farmerOf(tx, input.farmerCode);
      await assertNameFree(tx, input, farmer.name);
      const code = await nextCode(tx, codePrefixes.farm);
      await tx.insert(farms).values({ code, ...input, farmerName: farmer.name });
      return readFarm(tx, code);
    }),

  update: (db, code, input) =>
    db.transaction(async (tx) => {
      const [existing] = await tx
        .select({ code: farms.code })
        .from(farms)
        .where(eq(farms.code, code));
      if (!existing) throw notFound();
      const farmer = await farmerOf(tx, input.farmerCode);
      await assertNameFree(tx, input, farmer.name, code);
      await tx
        .update(farms)
        .set({ ...input, farmerName: farmer.name, updatedAt: new Date() })
        .where(eq(farms.code, code));
      return readFarm(tx, code);
    }),

  remove: async (db, code) => {
    const [row] = await db
      .delete(farms)
      .where(eq(farms.code, code))
      .returning({ code: farms.code });
    if (!row) throw notFound();
  },
};

export const farmMaster: MasterDefinition<Farm, typeof farmInput, Sort, string> = {
  path: apiPaths.farms,
  noun: 'farm',
  key: 'code',
  input: farmInput,
  row: farmSchema,
  sorts: farmSorts,
  service: farmService,
  constraints: {
    batches_farm_code_farms_code_fk: {
      message: 'This farm has batches (cancelled ones count too), so it cannot be deleted.',
    },
    issues_farm_code_farms_code_fk: {
      message: 'This farm was issued stock (cancelled issues count too), so it cannot be deleted.',
    },
    farms_farmer_name_unique: {
      field: 'name',
      message: 'This farmer already has a farm with this name.',
    },
    farms_farmer_code_farmers_code_fk: {
      field: 'farmerCode',
      message: 'This farmer no longer exists; choose another.',
    },
    farms_capacity_positive: {
      field: 'capacityBirds',
      message: 'Capacity must be more than 0.',
    },
    farms_area_positive: { field: 'areaSqFt', message: 'Area must be more than 0.' },
  },
};
