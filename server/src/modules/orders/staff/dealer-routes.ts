// Dealer assignment endpoints of spec 001 §7: the staff's dealer list for assignment, assign-dealer and
// remove-dealer (staff), update-dealer-notes (the assigned dealer or staff). The moves run through
// the orders service's moves (one transaction each, order row locked) and answer a message with the order.
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { errorResponses } from '../../../lib/schemas';
import { declareRoutes } from '../../../lib/declare-routes';
import { OrderIdParams } from '../schemas';
import {
  AssignDealerBody,
  DealerNotesBody,
  DealersForAssignment,
  OrderMessageResponse,
} from './dealer-schemas';
import { currentUser } from '../../../lib/current-user';

const dealersRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const { orders, dealers } = app.services;
  // the one staff read here; the moves below answer 403 or 409 themselves (authorizeMove)
  const staffOnly = declareRoutes(app, ['dealers'], {
    onRequest: app.authenticate,
    preHandler: app.requireStaff,
  });
  const signedIn = declareRoutes(app, ['dealers'], { onRequest: app.authenticate });
  const refused = errorResponses(400, 401, 403, 404, 409);

  staffOnly.get('/dealers/list-for-assignment/', {
    summary: 'Active dealers by name, with default commission rate and order counts (staff)',
    response: { 200: DealersForAssignment, ...errorResponses(401, 403) },
    handler: async () => dealers.listForAssignment(),
  });

  signedIn.post('/orders/:id/assign-dealer/', {
    summary:
      'Staff assign a dealer with the default or a custom commission rate (not completed, cancelled, rejected)',
    params: OrderIdParams,
    body: AssignDealerBody,
    response: { 200: OrderMessageResponse, ...refused },
    handler: async (request) => orders.assignDealer(currentUser(request), request.params.id, request.body),
  });

  signedIn.post('/orders/:id/remove-dealer/', {
    summary: "Staff remove the order's dealer; the pending commission is cancelled",
    params: OrderIdParams,
    response: { 200: OrderMessageResponse, ...refused },
    handler: async (request) => orders.removeDealer(currentUser(request), request.params.id),
  });

  signedIn.post('/orders/:id/update-dealer-notes/', {
    summary: "The assigned dealer or staff update the order's dealer notes (any status)",
    params: OrderIdParams,
    body: DealerNotesBody,
    response: { 200: OrderMessageResponse, ...refused },
    handler: async (request) =>
      orders.updateDealerNotes(currentUser(request), request.params.id, request.body.dealer_notes),
  });
};

export default dealersRoutes;
