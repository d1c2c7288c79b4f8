// Dealer assignment endpoints of spec 001 §7: the staff's dealer list for assignment, assign-dealer and
// remove-dealer (staff), update-dealer-notes (the assigned dealer or staff). The moves run through
// the orders service's moves (one transaction each, order row locked) and answer a message with the order.
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { errorResponses } from '../../../lib/schemas';
import { OrderIdParams } from '../schemas';
import {
  AssignDealerBody,
  DealerNotesBody,
  DealersForAssignment,
  OrderMessageResponse,
} from './dealer-schemas';
import { currentUser } from '../../../lib/current-user';

const security = [{ bearerAuth: [] }];

const dealersRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const { orders, dealers } = app.services;
  // the one staff read here; the moves below answer 403 or 409 themselves (authorizeMove)
  const staffOnly = { onRequest: app.authenticate, preHandler: app.requireStaff } as const;
  const move = { onRequest: app.authenticate } as const;
  const refused = errorResponses(400, 401, 403, 404, 409);

  app.get(
    '/dealers/list-for-assignment/',
    {
      ...staffOnly,
      schema: {
        tags: ['dealers'],
        summary: 'Active dealers by name, with default commission rate and order counts (staff)',
        security,
        response: { 200: DealersForAssignment, ...errorResponses(401, 403) },
      },
    },
    async () => dealers.listForAssignment(),
  );

  app.post(
    '/orders/:id/assign-dealer/',
    {
      ...move,
      schema: {
        tags: ['dealers'],
        summary:
          'Staff assign a dealer with the default or a custom commission rate (not completed, cancelled, rejected)',
        security,
        params: OrderIdParams,
        body: AssignDealerBody,
        response: { 200: OrderMessageResponse, ...refused },
      },
    },
    async (request) => {
      const { id } = request.params;
      const user = currentUser(request);
      return orders.assignDealer(user, id, request.body);
    },
  );

  app.post(
    '/orders/:id/remove-dealer/',
    {
      ...move,
      schema: {
        tags: ['dealers'],
        summary: "Staff remove the order's dealer; the pending commission is cancelled",
        security,
        params: OrderIdParams,
        response: { 200: OrderMessageResponse, ...refused },
      },
    },
    async (request) => {
      const { id } = request.params;
      const user = currentUser(request);
      return orders.removeDealer(user, id);
    },
  );

  app.post(
    '/orders/:id/update-dealer-notes/',
    {
      onRequest: app.authenticate,
      schema: {
        tags: ['dealers'],
        summary: "The assigned dealer or staff update the order's dealer notes (any status)",
        security,
        params: OrderIdParams,
        body: DealerNotesBody,
        response: { 200: OrderMessageResponse, ...refused },
      },
    },
    async (request) => {
      const { id } = request.params;
      const user = currentUser(request);
      return orders.updateDealerNotes(user, id, request.body.dealer_notes);
    },
  );
};

export default dealersRoutes;
