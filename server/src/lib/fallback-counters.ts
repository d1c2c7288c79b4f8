// Redis is not a single point of failure: while it is unreachable the shared counters (per-IP limits, sign-in
// failures, SMS per recipient) fall back to this process's memory, with one warning and a count in the metrics, and
// go back to Redis when it returns. The limits then hold per replica instead of across them, which is the price of
// serving at all.
import type { Redis } from 'ioredis';
import type { CounterStore } from './counters';

export interface FallbackWatch {
  /** True while Redis answers (the last command worked and the connection is ready). */
  redisUp(): boolean;
  /** Commands answered from memory because Redis could not be reached. */
  fallbacks(): number;
}

type Log = { warn(obj: object, msg: string): void; info(msg: string): void };

export function createFallbackCounters(
  redis: Pick<Redis, 'status'>,
  primary: CounterStore,
  memory: CounterStore,
  log: Log,
): CounterStore & FallbackWatch {
  let degraded = false;
  let fallbacks = 0;
  const ready = () => redis.status === 'ready';
  const fellBack = (err: unknown) => {
    fallbacks += 1;
    if (!degraded)
      log.warn({ err }, 'Redis unreachable: limits are counted in this replica until it returns');
    degraded = true;
  };
  async function run<T>(op: (store: CounterStore) => Promise<T>): Promise<T> {
    if (!ready()) {
      fellBack(new Error(`Redis connection ${redis.status}`));
      return op(memory);
    }
    try {
      const result = await op(primary);
      if (degraded) log.info('Redis is back: limits are shared by every replica again');
      degraded = false;
      return result;
    } catch (err) {
      fellBack(err);
      return op(memory);
    }
  }
  return {
    kind: primary.kind,
    hit: (key, windowMs) => run((s) => s.hit(key, windowMs)),
    peek: (key) => run((s) => s.peek(key)),
    clear: (key) => run((s) => s.clear(key)),
    close: async () => {
      await memory.close();
      await primary.close();
    },
    redisUp: () => ready() && !degraded,
    fallbacks: () => fallbacks,
  };
}

/**
 * @fastify/rate-limit's store over the shared counters, so the per-IP limits fall back with them. The plugin builds
 * the store with `new Store(params)` and a child per route with its own key prefix.
 */
export function counterRateLimitStore(counters: CounterStore) {
  type Result = { current: number; ttl: number };
  type Callback = (err: Error | null, result?: Result) => void;
  return class CounterRateLimitStore {
    constructor(
      _params?: unknown,
      private readonly prefix = 'rate-limit:',
    ) {}
    incr(key: string, cb: Callback, timeWindow: number) {
      counters.hit(this.prefix + key, timeWindow).then(
        (s) => cb(null, { current: s.count, ttl: s.resetInMs }),
        (err: Error) => cb(err),
      );
    }
    read(key: string, cb: Callback) {
      counters.peek(this.prefix + key).then(
        (s) => cb(null, { current: s.count, ttl: s.resetInMs }),
        (err: Error) => cb(err),
      );
    }
    // The plugin passes the route's merged limit options with the route as `routeInfo` (its typings say otherwise).
    child(routeOptions: object) {
      const info: { method?: unknown; url?: unknown } =
        'routeInfo' in routeOptions &&
        typeof routeOptions.routeInfo === 'object' &&
        routeOptions.routeInfo !== null
          ? routeOptions.routeInfo
          : {};
      return new CounterRateLimitStore(undefined, `${this.prefix}${String(info.method)}${String(info.url)}-`);
    }
  };
}
