import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { ContactResponse, CsrfResponse, HealthResponse } from './schemas';

const CSRF_COOKIE = 'csrftoken';

const systemRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const { system } = app.services;

  app.get(
    '/health/',
    {
      config: { rateLimit: false },
      schema: {
        tags: ['system'],
        summary: 'Liveness and database check',
        response: { 200: HealthResponse, 503: HealthResponse },
      },
    },
    async (_request, reply) => {
      const result = await system.health();
      return reply.code(result.database === 'up' ? 200 : 503).send(result);
    },
  );

  // Who to call: the seller's name and phone of the configuration (the invoices' seller), for the screens'
  // quick-service and support buttons.
  app.get(
    '/contact/',
    {
      schema: {
        tags: ['system'],
        summary: "The seller's name and sales/support phone (public)",
        response: { 200: ContactResponse },
      },
    },
    async () => ({ name: app.config.seller.name, phone: app.config.seller.phone }),
  );

  // The API authenticates by the Authorization header only, never by cookie, so requests forged from another
  // site carry no credentials; the token is issued because the client asks for it at start-up (spec 002 §7).
  app.get(
    '/csrf/',
    {
      schema: {
        tags: ['system'],
        summary: 'Issue a CSRF token (also set as the csrftoken cookie)',
        response: { 200: CsrfResponse },
      },
    },
    async (request, reply) => {
      const existing = request.cookies[CSRF_COOKIE];
      const csrfToken = existing && /^[A-Za-z0-9_-]{43}$/.test(existing) ? existing : system.newCsrfToken();
      reply.setCookie(CSRF_COOKIE, csrfToken, {
        path: '/',
        sameSite: 'lax',
        secure: 'auto',
        httpOnly: false,
        maxAge: 365 * 86400,
      });
      return { csrfToken };
    },
  );
};

export default systemRoutes;
