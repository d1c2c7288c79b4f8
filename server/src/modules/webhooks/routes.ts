// Webhooks (super admins only, the superuserOnly scope of app.ts; staff 403): endpoints, their deliveries, a retry and a test event.
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { currentUser } from '../../lib/current-user';
import { errorResponses } from '../../lib/schemas';
import { declareRoutes } from '../../lib/declare-routes';
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
  const superuser = declareRoutes(app, ['admin']);

  superuser.get('/admin/webhooks/', {
    summary: 'The webhook endpoints, oldest first (never their secrets)',
    response: { 200: WebhookEndpointsResponse, ...errorResponses(401, 403) },
    handler: async () => webhooks.list(),
  });

  superuser.post('/admin/webhooks/', {
    summary: 'Register an endpoint for some events; the answer carries its signing secret once',
    body: CreateWebhookBody,
    response: { 201: WebhookWithSecret, ...errorResponses(400, 401, 403) },
    handler: async (request, reply) =>
      reply.code(201).send(await webhooks.create(currentUser(request), request.body)),
  });

  superuser.patch('/admin/webhooks/:id/', {
    summary: 'Change the URL, the events or whether it is on (turning it on clears its failing day)',
    params: WebhookIdParams,
    body: UpdateWebhookBody,
    response: { 200: WebhookWithMessage, ...errorResponses(400, 401, 403, 404) },
    handler: async (request) => webhooks.update(request.params.id, request.body),
  });

  superuser.delete('/admin/webhooks/:id/', {
    summary: 'Delete an endpoint with its deliveries',
    params: WebhookIdParams,
    response: { 200: WebhookDeleted, ...errorResponses(400, 401, 403, 404) },
    handler: async (request) => webhooks.remove(request.params.id),
  });

  superuser.post('/admin/webhooks/:id/rotate-secret/', {
    summary: 'A new signing secret, answered once; the old one signs nothing more',
    params: WebhookIdParams,
    response: { 200: WebhookWithSecret, ...errorResponses(400, 401, 403, 404) },
    handler: async (request) => webhooks.rotate(request.params.id),
  });

  superuser.get('/admin/webhooks/:id/deliveries/', {
    summary:
      "The endpoint's deliveries, newest first: event, time, HTTP status, attempts, the answer's start",
    params: WebhookIdParams,
    querystring: DeliveriesQuery,
    response: { 200: WebhookDeliveriesResponse, ...errorResponses(400, 401, 403, 404) },
    handler: async (request) =>
      webhooks.deliveries(request.params.id, {
        limit: request.query.limit ?? 20,
        offset: request.query.offset ?? 0,
      }),
  });

  superuser.post('/admin/webhooks/:id/deliveries/:deliveryId/retry/', {
    summary: 'Send an undelivered delivery again now',
    params: WebhookDeliveryParams,
    response: { 202: WebhookDeliveryWithMessage, ...errorResponses(400, 401, 403, 404, 409) },
    handler: async (request, reply) =>
      reply.code(202).send(await webhooks.retry(request.params.id, request.params.deliveryId)),
  });

  superuser.post('/admin/webhooks/:id/test/', {
    summary: 'Send a webhook.test event to this endpoint',
    params: WebhookIdParams,
    response: { 202: WebhookDeliveryWithMessage, ...errorResponses(400, 401, 403, 404, 409) },
    handler: async (request, reply) => reply.code(202).send(await webhooks.test(request.params.id)),
  });
};

export default webhookRoutes;
