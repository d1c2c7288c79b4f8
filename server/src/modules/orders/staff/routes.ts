// Admin orders endpoints (spec 002 §7 Orders): the list with stat cards, the Excel export, one order with its
// history, and the customer's invoice data. Staff only: customers and dealers 403, anonymous 401.
import { PassThrough, type Readable } from 'node:stream';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { exportDisposition } from '../../../lib/content-disposition';
import { errorResponses } from '../../../lib/schemas';
import { routeOptions } from '../../../lib/route-options';
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

const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

const XlsxResponse = Type.Unsafe<Buffer | Readable>({
  type: 'string',
  format: 'binary',
  description: `${XLSX}, as an attachment named orders-<yyyy-mm-dd>.xlsx`,
});

const adminOrdersRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const { adminOrders } = app.services;
  const documented = routeOptions(['admin']);

  app.get(
    '/admin/orders/',
    documented({
      summary:
        'Orders for staff: filters (search, status, dealer, date, customer), sorts, pages of 12 (page_size up to 100), and stat cards over all orders',
      querystring: AdminOrdersQuery,
      response: { 200: AdminOrdersResponse, ...errorResponses(400, 401, 403) },
    }),
    async (request) => adminOrders.list(currentUser(request), request.query),
  );

  app.get(
    '/admin/orders/export/',
    {
      // The Authorization header only: an access token never travels in a URL (it would land in logs and history).
      ...documented({
        summary:
          'Excel (.xlsx) of the orders matching the filters, newest first (oldest first with sort=oldest); Bearer header only',
        querystring: AdminOrdersExportQuery,
        response: { 200: XlsxResponse, ...errorResponses(400, 401, 403) },
      }),
    },
    async (request, reply) => {
      const batches = await readAhead(adminOrders.exportBatches(request.query));
      const out = new PassThrough();
      writeOrdersWorkbook(batches, out).catch((err: unknown) => {
        request.log.error({ err }, 'order export failed');
        out.destroy(err instanceof Error ? err : new Error(String(err)));
      });
      return reply
        .header('content-type', XLSX)
        .header('content-disposition', exportDisposition('orders', adminOrders.now()))
        .header('cache-control', 'private, no-store')
        .header('referrer-policy', 'no-referrer')
        .send(out);
    },
  );

  app.get(
    '/admin/orders/:id/details/',
    documented({
      summary: "One order as staff see it, with the customer's email and its events (newest first)",
      params: OrderIdParams,
      response: { 200: AdminOrderDetails, ...errorResponses(400, 401, 403, 404) },
    }),
    async (request) => adminOrders.details(currentUser(request), request.params.id),
  );

  app.get(
    '/admin/orders/:id/customer-info/',
    documented({
      summary:
        "The customer's invoice data for this order: the order's snapshot, else the saved data, else the account",
      params: OrderIdParams,
      response: { 200: AdminCustomerInfoResponse, ...errorResponses(400, 401, 403, 404) },
    }),
    async (request) => adminOrders.customerInfo(request.params.id),
  );
};

export default adminOrdersRoutes;
