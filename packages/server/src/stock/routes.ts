import { inventoryQuery, isoDate, recordCode, today } from '@pfm/shared';
import type { FastifyPluginAsync } from 'fastify';
import { z } from 'zod';
import { access } from '../http/access.ts';
import { parseInput } from '../http/validate.ts';
import { inventoryReport } from './inventory.ts';
import { availableOn } from './movements.ts';

const availableQuery = z
  .object({
    godown: z.string().regex(recordCode, 'Choose a godown.'),
    item: z.string().regex(recordCode, 'Choose an item.'),
    date: isoDate.optional(),
  })
  .strict();

/** Stock: what a godown can give of an item on a day, and the Inventory Report. */
export const stockRoutes: FastifyPluginAsync = async (app) => {
  const db = app.database.db;

  app.get('/stock/available', access.signedIn, async (request) => {
    const query = parseInput(availableQuery, request.query ?? {});
    const date = query.date ?? today();
    return {
      godownCode: query.godown,
      itemCode: query.item,
      date,
      quantityMilli: await availableOn(db, query.godown, query.item, date),
    };
  });

  app.get('/reports/inventory', access.signedIn, async (request) =>
    inventoryReport(db, parseInput(inventoryQuery, request.query ?? {})),
  );
};
