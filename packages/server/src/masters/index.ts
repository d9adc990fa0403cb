import type { FastifyPluginAsync } from 'fastify';
import { godownMaster } from './godowns.ts';
import { registerMaster } from './routes.ts';

/** Every master's endpoints under /api. */
export const masterRoutes: FastifyPluginAsync = async (app) => {
  registerMaster(app, godownMaster);
};
