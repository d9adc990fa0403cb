import type {
  FastifyBaseLogger,
  FastifyInstance,
  FastifyPluginAsync,
  FastifyPluginOptions,
  RawReplyDefaultExpression,
  RawRequestDefaultExpression,
  RawServerDefault,
} from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';

/**
 * The API's contract with its callers: every route declares its zod schemas (body, querystring,
 * params, responses) to Fastify, which validates requests with them (`validate.ts`), types the
 * handlers from them, shapes responses by them and describes them in the OpenAPI document.
 */
export type ApiInstance = FastifyInstance<
  RawServerDefault,
  RawRequestDefaultExpression,
  RawReplyDefaultExpression,
  FastifyBaseLogger,
  ZodTypeProvider
>;

/** A plugin of API routes whose handlers are typed by their zod schemas. */
export type ApiPlugin<Options extends FastifyPluginOptions = Record<never, never>> =
  FastifyPluginAsync<Options, RawServerDefault, ZodTypeProvider>;

/**
 * A route's path inside the /api plugin, from the shared `apiPaths`, so the server and the app
 * name each address once: `routePath(apiPaths.purchases, ':code', 'cancel')` → `/purchases/:code/cancel`.
 */
export const routePath = (path: string, ...segments: string[]) =>
  [path.replace(/^\/api(?=\/|$)/, ''), ...segments].join('/');

/** A 204 answer: nothing in the body. */
export const noContent = z.undefined().describe('No content');

/** `{ message }`: an answer that only says what happened. */
export const messageSchema = z.object({ message: z.string() });

/** Route parameters, all strings as the router gives them; each handler checks their shape. */
export const keyParams = z.object({ key: z.string() });
export const codeParams = z.object({ code: z.string() });
export const idParams = z.object({ id: z.string() });
