import { object, string, type TestContext } from 'yup';
import {
  COMPANY_MAX,
  emailProblem,
  nameProblem,
  passwordProblems,
  isMobile,
  normalizePhone,
  phoneProblem,
} from '@sefaresh/shared-api/rules';
import { REGISTER_MESSAGES as T } from './messages';

export interface RegisterValues {
  email: string;
  name: string;
  password: string;
  phone: string;
  company_name: string;
}

export const REGISTER_FIELDS: readonly (keyof RegisterValues)[] = [
  'email',
  'name',
  'password',
  'phone',
  'company_name',
];

/** A yup test from a rule of the rules module: the rule's Persian message, or pass. */
function rule(check: (value: string | undefined) => string | null) {
  return function test(this: TestContext, value: string | undefined) {
    const problem = check(value);
    return problem ? this.createError({ message: problem }) : true;
  };
}

/** Spec 000 §5, every rule taken from `@sefaresh/shared-api/rules` (the server enforces the same ones). */
export const registerSchema = object({
  email: string().default('').test('email', rule(emailProblem)),
  name: string().default('').test('name', rule(nameProblem)),
  // The message lists everything the password still lacks, one problem a line.
  password: string()
    .default('')
    .test(
      'password',
      rule((value) => passwordProblems(value).join('\n') || null),
    ),
  phone: string().default('').test('phone', rule(phoneProblem)),
  company_name: string()
    .default('')
    .test(
      'company',
      rule((value) => ((value ?? '').trim().length > COMPANY_MAX ? T.companyTooLong : null)),
    ),
});

/** The phone's success hint: shown once it has enough digits and passes the rule. */
export function phoneLooksGood(phone: string): boolean {
  return isMobile(phone);
}

/** What goes to the server: trimmed texts, ASCII digits in the phone. */
export function toRegisterPayload(values: RegisterValues) {
  return {
    email: values.email.trim(),
    name: values.name.trim(),
    password: values.password,
    phone: normalizePhone(values.phone),
    company_name: values.company_name.trim(),
  };
}
