// The rules of the payment fields for yup, each with the rules module's message (the server's own), and which
// instalments a payment may be for.
import * as yup from 'yup';
import { RECEIVABLE_FIELD_MESSAGES as M } from '@sefaresh/shared-api/rules';
import type { Instalment } from '@sefaresh/shared-api';

/** Whole rials above zero (MoneyInput gives ASCII digits only). */
export const amountSchema = () =>
  yup
    .string()
    .required(M.amountRequired)
    .test('positive', M.amountInvalid, (value) => !value || (/^\d+$/.test(value) && BigInt(value) > 0n));

/** A rule for yup from one of the rules module's problem functions (null: fine). */
export const byProblem =
  <V>(problem: (value: V) => string | null) =>
  (value: V, context: yup.TestContext) => {
    const message = problem(value);
    return message === null || context.createError({ message });
  };

/** The instalments not yet paid in full, in schedule order. */
export const openInstalments = (schedule: readonly Instalment[]) =>
  [...schedule].filter((i) => i.state !== 'paid').sort((a, b) => a.position - b.position);

/** The instalment a payment is for unless the customer picks another: the oldest open one. */
export const oldestOpenId = (schedule: readonly Instalment[]): number | null =>
  openInstalments(schedule)[0]?.id ?? null;
