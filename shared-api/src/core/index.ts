// shared-api's stateful core: the HTTP client with its one token refresh, the auth store, the error type and the
// page's one live order-events stream. Shared at run time as a strict singleton (rspack.base.mjs), so every area
// of a page uses the shell's copy; everything else in shared-api imports it as '@sefaresh/shared-api/core' (never
// by a relative path, which would bundle a second copy). Its exports are the contract that CORE_VERSION versions.
export * from './auth-store';
export * from './client';
export * from './errors';
export * from './order-events';
export * from './upload';
export { CORE_VERSION, CORE_SHARE_KEY } from './version';
