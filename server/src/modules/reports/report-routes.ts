// The report pages' calls (staff only, customers and dealers 403): GET admin/reports/summary/ (the
// hub), admin/reports/orders/, admin/reports/dealer-sales/, admin/reports/commission-analysis/, each with
// ?date_from=&date_to= (Persian dates; default this Persian year) and an .../export/ twin answering the same as .xlsx.
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { TSchema } from 'typebox';
import { errorResponses, xlsxBody } from '../../lib/schemas';
import { sendWorkbook } from '../../lib/xlsx-reply';
import { declareRoutes } from '../../lib/declare-routes';
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

const reportRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const staff = declareRoutes(app, ['reports']);
  const figures = app.services.reportFigures;

  function report<T>(
    name: 'summary' | 'orders' | 'dealer-sales' | 'commission-analysis',
    summary: string,
    response: TSchema,
    compute: (range: ReportRange) => Promise<T>,
    sheets: (answer: T) => Sheet[],
  ) {
    const path = `/admin/reports/${name}/`;
    staff.get(path, {
      summary,
      querystring: ReportRangeQuery,
      response: { 200: response, ...errorResponses(400, 401, 403) },
      handler: async (request) => compute(request.query),
    });
    staff.get(`${path}export/`, {
      summary: `${summary} — as .xlsx`,
      querystring: ReportRangeQuery,
      response: { 200: xlsxBody(), ...errorResponses(400, 401, 403) },
      handler: async (request, reply) => {
        const answer = await compute(request.query);
        const file = { kind: `report-${name}`, at: app.services.clock(), range: request.query } as const;
        return sendWorkbook(reply, file, (out) => writeSheets(sheets(answer), out));
      },
    });
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
