import type { FastifyPluginAsync } from 'fastify';
import { access } from './access.ts';

export interface HealthBody {
  status: 'ok' | 'unavailable';
  database: { kind: 'pglite' | 'postgres'; status: 'ok' | 'unreachable'; latencyMs: number };
}

/** GET /api/health: 200 when the database answers, 503 when it does not. */
export const healthRoutes: FastifyPluginAsync = async (app) => {
  app.get('/health', access.public, async (request, reply) => {
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
  });
};
