// One webhook request: a POST of the JSON body to the endpoint's URL through node:http(s), connecting only to an
// allowed address (address-guard.ts), cut off after the timeout, never following a redirect. Answers the status
// and the first characters of the answer, or why no answer came; it never throws.
import http from 'node:http';
import https from 'node:https';
import net from 'node:net';
import { WEBHOOK_RESPONSE_KEEP, WEBHOOK_SIGNATURE_HEADER } from '@sefaresh/shared-api/rules';
import { BlockedAddressError, guardedLookup, isBlockedAddress } from './address-guard';
import { DELIVERY_ERRORS } from './messages';

interface WebhookRequest {
  url: string;
  body: string;
  signature: string;
  eventId: string;
  type: string;
}

interface WebhookAnswer {
  ok: boolean;
  /** The receiver's HTTP status; null when no answer came. */
  status: number | null;
  /** The answer's first 500 characters, or why there was none. */
  text: string;
}

/** Bytes of an answer read at most (the rest is dropped). */
const READ_MAX = 16 * 1024;

/** The answer's status and first bytes; a redirect is recorded, never followed. */
async function readAnswer(res: http.IncomingMessage): Promise<WebhookAnswer> {
  const status = res.statusCode ?? 0;
  const chunks: Uint8Array[] = [];
  let size = 0;
  try {
    for await (const chunk of res as AsyncIterable<Uint8Array>) {
      chunks.push(chunk.subarray(0, READ_MAX - size));
      size += chunk.length;
      if (size >= READ_MAX) break;
    }
  } catch {
    // what came before the break-off is kept
  }
  res.destroy();
  const text = Buffer.concat(chunks).toString('utf8');
  if (status >= 300 && status < 400)
    return { ok: false, status, text: text || DELIVERY_ERRORS.redirect(res.headers.location ?? '') };
  return { ok: status >= 200 && status < 300, status, text };
}

const noAnswer = (text: string): WebhookAnswer => ({ ok: false, status: null, text });

export type WebhookSender = (request: WebhookRequest) => Promise<WebhookAnswer>;

export function createWebhookSender({
  allowPrivate,
  timeoutMs,
}: {
  allowPrivate: boolean;
  timeoutMs: number;
}): WebhookSender {
  const lookup = guardedLookup(allowPrivate);
  return (request) => {
    let url: URL;
    try {
      url = new URL(request.url);
    } catch {
      return Promise.resolve(noAnswer(DELIVERY_ERRORS.badUrl));
    }
    if (url.protocol !== 'http:' && url.protocol !== 'https:')
      return Promise.resolve(noAnswer(DELIVERY_ERRORS.badUrl));
    // an address written in the URL is connected to without a lookup: check it here
    const literal = url.hostname.replace(/^\[(.*)\]$/, '$1');
    if (net.isIP(literal) && !allowPrivate && isBlockedAddress(literal))
      return Promise.resolve(noAnswer(DELIVERY_ERRORS.blocked(literal)));
    return new Promise<WebhookAnswer>((resolve) => {
      let settled = false;
      const timer = setTimeout(() => {
        req.destroy();
        fail(DELIVERY_ERRORS.timeout(timeoutMs));
      }, timeoutMs);
      const done = (answer: WebhookAnswer) => {
        if (settled) return;
        settled = true;
        clearTimeout(timer);
        resolve({ ...answer, text: Array.from(answer.text).slice(0, WEBHOOK_RESPONSE_KEEP).join('') });
      };
      const fail = (text: string) => done(noAnswer(text));
      const requestOf = url.protocol === 'https:' ? https.request : http.request;
      const req = requestOf(
        url,
        {
          method: 'POST',
          lookup,
          agent: false,
          headers: {
            'Content-Type': 'application/json; charset=utf-8',
            'Content-Length': Buffer.byteLength(request.body),
            'User-Agent': 'Sefaresh-Webhooks/1',
            [WEBHOOK_SIGNATURE_HEADER]: request.signature,
            'X-Sefaresh-Event': request.type,
            'X-Sefaresh-Event-Id': request.eventId,
          },
        },
        (res: http.IncomingMessage) => {
          void readAnswer(res).then(done);
        },
      );
      req.on('error', (err) =>
        fail(
          err instanceof BlockedAddressError
            ? DELIVERY_ERRORS.blocked(err.address)
            : (err.message || String(err)).slice(0, WEBHOOK_RESPONSE_KEEP),
        ),
      );
      req.end(request.body);
    });
  };
}
