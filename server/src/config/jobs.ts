// The periodic jobs (lib/periodic-job.ts): how often each replica runs a pass of each (JOBS_INTERVAL, 0 = never),
// and the file sweeper's grace and period (FILES_ORPHAN_GRACE_HOURS, FILES_SWEEP_INTERVAL).
import type { EnvReader } from './env';

export interface JobsConfig {
  /** Milliseconds between two passes of a job in one replica; 0: no job runs by itself. */
  intervalMs: number;
  /** Stored files no row names are removed once older than this (an upload in progress is never that old). */
  orphanGraceMs: number;
  /** How often one replica (whichever takes the lease) sweeps the file store. */
  sweepEveryMs: number;
}

export function readJobs({ get, duration, int }: EnvReader): JobsConfig {
  return {
    intervalMs: get('JOBS_INTERVAL') === '0' ? 0 : duration('JOBS_INTERVAL', '60s') * 1000,
    orphanGraceMs: int('FILES_ORPHAN_GRACE_HOURS', 24, 1, 24 * 365) * 3_600_000,
    sweepEveryMs: duration('FILES_SWEEP_INTERVAL', '1h') * 1000,
  };
}
