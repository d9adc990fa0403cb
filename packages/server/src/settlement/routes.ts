import {
  apiPaths,
  closeBatchInput,
  finaliseInput,
  schemeVersionInput,
  schemeVersionSchema,
  settlementBreakdownSchema,
  settlementReportQuery,
  settlementReportSchema,
  settlementSchema,
  text,
} from '@pfm/shared';
import { z } from 'zod';
import { withConstraints } from '../db/constraints.ts';
import { documentEndpoints } from '../documents/endpoints.ts';
import { documentKey } from '../documents/keys.ts';
import { AppError } from '../domain/errors.ts';
import { exportRoute } from '../files/route.ts';
import { access } from '../http/access.ts';
import { type ApiPlugin, codeParams, routePath } from '../http/contract.ts';
import { actorOf } from '../http/session.ts';
import { settlementExport, settlementExportQuery } from './report-export.ts';
import { addSchemeVersion, listSchemes } from './schemes.ts';
import {
  cancelSettlement,
  closeBatch,
  finaliseSettlement,
  getSettlement,
  previewSettlement,
  settlementReport,
} from './service.ts';

const schemeKey = (raw: string) => {
  if (/^SCH\d{3,9}$/.test(raw)) return raw;
  throw new AppError('not_found', 'There is no such settlement scheme.');
};

const finaliseBody = finaliseInput.extend({
  batchCode: text().regex(/^B\d{3,9}$/, 'Choose a batch.'),
});

/**
 * Farmer settlement: schemes (everyone reads, Administrators add versions), a batch's preview
 * (everyone), closing a batch by hand (Administrators), the report, and the document endpoints of
 * a settlement: read one (everyone), finalise and cancel (Administrators).
 */
export const settlementRoutes: ApiPlugin = async (app) => {
  const db = app.database.db;
  app.get(
    routePath(apiPaths.settlementSchemes),
    {
      ...access.signedIn,
      schema: {
        summary: 'Settlement schemes: every version, newest first',
        response: { 200: z.array(schemeVersionSchema) },
      },
    },
    async () => listSchemes(db),
  );
  app.post(
    routePath(apiPaths.settlementSchemes),
    {
      ...access.administrator,
      schema: {
        summary: 'Add a settlement scheme (its version 1)',
        body: schemeVersionInput,
        response: { 201: schemeVersionSchema },
      },
    },
    async (request, reply) => {
      const saved = await db.transaction((tx) =>
        withConstraints(() => addSchemeVersion(tx, actorOf(request), null, request.body)),
      );
      return reply.code(201).send(saved);
    },
  );
  app.post(
    routePath(apiPaths.settlementSchemes, ':code'),
    {
      ...access.administrator,
      schema: {
        summary: 'Change a settlement scheme from a date: a new version, the old ones kept',
        params: codeParams,
        body: schemeVersionInput,
        response: { 201: schemeVersionSchema },
      },
    },
    async (request, reply) => {
      const code = schemeKey(request.params.code);
      const saved = await db.transaction((tx) =>
        withConstraints(() => addSchemeVersion(tx, actorOf(request), code, request.body)),
      );
      return reply.code(201).send(saved);
    },
  );
  app.get(
    routePath(apiPaths.settlementReport),
    {
      ...access.signedIn,
      schema: {
        summary:
          "The Farmer Settlement Report: a farmer's batches in a period and where each stands",
        querystring: settlementReportQuery,
        response: { 200: settlementReportSchema },
      },
    },
    async (request) => settlementReport(db, request.query),
  );
  exportRoute(app, apiPaths.settlementReport, {
    summary:
      'The Farmer Settlement Report as a PDF or an Excel workbook: the batches, then each breakdown line by line',
    querystring: settlementExportQuery,
    build: (query, _request, format) => settlementExport(db, query, format),
  });
  app.get(
    routePath(apiPaths.settlements, 'preview', ':code'),
    {
      ...access.signedIn,
      schema: {
        summary: "A batch's settlement computed now, line by line, without saving",
        params: codeParams,
        response: { 200: settlementBreakdownSchema },
      },
    },
    async (request) => previewSettlement(db, documentKey(request.params.code, 'batch')),
  );
  documentEndpoints(app, db, {
    path: apiPaths.settlements,
    noun: 'settlement',
    detail: settlementSchema,
    input: finaliseBody,
    recordSummary:
      "Finalise a sold-out batch's settlement: posted to the farmer's ledger, the batch settled",
    recordedBy: 'administrator',
    getSummary: 'A finalised settlement as it was posted',
    cancelSummary: 'Cancel a settlement: its postings reversed, the batch open to correction',
    get: getSettlement,
    create: (tx, actor, { batchCode, ...input }) => finaliseSettlement(tx, actor, batchCode, input),
    cancel: (tx, actor, code, { reason }) => cancelSettlement(tx, actor, code, reason),
  });
  app.post(
    routePath(apiPaths.batches, ':code', 'close'),
    {
      ...access.administrator,
      schema: {
        summary: 'Close a batch by hand: its last birds are missing; it becomes sold out',
        params: codeParams,
        body: closeBatchInput,
        response: { 200: settlementBreakdownSchema },
      },
    },
    async (request) => {
      const code = documentKey(request.params.code, 'batch');
      return db.transaction((tx) => closeBatch(tx, actorOf(request), code, request.body));
    },
  );
};
