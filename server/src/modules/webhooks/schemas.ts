// Request and answer shapes of the webhooks (super admins).
import { Type } from 'typebox';
import { WEBHOOK_EVENTS, WEBHOOK_TEST_EVENT, WEBHOOK_URL_MAX } from '@sefaresh/shared-api/rules';
import { literalUnion } from '../../lib/schemas';

const EventType = literalUnion(WEBHOOK_EVENTS);
const Time = Type.String({ format: 'date-time' });
const TimeOrNull = Type.Union([Time, Type.Null()]);

const WebhookEndpointItem = Type.Object({
  id: Type.Integer(),
  url: Type.String(),
  events: Type.Array(EventType),
  active: Type.Boolean(),
  created_at: Time,
  updated_at: Time,
  failing_since: Type.Union([Time, Type.Null()], {
    description: 'since when its deliveries fail (null while the last attempt succeeded)',
  }),
  disabled_at: Type.Union([Time, Type.Null()], {
    description: 'when it was turned off for failing a whole day',
  }),
});

export const WebhookEndpointsResponse = Type.Array(WebhookEndpointItem);

export const CreateWebhookBody = Type.Object({
  url: Type.String({ maxLength: WEBHOOK_URL_MAX }),
  events: Type.Array(EventType, { maxItems: WEBHOOK_EVENTS.length * 2 }),
  active: Type.Optional(Type.Boolean()),
});

export const UpdateWebhookBody = Type.Partial(CreateWebhookBody);

export const WebhookWithSecret = Type.Intersect([
  WebhookEndpointItem,
  Type.Object({
    secret: Type.String({ description: 'the signing secret (whsec_…), shown only in this answer' }),
    message: Type.String(),
  }),
]);

export const WebhookWithMessage = Type.Intersect([
  WebhookEndpointItem,
  Type.Object({ message: Type.String() }),
]);

export const WebhookDeleted = Type.Object({ message: Type.String() });

const WebhookDeliveryItem = Type.Object({
  id: Type.Integer(),
  event_id: Type.String({ format: 'uuid' }),
  event_type: Type.Union([EventType, Type.Literal(WEBHOOK_TEST_EVENT)]),
  created_at: Time,
  state: literalUnion(['pending', 'delivered', 'failed'] as const, {
    description: 'pending: waiting for its (next) attempt; failed: given up after a day',
  }),
  attempts: Type.Integer(),
  last_attempt_at: TimeOrNull,
  next_attempt_at: TimeOrNull,
  status_code: Type.Union([Type.Integer(), Type.Null()], { description: "the receiver's HTTP status" }),
  response: Type.Union([Type.String(), Type.Null()], {
    description: "the answer's first 500 characters, or why no answer came",
  }),
});

export const WebhookDeliveriesResponse = Type.Object({
  count: Type.Integer(),
  next: Type.Union([Type.String(), Type.Null()]),
  previous: Type.Union([Type.String(), Type.Null()]),
  results: Type.Array(WebhookDeliveryItem),
});

export const WebhookDeliveryWithMessage = Type.Intersect([
  WebhookDeliveryItem,
  Type.Object({ message: Type.String() }),
]);

export const WebhookIdParams = Type.Object({ id: Type.Integer({ minimum: 1 }) });
export const WebhookDeliveryParams = Type.Object({
  id: Type.Integer({ minimum: 1 }),
  deliveryId: Type.Integer({ minimum: 1 }),
});
export const DeliveriesQuery = Type.Object({
  limit: Type.Optional(Type.Integer({ minimum: 1, maximum: 100, default: 20 })),
  offset: Type.Optional(Type.Integer({ minimum: 0, default: 0 })),
});
