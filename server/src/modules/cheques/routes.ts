// The cheque endpoints (docs/contracts.md "Money after the quote": Cheques): registering a cheque on an order (its
// customer or staff), its picture (those who may see the order), and staff's status moves.
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { contentDisposition } from '../../lib/content-disposition';
import { currentUser } from '../../lib/current-user';
import { errorResponses } from '../../lib/schemas';
import { declareRoutes } from '../../lib/declare-routes';
import { FileResponse, OrderIdParams } from '../payments/schemas';
import { readChequeForm } from './form';
import { ChequeIdParams, ChequeSchema, ChequeStatusBody, OrderChequeParams } from './schemas';

const chequesRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const { cheques, files } = app.services;
  const signedIn = declareRoutes(app, ['cheques'], { onRequest: app.authenticate });

  signedIn.post('/orders/:id/cheques/', {
    summary: 'Register a Sayad cheque against the order (its customer, or staff for them)',
    description:
      'multipart/form-data with the text fields sayad_id (16 digits, either script), bank (≤100), ' +
      'drawer_name (≤150), due_date (YYYY-MM-DD), amount (whole rials; separators allowed), instalment_id ' +
      '(optional, this order’s) and the optional file field `picture` (JPEG, PNG, GIF, WebP or PDF by ' +
      'content, at most 15 MB); or the same fields as JSON without a picture. 400 names each wrong field; ' +
      '409: the order is not confirmed, payment_uploaded or completed, or the Sayad id is already ' +
      'registered (on any order); 413: the picture is too large.',
    consumes: ['multipart/form-data', 'application/json'],
    params: OrderIdParams,
    response: { 201: ChequeSchema, ...errorResponses(400, 401, 403, 404, 409, 413) },
    handler: async (request, reply) => {
      const user = currentUser(request);
      const orderId = request.params.id;
      await cheques.checkCanRegister(user, orderId);
      const form = await readChequeForm(request, files, orderId);
      return reply.code(201).send(await cheques.register(user, orderId, form));
    },
  });

  signedIn.get('/orders/:id/cheques/:chequeId/picture/', {
    summary: "The cheque's picture (the order's customer, staff, the assigned dealer)",
    params: OrderChequeParams,
    response: { 200: FileResponse, ...errorResponses(400, 401, 403, 404) },
    handler: async (request, reply) => {
      const { id, chequeId } = request.params;
      const picture = await cheques.picture(currentUser(request), id, chequeId);
      const ext = picture.fileName.slice(picture.fileName.lastIndexOf('.') + 1);
      return reply
        .code(200)
        .header('Content-Type', picture.mimeType)
        .header(
          'Content-Disposition',
          contentDisposition('inline', picture.fileName, `cheque-${chequeId}.${ext}`),
        )
        .header('Content-Length', picture.size)
        .header('Cache-Control', 'private, no-store')
        .header('X-Content-Type-Options', 'nosniff')
        .send(picture.body);
    },
  });

  signedIn.post('/admin/cheques/:id/status/', {
    summary:
      'Move a cheque (staff): received → deposited → cleared, or received|deposited → bounced with a note',
    description:
      '409 for any other move (CHEQUE_MOVES) or when the order is not confirmed, payment_uploaded or ' +
      'completed; 400 when bounced comes without a note. A bounce tells the customer, staff and the ' +
      'assigned dealer (email and SMS).',
    params: ChequeIdParams,
    body: ChequeStatusBody,
    response: { 200: ChequeSchema, ...errorResponses(400, 401, 403, 404, 409) },
    handler: async (request) => cheques.move(currentUser(request), request.params.id, request.body),
  });
};

export default chequesRoutes;
