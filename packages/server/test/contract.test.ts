import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { afterEach, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { buildApp } from '../src/app.ts';
import type { Database } from '../src/db/database.ts';
import { droppedFields } from '../src/http/serialize.ts';

const godownForm = z
  .object({ name: z.string().trim().min(1, 'Enter the godown name.'), capacityKg: z.number() })
  .strict();
const godownAnswer = z.object({ code: z.string(), name: z.string() });

let app: FastifyInstance | undefined;
afterEach(() => app?.close());

/** The real app (its compilers and error handler) with two routes outside /api that declare schemas. */
async function appWithRoutes(answer: Record<string, unknown>, strictResponses: boolean) {
  app = await buildApp({ database: { db: {} } as unknown as Database, strictResponses });
  await app.register(async (scope) => {
    const typed = scope.withTypeProvider<ZodTypeProvider>();
    typed.post(
      '/contract/godowns',
      { schema: { body: godownForm, response: { 201: godownAnswer } } },
      async (request, reply) => reply.status(201).send({ code: 'G001', name: request.body.name }),
    );
    typed.get(
      '/contract/godown',
      { schema: { querystring: z.object({ page: z.coerce.number().default(1) }).strict() } },
      async (request) => ({ page: request.query.page }),
    );
    scope.get(
      '/contract/answer',
      { schema: { response: { 200: godownAnswer } } },
      async () => answer,
    );
  });
  return app;
}

describe('routes declare their schemas to Fastify', () => {
  it('refuse a bad request in the API error format, with a message per field', async () => {
    const api = await appWithRoutes({}, false);
    const unknownField = await api.inject({
      method: 'POST',
      url: '/contract/godowns',
      payload: { name: ' ', capacityKg: 'lots', colour: 'red' },
    });
    expect(unknownField.statusCode).toBe(400);
    expect(unknownField.json()).toEqual({
      error: {
        code: 'validation_failed',
        message: 'Unknown field: colour.',
        fields: {
          name: 'Enter the godown name.',
          capacityKg: 'Invalid input: expected number, received string',
          _: 'Unrecognized key: "colour"',
        },
      },
    });

    // No body at all, and JSON that is not an object.
    for (const request of [
      {},
      { headers: { 'content-type': 'application/json' }, payload: '[1, 2]' },
    ]) {
      const notAnObject = await api.inject({
        method: 'POST',
        url: '/contract/godowns',
        ...request,
      });
      expect(notAnObject.statusCode).toBe(400);
      expect(notAnObject.json()).toEqual({
        error: { code: 'validation_failed', message: 'Send the form as a JSON object.' },
      });
    }
  });

  it('hand the handler the parsed input: trimmed, coerced, defaults filled in', async () => {
    const api = await appWithRoutes({}, false);
    const created = await api.inject({
      method: 'POST',
      url: '/contract/godowns',
      payload: { name: '  Main Warehouse ', capacityKg: 5000 },
    });
    expect(created.statusCode).toBe(201);
    expect(created.json()).toEqual({ code: 'G001', name: 'Main Warehouse' });
    expect((await api.inject({ url: '/contract/godown?page=3' })).json()).toEqual({ page: 3 });
    expect((await api.inject({ url: '/contract/godown' })).json()).toEqual({ page: 1 });
  });

  it('answer only the fields the response schema names', async () => {
    const api = await appWithRoutes({ code: 'G001', name: 'Main', passwordHash: 'x' }, false);
    const response = await api.inject({ url: '/contract/answer' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ code: 'G001', name: 'Main' });
  });

  it('in tests, refuse an answer that would lose a field, so no schema drops one unnoticed', async () => {
    const api = await appWithRoutes({ code: 'G001', name: 'Main', location: 'Cuttack' }, true);
    const response = await api.inject({ url: '/contract/answer' });
    expect(response.statusCode).toBe(500);
    expect(response.json().error.code).toBe('internal');
  });

  it('never send an answer that does not fit its schema', async () => {
    const api = await appWithRoutes({ code: 7, name: 'Main' }, false);
    const response = await api.inject({ url: '/contract/answer' });
    expect(response.statusCode).toBe(500);
    expect(response.body).not.toContain('code":7');
  });
});

describe('droppedFields', () => {
  it('names each field, however deep, that the written answer lost', () => {
    expect(
      droppedFields(
        { rows: [{ code: 'G001', extra: 1 }, { code: 'G002' }], total: 2, skipped: undefined },
        { rows: [{ code: 'G001' }, { code: 'G002' }], total: 2 },
      ),
    ).toEqual(['rows.0.extra']);
    expect(droppedFields({ at: new Date(0) }, { at: new Date(0) })).toEqual([]);
  });
});
