// The app's periodic jobs, each a small pass over the database that is safe with several replicas running it at
// once (lib/periodic-job.ts). The services plugin starts them when the app is ready and stops them before the
// database closes; tests run a pass with app.jobs.<name>.runOnce() on their own clock.
import type { Config } from '../config';
import type { Db } from '../db/client';
import type { Clock } from '../lib/clock';
import type { FileStore } from '../lib/file-store';
import { createPeriodicJob, type PeriodicJob } from '../lib/periodic-job';
import { orphanSweepPass, type SweepResult } from '../modules/files/orphan-sweep';
import { quoteExpiryPass, type ExpiryPassResult } from '../modules/quotes/expiry';
import { paymentRemindersPass, type ReminderPassResult } from '../modules/receivables/reminders';

export interface Jobs {
  /** Expired quotes recorded and announced; reminders two days before the end. */
  quoteExpiry: PeriodicJob<ExpiryPassResult>;
  /** Reminders before an instalment's or a cheque's due date, and the overdue notice after an instalment's. */
  paymentReminders: PeriodicJob<ReminderPassResult>;
  /** Stored files no row names, past FILES_ORPHAN_GRACE_HOURS: removed by one replica a FILES_SWEEP_INTERVAL. */
  orphanFiles: PeriodicJob<SweepResult>;
}

export function buildJobs(
  { config, db, clock, files }: { config: Config; db: Db; clock: Clock; files: FileStore },
  log: { error(obj: object, msg: string): void },
): Jobs {
  const every = config.jobs.intervalMs;
  return {
    quoteExpiry: createPeriodicJob(
      { name: 'quote-expiry', intervalMs: every, pass: (now) => quoteExpiryPass(db, config.quotes, now) },
      { clock, log },
    ),
    paymentReminders: createPeriodicJob(
      {
        name: 'payment-reminders',
        intervalMs: every,
        pass: (now) => paymentRemindersPass(db, config.receivables, now),
      },
      { clock, log },
    ),
    orphanFiles: createPeriodicJob(
      {
        name: 'orphan-files',
        intervalMs: every,
        pass: (now) => orphanSweepPass(db, files, config.jobs, now),
      },
      { clock, log },
    ),
  };
}

export const allJobs = (jobs: Jobs): PeriodicJob[] => Object.values(jobs);
