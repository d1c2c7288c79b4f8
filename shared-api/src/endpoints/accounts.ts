// Typed calls of the accounts endpoints: password recovery, Google sign-in and the signed-in user's profile.
// Types come from the server's OpenAPI document (src/generated/api-types.ts).
import { api } from '@sefaresh/shared-api/core';
import type { ApiRequestBody, ApiResponseBody } from '../types';
import { queryOptionsOf } from './query';

export type PasswordResetRequestBody = ApiRequestBody<'/api/auth/password-reset/request/', 'post'>;
export type PasswordResetRequestResponse = ApiResponseBody<'/api/auth/password-reset/request/', 'post'>;
export type PasswordResetVerifyBody = ApiRequestBody<'/api/auth/password-reset/verify/', 'post'>;
export type PasswordResetVerifyResponse = ApiResponseBody<'/api/auth/password-reset/verify/', 'post'>;
export type PasswordResetCompleteBody = ApiRequestBody<'/api/auth/password-reset/complete/', 'post'>;
export type PasswordResetCompleteResponse = ApiResponseBody<'/api/auth/password-reset/complete/', 'post'>;

export type GoogleConfigResponse = ApiResponseBody<'/api/auth/google/config/', 'get'>;
export type GoogleLoginBody = ApiRequestBody<'/api/auth/google/', 'post'>;
export type GoogleLoginResponse = ApiResponseBody<'/api/auth/google/', 'post'>;
export type GoogleCompleteProfileBody = ApiRequestBody<'/api/auth/google/complete-profile/', 'post'>;
export type GoogleCompleteProfileResponse = ApiResponseBody<'/api/auth/google/complete-profile/', 'post'>;

export type ProfileResponse = ApiResponseBody<'/api/profile/me/', 'get'>;
export type ProfileUpdateBody = ApiRequestBody<'/api/profile/update/', 'put'>;
export type OrdersSummaryResponse = ApiResponseBody<'/api/profile/orders-summary/', 'get'>;
export type NotificationsHistoryResponse = ApiResponseBody<'/api/profile/notifications-history/', 'get'>;
export type ChangePasswordBody = ApiRequestBody<'/api/profile/change-password/', 'post'>;
export type ChangePasswordResponse = ApiResponseBody<'/api/profile/change-password/', 'post'>;
export type LogoutAllResponse = ApiResponseBody<'/api/profile/logout-all/', 'post'>;
export type VerifyCodeBody = ApiRequestBody<'/api/auth/verify-email/', 'post'>;
export type VerifyCodeResponse = ApiResponseBody<'/api/auth/verify-email/', 'post'>;
export type CodeSentResponse = ApiResponseBody<'/api/auth/verify-email/resend/', 'post'>;

const bearer = (access?: string) => (access ? { authorization: `Bearer ${access}` } : undefined);

export const accountsApi = {
  /** POST auth/password-reset/request/ {email} → 200 {message}, the same whether or not the account exists. */
  passwordResetRequest: (body: PasswordResetRequestBody) =>
    api.post('auth/password-reset/request/', { json: body }).json<PasswordResetRequestResponse>(),
  /** POST auth/password-reset/verify/ {email, otp} → {reset_token}; 400 {error, details.otp} when wrong or expired. */
  passwordResetVerify: (body: PasswordResetVerifyBody) =>
    api.post('auth/password-reset/verify/', { json: body }).json<PasswordResetVerifyResponse>(),
  /** POST auth/password-reset/complete/ {email, reset_token, new_password, confirm_password} → {message}. */
  passwordResetComplete: (body: PasswordResetCompleteBody) =>
    api.post('auth/password-reset/complete/', { json: body }).json<PasswordResetCompleteResponse>(),
};

export const googleAuthApi = {
  /** GET auth/google/config/ → {client_id} (null: hide the Google button). */
  googleConfig: () => api.get('auth/google/config/').json<GoogleConfigResponse>(),
  /** POST auth/google/ {credential} → {user, tokens, missing_fields, needs_profile_completion}. Does not touch the store. */
  googleLogin: (body: GoogleLoginBody) =>
    api.post('auth/google/', { json: body, credentials: 'include' }).json<GoogleLoginResponse>(),
  /**
   * POST auth/google/complete-profile/ {email, phone, company_name} → {user, tokens}. Pass the access token of
   * the Google answer when it is not in the store yet.
   */
  googleCompleteProfile: (body: GoogleCompleteProfileBody, access?: string) =>
    api
      .post('auth/google/complete-profile/', { json: body, credentials: 'include', headers: bearer(access) })
      .json<GoogleCompleteProfileResponse>(),
};

export const profileApi = {
  /** GET profile/me/ → profile with statistics. */
  me: () => api.get('profile/me/').json<ProfileResponse>(),
  /** PUT profile/update/ {name, phone, company_name} → profile. */
  update: (body: ProfileUpdateBody) => api.put('profile/update/', { json: body }).json<ProfileResponse>(),
  /** GET profile/orders-summary/ → {summary, recent_orders}. */
  ordersSummary: () => api.get('profile/orders-summary/').json<OrdersSummaryResponse>(),
  /** GET profile/notifications-history/ → the 10 newest emails and SMS, counts and total. */
  notificationsHistory: () => api.get('profile/notifications-history/').json<NotificationsHistoryResponse>(),
  /**
   * POST profile/change-password/ {current_password, new_password, confirm_password?} → {message, tokens}.
   * Every session of the user ends; store the returned tokens to stay signed in.
   */
  changePassword: (body: ChangePasswordBody) =>
    api.post('profile/change-password/', { json: body }).json<ChangePasswordResponse>(),
  /** POST profile/logout-all/ → {message}; every refresh token of the user is revoked. */
  logoutAll: () => api.post('profile/logout-all/').json<LogoutAllResponse>(),
};

/** Proving the signed-in user's email and phone with the 6-digit codes sent to them (issue 30). */
export const contactsApi = {
  /** POST auth/verify-email/ {code} → {message, user}; 400 details.code when wrong or expired. */
  verifyEmail: (body: VerifyCodeBody) =>
    api.post('auth/verify-email/', { json: body }).json<VerifyCodeResponse>(),
  /** POST auth/verify-email/resend/ → {message}; 429 within a minute of the last code, 409 when verified. */
  resendEmailCode: () => api.post('auth/verify-email/resend/').json<CodeSentResponse>(),
  /** POST profile/verify-phone/ → {message}: an SMS code to the profile's phone. */
  sendPhoneCode: () => api.post('profile/verify-phone/').json<CodeSentResponse>(),
  /** POST profile/verify-phone/confirm/ {code} → {message, user}. */
  verifyPhone: (body: VerifyCodeBody) =>
    api.post('profile/verify-phone/confirm/', { json: body }).json<VerifyCodeResponse>(),
};

/** The signed-in user's profile and what hangs under it. */
export const profileKeys = {
  me: ['profile'] as const,
  ordersSummary: ['profile', 'orders-summary'] as const,
  notifications: ['profile', 'notifications'] as const,
};

export const profileQuery = () => queryOptionsOf(profileKeys.me, () => profileApi.me());
export const ordersSummaryQuery = () =>
  queryOptionsOf(profileKeys.ordersSummary, () => profileApi.ordersSummary());
export const notificationsHistoryQuery = () =>
  queryOptionsOf(profileKeys.notifications, () => profileApi.notificationsHistory());

/** Whether Google sign-in is on (its client id): it changes only with the configuration, so it is read once. */
export const googleConfigQuery = () =>
  queryOptionsOf(['auth', 'google-config'] as const, () => googleAuthApi.googleConfig(), {
    staleTime: Number.POSITIVE_INFINITY,
  });
