// A job the app runs every `intervalMs` while it is up (JOBS_INTERVAL): one pass at a time in this process, each
// pass given the clock's `now`. Passes must be safe with several replicas running them at once: a pass claims its
// work in the database (a conditional UPDATE … WHERE <marker> IS NULL RETURNING, or FOR UPDATE SKIP LOCKED), never
// in memory. Started and stopped with the app like the notification worker; tests call runOnce() instead.
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

  const job: PeriodicJob<T> = {
    name,
    runOnce() {
      const next = running.then(() => pass(clock()));
      running = next.catch(() => undefined);
      return next;
    },
    start() {
      if (timer || intervalMs <= 0) return;
      timer = setInterval(() => {
        job.runOnce().catch((err) => log.error({ err, job: name }, 'periodic job pass failed'));
      }, intervalMs);
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
