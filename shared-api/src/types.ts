// Endpoint types. Hand-written from docs/contracts.md and spec 000 §3 until the server's OpenAPI
// document exists; then `npm run generate:api -w shared-api` writes src/generated/api-types.ts
// and these aliases point at its `components` schemas.
import type { AuthTokens, AuthUser } from './auth-store';

export type { AuthTokens, AuthUser };

/** The server's error body: 400 has details, the others only error. */
export interface ServerErrorBody {
  error: string;
  details?: Record<string, string | string[]>;
}

export interface LoginRequest {
  email: string;
  password: string;
}
export interface LoginResponse {
  user: AuthUser;
  tokens: AuthTokens;
}

export interface RegisterRequest {
  email: string;
  name: string;
  password: string;
  phone: string;
  company_name?: string;
}
export interface RegisterResponse {
  user: { id: number; name: string; email: string };
}

export interface RefreshRequest {
  refresh: string;
}
export type RefreshResponse = AuthTokens;

export interface VerifyRequest {
  token: string;
}
export type VerifyResponse = Record<string, never>;

export interface CsrfResponse {
  csrfToken: string;
}

export interface HealthResponse {
  status: string;
  [key: string]: unknown;
}
