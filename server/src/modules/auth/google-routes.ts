import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { errorResponses } from '../../lib/schemas';
import {
  GoogleCompleteProfileBody,
  GoogleConfigResponse,
  GoogleLoginBody,
  GoogleLoginResponse,
  LoginResponse,
} from './schemas';
import { currentUser } from '../../lib/current-user';

const googleRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const { google } = app.services;
  const limits = app.config.rateLimit;

  app.get(
    '/auth/google/config/',
    {
      schema: {
        tags: ['auth'],
        summary: 'Whether Google sign-in is on, and the client id for the Google button',
        response: { 200: GoogleConfigResponse },
      },
    },
    async () => ({ client_id: google.clientId }),
  );

  app.post(
    '/auth/google/',
    {
      config: { rateLimit: { max: limits.loginPerIpMax, timeWindow: limits.ipWindowMs } },
      schema: {
        tags: ['auth'],
        summary: 'Sign in (or sign up as a customer) with a Google ID token',
        body: GoogleLoginBody,
        response: { 200: GoogleLoginResponse, ...errorResponses(400, 401, 403, 404, 429, 503) },
      },
    },
    async (request) => google.login(request.body.credential),
  );

  app.post(
    '/auth/google/complete-profile/',
    {
      onRequest: app.authenticate,
      schema: {
        tags: ['auth'],
        summary:
          'Add the phone (and company) after a Google sign-in; answers the user and a fresh token pair',
        security: [{ bearerAuth: [] }],
        body: GoogleCompleteProfileBody,
        response: { 200: LoginResponse, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => {
      const token = /^Bearer\s+(\S+)$/i.exec(request.headers.authorization ?? '')?.[1] ?? '';
      const via = (await app.services.tokens.verifyAccess(token))?.via ?? null;
      return google.completeProfile(currentUser(request), via, request.body);
    },
  );
};

export default googleRoutes;
