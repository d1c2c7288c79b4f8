// The customer's order endpoints (spec 000 §7): create, the caller's own list, one order (also for staff and
// the assigned dealer), and the customer's moves of the transition table (spec README). The staff's moves are in
// ../staff/move-routes.ts.
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { errorResponses } from '../../../lib/schemas';
import {
  CreateOrderBody,
  CustomerRemoveItemBody,
  OrderDetail,
  OrderIdParams,
  OrderItemParams,
  OrdersListQuery,
  OrdersListResponse,
  RejectBody,
  SelectOptionBody,
} from '../schemas';
import { currentUser } from '../../../lib/current-user';
import { declareRoutes } from '../../../lib/declare-routes';
import { OPTIONAL_BODY } from '../../../plugins/swagger';
import { AcceptanceCodeSentSchema, FinalizeBody } from '../../quotes/schemas';

const ordersRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const { orders } = app.services;
  const signedIn = declareRoutes(app, ['orders'], { onRequest: app.authenticate });

  signedIn.post('/orders/', {
    summary: 'Submit a new order (pending_pricing); customers only, staff get 403',
    body: CreateOrderBody,
    response: { 201: OrderDetail, ...errorResponses(400, 401, 403, 429) },
    handler: async (request, reply) => {
      const order = await orders.create(currentUser(request), request.body);
      return reply.code(201).send(order);
    },
  });

  signedIn.get('/orders/', {
    summary: "The caller's own orders of one dashboard tab, newest first, 12 a page, with the tab counts",
    querystring: OrdersListQuery,
    response: { 200: OrdersListResponse, ...errorResponses(400, 401) },
    handler: async (request) => orders.listOwn(currentUser(request), request.query),
  });

  signedIn.get('/orders/:id/', {
    summary: 'One order with its items and pricing options (its customer, staff, the assigned dealer)',
    params: OrderIdParams,
    response: { 200: OrderDetail, ...errorResponses(400, 401, 403, 404) },
    handler: async (request) => orders.getForUser(currentUser(request), request.params.id),
  });

  // Every move below is authorized by the move itself (authorizeMove): 403 for a caller whose roles on the order
  // the table does not list, 409 for a status it does not allow.
  const refused = errorResponses(400, 401, 403, 404, 409);

  signedIn.post('/orders/:id/customer-select-option/', {
    summary: 'The customer chooses one pricing option of an item (waiting_customer_approval)',
    params: OrderIdParams,
    body: SelectOptionBody,
    response: { 200: OrderDetail, ...refused },
    handler: async (request) => orders.selectOption(currentUser(request), request.params.id, request.body),
  });

  signedIn.post('/orders/:id/finalize-selections/', {
    summary:
      'The customer confirms the chosen options: confirmed, totals fixed, pre-invoice issued, the version accepted. With ACCEPTANCE_CODE=true: without `code` → 202 and a code sent; with the right code → 200; a wrong or spent one → 400',
    params: OrderIdParams,
    body: FinalizeBody,
    [OPTIONAL_BODY]: true,
    response: { 200: OrderDetail, 202: AcceptanceCodeSentSchema, ...refused },
    // the body is optional: a call without one (as before the acceptance code) is an empty one
    preValidation: async (request) => {
      request.body ??= {};
    },
    handler: async (request, reply) => {
      const { id } = request.params;
      const user = currentUser(request);
      const answer = await orders.finalizeSelections(user, id, request.ip, request.body?.code);
      if ('code_required' in answer) return reply.code(202).send(answer);
      return answer;
    },
  });

  signedIn.post('/orders/:id/customer-reject/', {
    summary:
      'The customer rejects the order or its quote with a reason (pending_pricing, waiting_customer_approval)',
    params: OrderIdParams,
    body: RejectBody,
    response: { 200: OrderDetail, ...refused },
    handler: async (request) =>
      orders.customerReject(currentUser(request), request.params.id, request.body.rejection_reason),
  });

  signedIn.delete('/orders/:id/customer-remove-item/:itemId/', {
    summary: 'The customer removes an item; the last one needs reject_entire_order and a reason',
    params: OrderItemParams,
    body: CustomerRemoveItemBody,
    response: { 200: OrderDetail, ...refused },
    handler: async (request) =>
      orders.customerRemoveItem(
        currentUser(request),
        request.params.id,
        request.params.itemId,
        request.body ?? {},
      ),
  });
};

export default ordersRoutes;
