// The shape of the server's configuration: one interface per group of settings, the whole Config, the demo
// seller and the error loadConfig throws.
import { DEFAULT_PAYMENT_DEADLINE_DAYS } from '@sefaresh/shared-api/rules';
import type { JobsConfig } from './jobs';
import type { QuotesConfig } from './quotes';
import type { ReceivablesConfig } from './receivables';

export type DatabaseConfig =
  | {
      kind: 'postgres';
      url: string;
      /**
       * DATABASE_DIRECT_URL: PostgreSQL itself when `url` is a transaction pooler (PgBouncer). The session features
       * (the migrations' advisory lock, LISTEN) use it; the pool then sends no named prepared statements and no
       * session settings (set them on the role: docs/operations.md).
       */
      directUrl?: string;
      /** DATABASE_POOL_MAX: connections of this replica's pool (default 10). */
      poolMax?: number;
    }
  | {
      kind: 'pglite';
      dir: string | null;
      /**
       * Tests only, never read from the environment: an in-memory database starts as a copy of the migrated
       * data folder in this tarball (test/pglite-template.ts) instead of running initdb and every migration.
       */
      template?: string;
    };

export interface Argon2Config {
  memoryCost: number;
  timeCost: number;
  parallelism: number;
}

export interface RateLimitConfig {
  /** false switches every limit off (benchmarks); never in a real deployment. */
  enabled: boolean;
  /** Upper bound for every /api route per IP and window (a safety net; auth routes have their own). */
  apiMax: number;
  loginPerIpMax: number;
  registerPerIpMax: number;
  /** Window of the per-IP limits, ms. */
  ipWindowMs: number;
  /** Failed sign-ins allowed per account (email) and client address in loginFailureWindowMs: that address is locked out of that account. */
  loginFailuresPerAccountAndAddress: number;
  /** Failed sign-ins per account from all addresses together in loginFailureWindowMs: the ceiling that locks the account for everyone. */
  loginFailuresPerAccount: number;
  loginFailureWindowMs: number;
  /** Requests per IP and window on each of the three password-reset routes. */
  passwordResetPerIpMax: number;
  /** Orders one customer may create per hour (429 past it). */
  ordersPerCustomerPerHour: number;
  /** SMS sent to one phone number per hour; past it a message is recorded as not sent. */
  smsPerRecipientPerHour: number;
  /** Emails to one address per hour (EMAIL_MAX_PER_RECIPIENT_PER_HOUR); past it a message is given up, not sent. */
  emailPerRecipientPerHour: number;
  /** Requests one API key may make per minute (429 past it), counted apart from the per-IP limits. */
  apiKeyPerMinute: number;
}

/** Where the shared counters live: null = this process's memory. */
export interface RedisConfig {
  url: string | null;
  /** Prefix of every key (several deployments or test runs may share one Redis). */
  prefix: string;
}

/** Client address: false = the socket's peer; a number = that many trusted proxy hops; a list = trusted proxy addresses/CIDRs. */
export type TrustProxy = false | number | string[];

export interface MailConfig {
  /** null: no SMTP server; the log transport writes each message to the log instead. */
  host: string | null;
  port: number;
  secure: boolean;
  user: string | null;
  password: string | null;
  from: string;
}

export interface SmsConfig {
  provider: 'log' | 'kavenegar';
  apiKey: string | null;
  sender: string | null;
  baseUrl: string;
}

export interface NotifyConfig {
  /** Worker poll interval, ms; 0 = no automatic worker (tests call app.notifications.flush()). */
  intervalMs: number;
  /** Attempts per message before it is given up. */
  maxAttempts: number;
  /** First retry delay, ms; doubles with each further attempt. */
  retryBaseMs: number;
  /** Timeout of one SMTP or SMS call, ms; past it the send is "unknown" (the provider may have accepted it). */
  sendTimeoutMs: number;
  /** Sends in parallel per channel in this process (NOTIFY_CONCURRENCY). */
  concurrency: number;
  /** Claim lease, ms (NOTIFY_LEASE): renewed by a heartbeat while sending; a dead replica's claims return after it. */
  leaseMs: number;
  /**
   * How long a send that timed out is left alone, ms (NOTIFY_DEDUP_WINDOW): long enough for the provider to finish
   * the unanswered call, well within the 12 h it keeps the idempotency key (Kavenegar's localid); then it is checked
   * or sent once more with the same key.
   */
  dedupWindowMs: number;
  /**
   * SMS (SMS_HOURLY_BUDGET) and emails (EMAIL_HOURLY_BUDGET) sent in an hour by every replica together; past it
   * messages wait in the outbox until the hour ends. 0: no budget.
   */
  smsHourlyBudget: number;
  emailHourlyBudget: number;
}

export interface WebhooksConfig {
  /** true lets deliveries reach loopback, private, link-local and metadata addresses (tests, a local receiver). */
  allowPrivate: boolean;
  /** Timeout of one delivery, ms (10 s). */
  timeoutMs: number;
  /** First retry delay, ms; doubles with each further attempt, at most an hour. */
  retryBaseMs: number;
  /** How long a delivery is retried, and an endpoint may fail before it is turned off, ms (a day). */
  retryForMs: number;
}

export interface GoogleConfig {
  /** null: Google sign-in is off. */
  clientId: string | null;
  jwksUrl: string;
}

/** The seller's bank account customers pay into (order page, pre-invoice, order-confirmed messages). */
export interface BankAccountConfig {
  account_holder: string;
  bank_name: string;
  account_number: string;
  /** 16 digits, Luhn-checked at start-up (rules module). */
  card_number: string;
  /** IR + 24 digits, mod-97-checked at start-up (rules module). */
  iban: string;
}

/** The seller printed on invoices. */
export interface SellerConfig {
  name: string;
  national_id: string;
  economic_id: string;
  postal_code: string;
  address: string;
  phone: string;
  bank: BankAccountConfig;
  /** Days after confirmation the customer has to pay (the deadline is the end of that Tehran day). */
  payment_deadline_days: number;
}

/** The demo company; a deployment sets its own through SELLER_* variables. */
export const DEFAULT_SELLER: SellerConfig = {
  name: 'شرکت بازرگانی سفارش‌گستر پارس',
  national_id: '14006543218',
  economic_id: '411465498731',
  postal_code: '1591634311',
  address: 'تهران، خیابان ولیعصر، بالاتر از میدان ونک، پلاک ۲۴۰، طبقه ۳',
  phone: '02188776655',
  bank: {
    account_holder: 'شرکت بازرگانی سفارش‌گستر پارس',
    bank_name: 'بانک ملی ایران',
    account_number: '0123456789012',
    card_number: '6037991122334455',
    iban: 'IR050170000000123456789012',
  },
  payment_deadline_days: DEFAULT_PAYMENT_DEADLINE_DAYS,
};

/** Where stored files (receipts, catalogue images) live: a folder (the default) or S3-compatible storage. */
export type FileStoreConfig =
  | { kind: 'disk'; dir: string }
  | {
      kind: 's3';
      bucket: string;
      endpoint: string;
      region: string;
      accessKeyId: string;
      secretAccessKey: string;
      /** Path-style URLs (MinIO and most S3-compatible servers); S3_FORCE_PATH_STYLE, default true. */
      forcePathStyle: boolean;
    };

export interface Config {
  nodeEnv: string;
  isProduction: boolean;
  port: number;
  host: string;
  dataDir: string;
  database: DatabaseConfig;
  jwtSecret: string;
  accessTokenTtlSeconds: number;
  /** How long a process keeps a signed-in user's row (0: not at all); changes drop it at once (USER_CACHE_TTL). */
  userCacheSeconds: number;
  refreshTokenTtlSeconds: number;
  staticRoot: string | null;
  seedDemo: boolean;
  /** Production only: start even though accounts carry the published demo password (a test deployment). */
  allowDemoPassword: boolean;
  rateLimit: RateLimitConfig;
  redis: RedisConfig;
  files: FileStoreConfig;
  argon2: Argon2Config;
  logLevel: string;
  trustProxy: TrustProxy;
  mail: MailConfig;
  sms: SmsConfig;
  notify: NotifyConfig;
  webhooks: WebhooksConfig;
  google: GoogleConfig;
  seller: SellerConfig;
  quotes: QuotesConfig;
  /** Payment reminders' lead time and the commission basis (PAYMENT_REMINDER_DAYS, COMMISSION_BASIS). */
  receivables: ReceivablesConfig;
  /** The periodic jobs (quote expiry and reminders). */
  jobs: JobsConfig;
  /** Bearer token of GET /api/metrics/ (Prometheus); null: no metrics address. */
  metricsToken: string | null;
  /** Images decoded and re-encoded at once in this process (IMAGE_CONCURRENCY); the rest wait in turn. */
  imageConcurrency: number;
}

export class ConfigError extends Error {
  constructor(public readonly problems: string[]) {
    super(`Invalid configuration:\n${problems.map((p) => `  - ${p}`).join('\n')}`);
    this.name = 'ConfigError';
  }
}
