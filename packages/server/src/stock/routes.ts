import {
  apiPaths,
  inventoryQuery,
  inventoryReportSchema,
  isoDate,
  recordCode,
  text,
  today,
} from '@pfm/shared';
import { z } from 'zod';
import { exportRoute } from '../files/route.ts';
import { access } from '../http/access.ts';
import { type ApiPlugin, routePath } from '../http/contract.ts';
import { inventoryReport } from './inventory.ts';
import { inventoryExport } from './inventory-export.ts';
import { availableOn } from './movements.ts';

const availableQuery = z
  .object({
    godown: text().regex(recordCode, 'Choose a godown.'),
    item: text().regex(recordCode, 'Choose an item.'),
    date: isoDate.optional(),
  })
  .strict();

/** What a godown can give of an item on a day without a balance going negative then or later. */
export const stockAvailableSchema = z.object({
  godownCode: z.string(),
  itemCode: z.string(),
  date: z.string(),
  quantityMilli: z.number(),
});

/** Stock: what a godown can give of an item on a day, and the Inventory Report. */
export const stockRoutes: ApiPlugin = async (app) => {
  const db = app.database.db;

  app.get(
    routePath(apiPaths.stockAvailable),
    {
      ...access.signedIn,
      schema: {
        summary: 'The quantity of an item a godown can give on a day (default today)',
        querystring: availableQuery,
        response: { 200: stockAvailableSchema },
      },
    },
    async (request) => {
      const query = request.query;
      const date = query.date ?? today();
      return {
        godownCode: query.godown,
        itemCode: query.item,
        date,
        quantityMilli: await availableOn(db, query.godown, query.item, date),
      };
    },
  );

  app.get(
    routePath(apiPaths.inventoryReport),
    {
      ...access.signedIn,
      schema: {
        summary: 'The Inventory Report: stock and its value by item and godown on a day',
        querystring: inventoryQuery,
        response: { 200: inventoryReportSchema },
      },
    },
    async (request) => inventoryReport(db, request.query),
  );

  exportRoute(app, apiPaths.inventoryReport, {
    summary: 'The Inventory Report as a PDF or an Excel workbook, for the same filters',
    querystring: inventoryQuery,
    build: (query) => inventoryExport(db, query),
  });
};
