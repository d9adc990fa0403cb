import { type ListPage, type ListQuery, listQuery, recordCode } from '@pfm/shared';
import type { FastifyInstance } from 'fastify';
import type { z } from 'zod';
import type { Db } from '../db/database.ts';
import { AppError } from '../http/errors.ts';
import { parseInput } from '../http/validate.ts';

/** What a broken database constraint means to a user, and which field it is about. */
export interface ConstraintMessage {
  field?: string;
  message: string;
}

/** The operations every master offers; `Key` is its code (G001) or numeric id. */
export interface MasterService<Row, Input, Sort extends string, Key> {
  list(db: Db, query: ListQuery<Sort>): Promise<ListPage<Row>>;
  get(db: Db, key: Key): Promise<Row>;
  create(db: Db, input: Input): Promise<Row>;
  update(db: Db, key: Key, input: Input): Promise<Row>;
  remove(db: Db, key: Key): Promise<void>;
}

export interface MasterDefinition<Row, Schema extends z.ZodType, Sort extends string, Key> {
  /** Collection path under /api, e.g. `/godowns`. */
  path: string;
  /** The record in words, for "There is no such godown." */
  noun: string;
  /** Whether records are addressed by code (`/godowns/G001`) or by number (`/rates/7`). */
  key: Key extends string ? 'code' : 'id';
  input: Schema;
  sorts: readonly [Sort, ...Sort[]];
  service: MasterService<Row, z.infer<Schema>, Sort, Key>;
  /** Unique, foreign-key and check constraints by name, as a safety net behind the service's checks. */
  constraints?: Record<string, ConstraintMessage>;
}

/** Writes are small forms; anything bigger is refused before it is parsed. */
const WRITE_BODY_LIMIT = 16 * 1024;
const adminOnly = { config: { role: 'Administrator' as const }, bodyLimit: WRITE_BODY_LIMIT };

interface PgErrorLike {
  code?: string;
  constraint?: string;
}

const pgError = (error: unknown): PgErrorLike | undefined => {
  for (let current = error, depth = 0; current && depth < 4; depth++) {
    const candidate = current as PgErrorLike & { cause?: unknown };
    if (typeof candidate.code === 'string' && /^\d{2}[0-9A-Z]{3}$/.test(candidate.code)) {
      return candidate;
    }
    current = candidate.cause;
  }
  return undefined;
};

/**
 * Turns a constraint the database refused (two people saving the same name at once, say) into the
 * same clear 409 the service's own checks give.
 */
export async function withConstraints<T>(
  work: () => Promise<T>,
  constraints: Record<string, ConstraintMessage> = {},
): Promise<T> {
  try {
    return await work();
  } catch (error) {
    const pg = pgError(error);
    // 23001: PostgreSQL 18 (and so PGlite 0.5) refuses a delete under an ON DELETE RESTRICT foreign
    // key with restrict_violation; PostgreSQL 15 says 23503 for the same thing.
    if (!pg || !['23505', '23503', '23001', '23514'].includes(pg.code ?? '')) throw error;
    const known = pg.constraint ? constraints[pg.constraint] : undefined;
    if (known) {
      throw new AppError(
        'conflict',
        known.message,
        known.field ? { [known.field]: known.message } : undefined,
      );
    }
    const message =
      pg.code === '23505'
        ? 'A record with these details already exists.'
        : pg.code === '23503' || pg.code === '23001'
          ? 'Other records depend on this one, so it cannot be changed that way.'
          : 'These values are not allowed together.';
    throw new AppError('conflict', message);
  }
}

/** Reads the `:key` of a request, or answers 404 for something that cannot be a key at all. */
function parseKey(kind: 'code' | 'id', raw: string, noun: string): string | number {
  if (kind === 'code') {
    if (recordCode.test(raw)) return raw;
  } else if (/^[1-9]\d{0,9}$/.test(raw) && Number(raw) <= 2_147_483_647) {
    return Number(raw);
  }
  throw new AppError('not_found', `There is no such ${noun}.`);
}

/**
 * The five REST endpoints of a master: list (search, sort, page, total), get, create, update
 * (the whole record) and delete. Everyone signed in reads; only Administrators write.
 */
export function registerMaster<Row, Schema extends z.ZodType, Sort extends string, Key>(
  app: FastifyInstance,
  definition: MasterDefinition<Row, Schema, Sort, Key>,
) {
  const { path, noun, service, constraints } = definition;
  const db = app.database.db;
  const query = listQuery(definition.sorts);
  const key = (raw: string) => parseKey(definition.key, raw, noun) as Key;
  const guarded = <T>(work: () => Promise<T>) => withConstraints(work, constraints);

  app.get(path, async (request) =>
    service.list(db, parseInput(query, request.query ?? {}) as ListQuery<Sort>),
  );
  app.get<{ Params: { key: string } }>(`${path}/:key`, async (request) =>
    service.get(db, key(request.params.key)),
  );
  app.post(path, adminOnly, async (request, reply) => {
    const input = parseInput(definition.input, request.body);
    return reply.status(201).send(await guarded(() => service.create(db, input)));
  });
  app.put<{ Params: { key: string } }>(`${path}/:key`, adminOnly, async (request) => {
    const target = key(request.params.key);
    const input = parseInput(definition.input, request.body);
    return guarded(() => service.update(db, target, input));
  });
  app.delete<{ Params: { key: string } }>(`${path}/:key`, adminOnly, async (request, reply) => {
    const target = key(request.params.key);
    await guarded(() => service.remove(db, target));
    return reply.status(204).send();
  });
}
