// Admin reports (staff only; customers and dealers 403, anonymous 401): GET admin/dashboard/ (what needs action
// now) and GET admin/activity-log/ (every order event, newest first, 20 a page, with filters).
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { errorResponses } from '../../lib/schemas';
import { declareRoutes } from '../../lib/declare-routes';
import { ActivityLogQuery, ActivityLogResponse, DashboardResponse } from './schemas';

const reportsRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const { reports } = app.services;
  const staff = declareRoutes(app, ['reports']);

  staff.get('/admin/dashboard/', {
    summary:
      'Admin dashboard: orders per status, receipts to verify, orders without a dealer, low stock, today and this Persian month (Tehran time)',
    response: { 200: DashboardResponse, ...errorResponses(401, 403) },
    handler: async () => reports.dashboard(),
  });

  staff.get('/admin/activity-log/', {
    summary:
      'Activity log: order events newest first, 20 a page; filters order_id, user (actor id), date_from/date_to (Tehran days, inclusive), search (note)',
    querystring: ActivityLogQuery,
    response: { 200: ActivityLogResponse, ...errorResponses(400, 401, 403) },
    handler: async (request) => reports.activityLog(request.query),
  });
};

export default reportsRoutes;
