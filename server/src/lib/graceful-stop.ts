// How a replica stops (app.close(), on SIGTERM from server.ts): at once it takes no new connections, so nginx sends
// new requests to the other replicas (a refused connect is retried whatever the method); the requests in flight
// finish while the workers stop; every answer from then on closes its connection (an answer without
// `Connection: close` would leave its keep-alive connection open, and the stop would wait on it for the keep-alive
// timeout). What the replica cannot serve any more (a new event stream) it refuses with the product's Persian 503,
// never Fastify's English one (return503OnClosing is off in app.ts).
import type { FastifyInstance } from 'fastify';
import { HttpError, SERVER_MESSAGES } from './errors';

/**
 * How long requests in flight and the notification sends under way may take to finish after SIGTERM (server.ts)
 * before the process exits anyway: a send's timeout and 2 s more (17 s with the default NOTIFY_SEND_TIMEOUT, so a
 * send under way ends by itself), at least 15 s and at most 18 s, within the systemd unit's TimeoutStopSec (20 s):
 * the replica exits by itself rather than being killed. A send cut short is sent again under its provider key.
 */
export const closeGraceMs = (sendTimeoutMs: number): number =>
  Math.min(18_000, Math.max(15_000, sendTimeoutMs + 2_000));

declare module 'fastify' {
  interface FastifyInstance {
    /** Whether the app has begun to stop (app.close() was called). */
    stopping(): boolean;
  }
}

/** The answer to a request the stopping replica will not take on; nginx retries a GET on another replica. */
export function refusedWhileStopping(): HttpError {
  const error = new HttpError(503, SERVER_MESSAGES.replicaStopping);
  error.retryAfterSeconds = 1;
  return error;
}

/** Registered first in buildApp, so its preClose hook runs before the others (which wait for the workers). */
export function stopGracefully(app: FastifyInstance): void {
  let stopping = false;
  app.decorate('stopping', () => stopping);
  app.addHook('preClose', async () => {
    stopping = true;
    // no new connections, idle keep-alive ones closed now; Fastify's own close() waits for the busy ones after
    if (app.server.listening) app.server.close();
  });
  app.addHook('onSend', async (_request, reply) => {
    if (stopping) reply.header('Connection', 'close');
  });
  // an answer whose headers went out before the stop (an event stream) closes its connection when it ends
  app.addHook('onResponse', async (request) => {
    const socket = request.raw.socket as NodeJS.Socket | undefined; // absent in app.inject()
    if (stopping && socket && 'destroyed' in socket && !socket.destroyed) socket.end();
  });
}
