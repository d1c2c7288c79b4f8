// Receivables for staff (staff only: customers and dealers 403, anonymous 401): the list with its totals and its
// Excel twin, and a customer's statement (statement-routes.ts has the customer's own).
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { errorResponses, xlsxBody } from '../../lib/schemas';
import { sendWorkbook } from '../../lib/xlsx-reply';
import { declareRoutes } from '../../lib/declare-routes';
import { receivablesForStaff } from './admin-list';
import { writeReceivablesWorkbook } from './admin-export';
import { CustomerIdParams, ReceivablesQuery, ReceivablesResponse, StatementQuery } from './schemas';
import { sendStatement, StatementBody } from './statement-routes';

const receivablesAdminRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const db = app.database.db;
  const { clock } = app.services;
  const staff = declareRoutes(app, ['receivables']);

  staff.get('/admin/receivables/', {
    summary: 'Unpaid instalments (overdue, due this week, open) and received cheques to deposit, with totals',
    description:
      'customer and dealer are user ids; from and to bound the due day (Tehran, inclusive). Orders whose ' +
      'terms are chosen (confirmed, payment_uploaded, completed) only.',
    querystring: ReceivablesQuery,
    response: { 200: ReceivablesResponse, ...errorResponses(400, 401, 403) },
    handler: async (request) => receivablesForStaff(db, request.query, clock()),
  });

  staff.get('/admin/receivables/export/', {
    summary: 'The receivables as .xlsx (same filters): the open instalments and the cheques to deposit',
    querystring: ReceivablesQuery,
    response: { 200: xlsxBody(), ...errorResponses(400, 401, 403) },
    handler: async (request, reply) => {
      const data = await receivablesForStaff(db, request.query, clock());
      return sendWorkbook(reply, { kind: 'receivables', at: clock() }, (out) =>
        writeReceivablesWorkbook(data, out),
      );
    },
  });

  staff.get('/admin/customers/:id/statement/', {
    summary: "A customer's statement (صورت‌حساب); ?format=pdf for the Persian PDF",
    params: CustomerIdParams,
    querystring: StatementQuery,
    response: { 200: StatementBody, ...errorResponses(400, 401, 403, 404) },
    handler: async (request, reply) => sendStatement(app, reply, request.params.id, request.query.format),
  });
};

export default receivablesAdminRoutes;
