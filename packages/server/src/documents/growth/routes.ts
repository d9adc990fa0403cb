import {
  apiPaths,
  growthUpdateDetailSchema,
  growthUpdateInput,
  growthUpdateListQuery,
  growthUpdateSchema,
} from '@pfm/shared';
import type { ApiPlugin } from '../../http/contract.ts';
import { documentEndpoints } from '../endpoints.ts';
import { listGrowthUpdates } from './queries.ts';
import { cancelGrowthUpdate, createGrowthUpdate, getGrowthUpdate } from './service.ts';

/** Weekly growth updates: everyone signed in reads and records them; Administrators cancel. */
export const growthUpdateRoutes: ApiPlugin = async (app) => {
  documentEndpoints(app, app.database.db, {
    path: apiPaths.growthUpdates,
    noun: 'growth update',
    listQuery: growthUpdateListQuery,
    row: growthUpdateSchema,
    detail: growthUpdateDetailSchema,
    input: growthUpdateInput,
    recordSummary:
      "Record a batch's weekly growth update: average weight, deaths and feed consumed",
    cancelSummary:
      'Cancel a growth update: its deaths return to the batch and its feed to the stock left',
    list: listGrowthUpdates,
    get: getGrowthUpdate,
    create: createGrowthUpdate,
    cancel: cancelGrowthUpdate,
  });
};
