import {
  apiPaths,
  type Godown,
  godownInput,
  godownSchema,
  godownSorts,
  type ListQuery,
} from '@pfm/shared';
import { and, eq, ne, sql } from 'drizzle-orm';
import type { z } from 'zod';
import { codePrefixes, nextCode } from '../db/codes.ts';
import type { Db } from '../db/database.ts';
import { by, byCode, type ListSource, listPage, orderFor, searchMatches } from '../db/list.ts';
import { godowns } from '../db/schema.ts';
import { AppError } from '../domain/errors.ts';
import type { MasterDefinition, MasterService } from './definition.ts';

type Input = z.infer<typeof godownInput>;
type Sort = (typeof godownSorts)[number];

const columns = {
  code: godowns.code,
  name: godowns.name,
  location: godowns.location,
  capacityKg: godowns.capacityKg,
  status: godowns.status,
};

const notFound = () => new AppError('not_found', 'There is no such godown.');
const duplicateName = (name: string) => {
  const message = `A godown named “${name}” already exists.`;
  return new AppError('conflict', message, { name: message });
};

async function assertNameFree(db: Db, name: string, except?: string) {
  const [clash] = await db
    .select({ code: godowns.code })
    .from(godowns)
    .where(
      and(
        eq(sql`lower(${godowns.name})`, name.toLowerCase()),
        except ? ne(godowns.code, except) : undefined,
      ),
    );
  if (clash) throw duplicateName(name);
}

/** The godowns a list query matches, in the list's order: a page of them or every one. */
export function godownList(query: ListQuery<Sort>): ListSource<Godown> {
  const where = searchMatches(godowns.search, query.q);
  return {
    table: godowns,
    where,
    rows: (limit, offset, db) =>
      db
        .select(columns)
        .from(godowns)
        .where(where)
        .orderBy(
          ...orderFor(
            query,
            {
              code: byCode(godowns.code),
              name: by(godowns.name),
              location: by(godowns.location),
              capacityKg: by(godowns.capacityKg),
              status: by(godowns.status),
            },
            'code',
            byCode(godowns.code),
          ),
        )
        .limit(limit)
        .offset(offset),
  };
}

export const godownService: MasterService<Godown, Input, Sort, string> = {
  list: (db, query) => listPage(db, { query, ...godownList(query) }),

  get: async (db, code) => {
    const [row] = await db.select(columns).from(godowns).where(eq(godowns.code, code));
    if (!row) throw notFound();
    return row;
  },

  create: (db, input) =>
    db.transaction(async (tx) => {
      await assertNameFree(tx, input.name);
      const code = await nextCode(tx, codePrefixes.godown);
      const [row] = await tx
        .insert(godowns)
        .values({ code, ...input })
        .returning(columns);
      return row as Godown;
    }),

  update: (db, code, input) =>
    db.transaction(async (tx) => {
      await assertNameFree(tx, input.name, code);
      const [row] = await tx
        .update(godowns)
        .set({ ...input, updatedAt: new Date() })
        .where(eq(godowns.code, code))
        .returning(columns);
      if (!row) throw notFound();
      return row;
    }),

  remove: async (db, code) => {
    const [row] = await db
      .delete(godowns)
      .where(eq(godowns.code, code))
      .returning({ code: godowns.code });
    if (!row) throw notFound();
  },
};

export const godownMaster: MasterDefinition<Godown, typeof godownInput, Sort, string> = {
  path: apiPaths.godowns,
  noun: 'godown',
  key: 'code',
  input: godownInput,
  row: godownSchema,
  sorts: godownSorts,
  service: godownService,
  constraints: {
    purchases_godown_code_godowns_code_fk: {
      message: 'This godown has purchases (cancelled ones count too), so it cannot be deleted.',
    },
    issues_godown_code_godowns_code_fk: {
      message:
        'Stock was issued from this godown (cancelled issues count too), so it cannot be deleted.',
    },
    transfers_from_godown_code_godowns_code_fk: {
      message:
        'This godown has stock transfers (cancelled ones count too), so it cannot be deleted.',
    },
    transfers_to_godown_code_godowns_code_fk: {
      message:
        'This godown has stock transfers (cancelled ones count too), so it cannot be deleted.',
    },
    godowns_name_unique: { field: 'name', message: 'A godown with this name already exists.' },
  },
};
