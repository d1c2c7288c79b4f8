import { MESSAGES } from '@sefaresh/shared-api/rules';
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
