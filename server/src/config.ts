// Configuration from the environment, validated once at start-up. A bad value throws ConfigError with
// every problem listed; server.ts prints it and exits.
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { REPO_ROOT } from './lib/paths';

export type DatabaseConfig = { kind: 'postgres'; url: string } | { kind: 'pglite'; dir: string | null };

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
  /** Timeout of one SMTP or SMS call, ms. */
  sendTimeoutMs: number;
}

export interface GoogleConfig {
  /** null: Google sign-in is off. */
  clientId: string | null;
  jwksUrl: string;
}

/** The seller printed on invoices. */
export interface SellerConfig {
  name: string;
  national_id: string;
  economic_id: string;
  postal_code: string;
  address: string;
  phone: string;
}

/** The demo company; a deployment sets its own through SELLER_* variables. */
export const DEFAULT_SELLER: SellerConfig = {
  name: 'شرکت بازرگانی سفارش‌گستر پارس',
  national_id: '14006543210',
  economic_id: '411465498731',
  postal_code: '1591634311',
  address: 'تهران، خیابان ولیعصر، بالاتر از میدان ونک، پلاک ۲۴۰، طبقه ۳',
  phone: '02188776655',
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
  refreshTokenTtlSeconds: number;
  staticRoot: string | null;
  seedDemo: boolean;
  /** Production only: start even though accounts carry the published demo password (a test deployment). */
  allowDemoPassword: boolean;
  rateLimit: RateLimitConfig;
  redis: RedisConfig;
  argon2: Argon2Config;
  logLevel: string;
  trustProxy: TrustProxy;
  mail: MailConfig;
  sms: SmsConfig;
  notify: NotifyConfig;
  google: GoogleConfig;
  seller: SellerConfig;
}

export class ConfigError extends Error {
  constructor(public readonly problems: string[]) {
    super(`Invalid configuration:\n${problems.map((p) => `  - ${p}`).join('\n')}`);
    this.name = 'ConfigError';
  }
}

const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'];
const DURATION_UNITS: Record<string, number> = { s: 1, m: 60, h: 3600, d: 86400 };

/** "15m", "7d", "30s", "2h" or a plain number of seconds → seconds. */
export function parseDuration(value: string): number | null {
  const m = /^\s*(\d+)\s*([smhd]?)\s*$/.exec(value);
  if (!m) return null;
  const n = Number(m[1]) * (m[2] ? DURATION_UNITS[m[2]] : 1);
  return n > 0 ? n : null;
}

type Env = Record<string, string | undefined>;

/** Reads and validates the environment. Side effect: may create DATA_DIR and the generated JWT secret file. */
export function loadConfig(env: Env = process.env): Config {
  const problems: string[] = [];
  const get = (name: string) => {
    const v = env[name];
    return v === undefined || v.trim() === '' ? undefined : v.trim();
  };
  const int = (name: string, def: number, min: number, max: number): number => {
    const raw = get(name);
    if (raw === undefined) return def;
    if (!/^\d+$/.test(raw) || Number(raw) < min || Number(raw) > max) {
      problems.push(`${name} must be an integer between ${min} and ${max} (got "${raw}")`);
      return def;
    }
    return Number(raw);
  };
  const bool = (name: string, def: boolean): boolean => {
    const raw = get(name);
    if (raw === undefined) return def;
    if (/^(1|true|yes|on)$/i.test(raw)) return true;
    if (/^(0|false|no|off)$/i.test(raw)) return false;
    problems.push(`${name} must be true or false (got "${raw}")`);
    return def;
  };
  const duration = (name: string, def: string): number => {
    const raw = get(name) ?? def;
    const seconds = parseDuration(raw);
    if (seconds === null) {
      problems.push(`${name} must be a duration such as 30s, 15m, 2h, 7d (got "${raw}")`);
      return parseDuration(def)!;
    }
    return seconds;
  };

  const nodeEnv = get('NODE_ENV') ?? 'development';
  const isProduction = nodeEnv === 'production';
  const port = int('PORT', 8080, 0, 65535);
  const host = get('HOST') ?? '0.0.0.0';
  const dataDir = path.resolve(REPO_ROOT, get('DATA_DIR') ?? 'data');

  const databaseUrl = get('DATABASE_URL');
  let database: DatabaseConfig;
  if (databaseUrl === undefined) database = { kind: 'pglite', dir: path.join(dataDir, 'db') };
  else if (databaseUrl === 'memory://') database = { kind: 'pglite', dir: null };
  else if (/^postgres(ql)?:\/\//.test(databaseUrl)) database = { kind: 'postgres', url: databaseUrl };
  else {
    problems.push(
      'DATABASE_URL must start with postgres:// or postgresql:// (or be memory:// for a throw-away PGlite)',
    );
    database = { kind: 'pglite', dir: null };
  }

  const accessTokenTtlSeconds = duration('ACCESS_TOKEN_TTL', '15m');
  const refreshTokenTtlSeconds = duration('REFRESH_TOKEN_TTL', '7d');

  const staticRootRaw = get('STATIC_ROOT');
  const staticRoot = staticRootRaw ? path.resolve(REPO_ROOT, staticRootRaw) : null;
  if (staticRoot && !fs.existsSync(staticRoot)) problems.push(`STATIC_ROOT does not exist: ${staticRoot}`);

  const logLevel = get('LOG_LEVEL') ?? 'info';
  if (!LOG_LEVELS.includes(logLevel))
    problems.push(`LOG_LEVEL must be one of ${LOG_LEVELS.join(', ')} (got "${logLevel}")`);

  const rateLimit: RateLimitConfig = {
    enabled: bool('RATE_LIMIT_ENABLED', true),
    apiMax: int('RATE_LIMIT_API_MAX', 600, 1, 1_000_000),
    loginPerIpMax: int('RATE_LIMIT_LOGIN_MAX', 10, 1, 1_000_000),
    registerPerIpMax: int('RATE_LIMIT_REGISTER_MAX', 10, 1, 1_000_000),
    ipWindowMs: duration('RATE_LIMIT_WINDOW', '1m') * 1000,
    loginFailuresPerAccountAndAddress: int('RATE_LIMIT_LOGIN_FAILURES', 5, 1, 1_000_000),
    loginFailuresPerAccount: int('RATE_LIMIT_LOGIN_FAILURES_ACCOUNT', 100, 1, 1_000_000),
    loginFailureWindowMs: duration('RATE_LIMIT_LOGIN_FAILURE_WINDOW', '15m') * 1000,
    passwordResetPerIpMax: int('RATE_LIMIT_PASSWORD_RESET_MAX', 10, 1, 1_000_000),
    ordersPerCustomerPerHour: int('RATE_LIMIT_ORDERS_PER_HOUR', 30, 1, 1_000_000),
    smsPerRecipientPerHour: int('SMS_MAX_PER_RECIPIENT_PER_HOUR', 10, 1, 1_000_000),
  };

  const redisUrl = get('REDIS_URL') ?? null;
  if (redisUrl !== null && !/^rediss?:\/\//.test(redisUrl))
    problems.push('REDIS_URL must start with redis:// or rediss://');
  const redis: RedisConfig = { url: redisUrl, prefix: get('REDIS_PREFIX') ?? 'sefaresh:' };

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

  const notify: NotifyConfig = {
    intervalMs: get('NOTIFY_INTERVAL') === '0' ? 0 : duration('NOTIFY_INTERVAL', '5s') * 1000,
    maxAttempts: int('NOTIFY_MAX_ATTEMPTS', 5, 1, 100),
    retryBaseMs: duration('NOTIFY_RETRY_BASE', '30s') * 1000,
    sendTimeoutMs: duration('NOTIFY_SEND_TIMEOUT', '15s') * 1000,
  };

  const google: GoogleConfig = {
    clientId: get('GOOGLE_CLIENT_ID') ?? null,
    jwksUrl: get('GOOGLE_JWKS_URL') ?? 'https://www.googleapis.com/oauth2/v3/certs',
  };
  if (!/^https?:\/\//.test(google.jwksUrl))
    problems.push('GOOGLE_JWKS_URL must start with http:// or https://');

  const argon2: Argon2Config = {
    memoryCost: int('ARGON2_MEMORY_COST', 19456, 1024, 4_194_304),
    timeCost: int('ARGON2_TIME_COST', 2, 1, 100),
    parallelism: int('ARGON2_PARALLELISM', 1, 1, 16),
  };

  let jwtSecret = get('JWT_SECRET');
  if (jwtSecret !== undefined && jwtSecret.length < 32)
    problems.push('JWT_SECRET must be at least 32 characters');
  if (jwtSecret === undefined && isProduction)
    problems.push('JWT_SECRET is required when NODE_ENV=production');

  // Production carries no demo data unless asked for, and then still refuses to start while an account has the
  // published demo password, unless ALLOW_DEMO_PASSWORD=true says this is a test deployment (the e2e lane).
  const seedDemo = bool('SEED_DEMO', !isProduction);
  const allowDemoPassword = bool('ALLOW_DEMO_PASSWORD', false);
  const trustProxy = parseTrustProxy(get('TRUST_PROXY'), problems);

  const allowLog = bool('ALLOW_LOG_TRANSPORTS', false);
  if (isProduction) {
    if (databaseUrl === undefined || database.kind !== 'postgres')
      problems.push(
        'DATABASE_URL (postgres://…) is required when NODE_ENV=production: an embedded database per replica would split the data',
      );
    // The log transports write every message, recovery codes included, into the log.
    if (!allowLog && mail.host === null)
      problems.push(
        'SMTP_HOST is required when NODE_ENV=production (or ALLOW_LOG_TRANSPORTS=true to write emails, recovery codes included, to the log)',
      );
    if (!allowLog && sms.provider === 'log')
      problems.push(
        'SMS_PROVIDER=kavenegar is required when NODE_ENV=production (or ALLOW_LOG_TRANSPORTS=true to write SMS, recovery codes included, to the log)',
      );
    if (seedDemo && !allowDemoPassword)
      problems.push(
        'SEED_DEMO=true creates accounts with the published demo password: not in production (ALLOW_DEMO_PASSWORD=true for a test deployment only)',
      );
  }

  if (problems.length > 0) throw new ConfigError(problems);
  if (jwtSecret === undefined) jwtSecret = readOrCreateSecret(dataDir);

  const seller: SellerConfig = {
    name: get('SELLER_NAME') ?? DEFAULT_SELLER.name,
    national_id: get('SELLER_NATIONAL_ID') ?? DEFAULT_SELLER.national_id,
    economic_id: get('SELLER_ECONOMIC_ID') ?? DEFAULT_SELLER.economic_id,
    postal_code: get('SELLER_POSTAL_CODE') ?? DEFAULT_SELLER.postal_code,
    address: get('SELLER_ADDRESS') ?? DEFAULT_SELLER.address,
    phone: get('SELLER_PHONE') ?? DEFAULT_SELLER.phone,
  };

  return {
    nodeEnv,
    isProduction,
    port,
    host,
    dataDir,
    database,
    jwtSecret,
    accessTokenTtlSeconds,
    refreshTokenTtlSeconds,
    staticRoot,
    seedDemo,
    allowDemoPassword,
    rateLimit,
    redis,
    argon2,
    logLevel,
    trustProxy,
    mail,
    sms,
    notify,
    google,
    seller,
  };
}

/**
 * TRUST_PROXY: unset/false = no proxy, the header is ignored; true = one trusted hop (the shipped nginx, which
 * overwrites X-Forwarded-For with the address it saw); a number = that many hops; otherwise a comma-separated
 * list of proxy addresses or CIDRs. Never "trust everything": the leftmost X-Forwarded-For entry is the client's
 * to write.
 */
function parseTrustProxy(raw: string | undefined, problems: string[]): TrustProxy {
  if (raw === undefined || /^(0|false|no|off)$/i.test(raw)) return false;
  if (/^(true|yes|on)$/i.test(raw)) return 1;
  if (/^\d+$/.test(raw)) {
    const hops = Number(raw);
    if (hops >= 1 && hops <= 10) return hops;
    problems.push(
      `TRUST_PROXY must be true, false, a number of proxy hops (1-10) or a list of proxy addresses (got "${raw}")`,
    );
    return false;
  }
  const list = raw
    .split(',')
    .map((a) => a.trim())
    .filter(Boolean);
  if (list.length === 0 || list.some((a) => !/^[0-9a-fA-F.:]+(\/\d{1,3})?$/.test(a))) {
    problems.push(
      `TRUST_PROXY must be true, false, a number of proxy hops (1-10) or a list of proxy addresses (got "${raw}")`,
    );
    return false;
  }
  return list;
}

/** The JWT secret generated on first start and kept in DATA_DIR, so restarts keep sessions. */
function readOrCreateSecret(dataDir: string): string {
  const file = path.join(dataDir, 'jwt-secret');
  try {
    const existing = fs.readFileSync(file, 'utf8').trim();
    if (existing.length >= 32) return existing;
  } catch {
    // not there yet
  }
  fs.mkdirSync(dataDir, { recursive: true });
  const secret = randomBytes(48).toString('base64url');
  fs.writeFileSync(file, `${secret}\n`, { mode: 0o600 });
  return secret;
}

/** A complete config for tests and tools: no environment read, in-memory PGlite, cheap argon2. */
export function testConfig(overrides: Partial<Config> = {}): Config {
  return {
    nodeEnv: 'test',
    isProduction: false,
    port: 0,
    host: '127.0.0.1',
    dataDir: path.join(REPO_ROOT, 'data'),
    database: process.env.DATABASE_URL
      ? { kind: 'postgres', url: process.env.DATABASE_URL }
      : { kind: 'pglite', dir: null },
    jwtSecret: 'test-secret-test-secret-test-secret-0123456789',
    accessTokenTtlSeconds: 15 * 60,
    refreshTokenTtlSeconds: 7 * 86400,
    staticRoot: null,
    seedDemo: false,
    allowDemoPassword: false,
    rateLimit: {
      enabled: true,
      apiMax: 100_000,
      loginPerIpMax: 100_000,
      registerPerIpMax: 100_000,
      ipWindowMs: 60_000,
      loginFailuresPerAccountAndAddress: 1_000,
      loginFailuresPerAccount: 1_000,
      loginFailureWindowMs: 15 * 60_000,
      passwordResetPerIpMax: 100_000,
      ordersPerCustomerPerHour: 100_000,
      smsPerRecipientPerHour: 100_000,
    },
    redis: { url: null, prefix: 'sefaresh-test:' },
    argon2: { memoryCost: 1024, timeCost: 1, parallelism: 1 },
    logLevel: 'silent',
    trustProxy: false,
    mail: {
      host: null,
      port: 587,
      secure: false,
      user: null,
      password: null,
      from: 'sefaresh-test@example.com',
    },
    sms: { provider: 'log', apiKey: null, sender: null, baseUrl: 'https://api.kavenegar.com' },
    notify: { intervalMs: 0, maxAttempts: 5, retryBaseMs: 30_000, sendTimeoutMs: 5_000 },
    google: { clientId: null, jwksUrl: 'https://www.googleapis.com/oauth2/v3/certs' },
    seller: DEFAULT_SELLER,
    ...overrides,
  };
}
