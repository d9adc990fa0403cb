import { batchStatuses, recordCode } from '@pfm/shared';
import type { FastifyPluginAsync } from 'fastify';
import { z } from 'zod';
import { access } from '../../http/access.ts';
import { parseInput } from '../../http/validate.ts';
import { documentKey } from '../keys.ts';
import { getBatch, listBatches } from './service.ts';

const batchQuery = z
  .object({
    farm: z.string().regex(recordCode, 'Choose a farm.').optional(),
    status: z
      .enum(batchStatuses, { error: `Status is one of: ${batchStatuses.join(', ')}.` })
      .optional(),
  })
  .strict();

/** Batches: the list (for pickers) and one batch with its inputs so far. */
export const batchRoutes: FastifyPluginAsync = async (app) => {
  const db = app.database.db;
  app.get('/batches', access.signedIn, async (request) =>
    listBatches(db, parseInput(batchQuery, request.query ?? {})),
  );
  app.get<{ Params: { code: string } }>('/batches/:code', access.signedIn, async (request) =>
    getBatch(db, documentKey(request.params.code, 'batch')),
  );
};
