// For tests of the areas: a real HTTP server on loopback standing in for the API, so a page talks to it through
// the real shared-api client (ky, refresh, ApiError mapping) exactly as in the browser. Imported by tests only.
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { configureApi } from '@sefaresh/shared-api/core';

export interface ApiCall {
  method: string;
  /** Path below /api/, e.g. 'auth/login/'. */
  path: string;
  body: unknown;
  /** The request's authorization header. */
  authorization?: string;
}
export interface ApiReply {
  status: number;
  /** Sent as JSON. */
  body?: unknown;
  /** Sent as it is instead of `body`, e.g. a proxy's HTML error page. */
  text?: string;
  contentType?: string;
  /** Served as a text/event-stream kept open: what the test sends on the feed reaches the reader. */
  feed?: EventFeed;
}
type Responder = (call: ApiCall) => ApiReply | Promise<ApiReply>;

export interface TestApi {
  /** Every request received, in order. */
  calls: ApiCall[];
  /** The authorization header of each request, in the same order. */
  authorizations: (string | undefined)[];
  /** What `METHOD path` answers from now on, e.g. on('POST auth/login/', {status: 200, body}). */
  on(route: string, reply: ApiReply | Responder): void;
  /** What a request no `on` route matches answers (default: 404). */
  otherwise(reply: ApiReply | Responder): void;
  close(): Promise<void>;
}

function readBody(req: IncomingMessage): Promise<unknown> {
  return new Promise((resolve, reject) => {
    let text = '';
    req.setEncoding('utf8');
    req.on('data', (chunk: string) => (text += chunk));
    req.on('error', reject);
    req.on('end', () => {
      try {
        resolve(text ? JSON.parse(text) : undefined);
      } catch {
        resolve(text);
      }
    });
  });
}

/** Starts the server and points the shared-api client at it. */
export async function startTestApi(): Promise<TestApi> {
  const routes = new Map<string, Responder>();
  let fallback: Responder = () => ({ status: 404, body: { error: 'یافت نشد' } });
  const calls: ApiCall[] = [];
  const authorizations: (string | undefined)[] = [];
  const server = createServer(async (req, res) => {
    // jsdom's XMLHttpRequest (uploads with progress) applies CORS: the page's origin is not this server's.
    res.setHeader('access-control-allow-origin', '*');
    if (req.method === 'OPTIONS') {
      res.writeHead(204, {
        'access-control-allow-methods': 'GET, POST, PUT, PATCH, DELETE',
        'access-control-allow-headers': req.headers['access-control-request-headers'] ?? '*',
      });
      res.end();
      return;
    }
    const path = (req.url ?? '').replace(/^\/api\//, '');
    const authorization = req.headers.authorization;
    const call: ApiCall = { method: req.method ?? 'GET', path, body: await readBody(req), authorization };
    calls.push(call);
    authorizations.push(authorization);
    const reply = await (routes.get(`${call.method} ${path}`) ?? fallback)(call);
    if (reply.feed) {
      res.writeHead(reply.status, { 'content-type': 'text/event-stream', 'cache-control': 'no-store' });
      reply.feed.attach(res);
      return;
    }
    res.writeHead(reply.status, { 'content-type': reply.contentType ?? 'application/json; charset=utf-8' });
    res.end(reply.text ?? (reply.body === undefined ? '' : JSON.stringify(reply.body)));
  });
  // No idle time-out on kept-alive sockets: on a slow machine the client may reuse a socket just as the server
  // closes it after Node's default 5 s, and that request is then never answered. close() ends them all.
  server.keepAliveTimeout = 0;
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  configureApi({ baseUrl: `http://127.0.0.1:${port}/api/` });
  return {
    calls,
    authorizations,
    on(route, reply) {
      routes.set(route, typeof reply === 'function' ? reply : () => reply);
    },
    otherwise(reply) {
      fallback = typeof reply === 'function' ? reply : () => reply;
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

/** An address where nothing listens: requests to it fail as a network error. */
export async function unreachableBaseUrl(): Promise<string> {
  const probe = createServer();
  await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
  const { port } = probe.address() as AddressInfo;
  await new Promise<void>((resolve) => probe.close(() => resolve()));
  return `http://127.0.0.1:${port}/api/`;
}

/** Server-sent events for the test API (`on('GET events/', { status: 200, feed })`). */
export interface EventFeed {
  /** Sends `event` with `data` as JSON to every open stream. */
  send(event: string, data: unknown): void;
  /** Ends every open stream, as the server does when the token it was opened with expires. */
  end(): void;
  /** How many streams are open now. */
  readonly open: number;
  attach(res: ServerResponse): void;
}

export function eventFeed(): EventFeed {
  const streams = new Set<ServerResponse>();
  return {
    send(event, data) {
      for (const res of streams) res.write(`event: ${event}\ndata: ${JSON.stringify(data)}\n\n`);
    },
    end() {
      for (const res of streams) res.end();
      streams.clear();
    },
    get open() {
      return streams.size;
    },
    attach(res) {
      streams.add(res);
      res.write(': connected\n\n');
      res.once('close', () => streams.delete(res));
    },
  };
}
