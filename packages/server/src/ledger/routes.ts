import type { FastifyPluginAsync } from 'fastify';
import { AppError } from '../domain/errors.ts';
import { access } from '../http/access.ts';
import { parseInput } from '../http/validate.ts';
import { partyStatement, partyTypes, statementQuery } from './statement.ts';

/** Party statements: `GET /api/ledger/farmer/F001?from&to` (also trader, supplier). */
export const ledgerRoutes: FastifyPluginAsync = async (app) => {
  const db = app.database.db;
  app.get<{ Params: { type: string; code: string } }>(
    '/ledger/:type/:code',
    access.signedIn,
    async (request) => {
      const type = partyTypes.find((candidate) => candidate === request.params.type);
      if (!type)
        throw new AppError('not_found', 'Ledgers are kept for farmers, traders and suppliers.');
      return partyStatement(
        db,
        type,
        request.params.code,
        parseInput(statementQuery, request.query ?? {}),
      );
    },
  );
};
