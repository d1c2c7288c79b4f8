// What NODE_ENV=production refuses: an embedded database, the log transports (they write recovery codes into the
// log) unless ALLOW_LOG_TRANSPORTS=true, and demo accounts unless ALLOW_DEMO_PASSWORD=true marks a test deployment.
import type { DatabaseConfig, MailConfig, SmsConfig } from './types';

export interface ProductionFacts {
  database: DatabaseConfig;
  mail: MailConfig;
  sms: SmsConfig;
  seedDemo: boolean;
  allowDemoPassword: boolean;
  /** ALLOW_LOG_TRANSPORTS */
  allowLog: boolean;
}

/** Adds to problems what a production deployment may not run with. */
export function checkProduction(facts: ProductionFacts, problems: string[]): void {
  const { database, mail, sms, seedDemo, allowDemoPassword, allowLog } = facts;
  // An unset DATABASE_URL means an embedded PGlite, so the kind alone tells.
  if (database.kind !== 'postgres')
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
