// The staff's moves of an order (spec 001 §7, spec README table): pricing, removing an item, verifying the
// payment, completing, cancelling, changing the invoice type. Each move authorizes itself (authorizeMove):
// callers the table does not list get 403, a status it does not allow 409.
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { currentUser } from '../../../lib/current-user';
import { declareRoutes } from '../../../lib/declare-routes';
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

const staffMoveRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const { orders } = app.services;
  const refused = errorResponses(400, 401, 403, 404, 409);
  const signedIn = declareRoutes(app, ['orders'], { onRequest: app.authenticate });

  signedIn.post('/orders/:id/update-multiple-pricing/', {
    summary: 'Staff price the active items with 1–10 payment terms each; the quote goes to the customer',
    params: OrderIdParams,
    body: UpdatePricingBody,
    response: { 200: OrderDetail, ...refused },
    handler: async (request) =>
      orders.updateMultiplePricing(currentUser(request), request.params.id, request.body),
  });

  signedIn.post('/admin/orders/:id/payment-receipts/:receiptId/review/', {
    summary: 'Staff verify one receipt (confirming or correcting its amount) or reject it with a reason',
    params: ReceiptParams,
    body: ReviewReceiptBody,
    response: { 200: OrderDetail, ...refused },
    handler: async (request) =>
      orders.reviewReceipt(currentUser(request), request.params.id, request.params.receiptId, request.body),
  });

  signedIn.delete('/orders/:id/remove-item/:itemId/', {
    summary: 'Staff remove an item from the quote (pending_pricing, waiting_customer_approval)',
    params: OrderItemParams,
    response: { 200: OrderDetail, ...refused },
    handler: async (request) =>
      orders.removeItem(currentUser(request), request.params.id, request.params.itemId),
  });

  signedIn.post('/orders/:id/verify-payment/', {
    summary: 'Staff approve (completed) or reject (back to confirmed) the uploaded payment',
    params: OrderIdParams,
    body: VerifyPaymentBody,
    response: { 200: OrderDetail, ...refused },
    handler: async (request) => orders.verifyPayment(currentUser(request), request.params.id, request.body),
  });

  signedIn.post('/orders/:id/complete/', {
    summary: 'Staff complete a confirmed order paid outside the system',
    params: OrderIdParams,
    response: { 200: OrderDetail, ...refused },
    handler: async (request) => orders.complete(currentUser(request), request.params.id),
  });

  signedIn.post('/orders/:id/cancel/', {
    summary: 'Staff cancel an order (any status but completed) with a reason',
    params: OrderIdParams,
    body: CancelBody,
    response: { 200: OrderDetail, ...refused },
    handler: async (request) => orders.cancel(currentUser(request), request.params.id, request.body.reason),
  });

  signedIn.post('/orders/:id/update-business-invoice-type/', {
    summary: 'Staff change the invoice type (not when completed or cancelled); totals follow',
    params: OrderIdParams,
    body: InvoiceTypeBody,
    response: { 200: Type.Object({ message: Type.String(), order: OrderDetail }), ...refused },
    handler: async (request) =>
      orders.updateInvoiceType(currentUser(request), request.params.id, request.body.business_invoice_type),
  });
};

export default staffMoveRoutes;
