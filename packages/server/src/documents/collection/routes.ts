import {
  apiPaths,
  collectionDetailSchema,
  collectionInput,
  collectionListQuery,
  collectionSchema,
} from '@pfm/shared';
import type { ApiPlugin } from '../../http/contract.ts';
import { documentEndpoints } from '../endpoints.ts';
import { listCollections } from './queries.ts';
import { cancelCollection, createCollection, getCollection, receiveCollection } from './service.ts';

/** Payment collections: everyone signed in records and receives them; Administrators cancel. */
export const collectionRoutes: ApiPlugin = async (app) => {
  documentEndpoints(app, app.database.db, {
    path: apiPaths.collections,
    noun: 'payment collection',
    listQuery: collectionListQuery,
    row: collectionSchema,
    detail: collectionDetailSchema,
    input: collectionInput,
    recordSummary:
      "Record a payment collection: received, a credit to the trader's ledger; pending, nothing yet",
    cancelSummary: 'Cancel a payment collection: whatever it posted is reversed',
    list: listCollections,
    get: getCollection,
    create: createCollection,
    cancel: cancelCollection,
    settle: {
      verb: 'receive',
      summary: 'Mark a pending collection received on a day: it posts then',
      run: receiveCollection,
    },
  });
};
