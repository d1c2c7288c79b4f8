import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { errorResponses } from '../../lib/schemas';
import {
  EmptyObject,
  LoginBody,
  LoginResponse,
  RefreshBody,
  RegisterBody,
  RegisterResponse,
  Tokens,
  VerifyBody,
} from './schemas';

const authRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const { auth } = app.services;
  const limits = app.config.rateLimit;

  app.post(
    '/auth/login/',
    {
      config: { rateLimit: { max: limits.loginPerIpMax, timeWindow: limits.ipWindowMs } },
      schema: {
        tags: ['auth'],
        summary: 'Sign in with email and password',
        body: LoginBody,
        response: { 200: LoginResponse, ...errorResponses(400, 401, 403, 429) },
      },
    },
    async (request) => auth.login(request.body.email, request.body.password, request.ip),
  );

  app.post(
    '/auth/register/',
    {
      config: { rateLimit: { max: limits.registerPerIpMax, timeWindow: limits.ipWindowMs } },
      schema: {
        tags: ['auth'],
        summary: 'Register a customer account',
        body: RegisterBody,
        response: { 201: RegisterResponse, ...errorResponses(400, 429) },
      },
    },
    async (request, reply) => reply.code(201).send(await auth.register(request.body)),
  );

  app.post(
    '/auth/token/refresh/',
    {
      config: { rateLimit: { max: limits.loginPerIpMax * 6, timeWindow: limits.ipWindowMs } },
      schema: {
        tags: ['auth'],
        summary: 'Exchange a refresh token for a new access token and a new (rotated) refresh token',
        body: RefreshBody,
        response: { 200: Tokens, ...errorResponses(400, 401, 429) },
      },
    },
    async (request) => auth.refresh(request.body.refresh),
  );

  app.post(
    '/auth/token/verify/',
    {
      schema: {
        tags: ['auth'],
        summary: 'Check an access token (valid, not expired, user active)',
        body: VerifyBody,
        response: { 200: EmptyObject, ...errorResponses(400, 401) },
      },
    },
    async (request) => {
      await auth.verify(request.body.token);
      return {};
    },
  );
};

export default authRoutes;
