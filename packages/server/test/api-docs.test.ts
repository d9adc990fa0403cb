import { apiPaths } from '@pfm/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from './app.ts';
import { testDatabases } from './databases.ts';

interface Operation {
  requestBody?: { content: Record<string, { schema: { properties?: Record<string, unknown> } }> };
  parameters?: { in: string; name: string; required?: boolean }[];
  responses: Record<string, { content?: Record<string, { schema: unknown }> }>;
  security?: unknown[];
  'x-access'?: string;
}
interface OpenApiDocument {
  openapi: string;
  info: { title: string };
  paths: Record<string, Record<string, Operation>>;
}

/** `/api/purchases/:code/cancel` as OpenAPI writes it: `/api/purchases/{code}/cancel`. */
const openApiPath = (url: string) => url.replace(/:(\w+)/g, '{$1}');

/** Write routes that take no JSON body: nothing to send, or the photo's bytes. */
const withoutJsonBody = [
  'POST /api/auth/sign-out',
  'POST /api/profile/totp',
  'POST /api/backups',
  'PUT /api/profile/photo',
];

describe('the API description (OpenAPI 3.1)', () => {
  let t: TestApp;
  let cookie: string | undefined;
  let document: OpenApiDocument;

  beforeAll(async () => {
    t = await startTestApp(testDatabases[0] as (typeof testDatabases)[number]);
    await t.addUser('ravi', 'Staff');
    cookie = (await t.signIn('ravi')).cookie;
    const response = await t.call({ method: 'GET', url: apiPaths.openApi, cookie });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^application\/json/);
    document = response.json();
  });
  afterAll(() => t.close());

  it('is for signed-in users only, as JSON and as a page', async () => {
    for (const url of [apiPaths.openApi, apiPaths.docs]) {
      const response = await t.call({ method: 'GET', url });
      expect(response.statusCode, url).toBe(401);
      expect(response.json().error.code, url).toBe('unauthenticated');
    }
  });

  it('reads as a page of its own, with no script, under the same Content Security Policy', async () => {
    const response = await t.call({ method: 'GET', url: apiPaths.docs, cookie });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^text\/html/);
    expect(response.headers['content-security-policy']).toContain("script-src 'self'");
    expect(response.body).not.toMatch(/<script|https?:\/\//i);
    expect(response.body).toContain(`href="${apiPaths.openApi}"`);
    expect(response.body).toContain('<code>/api/purchases/{code}/cancel</code>');
    expect(response.body).toContain('<code>reason</code>');
  });

  it('describes every API route the server registered, method by method', () => {
    expect(document.openapi).toBe('3.1.0');
    const routes = t.app.routeTable.filter((route) => route.method !== 'HEAD');
    expect(routes.length).toBeGreaterThanOrEqual(60);
    const described = Object.entries(document.paths).flatMap(([path, operations]) =>
      Object.keys(operations).map((method) => `${method.toUpperCase()} ${path}`),
    );
    expect(described.sort()).toEqual(
      routes.map((route) => `${route.method} ${openApiPath(route.url)}`).sort(),
    );
  });

  it('says who may call each route', () => {
    for (const route of t.app.routeTable.filter((entry) => entry.method !== 'HEAD')) {
      const operation = document.paths[openApiPath(route.url)]?.[route.method.toLowerCase()];
      expect(operation?.['x-access'], `${route.method} ${route.url}`).toBe(route.access);
      expect(operation?.security, `${route.method} ${route.url}`).toEqual(
        route.access === 'public' ? [] : [{ session: [] }],
      );
    }
  });

  it('gives every write route the JSON schema of its request body', () => {
    const writes = t.app.routeTable.filter((route) =>
      ['POST', 'PUT', 'PATCH'].includes(route.method),
    );
    expect(writes.length).toBeGreaterThanOrEqual(25);
    for (const route of writes) {
      const label = `${route.method} ${route.url}`;
      const body =
        document.paths[openApiPath(route.url)]?.[route.method.toLowerCase()]?.requestBody;
      if (withoutJsonBody.includes(label)) {
        expect(body, label).toBeUndefined();
        continue;
      }
      expect(body?.content['application/json']?.schema, label).toMatchObject({ type: 'object' });
    }
  });

  it('carries the shared schemas: fields, query parameters, path parameters and answers', () => {
    const record = document.paths[openApiPath(`${apiPaths.purchases}/:code/cancel`)]?.post;
    expect(record?.requestBody?.content['application/json']?.schema.properties).toHaveProperty(
      'reason',
    );
    expect(record?.parameters).toContainEqual(
      expect.objectContaining({ in: 'path', name: 'code', required: true }),
    );

    const create = document.paths[apiPaths.purchases]?.post;
    expect(
      Object.keys(create?.requestBody?.content['application/json']?.schema.properties ?? {}),
    ).toEqual(
      expect.arrayContaining([
        'date',
        'supplierCode',
        'itemCode',
        'quantityMilli',
        'ratePaise',
        'godownCode',
      ]),
    );
    expect(create?.parameters).toContainEqual(
      expect.objectContaining({ in: 'header', name: 'idempotency-key' }),
    );
    expect(create?.responses['201']?.content?.['application/json']?.schema).toMatchObject({
      properties: { code: { type: 'string' }, postings: { type: 'object' } },
    });

    const list = document.paths[apiPaths.godowns]?.get;
    expect(list?.parameters?.map((parameter) => parameter.name)).toEqual(
      expect.arrayContaining(['q', 'sort', 'dir', 'page', 'size']),
    );
  });
});
