// Sign-in, registration, token refresh and verification. Built from explicit dependencies so it can be
// used without the HTTP layer.
import {
  COMPANY_MAX,
  EMAIL_TAKEN_ERROR,
  MESSAGES,
  emailProblem,
  nameProblem,
  normalizePhone,
  passwordProblems,
  phoneProblem,
} from '@sefaresh/shared-api/rules';
import { isUniqueViolation } from '../../db/client';
import type { User } from '../../db/schema';
import {
  SERVER_MESSAGES,
  forbidden,
  tooManyRequests,
  unauthorized,
  validationFailed,
  type FieldErrors,
} from '../../lib/errors';
import { toSessionUser, type UsersService } from '../accounts/service';
import type { SessionUser } from '../accounts/schemas';
import { loginAccountKey, type FailureLimiter } from './failure-limiter';
import type { ContactVerificationService } from '../accounts/contact-verification';
import type { PasswordHasher } from './passwords';
import type { TokenService } from './tokens';
import type { UserCache } from './user-cache';

export interface RegisterInput {
  email: string;
  name: string;
  password: string;
  phone: string;
  company_name?: string;
}

export interface AuthService {
  /** `address`: the client's address (request.ip), for the per-account-and-address failure count. */
  login(
    email: string,
    password: string,
    address?: string,
  ): Promise<{ user: SessionUser; tokens: { access: string; refresh: string } }>;
  register(
    input: RegisterInput,
  ): Promise<{ user: SessionUser; tokens: { access: string; refresh: string }; message: string }>;
  refresh(refresh: string): Promise<{ access: string; refresh: string }>;
  verify(token: string): Promise<void>;
  /** The active user behind a Bearer access token, or an HttpError (401). */
  userFromAccessToken(token: string): Promise<User>;
}

export interface AuthServiceDeps {
  users: UsersService;
  /** Where a request's user comes from. */
  userCache: UserCache;
  passwords: PasswordHasher;
  tokens: TokenService;
  loginFailures: FailureLimiter;
  /** Registration sends the email's verification code. */
  contacts: Pick<ContactVerificationService, 'sendFirstEmailCode'>;
}

/** The registration rules of spec 000 §5, the same functions the client's form uses. */
export function validateRegistration(input: RegisterInput): {
  value: Required<RegisterInput>;
  errors: FieldErrors | null;
} {
  const value = {
    email: (input.email ?? '').trim(),
    name: (input.name ?? '').trim(),
    password: input.password ?? '',
    phone: normalizePhone(input.phone),
    company_name: (input.company_name ?? '').trim(),
  };
  const errors: FieldErrors = {};
  const emailMsg = emailProblem(value.email);
  if (emailMsg) errors.email = [emailMsg];
  const nameMsg = nameProblem(value.name);
  if (nameMsg) errors.name = [nameMsg];
  const pw = passwordProblems(value.password, { email: value.email });
  if (pw.length) errors.password = pw;
  const phoneMsg = phoneProblem(value.phone);
  if (phoneMsg) errors.phone = [phoneMsg];
  if (value.company_name.length > COMPANY_MAX) errors.company_name = [MESSAGES.companyTooLong];
  return { value, errors: Object.keys(errors).length ? errors : null };
}

export function createAuthService({
  users,
  userCache,
  passwords,
  tokens,
  loginFailures,
  contacts,
}: AuthServiceDeps): AuthService {
  const accountKey = loginAccountKey;
  const wrongCredentials = () => unauthorized(MESSAGES.loginWrongCredentials);

  const service: AuthService = {
    async login(email, password, address = 'unknown') {
      const key = accountKey(email);
      const wait = await loginFailures.lockedFor(key, address);
      if (wait !== null) throw tooManyRequests(SERVER_MESSAGES.tooManyLoginFailures, wait);
      const user = await users.findByEmail(email);
      if (!user) {
        await passwords.burn(password);
        await loginFailures.recordFailure(key, address);
        throw wrongCredentials();
      }
      if (!(await passwords.verify(user.passwordHash, password))) {
        await loginFailures.recordFailure(key, address);
        throw wrongCredentials();
      }
      // Only someone who knows the password learns that the account is inactive.
      if (!user.isActive) throw forbidden(MESSAGES.loginInactive);
      await loginFailures.reset(key, address);
      await users.touchLastLogin(user.id);
      const [access, refresh] = await Promise.all([tokens.issueAccess(user), tokens.issueRefresh(user.id)]);
      return { user: toSessionUser(user), tokens: { access, refresh } };
    },

    async register(input) {
      const { value, errors } = validateRegistration(input);
      if (errors) throw validationFailed(errors);
      const taken = () => validationFailed({ email: [EMAIL_TAKEN_ERROR] }, EMAIL_TAKEN_ERROR);
      if (await users.findByEmail(value.email)) throw taken();
      const passwordHash = await passwords.hash(value.password);
      try {
        const user = await users.create({
          email: value.email,
          name: value.name,
          phone: value.phone,
          companyName: value.company_name,
          passwordHash,
        });
        // the email is proven by the code it receives (until then Google sign-in never joins this account)
        await contacts.sendFirstEmailCode(user);
        // signed in at once: the same pair a sign-in issues
        const [access, refresh] = await Promise.all([tokens.issueAccess(user), tokens.issueRefresh(user.id)]);
        return {
          user: toSessionUser(user),
          tokens: { access, refresh },
          message: MESSAGES.registerSuccess,
        };
      } catch (err) {
        if (isUniqueViolation(err)) throw taken(); // registered concurrently
        throw err;
      }
    },

    async refresh(refresh) {
      const result = await tokens.rotate(refresh);
      if (!result.ok) throw unauthorized(SERVER_MESSAGES.invalidToken);
      const user = await users.findById(result.userId);
      if (!user || !user.isActive) {
        await tokens.endAllSessions(result.userId);
        throw unauthorized(user ? MESSAGES.loginInactive : SERVER_MESSAGES.invalidToken);
      }
      return { access: await tokens.issueAccess(user), refresh: result.refresh };
    },

    async verify(token) {
      await service.userFromAccessToken(token);
    },

    async userFromAccessToken(token) {
      const claims = await tokens.verifyAccess(token);
      if (claims === null) throw unauthorized(SERVER_MESSAGES.invalidToken);
      const user = await userCache.get(claims.userId);
      // a session ended since the token was issued (password changed or reset, signed out everywhere)
      if (!user || user.tokenGeneration !== claims.generation)
        throw unauthorized(SERVER_MESSAGES.invalidToken);
      if (!user.isActive) throw unauthorized(MESSAGES.loginInactive);
      return user;
    },
  };
  return service;
}
