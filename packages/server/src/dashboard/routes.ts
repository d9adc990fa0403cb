import { apiPaths, dashboardSchema, growthReportQuery, growthReportSchema } from '@pfm/shared';
import { exportRoute } from '../exports/route.ts';
import { growthReport } from '../growth/report.ts';
import { growthExport } from '../growth/report-export.ts';
import { access } from '../http/access.ts';
import { type ApiPlugin, routePath } from '../http/contract.ts';
import { dashboard } from './service.ts';

/** The dashboard and the Growth Report: batches as they grow, for everyone signed in. */
export const dashboardRoutes: ApiPlugin = async (app) => {
  const db = app.database.db;
  app.get(
    routePath(apiPaths.dashboard),
    {
      ...access.signedIn,
      schema: {
        summary: 'The dashboard: figures, recent batches and alerts, computed now',
        response: { 200: dashboardSchema },
      },
    },
    async () => dashboard(db),
  );
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
