import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { errorResponses } from '../../lib/schemas';
import {
  ChangePasswordBody,
  ChangePasswordResponse,
  LogoutAllResponse,
  NotificationsHistoryResponse,
  OrdersSummaryResponse,
  ProfileResponse,
  ProfileUpdateBody,
} from './schemas';
import { currentUser } from '../../lib/current-user';
import { declareRoutes } from '../../lib/declare-routes';

const profileRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const { profile } = app.services;
  const limits = app.config.rateLimit;
  const signedIn = declareRoutes(app, ['profile'], { onRequest: app.authenticate });

  signedIn.get('/profile/me/', {
    summary: "The signed-in user's profile with order statistics",
    response: { 200: ProfileResponse, ...errorResponses(401) },
    handler: async (request) => profile.me(currentUser(request)),
  });

  signedIn.put('/profile/update/', {
    summary: 'Change name, phone and company name (email and roles cannot be changed here)',
    body: ProfileUpdateBody,
    response: { 200: ProfileResponse, ...errorResponses(400, 401) },
    handler: async (request) => profile.update(currentUser(request), request.body),
  });

  signedIn.get('/profile/orders-summary/', {
    summary: 'Order counters and the 10 most recent orders',
    response: { 200: OrdersSummaryResponse, ...errorResponses(401) },
    handler: async (request) => profile.ordersSummary(currentUser(request)),
  });

  signedIn.get('/profile/notifications-history/', {
    summary: 'The 10 newest email and SMS notifications (every attempt, successful or not) and the counts',
    response: { 200: NotificationsHistoryResponse, ...errorResponses(401) },
    handler: async (request) => profile.notificationsHistory(currentUser(request)),
  });

  signedIn.post('/profile/change-password/', {
    summary:
      'Change the password: revokes every refresh token of the user and answers a fresh token pair for this client',
    body: ChangePasswordBody,
    response: { 200: ChangePasswordResponse, ...errorResponses(400, 401, 429) },
    config: { rateLimit: { max: limits.loginPerIpMax, timeWindow: limits.ipWindowMs } },
    handler: async (request) => profile.changePassword(currentUser(request), request.body),
  });

  signedIn.post('/profile/logout-all/', {
    summary: 'Revoke every refresh token of the user (access tokens expire on their own within 15 minutes)',
    response: { 200: LogoutAllResponse, ...errorResponses(401) },
    handler: async (request) => profile.logoutAll(currentUser(request)),
  });
};

export default profileRoutes;
