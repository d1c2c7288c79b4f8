// CORE_VERSION versions what the core exports: the shell provides it to remotes built against other versions, so a
// change of the exports without a bump (or a bump without recording what it exports) fails here.
import * as core from './index';
import { CORE_VERSION } from './version';

const V1_0_0 = [
  'ApiError',
  'CORE_SHARE_KEY',
  'CORE_VERSION',
  'MAX_RETRY_MS',
  'NETWORK_ERROR_MESSAGE',
  'STORAGE_KEYS',
  'TIMEOUT_ERROR_MESSAGE',
  'TIMEOUT_STATUS',
  'api',
  'apiErrorFromResponse',
  'apiUrl',
  'authStore',
  'configureApi',
  'defaultMessageFor',
  'errorText',
  'fieldErrorsFor',
  'getApiConfig',
  'homePathFor',
  'isApiError',
  'isEmailTakenError',
  'isOrderEventsLive',
  'logout',
  'normalizeFieldErrors',
  'readPersistedAuth',
  'refreshSession',
  'rehydrateAuth',
  'resetApiClientState',
  'resetOrderEvents',
  'serverErrorText',
  'subscribeOrderEvents',
  'toApiError',
  'useAuthStore',
  'useOrderEventsLive',
];

/** What each core version exports (values; types are checked by the compiler). Add a line with every bump. */
const EXPORTS: Record<string, string[]> = {
  '1.0.0': V1_0_0,
  // the upload through XMLHttpRequest on the client's refresh; homePathFor counts super admins as staff
  '1.1.0': [...V1_0_0, 'ABORTED_ERROR_MESSAGE', 'apiUpload', 'tokenAfter401'],
};

describe('CORE_VERSION', () => {
  it('is a semantic version', () => {
    expect(CORE_VERSION).toMatch(/^\d+\.\d+\.\d+$/);
  });

  it('names what the core exports (bump it when the exports change: minor for an addition, major otherwise)', () => {
    expect(Object.keys(core).sort()).toEqual([...(EXPORTS[CORE_VERSION] ?? [])].sort());
  });
});
