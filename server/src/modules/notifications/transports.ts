// Delivery channels behind small interfaces: email over SMTP (nodemailer) or to the log, SMS through a
// provider adapter (Kavenegar's REST API) or to the log. Each send throws on failure; the worker records it.
// Every send carries the message's idempotency key, as the provider can see it: the HTTP adapter as an
// Idempotency-Key header and Kavenegar's `localid` (the outbox row's number, which it deduplicates and can be
// asked about), the SMTP adapter as the Message-ID (<key@sender's domain>) that mail stores deduplicate on.
import type { Transporter } from 'nodemailer';
import type { MailConfig, SmsConfig } from '../../config';

/** Which message this is for the provider: the same for every attempt at it. */
export interface SendIdentity {
  /** The outbox row's idempotency key. */
  key: string;
  /** The outbox row's number (Kavenegar's numeric `localid`). */
  ref: number;
}

interface MailMessage extends SendIdentity {
  to: string;
  subject: string;
  text: string;
}

/** What a provider says of an earlier send whose answer never came: it has it, it has not, or it cannot tell. */
export type SendCheck = 'sent' | 'not_sent' | 'unknown';

export interface Mailer {
  readonly kind: 'smtp' | 'log';
  send(message: MailMessage): Promise<void>;
  close(): void;
}

export interface SmsSender {
  readonly kind: 'kavenegar' | 'log';
  send(to: string, message: string, id: SendIdentity): Promise<void>;
  /** Asks the provider about an earlier send (by its ref); absent when the provider cannot be asked. */
  check?(id: SendIdentity): Promise<SendCheck>;
}

/** The Message-ID of an email: its idempotency key at the sender's domain. */
export function messageIdOf(key: string, from: string): string {
  const domain = /@([^\s>]+)>?\s*$/.exec(from)?.[1] ?? 'sefaresh.local';
  return `<${key}@${domain}>`;
}

type Log = { info(obj: object, msg: string): void };

export function createMailer(config: MailConfig, log: Log, timeoutMs: number): Mailer {
  if (!config.host) {
    return {
      kind: 'log',
      // No SMTP server configured: the message (recovery codes included) goes to the log, so a local
      // `npm start` user can read it there.
      async send(message) {
        log.info(
          { mail: message },
          `email (log transport, SMTP_HOST unset) to ${message.to}: ${message.subject}\n${message.text}`,
        );
      },
      close: () => undefined,
    };
  }
  const host = config.host;
  // nodemailer loads with the first mail a process sends
  let transport: Promise<Transporter> | undefined;
  const smtp = () =>
    (transport ??= import('nodemailer').then(({ default: nodemailer }) =>
      nodemailer.createTransport({
        host,
        port: config.port,
        secure: config.secure,
        auth: config.user ? { user: config.user, pass: config.password ?? '' } : undefined,
        connectionTimeout: timeoutMs,
        greetingTimeout: timeoutMs,
        socketTimeout: timeoutMs,
      }),
    ));
  return {
    kind: 'smtp',
    async send(message) {
      await (
        await smtp()
      ).sendMail({
        from: config.from,
        to: message.to,
        subject: message.subject,
        text: message.text,
        messageId: messageIdOf(message.key, config.from),
      });
    },
    close: () => void transport?.then((t) => t.close()),
  };
}

interface KavenegarAnswer {
  return?: { status?: unknown };
  entries?: { messageid?: unknown }[];
}

export function createSmsSender(config: SmsConfig, log: Log, timeoutMs: number): SmsSender {
  if (config.provider === 'kavenegar') {
    const base = `${config.baseUrl}/v1/${encodeURIComponent(config.apiKey ?? '')}/sms`;
    const post = async (method: string, form: URLSearchParams, key: string) => {
      const res = await fetch(`${base}/${method}.json`, {
        method: 'POST',
        headers: {
          'content-type': 'application/x-www-form-urlencoded; charset=utf-8',
          'idempotency-key': key,
        },
        body: form,
        signal: AbortSignal.timeout(timeoutMs),
      });
      const text = await res.text();
      let answer: KavenegarAnswer = {};
      try {
        answer = JSON.parse(text) as KavenegarAnswer;
      } catch {
        // not JSON: judged by the HTTP status alone
      }
      const status = answer.return?.status;
      // Kavenegar answers {"return": {"status": 200, "message": "…"}, "entries": […]}; other statuses are errors.
      if (!res.ok || (status !== undefined && Number(status) !== 200))
        throw new Error(`SMS provider answered HTTP ${res.status}: ${text.slice(0, 200)}`);
      return answer;
    };
    return {
      kind: 'kavenegar',
      async send(to, message, id) {
        const form = new URLSearchParams({ receptor: to, message, localid: String(id.ref) });
        if (config.sender) form.set('sender', config.sender);
        await post('send', form, id.key);
      },
      async check(id) {
        const answer = await post(
          'statuslocalmessageid',
          new URLSearchParams({ localid: String(id.ref) }),
          id.key,
        );
        const entry = answer.entries?.[0];
        if (!entry) return 'unknown';
        // a message it never took has no message id (Kavenegar answers -1 or nothing)
        return Number(entry.messageid) > 0 ? 'sent' : 'not_sent';
      },
    };
  }
  return {
    kind: 'log',
    async send(to, message) {
      log.info({ sms: { to, message } }, `SMS (log adapter, SMS_PROVIDER=log) to ${to}: ${message}`);
    },
  };
}
