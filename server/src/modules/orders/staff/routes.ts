// Admin orders endpoints (spec 002 §7 Orders): the list with stat cards, the Excel export, one order with its
// history, and the customer's invoice data. Staff only: customers and dealers 403, anonymous 401.
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { errorResponses, xlsxBody } from '../../../lib/schemas';
import { sendWorkbook } from '../../../lib/xlsx-reply';
import { declareRoutes } from '../../../lib/declare-routes';
import { readAhead } from '../../../lib/xlsx-stream';
import {
  AdminCustomerInfoResponse,
  AdminOrderDetails,
  AdminOrdersExportQuery,
  AdminOrdersQuery,
  AdminOrdersResponse,
} from './schemas';
import { writeOrdersWorkbook } from './export';
import { OrderIdParams } from '../schemas';
import { currentUser } from '../../../lib/current-user';

const adminOrdersRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const { adminOrders } = app.services;
  const staff = declareRoutes(app, ['admin']);

  staff.get('/admin/orders/', {
    summary:
      'Orders for staff: filters (search, status, dealer, date, customer), sorts, pages of 12 (page_size up to 100), and stat cards over all orders',
    querystring: AdminOrdersQuery,
    response: { 200: AdminOrdersResponse, ...errorResponses(400, 401, 403) },
    handler: async (request) => adminOrders.list(currentUser(request), request.query),
  });

  staff.get('/admin/orders/export/', {
    summary:
      'Excel (.xlsx) of the orders matching the filters, newest first (oldest first with sort=oldest); Bearer header only',
    querystring: AdminOrdersExportQuery,
    response: { 200: xlsxBody('orders-<yyyy-mm-dd>.xlsx'), ...errorResponses(400, 401, 403) },
    // The Authorization header only: an access token never travels in a URL (it would land in logs and history).
    handler: async (request, reply) => {
      const batches = await readAhead(adminOrders.exportBatches(request.query));
      return sendWorkbook(reply, { kind: 'orders', at: adminOrders.now() }, (out) =>
        writeOrdersWorkbook(batches, out),
      );
    },
  });

  staff.get('/admin/orders/:id/details/', {
    summary: "One order as staff see it, with the customer's email and its events (newest first)",
    params: OrderIdParams,
    response: { 200: AdminOrderDetails, ...errorResponses(400, 401, 403, 404) },
    handler: async (request) => adminOrders.details(currentUser(request), request.params.id),
  });

  staff.get('/admin/orders/:id/customer-info/', {
    summary:
      "The customer's invoice data for this order: the order's snapshot, else the saved data, else the account",
    params: OrderIdParams,
    response: { 200: AdminCustomerInfoResponse, ...errorResponses(400, 401, 403, 404) },
    handler: async (request) => adminOrders.customerInfo(request.params.id),
  });
};

export default adminOrdersRoutes;
