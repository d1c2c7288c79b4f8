import { errorText, isApiError, serverErrorText } from '@sefaresh/shared-api';
import { EMAIL_TAKEN_ERROR } from '@sefaresh/shared-api/rules';
import { REGISTER_FIELDS, type RegisterValues } from './register-schema';
import { REGISTER_MESSAGES as T } from './messages';

export type FieldErrors = Partial<Record<keyof RegisterValues, string>>;

export interface RegisterFailure {
  /** The text above the form. */
  formError: string;
  /** Server-side errors shown under the fields. */
  fieldErrors: FieldErrors;
  /** The email has an account: the page offers sign-in and recovery. */
  emailTaken?: boolean;
}

/** Spec 000 §8, registration: a failed request → the form's message and the fields' messages. */
export function registerFailure(error: unknown): RegisterFailure {
  if (!isApiError(error)) return { formError: T.registerFailed, fieldErrors: {} };

  const fieldErrors: FieldErrors = {};
  const allDetails: string[] = [];
  for (const [field, messages] of Object.entries(error.fieldErrors)) {
    allDetails.push(...messages);
    if ((REGISTER_FIELDS as readonly string[]).includes(field) && messages.length) {
      fieldErrors[field as keyof RegisterValues] = messages.join('\n');
    }
  }

  const text = serverErrorText(error);
  const emailTaken =
    (text ?? '').includes(EMAIL_TAKEN_ERROR) ||
    (error.fieldErrors.email ?? []).some((m) => m.includes(EMAIL_TAKEN_ERROR));
  if (emailTaken) {
    return {
      formError: T.emailTaken,
      fieldErrors: { ...fieldErrors, email: T.emailTaken },
      emailTaken: true,
    };
  }
  if (!text && allDetails.length)
    return { formError: T.validationErrorsPrefix + allDetails.join('، '), fieldErrors };
  const formError = errorText(error, {
    byStatus: { 400: T.badInput, 408: T.registerFailed },
    fallback: (api) => (api && api.status >= 500 ? T.serverError : T.registerFailed),
  });
  return { formError, fieldErrors };
}
