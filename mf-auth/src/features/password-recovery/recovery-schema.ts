import type { FormikErrors } from 'formik';
import {
  emailProblem,
  normalizeDigits,
  OTP_LENGTH,
  OTP_PATTERN,
  passwordProblems,
} from '@sefaresh/shared-api/rules';
import { RECOVERY_MESSAGES as T } from './messages';

// formik validate functions over the rules module (spec 000 §5, password recovery).

export interface RequestValues {
  email: string;
}
export interface VerifyValues {
  otp: string;
}
export interface ResetValues {
  new_password: string;
  confirm_password: string;
}

export function validateRequest(values: RequestValues): FormikErrors<RequestValues> {
  const email = emailProblem(values.email);
  return email ? { email } : {};
}

/** What the code field keeps of a typed or pasted value: ASCII digits only, at most OTP_LENGTH of them. */
export function cleanOtp(value: string): string {
  return normalizeDigits(value).replace(/\D/g, '').slice(0, OTP_LENGTH);
}

export function validateVerify(values: VerifyValues): FormikErrors<VerifyValues> {
  if (!values.otp) return { otp: T.otpRequired };
  if (!OTP_PATTERN.test(values.otp)) return { otp: T.otpLength };
  return {};
}

export function validateReset(values: ResetValues): FormikErrors<ResetValues> {
  const errors: FormikErrors<ResetValues> = {};
  // The password rule of registration (at least 8 characters, a letter and a digit), which the server enforces
  // on the new password too; one problem a line.
  const problems = passwordProblems(values.new_password);
  if (problems.length) errors.new_password = problems.join('\n');
  if (!values.confirm_password) errors.confirm_password = T.passwordRequired;
  else if (values.confirm_password !== values.new_password) errors.confirm_password = T.passwordsMismatch;
  return errors;
}
