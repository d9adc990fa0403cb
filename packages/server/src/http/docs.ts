import swagger, { type FastifyDynamicSwaggerOptions } from '@fastify/swagger';
import { apiPaths, IDEMPOTENCY_HEADER, IDEMPOTENCY_KEY_RULE } from '@pfm/shared';
import type { FastifyInstance } from 'fastify';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';
import { type Access, access } from './access.ts';
import { type ApiPlugin, routePath } from './contract.ts';
import { type ApiDescription, renderDocsPage } from './docs-page.ts';
import { CSRF_HEADER, CSRF_HEADER_VALUE } from './security.ts';
import { SESSION_COOKIE } from './session.ts';

type Transform = NonNullable<FastifyDynamicSwaggerOptions['transform']>;

/**
 * The zod schemas as JSON Schema (the provider's transform), plus what the schemas do not say:
 * who may call the route (`x-access`, and the session cookie as its security) and its area as a tag.
 */
const describeRoute: Transform = (document) => {
  const described = jsonSchemaTransform(document);
  const level = (document.route.config as { access?: Access } | undefined)?.access;
  const area = document.url.split('/')[2];
  return {
    ...described,
    schema: {
      ...described.schema,
      ...(area && { tags: [area] }),
      ...(level && { 'x-access': level, security: level === 'public' ? [] : [{ session: [] }] }),
    },
  };
};

/**
 * Collects every API route registered after it into an OpenAPI 3.1 description generated from the
 * routes' zod schemas. Register it before the routes.
 */
export async function collectApiDescription(api: FastifyInstance) {
  await api.register(swagger, {
    openapi: {
      openapi: '3.1.0',
      info: {
        title: 'Poultry Farm Management API',
        version: '1',
        description: [
          'The JSON API of the back office, generated from the zod schemas its routes declare.',
          `Sign in with POST ${apiPaths.auth.signIn}; the session travels in the \`${SESSION_COOKIE}\` cookie (\`__Host-${SESSION_COOKIE}\` over HTTPS).`,
          `Every request that changes something needs the header \`${CSRF_HEADER}: ${CSRF_HEADER_VALUE}\` and this server's Origin.`,
          `Documents are created with an \`${IDEMPOTENCY_HEADER}\` header (${IDEMPOTENCY_KEY_RULE}).`,
          'Every error answers `{ "error": { "code", "message", "fields"? } }`; `fields` maps a form field to its message.',
          '`x-access` on each operation says who may call it: public, signed-in or administrator.',
        ].join('\n\n'),
      },
      components: {
        securitySchemes: { session: { type: 'apiKey', in: 'cookie', name: SESSION_COOKIE } },
      },
    },
    transform: describeRoute,
  });
}

/**
 * GET /api/docs/openapi.json, the description, and GET /api/docs, the same as a page to read: for
 * signed-in users only, since it maps the whole API.
 */
export const docsRoutes: ApiPlugin = async (app) => {
  app.get(
    routePath(apiPaths.openApi),
    { ...access.signedIn, schema: { summary: 'This description of the API (OpenAPI 3.1)' } },
    async () => app.swagger(),
  );
  app.get(
    routePath(apiPaths.docs),
    { ...access.signedIn, schema: { summary: 'This description as a page to read' } },
    async (_request, reply) =>
      reply
        .type('text/html; charset=utf-8')
        .send(renderDocsPage(app.swagger() as unknown as ApiDescription, apiPaths.openApi)),
  );
};
