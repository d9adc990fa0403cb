import type { FastifyPluginAsync } from 'fastify';
import { batchRoutes } from './batch/routes.ts';
import { collectionRoutes } from './collection/routes.ts';
import { growthUpdateRoutes } from './growth/routes.ts';
import { issueRoutes } from './issue/routes.ts';
import { paymentRoutes } from './payment/routes.ts';
import { purchaseRoutes } from './purchase/routes.ts';
import { saleRoutes } from './sale/routes.ts';
import { transferRoutes } from './transfer/routes.ts';

/** Every business document's endpoints. */
export const documentRoutes: FastifyPluginAsync = async (app) => {
  await app.register(purchaseRoutes);
  await app.register(issueRoutes);
  await app.register(transferRoutes);
  await app.register(batchRoutes);
  await app.register(saleRoutes);
  await app.register(paymentRoutes);
  await app.register(collectionRoutes);
  await app.register(growthUpdateRoutes);
};
