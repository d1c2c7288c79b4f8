import { CONTACT_MESSAGES, MESSAGES } from '@sefaresh/shared-api/rules';
import { Type, type Static } from 'typebox';

/** The user as the login answer and the client's stored `userData` carry it (spec 000 §3). */
export const SessionUser = Type.Object({
  id: Type.Integer(),
  email: Type.String(),
  name: Type.String(),
  is_staff: Type.Boolean(),
  is_superuser: Type.Boolean({
    description: 'a super admin: may create and change users, rates and payouts',
  }),
  is_dealer: Type.Boolean(),
  company_name: Type.String(),
  phone: Type.String(),
  /** The owner typed back a code sent to the email (or Google vouched for it); Google never joins it before. */
  email_verified: Type.Boolean(),
  /** The owner typed back an SMS code sent to the phone; no order SMS goes to it before. */
  phone_verified: Type.Boolean(),
});
export type SessionUser = Static<typeof SessionUser>;

const field = (message: string, extra: Record<string, unknown> = {}) =>
  Type.String({
    minLength: 1,
    maxLength: 256,
    ...extra,
    'x-messages': { required: message, minLength: message, type: message, maxLength: message },
  });

export const ResetRequestBody = Type.Object({
  email: Type.String({
    minLength: 1,
    maxLength: 254,
    'x-messages': {
      required: MESSAGES.emailRequired,
      minLength: MESSAGES.emailRequired,
      type: MESSAGES.emailRequired,
      maxLength: MESSAGES.emailInvalid,
    },
  }),
});

export const ResetVerifyBody = Type.Object({
  email: ResetRequestBody.properties.email,
  otp: Type.String({
    minLength: 1,
    maxLength: 20,
    'x-messages': {
      required: MESSAGES.otpRequired,
      minLength: MESSAGES.otpRequired,
      type: MESSAGES.otpRequired,
      maxLength: MESSAGES.otpLength,
    },
  }),
});

export const ResetCompleteBody = Type.Object({
  email: ResetRequestBody.properties.email,
  reset_token: field(MESSAGES.required),
  new_password: field(MESSAGES.passwordRequired),
  confirm_password: field(MESSAGES.passwordRequired),
});

export const MessageResponse = Type.Object({ message: Type.String() });
export const ResetVerifyResponse = Type.Object({ reset_token: Type.String() });

/** A code that proves an email or a phone (accounts/contact-verification.ts). */
export const VerifyCodeBody = Type.Object({
  code: Type.String({
    minLength: 1,
    maxLength: 20,
    'x-messages': {
      required: CONTACT_MESSAGES.codeRequired,
      minLength: CONTACT_MESSAGES.codeRequired,
      type: CONTACT_MESSAGES.codeRequired,
      maxLength: CONTACT_MESSAGES.codeLength,
    },
  }),
});
export const VerifyCodeResponse = Type.Object({ message: Type.String(), user: SessionUser });
