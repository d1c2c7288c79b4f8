// The staff's moves of an order (spec 001 §7, spec README table): pricing, removing an item, verifying the
// payment, completing, cancelling, changing the invoice type. Each move authorizes itself (authorizeMove):
// callers the table does not list get 403, a status it does not allow 409.
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { currentUser } from '../../../lib/current-user';
import { errorResponses } from '../../../lib/schemas';
import {
  CancelBody,
  InvoiceTypeBody,
  OrderDetail,
  OrderIdParams,
  OrderItemParams,
  UpdatePricingBody,
  VerifyPaymentBody,
} from '../schemas';
import { ReceiptParams, ReviewReceiptBody } from '../../payments/schemas';

const security = [{ bearerAuth: [] }];

const staffMoveRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const { orders } = app.services;
  const refused = errorResponses(400, 401, 403, 404, 409);
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
      const user = currentUser(request);
      return orders.updateMultiplePricing(user, id, request.body);
    },
  );

  app.post(
    '/admin/orders/:id/payment-receipts/:receiptId/review/',
    {
      ...staffMove,
      schema: {
        tags: ['orders'],
        security,
        summary: 'Staff verify one receipt (confirming or correcting its amount) or reject it with a reason',
        params: ReceiptParams,
        body: ReviewReceiptBody,
        response: { 200: OrderDetail, ...refused },
      },
    },
    async (request) => {
      const { id, receiptId } = request.params;
      return orders.reviewReceipt(currentUser(request), id, receiptId, request.body);
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
      const user = currentUser(request);
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
      const user = currentUser(request);
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
      const user = currentUser(request);
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
      const user = currentUser(request);
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
      const user = currentUser(request);
      return orders.updateInvoiceType(user, id, request.body.business_invoice_type);
    },
  );
};

export default staffMoveRoutes;
