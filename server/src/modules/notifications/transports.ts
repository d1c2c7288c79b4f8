// Delivery channels behind small interfaces: email over SMTP (nodemailer) or to the log, SMS through a
// provider adapter (Kavenegar's REST API) or to the log. Each send throws on failure; the worker records it.
import type { Transporter } from 'nodemailer';
import type { MailConfig, SmsConfig } from '../../config';

interface MailMessage {
  to: string;
  subject: string;
  text: string;
}

export interface Mailer {
  readonly kind: 'smtp' | 'log';
  send(message: MailMessage): Promise<void>;
  close(): void;
}

export interface SmsSender {
  readonly kind: 'kavenegar' | 'log';
  send(to: string, message: string): Promise<void>;
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
      });
    },
    close: () => void transport?.then((t) => t.close()),
  };
}

export function createSmsSender(config: SmsConfig, log: Log, timeoutMs: number): SmsSender {
  if (config.provider === 'kavenegar') {
    const url = `${config.baseUrl}/v1/${encodeURIComponent(config.apiKey ?? '')}/sms/send.json`;
    return {
      kind: 'kavenegar',
      async send(to, message) {
        const form = new URLSearchParams({ receptor: to, message });
        if (config.sender) form.set('sender', config.sender);
        const res = await fetch(url, {
          method: 'POST',
          headers: { 'content-type': 'application/x-www-form-urlencoded; charset=utf-8' },
          body: form,
          signal: AbortSignal.timeout(timeoutMs),
        });
        const text = await res.text();
        let status: unknown;
        try {
          status = (JSON.parse(text) as { return?: { status?: unknown } }).return?.status;
        } catch {
          status = undefined;
        }
        // Kavenegar answers {"return": {"status": 200, "message": "…"}, "entries": […]}; other statuses are errors.
        if (!res.ok || (status !== undefined && Number(status) !== 200))
          throw new Error(`SMS provider answered HTTP ${res.status}: ${text.slice(0, 200)}`);
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
