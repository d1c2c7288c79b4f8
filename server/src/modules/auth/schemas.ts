import { MESSAGES } from '@sefaresh/shared-api/rules';
import { Type } from 'typebox';
import { SessionUser } from '../accounts/schemas';

const required = (message: string, extra: Record<string, string> = {}) => ({
  'x-messages': { required: message, minLength: message, type: message, ...extra },
});

export const LoginBody = Type.Object({
  email: Type.String({
    minLength: 1,
    maxLength: 254,
    ...required(MESSAGES.emailRequired, { maxLength: MESSAGES.emailInvalid }),
  }),
  password: Type.String({
    minLength: 1,
    maxLength: 256,
    ...required(MESSAGES.passwordRequired, { maxLength: MESSAGES.loginWrongCredentials }),
  }),
});

export const Tokens = Type.Object({ access: Type.String(), refresh: Type.String() });

export const LoginResponse = Type.Object({ user: SessionUser, tokens: Tokens });

/** Shape only; the rules (spec 000 §5) run in the service with the shared rules module, for the same messages as the form. */
export const RegisterBody = Type.Object({
  email: Type.String({
    maxLength: 254,
    ...required(MESSAGES.emailRequired, { maxLength: MESSAGES.emailInvalid }),
  }),
  name: Type.String(required(MESSAGES.nameRequired)),
  password: Type.String({ maxLength: 256, ...required(MESSAGES.passwordRequired) }),
  phone: Type.String(required(MESSAGES.phoneRequired)),
  /** Optional; null is taken as empty (Ajv coerces it). */
  company_name: Type.Optional(Type.String()),
});

/** The new account, signed in: the same user and tokens as a sign-in's answer, and a message. */
export const RegisterResponse = Type.Object({
  user: SessionUser,
  tokens: Tokens,
  message: Type.String(),
});

export const RefreshBody = Type.Object({
  refresh: Type.String({
    minLength: 1,
    'x-messages': { required: MESSAGES.required, minLength: MESSAGES.required },
  }),
});

export const VerifyBody = Type.Object({
  token: Type.String({
    minLength: 1,
    'x-messages': { required: MESSAGES.required, minLength: MESSAGES.required },
  }),
});

export const EmptyObject = Type.Object({});

export const GoogleLoginBody = Type.Object({
  credential: Type.String({
    minLength: 1,
    maxLength: 8192,
    'x-messages': { required: MESSAGES.required, minLength: MESSAGES.required, type: MESSAGES.required },
  }),
});

export const GoogleLoginResponse = Type.Object({
  user: SessionUser,
  tokens: Tokens,
  /** Profile fields still empty: 'phone' (needed) and 'company_name' (optional). */
  missing_fields: Type.Array(Type.Union([Type.Literal('phone'), Type.Literal('company_name')])),
  /** True when the phone is missing: the client shows /complete-profile. */
  needs_profile_completion: Type.Boolean(),
});

/** Shape only; the phone rule (a mobile number, rules/phone.ts) runs in the service. */
export const GoogleCompleteProfileBody = Type.Object({
  email: Type.String({
    maxLength: 254,
    ...required(MESSAGES.emailRequired, { maxLength: MESSAGES.emailInvalid }),
  }),
  phone: Type.String({ 'x-messages': { required: MESSAGES.phoneRequired, type: MESSAGES.phoneRequired } }),
  company_name: Type.Optional(Type.String()),
});

export const GoogleConfigResponse = Type.Object({
  /** The OAuth client id for Google Identity Services, or null when Google sign-in is off. */
  client_id: Type.Union([Type.String(), Type.Null()]),
});
