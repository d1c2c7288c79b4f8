// API key management (super admins only, the superuserOnly scope of app.ts; staff 403): list, create (the key answered once), revoke.
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { currentUser } from '../../lib/current-user';
import { errorResponses } from '../../lib/schemas';
import { declareRoutes } from '../../lib/declare-routes';
import { ApiKeyIdParams, ApiKeysResponse, CreateApiKeyBody, CreatedApiKey, RevokedApiKey } from './schemas';

const apiKeyRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const { apiKeys } = app.services;
  const superuser = declareRoutes(app, ['admin']);

  superuser.get('/admin/api-keys/', {
    summary: 'The API keys, revoked ones too, oldest first (never the keys themselves)',
    response: { 200: ApiKeysResponse, ...errorResponses(401, 403) },
    handler: async () => apiKeys.list(),
  });

  superuser.post('/admin/api-keys/', {
    summary: 'Create a read-only key with scopes; the answer carries the key once',
    body: CreateApiKeyBody,
    response: { 201: CreatedApiKey, ...errorResponses(400, 401, 403) },
    handler: async (request, reply) => {
      const actor = currentUser(request);
      return reply.code(201).send(await apiKeys.create(actor, request.body));
    },
  });

  superuser.post('/admin/api-keys/:id/revoke/', {
    summary: 'Revoke a key: its next request answers 401',
    params: ApiKeyIdParams,
    response: { 200: RevokedApiKey, ...errorResponses(400, 401, 403, 404, 409) },
    handler: async (request) => apiKeys.revoke(request.params.id),
  });
};

export default apiKeyRoutes;
