import { type CancelInput, cancelInput, listPageSchema, settleInput } from '@pfm/shared';
import type { z } from 'zod';
import { withConstraints } from '../db/constraints.ts';
import type { Db } from '../db/database.ts';
import type { Actor } from '../domain/actor.ts';
import { type Access, access } from '../http/access.ts';
import { type ApiInstance, codeParams, routePath } from '../http/contract.ts';
import { actorOf } from '../http/session.ts';
import { idempotencyHeaders, idempotent } from './idempotency.ts';
import { documentKey } from './keys.ts';

/**
 * The endpoints every kind of business document has: list (search, filters, sort, page), one
 * with its postings, record (once per Idempotency-Key), cancel (Administrators) and, for a kind
 * that can wait (a pending voucher or collection), settle it on a day. A kind listed elsewhere (a
 * settlement, in its report) gives no list; a kind only Administrators record says so.
 */
export type DocumentEndpoints<
  Query extends z.ZodType,
  Row extends z.ZodType,
  Detail extends z.ZodType,
  Input extends z.ZodType,
> = DocumentBasics<Detail, Input> &
  (
    | { listQuery: Query; row: Row; list: (db: Db, query: z.output<Query>) => Promise<unknown> }
    | { listQuery?: undefined; row?: undefined; list?: undefined }
  );

interface DocumentBasics<Detail extends z.ZodType, Input extends z.ZodType> {
  path: string;
  /** In words, for "There is no such payment voucher." and the API description. */
  noun: string;
  detail: Detail;
  /** The kind's own create body. */
  input: Input;
  /** What recording one does, for the API description. */
  recordSummary: string;
  /** Who may record one: everyone signed in unless only Administrators may. */
  recordedBy?: Extract<Access, 'administrator'>;
  /** What reading one answers, for the API description: "One <noun> with its postings" if not given. */
  getSummary?: string;
  cancelSummary: string;
  get: (db: Db, code: string) => Promise<z.output<Detail>>;
  create: (tx: Db, actor: Actor, input: z.output<Input>) => Promise<z.output<Detail>>;
  cancel: (tx: Db, actor: Actor, code: string, input: CancelInput) => Promise<z.output<Detail>>;
  /** `POST …/:code/<verb> { date }`: a pending document settled on a day (signed-in users). */
  settle?: {
    verb: string;
    summary: string;
    run: (tx: Db, actor: Actor, code: string, date: string) => Promise<z.output<Detail>>;
  };
}

export function documentEndpoints<
  Query extends z.ZodType,
  Row extends z.ZodType,
  Detail extends z.ZodType,
  Input extends z.ZodType,
>(app: ApiInstance, db: Db, spec: DocumentEndpoints<Query, Row, Detail, Input>) {
  const { path, noun } = spec;
  // Fastify types a handler's answer from its response schema; a generic one leaves nothing to
  // check against, so the schemas are handed over as plain zod types (the spec's types hold).
  const detail: z.ZodType = spec.detail;
  const input: z.ZodType = spec.input;
  if (spec.list) {
    const { list } = spec;
    const listQuery: z.ZodType = spec.listQuery;
    const page: z.ZodType = listPageSchema(spec.row);
    app.get(
      routePath(path),
      {
        ...access.signedIn,
        schema: {
          summary: `List ${noun}s: search, date range, filters, sort, page`,
          querystring: listQuery,
          response: { 200: page },
        },
      },
      async (request) => list(db, request.query as z.output<Query>),
    );
  }
  app.get(
    routePath(path, ':code'),
    {
      ...access.signedIn,
      schema: {
        summary: spec.getSummary ?? `One ${noun} with its postings`,
        params: codeParams,
        response: { 200: detail },
      },
    },
    async (request) => spec.get(db, documentKey(request.params.code, noun)),
  );
  app.post(
    routePath(path),
    {
      config: { access: spec.recordedBy ?? 'signed-in' },
      schema: {
        summary: spec.recordSummary,
        headers: idempotencyHeaders,
        body: input,
        response: { 201: detail },
      },
    },
    async (request, reply) => {
      const input = request.body as z.output<Input>;
      return idempotent(db, request, reply, async (tx) => ({
        status: 201,
        body: await withConstraints(() => spec.create(tx, actorOf(request), input)),
      }));
    },
  );
  app.post(
    routePath(path, ':code', 'cancel'),
    {
      ...access.administrator,
      schema: {
        summary: spec.cancelSummary,
        params: codeParams,
        body: cancelInput,
        response: { 200: detail },
      },
    },
    async (request) => {
      const code = documentKey(request.params.code, noun);
      return db.transaction((tx) => spec.cancel(tx, actorOf(request), code, request.body));
    },
  );
  const { settle } = spec;
  if (settle) {
    app.post(
      routePath(path, ':code', settle.verb),
      {
        ...access.signedIn,
        schema: {
          summary: settle.summary,
          params: codeParams,
          body: settleInput,
          response: { 200: detail },
        },
      },
      async (request) => {
        const code = documentKey(request.params.code, noun);
        const { date } = request.body;
        return db.transaction((tx) => settle.run(tx, actorOf(request), code, date));
      },
    );
  }
}
