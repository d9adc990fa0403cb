import { apiPaths, partyTypes, statementQuery, statementSchema } from '@pfm/shared';
import { z } from 'zod';
import { AppError } from '../domain/errors.ts';
import { access } from '../http/access.ts';
import { type ApiPlugin, routePath } from '../http/contract.ts';
import { partyStatement } from './statement.ts';

/** Party statements: `GET /api/ledger/farmer/F001?from&to&page&size` (also trader, supplier). */
export const ledgerRoutes: ApiPlugin = async (app) => {
  const db = app.database.db;
  app.get(
    routePath(apiPaths.ledger, ':type', ':code'),
    {
      ...access.signedIn,
      schema: {
        summary:
          "A party's statement: opening balance, a page of postings with a running balance, closing",
        params: z.object({
          type: z.string().describe(partyTypes.join(', ')),
          code: z.string(),
        }),
        querystring: statementQuery,
        response: { 200: statementSchema },
      },
    },
    async (request) => {
      const type = partyTypes.find((candidate) => candidate === request.params.type);
      if (!type)
        throw new AppError('not_found', 'Ledgers are kept for farmers, traders and suppliers.');
      return partyStatement(db, type, request.params.code, request.query);
    },
  );
};
