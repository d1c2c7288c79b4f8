// Proving the signed-in user's own email and phone (issue 30): every role, each for their own account only (the
// user comes from the access token, no id in the path). Rate-limited per client address as the recovery codes.
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { currentUser } from '../../lib/current-user';
import { errorResponses } from '../../lib/schemas';
import { declareRoutes } from '../../lib/declare-routes';
import { MessageResponse, VerifyCodeBody, VerifyCodeResponse } from './schemas';

const contactRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const { contacts } = app.services;
  const signedIn = declareRoutes(app, ['profile'], { onRequest: app.authenticate });
  const signedInAuth = declareRoutes(app, ['auth'], { onRequest: app.authenticate });
  const limits = app.config.rateLimit;
  const rateLimit = { max: limits.passwordResetPerIpMax, timeWindow: limits.ipWindowMs };

  signedInAuth.post('/auth/verify-email/', {
    summary: "Prove the account's email with the 6-digit code sent to it (at registration or on resend)",
    body: VerifyCodeBody,
    response: { 200: VerifyCodeResponse, ...errorResponses(400, 401, 409, 429) },
    config: { rateLimit },
    handler: async (request) => contacts.confirm(currentUser(request), 'email', request.body.code),
  });

  signedInAuth.post('/auth/verify-email/resend/', {
    summary: 'Send a new email verification code (at most one a minute)',
    response: { 200: MessageResponse, ...errorResponses(401, 409, 429) },
    config: { rateLimit },
    handler: async (request) => contacts.send(currentUser(request), 'email'),
  });

  signedIn.post('/profile/verify-phone/', {
    summary: "Send an SMS code to the profile's phone (at most one a minute)",
    response: { 200: MessageResponse, ...errorResponses(400, 401, 409, 429) },
    config: { rateLimit },
    handler: async (request) => contacts.send(currentUser(request), 'phone'),
  });

  signedIn.post('/profile/verify-phone/confirm/', {
    summary: "Prove the profile's phone with the SMS code; order SMS go to it from now on",
    body: VerifyCodeBody,
    response: { 200: VerifyCodeResponse, ...errorResponses(400, 401, 409, 429) },
    config: { rateLimit },
    handler: async (request) => contacts.confirm(currentUser(request), 'phone', request.body.code),
  });
};

export default contactRoutes;
