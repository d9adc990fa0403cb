import { apiPaths } from '@pfm/shared';
import { z } from 'zod';
import { access } from './access.ts';
import { type ApiPlugin, routePath } from './contract.ts';

/** GET /api/health: whether the database answers, and how fast. */
export const healthSchema = z.object({
  status: z.enum(['ok', 'unavailable']),
  database: z.object({
    kind: z.enum(['pglite', 'postgres']),
    status: z.enum(['ok', 'unreachable']),
    latencyMs: z.number(),
  }),
});
export type HealthBody = z.infer<typeof healthSchema>;

/** GET /api/health: 200 when the database answers, 503 when it does not. */
export const healthRoutes: ApiPlugin = async (app) => {
  app.get(
    routePath(apiPaths.health),
    {
      ...access.public,
      schema: {
        summary: 'Whether the server and its database answer',
        response: { 200: healthSchema, 503: healthSchema },
      },
    },
    async (request, reply) => {
      const started = performance.now();
      let reachable = true;
      try {
        await app.database.ping();
      } catch (error) {
        reachable = false;
        request.log.warn({ err: error }, 'database ping failed');
      }
      const body: HealthBody = {
        status: reachable ? 'ok' : 'unavailable',
        database: {
          kind: app.database.kind,
          status: reachable ? 'ok' : 'unreachable',
          latencyMs: Math.round((performance.now() - started) * 10) / 10,
        },
      };
      return reply.status(reachable ? 200 : 503).send(body);
    },
  );
};
