import type { Writable } from 'node:stream';
import { apiPaths, partyTypes, statementQuery, statementSchema } from '@pfm/shared';
import { z } from 'zod';
import { AppError } from '../domain/errors.ts';
import { contentTypes, exportContext, formatOf, sendExport } from '../files/route.ts';
import { access } from '../http/access.ts';
import { type ApiPlugin, routePath } from '../http/contract.ts';
import { partyStatement } from './statement.ts';
import { statementExport } from './statement-export.ts';

const partyParams = {
  type: z.string().describe(partyTypes.join(', ')),
  code: z.string(),
};

/** The party type of the path, or the 404 the statement answers. */
function partyTypeOf(value: string) {
  const type = partyTypes.find((candidate) => candidate === value);
  if (!type)
    throw new AppError('not_found', 'Ledgers are kept for farmers, traders and suppliers.');
  return type;
}

/**
 * Whether the client is still reading `response` (the HTTP response, or any stream a file goes
 * to), once it has taken what was sent: at once while it takes more, else at its next `drain` (or
 * `close`, and then false).
 */
export function readerOf(response: Writable) {
  return (): boolean | Promise<boolean> => {
    if (response.destroyed) return false;
    if (!response.writableNeedDrain) return true;
    return new Promise((resolve) => {
      const done = () => {
        response.off('drain', done);
        response.off('close', done);
        resolve(!response.destroyed);
      };
      response.on('drain', done);
      response.on('close', done);
    });
  };
}

/** The statement's query without its page: the period of a file (either end open). */
export const statementExportQuery = z
  .object({ from: statementQuery.shape.from, to: statementQuery.shape.to })
  .strict()
  .refine((query) => !query.from || !query.to || query.from <= query.to, {
    message: 'The start date is after the end date.',
    path: ['to'],
  });

/**
 * Party statements: `GET /api/ledger/farmer/F001?from&to&page&size` (also trader, supplier), and
 * the same statement as a file, `GET /api/ledger/farmer/F001/export/pdf|xlsx?from&to`.
 */
export const ledgerRoutes: ApiPlugin = async (app) => {
  const db = app.database.db;
  app.get(
    routePath(apiPaths.ledger, ':type', ':code'),
    {
      ...access.signedIn,
      schema: {
        summary:
          "A party's statement: opening balance, a page of postings with a running balance, closing",
        params: z.object(partyParams),
        querystring: statementQuery,
        response: { 200: statementSchema },
      },
    },
    async (request) =>
      partyStatement(db, partyTypeOf(request.params.type), request.params.code, request.query),
  );

  app.get(
    routePath(apiPaths.ledger, ':type', ':code', 'export', ':format'),
    {
      ...access.signedIn,
      schema: {
        summary:
          "A party's statement as a PDF or an Excel workbook: every posting of the period, streamed",
        params: z.object({ ...partyParams, format: z.string().describe('pdf, xlsx') }),
        querystring: statementExportQuery,
        produces: Object.values(contentTypes),
      },
    },
    async (request, reply) => {
      const format = formatOf(request.params.format);
      const type = partyTypeOf(request.params.type);
      const context = await exportContext(db, request);
      // The head is summed (and an unknown party refused) before the first byte.
      const document = await statementExport(db, type, request.params.code, request.query, {
        reader: readerOf(reply.raw),
        language: context.language,
      });
      return sendExport(request, reply, db, format, document, context);
    },
  );
};
