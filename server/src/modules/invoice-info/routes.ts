// The customer's invoice info (spec 000 §7): GET customers/invoice-info/, POST customers/update-invoice-info/.
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { errorResponses } from '../../lib/schemas';
import { routeOptions } from '../../lib/route-options';
import { InvoiceInfoResponse, UpdateInvoiceInfoBody, UpdateInvoiceInfoResponse } from './schemas';
import { currentUser } from '../../lib/current-user';

const customersRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const { customers } = app.services;
  const signedIn = routeOptions(['customers'], { onRequest: app.authenticate });

  app.get(
    '/customers/invoice-info/',
    signedIn({
      summary:
        "The caller's saved official-invoice data, or their name, phone and company when none is saved",
      response: { 200: InvoiceInfoResponse, ...errorResponses(401) },
    }),
    async (request) => customers.get(currentUser(request)),
  );

  app.post(
    '/customers/update-invoice-info/',
    signedIn({
      summary:
        "Saves the caller's official-invoice data (and, with order_id, that open official order's copy)",
      body: UpdateInvoiceInfoBody,
      response: {
        200: UpdateInvoiceInfoResponse,
        ...errorResponses(400, 401),
      },
    }),
    async (request) => customers.update(currentUser(request), request.body),
  );
};

export default customersRoutes;
