// What the worker asks before it hands a message to the provider:
// - the global hourly budget of the channel (SMS_HOURLY_BUDGET, EMAIL_HOURLY_BUDGET, every replica together in the
//   shared counters): past it the message waits in the outbox until the hour ends, no attempt spent;
// - the cap per recipient per hour (SMS_MAX_PER_RECIPIENT_PER_HOUR, EMAIL_MAX_PER_RECIPIENT_PER_HOUR): past it the
//   message is given up (recorded as not sent, never retried), as an SMS flood to a stranger's phone must not
//   simply arrive later.
import type { Config } from '../../config';
import type { CounterStore } from '../../lib/counters';

const HOUR_MS = 3_600_000;

/** The error recorded for an SMS past the cap per recipient per hour (it is not sent, nor retried). */
export const SMS_CAP_ERROR = 'not sent: SMS cap per recipient per hour reached';
/** The same for an email past its cap per recipient per hour. */
export const EMAIL_CAP_ERROR = 'not sent: email cap per recipient per hour reached';
/** The error a message waiting for the channel's hourly budget carries until it is sent. */
export const BUDGET_HELD_ERROR = {
  sms: 'waiting: hourly SMS budget reached',
  email: 'waiting: hourly email budget reached',
} as const;

type Channel = 'email' | 'sms';

export type GateDecision =
  | { action: 'send' }
  | { action: 'give-up'; error: string }
  | { action: 'hold'; error: string; forMs: number };

export interface SendLimits {
  counters: CounterStore;
  /** Per recipient per hour; Infinity for none. */
  perRecipientPerHour: Record<Channel, number>;
  /** Every replica together per hour; 0 for none. */
  hourlyBudget: Record<Channel, number>;
}

/**
 * The gate of the worker: `check` before a send (the budget, then the recipient's cap, both read without counting),
 * `sent` after one that went out. Only messages that went out count, so failed attempts never use up a cap and a
 * staff retry sends; two replicas at the same instant may each send one past a limit.
 */
/** The limits of the settings: the caps per recipient (none when rate limits are off) and the hourly budgets. */
export function sendLimitsOf(
  config: Pick<Config, 'rateLimit' | 'notify'>,
  counters: CounterStore,
): SendLimits {
  const capOf = (perHour: number) => (config.rateLimit.enabled ? perHour : Number.POSITIVE_INFINITY);
  return {
    counters,
    perRecipientPerHour: {
      sms: capOf(config.rateLimit.smsPerRecipientPerHour),
      email: capOf(config.rateLimit.emailPerRecipientPerHour),
    },
    hourlyBudget: { sms: config.notify.smsHourlyBudget, email: config.notify.emailHourlyBudget },
  };
}

export function createSendGate(limits: SendLimits | undefined) {
  const budgetKey = (channel: Channel) => `notify-budget:${channel}`;
  const capKey = (channel: Channel, recipient: string) => `${channel}-recipient:${recipient.toLowerCase()}`;
  const channelOf = (row: { channel: string }): Channel => (row.channel === 'sms' ? 'sms' : 'email');

  return {
    async check(row: { channel: string; recipient: string }): Promise<GateDecision> {
      if (!limits) return { action: 'send' };
      const channel = channelOf(row);
      const budget = limits.hourlyBudget[channel];
      if (budget > 0) {
        const spent = await limits.counters.peek(budgetKey(channel));
        if (spent.count >= budget)
          return {
            action: 'hold',
            error: BUDGET_HELD_ERROR[channel],
            forMs: Math.max(1000, spent.resetInMs),
          };
      }
      const cap = limits.perRecipientPerHour[channel];
      if (Number.isFinite(cap) && (await limits.counters.peek(capKey(channel, row.recipient))).count >= cap)
        return { action: 'give-up', error: channel === 'sms' ? SMS_CAP_ERROR : EMAIL_CAP_ERROR };
      return { action: 'send' };
    },
    async sent(row: { channel: string; recipient: string }): Promise<void> {
      if (!limits) return;
      const channel = channelOf(row);
      if (Number.isFinite(limits.perRecipientPerHour[channel]))
        await limits.counters.hit(capKey(channel, row.recipient), HOUR_MS);
      if (limits.hourlyBudget[channel] > 0) await limits.counters.hit(budgetKey(channel), HOUR_MS);
    },
  };
}
