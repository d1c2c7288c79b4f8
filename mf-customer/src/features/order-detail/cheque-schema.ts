// The customer's cheque form: its values, the rules module's checks of each typed field (chequeProblems, the
// server's own sentences) as a yup schema, and what is sent.
import * as yup from 'yup';
import { chequeProblems, plainDigits, type ChequeField } from '@sefaresh/shared-api/rules';
import type { Instalment, RegisterChequePayload } from '@sefaresh/shared-api';
import { byProblem, oldestOpenId } from '../../components/money-fields';

export interface ChequeValues {
  sayad_id: string;
  bank: string;
  drawer_name: string;
  due_date: string | null;
  amount: string;
  instalment_id: number | null;
}

const TYPED: readonly ChequeField[] = ['sayad_id', 'bank', 'drawer_name', 'due_date', 'amount'];
/** Every field the server may name in a 400's details. */
export const CHEQUE_FIELDS = [...TYPED, 'instalment_id', 'picture'] as const;

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

export const initialCheque = (schedule: readonly Instalment[]): ChequeValues => ({
  sayad_id: '',
  bank: '',
  drawer_name: '',
  due_date: null,
  amount: '',
  instalment_id: oldestOpenId(schedule),
});

/** What is sent: the Sayad id in ASCII digits without spaces, names trimmed. */
export const toChequePayload = (values: ChequeValues): RegisterChequePayload => ({
  sayad_id: plainDigits(values.sayad_id),
  bank: values.bank.trim(),
  drawer_name: values.drawer_name.trim(),
  due_date: values.due_date ?? '',
  amount: values.amount,
  ...(values.instalment_id === null ? {} : { instalment_id: values.instalment_id }),
});
