import { exportRoute } from '../files/route.ts';
import type { ApiPlugin } from '../http/contract.ts';
import { listExports } from './lists.ts';

/**
 * `GET /api/<list>/export/pdf|xlsx?<the list's query without page and size>` for every master and
 * transaction list: every row its screen's search, filters and sort match, all pages, in its
 * order. Everyone signed in may export (Staff read every list).
 */
export const listExportRoutes: ApiPlugin = async (app) => {
  const db = app.database.db;
  for (const list of listExports) {
    exportRoute(app, list.path, {
      summary: `${list.title}: the list as a PDF or an Excel workbook, every page, for the same search, filters and sort`,
      querystring: list.querystring,
      build: (query) => list.build(db, query),
    });
  }
};
