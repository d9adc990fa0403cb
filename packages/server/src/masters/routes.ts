import { type ListPage, type ListQuery, listPageSchema, listQuery, recordCode } from '@pfm/shared';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { z } from 'zod';
import { changedFields, describeChanges, recordAudit } from '../audit/service.ts';
import type { ConstraintMessage } from '../db/constraints.ts';
import { withConstraints } from '../db/constraints.ts';
import type { Db } from '../db/database.ts';
import { AppError } from '../domain/errors.ts';
import { access } from '../http/access.ts';
import { keyParams, noContent, routePath } from '../http/contract.ts';
import { actorOf } from '../http/session.ts';

/** The operations every master offers; `Key` is its code (G001) or numeric id. */
export interface MasterService<Row, Input, Sort extends string, Key> {
  list(db: Db, query: ListQuery<Sort>): Promise<ListPage<Row>>;
  get(db: Db, key: Key): Promise<Row>;
  create(db: Db, input: Input): Promise<Row>;
  update(db: Db, key: Key, input: Input): Promise<Row>;
  remove(db: Db, key: Key): Promise<void>;
}

export interface MasterDefinition<Row, Schema extends z.ZodType, Sort extends string, Key> {
  /** Collection path from the shared `apiPaths`, e.g. `/api/godowns`. */
  path: string;
  /** The record in words, for "There is no such godown." */
  noun: string;
  /** Whether records are addressed by code (`/godowns/G001`) or by number (`/rates/7`). */
  key: Key extends string ? 'code' : 'id';
  input: Schema;
  /** A record as the API answers it. */
  row: z.ZodType<Row>;
  sorts: readonly [Sort, ...Sort[]];
  service: MasterService<Row, z.infer<Schema>, Sort, Key>;
  /** Unique, foreign-key and check constraints by name, as a safety net behind the service's checks. */
  constraints?: Record<string, ConstraintMessage>;
}

/** Writes are small forms; anything bigger is refused before it is parsed. */
const WRITE_BODY_LIMIT = 16 * 1024;
const adminWrite = { ...access.administrator, bodyLimit: WRITE_BODY_LIMIT };

/** Reads the `:key` of a request, or answers 404 for something that cannot be a key at all. */
function parseKey(kind: 'code' | 'id', raw: string, noun: string): string | number {
  if (kind === 'code') {
    if (recordCode.test(raw)) return raw;
  } else if (/^[1-9]\d{0,9}$/.test(raw) && Number(raw) <= 2_147_483_647) {
    return Number(raw);
  }
  throw new AppError('not_found', `There is no such ${noun}.`);
}

/** How a master record is named in the audit log: its code or id, then its name if it has one. */
const recordLabel = (row: unknown, key: unknown) => {
  const name = (row as { name?: unknown }).name;
  return typeof name === 'string' ? `${String(key)} ${name}` : String(key);
};

/** The audit log's record kind: the noun as a slug ("growth standard" → `growth-standard`). */
const entityOf = (noun: string) => noun.replace(/\s+/g, '-');

const recordKey = (row: unknown) =>
  (row as { code?: string }).code ?? (row as { id?: number }).id ?? '';

/**
 * The five REST endpoints of a master: list (search, sort, page, total), get, create, update
 * (the whole record) and delete. Everyone signed in reads; only Administrators write, and every
 * write is recorded in the audit log in the same transaction. The routes declare the master's
 * schemas like every other route; only the handlers' types come from the definition's type
 * parameters (the type provider cannot resolve schemas that are themselves type parameters).
 */
export function registerMaster<Row, Schema extends z.ZodType, Sort extends string, Key>(
  app: FastifyInstance,
  definition: MasterDefinition<Row, Schema, Sort, Key>,
) {
  const { noun, service, constraints, row: rowSchema } = definition;
  const path = routePath(definition.path);
  const recordUrl = routePath(definition.path, ':key');
  const db = app.database.db;
  const query = listQuery(definition.sorts);
  /** The record a request addresses (its validated `:key` parameter). */
  const keyOf = (request: FastifyRequest) =>
    parseKey(definition.key, (request.params as { key: string }).key, noun) as Key;
  const guarded = <T>(work: (tx: Db) => Promise<T>) =>
    withConstraints(() => db.transaction((tx) => work(tx)), constraints);

  app.get(
    path,
    {
      ...access.signedIn,
      schema: {
        summary: `List ${noun}s: search, sort, page`,
        querystring: query,
        response: { 200: listPageSchema(rowSchema) },
      },
    },
    async (request) => service.list(db, request.query as ListQuery<Sort>),
  );
  app.get(
    recordUrl,
    {
      ...access.signedIn,
      schema: { summary: `One ${noun}`, params: keyParams, response: { 200: rowSchema } },
    },
    async (request) => service.get(db, keyOf(request)),
  );
  app.post(
    path,
    {
      ...adminWrite,
      schema: { summary: `Add a ${noun}`, body: definition.input, response: { 201: rowSchema } },
    },
    async (request, reply) => {
      const input = request.body as z.infer<Schema>;
      const created = await guarded(async (tx) => {
        const row = await service.create(tx, input);
        const rowKey = recordKey(row);
        await recordAudit(tx, actorOf(request), {
          action: 'create',
          entity: entityOf(noun),
          entityKey: rowKey,
          summary: `Created ${noun} ${recordLabel(row, rowKey)}`,
          details: row,
        });
        return row;
      });
      return reply.status(201).send(created);
    },
  );
  app.put(
    recordUrl,
    {
      ...adminWrite,
      schema: {
        summary: `Change a ${noun} (the whole record)`,
        params: keyParams,
        body: definition.input,
        response: { 200: rowSchema },
      },
    },
    async (request) => {
      const target = keyOf(request);
      const input = request.body as z.infer<Schema>;
      return guarded(async (tx) => {
        const before = await service.get(tx, target);
        const row = await service.update(tx, target, input);
        const changes = changedFields(
          before as Record<string, unknown>,
          row as Record<string, unknown>,
        );
        await recordAudit(tx, actorOf(request), {
          action: 'update',
          entity: entityOf(noun),
          entityKey: String(target),
          summary: `Changed ${noun} ${recordLabel(row, target)}: ${describeChanges(changes)}`,
          details: changes,
        });
        return row;
      });
    },
  );
  app.delete(
    recordUrl,
    {
      ...adminWrite,
      schema: {
        summary: `Delete a ${noun} (refused while other records use it)`,
        params: keyParams,
        response: { 204: noContent },
      },
    },
    async (request, reply) => {
      const target = keyOf(request);
      await guarded(async (tx) => {
        const before = await service.get(tx, target);
        await service.remove(tx, target);
        await recordAudit(tx, actorOf(request), {
          action: 'delete',
          entity: entityOf(noun),
          entityKey: String(target),
          summary: `Deleted ${noun} ${recordLabel(before, target)}`,
          details: before,
        });
      });
      return reply.status(204).send();
    },
  );
}
