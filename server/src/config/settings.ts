// The groups of settings that stand on their own: database, rate limits, Redis, Google sign-in, argon2 and the
// seller printed on invoices. Each reads its variables through the EnvReader, which records bad values.
import path from 'node:path';
import {
  compactBankNumber,
  ibanProblem,
  isValidCardNumber,
  normalizeDigits,
} from '@sefaresh/shared-api/rules';
import type { EnvReader } from './env';
import {
  DEFAULT_SELLER,
  type Argon2Config,
  type DatabaseConfig,
  type FileStoreConfig,
  type GoogleConfig,
  type RateLimitConfig,
  type RedisConfig,
  type SellerConfig,
} from './types';

/** DATABASE_URL: unset = PGlite in DATA_DIR/db; memory:// = a throw-away PGlite; else postgres://… */
export function readDatabase(r: EnvReader, dataDir: string): DatabaseConfig {
  const databaseUrl = r.get('DATABASE_URL');
  if (databaseUrl === undefined) return { kind: 'pglite', dir: path.join(dataDir, 'db') };
  if (databaseUrl === 'memory://') return { kind: 'pglite', dir: null };
  if (/^postgres(ql)?:\/\//.test(databaseUrl)) {
    const directUrl = r.get('DATABASE_DIRECT_URL');
    if (directUrl !== undefined && !/^postgres(ql)?:\/\//.test(directUrl))
      r.problems.push('DATABASE_DIRECT_URL must start with postgres:// or postgresql://');
    const poolMax =
      r.get('DATABASE_POOL_MAX') === undefined ? undefined : r.int('DATABASE_POOL_MAX', 10, 1, 1000);
    return {
      kind: 'postgres',
      url: databaseUrl,
      ...(directUrl && directUrl !== databaseUrl ? { directUrl } : {}),
      ...(poolMax === undefined ? {} : { poolMax }),
    };
  }
  r.problems.push(
    'DATABASE_URL must start with postgres:// or postgresql:// (or be memory:// for a throw-away PGlite)',
  );
  return { kind: 'pglite', dir: null };
}

export function readRateLimit({ bool, int, duration }: EnvReader): RateLimitConfig {
  return {
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
    emailPerRecipientPerHour: int('EMAIL_MAX_PER_RECIPIENT_PER_HOUR', 20, 1, 1_000_000),
    apiKeyPerMinute: int('API_KEY_RATE_LIMIT', 600, 1, 1_000_000),
  };
}

export function readRedis({ get, problems }: EnvReader): RedisConfig {
  const redisUrl = get('REDIS_URL') ?? null;
  if (redisUrl !== null && !/^rediss?:\/\//.test(redisUrl))
    problems.push('REDIS_URL must start with redis:// or rediss://');
  return { url: redisUrl, prefix: get('REDIS_PREFIX') ?? 'sefaresh:' };
}

/** S3_BUCKET, S3_ENDPOINT, S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY together: S3; none: DATA_DIR/files. */
export function readFileStore({ get, bool, problems }: EnvReader, dataDir: string): FileStoreConfig {
  const names = ['S3_BUCKET', 'S3_ENDPOINT', 'S3_ACCESS_KEY_ID', 'S3_SECRET_ACCESS_KEY'] as const;
  const [bucket, endpoint, accessKeyId, secretAccessKey] = names.map((n) => get(n));
  const given = [bucket, endpoint, accessKeyId, secretAccessKey].filter((v) => v !== undefined).length;
  if (given === 0) return { kind: 'disk', dir: path.join(dataDir, 'files') };
  if (given < names.length) {
    problems.push(
      `${names.join(', ')} must be set together (or none of them, for files under DATA_DIR/files)`,
    );
    return { kind: 'disk', dir: path.join(dataDir, 'files') };
  }
  if (!/^https?:\/\//.test(endpoint!)) problems.push('S3_ENDPOINT must start with http:// or https://');
  return {
    kind: 's3',
    bucket: bucket!,
    endpoint: endpoint!,
    region: get('S3_REGION') ?? 'us-east-1',
    accessKeyId: accessKeyId!,
    secretAccessKey: secretAccessKey!,
    forcePathStyle: bool('S3_FORCE_PATH_STYLE', true),
  };
}

export function readGoogle({ get, problems }: EnvReader): GoogleConfig {
  const google: GoogleConfig = {
    clientId: get('GOOGLE_CLIENT_ID') ?? null,
    jwksUrl: get('GOOGLE_JWKS_URL') ?? 'https://www.googleapis.com/oauth2/v3/certs',
  };
  if (!/^https?:\/\//.test(google.jwksUrl))
    problems.push('GOOGLE_JWKS_URL must start with http:// or https://');
  return google;
}

export function readArgon2({ int }: EnvReader): Argon2Config {
  return {
    memoryCost: int('ARGON2_MEMORY_COST', 19456, 1024, 4_194_304),
    timeCost: int('ARGON2_TIME_COST', 2, 1, 100),
    parallelism: int('ARGON2_PARALLELISM', 1, 1, 16),
  };
}

/**
 * SELLER_* and PAYMENT_DEADLINE_DAYS: each unset field keeps the demo company's. The card number and the IBAN are
 * checked by the rules module (Luhn, ISO 13616 mod-97): a mistyped account must stop the start, not reach a customer.
 */
export function readSeller({ get, int, problems }: EnvReader): SellerConfig {
  const d = DEFAULT_SELLER.bank;
  const bank = {
    account_holder: get('SELLER_ACCOUNT_HOLDER') ?? d.account_holder,
    bank_name: get('SELLER_BANK_NAME') ?? d.bank_name,
    account_number: normalizeDigits(get('SELLER_ACCOUNT_NUMBER') ?? d.account_number),
    card_number: compactBankNumber(normalizeDigits(get('SELLER_CARD_NUMBER') ?? d.card_number)),
    iban: compactBankNumber(normalizeDigits(get('SELLER_IBAN') ?? d.iban)),
  };
  const iban = ibanProblem(bank.iban);
  if (iban === 'format') problems.push(`SELLER_IBAN must be IR followed by 24 digits (got "${bank.iban}")`);
  if (iban === 'check')
    problems.push(`SELLER_IBAN fails its mod-97 checksum: a digit is mistyped (got "${bank.iban}")`);
  if (!isValidCardNumber(bank.card_number))
    problems.push(
      `SELLER_CARD_NUMBER must be 16 digits with a valid Luhn check digit (got "${bank.card_number}")`,
    );
  if (!/^[\d-]{5,30}$/.test(bank.account_number))
    problems.push('SELLER_ACCOUNT_NUMBER must be 5 to 30 digits (dashes allowed)');
  return {
    bank,
    payment_deadline_days: int('PAYMENT_DEADLINE_DAYS', DEFAULT_SELLER.payment_deadline_days, 0, 365),
    name: get('SELLER_NAME') ?? DEFAULT_SELLER.name,
    national_id: get('SELLER_NATIONAL_ID') ?? DEFAULT_SELLER.national_id,
    economic_id: get('SELLER_ECONOMIC_ID') ?? DEFAULT_SELLER.economic_id,
    postal_code: get('SELLER_POSTAL_CODE') ?? DEFAULT_SELLER.postal_code,
    address: get('SELLER_ADDRESS') ?? DEFAULT_SELLER.address,
    phone: get('SELLER_PHONE') ?? DEFAULT_SELLER.phone,
  };
}
