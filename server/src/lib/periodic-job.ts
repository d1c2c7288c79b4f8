// A job the app runs every `intervalMs` while it is up (JOBS_INTERVAL): one pass at a time in this process, each
// pass given the clock's `now`. Passes must be safe with several replicas running them at once: a pass claims its
// work in the database (a conditional UPDATE … WHERE <marker> IS NULL RETURNING, or FOR UPDATE SKIP LOCKED), never
// in memory. Started and stopped with the app; tests call runOnce() instead. The outbox workers (notifications,
// webhooks) are such jobs too, woken besides by every commit that queued work for them.
import type { Clock } from './clock';

export interface PeriodicJobSpec<T> {
  name: string;
  /** Milliseconds between passes; 0 or less: the job never runs by itself (runOnce still does). */
  intervalMs: number;
  /** One pass at `now`; what it returns is runOnce's answer (counts for the log and the tests). */
  pass: (now: Date) => Promise<T>;
}

export interface PeriodicJob<T = unknown> {
  readonly name: string;
  /** One pass now (after the one in progress, if any). */
  runOnce(): Promise<T>;
  /** The pass in progress, then one more: everything queued before the call is handled. */
  drain(): Promise<T>;
  /**
   * A pass soon, while the job runs: wake-ups that come during a pass share one pass after it (its claim sees every
   * commit before it).
   */
  wake(): void;
  start(): void;
  /** Stops the timer and waits for a pass in progress. */
  stop(): Promise<void>;
}

export function createPeriodicJob<T>(
  { name, intervalMs, pass }: PeriodicJobSpec<T>,
  { clock, log }: { clock: Clock; log: { error(obj: object, msg: string): void } },
): PeriodicJob<T> {
  let timer: NodeJS.Timeout | null = null;
  let running: Promise<unknown> = Promise.resolve();
  let wakeQueued = false;
  const runLogged = () =>
    job.runOnce().catch((err) => log.error({ err, job: name }, 'periodic job pass failed'));

  const job: PeriodicJob<T> = {
    name,
    runOnce() {
      const next = running.then(() => pass(clock()));
      running = next.catch(() => undefined);
      return next;
    },
    async drain() {
      await running;
      return job.runOnce();
    },
    wake() {
      if (!timer || wakeQueued) return;
      wakeQueued = true;
      void running.then(() => {
        wakeQueued = false;
        if (timer) void runLogged();
      });
    },
    start() {
      if (timer || intervalMs <= 0) return;
      timer = setInterval(() => void runLogged(), intervalMs);
      timer.unref();
    },
    async stop() {
      if (timer) clearInterval(timer);
      timer = null;
      await running;
    },
  };
  return job;
}
