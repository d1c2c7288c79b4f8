// Requests to nginx from a loopback address of the journey's own (127.0.0.x bound as the source address; nginx
// listens on 127.0.0.1), so the per-address counters of the other journeys at 127.0.0.1 are untouched.
import http from 'node:http';
import { BASE_URL } from './browser.mjs';

const target = new URL(BASE_URL);

/**
 * One request to nginx from the given source address; resolves with status, headers and the body as text.
 * @param {string} from
 * @param {{ method?: string, url?: string, headers?: Record<string, string>, body?: unknown }} [request]
 * @returns {Promise<{ status: number | undefined, headers: http.IncomingHttpHeaders, body: string }>}
 */
export function sendFrom(from, { method = 'POST', url = '/api/auth/login/', headers = {}, body } = {}) {
  const payload = body === undefined ? undefined : JSON.stringify(body);
  return new Promise((resolve, reject) => {
    const req = http.request(
      {
        host: target.hostname,
        port: target.port,
        localAddress: from,
        method,
        path: url,
        headers: {
          ...(payload
            ? { 'content-type': 'application/json', 'content-length': Buffer.byteLength(payload) }
            : {}),
          ...headers,
        },
      },
      (res) => {
        /** @type {Buffer[]} */
        const chunks = [];
        res.on('data', (c) => chunks.push(c));
        res.on('end', () =>
          resolve({
            status: res.statusCode,
            headers: res.headers,
            body: Buffer.concat(chunks.map((c) => new Uint8Array(c))).toString('utf8'),
          }),
        );
      },
    );
    req.on('error', reject);
    req.end(payload);
  });
}
