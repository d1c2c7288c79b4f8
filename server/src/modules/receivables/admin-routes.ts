// Receivables for staff (staff only: customers and dealers 403, anonymous 401): the list with its totals and its
// Excel twin, and a customer's statement (statement-routes.ts has the customer's own).
import { PassThrough } from 'node:stream';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { exportDisposition } from '../../lib/content-disposition';
import { errorResponses, XLSX_MEDIA_TYPE, XlsxBody } from '../../lib/schemas';
import { routeOptions } from '../../lib/route-options';
import { receivablesForStaff } from './admin-list';
import { writeReceivablesWorkbook } from './admin-export';
import { CustomerIdParams, ReceivablesQuery, ReceivablesResponse, StatementQuery } from './schemas';
import { sendStatement, StatementBody } from './statement-routes';

const receivablesAdminRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const db = app.database.db;
  const { clock } = app.services;
  const documented = routeOptions(['receivables']);

  app.get(
    '/admin/receivables/',
    documented({
      summary:
        'Unpaid instalments (overdue, due this week, open) and received cheques to deposit, with totals',
      description:
        'customer and dealer are user ids; from and to bound the due day (Tehran, inclusive). Orders whose ' +
        'terms are chosen (confirmed, payment_uploaded, completed) only.',
      querystring: ReceivablesQuery,
      response: { 200: ReceivablesResponse, ...errorResponses(400, 401, 403) },
    }),
    async (request) => receivablesForStaff(db, request.query, clock()),
  );

  app.get(
    '/admin/receivables/export/',
    documented({
      summary: 'The receivables as .xlsx (same filters): the open instalments and the cheques to deposit',
      querystring: ReceivablesQuery,
      response: { 200: XlsxBody, ...errorResponses(400, 401, 403) },
    }),
    async (request, reply) => {
      const data = await receivablesForStaff(db, request.query, clock());
      const out = new PassThrough();
      writeReceivablesWorkbook(data, out).catch((err: unknown) => {
        request.log.error({ err }, 'receivables export failed');
        out.destroy(err instanceof Error ? err : new Error(String(err)));
      });
      return reply
        .header('content-type', XLSX_MEDIA_TYPE)
        .header('content-disposition', exportDisposition('receivables', clock()))
        .header('cache-control', 'private, no-store')
        .header('referrer-policy', 'no-referrer')
        .send(out);
    },
  );

  app.get(
    '/admin/customers/:id/statement/',
    documented({
      summary: "A customer's statement (صورت‌حساب); ?format=pdf for the Persian PDF",
      params: CustomerIdParams,
      querystring: StatementQuery,
      response: { 200: StatementBody, ...errorResponses(400, 401, 403, 404) },
    }),
    async (request, reply) => sendStatement(app, reply, request.params.id, request.query.format),
  );
};

export default receivablesAdminRoutes;
