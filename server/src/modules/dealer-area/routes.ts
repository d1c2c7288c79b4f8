// The dealer area's calls (spec 001 §7, spec README "Dealers, catalogue and people"): the assigned-order list,
// one assigned order, bulk commission figures, dashboard statistics, the dealer's commission records and their
// payout IBAN. Dealers read their own data; staff everything (optionally one dealer's); anyone else 403, anonymous
// 401. The payout IBAN is the dealer's own only (staff read and set it through admin/dealers/).
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { errorResponses } from '../../lib/schemas';
import { declareRoutes } from '../../lib/declare-routes';
import { IbanInput } from '../staff-people/dealer-schemas';
import { Type } from 'typebox';
import {
  AssignedOrdersQuery,
  AssignedOrdersResponse,
  CommissionBulkQuery,
  CommissionBulkResponse,
  DashboardStatsResponse,
  DealerIdQuery,
  DealerOrderDetail,
  DealerOrderParams,
  MyCommissionsQuery,
  MyCommissionsResponse,
} from './schemas';
import { currentUser } from '../../lib/current-user';

const dealerAreaRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const { dealerIban, dealerOrders, dealerStats } = app.services;
  const signedIn = declareRoutes(app, ['dealers'], { onRequest: app.authenticate });

  signedIn.get('/orders/my-assigned-orders/', {
    summary:
      "The calling dealer's assigned orders of one tab, newest first, 12 a page, with tab counts (staff: every assigned order, or dealer_id's)",
    querystring: AssignedOrdersQuery,
    response: { 200: AssignedOrdersResponse, ...errorResponses(400, 401, 403) },
    handler: async (request) => dealerOrders.assignedOrders(currentUser(request), request.query),
  });

  signedIn.get('/dealers/order/:id/', {
    summary:
      'One order in full as its assigned dealer sees it (404 for an order not assigned to the caller); staff any order',
    params: DealerOrderParams,
    response: { 200: DealerOrderDetail, ...errorResponses(400, 401, 403, 404) },
    handler: async (request) => dealerOrders.order(currentUser(request), request.params.id),
  });

  signedIn.get('/orders/dealer-commission-bulk/', {
    summary:
      'Commission fields of up to 50 orders (order_ids=1,2,3); orders not assigned to the caller are left out',
    querystring: CommissionBulkQuery,
    response: { 200: CommissionBulkResponse, ...errorResponses(400, 401, 403) },
    handler: async (request) => dealerOrders.commissionBulk(currentUser(request), request.query.order_ids),
  });

  signedIn.get('/orders/dealer-dashboard-stats/', {
    summary:
      "The dealer's dashboard: order counts, commission earned / paid / payable / projected, Persian-month sales (staff: dealer_id's, or every dealer)",
    querystring: DealerIdQuery,
    response: { 200: DashboardStatsResponse, ...errorResponses(400, 401, 403, 404) },
    handler: async (request) => dealerStats.dashboard(currentUser(request), request.query),
  });

  const BankAccount = Type.Object({
    dealer_iban: Type.Union([Type.String({ description: 'IR + 24 digits, compact' }), Type.Null()]),
  });
  signedIn.get('/dealers/my-bank-account/', {
    summary: "The calling dealer's payout IBAN (dealers only; others 403)",
    response: { 200: BankAccount, ...errorResponses(401, 403) },
    handler: async (request) => dealerIban.own(currentUser(request)),
  });
  signedIn.put('/dealers/my-bank-account/', {
    summary:
      "Sets or clears the calling dealer's payout IBAN (IR + 24 digits, mod 97; Persian 400 on dealer_iban)",
    body: Type.Object({
      dealer_iban: Type.Union([IbanInput, Type.Null()], {
        description: 'an empty string or null clears it',
      }),
    }),
    response: {
      200: Type.Object({ message: Type.String(), ...BankAccount.properties }),
      ...errorResponses(400, 401, 403),
    },
    handler: async (request) => dealerIban.setOwn(currentUser(request), request.body.dealer_iban),
  });

  signedIn.get('/dealers/my-commissions/', {
    summary:
      "The calling dealer's commission records, newest first, 20 a page (staff: every dealer's or dealer_id's)",
    querystring: MyCommissionsQuery,
    response: { 200: MyCommissionsResponse, ...errorResponses(400, 401, 403) },
    handler: async (request) => dealerStats.myCommissions(currentUser(request), request.query),
  });
};

export default dealerAreaRoutes;
