// Request and answer shapes of the API key management (super admins).
import { Type } from 'typebox';
import { API_KEY_NAME_MAX, API_KEY_SCOPES } from '@sefaresh/shared-api/rules';
import { literalUnion } from '../../lib/schemas';

const Scope = literalUnion(API_KEY_SCOPES);

const ApiKeyItem = Type.Object({
  id: Type.Integer(),
  name: Type.String(),
  prefix: Type.String({ description: 'the first characters of the key (sk_ and 6 more)' }),
  scopes: Type.Array(Scope),
  created_by: Type.Integer(),
  created_at: Type.String({ format: 'date-time' }),
  last_used_at: Type.Union([Type.String({ format: 'date-time' }), Type.Null()]),
  revoked_at: Type.Union([Type.String({ format: 'date-time' }), Type.Null()]),
});

export const ApiKeysResponse = Type.Array(ApiKeyItem);

export const CreateApiKeyBody = Type.Object({
  name: Type.String({ maxLength: API_KEY_NAME_MAX }),
  scopes: Type.Array(Scope, { maxItems: API_KEY_SCOPES.length * 2 }),
});

export const CreatedApiKey = Type.Intersect([
  ApiKeyItem,
  Type.Object({
    key: Type.String({ description: 'the key itself, shown only in this answer (sk_…)' }),
    message: Type.String(),
  }),
]);

export const RevokedApiKey = Type.Intersect([ApiKeyItem, Type.Object({ message: Type.String() })]);

export const ApiKeyIdParams = Type.Object({ id: Type.Integer({ minimum: 1 }) });
