// Invoice endpoints (spec 000 §7): status, pre-invoice, final invoice and the dashboard's plain invoice.
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { errorResponses } from '../../lib/schemas';
import { declareRoutes } from '../../lib/declare-routes';
import { OrderIdParams } from '../orders/schemas';
import type { InvoiceDownload } from './pdf';
import { InvoiceStatusResponse, PdfResponse } from './schemas';
import { currentUser } from '../../lib/current-user';

const DOWNLOADS: [string, InvoiceDownload, string][] = [
  [
    'download-pre-invoice',
    'pre',
    'The pre-invoice PDF (from waiting_customer_approval until completion; staff: once priced)',
  ],
  ['download-final-invoice', 'final', 'The final invoice PDF (completed orders)'],
  [
    'download-invoice',
    'plain',
    'The invoice PDF of the dashboard card (completed orders): the final invoice, saved as invoice_{id}.pdf',
  ],
];

const invoicesRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const { invoices } = app.services;
  const signedIn = declareRoutes(app, ['invoices'], { onRequest: app.authenticate });

  signedIn.get('/orders/:id/invoice-status/', {
    summary: 'Which invoices exist for the order and which the caller may download',
    params: OrderIdParams,
    response: { 200: InvoiceStatusResponse, ...errorResponses(401, 403, 404) },
    handler: async (request) => invoices.status(currentUser(request), request.params.id),
  });

  for (const [path, kind, summary] of DOWNLOADS) {
    signedIn.get(`/orders/:id/${path}/`, {
      summary,
      params: OrderIdParams,
      response: { 200: PdfResponse, ...errorResponses(401, 403, 404) },
      handler: async (request, reply) => {
        const { fileName, content } = await invoices.pdf(currentUser(request), request.params.id, kind);
        return reply
          .header('content-type', 'application/pdf')
          .header('content-disposition', `attachment; filename="${fileName}"`)
          .header('cache-control', 'private, no-store')
          .send(content);
      },
    });
  }
};

export default invoicesRoutes;
