import type { AuthTokens, AuthUser } from '@sefaresh/shared-api';

/**
 * What a social sign-in hands over through the router's location state when the account lacks data:
 *
 *   navigate('/complete-profile', {
 *     state: { user, missing_fields: ['phone', 'company_name'], isSocialLogin: true, tokens },
 *   })
 *
 * `user` is the user of the Google answer (id, email, name, is_staff, is_dealer, is_superuser, company_name, phone),
 * `missing_fields` the fields the server asks for, `isSocialLogin` the social-sign-in flag (this name only).
 * `tokens` (optional) is the Google answer's pair: the completion call is authorised with its access token, and
 * 'complete later' stores it as the session. Without it the page uses the session already in the store.
 */
export interface CompleteProfileState {
  user: AuthUser;
  missingFields: string[];
  tokens?: AuthTokens;
}

function readTokens(value: unknown): AuthTokens | undefined {
  if (!value || typeof value !== 'object') return undefined;
  const { access, refresh } = value as Record<string, unknown>;
  return typeof access === 'string' && access && typeof refresh === 'string' && refresh
    ? { access, refresh }
    : undefined;
}

/** The handed-over state, or null when the page was opened without a user and the flag (→ /login). */
export function readCompleteProfileState(state: unknown): CompleteProfileState | null {
  if (!state || typeof state !== 'object') return null;
  const { user, missing_fields, isSocialLogin, tokens } = state as Record<string, unknown>;
  if (isSocialLogin !== true) return null;
  if (!user || typeof user !== 'object') return null;
  const u = user as Partial<AuthUser>;
  if (typeof u.email !== 'string' || !u.email) return null;
  return {
    user: {
      id: typeof u.id === 'number' ? u.id : 0,
      email: u.email,
      name: typeof u.name === 'string' ? u.name : '',
      is_staff: u.is_staff === true,
      is_dealer: u.is_dealer === true,
      is_superuser: u.is_superuser === true,
      company_name: typeof u.company_name === 'string' ? u.company_name : null,
      phone: typeof u.phone === 'string' ? u.phone : null,
    },
    missingFields: Array.isArray(missing_fields)
      ? missing_fields.filter((f): f is string => typeof f === 'string')
      : [],
    tokens: readTokens(tokens),
  };
}
