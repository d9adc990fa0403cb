import { apiPaths, growthReportQuery, growthReportSchema } from '@pfm/shared';
import { exportRoute } from '../files/route.ts';
import { access } from '../http/access.ts';
import { type ApiPlugin, routePath } from '../http/contract.ts';
import { growthExport } from './export.ts';
import { growthReport } from './report.ts';

/** The Growth Report: a batch's weeks as it grows, and its file, for everyone signed in. */
export const growthReportRoutes: ApiPlugin = async (app) => {
  const db = app.database.db;
  app.get(
    routePath(apiPaths.growthReport),
    {
      ...access.signedIn,
      schema: {
        summary: "A batch's Growth Report: its figures, its weeks in a period, the standard",
        querystring: growthReportQuery,
        response: { 200: growthReportSchema },
      },
    },
    async (request) => growthReport(db, request.query),
  );

  exportRoute(app, apiPaths.growthReport, {
    summary: "A batch's Growth Report as a PDF (with its chart) or an Excel workbook",
    querystring: growthReportQuery,
    build: (query, _request, format) => growthExport(db, query, format),
  });
};
