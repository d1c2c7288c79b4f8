// The admin dealer calls of spec 002 §7. Staff read every one; only super admins change a rate, pay
// commissions, create dealers and set a dealer's payout IBAN (403 with a Persian message otherwise); customers and
// dealers 403.
import { PassThrough, type Readable } from 'node:stream';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { exportDisposition } from '../../lib/content-disposition';
import { errorResponses } from '../../lib/schemas';
import { routeOptions } from '../../lib/route-options';
import { writeDealersWorkbook } from './dealer-export';
import { renderDealerReportPdf } from './dealer-report-pdf';
import {
  CommissionsQuery,
  CommissionsResponse,
  CreateDealerBody,
  DealerCustomersQuery,
  DealerCustomersResponse,
  DealerIdParams,
  DealerMessageResponse,
  DealersQuery,
  DealersResponse,
  DealerStatsResponse,
  MonthlyStatsQuery,
  MonthlyStatsResponse,
  PayCommissionsBody,
  PayCommissionsResponse,
  PerformanceResponse,
  RECENT_ORDERS_DEFAULT,
  RecentOrdersQuery,
  RecentOrdersResponse,
  UpdateDealerBody,
  UpdateRateBody,
} from './dealer-schemas';
import { PEOPLE_TEXTS } from './messages';
import { currentUser } from '../../lib/current-user';

const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
const XlsxResponse = Type.Unsafe<Buffer | Readable>({
  type: 'string',
  format: 'binary',
  description: `${XLSX}, as an attachment named dealers-<yyyy-mm-dd>.xlsx`,
});
const reads = errorResponses(400, 401, 403, 404);

const dealerAdminRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const { dealerIban, dealerMoney, dealerPerformance, peopleLists } = app.services;
  const documented = routeOptions(['people']);
  const superuserOnly = routeOptions(['people'], { preHandler: app.requireSuperuser });

  app.get(
    '/admin/dealers/',
    documented({
      summary: 'Dealers with their figures: search, status, sorts; server paging (staff)',
      querystring: DealersQuery,
      response: { 200: DealersResponse, ...reads },
    }),
    async (request) => peopleLists.dealers(request.query),
  );
  app.get(
    '/admin/dashboard/stats/dealers/',
    documented({
      summary: "The dealers page's stat cards",
      response: { 200: DealerStatsResponse, ...reads },
    }),
    async () => peopleLists.dealerStats(),
  );
  app.get(
    '/admin/dealers/commissions/',
    documented({
      summary: 'Commission records newest first, 20 a page, with a summary (dealer and status filters)',
      querystring: CommissionsQuery,
      response: { 200: CommissionsResponse, ...reads },
    }),
    async (request) => peopleLists.commissions(request.query),
  );
  app.get(
    '/admin/dealers/export/',
    documented({
      summary: 'Excel (.xlsx, right to left) of every dealer with their figures; Bearer header only',
      response: { 200: XlsxResponse, ...errorResponses(401, 403) },
    }),
    async (request, reply) => {
      const results = await peopleLists.allDealers();
      const out = new PassThrough();
      writeDealersWorkbook(results, out).catch((err: unknown) => {
        request.log.error({ err }, 'dealer export failed');
        out.destroy(err instanceof Error ? err : new Error(String(err)));
      });
      return reply
        .header('content-type', XLSX)
        .header('content-disposition', exportDisposition('dealers', app.services.clock()))
        .header('cache-control', 'private, no-store')
        .send(out);
    },
  );
  app.get(
    '/admin/dealers/:id/performance/',
    documented({
      summary: "A dealer's overview figures (conversion, retention, sales, commission)",
      params: DealerIdParams,
      response: { 200: PerformanceResponse, ...reads },
    }),
    async (request) => dealerPerformance.performance(request.params.id),
  );
  app.get(
    '/admin/dealers/:id/performance/report/',
    documented({
      summary: "A one-page Persian PDF of the dealer's figures and this Persian year's months (staff)",
      params: DealerIdParams,
      response: {
        200: Type.Unsafe<Buffer>({
          type: 'string',
          format: 'binary',
          description: 'application/pdf attachment',
        }),
        ...reads,
      },
    }),
    async (request, reply) => {
      const { id } = request.params;
      const [perf, monthly] = await Promise.all([
        dealerPerformance.performance(id),
        dealerPerformance.monthly(id),
      ]);
      const pdf = await renderDealerReportPdf(perf, monthly, app.services.clock());
      return reply
        .header('content-type', 'application/pdf')
        .header('content-disposition', `attachment; filename="dealer-${id}-report.pdf"`)
        .header('cache-control', 'private, no-store')
        .send(pdf);
    },
  );
  app.get(
    '/admin/dealers/:id/customers/',
    documented({
      summary: "The customers of a dealer's orders with their figures (search, sort_by, order)",
      params: DealerIdParams,
      querystring: DealerCustomersQuery,
      response: { 200: DealerCustomersResponse, ...reads },
    }),
    async (request) => dealerPerformance.customers(request.params.id, request.query),
  );
  app.get(
    '/admin/dealers/:id/recent-orders/',
    documented({
      summary: "A dealer's newest assigned orders (limit, default 10)",
      params: DealerIdParams,
      querystring: RecentOrdersQuery,
      response: { 200: RecentOrdersResponse, ...reads },
    }),
    async (request) =>
      dealerPerformance.recentOrders(request.params.id, request.query.limit ?? RECENT_ORDERS_DEFAULT),
  );
  app.get(
    '/admin/dealers/:id/monthly-stats/',
    documented({
      summary: "A dealer's completed orders, sales and commission per Persian month of a year (Tehran time)",
      params: DealerIdParams,
      querystring: MonthlyStatsQuery,
      response: { 200: MonthlyStatsResponse, ...reads },
    }),
    async (request) => dealerPerformance.monthly(request.params.id, request.query.year),
  );
  app.post(
    '/admin/dealers/:id/update-commission/',
    superuserOnly({
      summary: "Changes a dealer's default rate (super admins; above 0, at most 50)",
      params: DealerIdParams,
      body: UpdateRateBody,
      response: { 200: DealerMessageResponse, ...reads },
    }),
    async (request) =>
      dealerMoney.updateRate(currentUser(request), request.params.id, request.body.commission_rate),
  );
  app.patch(
    '/admin/dealers/:id/',
    superuserOnly({
      summary:
        "Sets or clears a dealer's payout IBAN (super admins; IR + 24 digits, mod 97; Persian 400 on dealer_iban)",
      params: DealerIdParams,
      body: UpdateDealerBody,
      response: { 200: DealerMessageResponse, ...reads },
    }),
    async (request) => {
      const iban = await dealerIban.set(currentUser(request), request.params.id, request.body.dealer_iban);
      return {
        message: iban ? PEOPLE_TEXTS.ibanSaved : PEOPLE_TEXTS.ibanCleared,
        dealer: await dealerMoney.dealerAnswer(request.params.id),
      };
    },
  );
  app.post(
    '/admin/dealers/pay-commissions/',
    superuserOnly({
      summary:
        'Pays payable commissions with a payment reference (super admins); any other status 409, nothing paid',
      body: PayCommissionsBody,
      response: { 200: PayCommissionsResponse, ...reads, ...errorResponses(409) },
    }),
    async (request) => dealerMoney.pay(currentUser(request), request.body),
  );
  app.post(
    '/admin/dealers/create/',
    superuserOnly({
      summary: 'Creates a dealer with a generated DLR- code (super admins)',
      body: CreateDealerBody,
      response: { 201: DealerMessageResponse, ...errorResponses(400, 401, 403) },
    }),
    async (request, reply) =>
      reply.code(201).send(await dealerMoney.createDealer(currentUser(request), request.body)),
  );
};

export default dealerAdminRoutes;
