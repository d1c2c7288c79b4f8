// The cheque registration form's values, the rules module's checks of each typed field (chequeProblems, the
// server's own sentences) as a yup schema, and what is sent (shared-api's RegisterChequePayload fits it).
import * as yup from 'yup';
import { chequeProblems, plainDigits, type ChequeField } from '@sefaresh/shared-api/rules';
import type { InstalmentView } from '../receivables/receivable-types';
import { byProblem, oldestOpenId } from './money-schema';

export interface ChequeValues {
  sayad_id: string;
  bank: string;
  drawer_name: string;
  due_date: string | null;
  amount: string;
  instalment_id: number | null;
}

export interface ChequePayload {
  sayad_id: string;
  bank: string;
  drawer_name: string;
  due_date: string;
  amount: string;
  instalment_id?: number;
}

const TYPED: readonly ChequeField[] = ['sayad_id', 'bank', 'drawer_name', 'due_date', 'amount'];

export const chequeSchema = yup.object(
  Object.fromEntries(
    TYPED.map((field) => [
      field,
      yup
        .string()
        .nullable()
        .test(
          field,
          byProblem((value: string | null | undefined) => chequeProblems({ [field]: value })[field] ?? null),
        ),
    ]),
  ),
);

/** An empty cheque for the oldest open instalment. */
export const initialCheque = (schedule: readonly InstalmentView[]): ChequeValues => ({
  sayad_id: '',
  bank: '',
  drawer_name: '',
  due_date: null,
  amount: '',
  instalment_id: oldestOpenId(schedule),
});

/** What is sent: the Sayad id in ASCII digits without spaces, names trimmed. */
export const toChequePayload = (values: ChequeValues): ChequePayload => ({
  sayad_id: plainDigits(values.sayad_id),
  bank: values.bank.trim(),
  drawer_name: values.drawer_name.trim(),
  due_date: values.due_date ?? '',
  amount: values.amount,
  ...(values.instalment_id === null ? {} : { instalment_id: values.instalment_id }),
});
