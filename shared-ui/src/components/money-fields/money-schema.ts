// The rules of the payment fields for yup, each the rules module's check with its message (the server's own),
// and which instalments a payment may be for.
import * as yup from 'yup';
import { amountProblem } from '@sefaresh/shared-api/rules';
import type { InstalmentView } from '../receivables/receivable-types';

/** A rule for yup from one of the rules module's problem functions (null: fine). */
export const byProblem =
  <V>(problem: (value: V) => string | null) =>
  (value: V, context: yup.TestContext) => {
    const message = problem(value);
    return message === null || context.createError({ message });
  };

/** Whole rials above zero (MoneyInput gives ASCII digits only). */
export const amountSchema = () => yup.string().test('amount', byProblem(amountProblem));

/** The instalments not yet paid in full, in schedule order. */
export const openInstalments = (schedule: readonly InstalmentView[]) =>
  [...schedule].filter((i) => i.state !== 'paid').sort((a, b) => a.position - b.position);

/**
 * The instalment a payment is for unless the payer picks another: the oldest open one with something still
 * outstanding (one secured in full by cheques waits for them), else the oldest open one.
 */
export function oldestOpenId(schedule: readonly InstalmentView[]): number | null {
  const open = openInstalments(schedule);
  return (open.find((i) => BigInt(i.outstanding) > 0n) ?? open[0])?.id ?? null;
}
