// The staff's failed notifications: the messages that could not be sent, with the reason, and
// their retry. Staff only: customers and dealers 403, anonymous 401.
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { errorResponses } from '../../lib/schemas';
import { FAILED_MAX_PAGE_SIZE } from './failed';
import { currentUser } from '../../lib/current-user';

const security = [{ bearerAuth: [] }];
const tags = ['admin'];

const FailedQuery = Type.Object({
  page: Type.Optional(Type.Integer({ minimum: 1, default: 1 })),
  page_size: Type.Optional(Type.Integer({ minimum: 1, maximum: FAILED_MAX_PAGE_SIZE })),
});
const FailedItem = Type.Object({
  id: Type.Integer(),
  channel: Type.Union([Type.Literal('email'), Type.Literal('sms')]),
  kind: Type.String({
    description: 'the notification type: password_reset, order_submitted, admin_message…',
  }),
  recipient: Type.String({ description: 'email address or phone number' }),
  subject: Type.String({ description: "the email's subject; empty for an SMS" }),
  text: Type.String({ description: 'the start of the message (a recovery code masked)' }),
  user_id: Type.Union([Type.Integer(), Type.Null()]),
  user_name: Type.Union([Type.String(), Type.Null()]),
  order_id: Type.Union([Type.Integer(), Type.Null()]),
  attempts: Type.Integer({ description: 'attempts made in the last round' }),
  last_error: Type.String({
    description: "the last failure's cause in Persian (the provider's own words stay in the server log)",
  }),
  created_at: Type.String({ format: 'date-time', description: 'when the message was queued' }),
  failed_at: Type.String({
    format: 'date-time',
    description: 'when the last attempt failed, or when a restore held it (newest first)',
  }),
  retryable: Type.Boolean({
    description: 'false for a message that carried a one-time code (the user asks for a new one)',
  }),
  held: Type.Boolean({
    description:
      'true for a message the old system had pending when a backup was restored: never sent until staff retry it (or discard it)',
  }),
});
const WaitingItem = Type.Object({
  channel: Type.Union([Type.Literal('email'), Type.Literal('sms')]),
  count: Type.Integer({ description: 'messages waiting for the hourly budget of this channel' }),
  reason: Type.String({ description: 'why they wait, in Persian' }),
  resumes_at: Type.String({ format: 'date-time', description: 'when the first of them is tried again' }),
});
const FailedResponse = Type.Object({
  count: Type.Integer(),
  page: Type.Integer(),
  page_size: Type.Integer(),
  total_pages: Type.Integer(),
  results: Type.Array(FailedItem),
  /** Not failed: held in the outbox by SMS_HOURLY_BUDGET / EMAIL_HOURLY_BUDGET until the hour ends. */
  waiting: Type.Array(WaitingItem),
});
const IdParams = Type.Object({ id: Type.Integer({ minimum: 1 }) });
const RetryResponse = Type.Object({ message: Type.String() });
const RetryAllResponse = Type.Object({ message: Type.String(), retried: Type.Integer() });

const adminNotificationRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const { failedNotifications: failed } = app.services;

  app.get(
    '/admin/notifications/failed/',
    {
      schema: {
        tags,
        summary:
          'Emails and SMS given up after every attempt failed and those held after a restore, newest first, with the reason; and those waiting for the hourly budget',
        security,
        querystring: FailedQuery,
        response: { 200: FailedResponse, ...errorResponses(400, 401, 403) },
      },
    },
    async (request) => failed.list(request.query),
  );

  app.post(
    '/admin/notifications/:id/retry/',
    {
      schema: {
        tags,
        summary: 'Puts one failed message back to be sent now (a new round of attempts); logged with who',
        security,
        params: IdParams,
        response: { 200: RetryResponse, ...errorResponses(400, 401, 403, 404, 409) },
      },
    },
    async (request) => failed.retry(currentUser(request), request.params.id),
  );

  app.post(
    '/admin/notifications/:id/discard/',
    {
      schema: {
        tags,
        summary: 'Discards one failed or held message: it is never sent; logged with who',
        security,
        params: IdParams,
        response: { 200: RetryResponse, ...errorResponses(400, 401, 403, 404, 409) },
      },
    },
    async (request) => failed.discard(currentUser(request), request.params.id),
  );

  app.post(
    '/admin/notifications/failed/retry/',
    {
      schema: {
        tags,
        summary:
          'Puts every failed message that may be sent again back to be sent now (not the held ones); logged with who',
        security,
        response: { 200: RetryAllResponse, ...errorResponses(401, 403) },
      },
    },
    async (request) => failed.retryAll(currentUser(request)),
  );
};

export default adminNotificationRoutes;
