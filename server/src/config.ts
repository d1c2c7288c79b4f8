// Configuration from the environment, validated once at start-up. A bad value throws ConfigError with
// every problem listed; server.ts prints it and exits. The pieces live in config/: the env readers (env.ts), the
// groups of settings (settings.ts, messaging.ts, trust-proxy.ts), the production rules (production.ts), the
// generated JWT secret (secret.ts), the types (types.ts) and the test config (testing.ts).
import fs from 'node:fs';
import path from 'node:path';
import { REPO_ROOT } from './lib/paths';
import { envReader, type Env } from './config/env';
import { readMail, readNotify, readSms, readWebhooks } from './config/messaging';
import { checkProduction } from './config/production';
import { readJobs } from './config/jobs';
import { readQuotes } from './config/quotes';
import { readReceivables } from './config/receivables';
import { readOrCreateSecret } from './config/secret';
import {
  readArgon2,
  readDatabase,
  readFileStore,
  readGoogle,
  readRateLimit,
  readRedis,
  readSeller,
} from './config/settings';
import { parseTrustProxy } from './config/trust-proxy';
import { ConfigError, type Config } from './config/types';

export { parseDuration } from './config/env';
export { testConfig } from './config/testing';
export {
  ConfigError,
  DEFAULT_SELLER,
  type Argon2Config,
  type BankAccountConfig,
  type Config,
  type DatabaseConfig,
  type FileStoreConfig,
  type GoogleConfig,
  type MailConfig,
  type NotifyConfig,
  type RedisConfig,
  type SellerConfig,
  type SmsConfig,
  type WebhooksConfig,
} from './config/types';

const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'];

/** Reads and validates the environment. Side effect: may create DATA_DIR and the generated JWT secret file. */
export function loadConfig(env: Env = process.env): Config {
  const problems: string[] = [];
  const r = envReader(env, problems);
  const { get, int, bool, duration } = r;

  const nodeEnv = get('NODE_ENV') ?? 'development';
  const isProduction = nodeEnv === 'production';
  const port = int('PORT', 8080, 0, 65535);
  const host = get('HOST') ?? '127.0.0.1';
  const dataDir = path.resolve(REPO_ROOT, get('DATA_DIR') ?? 'data');
  const database = readDatabase(r, dataDir);

  const accessTokenTtlSeconds = duration('ACCESS_TOKEN_TTL', '15m');
  const refreshTokenTtlSeconds = duration('REFRESH_TOKEN_TTL', '7d');
  const userCacheSeconds = duration('USER_CACHE_TTL', '60s');

  const staticRootRaw = get('STATIC_ROOT');
  const staticRoot = staticRootRaw ? path.resolve(REPO_ROOT, staticRootRaw) : null;
  if (staticRoot && !fs.existsSync(staticRoot)) problems.push(`STATIC_ROOT does not exist: ${staticRoot}`);

  const logLevel = get('LOG_LEVEL') ?? 'info';
  if (!LOG_LEVELS.includes(logLevel))
    problems.push(`LOG_LEVEL must be one of ${LOG_LEVELS.join(', ')} (got "${logLevel}")`);

  const rateLimit = readRateLimit(r);
  const redis = readRedis(r);
  const files = readFileStore(r, dataDir);
  const mail = readMail(r);
  const sms = readSms(r);
  const notify = readNotify(r);
  const webhooks = readWebhooks(r);
  const google = readGoogle(r);
  const argon2 = readArgon2(r);
  const seller = readSeller(r);
  const quotes = readQuotes(r);
  const jobs = readJobs(r);
  const receivables = readReceivables(r);

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

  const metricsToken = get('METRICS_TOKEN') ?? null;
  if (metricsToken !== null && metricsToken.length < 16)
    problems.push('METRICS_TOKEN must be at least 16 characters');

  // an image being decoded holds tens of megabytes outside the JavaScript heap (libvips): a few at a time keep
  // the API within its memory budget however many product creations run together
  const imageConcurrency = int('IMAGE_CONCURRENCY', 2, 1, 16);

  const allowLog = bool('ALLOW_LOG_TRANSPORTS', false);
  if (isProduction) checkProduction({ database, mail, sms, seedDemo, allowDemoPassword, allowLog }, problems);

  if (problems.length > 0) throw new ConfigError(problems);
  if (jwtSecret === undefined) jwtSecret = readOrCreateSecret(dataDir);

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
    userCacheSeconds,
    staticRoot,
    seedDemo,
    allowDemoPassword,
    rateLimit,
    redis,
    files,
    argon2,
    logLevel,
    trustProxy,
    mail,
    sms,
    notify,
    webhooks,
    google,
    seller,
    quotes,
    receivables,
    jobs,
    metricsToken,
    imageConcurrency,
  };
}
