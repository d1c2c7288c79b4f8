// The periodic jobs (lib/periodic-job.ts): how often each replica runs a pass of each (JOBS_INTERVAL, 0 = never).
import type { EnvReader } from './env';

export interface JobsConfig {
  /** Milliseconds between two passes of a job in one replica; 0: no job runs by itself. */
  intervalMs: number;
}

export function readJobs({ get, duration }: EnvReader): JobsConfig {
  return { intervalMs: get('JOBS_INTERVAL') === '0' ? 0 : duration('JOBS_INTERVAL', '60s') * 1000 };
}
