// The admin dealer calls of spec 002 §7. Staff read every one; only super admins change a rate, pay
// commissions, create dealers and set a dealer's payout IBAN (403 with a Persian message otherwise); customers and
// dealers 403.
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { errorResponses, xlsxBody } from '../../lib/schemas';
import { sendWorkbook } from '../../lib/xlsx-reply';
import { declareRoutes } from '../../lib/declare-routes';
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

const reads = errorResponses(400, 401, 403, 404);

const dealerAdminRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const { dealerIban, dealerMoney, dealerPerformance, peopleLists } = app.services;
  const staff = declareRoutes(app, ['people']);
  const superuserOnly = declareRoutes(app, ['people'], { preHandler: app.requireSuperuser });

  staff.get('/admin/dealers/', {
    summary: 'Dealers with their figures: search, status, sorts; server paging (staff)',
    querystring: DealersQuery,
    response: { 200: DealersResponse, ...reads },
    handler: async (request) => peopleLists.dealers(request.query),
  });
  staff.get('/admin/dashboard/stats/dealers/', {
    summary: "The dealers page's stat cards",
    response: { 200: DealerStatsResponse, ...reads },
    handler: async () => peopleLists.dealerStats(),
  });
  staff.get('/admin/dealers/commissions/', {
    summary: 'Commission records newest first, 20 a page, with a summary (dealer and status filters)',
    querystring: CommissionsQuery,
    response: { 200: CommissionsResponse, ...reads },
    handler: async (request) => peopleLists.commissions(request.query),
  });
  staff.get('/admin/dealers/export/', {
    summary: 'Excel (.xlsx, right to left) of every dealer with their figures; Bearer header only',
    response: { 200: xlsxBody('dealers-<yyyy-mm-dd>.xlsx'), ...errorResponses(401, 403) },
    handler: async (request, reply) => {
      const results = await peopleLists.allDealers();
      return sendWorkbook(reply, { kind: 'dealers', at: app.services.clock() }, (out) =>
        writeDealersWorkbook(results, out),
      );
    },
  });
  staff.get('/admin/dealers/:id/performance/', {
    summary: "A dealer's overview figures (conversion, retention, sales, commission)",
    params: DealerIdParams,
    response: { 200: PerformanceResponse, ...reads },
    handler: async (request) => dealerPerformance.performance(request.params.id),
  });
  staff.get('/admin/dealers/:id/performance/report/', {
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
    handler: async (request, reply) => {
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
  });
  staff.get('/admin/dealers/:id/customers/', {
    summary: "The customers of a dealer's orders with their figures (search, sort_by, order)",
    params: DealerIdParams,
    querystring: DealerCustomersQuery,
    response: { 200: DealerCustomersResponse, ...reads },
    handler: async (request) => dealerPerformance.customers(request.params.id, request.query),
  });
  staff.get('/admin/dealers/:id/recent-orders/', {
    summary: "A dealer's newest assigned orders (limit, default 10)",
    params: DealerIdParams,
    querystring: RecentOrdersQuery,
    response: { 200: RecentOrdersResponse, ...reads },
    handler: async (request) =>
      dealerPerformance.recentOrders(request.params.id, request.query.limit ?? RECENT_ORDERS_DEFAULT),
  });
  staff.get('/admin/dealers/:id/monthly-stats/', {
    summary: "A dealer's completed orders, sales and commission per Persian month of a year (Tehran time)",
    params: DealerIdParams,
    querystring: MonthlyStatsQuery,
    response: { 200: MonthlyStatsResponse, ...reads },
    handler: async (request) => dealerPerformance.monthly(request.params.id, request.query.year),
  });
  superuserOnly.post('/admin/dealers/:id/update-commission/', {
    summary: "Changes a dealer's default rate (super admins; above 0, at most 50)",
    params: DealerIdParams,
    body: UpdateRateBody,
    response: { 200: DealerMessageResponse, ...reads },
    handler: async (request) =>
      dealerMoney.updateRate(currentUser(request), request.params.id, request.body.commission_rate),
  });
  superuserOnly.patch('/admin/dealers/:id/', {
    summary:
      "Sets or clears a dealer's payout IBAN (super admins; IR + 24 digits, mod 97; Persian 400 on dealer_iban)",
    params: DealerIdParams,
    body: UpdateDealerBody,
    response: { 200: DealerMessageResponse, ...reads },
    handler: async (request) => {
      const iban = await dealerIban.set(currentUser(request), request.params.id, request.body.dealer_iban);
      return {
        message: iban ? PEOPLE_TEXTS.ibanSaved : PEOPLE_TEXTS.ibanCleared,
        dealer: await dealerMoney.dealerAnswer(request.params.id),
      };
    },
  });
  superuserOnly.post('/admin/dealers/pay-commissions/', {
    summary:
      'Pays payable commissions with a payment reference (super admins); any other status 409, nothing paid',
    body: PayCommissionsBody,
    response: { 200: PayCommissionsResponse, ...reads, ...errorResponses(409) },
    handler: async (request) => dealerMoney.pay(currentUser(request), request.body),
  });
  superuserOnly.post('/admin/dealers/create/', {
    summary: 'Creates a dealer with a generated DLR- code (super admins)',
    body: CreateDealerBody,
    response: { 201: DealerMessageResponse, ...errorResponses(400, 401, 403) },
    handler: async (request, reply) =>
      reply.code(201).send(await dealerMoney.createDealer(currentUser(request), request.body)),
  });
};

export default dealerAdminRoutes;
