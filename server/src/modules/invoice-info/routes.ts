// The customer's invoice info (spec 000 §7): GET customers/invoice-info/, POST customers/update-invoice-info/.
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { errorResponses } from '../../lib/schemas';
import { declareRoutes } from '../../lib/declare-routes';
import { InvoiceInfoResponse, UpdateInvoiceInfoBody, UpdateInvoiceInfoResponse } from './schemas';
import { currentUser } from '../../lib/current-user';

const customersRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const { customers } = app.services;
  const signedIn = declareRoutes(app, ['customers'], { onRequest: app.authenticate });

  signedIn.get('/customers/invoice-info/', {
    summary: "The caller's saved official-invoice data, or their name, phone and company when none is saved",
    response: { 200: InvoiceInfoResponse, ...errorResponses(401) },
    handler: async (request) => customers.get(currentUser(request)),
  });

  signedIn.post('/customers/update-invoice-info/', {
    summary: "Saves the caller's official-invoice data (and, with order_id, that open official order's copy)",
    body: UpdateInvoiceInfoBody,
    response: {
      200: UpdateInvoiceInfoResponse,
      ...errorResponses(400, 401),
    },
    handler: async (request) => customers.update(currentUser(request), request.body),
  });
};

export default customersRoutes;
