// Orders endpoints of spec 000 §7 and spec 001 §7: create (customer), the caller's own list, one order, and
// every move of the transition table (spec README): the customer's and the staff's.
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { errorResponses } from '../../../lib/schemas';
import {
  CancelBody,
  CreateOrderBody,
  CustomerRemoveItemBody,
  InvoiceTypeBody,
  OrderDetail,
  OrderIdParams,
  OrderItemParams,
  OrdersListQuery,
  OrdersListResponse,
  RejectBody,
  SelectOptionBody,
  UpdatePricingBody,
  VerifyPaymentBody,
} from '../schemas';

const security = [{ bearerAuth: [] }];

const ordersRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const { orders } = app.services;

  app.post(
    '/orders/',
    {
      onRequest: app.authenticate,
      schema: {
        tags: ['orders'],
        summary: 'Submit a new order (pending_pricing); customers only, staff get 403',
        security,
        body: CreateOrderBody,
        response: { 201: OrderDetail, ...errorResponses(400, 401, 403, 429) },
      },
    },
    async (request, reply) => {
      const order = await orders.create(request.user!, request.body);
      return reply.code(201).send(order);
    },
  );

  app.get(
    '/orders/',
    {
      onRequest: app.authenticate,
      schema: {
        tags: ['orders'],
        summary: "The caller's own orders of one dashboard tab, newest first, 12 a page, with the tab counts",
        security,
        querystring: OrdersListQuery,
        response: { 200: OrdersListResponse, ...errorResponses(400, 401) },
      },
    },
    async (request) => orders.listOwn(request.user!, request.query),
  );

  app.get(
    '/orders/:id/',
    {
      onRequest: app.authenticate,
      schema: {
        tags: ['orders'],
        summary: 'One order with its items and pricing options (its customer, staff, the assigned dealer)',
        security,
        params: OrderIdParams,
        response: { 200: OrderDetail, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => orders.getForUser(request.user!, request.params.id),
  );

  // Every move below is authorized by the move itself (authorizeMove): 403 for a caller whose roles on the order
  // the table does not list, 409 for a status it does not allow.
  const customerMove = {
    onRequest: app.authenticate,
    schema: { tags: ['orders'], security },
  } as const;
  const refused = errorResponses(400, 401, 403, 404, 409);

  app.post(
    '/orders/:id/customer-select-option/',
    {
      ...customerMove,
      schema: {
        ...customerMove.schema,
        summary: 'The customer chooses one pricing option of an item (waiting_customer_approval)',
        params: OrderIdParams,
        body: SelectOptionBody,
        response: { 200: OrderDetail, ...refused },
      },
    },
    async (request) => {
      const { id } = request.params;
      const user = request.user!;
      return orders.selectOption(user, id, request.body);
    },
  );

  app.post(
    '/orders/:id/finalize-selections/',
    {
      ...customerMove,
      schema: {
        ...customerMove.schema,
        summary: 'The customer confirms the chosen options: confirmed, totals fixed, pre-invoice issued',
        params: OrderIdParams,
        response: { 200: OrderDetail, ...refused },
      },
    },
    async (request) => {
      const { id } = request.params;
      const user = request.user!;
      return orders.finalizeSelections(user, id);
    },
  );

  app.post(
    '/orders/:id/customer-reject/',
    {
      ...customerMove,
      schema: {
        ...customerMove.schema,
        summary:
          'The customer rejects the order or its quote with a reason (pending_pricing, waiting_customer_approval)',
        params: OrderIdParams,
        body: RejectBody,
        response: { 200: OrderDetail, ...refused },
      },
    },
    async (request) => {
      const { id } = request.params;
      const user = request.user!;
      return orders.customerReject(user, id, request.body.rejection_reason);
    },
  );

  app.delete(
    '/orders/:id/customer-remove-item/:itemId/',
    {
      ...customerMove,
      schema: {
        ...customerMove.schema,
        summary: 'The customer removes an item; the last one needs reject_entire_order and a reason',
        params: OrderItemParams,
        body: CustomerRemoveItemBody,
        response: { 200: OrderDetail, ...refused },
      },
    },
    async (request) => {
      const { id, itemId } = request.params;
      const user = request.user!;
      return orders.customerRemoveItem(user, id, itemId, request.body ?? {});
    },
  );

  const staffMove = { onRequest: app.authenticate } as const;
  const staffSchema = (summary: string) => ({ tags: ['orders'], security, summary, params: OrderIdParams });

  app.post(
    '/orders/:id/update-multiple-pricing/',
    {
      ...staffMove,
      schema: {
        ...staffSchema(
          'Staff price the active items with 1–10 payment terms each; the quote goes to the customer',
        ),
        body: UpdatePricingBody,
        response: { 200: OrderDetail, ...refused },
      },
    },
    async (request) => {
      const { id } = request.params;
      const user = request.user!;
      return orders.updateMultiplePricing(user, id, request.body);
    },
  );

  app.delete(
    '/orders/:id/remove-item/:itemId/',
    {
      ...staffMove,
      schema: {
        ...staffSchema('Staff remove an item from the quote (pending_pricing, waiting_customer_approval)'),
        params: OrderItemParams,
        response: { 200: OrderDetail, ...refused },
      },
    },
    async (request) => {
      const { id, itemId } = request.params;
      const user = request.user!;
      return orders.removeItem(user, id, itemId);
    },
  );

  app.post(
    '/orders/:id/verify-payment/',
    {
      ...staffMove,
      schema: {
        ...staffSchema('Staff approve (completed) or reject (back to confirmed) the uploaded payment'),
        body: VerifyPaymentBody,
        response: { 200: OrderDetail, ...refused },
      },
    },
    async (request) => {
      const { id } = request.params;
      const user = request.user!;
      return orders.verifyPayment(user, id, request.body);
    },
  );

  app.post(
    '/orders/:id/complete/',
    {
      ...staffMove,
      schema: {
        ...staffSchema('Staff complete a confirmed order paid outside the system'),
        response: { 200: OrderDetail, ...refused },
      },
    },
    async (request) => {
      const { id } = request.params;
      const user = request.user!;
      return orders.complete(user, id);
    },
  );

  app.post(
    '/orders/:id/cancel/',
    {
      ...staffMove,
      schema: {
        ...staffSchema('Staff cancel an order (any status but completed) with a reason'),
        body: CancelBody,
        response: { 200: OrderDetail, ...refused },
      },
    },
    async (request) => {
      const { id } = request.params;
      const user = request.user!;
      return orders.cancel(user, id, request.body.reason);
    },
  );

  app.post(
    '/orders/:id/update-business-invoice-type/',
    {
      ...staffMove,
      schema: {
        ...staffSchema('Staff change the invoice type (not when completed or cancelled); totals follow'),
        body: InvoiceTypeBody,
        response: { 200: Type.Object({ message: Type.String(), order: OrderDetail }), ...refused },
      },
    },
    async (request) => {
      const { id } = request.params;
      const user = request.user!;
      return orders.updateInvoiceType(user, id, request.body.business_invoice_type);
    },
  );
};

export default ordersRoutes;
