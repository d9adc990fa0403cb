import { type ListQuery, listPageSchema, listQuery, recordCode } from '@pfm/shared';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { z } from 'zod';
import { AppError } from '../domain/errors.ts';
import { access } from '../http/access.ts';
import { keyParams, noContent, routePath } from '../http/contract.ts';
import { actorOf } from '../http/session.ts';
import type { MasterDefinition } from './definition.ts';
import { masterWrites } from './writes.ts';

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

/**
 * The five REST endpoints of a master: list (search, sort, page, total), get, create, update
 * (the whole record) and delete. Everyone signed in reads; only Administrators write, and every
 * write goes through the master's service (`masterWrites`: one transaction with its audit line).
 * The routes declare the master's schemas like every other route; only the handlers' types come
 * from the definition's type parameters (the type provider cannot resolve schemas that are
 * themselves type parameters).
 */
export function registerMaster<Row, Schema extends z.ZodType, Sort extends string, Key>(
  app: FastifyInstance,
  definition: MasterDefinition<Row, Schema, Sort, Key>,
) {
  const { noun, service, row: rowSchema } = definition;
  const writes = masterWrites(app.database.db, definition);
  const path = routePath(definition.path);
  const recordUrl = routePath(definition.path, ':key');
  const db = app.database.db;
  const query = listQuery(definition.sorts);
  /** The record a request addresses (its validated `:key` parameter). */
  const keyOf = (request: FastifyRequest) =>
    parseKey(definition.key, (request.params as { key: string }).key, noun) as Key;

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
      const created = await writes.create(request.body as z.infer<Schema>, actorOf(request));
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
    async (request) =>
      writes.update(keyOf(request), request.body as z.infer<Schema>, actorOf(request)),
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
      await writes.remove(keyOf(request), actorOf(request));
      return reply.status(204).send();
    },
  );
}
