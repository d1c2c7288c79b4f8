import type { FormikErrors } from 'formik';
import { emailProblem } from '@sefaresh/shared-api/rules';
import { LOGIN_MESSAGES } from './messages';

export interface LoginValues {
  email: string;
  password: string;
}

/**
 * Basic client checks before a login request: the email rule of the rules module, and a password at all.
 * A formik validate function rather than a yup schema: the rule lives in the rules module either way, and
 * leaving yup out keeps ~12 KB gzip off the sign-in page (budget: 300 KB). Registration uses yup.
 */
export function validateLogin(values: LoginValues): FormikErrors<LoginValues> {
  const errors: FormikErrors<LoginValues> = {};
  const email = emailProblem(values.email);
  if (email) errors.email = email;
  if (!values.password) errors.password = LOGIN_MESSAGES.passwordRequired;
  return errors;
}
