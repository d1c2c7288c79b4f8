// Counters in fixed windows, for the limits that must hold across replicas (ARCHITECTURE §5): sign-in failures
// per account, SMS per recipient. In Redis when REDIS_URL is set (every replica sees one count), in this
// process's memory otherwise (npm start, tests). The per-IP request limits of @fastify/rate-limit use the same
// Redis connection (app.ts).
import type { Redis } from 'ioredis';
import type { RedisConfig } from '../config';
import type { Clock } from './clock';

interface CounterState {
  count: number;
  /** Milliseconds until the window ends and the count starts again (0 when there is no count). */
  resetInMs: number;
}

export interface CounterStore {
  readonly kind: 'memory' | 'redis';
  /** Adds one; the window starts with the first hit and lasts windowMs. */
  hit(key: string, windowMs: number): Promise<CounterState>;
  peek(key: string): Promise<CounterState>;
  clear(key: string): Promise<void>;
  close(): Promise<void>;
}

export function createMemoryCounters(clock: Clock): CounterStore {
  const entries = new Map<string, { count: number; resetAt: number }>();
  const live = (key: string) => {
    const now = clock().getTime();
    const entry = entries.get(key);
    if (entry && entry.resetAt <= now) {
      entries.delete(key);
      return undefined;
    }
    return entry;
  };
  const state = (entry: { count: number; resetAt: number } | undefined): CounterState =>
    entry ? { count: entry.count, resetInMs: entry.resetAt - clock().getTime() } : { count: 0, resetInMs: 0 };
  return {
    kind: 'memory',
    async hit(key, windowMs) {
      if (entries.size > 50_000) {
        const now = clock().getTime();
        for (const [k, v] of entries) if (v.resetAt <= now) entries.delete(k);
      }
      let entry = live(key);
      if (entry) entry.count += 1;
      else entries.set(key, (entry = { count: 1, resetAt: clock().getTime() + windowMs }));
      return state(entry);
    },
    peek: async (key) => state(live(key)),
    clear: async (key) => void entries.delete(key),
    close: async () => entries.clear(),
  };
}

// INCR and set the expiry on the first hit, in one step; answers the count and the time left.
const HIT = `
local n = redis.call('INCR', KEYS[1])
if n == 1 then redis.call('PEXPIRE', KEYS[1], ARGV[1]) end
local ttl = redis.call('PTTL', KEYS[1])
if ttl < 0 then redis.call('PEXPIRE', KEYS[1], ARGV[1]); ttl = tonumber(ARGV[1]) end
return {n, ttl}`;

/** How long a counter may wait for Redis before the request counts in memory instead (fallback-counters.ts). */
const REDIS_COMMAND_TIMEOUT_MS = 1_000;
/** The client's connection errors are logged at most this often while Redis stays away. */
const REDIS_ERROR_LOG_EVERY_MS = 30_000;

/**
 * A client for REDIS_URL whose every key starts with REDIS_PREFIX (ioredis loads only where Redis is set). It never
 * queues a command while disconnected (the counters fall back to memory at once) and reconnects by itself; its
 * errors go through the logger, not the console.
 */
export async function connectRedis(
  config: RedisConfig,
  log: { warn(obj: object, msg: string): void },
): Promise<Redis> {
  const { Redis } = await import('ioredis');
  const redis = new Redis(config.url!, {
    keyPrefix: config.prefix,
    maxRetriesPerRequest: 1,
    enableOfflineQueue: false,
    commandTimeout: REDIS_COMMAND_TIMEOUT_MS,
  });
  let lastLogged = 0;
  redis.on('error', (err: Error) => {
    const now = Date.now();
    if (now - lastLogged < REDIS_ERROR_LOG_EVERY_MS) return;
    lastLogged = now;
    log.warn({ err }, 'Redis connection error');
  });
  return redis;
}

export function createRedisCounters(redis: Redis): CounterStore {
  const ns = 'counter:';
  return {
    kind: 'redis',
    async hit(key, windowMs) {
      const [count, ttl] = (await redis.eval(HIT, 1, ns + key, String(windowMs))) as [number, number];
      return { count: Number(count), resetInMs: Math.max(0, Number(ttl)) };
    },
    async peek(key) {
      const [raw, ttl] = await redis
        .multi()
        .get(ns + key)
        .pttl(ns + key)
        .exec()
        .then((r) => (r ?? []).map((x) => x[1]));
      const count = raw == null ? 0 : Number(raw);
      return count > 0 ? { count, resetInMs: Math.max(0, Number(ttl)) } : { count: 0, resetInMs: 0 };
    },
    clear: async (key) => void (await redis.del(ns + key)),
    close: async () => undefined, // the app closes the shared connection
  };
}
