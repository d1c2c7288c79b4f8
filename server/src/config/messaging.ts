// The settings of outgoing messages: SMTP mail, the SMS provider, the notification worker and the webhooks.
import type { EnvReader } from './env';
import type { MailConfig, NotifyConfig, SmsConfig, WebhooksConfig } from './types';

export function readMail({ get, int, bool, problems }: EnvReader): MailConfig {
  const smtpUser = get('SMTP_USER') ?? null;
  const smtpSecure = bool('SMTP_SECURE', false);
  const mail: MailConfig = {
    host: get('SMTP_HOST') ?? null,
    port: int('SMTP_PORT', smtpSecure ? 465 : 587, 1, 65535),
    secure: smtpSecure,
    user: smtpUser,
    password: get('SMTP_PASSWORD') ?? null,
    from: get('MAIL_FROM') ?? 'سامانه ثبت سفارش <no-reply@sefaresh.local>',
  };
  if (mail.password && !smtpUser) problems.push('SMTP_PASSWORD is set but SMTP_USER is not');
  return mail;
}

export function readSms({ get, problems }: EnvReader): SmsConfig {
  const smsProvider = get('SMS_PROVIDER') ?? 'log';
  if (smsProvider !== 'log' && smsProvider !== 'kavenegar')
    problems.push(`SMS_PROVIDER must be log or kavenegar (got "${smsProvider}")`);
  const sms: SmsConfig = {
    provider: smsProvider === 'kavenegar' ? 'kavenegar' : 'log',
    apiKey: get('SMS_API_KEY') ?? null,
    sender: get('SMS_SENDER') ?? null,
    baseUrl: (get('SMS_BASE_URL') ?? 'https://api.kavenegar.com').replace(/\/+$/, ''),
  };
  if (sms.provider === 'kavenegar' && !sms.apiKey)
    problems.push('SMS_API_KEY is required when SMS_PROVIDER=kavenegar');
  if (!/^https?:\/\//.test(sms.baseUrl)) problems.push('SMS_BASE_URL must start with http:// or https://');
  return sms;
}

/**
 * How long Kavenegar keeps a message's `localid`: its REST documentation answers `sms/statuslocalmessageid` for the
 * messages of the last 12 hours only. A timed-out send must be checked (or sent again under the same localid) well
 * within it, or the check finds nothing and the second send goes out beside the first.
 */
const PROVIDER_LOCALID_HOURS = 12;

export function readNotify({ get, int, duration, problems }: EnvReader): NotifyConfig {
  const dedupWindowMs = duration('NOTIFY_DEDUP_WINDOW', '2m') * 1000;
  if (dedupWindowMs >= PROVIDER_LOCALID_HOURS * 3_600_000)
    problems.push(
      `NOTIFY_DEDUP_WINDOW must be shorter than ${PROVIDER_LOCALID_HOURS}h, the time Kavenegar keeps a localid`,
    );
  return {
    smsHourlyBudget: int('SMS_HOURLY_BUDGET', 1000, 0, 100_000_000),
    emailHourlyBudget: int('EMAIL_HOURLY_BUDGET', 10_000, 0, 100_000_000),
    intervalMs: get('NOTIFY_INTERVAL') === '0' ? 0 : duration('NOTIFY_INTERVAL', '5s') * 1000,
    maxAttempts: int('NOTIFY_MAX_ATTEMPTS', 5, 1, 100),
    retryBaseMs: duration('NOTIFY_RETRY_BASE', '30s') * 1000,
    sendTimeoutMs: duration('NOTIFY_SEND_TIMEOUT', '15s') * 1000,
    concurrency: int('NOTIFY_CONCURRENCY', 4, 1, 64),
    leaseMs: duration('NOTIFY_LEASE', '20s') * 1000,
    dedupWindowMs,
  };
}

export function readWebhooks({ bool }: EnvReader): WebhooksConfig {
  return {
    allowPrivate: bool('WEBHOOKS_ALLOW_PRIVATE', false),
    timeoutMs: 10_000,
    retryBaseMs: 30_000,
    retryForMs: 86_400_000,
  };
}
