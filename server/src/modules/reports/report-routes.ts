// The report pages' calls (staff only, customers and dealers 403): GET admin/reports/summary/ (the
// hub), admin/reports/orders/, admin/reports/dealer-sales/, admin/reports/commission-analysis/, each with
// ?date_from=&date_to= (Persian dates; default this Persian year) and an .../export/ twin answering the same as .xlsx.
import { PassThrough, type Readable } from 'node:stream';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type, type TSchema } from 'typebox';
import { exportDisposition } from '../../lib/content-disposition';
import { errorResponses } from '../../lib/schemas';
import { routeOptions } from '../../lib/route-options';
import { ReportRangeQuery, type ReportRange } from './period';
import {
  commissionSheets,
  dealerSalesSheets,
  hubSheets,
  ordersSheets,
  writeSheets,
  type Sheet,
} from './report-export';
import {
  CommissionAnalysisResponse,
  DealerSalesResponse,
  OrdersReportResponse,
  ReportsHubResponse,
} from './report-schemas';

const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
const XlsxResponse = Type.Unsafe<Buffer | Readable>({ type: 'string', format: 'binary', description: XLSX });

const reportRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const documented = routeOptions(['reports']);
  const figures = app.services.reportFigures;

  function report<T>(
    name: 'summary' | 'orders' | 'dealer-sales' | 'commission-analysis',
    summary: string,
    response: TSchema,
    compute: (range: ReportRange) => Promise<T>,
    sheets: (answer: T) => Sheet[],
  ) {
    const path = `/admin/reports/${name}/`;
    app.get(
      path,
      documented({
        summary,
        querystring: ReportRangeQuery,
        response: { 200: response, ...errorResponses(400, 401, 403) },
      }),
      async (request) => compute(request.query),
    );
    app.get(
      `${path}export/`,
      documented({
        summary: `${summary} — as .xlsx`,
        querystring: ReportRangeQuery,
        response: { 200: XlsxResponse, ...errorResponses(400, 401, 403) },
      }),
      async (request, reply) => {
        const answer = await compute(request.query);
        const out = new PassThrough();
        writeSheets(sheets(answer), out).catch((err: unknown) => {
          request.log.error({ err }, 'report export failed');
          out.destroy(err instanceof Error ? err : new Error(String(err)));
        });
        return reply
          .header('content-type', XLSX)
          .header(
            'content-disposition',
            exportDisposition(`report-${name}`, app.services.clock(), request.query),
          )
          .header('cache-control', 'private, no-store')
          .send(out);
      },
    );
  }

  report(
    'summary',
    'Sales, orders and commission: this Persian month against the last (Tehran time)',
    ReportsHubResponse,
    () => figures.hub(),
    hubSheets,
  );
  report(
    'orders',
    'Orders and sales per Persian month and per status, average order value, top products and customers, official against unofficial',
    OrdersReportResponse,
    figures.ordersReport,
    ordersSheets,
  );
  report(
    'dealer-sales',
    'Per dealer: assigned, completed, sales, conversion, commission, per Persian month',
    DealerSalesResponse,
    figures.dealerSales,
    dealerSalesSheets,
  );
  report(
    'commission-analysis',
    'Commission projected, payable and paid per Persian month and per dealer; payouts by reference',
    CommissionAnalysisResponse,
    figures.commissionAnalysis,
    commissionSheets,
  );
};

export default reportRoutes;
