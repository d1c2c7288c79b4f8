// The admin customers calls (spec 002 §7 Customers). Staff read; only super admins create users,
// change activation and run the bulk actions (403 with a Persian message otherwise); customers and dealers 403.
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { errorResponses } from '../../lib/schemas';
import { declareRoutes } from '../../lib/declare-routes';
import {
  ActivationBody,
  BulkActionBody,
  BulkActionResponse,
  CreateUserBody,
  CustomerDetailsResponse,
  CustomerOrdersQuery,
  CustomerOrdersResponse,
  CustomersQuery,
  CustomersResponse,
  UserIdParams,
  UserMessageResponse,
} from './customer-schemas';
import { PEOPLE_TEXTS } from './messages';
import { currentUser } from '../../lib/current-user';

const customerAdminRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const { accountsAdmin: accounts, customerDetails: detail } = app.services;
  const staff = declareRoutes(app, ['people']);
  const superuserOnly = declareRoutes(app, ['people'], { preHandler: app.requireSuperuser });

  staff.get('/admin/customers/', {
    summary: 'Users with their figures: filters user_type, status, search; sorts; server paging (staff)',
    querystring: CustomersQuery,
    response: { 200: CustomersResponse, ...errorResponses(400, 401, 403) },
    handler: async (request) => app.services.peopleLists.customers(request.query),
  });

  superuserOnly.post('/admin/customers/', {
    summary: 'Creates a customer, a dealer (DLR- code) or an admin (super admins only)',
    body: CreateUserBody,
    response: { 201: UserMessageResponse, ...errorResponses(400, 401, 403) },
    handler: async (request, reply) => {
      const customer = await accounts.createUser(currentUser(request), request.body);
      const message = customer.is_staff
        ? PEOPLE_TEXTS.adminCreated
        : customer.is_dealer
          ? PEOPLE_TEXTS.dealerCreated
          : PEOPLE_TEXTS.customerCreated;
      return reply.code(201).send({ message, customer });
    },
  });

  superuserOnly.patch('/admin/customers/:id/', {
    summary:
      "Activates or deactivates any user (super admins; not oneself, never the last active super admin); deactivation revokes the user's sessions",
    params: UserIdParams,
    body: ActivationBody,
    response: { 200: UserMessageResponse, ...errorResponses(400, 401, 403, 404, 409) },
    handler: async (request) =>
      accounts.updateActivation(currentUser(request), request.params.id, request.body.is_active),
  });

  staff.get('/admin/customers/:id/details/', {
    summary: "A user's general info, purchase figures and newest orders (staff)",
    params: UserIdParams,
    response: { 200: CustomerDetailsResponse, ...errorResponses(400, 401, 403, 404) },
    handler: async (request) => detail.details(request.params.id),
  });

  staff.get('/admin/customers/:id/orders/', {
    summary: "A user's orders with their items, newest first; dealer_id keeps that dealer's (staff)",
    params: UserIdParams,
    querystring: CustomerOrdersQuery,
    response: { 200: CustomerOrdersResponse, ...errorResponses(400, 401, 403, 404) },
    handler: async (request) => detail.customerOrders(request.params.id, request.query.dealer_id),
  });

  superuserOnly.post('/admin/customers/bulk-action/', {
    summary:
      'Activates, deactivates (all or nothing) or emails (through the outbox) the selected users (super admins)',
    body: BulkActionBody,
    response: { 200: BulkActionResponse, ...errorResponses(400, 401, 403, 404, 409) },
    handler: async (request) => accounts.bulkAction(currentUser(request), request.body),
  });
};

export default customerAdminRoutes;
