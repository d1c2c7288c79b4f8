// GET /api/events/: a server-sent event stream of changes to the orders the signed-in user may view (issue 15
// item 4), so the screens update within a second of a transition made on any replica instead of polling. An
// `order` event carries {id, status}, or {id} alone for an order just taken from a dealer. The stream ends when
// the access token it was opened with expires (the client opens a new one with a fresh token, so a deactivated
// user stops hearing), and at shutdown, so the client moves to another replica.
import { PassThrough } from 'node:stream';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { errorResponses } from '../../lib/schemas';
import { createOrderEvents, eventFor, ORDER_EVENTS_CHANNEL } from './order-events';
import { currentUser } from '../../lib/current-user';

/** A comment line now and then keeps proxies and the browser from closing an idle stream. */
export const HEARTBEAT_MS = 25_000;
/** How long the client waits before opening a closed stream again (the SSE `retry` field). */
const RETRY_MS = 3_000;

const EventStream = Type.Unsafe<PassThrough>({
  type: 'string',
  description:
    'text/event-stream: `event: order` with `data: {"id": 12, "status": "confirmed"}` (or `{"id": 12}` when the ' +
    'order was taken from this dealer); comment lines as heartbeats',
});

const eventsRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const events = createOrderEvents();
  const open = new Set<PassThrough>();
  let unlisten = async () => undefined as void;
  app.addHook('onReady', async () => {
    unlisten = await app.database.listen(ORDER_EVENTS_CHANNEL, (payload) => events.publish(payload));
  });
  app.addHook('preClose', async () => {
    await unlisten();
    for (const stream of open) stream.end();
  });

  app.get(
    '/events/',
    {
      onRequest: app.authenticate,
      config: { rateLimit: false },
      schema: {
        tags: ['events'],
        summary: 'Server-sent events: changes to the orders the signed-in user may view (Bearer header)',
        security: [{ bearerAuth: [] }],
        produces: ['text/event-stream'],
        response: { 200: EventStream, ...errorResponses(401) },
      },
    },
    async (request, reply) => {
      const user = currentUser(request);
      const stream = new PassThrough();
      open.add(stream);
      stream.write(`retry: ${RETRY_MS}\n: connected\n\n`);
      const unsubscribe = events.subscribe((change) => {
        const event = eventFor(user, change);
        if (event) stream.write(`event: order\ndata: ${JSON.stringify(event)}\n\n`);
      });
      const heartbeat = setInterval(() => stream.write(': ping\n\n'), HEARTBEAT_MS);
      const expiry = setTimeout(() => stream.end(), app.config.accessTokenTtlSeconds * 1000);
      stream.on('close', () => {
        clearInterval(heartbeat);
        clearTimeout(expiry);
        unsubscribe();
        open.delete(stream);
      });
      // a reader that goes away: nothing more to write
      reply.raw.once('close', () => stream.destroy());
      return reply
        .header('content-type', 'text/event-stream; charset=utf-8')
        .header('cache-control', 'no-store')
        .header('x-accel-buffering', 'no') // nginx passes it unbuffered
        .send(stream);
    },
  );
};

export default eventsRoutes;
