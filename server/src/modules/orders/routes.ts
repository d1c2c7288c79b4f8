// Orders endpoints of spec 000 §7: create (customer), the caller's own list, one order.
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { errorResponses } from '../../lib/schemas';
import { CreateOrderBody, OrderDetail, OrderIdParams, OrdersListQuery, OrdersListResponse } from './schemas';

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
        response: { 201: OrderDetail, ...errorResponses(400, 401, 403) },
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
};

export default ordersRoutes;
