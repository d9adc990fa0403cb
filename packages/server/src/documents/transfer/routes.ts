import {
  apiPaths,
  transferDetailSchema,
  transferInput,
  transferListQuery,
  transferSchema,
} from '@pfm/shared';
import type { ApiPlugin } from '../../http/contract.ts';
import { documentEndpoints } from '../endpoints.ts';
import { listTransfers } from './queries.ts';
import { cancelTransfer, createTransfer, getTransfer, receiveTransfer } from './service.ts';

/** Stock transfers: everyone signed in records and receives them; Administrators cancel. */
export const transferRoutes: ApiPlugin = async (app) => {
  documentEndpoints(app, app.database.db, {
    path: apiPaths.transfers,
    noun: 'transfer',
    listQuery: transferListQuery,
    row: transferSchema,
    detail: transferDetailSchema,
    input: transferInput,
    recordSummary: 'Move stock between godowns, at once or dispatched now and received later',
    cancelSummary: 'Cancel a transfer: its postings are reversed',
    list: listTransfers,
    get: getTransfer,
    create: createTransfer,
    cancel: cancelTransfer,
    settle: {
      verb: 'receive',
      summary: 'Receive a dispatched transfer: the stock arrives on that day',
      run: receiveTransfer,
    },
  });
};
