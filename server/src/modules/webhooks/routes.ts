// Webhooks (super admins only; staff 403): endpoints, their deliveries, a retry and a test event.
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { currentUser } from '../../lib/current-user';
import { errorResponses } from '../../lib/schemas';
import { routeOptions } from '../../lib/route-options';
import {
  CreateWebhookBody,
  DeliveriesQuery,
  UpdateWebhookBody,
  WebhookDeleted,
  WebhookDeliveriesResponse,
  WebhookDeliveryParams,
  WebhookDeliveryWithMessage,
  WebhookEndpointsResponse,
  WebhookIdParams,
  WebhookWithMessage,
  WebhookWithSecret,
} from './schemas';

const webhookRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const { webhooks } = app.services;
  const superuserOnly = routeOptions(['admin'], {
    onRequest: app.authenticate,
    preHandler: app.requireSuperuser,
  });

  app.get(
    '/admin/webhooks/',
    superuserOnly({
      summary: 'The webhook endpoints, oldest first (never their secrets)',
      response: { 200: WebhookEndpointsResponse, ...errorResponses(401, 403) },
    }),
    async () => webhooks.list(),
  );

  app.post(
    '/admin/webhooks/',
    superuserOnly({
      summary: 'Register an endpoint for some events; the answer carries its signing secret once',
      body: CreateWebhookBody,
      response: { 201: WebhookWithSecret, ...errorResponses(400, 401, 403) },
    }),
    async (request, reply) => reply.code(201).send(await webhooks.create(currentUser(request), request.body)),
  );

  app.patch(
    '/admin/webhooks/:id/',
    superuserOnly({
      summary: 'Change the URL, the events or whether it is on (turning it on clears its failing day)',
      params: WebhookIdParams,
      body: UpdateWebhookBody,
      response: { 200: WebhookWithMessage, ...errorResponses(400, 401, 403, 404) },
    }),
    async (request) => webhooks.update(request.params.id, request.body),
  );

  app.delete(
    '/admin/webhooks/:id/',
    superuserOnly({
      summary: 'Delete an endpoint with its deliveries',
      params: WebhookIdParams,
      response: { 200: WebhookDeleted, ...errorResponses(400, 401, 403, 404) },
    }),
    async (request) => webhooks.remove(request.params.id),
  );

  app.post(
    '/admin/webhooks/:id/rotate-secret/',
    superuserOnly({
      summary: 'A new signing secret, answered once; the old one signs nothing more',
      params: WebhookIdParams,
      response: { 200: WebhookWithSecret, ...errorResponses(400, 401, 403, 404) },
    }),
    async (request) => webhooks.rotate(request.params.id),
  );

  app.get(
    '/admin/webhooks/:id/deliveries/',
    superuserOnly({
      summary:
        "The endpoint's deliveries, newest first: event, time, HTTP status, attempts, the answer's start",
      params: WebhookIdParams,
      querystring: DeliveriesQuery,
      response: { 200: WebhookDeliveriesResponse, ...errorResponses(400, 401, 403, 404) },
    }),
    async (request) =>
      webhooks.deliveries(request.params.id, {
        limit: request.query.limit ?? 20,
        offset: request.query.offset ?? 0,
      }),
  );

  app.post(
    '/admin/webhooks/:id/deliveries/:deliveryId/retry/',
    superuserOnly({
      summary: 'Send an undelivered delivery again now',
      params: WebhookDeliveryParams,
      response: { 202: WebhookDeliveryWithMessage, ...errorResponses(400, 401, 403, 404, 409) },
    }),
    async (request, reply) =>
      reply.code(202).send(await webhooks.retry(request.params.id, request.params.deliveryId)),
  );

  app.post(
    '/admin/webhooks/:id/test/',
    superuserOnly({
      summary: 'Send a webhook.test event to this endpoint',
      params: WebhookIdParams,
      response: { 202: WebhookDeliveryWithMessage, ...errorResponses(400, 401, 403, 404, 409) },
    }),
    async (request, reply) => reply.code(202).send(await webhooks.test(request.params.id)),
  );
};

export default webhookRoutes;
