import { createHash } from 'node:crypto';
import {
  IDEMPOTENCY_KEY_PATTERN,
  IDEMPOTENCY_KEY_RULE,
  IDEMPOTENCY_HEADER as SHARED_HEADER,
} from '@pfm/shared';
import { and, eq, lt, sql } from 'drizzle-orm';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import type { Db } from '../db/database.ts';
import { idempotencyKeys } from '../db/schema.ts';
import { AppError } from '../domain/errors.ts';
import { auth } from '../http/session.ts';

/** The header as Node names it (lower case). */
const IDEMPOTENCY_HEADER = SHARED_HEADER.toLowerCase();

/**
 * The header as each create route declares it, so the API description shows it. Optional here:
 * `idempotent` refuses a request without it, in its own words.
 */
export const idempotencyHeaders = z.looseObject({
  [IDEMPOTENCY_HEADER]: z
    .string()
    .optional()
    .describe(`Required: one key per opened form (${IDEMPOTENCY_KEY_RULE}), the same on a retry.`),
});

/** How long a key answers the same again. */
export const IDEMPOTENCY_KEEP_MS = 48 * 60 * 60_000;
/** An in-flight key older than this belongs to a request whose process died: it may be taken over. */
const IN_FLIGHT_MS = 60_000;

/** The body as canonical JSON (keys sorted), so `{a,b}` and `{b,a}` are the same request. */
const canonical = (value: unknown): string => {
  if (Array.isArray(value)) return `[${value.map(canonical).join(',')}]`;
  if (value && typeof value === 'object') {
    return `{${Object.keys(value)
      .sort()
      .map((key) => `${JSON.stringify(key)}:${canonical((value as Record<string, unknown>)[key])}`)
      .join(',')}}`;
  }
  return JSON.stringify(value) ?? 'null';
};

const hashRequest = (route: string, body: unknown) =>
  createHash('sha256')
    .update(`${route}\n${canonical(body)}`)
    .digest('base64url');

/**
 * Runs a create request at most once per `Idempotency-Key` (per user): the first request does the
 * work and its answer is kept; the same key with the same body answers that again; the same key
 * with another body is refused (422); a key whose first request is still running answers 409. A
 * refused request (any error) keeps nothing, so the form can be corrected and sent with its key.
 * `work` runs in a transaction that also stores the answer, so a document and its key are kept or
 * lost together.
 */
export async function idempotent(
  db: Db,
  request: FastifyRequest,
  reply: FastifyReply,
  work: (tx: Db) => Promise<{ status: number; body: unknown }>,
) {
  const raw = request.headers[IDEMPOTENCY_HEADER];
  const key = Array.isArray(raw) ? raw[0] : raw;
  if (!key) {
    throw new AppError(
      'bad_request',
      'Send an Idempotency-Key header with every request that creates a document, so that a retry never creates a second one.',
    );
  }
  if (!IDEMPOTENCY_KEY_PATTERN.test(key)) {
    throw new AppError(
      'bad_request',
      'The Idempotency-Key must be 8 to 100 letters, digits, dots, dashes, underscores or colons.',
    );
  }
  const userId = auth(request).user.id;
  const route = `${request.method} ${request.routeOptions.url}`;
  const requestHash = hashRequest(`${route} ${JSON.stringify(request.params ?? {})}`, request.body);
  const now = new Date();

  const [taken] = await db
    .insert(idempotencyKeys)
    .values({
      userId,
      key,
      route,
      requestHash,
      state: 'in-flight',
      createdAt: now,
      lockedUntil: new Date(now.getTime() + IN_FLIGHT_MS),
    })
    .onConflictDoUpdate({
      target: [idempotencyKeys.userId, idempotencyKeys.key],
      set: {
        route,
        requestHash,
        createdAt: now,
        lockedUntil: new Date(now.getTime() + IN_FLIGHT_MS),
      },
      // Only an abandoned in-flight key is taken over; anything else is answered below.
      setWhere: and(eq(idempotencyKeys.state, 'in-flight'), lt(idempotencyKeys.lockedUntil, now)),
    })
    .returning({ key: idempotencyKeys.key });

  if (!taken) {
    const [existing] = await db
      .select()
      .from(idempotencyKeys)
      .where(and(eq(idempotencyKeys.userId, userId), eq(idempotencyKeys.key, key)));
    if (!existing) throw new AppError('conflict', 'That request is being handled. Try again.');
    if (existing.requestHash !== requestHash || existing.route !== route) {
      throw new AppError(
        'unprocessable',
        'This Idempotency-Key was already used for a different request. Open the form again to send a new one.',
      );
    }
    if (existing.state === 'in-flight') {
      throw new AppError(
        'conflict',
        'This request is still being handled. Wait a moment and look at the list.',
      );
    }
    reply.header('idempotent-replay', 'true');
    return reply.status(existing.statusCode ?? 200).send(existing.response);
  }

  try {
    const answer = await db.transaction(async (tx) => {
      const result = await work(tx);
      await tx
        .update(idempotencyKeys)
        .set({ state: 'done', statusCode: result.status, response: result.body as object })
        .where(and(eq(idempotencyKeys.userId, userId), eq(idempotencyKeys.key, key)));
      return result;
    });
    return reply.status(answer.status).send(answer.body);
  } catch (error) {
    // Nothing was done: let the key be used again with a corrected form.
    await db
      .delete(idempotencyKeys)
      .where(
        and(
          eq(idempotencyKeys.userId, userId),
          eq(idempotencyKeys.key, key),
          eq(idempotencyKeys.state, 'in-flight'),
        ),
      )
      .catch(() => {});
    throw error;
  }
}

/** Drops answers older than the keeping time. */
export async function purgeIdempotencyKeys(db: Db, now: Date) {
  await db
    .delete(idempotencyKeys)
    .where(
      sql`${idempotencyKeys.createdAt} < ${new Date(now.getTime() - IDEMPOTENCY_KEEP_MS).toISOString()}::timestamptz`,
    );
}
