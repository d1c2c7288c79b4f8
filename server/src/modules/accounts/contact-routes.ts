// Proving the signed-in user's own email and phone (issue 30): every role, each for their own account only (the
// user comes from the access token, no id in the path). Rate-limited per client address as the recovery codes.
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { currentUser } from '../../lib/current-user';
import { errorResponses } from '../../lib/schemas';
import { routeOptions } from '../../lib/route-options';
import { MessageResponse, VerifyCodeBody, VerifyCodeResponse } from './schemas';

const contactRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const { contacts } = app.services;
  const signedIn = routeOptions(['profile'], { onRequest: app.authenticate });
  const signedInAuth = routeOptions(['auth'], { onRequest: app.authenticate });
  const limits = app.config.rateLimit;
  const rateLimit = { max: limits.passwordResetPerIpMax, timeWindow: limits.ipWindowMs };

  app.post(
    '/auth/verify-email/',
    {
      config: { rateLimit },
      ...signedInAuth({
        summary: "Prove the account's email with the 6-digit code sent to it (at registration or on resend)",
        body: VerifyCodeBody,
        response: { 200: VerifyCodeResponse, ...errorResponses(400, 401, 409, 429) },
      }),
    },
    async (request) => contacts.confirm(currentUser(request), 'email', request.body.code),
  );

  app.post(
    '/auth/verify-email/resend/',
    {
      config: { rateLimit },
      ...signedInAuth({
        summary: 'Send a new email verification code (at most one a minute)',
        response: { 200: MessageResponse, ...errorResponses(401, 409, 429) },
      }),
    },
    async (request) => contacts.send(currentUser(request), 'email'),
  );

  app.post(
    '/profile/verify-phone/',
    {
      config: { rateLimit },
      ...signedIn({
        summary: "Send an SMS code to the profile's phone (at most one a minute)",
        response: { 200: MessageResponse, ...errorResponses(400, 401, 409, 429) },
      }),
    },
    async (request) => contacts.send(currentUser(request), 'phone'),
  );

  app.post(
    '/profile/verify-phone/confirm/',
    {
      config: { rateLimit },
      ...signedIn({
        summary: "Prove the profile's phone with the SMS code; order SMS go to it from now on",
        body: VerifyCodeBody,
        response: { 200: VerifyCodeResponse, ...errorResponses(400, 401, 409, 429) },
      }),
    },
    async (request) => contacts.confirm(currentUser(request), 'phone', request.body.code),
  );
};

export default contactRoutes;
