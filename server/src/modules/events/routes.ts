// GET /api/events/: a server-sent event stream of changes to the orders the signed-in user may view, so the
// screens update within a second of a transition made on any replica instead of polling. An `order` event
// carries {id, status}, or {id} alone for an order just taken from a dealer. The stream ends when the access token
// it was opened with expires (the client opens a new one with a fresh token), when the account changes in a way
// that matters (deactivated, a role changed, every session ended: open-streams.ts), when the user or the address
// opens one too many, and at shutdown, so the client moves to another replica.
import { PassThrough } from 'node:stream';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { errorResponses } from '../../lib/schemas';
import { createOrderEvents, eventFor, ORDER_EVENTS_CHANNEL } from './order-events';
import { currentUser } from '../../lib/current-user';
import { bearerToken } from '../../plugins/auth';
import type { EndReason } from './open-streams';
import { refusedWhileStopping } from '../../lib/graceful-stop';

/** A comment line now and then keeps proxies and the browser from closing an idle stream. */
export const HEARTBEAT_MS = 25_000;
/** How long the client waits before opening a closed stream again (the SSE `retry` field). */
const RETRY_MS = 3_000;
/**
 * ... and after its stream gave way to a newer one of the same user or address: a page in a fourth tab then
 * polls for a minute instead of closing another tab's stream every few seconds.
 */
export const DISPLACED_RETRY_MS = 60_000;

const EventStream = Type.Unsafe<PassThrough>({
  type: 'string',
  description:
    'text/event-stream: `event: order` with `data: {"id": 12, "status": "confirmed"}` (or `{"id": 12}` when the ' +
    'order was taken from this dealer); `event: resync` when changes may have been missed (reload); comment lines ' +
    'as heartbeats',
});

const eventsRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const events = createOrderEvents();
  const streams = app.services.openStreams;
  const recheck = async (userId: number) =>
    streams.recheck(userId, await app.services.users.findById(userId));
  const unsubscribeUsers = app.services.userCache.subscribe((userId) => {
    const ids = userId === undefined ? streams.userIds() : [userId];
    for (const id of ids) recheck(id).catch((err) => app.log.error({ err }, 'event stream recheck failed'));
  });
  let unlisten = async () => undefined as void;
  app.addHook('onReady', async () => {
    unlisten = await app.database.listen(ORDER_EVENTS_CHANNEL, (payload) => events.publish(payload));
  });
  app.addHook('preClose', async () => {
    await unlisten();
    unsubscribeUsers();
    streams.endAll();
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
        response: { 200: EventStream, ...errorResponses(401, 503) },
      },
    },
    async (request, reply) => {
      // a stream opened now would hold the stopping replica open: the page opens it on another one
      if (app.stopping()) throw refusedWhileStopping();
      const user = currentUser(request);
      const token = bearerToken(request);
      const claims = token ? await app.services.tokens.verifyAccess(token) : null;
      const lifetimeMs = claims
        ? claims.expiresAtMs - app.services.clock().getTime()
        : app.config.accessTokenTtlSeconds * 1000;
      const stream = new PassThrough();
      const end = (reason: EndReason) => {
        if (reason === 'displaced') stream.write(`retry: ${DISPLACED_RETRY_MS}\n\n`);
        stream.end();
      };
      const remove = streams.add({ user, address: request.ip, end });
      stream.write(`retry: ${RETRY_MS}\n: connected\n\n`);
      const unsubscribe = events.subscribe((change) => {
        // the database listener came back (a PostgreSQL restart): the page reloads what it shows
        if (change === null) return void stream.write(`event: resync\ndata: {}\n\n`);
        const event = eventFor(user, change);
        if (event) stream.write(`event: order\ndata: ${JSON.stringify(event)}\n\n`);
      });
      const heartbeat = setInterval(() => stream.write(': ping\n\n'), HEARTBEAT_MS);
      const expiry = setTimeout(() => stream.end(), Math.max(0, lifetimeMs));
      stream.on('close', () => {
        clearInterval(heartbeat);
        clearTimeout(expiry);
        unsubscribe();
        remove();
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
