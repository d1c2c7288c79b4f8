// The assignment form's values, rules (spec 001 §5 "Dealer assignment") and payload.
import * as yup from 'yup';
import type { AssignDealerPayload, DealerForAssignment } from '@sefaresh/shared-api';
import { commissionRateProblem } from '@sefaresh/shared-api/rules';
import { DEALER_ASSIGNMENT_TEXTS as T } from './messages';

export interface AssignmentValues {
  assign: 'yes' | 'no';
  dealer_id: number | null;
  rate_mode: 'default' | 'custom';
  custom_rate: number | null;
  dealer_notes: string;
}

export const EMPTY_ASSIGNMENT: AssignmentValues = {
  assign: 'no',
  dealer_id: null,
  rate_mode: 'default',
  custom_rate: null,
  dealer_notes: '',
};

const numberOrNull = (value: string | number | null | undefined) => {
  if (value === null || value === undefined || value === '') return null;
  const n = Number(value);
  return Number.isFinite(n) ? n : null;
};

/** The rate that applies: the custom one when chosen and filled, else the dealer's default (null: none). */
export function finalRate(values: AssignmentValues, dealer: DealerForAssignment | undefined): number | null {
  if (values.rate_mode === 'custom' && values.custom_rate !== null) return values.custom_rate;
  return dealer ? numberOrNull(dealer.dealer_commission_rate) : null;
}

export function assignmentSchema(dealers: DealerForAssignment[]) {
  return yup.object({
    dealer_id: yup.number().nullable().required(T.chooseDealer),
    rate_mode: yup
      .string()
      .oneOf(['default', 'custom'])
      .test('final-rate', function check() {
        const values = this.parent as AssignmentValues;
        const dealer = dealers.find((d) => d.id === values.dealer_id);
        if (!dealer) return true; // the dealer's own message says it
        const problem = commissionRateProblem(finalRate(values, dealer));
        return problem ? this.createError({ message: problem }) : true;
      }),
    dealer_notes: yup.string(),
  });
}

/** custom_commission_rate only when custom is chosen and filled (spec 001 §5). */
export function toPayload(values: AssignmentValues): AssignDealerPayload {
  const payload: AssignDealerPayload = {
    dealer_id: values.dealer_id,
    dealer_notes: values.dealer_notes.trim(),
  };
  if (values.rate_mode === 'custom' && values.custom_rate !== null) {
    payload.custom_commission_rate = values.custom_rate;
  }
  return payload;
}
