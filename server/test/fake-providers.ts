// Real local stand-ins for the delivery providers: an SMTP server (smtp-server) and an HTTP server answering
// like Kavenegar's REST API. Both listen on 127.0.0.1 with a free port and can be switched "down".
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';
import type { Mailer, SmsSender } from '../src/modules/notifications/transports';

const concat = (parts: Buffer[]) => Buffer.concat(parts.map((b) => new Uint8Array(b)));

export interface ReceivedMail {
  to: string[];
  subject: string;
  text: string;
}

/** RFC 2047 encoded words; adjacent words are joined before decoding (a character may span two). */
function decodeWords(value: string): string {
  const joined = value.replace(/\?=\s+=\?/g, '?==?');
  return joined.replace(/(=\?utf-8\?[bq]\?[^?]*\?=)+/gi, (run) => {
    const parts: Buffer[] = [];
    for (const m of run.matchAll(/=\?utf-8\?([bq])\?([^?]*)\?=/gi))
      parts.push(
        m[1].toLowerCase() === 'b'
          ? Buffer.from(m[2], 'base64')
          : Buffer.from(decodeQp(m[2].replace(/_/g, ' ')), 'utf8'),
      );
    return concat(parts).toString('utf8');
  });
}

function decodeQp(value: string): string {
  const cleaned = value.replace(/=\r?\n/g, '');
  const bytes: number[] = [];
  for (let i = 0; i < cleaned.length; i++) {
    if (cleaned[i] === '=' && /^[0-9A-F]{2}$/i.test(cleaned.slice(i + 1, i + 3))) {
      bytes.push(parseInt(cleaned.slice(i + 1, i + 3), 16));
      i += 2;
    } else bytes.push(...Buffer.from(cleaned[i], 'utf8'));
  }
  return Buffer.from(bytes).toString('utf8');
}

/** A single-part text message → subject and decoded text. */
export function parseMail(raw: string): { subject: string; text: string } {
  const split = raw.indexOf('\r\n\r\n');
  const head = raw.slice(0, split).replace(/\r\n[ \t]+/g, ' ');
  const body = raw.slice(split + 4);
  const header = (name: string) => new RegExp(`^${name}:\\s*(.*)$`, 'im').exec(head)?.[1]?.trim() ?? '';
  const encoding = header('Content-Transfer-Encoding').toLowerCase();
  const text =
    encoding === 'base64'
      ? Buffer.from(body.replace(/\s+/g, ''), 'base64').toString('utf8')
      : encoding === 'quoted-printable'
        ? decodeQp(body)
        : body;
  // the line break that ends the message's data is the transport's, not the text's (whether it is there depends on
  // the transfer encoding the sender picked)
  return { subject: decodeWords(header('Subject')), text: text.replace(/\r?\n$/, '') };
}

export async function startSmtpServer() {
  const received: ReceivedMail[] = [];
  let down = false;
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onConnect(_session, callback) {
      if (down) return callback(new Error('service not available'));
      callback();
    },
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (c: Buffer) => chunks.push(c));
      stream.on('end', () => {
        const parsed = parseMail(concat(chunks).toString('utf8'));
        received.push({ to: session.envelope.rcptTo.map((r) => r.address), ...parsed });
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const port = (server.server.address() as AddressInfo).port;
  return {
    port,
    received,
    setDown(value: boolean) {
      down = value;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

export interface ReceivedSms {
  path: string;
  receptor: string;
  message: string;
  sender: string | null;
  /** Kavenegar's localid field and the Idempotency-Key header: what the provider deduplicates on. */
  localid: string | null;
  key: string | null;
}

/** A local Kavenegar-like SMS provider; `delayMs` makes each answer slow, like a provider under load. */
export async function startSmsServer({ delayMs = 0 }: { delayMs?: number } = {}) {
  const received: ReceivedSms[] = [];
  let down = false;
  const server = http.createServer((req: http.IncomingMessage, res: http.ServerResponse) => {
    const chunks: Buffer[] = [];
    const stream = req as unknown as NodeJS.ReadableStream;
    stream.on('data', (c: Buffer) => chunks.push(c));
    stream.on('end', () => {
      if (down) {
        res.writeHead(503, { 'content-type': 'application/json' });
        res.end(JSON.stringify({ return: { status: 503, message: 'unavailable' } }));
        return;
      }
      const form = new URLSearchParams(concat(chunks).toString('utf8'));
      const answer = () => {
        res.writeHead(200, { 'content-type': 'application/json' });
        res.end(
          JSON.stringify({ return: { status: 200, message: 'تایید شد' }, entries: [{ messageid: 1 }] }),
        );
      };
      received.push({
        path: req.url ?? '',
        receptor: form.get('receptor') ?? '',
        message: form.get('message') ?? '',
        sender: form.get('sender'),
        localid: form.get('localid'),
        key: typeof req.headers['idempotency-key'] === 'string' ? req.headers['idempotency-key'] : null,
      });
      if (delayMs > 0) setTimeout(answer, delayMs);
      else answer();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const port = (server.address() as AddressInfo).port;
  return {
    url: `http://127.0.0.1:${port}`,
    received,
    setDown(value: boolean) {
      down = value;
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

export const codeIn = (text: string) => /(\d{6})/.exec(text)?.[1] ?? null;

/**
 * An in-process SMS provider for the worker's tests: every send is answered after `answerAfterMs` (a timer, so
 * fake timers drive it) or when the test releases it; a send with a key it already took is not delivered again
 * (a provider that honours idempotency keys), and `check` answers from what it took when `canCheck`.
 */
export function fakeSmsSender({
  answerAfterMs = 0,
  hold = false,
  canCheck = true,
}: { answerAfterMs?: number; hold?: boolean; canCheck?: boolean } = {}) {
  const delivered: { to: string; message: string; key: string }[] = [];
  const requests: { to: string; message: string; key: string; ref: number }[] = [];
  const held: (() => void)[] = [];
  let inFlight = 0;
  let maxInFlight = 0;
  const sender: SmsSender = {
    kind: 'kavenegar',
    async send(to, message, id) {
      requests.push({ to, message, ...id });
      inFlight += 1;
      maxInFlight = Math.max(maxInFlight, inFlight);
      try {
        if (hold) await new Promise<void>((resolve) => held.push(resolve));
        else if (answerAfterMs > 0) await new Promise((resolve) => setTimeout(resolve, answerAfterMs));
        // taken once per key, even when our side had given up waiting
        if (!delivered.some((d) => d.key === id.key)) delivered.push({ to, message, key: id.key });
      } finally {
        inFlight -= 1;
      }
    },
    check: canCheck
      ? async (id) => (delivered.some((d) => d.key === id.key) ? 'sent' : 'not_sent')
      : undefined,
  };
  return {
    sender,
    delivered,
    requests,
    inFlight: () => inFlight,
    maxInFlight: () => maxInFlight,
    /** Answers every send waiting on `hold`. */
    release: () => held.splice(0).forEach((resolve) => resolve()),
  };
}

/** An in-process mailer that records each message with its Message-ID key, and how many it sends at once. */
export function fakeMailer({ hold = false }: { hold?: boolean } = {}) {
  const sent: { to: string; subject: string; key: string }[] = [];
  const held: (() => void)[] = [];
  let inFlight = 0;
  let maxInFlight = 0;
  const mailer: Mailer = {
    kind: 'smtp',
    async send(message) {
      inFlight += 1;
      maxInFlight = Math.max(maxInFlight, inFlight);
      try {
        if (hold) await new Promise<void>((resolve) => held.push(resolve));
        sent.push({ to: message.to, subject: message.subject, key: message.key });
      } finally {
        inFlight -= 1;
      }
    },
    close: () => undefined,
  };
  return {
    mailer,
    sent,
    inFlight: () => inFlight,
    maxInFlight: () => maxInFlight,
    release: () => held.splice(0).forEach((resolve) => resolve()),
  };
}
