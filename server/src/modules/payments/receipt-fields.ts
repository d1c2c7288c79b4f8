// What a receipt upload says besides its files (docs/contracts.md "Money after the quote"): the amount paid (whole
// rials, required), the day it was paid (not after today in Tehran), the bank's tracking number (optional) and the
// instalment it pays (this order's; else the oldest open one). Each field's problem is the rules module's sentence,
// the same the customer's form shows.
import {
  amountProblem,
  normalizeDigits,
  paidOnProblem,
  plainDigits,
  RECEIVABLE_FIELD_MESSAGES,
  trackingNumberProblem,
} from '@sefaresh/shared-api/rules';
import { validationFailed, type FieldErrors } from '../../lib/errors';
import type { InstalmentFigures } from '../receivables/figures';

export interface ReceiptFields {
  amount: string;
  paidOn: string;
  trackingNumber: string | null;
  instalmentId: number | null;
}

const DAY = /^\d{4}-\d{2}-\d{2}$/;

/** The fields checked (400 naming each wrong one) against the order's schedule (empty without one). */
export function receiptFields(
  raw: Record<string, string>,
  schedule: readonly InstalmentFigures[],
  now: Date,
): ReceiptFields {
  const problems: FieldErrors = {};
  const amount = plainDigits(raw.amount).replace(/[,٬،]/g, '');
  const amountWrong = amountProblem(raw.amount);
  if (amountWrong) problems.amount = [amountWrong];
  const paidOn = normalizeDigits(raw.paid_on ?? '').trim();
  const paidOnWrong =
    paidOn && !DAY.test(paidOn) ? RECEIVABLE_FIELD_MESSAGES.paidOnRequired : paidOnProblem(paidOn, now);
  if (paidOnWrong) problems.paid_on = [paidOnWrong];
  const trackingWrong = trackingNumberProblem(raw.tracking_number);
  if (trackingWrong) problems.tracking_number = [trackingWrong];
  let instalmentId: number | null = null;
  const named = plainDigits(raw.instalment_id);
  if (named) {
    const found = schedule.find((f) => String(f.instalment.id) === named);
    if (found) instalmentId = found.instalment.id;
    else problems.instalment_id = [RECEIVABLE_FIELD_MESSAGES.instalmentNotOfOrder];
  } else {
    instalmentId = schedule.find((f) => f.outstanding > 0n)?.instalment.id ?? null;
  }
  const first = Object.values(problems)[0];
  if (first) throw validationFailed(problems, first[0]);
  return { amount, paidOn, trackingNumber: plainDigits(raw.tracking_number) || null, instalmentId };
}
