import {
  apiPaths,
  batchSchema,
  batchStatuses,
  batchSummarySchema,
  recordCode,
  text,
} from '@pfm/shared';
import { z } from 'zod';
import { access } from '../../http/access.ts';
import { type ApiPlugin, codeParams, routePath } from '../../http/contract.ts';
import { documentKey } from '../keys.ts';
import { getBatch, listBatches } from './service.ts';

const batchQuery = z
  .object({
    farm: text().regex(recordCode, 'Choose a farm.').optional(),
    status: z
      .enum(batchStatuses, { error: `Status is one of: ${batchStatuses.join(', ')}.` })
      .optional(),
  })
  .strict();

/** Batches: the list (for pickers) and one batch with its inputs so far. */
export const batchRoutes: ApiPlugin = async (app) => {
  const db = app.database.db;
  app.get(
    routePath(apiPaths.batches),
    {
      ...access.signedIn,
      schema: {
        summary: 'Batches, newest first, of a farm and a status',
        querystring: batchQuery,
        response: { 200: z.array(batchSummarySchema) },
      },
    },
    async (request) => listBatches(db, request.query),
  );
  app.get(
    routePath(apiPaths.batches, ':code'),
    {
      ...access.signedIn,
      schema: {
        summary: 'One batch: age, status and the inputs issued so far',
        params: codeParams,
        response: { 200: batchSchema },
      },
    },
    async (request) => getBatch(db, documentKey(request.params.code, 'batch')),
  );
};
