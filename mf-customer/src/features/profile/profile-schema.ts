import { object, ref, string, type TestContext } from 'yup';
import {
  COMPANY_MAX,
  nameProblem,
  normalizePhone,
  passwordProblems,
  phoneProblem,
} from '@sefaresh/shared-api/rules';
import { PROFILE_MESSAGES as T } from './messages';
import type { Profile, ProfileUpdate } from './types';

/** A yup test from a rule of the rules module: the rule's Persian message, or pass. */
function rule(check: (value: string | undefined) => string | null) {
  return function test(this: TestContext, value: string | undefined) {
    const problem = check(value);
    return problem ? this.createError({ message: problem }) : true;
  };
}

export type ProfileFormValues = ProfileUpdate;
export const PROFILE_FIELDS = ['name', 'phone', 'company_name'] as const;

/**
 * Spec 000 §5, profile edit: name required (2–50), phone a telephone number, company optional. The phone follows
 * the one phone rule (a mobile number, 09 and 11 digits), as the server does on update.
 */
export const profileSchema = object({
  name: string().default('').test('name', rule(nameProblem)),
  phone: string().default('').test('phone', rule(phoneProblem)),
  company_name: string()
    .default('')
    .test(
      'company',
      rule((value) => ((value ?? '').trim().length > COMPANY_MAX ? T.companyTooLong : null)),
    ),
});

export function profileFormValues(profile: Profile): ProfileFormValues {
  return { name: profile.name ?? '', phone: profile.phone ?? '', company_name: profile.company_name ?? '' };
}

export function toProfileUpdate(values: ProfileFormValues): ProfileUpdate {
  return {
    name: values.name.trim(),
    phone: normalizePhone(values.phone),
    company_name: values.company_name.trim(),
  };
}

export interface ChangePasswordValues {
  current_password: string;
  new_password: string;
  confirm_password: string;
}
export const CHANGE_PASSWORD_FIELDS = ['current_password', 'new_password', 'confirm_password'] as const;

/** Spec 000 §5, change password: the new one at least 8 characters (the password rule), typed the same twice. */
export const changePasswordSchema = object({
  current_password: string().default('').required(T.currentPasswordRequired),
  // The password rule of registration (at least 8 characters, a letter and a digit), which the server enforces
  // on the new password too; one problem a line.
  new_password: string()
    .default('')
    .test(
      'password',
      rule((value) => passwordProblems(value).join('\n') || null),
    ),
  confirm_password: string()
    .default('')
    .required(T.passwordRequired)
    .oneOf([ref('new_password')], T.newPasswordsMismatch),
});
