// Admin reports (staff only; customers and dealers 403, anonymous 401): GET admin/dashboard/ (what needs action
// now) and GET admin/activity-log/ (every order event, newest first, 20 a page, with filters).
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { errorResponses } from '../../lib/schemas';
import { routeOptions } from '../../lib/route-options';
import { ActivityLogQuery, ActivityLogResponse, DashboardResponse } from './schemas';

const reportsRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const { reports } = app.services;
  const documented = routeOptions(['reports']);

  app.get(
    '/admin/dashboard/',
    documented({
      summary:
        'Admin dashboard: orders per status, receipts to verify, orders without a dealer, low stock, today and this Persian month (Tehran time)',
      response: { 200: DashboardResponse, ...errorResponses(401, 403) },
    }),
    async () => reports.dashboard(),
  );

  app.get(
    '/admin/activity-log/',
    documented({
      summary:
        'Activity log: order events newest first, 20 a page; filters order_id, user (actor id), date_from/date_to (Tehran days, inclusive), search (note)',
      querystring: ActivityLogQuery,
      response: { 200: ActivityLogResponse, ...errorResponses(400, 401, 403) },
    }),
    async (request) => reports.activityLog(request.query),
  );
};

export default reportsRoutes;
