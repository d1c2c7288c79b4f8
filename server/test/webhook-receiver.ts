// A webhook receiver in the test process: node:http on 127.0.0.1 that keeps every request (headers and raw body)
// and answers what the test queued for the path (200 "ok" when nothing is queued).
import http from 'node:http';
import type { AddressInfo } from 'node:net';

export interface Received {
  path: string;
  headers: http.IncomingHttpHeaders;
  body: string;
}

export interface Answer {
  status: number;
  body?: string;
  headers?: Record<string, string>;
}

export async function startReceiver({ delayMs = 0 }: { delayMs?: number } = {}) {
  const received: Received[] = [];
  const queued = new Map<string, Answer[]>();
  const server = http.createServer((req: http.IncomingMessage, res: http.ServerResponse) => {
    let body = '';
    const stream = req as unknown as NodeJS.ReadableStream;
    stream.setEncoding('utf8');
    stream.on('data', (c: string) => (body += c));
    stream.on('end', () => {
      received.push({ path: req.url ?? '', headers: req.headers, body });
      const answer = queued.get(req.url ?? '')?.shift() ?? { status: 200, body: 'ok' };
      const reply = () => {
        res.writeHead(answer.status, { 'content-type': 'text/plain; charset=utf-8', ...answer.headers });
        res.end(answer.body ?? '');
      };
      // a slow receiver (the two-replica test): the answer comes after delayMs
      if (delayMs > 0) setTimeout(reply, delayMs);
      else reply();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: (path = '/hook') => `http://127.0.0.1:${port}${path}`,
    port,
    received,
    /** The next answers to requests on this path, in order. */
    answer: (path: string, ...answers: Answer[]) =>
      queued.set(path, [...(queued.get(path) ?? []), ...answers]),
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
