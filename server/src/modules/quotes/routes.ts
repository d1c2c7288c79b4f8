// Quote endpoints: the versions of an order and each version's pre-invoice (its customer, staff, its assigned
// dealer), the customer's revision request, and staff's extension of the current version.
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { currentUser } from '../../lib/current-user';
import { errorResponses } from '../../lib/schemas';
import { declareRoutes } from '../../lib/declare-routes';
import { PdfResponse } from '../invoices/schemas';
import { OrderDetail, OrderIdParams } from '../orders/schemas';
import { ExtendQuoteBody, QuotesResponse, RequestRevisionBody, VersionParams } from './schemas';

/** The signed-in caller (the authenticate hook ran before the handler). */

const quotesRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const { quotes } = app.services;
  const signedIn = declareRoutes(app, ['quotes'], { onRequest: app.authenticate });
  const signedInAdmin = declareRoutes(app, ['quotes', 'admin'], { onRequest: app.authenticate });

  signedIn.get('/orders/:id/quotes/', {
    summary:
      "The order's quote versions, newest first, each with its lines, totals, validity, acceptance and changes against the version before (its customer, staff, the assigned dealer)",
    params: OrderIdParams,
    response: { 200: QuotesResponse, ...errorResponses(400, 401, 403, 404) },
    handler: async (request) => quotes.list(currentUser(request), request.params.id),
  });

  signedIn.get('/orders/:id/quotes/:version/pre-invoice/', {
    summary:
      "One version's pre-invoice PDF, numbered {pre-invoice}-v{version}; the same bytes on every request until accepted, then with the acceptance line",
    params: VersionParams,
    response: { 200: PdfResponse, ...errorResponses(400, 401, 403, 404) },
    handler: async (request, reply) => {
      const { fileName, content } = await quotes.pdf(
        currentUser(request),
        request.params.id,
        request.params.version,
      );
      return reply
        .header('content-type', 'application/pdf')
        .header('content-disposition', `attachment; filename="${fileName}"`)
        .header('cache-control', 'private, no-store')
        .send(content);
    },
  });

  signedIn.post('/orders/:id/request-revision/', {
    summary:
      'The customer asks for a new price (waiting_customer_approval, expired or not) with a comment and notes per line: revision_requested; at most 5 per order (409)',
    params: OrderIdParams,
    body: RequestRevisionBody,
    response: { 200: OrderDetail, ...errorResponses(400, 401, 403, 404, 409) },
    handler: async (request) => quotes.requestRevision(currentUser(request), request.params.id, request.body),
  });

  signedInAdmin.post('/admin/orders/:id/extend-quote/', {
    summary: 'Staff set a new end for the current quote version (waiting_customer_approval); no new version',
    params: OrderIdParams,
    body: ExtendQuoteBody,
    response: { 200: OrderDetail, ...errorResponses(400, 401, 403, 404, 409) },
    handler: async (request) =>
      quotes.extend(currentUser(request), request.params.id, request.body.valid_until),
  });
};

export default quotesRoutes;
