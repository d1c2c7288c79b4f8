// Endpoint types, derived from the server's OpenAPI document (src/generated/api-types.ts,
// written by `npm run generate:api`; CI runs `generate-types.mjs --check`).
// The server declares its schemas inline, so types are read from `paths` by path, method and status.
import type { AuthTokens, AuthUser } from '@sefaresh/shared-api/core';
import type { paths } from './generated/api-types';

export type { paths as ApiPaths } from './generated/api-types';
export type { AuthTokens, AuthUser };

type HttpMethod = 'get' | 'put' | 'post' | 'delete' | 'patch';

/** The operation at a path and method. */
export type ApiOperation<P extends keyof paths, M extends HttpMethod> = NonNullable<paths[P][M]>;

/** The JSON request body of an operation. */
export type ApiRequestBody<P extends keyof paths, M extends HttpMethod> =
  ApiOperation<P, M> extends { requestBody?: { content: { 'application/json': infer B } } } ? B : never;

/** The JSON answer of an operation for a status (200 unless told). */
export type ApiResponseBody<P extends keyof paths, M extends HttpMethod, S extends number = 200> =
  ApiOperation<P, M> extends { responses: infer R }
    ? S extends keyof R
      ? R[S] extends { content: { 'application/json': infer B } }
        ? B
        : never
      : never
    : never;

/** The server's error body: 400 has details, the others only error. */
export type ServerErrorBody = ApiResponseBody<'/api/auth/login/', 'post', 400>;

export type LoginRequest = ApiRequestBody<'/api/auth/login/', 'post'>;
export type LoginResponse = ApiResponseBody<'/api/auth/login/', 'post'>;
export type RegisterRequest = ApiRequestBody<'/api/auth/register/', 'post'>;
export type RegisterResponse = ApiResponseBody<'/api/auth/register/', 'post', 201>;
export type RefreshRequest = ApiRequestBody<'/api/auth/token/refresh/', 'post'>;
export type RefreshResponse = ApiResponseBody<'/api/auth/token/refresh/', 'post'>;
export type VerifyRequest = ApiRequestBody<'/api/auth/token/verify/', 'post'>;
export type VerifyResponse = ApiResponseBody<'/api/auth/token/verify/', 'post'>;
export type CsrfResponse = ApiResponseBody<'/api/csrf/', 'get'>;
export type HealthResponse = ApiResponseBody<'/api/health/', 'get'>;

// The stored session must hold what login returns.
type Assert<T extends true> = T;
type _LoginUserFitsStore = Assert<LoginResponse['user'] extends AuthUser ? true : false>;
type _LoginTokensFitStore = Assert<LoginResponse['tokens'] extends AuthTokens ? true : false>;
