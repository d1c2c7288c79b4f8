import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { errorResponses } from '../../lib/schemas';
import {
  MessageResponse,
  ResetCompleteBody,
  ResetRequestBody,
  ResetVerifyBody,
  ResetVerifyResponse,
} from './schemas';

const accountsRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const { passwordReset } = app.services;
  const limits = app.config.rateLimit;
  const rateLimit = { max: limits.passwordResetPerIpMax, timeWindow: limits.ipWindowMs };

  app.post(
    '/auth/password-reset/request/',
    {
      config: { rateLimit },
      schema: {
        tags: ['auth'],
        summary:
          'Send a 6-digit recovery code by email and SMS (same answer whether or not the account exists)',
        body: ResetRequestBody,
        response: { 200: MessageResponse, ...errorResponses(400, 429) },
      },
    },
    async (request) => passwordReset.request(request.body.email),
  );

  app.post(
    '/auth/password-reset/verify/',
    {
      config: { rateLimit },
      schema: {
        tags: ['auth'],
        summary: 'Exchange a recovery code for a reset_token (single use, 15 minutes)',
        body: ResetVerifyBody,
        response: { 200: ResetVerifyResponse, ...errorResponses(400, 429) },
      },
    },
    async (request) => passwordReset.verify(request.body.email, request.body.otp, request.ip),
  );

  app.post(
    '/auth/password-reset/complete/',
    {
      config: { rateLimit },
      schema: {
        tags: ['auth'],
        summary: 'Set a new password with a reset_token; signs out every session of the account',
        body: ResetCompleteBody,
        response: { 200: MessageResponse, ...errorResponses(400, 429) },
      },
    },
    async (request) => passwordReset.complete(request.body),
  );
};

export default accountsRoutes;
